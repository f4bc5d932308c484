import { Link as RouterLink, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { ApiError } from '../../../shared/api'
import { EmptyState } from '../../../shared/EmptyState'
import { Fact, FactList } from '../../../shared/FactList'
import { formatDate, formatRange } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { usePageTitle } from '../../../shared/usePageTitle'
import { apiQuery } from '../../../shared/client'
import { EngagementAnswerBanner } from './EngagementAnswerBanner'
import { EngagementStatusChip } from './EngagementStatusChip'
import { HistoryTimeline } from './HistoryTimeline'
import { RequiredDocumentsCard } from './RequiredDocumentsCard'
import { ENGAGEMENT_PATH, formatPayRate, organizationName, PLACE_LABELS, WORK_KIND_LABELS } from './types'
import { useEngagementMoves } from './useEngagementMoves'
import { MessageOneOfButton } from '../../../shared/messenger/MessageButton'

/** The write rule for filled documents: the talent answers while the engagement is pending, accepted or active. */
const TAKES_ANSWERS = new Set(['pending', 'accepted', 'active'])

const back = (
  <Button component={RouterLink} to="/engagements" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
    Engagements
  </Button>
)

function NotFound() {
  usePageTitle('Engagement not found')
  return (
    <>
      {back}
      <EmptyState title="Engagement not found" description="It does not exist, or it is not one of your engagements." />
    </>
  )
}

/** /engagements/{id} (talent): the facts, own pay rate, terms, required documents and history. */
export default function EngagementPage() {
  const { id = '' } = useParams()
  const query = useQuery(apiQuery(ENGAGEMENT_PATH, { params: { path: { id } } }))
  const moves = useEngagementMoves()

  if (query.isPending) return <PageLoader label="Loading the engagement" />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />
    return (
      <>
        {back}
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </>
    )
  }
  const engagement = query.data
  const organization = organizationName(engagement)
  return (
    <>
      {back}
      <PageHeader
        title={engagement.name}
        subtitle={organization || undefined}
        actions={
          // 'Message' to the engagement's owner (a menu when it has several)
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <MessageOneOfButton people={engagement.owners} />
            <EngagementStatusChip status={engagement.status} />
          </Box>
        }
      />
      <EngagementAnswerBanner
        engagement={engagement}
        busy={moves.busyId === engagement.id}
        onAccept={() => void moves.accept(engagement)}
        onDecline={() => moves.decline(engagement)}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Card component="section" aria-labelledby="engagement-facts">
            <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 1, sm: 1 } } }}>
              <Typography id="engagement-facts" variant="h2" gutterBottom>
                Details
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
                <FactList>
                  <Fact label="Your pay rate">{formatPayRate(engagement.talentPayRate)}</Fact>
                  <Fact label="Dates">{formatRange(formatDate(engagement.startDate), formatDate(engagement.endDate))}</Fact>
                  <Fact label="Hours per week">{engagement.hoursPerWeek ?? '—'}</Fact>
                  <Fact label="Place">{engagement.place ? PLACE_LABELS[engagement.place] : '—'}</Fact>
                </FactList>
                <FactList>
                  <Fact label="Kind of work">{engagement.workKind ? WORK_KIND_LABELS[engagement.workKind] : '—'}</Fact>
                  <Fact label="Department">{engagement.department?.name ?? '—'}</Fact>
                  <Fact label="Contacts">{engagement.owners.map((owner) => owner.fullName).join(', ') || '—'}</Fact>
                  <Fact label="Time sheets">{engagement.isAdjustableTimesheets ? 'Adjustable' : 'Not adjustable'}</Fact>
                </FactList>
              </Box>
              {engagement.status === 'terminated' && (
                <FactList>
                  <Fact label="Terminated">{formatDate(engagement.terminatedByManagerAt)}</Fact>
                  {engagement.terminationReason && <Fact label="Reason">{engagement.terminationReason}</Fact>}
                </FactList>
              )}
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="engagement-terms">
            <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
              <Typography id="engagement-terms" variant="h2" gutterBottom>
                Terms
              </Typography>
              <Typography variant="body2" color={engagement.termsText ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {engagement.termsText || 'This engagement has no terms of its own beyond the Talentgrid agreement.'}
              </Typography>
            </CardContent>
          </Card>
          <RequiredDocumentsCard engagementId={engagement.id} documents={engagement.requiredDocuments ?? []} canFill={TAKES_ANSWERS.has(engagement.status)} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <HistoryTimeline events={engagement.history ?? []} />
        </Grid>
      </Grid>
    </>
  )
}
