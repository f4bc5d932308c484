import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { RecordContextProvider, ReferenceField, useGetList, useRecordContext, useTranslate } from 'react-admin'
import { formatMoney } from '../../contract/format'
import { EngagementDatesField, EngagementStatusField } from '../engagements/fields'
import { Fact, Nothing, SectionCard } from '../fields/SectionCard'

const money = (cents: unknown) => (typeof cents === 'number' ? `${formatMoney(cents)}/hr` : '—')

/**
 * Every engagement the talent holds or held, in every organization, newest first: name (to the
 * engagement's page), organization, status, dates and both rates in US dollars.
 */
export const TalentEngagements = () => {
  const record = useRecordContext()
  const translate = useTranslate()
  const field = (key: string) => translate(`resources.engagements.fields.${key}`)
  const { data, isPending, error } = useGetList(
    'engagements',
    { filter: { talent: record?.id }, pagination: { page: 1, perPage: 200 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: record?.id !== undefined },
  )
  const title = translate('resources.engagements.name', { smart_count: 2 })
  return (
    <SectionCard id="engagements" title={title}>
      {isPending ? (
        <CircularProgress size={24} aria-label={title} />
      ) : error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : !data?.length ? (
        <Nothing>{translate('talentgrid.talentProfile.noEngagements')}</Nothing>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((engagement) => (
            <RecordContextProvider key={engagement.id} value={engagement}>
              <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Link component={RouterLink} to={`/engagements/${encodeURIComponent(String(engagement.id))}/show`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {engagement.name}
                  </Link>
                  <EngagementStatusField />
                </Box>
                <Box sx={{ display: 'grid', gap: 1.5, mt: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' } }}>
                  <Fact label={field('organization')}>
                    <ReferenceField source="organization" reference="organizations" link={false} emptyText="—" />
                  </Fact>
                  <Fact label={field('dates')}>
                    <EngagementDatesField />
                  </Fact>
                  <Fact label={field('talentPayRateCents')}>{money(engagement.talentPayRateCents)}</Fact>
                  <Fact label={field('hourlyFeeCents')}>{money(engagement.hourlyFeeCents)}</Fact>
                </Box>
              </Box>
            </RecordContextProvider>
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('talentgrid.talentProfile.engagementsNote')}
      </Typography>
    </SectionCard>
  )
}
