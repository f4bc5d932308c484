import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import { MonthChart } from '../../shared/charts/MonthChart'
import { ActionItemsCard } from '../../shared/dashboard/ActionItemsCard'
import { DashboardCard, StatCard } from '../../shared/dashboard/StatCard'
import { useFeatureFlag } from '../../shared/featureFlags'
import { LoadError } from '../../shared/LoadError'
import { PageHeader } from '../../shared/PageHeader'
import { apiQuery } from '../../shared/client'
import { roleLabel } from '../../shared/roles'
import { useCurrentUser } from '../../shared/session'
import { canManageEngagements, isOrgAdmin, isOrgUser } from '../access'
import { InviteButton } from '../invite/InviteButton'
import { OrganizationCard } from './OrganizationCard'
import { SavingsCard } from './SavingsCard'
import { SectionShortcuts } from './SectionShortcuts'

export const ORG_DASHBOARD_PATH = '/org-side/dashboard/' as const
export const ORG_ACTION_ITEMS_PATH = '/org-side/action-items/'

/** Action items, counts and the month chart: admins and managers (the spec: "contact (no navigation)"). */
function WorkingDashboard({ showSavings, manages }: { showSavings: boolean; manages: boolean }) {
  const query = useQuery(apiQuery(ORG_DASHBOARD_PATH))
  const counts = query.data?.counts
  const loading = query.isPending
  // Spend is in the figures only for who may view rates (the server leaves cents null otherwise).
  const withSpend = query.data?.byMonth.some((figure) => figure.cents !== null) ?? false
  const title = withSpend ? 'Hours and spend by month' : 'Hours by month'
  return (
    <>
      {query.isError && (
        <Grid size={12}>
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </Grid>
      )}
      <Grid size={12}>
        {/* Engagement figures only for who may see engagements (the spec: Manage Engagement). */}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${manages ? 5 : 3}, 1fr)` } }}>
          {manages && (
            <>
              <Box>
                <StatCard label="Active engagements" loading={loading} value={counts?.activeEngagements ?? '—'} to="/engagements" />
              </Box>
              <Box>
                <StatCard label="Awaiting talent" loading={loading} value={counts?.awaitingTalent ?? '—'} to="/engagements" />
              </Box>
            </>
          )}
          <Box>
            <StatCard label="Open opportunities" loading={loading} value={counts?.openOpportunities ?? '—'} to="/opportunities" />
          </Box>
          <Box>
            <StatCard label="New applicants" loading={loading} value={counts?.newApplicants ?? '—'} to="/opportunities" />
          </Box>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <StatCard label="Talent in groups" loading={loading} value={counts?.talentsInGroups ?? '—'} to="/groups" />
          </Box>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ActionItemsCard path={ORG_ACTION_ITEMS_PATH} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DashboardCard id="by-month" title={title}>
          {loading ? (
            <Skeleton variant="rounded" height={260} role="progressbar" aria-label={`Loading ${title}`} />
          ) : query.data ? (
            <MonthChart title={title} figures={query.data.byMonth} moneyLabel="Spend" />
          ) : null}
        </DashboardCard>
      </Grid>
      {showSavings && (
        <Grid size={12}>
          <SavingsCard />
        </Grid>
      )}
    </>
  )
}

export default function DashboardPage() {
  const user = useCurrentUser()
  const organization = user.organization?.name
  const savingsFlag = useFeatureFlag('orgSavings')
  // Savings: admins always, managers with Manage Engagement (the spec: "See savings: admin always; manager only
  // with the send-engagement permission") and View Rate (the card shows bill rates; the API answers 403 to a
  // manager without it).
  const manages = canManageEngagements(user)
  const seesSavings = isOrgAdmin(user) || (manages && user.hasPermissionViewRate)
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.firstName || 'there'}`}
        subtitle={organization ? `${roleLabel(user.role)} at ${organization}` : roleLabel(user.role)}
        actions={isOrgUser(user) ? <InviteButton /> : undefined}
      />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        {isOrgUser(user) && <WorkingDashboard showSavings={savingsFlag && seesSavings} manages={manages} />}
        <Grid size={{ xs: 12, md: 5 }}>
          <OrganizationCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionShortcuts user={user} />
        </Grid>
      </Grid>
    </>
  )
}
