/**
 * Time and money of one entry: durations are whole
 * minutes in steps of 15; hours travel as text with two decimals ('7.50'), fractions are shown as
 * hours:minutes ('7:30'); money is integer cents, rounded once per entry. Pure, imported by the
 * endpoints and both portals.
 */

export const MINUTE_OPTIONS = [0, 15, 30, 45] as const
export type MinuteOption = (typeof MINUTE_OPTIONS)[number]

/** The allowed maximum of one talent's day across engagements (the spec: "Max hours per day default 24"). */
export const MAX_HOURS_PER_DAY = 24
export const MAX_MINUTES_PER_DAY = MAX_HOURS_PER_DAY * 60

/** talentComment, clientComment, an un-approve reason, an adjustment's description. */
export const TIME_ENTRY_TEXT_MAX = 500

/** Whole hours and a minute option as a duration in minutes; null when the pair is not a valid entry. */
export function durationOf(hours: number, minutes: number): number | null {
  if (!Number.isInteger(hours) || hours < 0 || hours > MAX_HOURS_PER_DAY) return null
  if (!(MINUTE_OPTIONS as readonly number[]).includes(minutes)) return null
  const total = hours * 60 + minutes
  return total <= MAX_MINUTES_PER_DAY ? total : null
}

/** The whole hours and the minute part of a duration (negative durations keep the sign on both). */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  const sign = totalMinutes < 0 ? -1 : 1
  const absolute = Math.abs(totalMinutes)
  return { hours: sign * Math.floor(absolute / 60), minutes: sign * (absolute % 60) }
}

/** 450 -> '7.50', 15 -> '0.25', -90 -> '-1.50' (the API's and the grid's hours). */
export function hoursText(totalMinutes: number): string {
  if (!Number.isInteger(totalMinutes)) throw new RangeError(`Not whole minutes: ${totalMinutes}`)
  const sign = totalMinutes < 0 ? '-' : ''
  const hundredths = Math.round((Math.abs(totalMinutes) * 100) / 60)
  return `${sign}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`
}

/** 450 -> '7:30', 480 -> '8:00', -90 -> '-1:30' (the spec: "Fractional hours display as hours:minutes"). */
export function hoursAndMinutesText(totalMinutes: number): string {
  const sign = totalMinutes < 0 ? '-' : ''
  const absolute = Math.abs(totalMinutes)
  return `${sign}${Math.floor(absolute / 60)}:${String(absolute % 60).padStart(2, '0')}`
}

/**
 * minutes x hourly rate (cents) / 60, to the nearest cent, halves away from zero, exact in integers:
 * the one rounding of an entry's cost (7:30 at $123.45 -> 450 x 12345 / 60 = 92587.5 -> 92588).
 */
export function costOf(totalMinutes: number, hourlyCents: number): number {
  if (!Number.isSafeInteger(totalMinutes) || !Number.isSafeInteger(hourlyCents) || hourlyCents < 0) {
    throw new RangeError(`Not a duration and rate: ${totalMinutes} x ${hourlyCents}`)
  }
  const product = Math.abs(totalMinutes) * hourlyCents
  const rounded = Math.floor((2 * product + 60) / 120)
  return totalMinutes < 0 && rounded !== 0 ? -rounded : rounded
}
