import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Show, useRecordContext, useTranslate } from 'react-admin'
import type { Opportunity } from '../../contract/opportunities/opportunity'
import { RichTextView } from '../../portals/shared/RichTextView'
import { WrappingChip } from '../../portals/shared/WrappingChip'
import { formatDate } from '../../portals/shared/format'
import { usDay } from '../engagements/fields'
import { Fact, FactGrid, Nothing, SectionCard } from '../fields/SectionCard'
import { OpportunityApplicants } from './OpportunityApplicants'
import { OpportunityStatusField, rateRange } from './fields'

const specializationPath = (item: Opportunity['specializations'][number]) => [...item.ancestors, item.name].join(' › ')

function Details({ opportunity }: { opportunity: Opportunity }) {
  const translate = useTranslate()
  const label = (key: string) => translate(`resources.opportunities.fields.${key}`)
  const choice = (prefix: string, value: string | null) => (value ? translate(`${prefix}.${value}`, { _: value }) : '—')
  return (
    <FactGrid>
      <Fact label={label('organization')}>{opportunity.organization.name || '—'}</Fact>
      <Fact label={label('status')}>
        <OpportunityStatusField />
      </Fact>
      <Fact label={label('startDate')}>{translate('talentgrid.opportunities.dates', { start: usDay(opportunity.startDate), end: usDay(opportunity.endDate) })}</Fact>
      <Fact label={label('place')}>{choice('talentgrid.engagements.places', opportunity.place)}</Fact>
      <Fact label={label('workKind')}>{choice('talentgrid.engagements.workKinds', opportunity.workKind)}</Fact>
      <Fact label={label('location')}>{[opportunity.city, opportunity.state].filter(Boolean).join(', ') || '—'}</Fact>
      <Fact label={label('hoursPerWeek')}>{opportunity.hoursPerWeek ?? '—'}</Fact>
      <Fact label={label('rate')}>{rateRange(opportunity, translate)}</Fact>
      <Fact label={label('applicantsCount')}>
        {translate('talentgrid.opportunities.applicantsCount', { count: opportunity.applicantsCount, talents: opportunity.talentsCount })}
      </Fact>
      <Fact label={label('createdBy')}>{opportunity.createdBy?.fullName ?? '—'}</Fact>
      <Fact label={label('createdAt')}>{formatDate(opportunity.createdAt)}</Fact>
      <Fact label={label('updatedAt')}>{formatDate(opportunity.updatedAt)}</Fact>
    </FactGrid>
  )
}

function Specializations({ opportunity }: { opportunity: Opportunity }) {
  const translate = useTranslate()
  if (!opportunity.specializations.length) return <Nothing>{translate('talentgrid.opportunities.noSpecializations')}</Nothing>
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {opportunity.specializations.map((item) => (
        <Box component="li" key={item.id}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{specializationPath(item)}</Typography>
            {item.expertise && <WrappingChip size="small" color="primary" variant="outlined" label={translate(`talentgrid.expertise.${item.expertise}`)} />}
          </Box>
          {[
            ['roles', item.roles],
            ['skills', item.skills],
          ].map(([key, list]) =>
            (list as { id: string; name: string }[]).length ? (
              <Box key={key as string} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.75 }}>
                <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
                  {translate(`talentgrid.opportunities.${key as string}`)}
                </Typography>
                {(list as { id: string; name: string }[]).map((named) => (
                  <WrappingChip key={named.id} size="small" variant="outlined" label={named.name} />
                ))}
              </Box>
            ) : null,
          )}
        </Box>
      ))}
    </Stack>
  )
}

function Questions({ opportunity }: { opportunity: Opportunity }) {
  const translate = useTranslate()
  if (!opportunity.questions.length) return <Nothing>{translate('talentgrid.opportunities.noQuestions')}</Nothing>
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {opportunity.questions.map((question) => (
        <Typography component="li" key={question.id} variant="body2" sx={{ mb: 0.75, overflowWrap: 'anywhere' }}>
          {question.question}
        </Typography>
      ))}
    </Box>
  )
}

function OpportunityPage() {
  const opportunity = useRecordContext<Opportunity>()
  const translate = useTranslate()
  if (!opportunity) return null
  const section = (key: string) => translate(`talentgrid.opportunities.sections.${key}`)
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Box>
        {/* The app bar's title ('Opportunity <title>') is the page's level-one heading on a resource page. */}
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {opportunity.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('talentgrid.opportunities.readOnly')}
        </Typography>
      </Box>
      <SectionCard id="details" title={section('details')}>
        <Details opportunity={opportunity} />
      </SectionCard>
      <SectionCard id="description" title={section('description')}>
        {opportunity.description ? <RichTextView html={opportunity.description} /> : <Nothing>—</Nothing>}
      </SectionCard>
      <SectionCard id="specializations" title={section('specializations')}>
        <Specializations opportunity={opportunity} />
      </SectionCard>
      <SectionCard id="questions" title={section('questions')}>
        <Questions opportunity={opportunity} />
      </SectionCard>
      <SectionCard id="applicants" title={section('applicants')}>
        <OpportunityApplicants opportunityId={opportunity.id} />
      </SectionCard>
    </Stack>
  )
}

/**
 * One opportunity at the spec's /opportunities/{id}: its facts (organization, status, dates, place, rate
 * in US dollars), description, specializations, questions, and everyone on its list with their state.
 * Read-only: moves on applicants are the organization's.
 */
export const OpportunityShow = () => (
  <Show actions={false} component="div">
    <OpportunityPage />
  </Show>
)
