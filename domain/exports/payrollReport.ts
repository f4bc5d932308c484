import { dateCell, dateTimeCell, hoursCell, moneyCell, type ExportColumn } from './cellFormat'

/**
 * The payroll report: one row per approved entry and per approved adjustment (its change: minutes and money
 * deltas), then a totals row. The same columns make the CSV (domain/csv/csvWriter.ts) and the XLSX, in the export
 * cell formats (domain/exports/cellFormat.ts; times in the organization's zone). Money columns only for who may
 * view rate (the spec: "View rate: organization admin always; manager only with hasPermissionViewRate"), like the
 * TimeEntry answer (domain/timeSheets/present.ts): the organization admin, a manager with View Rate. Pure: the
 * runner feeds it rows read page by page.
 */

export interface PayrollRow {
  talentName: string
  engagementName: string
  departmentName: string
  /** 'yyyy-MM-dd': the day worked (an adjustment: the day it corrects). */
  date: string
  /** The pay period the row counts in (its first day). */
  periodStart: string
  purchaseOrder: string
  /** A time entry, an adjustment (its change), or the totals row. */
  kind: 'entry' | 'adjustment' | 'total'
  /** Signed minutes: an adjustment's change. */
  minutes: number
  hourlyFeeCents: number | null
  talentPayCents: number | null
  payCents: number | null
  costCents: number | null
  costTalentFeeIncludedCents: number | null
  reviewerName: string
  /** ISO instant. */
  reviewedAt: string | null
}

export interface PayrollTotals {
  rows: number
  minutes: number
  payCents: number
  costCents: number
  costTalentFeeIncludedCents: number
}

export const emptyTotals = (): PayrollTotals => ({ rows: 0, minutes: 0, payCents: 0, costCents: 0, costTalentFeeIncludedCents: 0 })

export function addToTotals(totals: PayrollTotals, row: PayrollRow): PayrollTotals {
  totals.rows += 1
  totals.minutes += row.minutes
  totals.payCents += row.payCents ?? 0
  totals.costCents += row.costCents ?? 0
  totals.costTalentFeeIncludedCents += row.costTalentFeeIncludedCents ?? 0
  return totals
}

/** The last row: 'Total', the summed hours and money, the rest empty. */
export function totalsRow(totals: PayrollTotals, withMoney: boolean): PayrollRow {
  return {
    talentName: 'Total',
    engagementName: '',
    departmentName: '',
    date: '',
    periodStart: '',
    purchaseOrder: '',
    kind: 'total',
    minutes: totals.minutes,
    hourlyFeeCents: null,
    talentPayCents: null,
    payCents: withMoney ? totals.payCents : null,
    costCents: withMoney ? totals.costCents : null,
    costTalentFeeIncludedCents: withMoney ? totals.costTalentFeeIncludedCents : null,
    reviewerName: '',
    reviewedAt: null,
  }
}

const BASE: readonly ExportColumn<PayrollRow>[] = [
  { header: 'Talent', value: (row) => row.talentName },
  { header: 'Engagement', value: (row) => row.engagementName },
  { header: 'Department', value: (row) => row.departmentName },
  { header: 'Date', value: (row) => dateCell(row.date) },
  { header: 'Pay period', value: (row) => dateCell(row.periodStart) },
  { header: 'Purchase order', value: (row) => row.purchaseOrder },
  { header: 'Type', value: (row) => (row.kind === 'total' ? '' : row.kind === 'adjustment' ? 'Adjustment' : 'Time entry') },
  { header: 'Hours', value: (row) => hoursCell(row.minutes) },
]

const MONEY: readonly ExportColumn<PayrollRow>[] = [
  { header: 'Hourly fee', value: (row) => moneyCell(row.hourlyFeeCents) },
  { header: 'Talent pay rate', value: (row) => moneyCell(row.talentPayCents) },
  { header: 'Pay', value: (row) => moneyCell(row.payCents) },
  { header: 'Cost', value: (row) => moneyCell(row.costCents) },
  { header: 'Cost incl. talent fee', value: (row) => moneyCell(row.costTalentFeeIncludedCents) },
]

const review = (timeZone: string): readonly ExportColumn<PayrollRow>[] => [
  { header: 'Reviewer', value: (row) => row.reviewerName },
  { header: 'Reviewed at', value: (row) => dateTimeCell(row.reviewedAt, timeZone) },
]

/** The report's columns; money only for who may view rate; 'Reviewed at' in the organization's zone. */
export const payrollColumns = (withMoney: boolean, timeZone: string): readonly ExportColumn<PayrollRow>[] => [...BASE, ...(withMoney ? MONEY : []), ...review(timeZone)]
