import { format, isValid, parseISO } from 'date-fns'

/**
 * The console's two ways of writing a moment, as everywhere in the product: dates MM/dd/yyyy, date-times
 * MM/dd/yyyy hh:mm a, in the browser's zone. A date-only value ('2024-03-01') names a calendar day and is
 * read as local midnight: parsed as UTC midnight it would show the day before in every US zone.
 */
export const DATE_FORMAT = 'MM/dd/yyyy'
export const DATE_TIME_FORMAT = 'MM/dd/yyyy hh:mm a'

export function toConsoleDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null
  if (typeof value === 'number') return toConsoleDate(new Date(value))
  if (typeof value !== 'string' || value === '') return null
  const date = parseISO(value)
  return isValid(date) ? date : null
}

/** '12/06/2026', or '—' for no value. */
export function formatConsoleDate(value: unknown): string {
  const date = toConsoleDate(value)
  return date ? format(date, DATE_FORMAT) : '—'
}

/** '12/06/2026 05:35 AM', or '—' for no value. */
export function formatConsoleDateTime(value: unknown): string {
  const date = toConsoleDate(value)
  return date ? format(date, DATE_TIME_FORMAT) : '—'
}
