import { addDays, format, isValid, parseISO } from 'date-fns'

/**
 * The server's "now" for business rules: which documents have expired, which engagements start or end
 * today, which pay period is current. Every such rule asks this module, never `new Date()`, so a test
 * can move the whole process to another day without waiting.
 *
 * Outside production the environment variable CLOCK_NOW (an ISO date-time with a zone, e.g.
 * '2031-03-10T12:00:00Z') fixes the time for the whole process: it stands still at that instant until
 * the process restarts. Production ignores it. A CLOCK_NOW that is not a valid date-time stops the
 * process when this module loads (a typo must not silently test against the real time).
 *
 * Not governed by this clock, on purpose: security and infrastructure time (sessions and JWT expiry,
 * password-reset and lockout timers, rate limits, cache lifetimes, Payload's createdAt/updatedAt, the
 * audit trail's `at`, log and file names). Those are compared with times Payload and its libraries take
 * from the real clock, so a moved clock there would expire or revive tokens.
 */

export interface ClockEnvironment {
  NODE_ENV?: string
  CLOCK_NOW?: string
}

export interface Clock {
  /** The current instant (a new Date each call: callers may change it freely). */
  now(): Date
  /** The fixed instant when CLOCK_NOW is in force, else null. */
  readonly fixedAt: Date | null
}

/** An ISO date-time with an explicit zone ('Z' or ±hh:mm); a bare date or local time is ambiguous. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** The clock an environment describes; pure, so the rule itself is unit-tested. */
export function clockFrom(environment: ClockEnvironment): Clock {
  const raw = environment.CLOCK_NOW?.trim()
  if (environment.NODE_ENV === 'production' || !raw) return { now: () => new Date(), fixedAt: null }
  const fixed = ISO_DATE_TIME.test(raw) ? parseISO(raw) : new Date(Number.NaN)
  if (!isValid(fixed)) {
    throw new Error(`CLOCK_NOW must be an ISO date-time with a zone, such as 2031-03-10T12:00:00Z (got '${raw}')`)
  }
  const at = fixed.getTime()
  return { now: () => new Date(at), fixedAt: new Date(at) }
}

const processClock = clockFrom(process.env)

/** The current instant for business rules. */
export const now = (): Date => processClock.now()

/** The fixed instant when CLOCK_NOW is in force (outside production), else null. */
export const clockFixedAt = (): Date | null => (processClock.fixedAt ? new Date(processClock.fixedAt) : null)

// --- calendar dates ('yyyy-MM-dd': a day on a calendar, no instant, no zone) ----------------------

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

/** True for a real calendar date written 'yyyy-MM-dd' (not 2025-02-29, not 2025-13-01). */
export function isCalendarDate(value: string): boolean {
  return CALENDAR_DATE.test(value) && isValid(parseISO(value)) && format(parseISO(value), 'yyyy-MM-dd') === value
}

/** True when the IANA zone name is known to this runtime (America/New_York, UTC, ...). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** The calendar date an instant falls on in a time zone ('UTC' for the server's calendar). */
export function calendarDateIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)!.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Today in a time zone, by the clock: the organization's day for pay periods and engagement dates. */
export const todayIn = (timeZone: string, at: Date = now()): string => calendarDateIn(timeZone, at)

/** Today in the server's calendar (UTC), by the clock: what the talent profile's rules have always used. */
export const todayUtc = (at: Date = now()): string => at.toISOString().slice(0, 10)

/**
 * A calendar date moved by whole days. Done on the date alone (parsed as local midnight and moved by
 * date-fns' calendar days), so no zone or daylight-saving change can shift it by one.
 */
export function addCalendarDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: '${date}'`)
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd')
}
