import { format, isValid, parseISO } from 'date-fns'

/** Dates and money are written the same way on every screen and in every mail: contract/format.ts. */
export { DATE_FORMAT, formatDate } from '../../contract/format'

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
