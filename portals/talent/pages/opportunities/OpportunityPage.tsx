import { Link as RouterLink, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { ApiError } from '../../../shared/api'
import { EmptyState } from '../../../shared/EmptyState'
import { Fact, FactList } from '../../../shared/FactList'
import { formatDate } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { expertiseLabel } from '../../../shared/profile/ProfileItems'
import { RichTextView } from '../../../shared/RichTextView'
import { usePageTitle } from '../../../shared/usePageTitle'
import { apiQuery } from '../../../shared/client'
import { ApplicationStatusChip } from './ApplicationStatusChip'
import { FitScore } from './FitScore'
import { formatDates, formatHours, formatPlace, formatRateRange, OPPORTUNITY_PATH, workKindLabel, type TalentOpportunity } from './types'
import { useApply } from './useApply'

const back = (
  <Button component={RouterLink} to="/opportunities" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
    Opportunities
  </Button>
)

function NotFound() {
  usePageTitle('Opportunity not found')
  return (
    <>
      {back}
      <EmptyState title="Opportunity not found" description="It does not exist, or it is no longer open." />
    </>
  )
}

/** The apply area: Apply when allowed, the application when sent, else the reason in words. */
function ApplyPanel({ opportunity, onApply }: { opportunity: TalentOpportunity; onApply: () => void }) {
  if (opportunity.application) {
    return (
      <Alert severity="success" icon={false} action={<Button component={RouterLink} to="/applications" color="inherit" size="small">My applications</Button>}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ApplicationStatusChip status={opportunity.application.status} />
          <span>{`You applied on ${formatDate(opportunity.application.appliedAt)}.`}</span>
        </Box>
      </Alert>
    )
  }
  if (opportunity.canApply) {
    return (
      <Button variant="contained" size="large" onClick={onApply} sx={{ alignSelf: 'flex-start' }}>
        Apply
      </Button>
    )
  }
  return <Alert severity="info">{opportunity.cannotApplyReason ?? 'You cannot apply to this opportunity.'}</Alert>
}

/** /opportunities/{id} (talent): the description, facts, specializations asked for, the questions, fit and Apply. */
export default function OpportunityPage() {
  const { id = '' } = useParams()
  const query = useQuery(apiQuery(OPPORTUNITY_PATH, { params: { path: { id } } }))
  const apply = useApply()

  if (query.isPending) return <PageLoader label="Loading the opportunity" />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />
    return (
      <>
        {back}
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </>
    )
  }
  const opportunity = query.data
  const onApply = () => apply(opportunity)
  return (
    <>
      {back}
      <PageHeader title={opportunity.title} subtitle={opportunity.organization.name} />
      <Box sx={{ display: 'flex', flexDirection: 'column', mb: 3 }}>
        <ApplyPanel opportunity={opportunity} onApply={onApply} />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Card component="section" aria-labelledby="opportunity-description">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="opportunity-description" variant="h2" gutterBottom>
                Description
              </Typography>
              <RichTextView html={opportunity.description} />
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="opportunity-questions">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="opportunity-questions" variant="h2" gutterBottom>
                Questions
              </Typography>
              {opportunity.questions.length ? (
                <>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Your application answers each of these (up to 2,500 characters each).
                  </Typography>
                  <Box component="ol" sx={{ m: 0, pl: 3 }}>
                    {opportunity.questions.map((question) => (
                      <Typography component="li" key={question.id} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                        {question.question}
                      </Typography>
                    ))}
                  </Box>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No questions of its own: your application gives your skills and qualifications, your experience and a message.
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Card component="section" aria-labelledby="opportunity-facts">
            <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 1, sm: 1 } } }}>
              <Typography id="opportunity-facts" variant="h2" gutterBottom>
                Details
              </Typography>
              <FactList>
                <Fact label="Pay rate">{formatRateRange(opportunity.rateMin, opportunity.rateMax)}</Fact>
                <Fact label="Dates">{formatDates(opportunity)}</Fact>
                <Fact label="Hours per week">{formatHours(opportunity.hoursPerWeek)}</Fact>
                <Fact label="Place">{formatPlace(opportunity)}</Fact>
                <Fact label="Kind of work">{workKindLabel(opportunity)}</Fact>
              </FactList>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="opportunity-fit-card">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="opportunity-fit-card" variant="h2" gutterBottom>
                How you fit
              </Typography>
              <FitScore fit={opportunity.fit} headingId="opportunity-fit" />
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="opportunity-specializations">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="opportunity-specializations" variant="h2" gutterBottom>
                Specializations
              </Typography>
              {opportunity.specializations.length ? (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
                  {opportunity.specializations.map((specialization) => (
                    <Box component="li" key={specialization.id}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {[...specialization.ancestors, specialization.name].join(' › ')}
                      </Typography>
                      {specialization.expertise && (
                        <Typography variant="body2" color="text.secondary">
                          {`Expertise: ${expertiseLabel(specialization.expertise)}`}
                        </Typography>
                      )}
                      {[...specialization.roles, ...specialization.skills].length > 0 && (
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                          {specialization.roles.map((role) => (
                            <Chip key={`role-${role.id}`} size="small" label={role.name} color="primary" variant="outlined" />
                          ))}
                          {specialization.skills.map((skill) => (
                            <Chip key={`skill-${skill.id}`} size="small" label={skill.name} variant="outlined" />
                          ))}
                        </Box>
                      )}
                    </Box>
                  ))}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  None named.
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  )
}
