import { openPeriods, payPeriodOf, periodLabel, previousPayPeriod, isCalendarDate, type PayPeriod } from '../../../../domain/timeSheets/payPeriods'

/**
 * What the time-tracking list shows: one pay period (booked period, so its adjustments count in it) or
 * a custom date range (days worked; the spec's bulk text says adjustments are then not filtered by the
 * range). It travels in the address: `?period=2026-11-16` or `?from=2026-11-01&to=2026-11-20`.
 */
export type PeriodChoice = { kind: 'period'; start: string; end: string } | { kind: 'range'; from: string; to: string }

export interface PeriodOption {
  period: PayPeriod
  /** 'Current', 'Grace' or '' for an earlier (closed) period. */
  tag: 'Current' | 'Grace' | ''
  label: string
}

/** How many closed periods the picker offers before the custom range is the way further back (about 6 months). */
export const EARLIER_PERIODS = 12

/** Current, grace (while the organization's window on the previous period is open) and earlier periods, newest first. */
export function periodOptions(today: string): PeriodOption[] {
  const { current, grace } = openPeriods(today, 'organization')
  const options: PeriodOption[] = [{ period: current, tag: 'Current', label: periodLabel(current) }]
  let previous = previousPayPeriod(current)
  if (grace) {
    options.push({ period: grace, tag: 'Grace', label: periodLabel(grace) })
    previous = previousPayPeriod(grace)
  }
  for (let index = 0; index < EARLIER_PERIODS; index += 1) {
    options.push({ period: previous, tag: '', label: periodLabel(previous) })
    previous = previousPayPeriod(previous)
  }
  return options
}

/** The choice the address names, else the current period of `today`. */
export function choiceFromParams(params: URLSearchParams, today: string): PeriodChoice {
  const from = params.get('from')
  const to = params.get('to')
  if (isCalendarDate(from) && isCalendarDate(to) && from <= to) return { kind: 'range', from, to }
  const start = params.get('period')
  const period = payPeriodOf(isCalendarDate(start) ? start : today)
  return { kind: 'period', start: period.start, end: period.end }
}

/** The address parameters of a choice (the current period is the default and leaves none). */
export function choiceToParams(choice: PeriodChoice, today: string): Record<string, string | null> {
  if (choice.kind === 'range') return { period: null, from: choice.from, to: choice.to }
  return { period: choice.start === payPeriodOf(today).start ? null : choice.start, from: null, to: null }
}

/** The days the choice covers (for the entire-day modal's day picker and the chart's caption). */
export const choiceBounds = (choice: PeriodChoice) => (choice.kind === 'period' ? { from: choice.start, to: choice.end } : { from: choice.from, to: choice.to })
