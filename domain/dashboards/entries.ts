/**
 * What one time-entry row adds to a sum, as the organization's totals count it (endpoints/timeSheets/
 * organizationTotals.ts): a row with its own duration and cost, an adjustive row with its signed deltas.
 */
/** The fields of a time entry the sums read: a stored row, or any object with them (the unit tests' rows). */
interface SummedEntry {
  isAdjustive?: unknown
  durationMinutes?: unknown
  deltaMinutes?: unknown
  costTalentFeeIncludedCents?: unknown
  costTalentFeeIncludedDeltaCents?: unknown
  payCents?: unknown
  payDeltaCents?: unknown
}

const int = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0)

export const entryMinutes = (row: SummedEntry): number => (row.isAdjustive === true ? int(row.deltaMinutes) : int(row.durationMinutes))

/** What the organization is billed (cost incl. the talent fee). */
export const entryBilledCents = (row: SummedEntry): number =>
  row.isAdjustive === true ? int(row.costTalentFeeIncludedDeltaCents) : int(row.costTalentFeeIncludedCents)

/** What the talent is paid. */
export const entryPayCents = (row: SummedEntry): number => (row.isAdjustive === true ? int(row.payDeltaCents) : int(row.payCents))

/** The fields the sums above read. */
export const ENTRY_SUM_SELECT = {
  timekeepingDate: true,
  isAdjustive: true,
  durationMinutes: true,
  deltaMinutes: true,
  costTalentFeeIncludedCents: true,
  costTalentFeeIncludedDeltaCents: true,
  payCents: true,
  payDeltaCents: true,
} as const
