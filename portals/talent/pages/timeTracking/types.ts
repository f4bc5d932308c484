import type { EngagementTimeSheet, PayPeriodAnswer, TimeEntry } from '../../../../contract/timeSheets/timeEntry'

/**
 * What the talent's time-tracking screens read. The entry, period and engagement shapes are the contract's; the
 * page envelopes and the payroll-history rows are written here.
 */

export const PATHS = {
  short: '/talent/pay-periods/short/',
  extended: '/talent/pay-periods/extended/',
  extendedTotal: '/talent/pay-periods/extended/total/',
  entries: '/talent/time-sheets/',
  entry: '/talent/time-sheets/{id}/',
  submit: '/talent/time-sheets/submit/',
  adjustments: '/talent/time-sheets/adjustments/',
  total: '/talent/time-sheets/total/',
  payDate: '/pay-date/',
} as const

export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

/** GET /talent/pay-periods/short/: what the grid needs. */
export interface ShortAnswer {
  today: string
  current: PayPeriodAnswer
  grace: PayPeriodAnswer | null
  engagements: EngagementTimeSheet[]
}


/** A row of GET /talent/pay-periods/extended/ (payroll history). */
export interface PayrollPeriod {
  period: PayPeriodAnswer
  hours: string
  approvedHours: string
  /** The talent's pay for the period ('1234.50'); null when the server shows none. */
  amount: string | null
  payDate: string
}


/** PATCH answers 200 with the entry, or 201 with the adjustive child when the day is closed. */
export type SaveAnswer = TimeEntry | { entry: TimeEntry; warning?: string; message?: string }

export const answerEntry = (answer: SaveAnswer): TimeEntry => ('entry' in answer ? answer.entry : answer)
export function answerNotes(answer: SaveAnswer): string[] {
  const notes: string[] = []
  const withWarning = answer as { warning?: unknown; message?: unknown }
  if (typeof withWarning.warning === 'string' && withWarning.warning) notes.push(withWarning.warning)
  if (typeof withWarning.message === 'string' && withWarning.message) notes.push(withWarning.message)
  return notes
}
