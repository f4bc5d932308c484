import type { ReactNode } from 'react'
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import WorkOffOutlinedIcon from '@mui/icons-material/WorkOffOutlined'
import { useQuery } from '@tanstack/react-query'
import { formatMoneyText } from '../../../../contract/format'
import { expertiseLabel } from '../../../shared/profile/ProfileItems'
import { ApiError, errorMessage } from '../../../shared/api'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { Fact, FactList } from '../../../shared/FactList'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { formatDate, formatRange } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { RichTextView } from '../../../shared/RichTextView'
import { useToast } from '../../../shared/toasts'
import { apiCall, apiQuery } from '../../../shared/client'
import { loadState } from '../../queries'
import { ApplicantsPanel } from './ApplicantsPanel'
import { CurrentApplicants } from './CurrentApplicants'
import { PLACE_LABELS, WORK_KIND_LABELS } from './labels'
import { useOpportunitiesChanged, type Opportunity } from './opportunityApi'
import { OpportunityStatusChip } from './OpportunityStatusChip'
import { WrappingChip } from '../../../shared/WrappingChip'

const back = (
  <Button component={RouterLink} to="/opportunities" startIcon={<ArrowBackIcon />}>
    All opportunities
  </Button>
)

const money = formatMoneyText

function Section({ title, children }: { title: string; children: ReactNode }) {
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

function Details({ opportunity }: { opportunity: Opportunity }) {
  const rate =
    opportunity.canViewRate && (opportunity.rateMin || opportunity.rateMax)
      ? [money(opportunity.rateMin), money(opportunity.rateMax)].filter(Boolean).join(' – ') + ' / hour'
      : null
  const place = opportunity.place ? PLACE_LABELS[opportunity.place] + (opportunity.city || opportunity.state ? ` (${[opportunity.city, opportunity.state].filter(Boolean).join(', ')})` : '') : '—'
  return (
    <Section title="Details">
      <FactList>
        <Fact label="Place">{place}</Fact>
        <Fact label="Kind of work">{opportunity.workKind ? WORK_KIND_LABELS[opportunity.workKind] : '—'}</Fact>
        <Fact label="Dates">{opportunity.startDate || opportunity.endDate ? formatRange(formatDate(opportunity.startDate), formatDate(opportunity.endDate)) : '—'}</Fact>
        <Fact label="Hours per week">{opportunity.hoursPerWeek ?? '—'}</Fact>
        {opportunity.canViewRate && <Fact label="Hourly rate">{rate ?? '—'}</Fact>}
        <Fact label="Created">{`${formatDate(opportunity.createdAt)}${opportunity.createdBy ? ` by ${opportunity.createdBy.fullName}` : ''}`}</Fact>
      </FactList>
      {opportunity.specializations.length > 0 && (
        <Box component="ul" aria-label="Specializations" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {opportunity.specializations.map((row) => {
            const extras = [row.expertise ? expertiseLabel(row.expertise) : null, ...row.roles.map((role) => role.name), ...row.skills.map((skill) => skill.name)].filter(Boolean)
            const label = [...row.ancestors, row.name].join(' › ') + (extras.length ? ` (${extras.join(', ')})` : '')
            return (
              <li key={row.id} style={{ maxWidth: '100%' }}>
                <WrappingChip label={label} />
              </li>
            )
          })}
        </Box>
      )}
    </Section>
  )
}

/**
 * /opportunities/{id}: what was posted, its questions, and the talents on it: applicants
 * and invited talents, and the removed ones with Restore (below them, or with newApplicantRemovalWorkflow
 * on their own tab). The tab is in the address (?tab=removed) so Back keeps it.
 */
export default function OpportunityPage() {
  const { id = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const toast = useToast()
  const changed = useOpportunitiesChanged()
  const removalWorkflow = useFeatureFlag('newApplicantRemovalWorkflow')
  const loaded = loadState(useQuery(apiQuery('/org-side/opportunity/{id}/', { params: { path: { id } } })))
  const tab = removalWorkflow && params.get('tab') === 'removed' ? 'removed' : 'applicants'

  if (loaded.loading) return <PageLoader label="Loading opportunity" />
  if (loaded.error instanceof ApiError && loaded.error.status === 404) {
    return (
      <>
        <PageHeader title="Opportunity not found" actions={back} />
        <Card>
          <EmptyState icon={<WorkOffOutlinedIcon />} title="This opportunity does not exist or is not your organization's." />
        </Card>
      </>
    )
  }
  if (!loaded.data) {
    return (
      <>
        <PageHeader title="Opportunity" actions={back} />
        <LoadError error={loaded.error} onRetry={loaded.retry} />
      </>
    )
  }
  const opportunity = loaded.data

  const deleteDraft = async () => {
    if (!(await confirm({ title: 'Delete this draft?', message: 'The draft and its specializations and questions are deleted.', confirmLabel: 'Delete draft', destructive: true }))) return
    try {
      await apiCall('delete', '/org-side/opportunity/{id}/', { params: { path: { id: opportunity.id } } })
      toast.success('The draft was deleted')
      await changed()
      navigate('/opportunities', { replace: true })
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }

  return (
    <>
      <PageHeader
        title={opportunity.title || 'Untitled draft'}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <OpportunityStatusChip status={opportunity.status} />
            {`${opportunity.applicantsCount} ${opportunity.applicantsCount === 1 ? 'applicant' : 'applicants'}`}
          </Box>
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {back}
            {opportunity.status === 'draft' && (
              <Button color="error" onClick={() => void deleteDraft()}>
                Delete draft
              </Button>
            )}
            <Button variant="contained" component={RouterLink} to={`/opportunity/${opportunity.id}/edit`} startIcon={<EditOutlinedIcon />}>
              Edit
            </Button>
          </Box>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Section title="Description">
            {opportunity.description ? <RichTextView html={opportunity.description} /> : <Typography color="text.secondary">No description yet.</Typography>}
          </Section>
          <Card component="section" aria-label="Talents on this opportunity">
            <Tabs
              value={tab}
              onChange={(_event, next) => setParams(next === 'removed' ? { tab: 'removed' } : {}, { replace: true })}
              aria-label="Talents on this opportunity"
              sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
            >
              <Tab value="applicants" label={`Applicants (${opportunity.talentsCount})`} />
              {removalWorkflow && <Tab value="removed" label="Removed applicants" />}
            </Tabs>
            {tab === 'removed' ? (
              <ApplicantsPanel key={tab} opportunity={opportunity} removed />
            ) : (
              <CurrentApplicants key={tab} opportunity={opportunity} removedHere={removalWorkflow ? 'whenNobodyElse' : 'always'} />
            )}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Details opportunity={opportunity} />
          <Section title="Application questions">
            {opportunity.questions.length ? (
              <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                {opportunity.questions.map((question) => (
                  <li key={question.id}>
                    <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{question.question}</Typography>
                  </li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">No questions: talents apply with their skills and qualifications, experience and a message.</Typography>
            )}
          </Section>
        </Grid>
      </Grid>
    </>
  )
}
