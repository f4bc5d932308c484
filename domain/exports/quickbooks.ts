import { addDaysTo } from '../timeSheets/payPeriods'
import { hoursAndMinutesText } from '../timeSheets/timeMath'
import { dateCell, exportDate, formulaSafe, hoursCell, moneyCell, type ExportColumn } from './cellFormat'

/**
 * The accounting export: pure formatters
 * for the two files of a QuickBooks run, one approved time entry (or approved adjustment) at a time, so the
 * runner streams them from the database page by page.
 *
 * - QuickBooks Desktop time activity (IIF, tab-separated): a `!TIMEACT` header line and one `TIMEACT` line
 *   per entry: DATE (MM/DD/YYYY), JOB ('Customer:Job' = 'Organization:Engagement'), EMP (the talent as
 *   QuickBooks lists people: 'Last, First'), ITEM (the service item), PITEM (empty: talents are not on the
 *   company's payroll), DURATION (h:mm), PROJ (empty), NOTE, BILLINGSTATUS (1 = billable).
 *   QuickBooks cannot import a negative duration: an adjustment that removes time is left out of the IIF
 *   file and appears on the invoice as a negative line.
 * - QuickBooks Online invoices (CSV with the import's column names): one invoice per organization and pay
 *   period, one line per entry (hours x hourly fee with the talent usage fee = what the organization pays).
 * Both in the export cell formats (domain/exports/cellFormat.ts): every IIF field and every text cell
 * through the one formula-safe rule, since either file may be opened in a spreadsheet. Only calendar dates
 * (each organization's own), no instants, so neither file needs a zone.
 */

/** The service item both files name (it must exist in the company file, or QuickBooks offers to add it). */
export const QB_SERVICE_ITEM = 'Talent Services'
/** BILLINGSTATUS: 0 not billable, 1 billable, 2 billed. */
const BILLABLE = '1'
/** Invoice terms: due 30 days after the invoice date (the period's last day). */
export const INVOICE_DUE_DAYS = 30

export const IIF_TIME_COLUMNS = ['DATE', 'JOB', 'EMP', 'ITEM', 'PITEM', 'DURATION', 'PROJ', 'NOTE', 'BILLINGSTATUS'] as const
const IIF_LINE_END = '\r\n'

/** One exported entry: a time entry, or an adjustment carrying its change (minutes and money deltas). */
export interface QbEntry {
  /** 'yyyy-MM-dd': the day worked (an adjustment: the day it corrects). */
  date: string
  organizationId: string
  organizationName: string
  engagementName: string
  talentFirstName: string
  talentLastName: string
  /** Minutes this line bills: the entry's duration, or an adjustment's (signed) delta. */
  minutes: number
  /** Hourly fee with the talent usage fee, cents. */
  hourlyFeeCents: number
  /** What the organization pays for this line (time x hourly fee, rounded once when the time was saved), cents. */
  amountCents: number
  note: string
  isAdjustment: boolean
}

/** A field of a tab-separated IIF line: tabs, line breaks and double quotes would break the line. */
export function iifText(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ').replace(/"/g, "'").trim()
}

/** A name inside 'Customer:Job': the colon separates QuickBooks' levels, so a name may not hold one. */
const listName = (value: string) => iifText(value).replace(/:/g, '-')

/** 'yyyy-MM-dd' -> 'MM/DD/YYYY' (QuickBooks' US date, the export date format). */
export const qbDate = exportDate

/** A person as QuickBooks lists them: 'Last, First'. */
export const qbPersonName = (firstName: string, lastName: string): string =>
  [iifText(lastName), iifText(firstName)].filter(Boolean).join(', ')

/** 'Organization:Engagement'. */
export const qbJobName = (organizationName: string, engagementName: string): string => `${listName(organizationName)}:${listName(engagementName)}`

/** IIF DURATION: whole hours and minutes, 450 -> '7:30', 15 -> '0:15'. */
export function iifDuration(minutes: number): string {
  if (!Number.isSafeInteger(minutes) || minutes < 0) throw new RangeError(`Not a duration QuickBooks imports: ${minutes}`)
  return hoursAndMinutesText(minutes)
}

export const iifHeader = (): string => `!TIMEACT\t${IIF_TIME_COLUMNS.join('\t')}${IIF_LINE_END}`

/** The TIMEACT line of an entry, or '' for a line QuickBooks cannot take (no time, or time taken away). */
export function iifTimeLine(entry: QbEntry): string {
  if (entry.minutes <= 0) return ''
  const cells = [
    qbDate(entry.date),
    qbJobName(entry.organizationName, entry.engagementName),
    qbPersonName(entry.talentFirstName, entry.talentLastName),
    QB_SERVICE_ITEM,
    '',
    iifDuration(entry.minutes),
    '',
    iifText(entry.note),
    BILLABLE,
  ]
  return `TIMEACT\t${cells.map(formulaSafe).join('\t')}${IIF_LINE_END}`
}

/** QuickBooks Online's invoice number (at most 21 characters): the period and the organization. */
export function invoiceNumber(periodStart: string, organizationId: string): string {
  return `TG${periodStart.replace(/-/g, '')}-${organizationId.replace(/[^0-9a-zA-Z]/g, '').slice(0, 8).toUpperCase()}`
}

export interface InvoiceLine extends QbEntry {
  invoiceNo: string
  invoiceDate: string
  dueDate: string
}

/** The invoice line of an entry in a pay period: invoiced on the period's last day, due 30 days later. */
export function invoiceLineOf(entry: QbEntry, period: { start: string; end: string }): InvoiceLine {
  return { ...entry, invoiceNo: invoiceNumber(period.start, entry.organizationId), invoiceDate: period.end, dueDate: addDaysTo(period.end, INVOICE_DUE_DAYS) }
}

/** The import's columns, in its order (money and hours as export numbers, so a credit line keeps its minus sign). */
export const INVOICE_COLUMNS: readonly ExportColumn<InvoiceLine>[] = [
  { header: 'InvoiceNo', value: (line) => line.invoiceNo },
  { header: 'Customer', value: (line) => line.organizationName },
  { header: 'InvoiceDate', value: (line) => dateCell(line.invoiceDate) },
  { header: 'DueDate', value: (line) => dateCell(line.dueDate) },
  { header: 'Item(Product/Service)', value: () => QB_SERVICE_ITEM },
  {
    header: 'ItemDescription',
    value: (line) =>
      `${line.isAdjustment ? 'Adjustment: ' : ''}${line.engagementName} - ${[line.talentFirstName, line.talentLastName].filter(Boolean).join(' ')} - ${qbDate(line.date)}`,
  },
  { header: 'ItemQuantity', value: (line) => hoursCell(line.minutes) },
  { header: 'ItemRate', value: (line) => moneyCell(line.hourlyFeeCents) },
  { header: 'ItemAmount', value: (line) => moneyCell(line.amountCents) },
]
