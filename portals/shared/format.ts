import { format, isValid, parseISO } from 'date-fns'

/** Dates as the spec writes them (MM/dd/yyyy); empty or unreadable values show as a dash. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—'
  const date = parseISO(value)
  return isValid(date) ? format(date, 'MM/dd/yyyy') : '—'
}

/** 'yyyy-MM' as 'Mar 2021'. */
export function formatYearMonth(value: string | null | undefined): string {
  if (!value) return '—'
  const date = parseISO(`${value}-01`)
  return isValid(date) ? format(date, 'MMM yyyy') : value
}

/** A range as the spec writes it: 'start – end'. */
export const formatRange = (start: string, end: string) => `${start} – ${end}`

/** Today in the browser's calendar as 'yyyy-MM-dd' (what 'after today' means to the person typing). */
export const todayLocal = () => format(new Date(), 'yyyy-MM-dd')
