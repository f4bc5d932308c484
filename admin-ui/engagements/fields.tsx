import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useFieldValue, useRecordContext, useTranslate, type FieldProps } from 'react-admin'
import type { ChipProps } from '@mui/material/Chip'
import { formatDate, formatMoney } from '../../contract/format'
import type { EngagementStatus } from '../../contract/engagements/status'

/** Fields that know their source: a column or Labeled may still name it. */
export type OptionalSource = Omit<FieldProps, 'source'> & { source?: string }

/** A calendar day 'yyyy-MM-dd' as the product writes it; anything else (an instant, nothing) as a dash. */
export const usDay = (day: unknown) => (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(day) : '—')

const STATUS_COLORS: Record<EngagementStatus, ChipProps['color']> = {
  pending: 'warning',
  accepted: 'info',
  active: 'success',
  declined: 'default',
  terminated: 'error',
  expired: 'default',
  withdrawn: 'default',
  draft: 'default',
}

/** The status as a chip with the portals' word; the colour only repeats what the word says. */
export const EngagementStatusField = (props: OptionalSource) => {
  const status = useFieldValue({ ...props, source: props.source ?? 'status' }) as EngagementStatus | undefined
  const translate = useTranslate()
  if (!status) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status] ?? 'default'}
      label={translate(`talentgrid.engagements.statuses.${status}`, { _: status })}
    />
  )
}

/** Integer cents as US dollars with two decimals ('$120.00'); '—' when there is none (or it is hidden). */
export const CentsField = (props: FieldProps) => {
  const cents = useFieldValue(props)
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {typeof cents === 'number' ? formatMoney(cents) : '—'}
    </Typography>
  )
}

/** 'start – end' of an engagement, in MM/dd/yyyy. */
export const EngagementDatesField = (_props: OptionalSource) => {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {translate('talentgrid.engagements.dates', { start: usDay(record.startDate), end: usDay(record.endDate) })}
    </Typography>
  )
}

/** A translated choice ('remote' -> 'Remote') under a message prefix. */
export const ChoiceField = ({ prefix, ...props }: FieldProps & { prefix: string }) => {
  const value = useFieldValue(props)
  const translate = useTranslate()
  return (
    <Typography component="span" variant="body2">
      {value ? translate(`${prefix}.${value}`, { _: String(value) }) : '—'}
    </Typography>
  )
}
