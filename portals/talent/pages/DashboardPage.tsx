import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { formatHours } from '../../../contract/dashboards/monthFigures'
import { MonthChart } from '../../shared/charts/MonthChart'
import { ActionItemsCard } from '../../shared/dashboard/ActionItemsCard'
import { DashboardCard, StatCard } from '../../shared/dashboard/StatCard'
import { EmptyState } from '../../shared/EmptyState'
import { formatDate, formatRange } from '../../shared/format'
import { LoadError } from '../../shared/LoadError'
import { PageHeader } from '../../shared/PageHeader'
import { apiQuery } from '../../shared/client'
import { useCurrentUser } from '../../shared/session'
import { ContactCard } from './ContactCard'
import { STATUS_LABELS } from './engagements/types'
import { ProfileChecklist } from './ProfileChecklist'

export const TALENT_DASHBOARD_PATH = '/talent/dashboard/'
export const TALENT_ENGAGEMENTS_DASHBOARD_PATH = '/talent/engagements-dashboard/'
export const TALENT_ACTION_ITEMS_PATH = '/talent/action-items/'

const statusLabel = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status

/** The engagements summary (GET /talent/engagements-dashboard/): counts, then each open engagement with its hours this period. */
function EngagementsSummary() {
  const query = useQuery(apiQuery(TALENT_ENGAGEMENTS_DASHBOARD_PATH))
  return (
    <DashboardCard id="engagements-summary" title="Engagements">
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Loading engagements" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Grid container spacing={1} sx={{ mb: 1 }}>
            {(['offered', 'active', 'upcoming', 'ended'] as const).map((key) => (
              <Grid key={key} size={{ xs: 6, sm: 3 }}>
                <Chip variant="outlined" sx={{ width: '100%' }} label={`${key[0].toUpperCase()}${key.slice(1)}: ${query.data.counts[key]}`} />
              </Grid>
            ))}
          </Grid>
          {query.data.results.length === 0 ? (
            <EmptyState icon={<WorkOutlineIcon />} title="No engagements yet" description="Offers from organizations appear here." />
          ) : (
            <List disablePadding aria-labelledby="engagements-summary">
              {query.data.results.map((engagement) => (
                <ListItem key={engagement.id} disablePadding>
                  <ListItemButton component={RouterLink} to={`/engagements/${engagement.id}`} sx={{ borderRadius: 1, px: 1 }}>
                    <ListItemText
                      primary={engagement.name}
                      secondary={`${engagement.organizationName} · ${statusLabel(engagement.status)} · ${formatHours(engagement.minutesThisPeriod)} this period`}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </DashboardCard>
  )
}

/**
 * The talent's /dashboard: action items (links with count and due date), hours this period, next pay
 * date, the engagements summary, hours by month; then the contact card and profile checklist
 * (still what keeps a profile matchable).
 */
export default function DashboardPage() {
  const user = useCurrentUser()
  const dashboard = useQuery(apiQuery(TALENT_DASHBOARD_PATH))
  const data = dashboard.data
  const loading = dashboard.isPending
  // Approved hours by month, with the pay they earned when the answer carries it.
  const chartTitle = data?.hoursByMonth.some((figure) => figure.cents !== null) ? 'Hours and pay by month' : 'Hours by month'
  return (
    <>
      <PageHeader title={`Welcome, ${user.firstName || 'there'}`} subtitle="What waits for you, your hours and your next pay date." />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        {dashboard.isError && (
          <Grid size={12}>
            <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
          </Grid>
        )}
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Hours this period"
            loading={loading}
            value={data ? formatHours(data.minutesThisPeriod) : '—'}
            hint={data ? formatRange(formatDate(data.period.start), formatDate(data.period.end)) : undefined}
            to="/time-tracking"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Next pay date"
            loading={loading}
            value={data?.nextPayDate ? formatDate(data.nextPayDate) : '—'}
            hint={data && !data.nextPayDate ? 'No hours to pay yet' : undefined}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Active engagements" loading={loading} value={data?.engagements.active ?? '—'} to="/engagements" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Offers to answer" loading={loading} value={data?.engagements.offered ?? '—'} to="/engagements" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ActionItemsCard path={TALENT_ACTION_ITEMS_PATH} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DashboardCard id="hours-by-month" title={chartTitle}>
            {loading ? (
              <Skeleton variant="rounded" height={260} role="progressbar" aria-label={`Loading ${chartTitle}`} />
            ) : data ? (
              <MonthChart title={chartTitle} figures={data.hoursByMonth} moneyLabel="Pay" />
            ) : null}
          </DashboardCard>
        </Grid>
        <Grid size={12}>
          <EngagementsSummary />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ContactCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <ProfileChecklist user={user} />
        </Grid>
      </Grid>
    </>
  )
}
