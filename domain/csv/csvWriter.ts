import { Readable } from 'node:stream'
import { stringify, type Options } from 'csv-stringify'
import { stringify as stringifySync } from 'csv-stringify/sync'
import { cellText, type ExportCell, type ExportColumn } from '../exports/cellFormat'

/**
 * The one CSV writer of the product: payroll, accounting and report exports all go through it. Each cell
 * is written by the export cell rules (domain/exports/cellFormat.ts: text made formula-safe, money
 * '1234.50', dates MM/dd/yyyy, date-times in the export's zone); csv-stringify does the quoting, and
 * - lines end with CRLF (RFC 4180), the text is UTF-8 with a byte-order mark so spreadsheet programs
 *   read accents and non-Latin names as UTF-8;
 * - null and undefined are empty cells.
 */

export type CsvCell = ExportCell
export type CsvColumn<Row> = ExportColumn<Row>

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

const OPTIONS: Options = {
  // The formula-safe rule is applied to each text cell before (cellText), the same one the XLSX and IIF
  // files use; csv-stringify's own would also quote typed money such as '-5.00'.
  escape_formulas: false,
  record_delimiter: 'windows',
  // With a record delimiter of its own, csv-stringify would leave a cell holding '\n' or '\r' unquoted,
  // which splits the row in two: every line break inside a cell is quoted.
  quote_record_delimiter: true,
  bom: true,
}

const headerOf = <Row>(columns: readonly CsvColumn<Row>[]) => columns.map((column) => cellText(column.header))
const cellsOf = <Row>(columns: readonly CsvColumn<Row>[], row: Row) => columns.map((column) => cellText(column.value(row)))

/** A whole CSV document in memory: for exports of a bounded size. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records: (string | null)[][] = [headerOf(columns)]
  for (const row of rows) records.push(cellsOf(columns, row))
  return stringifySync(records, OPTIONS)
}

/** The same CSV as a stream, for exports too large to hold (rows may arrive from a paged query). */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row> | AsyncIterable<Row>): Readable {
  const records = (async function* () {
    yield headerOf(columns)
    for await (const row of rows) yield cellsOf(columns, row)
  })()
  return Readable.from(records).pipe(stringify(OPTIONS))
}

/** `attachment; filename="payroll-2026-11.csv"`: the name is made by the server, ASCII only. */
export function csvAttachment(baseName: string): string {
  const safe = baseName.replace(/[^A-Za-z0-9._-]/g, '_').replace(/\.csv$/i, '') || 'export'
  return `attachment; filename="${safe}.csv"`
}
