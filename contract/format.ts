import { format, isValid, parseISO } from 'date-fns'

/**
 * How the product writes money and dates on screens and in mails: "money as US dollars with two
 * decimals", dates MM/dd/yyyy, date-times MM/dd/yyyy hh:mm a. The portals, the console, the mails and
 * the exports' date cells all format through here, so one change of format is one change of code.
 * Exports keep their own cell rules (domain/exports/cellFormat.ts): a money cell is a plain number.
 */

export const DATE_FORMAT = 'MM/dd/yyyy'
export const DATE_TIME_FORMAT = `${DATE_FORMAT} hh:mm a`

/** What a screen shows for a value that is not there. */
export const NO_VALUE = '—'

// --- money --------------------------------------------------------------------------------------

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * Cents as exact decimal text with two decimals and no symbol: 12000 -> '120.00', -5 -> '-0.05'. Built
 * from the integer, not from cents / 100, so no amount is rounded through a binary fraction.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in cents: ${cents}`)
  const absolute = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/** Cents as US dollars: 123450 -> '$1,234.50', -5 -> '-$0.05', 0 -> '$0.00'. */
export function formatMoney(cents: number): string {
  return USD.format(centsToDecimal(cents) as `${number}`)
}

/** A signed decimal with at most two decimals ('1234.5', '-120.00') as cents; null when it is not one. */
export function decimalToCents(text: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return null
  return match[1] ? -cents : cents
}

/** The API's money text ('1234.5', '-120.00') as '$1,234.50' / '-$120.00'; null when it is not an amount. */
export function formatMoneyText(text: string | null | undefined): string | null {
  const cents = typeof text === 'string' ? decimalToCents(text) : null
  return cents === null ? null : formatMoney(cents)
}

// --- dates --------------------------------------------------------------------------------------

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A moment as a Date: a Date, epoch milliseconds or ISO text; null when empty or unreadable. A date-only
 * text ('2024-03-01') names a calendar day and is read as local midnight: read as UTC midnight it would
 * be the day before in every US zone.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null
  if (typeof value === 'number') return toDate(new Date(value))
  if (typeof value !== 'string' || value === '') return null
  const date = parseISO(value)
  return isValid(date) ? date : null
}

/**
 * A date as MM/dd/yyyy: '2026-12-06' -> '12/06/2026' whatever the zone (a calendar date is rewritten,
 * never converted); an instant shows its day in the reader's zone. Empty or unreadable: '—'.
 */
export function formatDate(value: unknown): string {
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null
  if (calendar && toDate(value)) return `${calendar[2]}/${calendar[3]}/${calendar[1]}`
  const date = toDate(value)
  return date ? format(date, DATE_FORMAT) : NO_VALUE
}

/** An instant as MM/dd/yyyy hh:mm a in the reader's zone: '12/06/2026 05:35 AM'. Empty or unreadable: '—'. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value)
  return date ? format(date, DATE_TIME_FORMAT) : NO_VALUE
}
