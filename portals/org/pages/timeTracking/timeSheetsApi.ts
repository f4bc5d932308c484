import type { PurchaseOrderRef, TimeEntry, TimeEntryState } from '../../../../contract/timeSheets/timeEntry'
import { useRolePrefix } from '../talents/orgApi'
import type { PeriodChoice } from './periods'
import type { OrgTimeEntryPatch } from '../../../../contract/timeSheets/orgInput'
import { apiCall } from '../../../shared/client'
export { hoursShown, hoursTextShown, minutesOfHours } from './hours'

/**
 * The organization-side time-sheet calls under the signed-in
 * user's role prefix, and the shapes these screens read. Answer types come from the contract.
 */
export type { PageOf } from '../talents/orgApi'
export type { TimeEntry, TimeEntryState, PurchaseOrderRef }

export const TIME_ENTRIES_PAGE_SIZE = 25

/** GET <org>time-sheets/total/ and po-burn-down/ (the same for every period) answers. */
export type { OrgPeriodTotals as TimeTotals, PoBurnDownAnswer, PoBurnDownRow, BulkReviewAnswer } from '../../../../contract/timeSheets/orgInput'

/** The filters of the list, as they travel in the address and to the API. */
export interface TimeFilters {
  engagement: string | null
  talent: string | null
  state: TimeEntryState | 'all'
  department: string | null
  purchaseOrder: string | null
  search: string
}

export { ORG_STATE_FILTERS as STATE_FILTERS } from '../../../../contract/timeSheets/orgInput'

export function useTimeSheetPaths() {
  const prefix = useRolePrefix()
  const base = `${prefix}/time-sheets/`
  return {
    prefix,
    list: `${prefix}/time-sheets/` as const,
    one: (id: string) => `${base}${encodeURIComponent(id)}/`,
    total: `${prefix}/time-sheets/total/` as const,
    exists: `${prefix}/time-sheets/exists/` as const,
    poBurnDown: `${prefix}/time-sheets/po-burn-down/` as const,
    adjustments: `${prefix}/time-sheets/adjustments/` as const,
    adjustment: (id: string) => `${base}adjustments/${encodeURIComponent(id)}/`,
    engagements: `${prefix}/engagements/` as const,
    engagement: (id: string) => `${prefix}/engagements/${encodeURIComponent(id)}/`,
    talents: `${prefix}/engagements/talents/` as const,
    departments: `${prefix}/engagements/departments/` as const,
    purchaseOrders: `${prefix}/engagements/purchase-order-numbers/` as const,
  }
}
export type TimeSheetPaths = ReturnType<typeof useTimeSheetPaths>

/** The period (or custom range) as the API's query and bulk-scope fields. */
export const periodParams = (choice: PeriodChoice) =>
  choice.kind === 'period' ? { periodStart: choice.start } : { dateFrom: choice.from, dateTo: choice.to }

/** The period (or custom range) as the API's query parameters. */
export const periodQuery = (choice: PeriodChoice) => (choice.kind === 'period' ? { period_start: choice.start } : { date_from: choice.from, date_to: choice.to })

/** The list's filters as the API's query parameters (empty ones are left out by the API client). */
export const filterQuery = (filters: TimeFilters) => ({
  engagement: filters.engagement ?? undefined,
  talent: filters.talent ?? undefined,
  state: filters.state === 'all' ? undefined : filters.state,
  department: filters.department ?? undefined,
  purchase_order: filters.purchaseOrder ?? undefined,
  search: filters.search || undefined,
})


/** Who may approve: the API refuses what the caller may not; the screen offers actions by state. */
export const isReviewable = (entry: TimeEntry) => entry.state === 'pending' || entry.state === 'submitted'
/** Un-approve: approved, not exported, still inside the organization's window. */
export const isUnapprovable = (entry: TimeEntry) => entry.state === 'approved' && !entry.exportedAt && entry.changeKind === 'edit'

/** An adjustive entry is reviewed through the adjustments path; the others through time-sheets/{id}/. */
export const reviewPath = (paths: TimeSheetPaths, entry: TimeEntry) => (entry.isAdjustive ? paths.adjustment(entry.id) : paths.one(entry.id))

/** Reviews or edits one entry: an adjustive entry through the adjustments path, the others through time-sheets/{id}/. */
export const patchTimeEntry = (paths: TimeSheetPaths, entry: TimeEntry, body: OrgTimeEntryPatch) => {
  const init = { params: { path: { id: entry.id } }, body }
  return entry.isAdjustive ? apiCall('patch', `${paths.prefix}/time-sheets/adjustments/{id}/`, init) : apiCall('patch', `${paths.prefix}/time-sheets/{id}/`, init)
}
