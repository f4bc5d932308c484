import { Readable } from 'node:stream'
import { stringify, type Options } from 'csv-stringify'
import { stringify as stringifySync } from 'csv-stringify/sync'

/**
 * The one CSV writer of the product (issue 9): payroll, accounting and report exports all go through it,
 * so no export can forget the formula-injection rule. csv-stringify does the quoting; on top of it:
 * - every text cell starting with '=', '+', '-', '@', a tab or a carriage return (and the full-width
 *   '＝', '＋', '－', '＠' some spreadsheets normalise) gets a leading single quote (OWASP CSV Injection),
 *   csv-stringify's `escape_formulas`. A number keeps its sign: a typed number cannot carry a formula,
 *   and an accounting export must stay summable (-12.5 stays -12.5; the text '-12.5' is quoted);
 * - lines end with CRLF (RFC 4180), the text is UTF-8 with a byte-order mark so spreadsheet programs
 *   read accents and non-Latin names as UTF-8;
 * - null and undefined are empty cells, booleans 'true'/'false', dates ISO 8601 in UTC.
 */

export type CsvCell = string | number | bigint | boolean | Date | null | undefined

export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => CsvCell
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

const OPTIONS: Options = {
  escape_formulas: true,
  record_delimiter: 'windows',
  // With a record delimiter of its own, csv-stringify would leave a cell holding '\n' or '\r' unquoted,
  // which splits the row in two: every line break inside a cell is quoted.
  quote_record_delimiter: true,
  bom: true,
  cast: {
    boolean: (value) => (value ? 'true' : 'false'),
    date: (value) => value.toISOString(),
  },
}

const headerOf = <Row>(columns: readonly CsvColumn<Row>[]) => columns.map((column) => column.header)
const cellsOf = <Row>(columns: readonly CsvColumn<Row>[], row: Row) => columns.map((column) => column.value(row) ?? null)

/** A whole CSV document in memory: for exports of a bounded size. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records: CsvCell[][] = [headerOf(columns)]
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
