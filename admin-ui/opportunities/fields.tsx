import Chip, { type ChipProps } from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useRecordContext, useTranslate, type Identifier } from 'react-admin'
import { formatMoneyText } from '../../contract/format'
import type { ApplicantStatus, OpportunityStatus } from '../../contract/opportunities/opportunity'
import { usDay } from '../engagements/fields'

/** The page of one opportunity: the spec's /opportunities/{id}. */
export const opportunityPath = (id: Identifier) => `/opportunities/${encodeURIComponent(String(id))}`

const STATUS_COLORS: Record<OpportunityStatus, ChipProps['color']> = { draft: 'default', open: 'success', closed: 'default' }
const APPLICANT_COLORS: Record<ApplicantStatus, ChipProps['color']> = { invited: 'info', applied: 'success', removed: 'default' }

/** The opportunity's status with the portals' word. */
export const OpportunityStatusField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext()
  const translate = useTranslate()
  const status = record?.status as OpportunityStatus | undefined
  if (!status) return null
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status] ?? 'default'} label={translate(`talentgrid.opportunities.statuses.${status}`, { _: status })} />
}

/** An applicant's state on the opportunity's list: invited, applied or removed. */
export const ApplicantStatusChip = ({ status }: { status: ApplicantStatus }) => {
  const translate = useTranslate()
  return (
    <Chip size="small" variant="outlined" color={APPLICANT_COLORS[status] ?? 'default'} label={translate(`talentgrid.opportunities.applicantStatuses.${status}`, { _: status })} />
  )
}

/** The organization's name (the record carries it: opportunities are presented as the organization reads them). */
export const OrganizationNameField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext()
  return (
    <Typography component="span" variant="body2">
      {(record?.organization as { name?: string } | undefined)?.name || '—'}
    </Typography>
  )
}

/** 'start – end' in MM/dd/yyyy; a dash for a day not set. */
export const OpportunityDatesField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {translate('talentgrid.opportunities.dates', { start: usDay(record.startDate), end: usDay(record.endDate) })}
    </Typography>
  )
}

/** Applied (not removed) and everyone on the list. */
export const ApplicantsCountField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {translate('talentgrid.opportunities.applicantsCount', { count: record.applicantsCount ?? 0, talents: record.talentsCount ?? 0 })}
    </Typography>
  )
}

const dollars = (text: unknown) => formatMoneyText(typeof text === 'string' ? text : null)

/** The hourly rate range as US dollars with two decimals ('$85.00 – $105.00 per hour'), or a dash. */
export const rateRange = (record: { rateMin?: unknown; rateMax?: unknown }, translate: (key: string, options?: object) => string) => {
  const min = dollars(record.rateMin)
  const max = dollars(record.rateMax)
  if (!min && !max) return '—'
  return translate('talentgrid.opportunities.rate', { min: min ?? '—', max: max ?? '—' })
}
