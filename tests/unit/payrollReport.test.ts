import { toCsv } from '../../domain/csv/csvWriter'
import { exportHours } from '../../domain/exports/cellFormat'
import { addToTotals, emptyTotals, payrollColumns, totalsRow, type PayrollRow } from '../../domain/exports/payrollReport'
import { MAX_ATTEMPTS, TASK_STOPPED_MESSAGE, progressOf, recoveryOf } from '../../domain/tasks/lifecycle'
import { presentTask } from '../../domain/tasks/present'

/** The payroll report's rows (domain/exports/payrollReport.ts) and the task rules (domain/tasks/*). */
const row = (overrides: Partial<PayrollRow> = {}): PayrollRow => ({
  talentName: 'Emily Carter',
  engagementName: 'Epic Beaker build',
  departmentName: 'Inpatient',
  date: '2026-11-02',
  periodStart: '2026-11-01',
  purchaseOrder: 'PO-1',
  kind: 'entry',
  minutes: 450,
  hourlyFeeCents: 12_345,
  talentPayCents: 9_000,
  payCents: 67_500,
  costCents: 80_000,
  costTalentFeeIncludedCents: 92_588,
  reviewerName: 'Marcus Reed',
  reviewedAt: '2026-11-03T15:00:00.000Z',
  ...overrides,
})

const ZONE = 'America/New_York'

describe('payroll report', () => {
  it('has money columns only for who may view rate', () => {
    expect(payrollColumns(true, ZONE).map((column) => column.header)).toEqual([
      'Talent', 'Engagement', 'Department', 'Date', 'Pay period', 'Purchase order', 'Type', 'Hours',
      'Hourly fee', 'Talent pay rate', 'Pay', 'Cost', 'Cost incl. talent fee', 'Reviewer', 'Reviewed at',
    ])
    expect(payrollColumns(false, ZONE).map((column) => column.header)).not.toContain('Pay')
    expect(payrollColumns(false, ZONE).map((column) => column.header)).not.toContain('Cost')
  })

  it('sums entries and adjustments (signed) into the totals row', () => {
    const rows = [row(), row({ kind: 'adjustment', minutes: -90, payCents: -13_500, costCents: -16_000, costTalentFeeIncludedCents: -18_518 })]
    const totals = rows.reduce(addToTotals, emptyTotals())
    expect(totals).toEqual({ rows: 2, minutes: 360, payCents: 54_000, costCents: 64_000, costTalentFeeIncludedCents: 74_070 })
    const csv = toCsv(payrollColumns(true, ZONE), [...rows, totalsRow(totals, true)]).replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(csv[1]).toBe('Emily Carter,Epic Beaker build,Inpatient,11/02/2026,11/01/2026,PO-1,Time entry,7.50,123.45,90.00,675.00,800.00,925.88,Marcus Reed,11/03/2026 10:00 AM')
    expect(csv[2]).toContain(',Adjustment,-1.50,123.45,90.00,-135.00,-160.00,-185.18,')
    expect(csv[3]).toBe('Total,,,,,,,6.00,,,540.00,640.00,740.70,,')
    expect(toCsv(payrollColumns(false, ZONE), [totalsRow(totals, false)]).trimEnd().split('\r\n')[1]).toBe('Total,,,,,,,6.00,,')
  })

  it('writes hours with the API’s two decimals', () => {
    expect(exportHours(450)).toBe('7.50')
    expect(exportHours(20)).toBe('0.33')
    expect(exportHours(-15)).toBe('-0.25')
  })
})

describe('task rules', () => {
  it('queues a task left running once, then fails it', () => {
    expect(MAX_ATTEMPTS).toBe(2)
    expect(recoveryOf(0)).toEqual({ status: 'queued' })
    expect(recoveryOf(1)).toEqual({ status: 'queued' })
    expect(recoveryOf(2)).toEqual({ status: 'failed', error: TASK_STOPPED_MESSAGE })
    expect(TASK_STOPPED_MESSAGE).toBe('Stopped when the server restarted.')
  })

  it('reports progress 0-99 until the files are stored', () => {
    expect(progressOf(0, 100)).toBe(0)
    expect(progressOf(50, 200)).toBe(25)
    expect(progressOf(200, 200)).toBe(99)
    expect(progressOf(0, 0)).toBe(99)
  })

  it('answers files and the first file URL only when done, and times a run', () => {
    const doc = {
      id: 't1',
      kind: 'payroll-export',
      label: 'Payroll report',
      status: 'running',
      progress: 40,
      files: [{ label: 'Payroll report', file: 'f1' }],
      createdAt: '2026-11-20T16:00:00.000Z',
      startedAt: '2026-11-20T16:00:01.000Z',
    }
    const names = { requestedBy: { id: 'u1', name: 'Olivia Grant' }, organizationName: 'Northwind Health System', fileNames: new Map([['f1', 'payroll.csv']]) }
    const running = presentTask(doc, names, Date.parse('2026-11-20T16:00:03.000Z'))
    expect(running).toMatchObject({ status: 'running', progress: 40, fileUrl: null, files: [], durationMs: 2000 })
    const done = presentTask({ ...doc, status: 'done', progress: 99, finishedAt: '2026-11-20T16:00:05.000Z' }, names, 0)
    expect(done).toMatchObject({ progress: 100, fileUrl: '/api/v1/files/f1/', files: [{ label: 'Payroll report', url: '/api/v1/files/f1/', fileName: 'payroll.csv' }], durationMs: 4000 })
    expect(presentTask({ ...doc, status: 'queued', startedAt: null }, names, 0).durationMs).toBeNull()
  })
})
