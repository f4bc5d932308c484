import ExcelJS from 'exceljs'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { download, settledTask } from '../helpers/tasks'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { approvedTime, changeTime, logTime, timeEngagement } from '../helpers/timeSheets'

/**
 * The contents of the exports with real time in
 * them, on Friday 2026-11-20 (CLOCK_NOW; the current pay period is 11/16-11/30): Northwind engaged Emily
 * Carter and James Nguyen, Lakeside engaged Emily. Approved entries are exported, pending ones never;
 * the QuickBooks run marks what it exported, after which the talent's change is an adjustment (the entry
 * stays as exported), an approved adjustment is exported by the next run, and nothing is exported twice.
 */
const CLOCK_NOW = '2026-11-20T16:00:00Z'
const PERIOD = '2026-11-16'
const PAYROLL = '/api/v1/org-side/time-sheets/export/'
const QB = '/api/v1/super_admin/qb_export/'
const ADMIN = '/api/v1/organization_admin/time-sheets/'

const csvLines = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')
/** The export formats (docs/decisions/export-cell-formats.md): money '1234.50', hours '7.50', dates MM/dd/yyyy. */
const dollars = (cents: number) => (cents / 100).toFixed(2)
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`

describe.each(databases)('exports with time in them (%s)', (database) => {
  let server: TestServer
  let admin: ApiClient
  let superAdmin: ApiClient
  let emily: ApiClient
  let northwindId: string
  let lakesideId: string
  const entries: Record<string, any> = {}
  const ALPHA = `Alpha build ${database}`
  const BRAVO = `Bravo: go-live ${database}`

  beforeAll(async () => {
    server = await startTestServer({ database, env: { SEED_TIME_SHEETS: 'false', CLOCK_NOW } })
    ;[admin, superAdmin, emily] = await Promise.all([demo.northwind.admin, demo.superAdmin, demo.talent].map((email) => ApiClient.signedIn(server.url, email)))
    const james = await ApiClient.signedIn(server.url, demo.otherTalent)
    const lakeside = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    const directory = await readDirectory(superAdmin)
    northwindId = directory.organizationId('Northwind Health System')
    lakesideId = directory.organizationId('Lakeside Medical Center')
    const dates = { startDate: '2026-11-01', endDate: '2026-12-31' }
    const alpha = await timeEngagement({ organization: admin, talent: emily, talentId: directory.userId(demo.talent), ...dates, body: { name: ALPHA } })
    const bravo = await timeEngagement({ organization: admin, talent: james, talentId: directory.userId(demo.otherTalent), ...dates, body: { name: BRAVO } })
    const lakesideWork = await timeEngagement({ organization: lakeside, talent: emily, talentId: directory.userId(demo.talent), ...dates })
    entries.e16 = await approvedTime(emily, admin, { engagementId: alpha.id, date: '2026-11-16', hours: 7, minutes: 30, talentComment: 'Build\treview' })
    entries.e17 = await approvedTime(emily, admin, { engagementId: alpha.id, date: '2026-11-17', hours: 8 })
    entries.j16 = await approvedTime(james, admin, { engagementId: bravo.id, date: '2026-11-16', hours: 6, minutes: 15 })
    entries.pending = await logTime(emily, { engagementId: alpha.id, date: '2026-11-18', hours: 4, submit: true })
    entries.lakeside = await approvedTime(emily, lakeside, { engagementId: lakesideWork.id, date: '2026-11-19', hours: 5 })
  }, 300_000)
  afterAll(async () => {
    await server?.stop()
  }, 60_000)

  const run = async (client: ApiClient, path: string, body: Record<string, unknown>) => {
    const started = await client.post(path, body)
    expect(started.status).toBe(202)
    const done = await settledTask(client, started.headers.get('location')!)
    if (done.status !== 'done') throw new Error(`task ${done.status}: ${server.output.join('').slice(-3000)}`)
    return done
  }

  it('reports the approved time of the period, one row per entry and a totals row (CSV)', async () => {
    const done = await run(admin, PAYROLL, { period_start: PERIOD, format: 'csv' })
    const lines = csvLines((await download(admin, done.fileUrl)).bytes)
    const approved = [entries.e16, entries.j16, entries.e17]
    expect(lines).toHaveLength(1 + approved.length + 1)
    // Rows in (date, id) order: the two of 11/16 in either order, then 11/17.
    const rows = lines.slice(1, 4).map((line) => line.split(','))
    expect(rows.map((cells) => cells[3])).toEqual(['11/16/2026', '11/16/2026', '11/17/2026'])
    const rowOf = (entry: any) => rows.find((cells) => cells[0] === entry.talentName && cells[3] === usDate(entry.timekeepingDate))!
    for (const entry of approved) {
      const cells = rowOf(entry)
      expect(cells.slice(1, 8)).toEqual([entry.engagementName, '', usDate(entry.timekeepingDate), '11/16/2026', '', 'Time entry', (entry.durationMinutes / 60).toFixed(2)])
      // Hourly fee and the talent's pay rate, then pay, cost, cost with the talent fee, reviewer, reviewed at
      // (the clock's 16:00 UTC is 11:00 AM in Northwind's New York).
      expect(cells[8]).toMatch(/^\d+\.\d\d$/)
      expect(cells[9]).toMatch(/^\d+\.\d\d$/)
      expect(cells.slice(10)).toEqual([dollars(entry.payCents), dollars(entry.costCents), dollars(entry.costTalentFeeIncludedCents), 'Olivia Grant', '11/20/2026 11:00 AM'])
    }
    expect(rowOf(entries.j16)[1]).toBe(BRAVO)
    const sum = (key: string) => approved.reduce((total, entry) => total + entry[key], 0)
    expect(lines[4]).toBe(`Total,,,,,,,21.75,,,${dollars(sum('payCents'))},${dollars(sum('costCents'))},${dollars(sum('costTalentFeeIncludedCents'))},,`)
    // Neither the pending entry nor Lakeside's time.
    expect(lines.join('\n')).not.toContain('11/18/2026')
    expect(lines.join('\n')).not.toContain('11/19/2026')
  }, 120_000)

  it('filters the report by talent and writes the same rows as XLSX', async () => {
    const done = await run(admin, PAYROLL, { date_from: '2026-11-01', date_to: '2026-11-30', format: 'xlsx', talent_id: entries.e16.talentId })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await download(admin, done.fileUrl)).bytes as never)
    const sheet = workbook.getWorksheet('Payroll report')!
    const rows: unknown[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    // Dates are dates shown MM/dd/yyyy, hours numbers with two decimals.
    expect(rows.map((row) => [row[0], row[3], row[7]])).toEqual([
      ['Talent', 'Date', 'Hours'],
      ['Emily Carter', new Date(Date.UTC(2026, 10, 16)), 7.5],
      ['Emily Carter', new Date(Date.UTC(2026, 10, 17)), 8],
      ['Total', undefined, 15.5],
    ])
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('mm/dd/yyyy')
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('0.00')
  }, 120_000)

  it('exports the approved time to QuickBooks (IIF h:mm, names as QuickBooks lists them, invoice lines) and marks it exported', async () => {
    const done = await run(superAdmin, QB, { period_start: PERIOD, organization_ids: [northwindId] })
    const iif = (await download(superAdmin, done.files[0].url)).bytes.toString('utf8').split('\r\n')
    expect(iif[0]).toBe('!TIMEACT\tDATE\tJOB\tEMP\tITEM\tPITEM\tDURATION\tPROJ\tNOTE\tBILLINGSTATUS')
    // The talent's comment is the note (its tab made a space); the colon of 'Bravo: go-live' would open a sub-job.
    expect(iif.slice(1, 3).sort()).toEqual([
      `TIMEACT\t11/16/2026\tNorthwind Health System:${ALPHA}\tCarter, Emily\tTalent Services\t\t7:30\t\tBuild review\t1`,
      `TIMEACT\t11/16/2026\tNorthwind Health System:Bravo- go-live ${database}\tNguyen, James\tTalent Services\t\t6:15\t\t\t1`,
    ].sort())
    expect(iif.slice(3)).toEqual([`TIMEACT\t11/17/2026\tNorthwind Health System:${ALPHA}\tCarter, Emily\tTalent Services\t\t8:00\t\t\t1`, ''])
    const invoice = csvLines((await download(superAdmin, done.files[1].url)).bytes)
    expect(invoice[0]).toBe('InvoiceNo,Customer,InvoiceDate,DueDate,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount')
    const number = `TG20261116-${northwindId.replace(/-/g, '').slice(0, 8).toUpperCase()}`
    const line = invoice.find((found) => found.includes(`${ALPHA} - Emily Carter - 11/16/2026`))!.split(',')
    expect(line.slice(0, 7)).toEqual([number, 'Northwind Health System', '11/30/2026', '12/30/2026', 'Talent Services', `${ALPHA} - Emily Carter - 11/16/2026`, '7.50'])
    // ItemRate: the hourly fee with the talent usage fee; ItemAmount: what the entry costs the organization.
    expect(line[7]).toMatch(/^\d+\.\d\d$/)
    expect(Number(line[7])).toBeCloseTo((entries.e16.costTalentFeeIncludedCents / 100) / 7.5, 1)
    expect(line[8]).toBe(dollars(entries.e16.costTalentFeeIncludedCents))
    expect(invoice).toHaveLength(4)

    const listed = (await admin.get(`${ADMIN}?period_start=${PERIOD}&state=all&page_size=100`)).body.results
    const byId = new Map(listed.map((entry: any) => [entry.id, entry]))
    for (const key of ['e16', 'e17', 'j16']) expect((byId.get(entries[key].id) as any).exportedAt).toBeTruthy()
    expect((byId.get(entries.pending.id) as any).exportedAt).toBeNull()
    // Exported: never un-approved.
    expect((await admin.patch(`${ADMIN}${entries.e16.id}/`, { state: 'pending', reason: 'Wrong day' })).status).toBe(422)
  }, 120_000)

  it("turns the talent's later change of an exported entry into an adjustment, which the next run exports once", async () => {
    const before = (await emily.get(`/api/v1/talent/time-sheets/?date_from=2026-11-16&date_to=2026-11-16`)).body.results.find((entry: any) => entry.id === entries.e16.id)
    expect(before.changeKind).toBe('adjustment')
    const changed = await changeTime(emily, entries.e16.id, { hours: 9, minutes: 0 })
    const adjustment = changed.entry ?? changed
    expect(adjustment).toMatchObject({ isAdjustive: true, parentId: entries.e16.id, state: 'submitted', minutesDelta: 90 })
    const kept = (await emily.get(`/api/v1/talent/time-sheets/?date_from=2026-11-16&date_to=2026-11-16`)).body.results.find((entry: any) => entry.id === entries.e16.id)
    expect(kept).toMatchObject({ state: 'approved', durationMinutes: 450 })

    // Not approved yet: the next run exports nothing.
    const idle = await run(superAdmin, QB, { period_start: PERIOD, organization_ids: [northwindId, lakesideId] })
    const idleIif = (await download(superAdmin, idle.files[0].url)).bytes.toString('utf8').split('\r\n').filter(Boolean)
    // Only Lakeside's approved entry, never exported before.
    expect(idleIif.slice(1)).toEqual([expect.stringMatching(/^TIMEACT\t11\/19\/2026\tLakeside Medical Center:.*\tCarter, Emily\tTalent Services\t\t5:00\t/)])

    expect((await admin.patch(`${ADMIN}adjustments/${adjustment.id}/`, { state: 'approved' })).status).toBe(200)
    const next = await run(superAdmin, QB, { period_start: PERIOD, organization_ids: [northwindId, lakesideId] })
    const iif = (await download(superAdmin, next.files[0].url)).bytes.toString('utf8').split('\r\n').filter(Boolean)
    expect(iif.slice(1)).toEqual([`TIMEACT\t11/16/2026\tNorthwind Health System:${ALPHA}\tCarter, Emily\tTalent Services\t\t1:30\t\tBuild review\t1`])
    const invoice = csvLines((await download(superAdmin, next.files[1].url)).bytes)
    expect(invoice.slice(1)).toEqual([expect.stringContaining(`,Adjustment: ${ALPHA} - Emily Carter - 11/16/2026,1.50,`)])

    // The payroll report counts the adjustment's change in the period it is booked into.
    const report = csvLines((await download(admin, (await run(admin, PAYROLL, { period_start: PERIOD, format: 'csv' })).fileUrl)).bytes)
    expect(report.find((line) => line.includes(',Adjustment,'))).toContain(`Emily Carter,${ALPHA},,11/16/2026,11/16/2026,,Adjustment,1.50,`)
    expect(report[report.length - 1]).toMatch(/^Total,,,,,,,23.25,/)
  }, 240_000)
})
