import type { ReactNode } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import WorkOffOutlinedIcon from '@mui/icons-material/WorkOffOutlined'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../shared/api'
import { EmptyState } from '../../../shared/EmptyState'
import { Fact, FactList } from '../../../shared/FactList'
import { formatDate, formatRange } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery } from '../../../shared/client'
import { loadState } from '../../queries'
import { EngagementActions, useEngagementActions } from './EngagementActions'
import { EngagementStatusChip } from './EngagementStatusChip'
import { HistoryTimeline } from './HistoryTimeline'
import { PLACE_LABELS, WORK_KIND_LABELS } from './labels'
import { shownAmount } from './money'
import { PurchaseOrdersPanel } from './PurchaseOrdersPanel'
import { RequiredDocumentsPanel } from './RequiredDocumentsPanel'
import { useEngagementPaths, type Engagement } from './types'

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

const back = (
  <Button component={RouterLink} to="/engagements" startIcon={<ArrowBackIcon />}>
    All engagements
  </Button>
)

/** /engagements/{id}: facts, rates when the answer carries them, status and actions, history, documents, POs, terms. */
export default function EngagementPage() {
  const { id = '' } = useParams()
  const paths = useEngagementPaths()
  const loaded = loadState(useQuery(apiQuery(`${paths.prefix}/engagements/{id}/`, { params: { path: { id } } })))

  if (loaded.loading) return <PageLoader label="Loading engagement" />
  if (loaded.error instanceof ApiError && loaded.error.status === 404) {
    return (
      <>
        <PageHeader title="Engagement not found" />
        <Card>
          <EmptyState icon={<WorkOffOutlinedIcon />} title="This engagement is not available" description="It does not exist, was deleted, or belongs to another organization." action={back} />
        </Card>
      </>
    )
  }
  if (!loaded.data) {
    return (
      <>
        <PageHeader title="Engagement" actions={back} />
        <LoadError error={loaded.error} onRetry={loaded.retry} />
      </>
    )
  }
  return <EngagementDetail engagement={loaded.data} refreshing={loaded.refreshing} />
}

function EngagementDetail({ engagement, refreshing }: { engagement: Engagement; refreshing: boolean }) {
  const allowed = useEngagementActions(engagement)
  const pay = shownAmount(engagement.talentPayRate)
  const fee = shownAmount(engagement.hourlyFee)
  return (
    <>
      <PageHeader
        title={engagement.name}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <EngagementStatusChip status={engagement.status} />
            <span>{engagement.talent ? `with ${engagement.talent.fullName}` : 'No talent chosen yet'}</span>
          </Box>
        }
        actions={<EngagementActions engagement={engagement} />}
      />
      {refreshing && <LinearProgress aria-label="Updating" sx={{ mb: 1 }} />}
      {engagement.pendingExtension && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {`An extension to ${formatDate(engagement.pendingExtension.endDate)} waits for the talent to accept it; until then the engagement ends on ${formatDate(engagement.endDate)}.`}
        </Alert>
      )}
      {engagement.status === 'terminated' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`Terminated on ${formatDate(engagement.terminatedByManagerAt)}${engagement.terminationReason ? `: ${engagement.terminationReason}` : '.'}`}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Details">
            <FactList>
              <Fact label="Talent">{engagement.talent?.fullName ?? '—'}</Fact>
              <Fact label="Owners">{engagement.owners.map((owner) => owner.fullName).join(', ') || '—'}</Fact>
              <Fact label="Department">{engagement.department?.name ?? '—'}</Fact>
              <Fact label="Dates">{formatRange(formatDate(engagement.startDate), formatDate(engagement.endDate))}</Fact>
              <Fact label="Place">{engagement.place ? PLACE_LABELS[engagement.place] : '—'}</Fact>
              <Fact label="Kind of work">{engagement.workKind ? WORK_KIND_LABELS[engagement.workKind] : '—'}</Fact>
              <Fact label="Hours per week">{engagement.hoursPerWeek ?? '—'}</Fact>
              <Fact label="Time sheets">{engagement.isAdjustableTimesheets ? 'Adjustable' : 'Not adjustable'}</Fact>
              {pay !== null && <Fact label="Talent pay rate">{`${pay} / hour`}</Fact>}
              {fee !== null && <Fact label="Hourly fee">{`${fee} / hour`}</Fact>}
            </FactList>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Section title="Required documents">
            <RequiredDocumentsPanel documents={engagement.requiredDocuments} />
          </Section>
          <Section title="Purchase orders">
            <PurchaseOrdersPanel engagementId={engagement.id} assigned={engagement.purchaseOrders} canEdit={allowed.managesPurchaseOrders} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Terms">
            {engagement.termsText ? (
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{engagement.termsText}</Typography>
            ) : (
              <Typography color="text.secondary">No engagement terms.</Typography>
            )}
            {engagement.pendingExtension?.termsText && (
              <>
                <Typography sx={{ fontWeight: 600, mt: 2 }}>Terms of the waiting extension</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{engagement.pendingExtension.termsText}</Typography>
              </>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="History">
            <HistoryTimeline events={engagement.history} />
          </Section>
        </Grid>
      </Grid>
    </>
  )
}
