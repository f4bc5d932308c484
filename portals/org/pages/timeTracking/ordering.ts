import type { GridSortModel } from '@mui/x-data-grid'
import type { TimeEntryOrdering } from '../../../../contract/timeSheets/orgInput'

/** Grid column -> the API's ordering key (the spec's "Time-entry sort fields"). */
const ORDERING_KEYS: Record<string, TimeEntryOrdering> = {
  timekeepingDate: 'timekeeping_date',
  talentName: 'talent_name',
  engagementName: 'engagement_name',
  purchaseOrder: 'po_number',
  hours: 'hours',
  state: 'state',
  cost: 'cost',
  reviewer: 'reviewer_name',
  reviewedAt: 'reviewed_at',
}

export const DEFAULT_TIME_ORDERING = '-timekeeping_date'

export function sortModelOf(ordering: string): GridSortModel {
  const descending = ordering.startsWith('-')
  const key = descending ? ordering.slice(1) : ordering
  const field = Object.entries(ORDERING_KEYS).find(([, value]) => value === key)?.[0]
  return field ? [{ field, sort: descending ? 'desc' : 'asc' }] : []
}

export function orderingOf(model: GridSortModel): string {
  const first = model[0]
  if (!first?.sort) return DEFAULT_TIME_ORDERING
  return `${first.sort === 'desc' ? '-' : ''}${ORDERING_KEYS[first.field]}`
}

/**
 * The same orderings for the phone's stacked cards, which have no column headers to click: each
 * column's key both ways, worded for what it sorts (dates newest or oldest first, amounts highest or
 * lowest first, names A–Z or Z–A).
 */
export const ORDERING_CHOICES: { value: string; label: string }[] = (
  [
    ['timekeeping_date', 'Date', 'date'],
    ['talent_name', 'Talent', 'name'],
    ['engagement_name', 'Engagement', 'name'],
    ['po_number', 'PO', 'name'],
    ['hours', 'Hours', 'amount'],
    ['state', 'State', 'name'],
    ['cost', 'Cost', 'amount'],
    ['reviewer_name', 'Reviewer', 'name'],
    ['reviewed_at', 'Reviewed', 'date'],
  ] as const
).flatMap(([key, label, kind]) => {
  const [first, last] = kind === 'date' ? ['newest first', 'oldest first'] : kind === 'amount' ? ['highest first', 'lowest first'] : ['Z–A', 'A–Z']
  const descending = { value: `-${key}`, label: `${label}, ${first}` }
  const ascending = { value: key, label: `${label}, ${last}` }
  return kind === 'name' ? [ascending, descending] : [descending, ascending]
})
