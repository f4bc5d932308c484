import { centsToDecimal, formatDate } from '../../contract/format'
import { calendarDateIn, isCalendarDate } from '../clock'

/**
 * How every export writes a cell (CSV, XLSX, QuickBooks IIF): one formula-safe rule for text, and one
 * format per kind of value (docs/decisions/export-cell-formats.md, docs/decisions/export-formula-safety.md):
 * - text a person typed: `formulaSafe` (a leading = + - @ tab or carriage return gets a single quote);
 * - money: US dollars with two decimals and no symbol or grouping, '1234.50', '-5.00' (a number a
 *   spreadsheet sums; the XLSX cell is a number shown as '$#,##0.00');
 * - hours: two decimals, '7.50';
 * - calendar dates: 'MM/dd/yyyy';
 * - instants: 'MM/dd/yyyy hh:mm a' in the zone the export states (the organization's for its own exports).
 * Typed values are never text a person typed, so they are written as they are: '-5.00' stays a number.
 */

export type TypedCell =
  | { kind: 'money'; cents: number }
  | { kind: 'hours'; minutes: number }
  | { kind: 'date'; date: string }
  | { kind: 'dateTime'; at: Date; timeZone: string }

/** A cell of an export row: text, a plain number (counts, versions), a yes/no, a typed value, or empty. */
export type ExportCell = string | number | boolean | TypedCell | null | undefined

export interface ExportColumn<Row> {
  header: string
  value: (row: Row) => ExportCell
}

// --- the formula-safe rule ------------------------------------------------------------------------

/**
 * Characters a spreadsheet reads as the start of a formula (OWASP "CSV Injection"): = + - @, tab and
 * carriage return, and the full-width forms some spreadsheets normalise to them.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/

/** Text made inert for spreadsheets: a formula-like start gets a leading single quote. */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** True when a written cell would start a formula (what the rule prevents; used by tests and checks). */
export const startsFormula = (text: string): boolean => FORMULA_START.test(text)

// --- typed values ---------------------------------------------------------------------------------

const int = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null)

/** Money in cents as a cell (null: an empty cell). */
export const moneyCell = (cents: unknown): TypedCell | null => {
  const value = int(cents)
  return value === null ? null : { kind: 'money', cents: value }
}

/** Minutes as an hours cell (450 -> 7.50). */
export const hoursCell = (minutes: number): TypedCell => ({ kind: 'hours', minutes })

/** A calendar date 'yyyy-MM-dd' as a cell; anything else is an empty cell. */
export const dateCell = (date: unknown): TypedCell | null => (typeof date === 'string' && isCalendarDate(date) ? { kind: 'date', date } : null)

/** An instant (Date or ISO text) shown in `timeZone`; an empty or unreadable value is an empty cell. */
export function dateTimeCell(at: unknown, timeZone: string): TypedCell | null {
  const instant = at instanceof Date ? at : typeof at === 'string' && at ? new Date(at) : null
  return instant && !Number.isNaN(instant.getTime()) ? { kind: 'dateTime', at: instant, timeZone } : null
}

/** Cents as export money: 123450 -> '1234.50', -500 -> '-5.00'. */
export const exportMoney = (cents: number): string => centsToDecimal(cents)

/** Minutes as export hours: 450 -> '7.50', -90 -> '-1.50'. */
export const exportHours = (minutes: number): string => (minutes / 60).toFixed(2)

/** A calendar date as every screen shows it: '2026-12-06' -> '12/06/2026'. */
export const exportDate = (date: string): string => formatDate(date)

/** The wall-clock parts of an instant in a zone. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)!.value)
  return { date: calendarDateIn(timeZone, at), hour: part('hour'), minute: part('minute'), second: part('second') }
}

/** An instant as 'MM/dd/yyyy hh:mm a' in `timeZone`: '12/06/2026 12:21 AM'. */
export function exportDateTime(at: Date, timeZone: string): string {
  const clock = wallClock(at, timeZone)
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12
  return `${exportDate(clock.date)} ${String(hour12).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')} ${clock.hour < 12 ? 'AM' : 'PM'}`
}

// --- per format -----------------------------------------------------------------------------------

const isTyped = (cell: ExportCell): cell is TypedCell => typeof cell === 'object' && cell !== null

/** A cell as the text a CSV or IIF file holds (null: empty). */
export function cellText(cell: ExportCell): string | null {
  if (cell === null || cell === undefined) return null
  if (typeof cell === 'string') return formulaSafe(cell)
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No'
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : null
  switch (cell.kind) {
    case 'money':
      return exportMoney(cell.cents)
    case 'hours':
      return exportHours(cell.minutes)
    case 'date':
      return exportDate(cell.date)
    case 'dateTime':
      return exportDateTime(cell.at, cell.timeZone)
  }
}

export const XLSX_FORMATS = { money: '"$"#,##0.00;-"$"#,##0.00', hours: '0.00', date: 'mm/dd/yyyy', dateTime: 'mm/dd/yyyy hh:mm AM/PM' } as const

/**
 * A cell as an XLSX value and its number format: money and hours are numbers (a sheet sums them), dates
 * and date-times real dates whose shown wall clock is the stated zone's (XLSX dates carry no zone).
 */
export function xlsxCell(cell: ExportCell): { value: string | number | Date | null; numFmt?: string } {
  if (cell === null || cell === undefined) return { value: null }
  if (!isTyped(cell)) return { value: typeof cell === 'number' ? cell : cellText(cell) }
  switch (cell.kind) {
    case 'money':
      return { value: cell.cents / 100, numFmt: XLSX_FORMATS.money }
    case 'hours':
      return { value: Number(exportHours(cell.minutes)), numFmt: XLSX_FORMATS.hours }
    case 'date': {
      const [year, month, day] = cell.date.split('-').map(Number)
      return { value: new Date(Date.UTC(year!, month! - 1, day!)), numFmt: XLSX_FORMATS.date }
    }
    case 'dateTime': {
      const clock = wallClock(cell.at, cell.timeZone)
      const [year, month, day] = clock.date.split('-').map(Number)
      return { value: new Date(Date.UTC(year!, month! - 1, day!, clock.hour, clock.minute, clock.second)), numFmt: XLSX_FORMATS.dateTime }
    }
  }
}
