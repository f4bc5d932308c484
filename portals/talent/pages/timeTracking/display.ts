import { format, parseISO } from 'date-fns'
import { DATE_FORMAT, formatMoneyText } from '../../../../contract/format'
import { hoursAndMinutesText, hoursText } from '../../../../domain/timeSheets/timeMath'

/** 'Mon 11/02' (the grid's day headers and the labels of its inputs). */
export const dayLabel = (day: string) => format(parseISO(day), 'EEE MM/dd')

/** 'Monday, 11/02/2026' for dialogs and messages. */
export const longDayLabel = (day: string) => format(parseISO(day), `EEEE, ${DATE_FORMAT}`)

/**
 * Hours with two decimals and, when there is a fraction, the same as hours:minutes:
 * 450 -> '7.50 (7:30)', 480 -> '8.00'.
 */
export function totalText(minutes: number): string {
  return minutes % 60 === 0 ? hoursText(minutes) : `${hoursText(minutes)} (${hoursAndMinutesText(minutes)})`
}

/** The API's hours text ('7.50', '-1.25') as whole minutes. */
export function minutesOfHoursText(hours: string | null | undefined): number {
  const value = Number(hours)
  return Number.isFinite(value) ? Math.round(value * 60) : 0
}

/** Money text from the API ('1234.5' or '1234.50') as '$1,234.50'; a dash when there is none. */
export const moneyText = (amount: string | null | undefined): string => formatMoneyText(amount) ?? '—'

/** Read by screen readers, not drawn (a blocked day's reason inside a one-dash cell). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const
