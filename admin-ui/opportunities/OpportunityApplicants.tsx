import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { Link as RouterLink } from 'react-router-dom'
import { useGetManyReference, useTranslate, type Identifier } from 'react-admin'
import type { Applicant } from '../../contract/opportunities/opportunity'
import { RichTextView } from '../../portals/shared/RichTextView'
import { formatDate } from '../../portals/shared/format'
import { Fact, Nothing } from '../fields/SectionCard'
import { ApplicantStatusChip } from './fields'

type ApplicantRow = Applicant & { appliedAt: string | null }

/** When the row last changed state, in MM/dd/yyyy: removed, applied or invited. */
function StateDates({ applicant }: { applicant: ApplicantRow }) {
  const translate = useTranslate()
  const label = (key: string) => translate(`resources.opportunity-applicants.fields.${key}`)
  const dates = [
    applicant.invitedAt && `${label('invitedAt')} ${formatDate(applicant.invitedAt)}`,
    applicant.appliedAt && `${label('appliedAt')} ${formatDate(applicant.appliedAt)}`,
    applicant.removedAt && `${label('removedAt')} ${formatDate(applicant.removedAt)}`,
  ].filter(Boolean)
  return (
    <Typography variant="body2" color="text.secondary">
      {dates.join(' · ') || '—'}
    </Typography>
  )
}

function ApplicantItem({ applicant }: { applicant: ApplicantRow }) {
  const translate = useTranslate()
  const place = [applicant.city, applicant.state].filter(Boolean).join(', ')
  const summaryId = `applicant-${applicant.id}`
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${summaryId}-details`} id={summaryId}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {applicant.talentFullName}
          </Typography>
          <ApplicantStatusChip status={applicant.status} />
          <Box sx={{ flexBasis: '100%' }}>
            <StateDates applicant={applicant} />
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-details`}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
            <Link component={RouterLink} to={`/talents/${encodeURIComponent(applicant.talentId)}`}>
              {translate('talentgrid.opportunities.openTalent', { name: applicant.talentFullName, _: applicant.talentFullName })}
            </Link>
            {place && (
              <Typography variant="body2" color="text.secondary">
                {place}
              </Typography>
            )}
            {applicant.invitedBy && (
              <Typography variant="body2" color="text.secondary">
                {translate('talentgrid.opportunities.invitedBy', { name: applicant.invitedBy.fullName })}
              </Typography>
            )}
          </Box>
          {applicant.apply ? (
            <Stack spacing={1.5} component="section" aria-label={translate('talentgrid.opportunities.application')}>
              {applicant.answers.map((answer, index) => (
                <Fact key={index} label={answer.question}>
                  <RichTextView html={answer.answer} />
                </Fact>
              ))}
            </Stack>
          ) : (
            <Nothing>{translate('talentgrid.opportunities.noApplication')}</Nothing>
          )}
          {applicant.managerComment && (
            <Fact label={translate('talentgrid.opportunities.managerComment')}>
              <Box sx={{ whiteSpace: 'pre-wrap' }}>{applicant.managerComment}</Box>
            </Fact>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  )
}

/**
 * Everyone on an opportunity's list, applied first, with their state (invited, applied, removed) and
 * its dates; a row opens on the application's answers, the manager's comment and a link to the talent.
 */
export function OpportunityApplicants({ opportunityId }: { opportunityId: Identifier }) {
  const translate = useTranslate()
  const { data, isPending, error } = useGetManyReference<ApplicantRow & { id: string }>('opportunity-applicants', {
    target: 'opportunity',
    id: opportunityId,
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'hasApplied', order: 'DESC' },
    filter: {},
  })
  if (isPending) return <CircularProgress size={24} aria-label={translate('resources.opportunity-applicants.name', { smart_count: 2 })} />
  if (error) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
  if (!data?.length) return <Nothing>{translate('talentgrid.opportunities.noApplicants')}</Nothing>
  return (
    <Box>
      {data.map((applicant) => (
        <ApplicantItem key={applicant.id} applicant={applicant} />
      ))}
    </Box>
  )
}
