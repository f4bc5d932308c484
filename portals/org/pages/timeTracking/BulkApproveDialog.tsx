import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { addDaysTo } from '../../../../domain/timeSheets/payPeriods'
import { formatDate } from '../../../shared/format'
import { ModalForm } from '../groups/ModalForm'
import { FilterPicker } from '../engagements/FilterPicker'
import { choiceBounds, type PeriodChoice } from './periods'
import { apiQuery } from '../../../shared/client'
import type { filterQuery, periodQuery, TimeSheetPaths } from './timeSheetsApi'

/** The action item approves the entries it lists (the API takes at most 1,000 ids; a page holds 100). */
const ACTION_ITEM_PAGE = 100

/** The four 'Bulk approve of time entries' modals (the spec's "Time approval modal types"). */
export type BulkApprovalType = 'entire_day' | 'entire_engagement' | 'all_engagements' | 'action_item'

export const BULK_APPROVAL_TITLES: Record<BulkApprovalType, string> = {
  entire_day: 'Approve entire day',
  entire_engagement: 'Approve entire engagement',
  all_engagements: 'Approve all engagements',
  action_item: 'Approve all waiting time',
}

/** Work-flows 9 "Bulk approval text", as a sentence. */
export const BULK_APPROVAL_TEXT =
  'Approved entries include applicable adjustments within the pay period; for a custom range, adjustments are not filtered by the date range.'

export interface BulkScope {
  type: BulkApprovalType
  date?: string
  engagementId?: string
  talentId?: string
  periodStart?: string
  dateFrom?: string
  dateTo?: string
}

/** The days of the choice a bulk approval may name: none after today. */
function daysOf(choice: PeriodChoice, today: string): string[] {
  const { from, to } = choiceBounds(choice)
  const last = to < today ? to : today
  const days: string[] = []
  for (let day = last; day >= from; day = addDaysTo(day, -1)) days.push(day)
  return days
}

/**
 * One modal for the four types: entire day (pick the day), entire engagement (pick the engagement),
 * all engagements and the all-engagements action item (the whole period or range). Every one approves
 * the pending and submitted entries in its scope (with the current talent filter when one is set) in a
 * single request: the server approves all or nothing and says which rows it refused.
 */
export function BulkApproveDialog({
  type,
  choice,
  today,
  paths,
  talent,
  engagement,
  listFilters,
  approve,
  onDone,
  onCancel,
}: {
  type: BulkApprovalType
  choice: PeriodChoice
  today: string
  paths: TimeSheetPaths
  /** The talent filter of the list, kept in the scope so the approval matches what is shown. */
  talent: string | null
  /** The engagement filter: the entire-engagement modal starts on it. */
  engagement: string | null
  /** The list's period and filters: the action item approves what of it waits. */
  listFilters: ReturnType<typeof periodQuery> & ReturnType<typeof filterQuery>
  approve: (input: { scope: BulkScope; ids?: string[] }) => Promise<unknown>
  onDone: () => void
  onCancel: () => void
}) {
  const days = daysOf(choice, today)
  const [day, setDay] = useState(days[0] ?? '')
  const [engagementId, setEngagementId] = useState<string | null>(engagement)
  const [saving, setSaving] = useState(false)
  const [banner, setBanner] = useState<string[]>([])
  const [missing, setMissing] = useState(false)
  // The action item names its entries: what of the list waits (pending, and adjustment requests).
  const waitingParams = { ...listFilters, page_size: ACTION_ITEM_PAGE, ordering: 'timekeeping_date' }
  const pending = useQuery({ ...apiQuery(paths.list, { params: { query: { ...waitingParams, state: 'pending' } } }), enabled: type === 'action_item' })
  const submitted = useQuery({ ...apiQuery(paths.list, { params: { query: { ...waitingParams, state: 'submitted' } } }), enabled: type === 'action_item' })
  const waitingIds = [...(pending.data?.results ?? []), ...(submitted.data?.results ?? [])].map((entry) => entry.id)
  const waitingCount = (pending.data?.count ?? 0) + (submitted.data?.count ?? 0)
  const waitingLoaded = pending.isSuccess && submitted.isSuccess
  const filtered = Object.entries(listFilters).some(([key, value]) => value !== undefined && !['period_start', 'date_from', 'date_to'].includes(key))
  const talentOrFilters = filtered ? ', as the filters show them' : ' of all engagements'
  const period = choice.kind === 'period' ? { periodStart: choice.start } : { dateFrom: choice.from, dateTo: choice.to }
  const range = choice.kind === 'period' ? `the pay period ${formatDate(choice.start)} – ${formatDate(choice.end)}` : `${formatDate(choice.from)} – ${formatDate(choice.to)}`

  const submit = async () => {
    if ((type === 'entire_engagement' || (type === 'entire_day' && !talent)) && !engagementId) {
      setMissing(true)
      return
    }
    setSaving(true)
    setBanner([])
    try {
      if (type === 'action_item') {
        await approve({ scope: { type, ...period }, ids: waitingIds })
      } else {
        await approve({
          scope: {
            type,
            ...(type === 'entire_day' ? { date: day } : period),
            ...(talent ? { talentId: talent } : {}),
            ...(type !== 'all_engagements' && engagementId ? { engagementId } : {}),
          },
        })
      }
      onDone()
    } catch (error) {
      setBanner(bulkErrorLines(error))
      setSaving(false)
    }
  }

  return (
    <ModalForm title={BULK_APPROVAL_TITLES[type]} banner={banner} saving={saving} onSubmit={() => void submit()} onCancel={onCancel} submitLabel="Approve" submitDisabled={(type === 'entire_day' && !day) || (type === 'action_item' && (!waitingLoaded || waitingIds.length === 0))}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {type === 'entire_day'
          ? 'Approves every submitted entry of the engagement on the chosen day.'
          : type === 'entire_engagement'
            ? `Approves every submitted entry of the engagement in ${range}.`
            : type === 'all_engagements'
              ? `Approves every submitted entry of all engagements in ${range}.`
              : !waitingLoaded
                ? 'Counting the entries waiting for approval…'
                : waitingCount === 0
                  ? `Nothing is waiting for approval in ${range}.`
                  : `Approves the ${waitingIds.length === 1 ? 'entry' : `${waitingIds.length} entries`} waiting for approval in ${range}${talentOrFilters}${waitingCount > waitingIds.length ? ` (${waitingCount} are waiting; approve again for the rest)` : ''}.`}
        {talent && type !== 'action_item' ? ' Only the talent chosen in the filters.' : ''}
      </Typography>
      {type === 'entire_day' && (
        <TextField select fullWidth label="Day" value={day} onChange={(event) => setDay(event.target.value)} sx={{ mb: 2 }} autoFocus>
          {days.map((item) => (
            <MenuItem key={item} value={item}>
              {formatDate(item)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {(type === 'entire_engagement' || type === 'entire_day') && (
        <>
          <FilterPicker
            label={type === 'entire_day' && talent ? 'Engagement (optional)' : 'Engagement'}
            path={paths.engagements}
            value={engagementId}
            onChange={(option) => {
              setEngagementId(option?.id ?? null)
              setMissing(false)
            }}
          />
          {missing && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
              Choose an engagement.
            </Typography>
          )}
        </>
      )}
      <Alert severity="info" sx={{ mt: 2 }}>
        {BULK_APPROVAL_TEXT}
      </Alert>
    </ModalForm>
  )
}

/** A refused bulk approval names each row (`{ errors: { rows: ['<id>: <reason>'] } }`); everything else as usual. */
export function bulkErrorLines(error: unknown): string[] {
  const data = (error as { data?: { errors?: Record<string, string[]> } })?.data
  const errors = data?.errors
  if (errors) {
    const lines = Object.entries(errors).flatMap(([field, messages]) => (field === 'nonFieldErrors' || field === 'rows' ? messages : messages.map((message) => `${field}: ${message}`)))
    if (lines.length) return lines.slice(0, 10).concat(lines.length > 10 ? [`… and ${lines.length - 10} more`] : [])
  }
  return [(error as Error)?.message || 'Something went wrong. Please try again.']
}
