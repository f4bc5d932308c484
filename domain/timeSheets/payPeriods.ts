import { addDays, addMonths, differenceInCalendarDays, endOfMonth, format, getDay, parseISO, subDays, subMonths } from 'date-fns'
import { formatDate } from '../../contract/format'

/**
 * The pay-period rules (the spec: "Pay periods: twice a month, days 1-15 and day 16 to month end";
 * "Edit windows: talents 4 days, organization users 7 days after period start"): one pure module
 * used by the endpoints, the daily job and both portals' screens, so every one of them draws the same
 * line. Everything here works on calendar dates ('yyyy-MM-dd': a day on a calendar, no instant, no zone).
 * "Today" is the caller's: the server takes it in the organization's time zone (domain/clock.ts
 * `todayIn(organization.timeZone)`), a screen takes it from the server's answer. This module never reads
 * a clock and imports nothing of ours, so the portals can import it (no `process`, no Payload).
 *
 * Decisions where the spec is silent:
 * - A period's edit window for a role: the whole period itself, and then the first N days of the next
 *   period (talent 4, organization users 7): 1-15 stays open to talents through the 19th, to
 *   organization users through the 22nd; 16-end through the 4th / the 7th of the next month.
 * - No time is logged for a day after today (in the organization's zone).
 * - Adjustment horizon: the day N calendar months before today (talent 3, organization 6; date-fns
 *   clamps to the month's last day: from 31 May, 3 months back is 28/29 February) is the oldest day a
 *   change may name; older days are refused.
 * - A period is paid on the 10th day after it ends (1-15 on the 25th, 16-end on the 10th of the next
 *   month), after every edit window has closed; a pay date on a Saturday or Sunday moves to the Friday before.
 */

export type CalendarDate = string
export type Editor = 'talent' | 'organization'
export type PayPeriodType = 'current' | 'grace' | 'close'

export interface PayPeriod {
  /** The first day: the 1st or the 16th. */
  start: CalendarDate
  /** The last day: the 15th or the month's last day. */
  end: CalendarDate
}

/** Days of the next period during which the previous one stays editable (the spec's edit windows). */
export const EDIT_WINDOW_DAYS: Record<Editor, number> = { talent: 4, organization: 7 }

/** How far back a change (an adjustment) may reach (the spec: "Adjustment horizon: talents 3 months, organization users 6 months"). */
export const ADJUSTMENT_HORIZON_MONTHS: Record<Editor, number> = { talent: 3, organization: 6 }

/** Days after a period's end on which it is paid. */
export const PAY_DAY_AFTER_PERIOD_END = 10

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Parsed at local midnight: date-fns' calendar arithmetic then never crosses a zone or DST line. */
function toDate(date: CalendarDate): Date {
  if (!DATE.test(date)) throw new RangeError(`Not a calendar date: '${date}'`)
  const parsed = parseISO(date)
  if (Number.isNaN(parsed.getTime()) || format(parsed, 'yyyy-MM-dd') !== date) throw new RangeError(`Not a calendar date: '${date}'`)
  return parsed
}

const toText = (date: Date): CalendarDate => format(date, 'yyyy-MM-dd')

/** True for a real calendar date 'yyyy-MM-dd'. */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false
  try {
    toDate(value)
    return true
  } catch {
    return false
  }
}

export const addDaysTo = (date: CalendarDate, days: number): CalendarDate => toText(addDays(toDate(date), days))

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number => differenceInCalendarDays(toDate(to), toDate(from))

/** The pay period a day belongs to. */
export function payPeriodOf(date: CalendarDate): PayPeriod {
  const day = toDate(date)
  const month = format(day, 'yyyy-MM')
  if (day.getDate() <= 15) return { start: `${month}-01`, end: `${month}-15` }
  return { start: `${month}-16`, end: toText(endOfMonth(day)) }
}

export const nextPayPeriod = (period: PayPeriod): PayPeriod => payPeriodOf(addDaysTo(period.end, 1))
export const previousPayPeriod = (period: PayPeriod): PayPeriod => payPeriodOf(addDaysTo(period.start, -1))

/** 15 for a first half; 16, 15, 14 or 13 for a second half (31-, 30-, 29- and 28-day months). */
export const periodLength = (period: PayPeriod): number => daysBetween(period.start, period.end) + 1

export const isInPeriod = (date: CalendarDate, period: PayPeriod): boolean => date >= period.start && date <= period.end

/** Every day of a period, first to last. */
export function daysOf(period: PayPeriod): CalendarDate[] {
  return Array.from({ length: periodLength(period) }, (_, index) => addDaysTo(period.start, index))
}

/** The periods that touch [from, to], oldest first. */
export function payPeriodsBetween(from: CalendarDate, to: CalendarDate): PayPeriod[] {
  if (from > to) return []
  const periods: PayPeriod[] = []
  for (let period = payPeriodOf(from); period.start <= to; period = nextPayPeriod(period)) periods.push(period)
  return periods
}

/** The last day on which `editor` may still change the period's entries directly. */
export const editWindowLastDay = (period: PayPeriod, editor: Editor): CalendarDate => addDaysTo(period.end, EDIT_WINDOW_DAYS[editor])

/**
 * current: the period holding today; grace: an earlier period whose edit window is still open for the
 * editor (only ever the previous one); close: every other past period. A future period is 'current'
 * for no one: it reads as 'close' too (nothing can be logged there yet).
 */
export function payPeriodType(period: PayPeriod, today: CalendarDate, editor: Editor): PayPeriodType {
  if (isInPeriod(today, period)) return 'current'
  if (period.end < today && today <= editWindowLastDay(period, editor)) return 'grace'
  return 'close'
}

/** True when `editor` may change (create, edit, delete) an entry dated `date` directly, today. */
export function isInEditWindow(date: CalendarDate, today: CalendarDate, editor: Editor): boolean {
  if (date > today) return false
  return payPeriodType(payPeriodOf(date), today, editor) !== 'close'
}

/** The oldest day a change may name (the adjustment horizon). */
export const adjustmentHorizonStart = (today: CalendarDate, editor: Editor): CalendarDate =>
  toText(subMonths(toDate(today), ADJUSTMENT_HORIZON_MONTHS[editor]))

/**
 * What a change to a day's time becomes: 'edit' inside the window, 'adjustment' before it but inside the
 * horizon, 'too_old' beyond the horizon, 'future' for a day after today.
 */
export type ChangeKind = 'edit' | 'adjustment' | 'too_old' | 'future'
export function changeKind(date: CalendarDate, today: CalendarDate, editor: Editor): ChangeKind {
  if (date > today) return 'future'
  if (isInEditWindow(date, today, editor)) return 'edit'
  if (date < adjustmentHorizonStart(today, editor)) return 'too_old'
  return 'adjustment'
}

/** The periods a time sheet screen shows today: the current one and, while its window is open, the grace one. */
export function openPeriods(today: CalendarDate, editor: Editor): { current: PayPeriod; grace: PayPeriod | null } {
  const current = payPeriodOf(today)
  const previous = previousPayPeriod(current)
  return { current, grace: payPeriodType(previous, today, editor) === 'grace' ? previous : null }
}

/** The day a period is paid: 10 days after its end, a weekend moved back to the Friday before. */
export function payDateOf(period: PayPeriod): CalendarDate {
  const day = addDays(toDate(period.end), PAY_DAY_AFTER_PERIOD_END)
  const weekday = getDay(day)
  return toText(weekday === 6 ? subDays(day, 1) : weekday === 0 ? subDays(day, 2) : day)
}

/** The next pay date on or after today, and the period it pays. */
export function nextPayDate(today: CalendarDate): { payDate: CalendarDate; period: PayPeriod } {
  let period = previousPayPeriod(previousPayPeriod(payPeriodOf(today)))
  while (payDateOf(period) < today) period = nextPayPeriod(period)
  return { payDate: payDateOf(period), period }
}

/** '11/01/2026 – 11/15/2026': the spec writes ranges "start – end". */
export function periodLabel(period: PayPeriod): string {
  return `${formatDate(period.start)} – ${formatDate(period.end)}`
}

/** Monday-first weeks of a period, each clipped to the period (the talent's week-by-day grid). */
export function weeksOf(period: PayPeriod): CalendarDate[][] {
  const weeks: CalendarDate[][] = []
  for (const day of daysOf(period)) {
    const monday = getDay(toDate(day)) === 1
    if (!weeks.length || monday) weeks.push([])
    weeks[weeks.length - 1].push(day)
  }
  return weeks
}

/** The first day of the month N months before/after (the payroll history's range). */
export const monthsFrom = (date: CalendarDate, months: number): CalendarDate => toText(addMonths(toDate(date), months))
