import { once } from 'node:events'
import { pipeline } from 'node:stream/promises'
import type { WriteStream } from 'node:fs'
import type { Where } from 'payload'
import { mayViewOrganizationRate } from '../../access/roles'
import type { PayrollExportInput } from '../../contract/timeSheets/exportInput'
import { CSV_CONTENT_TYPE, csvStream } from '../../domain/csv/csvWriter'
import { xlsxCell, type ExportColumn } from '../../domain/exports/cellFormat'
import { addToTotals, emptyTotals, payrollColumns, totalsRow, type PayrollRow } from '../../domain/exports/payrollReport'
import { progressOf } from '../../domain/tasks/lifecycle'
import { organizationDay } from '../../domain/timeSheets/context'
import { NameBook, countEntries, entryPages, type ExportEntry } from './entryPages'
import { newTaskFile } from './files'
import { heapGuard } from './heapGuard'
import type { TaskOutput, TaskRun } from './runner'
import { iso } from '../../domain/shared/values'

/**
 * The payroll report task (kind 'payroll-export'): the approved entries and approved adjustments of one
 * organization in a pay period (entries booked into it: its own days and the adjustments booked into it)
 * or in a date range (by the day worked), optionally of one engagement or talent, read page by page as the
 * requester and written as CSV (domain/csv/csvWriter.ts) or XLSX (exceljs' streaming writer: each row is
 * committed to the file as it comes, no shared-strings table), ending with a totals row.
 */
export type PayrollParams = Pick<PayrollExportInput, 'periodStart' | 'dateFrom' | 'dateTo' | 'format' | 'engagementId' | 'talentId'>

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export function payrollWhere(organization: string, params: PayrollParams): Where {
  const and: Where[] = [{ organization: { equals: organization } }, { state: { equals: 'approved' } }]
  if (params.periodStart) and.push({ bookedPeriodStart: { equals: params.periodStart } })
  else and.push({ timekeepingDate: { greater_than_equal: params.dateFrom } }, { timekeepingDate: { less_than_equal: params.dateTo } })
  if (params.engagementId) and.push({ engagement: { equals: params.engagementId } })
  if (params.talentId) and.push({ talent: { equals: params.talentId } })
  return { and }
}

const int = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null)

function rowOf(entry: ExportEntry, names: NameBook, withMoney: boolean): PayrollRow {
  const adjustment = entry.isAdjustive === true
  const money = (whole: unknown, delta: unknown) => (withMoney ? int(adjustment ? delta : whole) ?? 0 : null)
  const engagement = names.get('engagements', entry.engagement)
  return {
    talentName: names.name('users', entry.talent),
    engagementName: names.name('engagements', entry.engagement),
    departmentName: names.name('departments', engagement?.department),
    date: String(entry.timekeepingDate ?? ''),
    periodStart: String(entry.bookedPeriodStart ?? ''),
    purchaseOrder: names.name('purchase-orders', entry.purchaseOrder),
    kind: adjustment ? 'adjustment' : 'entry',
    minutes: (adjustment ? int(entry.deltaMinutes) : int(entry.durationMinutes)) ?? 0,
    hourlyFeeCents: withMoney ? int(entry.hourlyFeeCents) : null,
    talentPayCents: withMoney ? int(entry.talentPayCents) : null,
    payCents: money(entry.payCents, entry.payDeltaCents),
    costCents: money(entry.costCents, entry.costDeltaCents),
    costTalentFeeIncludedCents: money(entry.costTalentFeeIncludedCents, entry.costTalentFeeIncludedDeltaCents),
    reviewerName: names.name('users', entry.reviewedBy),
    reviewedAt: iso(entry.reviewedAt),
  }
}

export function payrollFileName(params: PayrollParams): string {
  const range = params.periodStart ? params.periodStart : `${params.dateFrom}_${params.dateTo}`
  return `payroll-report-${range}.${params.format}`
}

export async function runPayrollExport(run: TaskRun): Promise<TaskOutput> {
  const params = run.task.params as PayrollParams
  const organization = run.task.organization
  if (!organization) throw new Error('a payroll report needs its organization')
  const where = payrollWhere(organization, params)
  const withMoney = mayViewOrganizationRate(run.requester)
  const total = await countEntries(run.req, run.requester, where)
  const names = new NameBook(run.req)
  const heap = heapGuard()
  const { timeZone } = await organizationDay(run.req, organization)

  async function* rows(): AsyncGenerator<PayrollRow> {
    const totals = emptyTotals()
    let done = 0
    for await (const page of entryPages(run.req, run.requester, where)) {
      run.assertStillMine()
      await names.loadFor(page)
      for (const entry of page) {
        const row = rowOf(entry, names, withMoney)
        addToTotals(totals, row)
        yield row
      }
      done += page.length
      run.progress(progressOf(done, total))
      heap.check()
    }
    yield totalsRow(totals, withMoney)
  }

  const columns = payrollColumns(withMoney, timeZone)
  const mimeType = params.format === 'xlsx' ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE
  const { output, stream } = await newTaskFile('Payroll report', payrollFileName(params), mimeType)
  try {
    if (params.format === 'xlsx') await writeXlsx(stream, 'Payroll report', columns, rows())
    else await pipeline(csvStream(columns, rows()), stream)
  } catch (error) {
    stream.destroy()
    await output.discard()
    throw error
  }
  return { files: [output] }
}

/**
 * Rows into an XLSX file through exceljs' streaming writer (each row committed, so it leaves memory),
 * each cell by the export cell rules: text formula-safe, money and hours numbers, dates real dates, each
 * with its number format.
 */
async function writeXlsx<Row>(stream: WriteStream, title: string, columns: readonly ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  // Loaded on the first XLSX export, not at start-up: exceljs takes about as long to load as Payload
  // itself, and most processes never write a workbook.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true })
  const sheet = workbook.addWorksheet(title)
  sheet.addRow(columns.map((column) => xlsxCell(column.header).value)).commit()
  for await (const row of rows) {
    const cells = columns.map((column) => xlsxCell(column.value(row)))
    const added = sheet.addRow(cells.map((cell) => cell.value))
    cells.forEach((cell, index) => {
      if (cell.numFmt) added.getCell(index + 1).numFmt = cell.numFmt
    })
    added.commit()
  }
  sheet.commit()
  const closed = once(stream, 'close')
  await workbook.commit()
  await closed
}
