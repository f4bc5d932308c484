import { format, isValid, parseISO } from 'date-fns'

/** Dates as the spec writes them (MM/dd/yyyy); empty or unreadable values show as a dash. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—'
  const date = parseISO(value)
  return isValid(date) ? format(date, 'MM/dd/yyyy') : '—'
}
