import { hoursAndMinutesText, hoursText } from '../../../../domain/timeSheets/timeMath'

/** '7.50 (7:30)': hours with two decimals, and the fraction as h:mm when there is one. */
export function hoursShown(minutes: number): string {
  const decimal = hoursText(minutes)
  return minutes % 60 === 0 ? decimal : `${decimal} (${hoursAndMinutesText(minutes)})`
}

/** An API hours text ('7.50', '-1.25') as whole minutes; null when it is not one. */
export function minutesOfHours(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null
  const value = Number(text)
  return Number.isFinite(value) ? Math.round(value * 60) : null
}

/** An API hours text shown as hoursShown; '—' when missing. */
export const hoursTextShown = (text: string | null | undefined) => {
  const minutes = minutesOfHours(text)
  return minutes === null ? '—' : hoursShown(minutes)
}
