import { mayViewOrganizationRate, relationId, type AuthUser } from '../../access/roles'
import { centsToDecimal } from '../../contract/engagements/pricing'
import type { OrgPeriodTotals, PoBurnDownRow } from '../../contract/timeSheets/orgInput'
import { TIME_ENTRY_STATES, type PayPeriodAnswer, type TimeEntryState } from '../../contract/timeSheets/timeEntry'
import type { Row } from '../../domain/shared/records'
import { editWindowLastDay, payDateOf, payPeriodOf, payPeriodType, type PayPeriod } from '../../domain/timeSheets/payPeriods'
import { hoursText } from '../../domain/timeSheets/timeMath'

/**
 * The sums of the organization's time page (decided where the spec is silent):
 * a row counts with its own duration, an adjustive row with its signed delta (what it changes in the period
 * it is booked into). Total = every state but declined; adjusted = the approved adjustments' deltas; amount
 * = approved cost incl. the talent fee (what the organization is billed), for who may view rate.
 */

export const TOTALS_SELECT = { state: true, isAdjustive: true, durationMinutes: true, deltaMinutes: true, costTalentFeeIncludedCents: true, costTalentFeeIncludedDeltaCents: true } as const
const int = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0)
/**
 * An entry read for the named fields, whatever else the row holds (a selection of them, or the dashboard's
 * rows): the sums check each value as they read it.
 */
type EntryFields<K extends string> = { readonly [F in K]?: unknown } & { readonly [field: string]: unknown }
/** An entry with the fields the totals read. */
export type TotalsRow = Pick<Row<'time-entries'>, keyof typeof TOTALS_SELECT>
const minutesOf = (doc: EntryFields<'isAdjustive' | 'deltaMinutes' | 'durationMinutes'>) => (doc.isAdjustive === true ? int(doc.deltaMinutes) : int(doc.durationMinutes))
const billedOf = (doc: EntryFields<'isAdjustive' | 'costTalentFeeIncludedCents' | 'costTalentFeeIncludedDeltaCents'>) => (doc.isAdjustive === true ? int(doc.costTalentFeeIncludedDeltaCents) : int(doc.costTalentFeeIncludedCents))

export function periodAnswer(period: PayPeriod, today: string): PayPeriodAnswer {
  return { start: period.start, end: period.end, type: payPeriodType(period, today, 'organization'), payDate: payDateOf(period), editableThrough: editWindowLastDay(period, 'organization') }
}

export function totalsOf(user: AuthUser, rows: TotalsRow[], period: PayPeriod, today: string): OrgPeriodTotals {
  const byState = Object.fromEntries(TIME_ENTRY_STATES.map((state) => [state, { minutes: 0, count: 0 }])) as Record<TimeEntryState, { minutes: number; count: number }>
  let adjusted = 0
  let billed = 0
  for (const doc of rows) {
    const state: TimeEntryState = doc.state
    if (!byState[state]) continue
    byState[state].minutes += minutesOf(doc)
    byState[state].count += 1
    if (state === 'approved') {
      billed += billedOf(doc)
      if (doc.isAdjustive === true) adjusted += int(doc.deltaMinutes)
    }
  }
  const sum = (...states: TimeEntryState[]) => states.reduce((total, state) => total + byState[state].minutes, 0)
  const seesAmount = mayViewOrganizationRate(user)
  return {
    period: periodAnswer(period, today),
    totalHours: hoursText(sum('open', 'pending', 'submitted', 'approved')),
    approvedHours: hoursText(sum('approved')),
    pendingHours: hoursText(sum('pending', 'submitted')),
    openHours: hoursText(sum('open')),
    declinedHours: hoursText(sum('declined')),
    adjustedHours: hoursText(adjusted),
    amount: seesAmount ? centsToDecimal(billed) : null,
    amountCents: seesAmount ? billed : null,
    byState: Object.fromEntries(TIME_ENTRY_STATES.map((state) => [state, { hours: hoursText(byState[state].minutes), count: byState[state].count }])) as OrgPeriodTotals['byState'],
  }
}

/** The period the totals describe: the one asked, else the period of the range's first day, else today's. */
export const periodFor = (filters: { periodStart?: string; dateFrom?: string }, today: string): PayPeriod => payPeriodOf(filters.periodStart ?? filters.dateFrom ?? today)

/** Entry states whose cost is spent on a PO (approved) or waits to be (submitted: pending or submitted). */
export const BURN_DOWN_STATES = ['approved', 'pending', 'submitted'] as const
export const BURN_DOWN_SELECT = { purchaseOrder: true, state: true, isAdjustive: true, costTalentFeeIncludedCents: true, costTalentFeeIncludedDeltaCents: true } as const

/**
 * The PO burn-down (docs/decisions/po-burn-down.md): per PO, its amount against all approved spend to date,
 * whatever pay period a screen shows. Approved spend = the cost incl. the talent fee of every approved
 * entry on the PO plus the signed delta of every approved adjustment on it, exported periods included;
 * submitted spend (pending and submitted entries and adjustments, the same way) is shown apart and not
 * deducted. `rows` may hold any states: the others count nowhere.
 */
export function burnDownOf(
  orders: Pick<Row<'purchase-orders'>, 'id' | 'name' | 'description' | 'amountCents' | 'validThrough'>[],
  rows: readonly EntryFields<keyof typeof BURN_DOWN_SELECT>[],
): PoBurnDownRow[] {
  const approved = new Map<string, number>()
  const submitted = new Map<string, number>()
  for (const doc of rows) {
    const order = relationId(doc.purchaseOrder)
    if (!order) continue
    const sums = doc.state === 'approved' ? approved : doc.state === 'pending' || doc.state === 'submitted' ? submitted : null
    sums?.set(order, (sums.get(order) ?? 0) + billedOf(doc))
  }
  return orders.map((order) => {
    const amountCents = typeof order.amountCents === 'number' ? order.amountCents : null
    const approvedCostCents = approved.get(String(order.id)) ?? 0
    return {
      purchaseOrder: { id: String(order.id), name: String(order.name ?? ''), description: String(order.description ?? '') },
      amountCents,
      approvedCostCents,
      submittedCostCents: submitted.get(String(order.id)) ?? 0,
      remainingCents: amountCents === null ? null : amountCents - approvedCostCents,
      validThrough: typeof order.validThrough === 'string' && order.validThrough ? order.validThrough : null,
    }
  })
}
