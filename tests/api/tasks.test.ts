import { createClient } from '@libsql/client'
import ExcelJS from 'exceljs'
import { Client as PgClient } from 'pg'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { download, settledTask } from '../helpers/tasks'
import { everyDatabase, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Tasks: an export answers 202 with the task's
 * Location, the runner takes it to done with its file, the task and its file are read by who asked and
 * the super admin only (404 for everyone else), the super admin lists every task, bad requests are 4xx,
 * and a task left running by a stopped process is queued again once, then failed.
 * The contents of the reports with time entries in them: tests/api/exports.test.ts.
 */
const PAYROLL = '/api/v1/org-side/time-sheets/export/'
const QB = '/api/v1/super_admin/qb_export/'
const CLOCK_NOW = '2026-11-20T16:00:00Z'

describe.each(everyDatabase)('tasks (%s)', (database) => {
  let server: TestServer
  let admin: ApiClient
  let manager: ApiClient
  let managerWithoutManage: ApiClient
  let lakesideAdmin: ApiClient
  let contact: ApiClient
  let talent: ApiClient
  let superAdmin: ApiClient
  let directory: Directory

  beforeAll(async () => {
    server = await startTestServer({ database, env: { SEED_TIME_SHEETS: 'false', CLOCK_NOW } })
    ;[admin, manager, managerWithoutManage, lakesideAdmin, contact, talent, superAdmin] = await Promise.all(
      [demo.northwind.admin, demo.northwind.manager, demo.northwind.manager2, demo.lakeside.admin, demo.northwind.contact, demo.talent, demo.superAdmin].map((email) =>
        ApiClient.signedIn(server.url, email),
      ),
    )
    directory = await readDirectory(superAdmin)
  }, 300_000)
  afterAll(async () => {
    await server?.stop()
  }, 60_000)

  it('answers 202 with the Location of the task, which the runner takes to done with the CSV it wrote', async () => {
    const started = await admin.post(PAYROLL, { period_start: '2026-11-01', format: 'csv' })
    expect(started.status).toBe(202)
    expect(started.headers.get('location')).toBe(`/api/v1/tasks/${started.body.id}/`)
    expect(started.body).toMatchObject({ kind: 'payroll-export', status: expect.stringMatching(/^(queued|running|done)$/), requestedBy: { name: 'Olivia Grant' }, organizationName: 'Northwind Health System' })
    expect(started.body.label).toBe('Payroll report 11/01/2026 – 11/15/2026 (CSV)')

    const done = await settledTask(admin, started.headers.get('location')!)
    expect(done).toMatchObject({ status: 'done', progress: 100, error: null })
    expect(done.files).toEqual([{ label: 'Payroll report', fileName: 'payroll-report-2026-11-01.csv', url: done.fileUrl }])
    expect(done.durationMs).toBeGreaterThanOrEqual(0)
    const file = await download(admin, done.fileUrl)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = file.bytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    // No approved time yet: the header and the totals row.
    expect(lines[0]).toBe('Talent,Engagement,Department,Date,Pay period,Purchase order,Type,Hours,Hourly fee,Talent pay rate,Pay,Cost,Cost incl. talent fee,Reviewer,Reviewed at')
    expect(lines.slice(1)).toEqual(['Total,,,,,,,0.00,,,0.00,0.00,0.00,,'])
  }, 120_000)

  it('writes the XLSX through the streaming writer, without money columns for a manager who may not view rate', async () => {
    const started = await manager.post(PAYROLL, { date_from: '2026-10-01', date_to: '2026-11-15', format: 'xlsx' })
    expect(started.status).toBe(202)
    const done = await settledTask(manager, started.headers.get('location')!)
    expect(done.status).toBe('done')
    expect(done.files[0].fileName).toBe('payroll-report-2026-10-01_2026-11-15.xlsx')
    const file = await download(manager, done.fileUrl)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.bytes as never)
    const sheet = workbook.getWorksheet('Payroll report')!
    expect(sheet.getRow(1).values).toContain('Hourly fee')
    expect(sheet.getRow(2).getCell(1).value).toBe('Total')
  }, 120_000)

  it('lets only who asked and the super admin read a task and its file (404 for everyone else)', async () => {
    const started = await admin.post(PAYROLL, { period_start: '2026-10-16', format: 'csv' })
    const done = await settledTask(admin, started.headers.get('location')!)
    for (const other of [manager, lakesideAdmin, contact, talent]) {
      expect((await other.get(`/api/v1/tasks/${done.id}/`)).status).toBe(404)
      expect((await download(other, done.fileUrl)).status).toBe(404)
    }
    expect((await superAdmin.get(`/api/v1/tasks/${done.id}/`)).body.id).toBe(done.id)
    expect((await download(superAdmin, done.fileUrl)).status).toBe(200)
    expect((await admin.get('/api/v1/tasks/not-an-id/')).status).toBe(404)
    expect((await admin.get('/api/v1/tasks/00000000-0000-4000-8000-000000000000/')).status).toBe(404)
    // Payload's generated REST writes no task.
    expect((await admin.patch(`/api/tasks/${done.id}`, { status: 'queued' })).status).toBeGreaterThanOrEqual(400)
    expect((await superAdmin.get(`/api/v1/tasks/${done.id}/`)).body.status).toBe('done')
  }, 120_000)

  it('lists every task for the super admin, newest first, filtered by status and kind', async () => {
    const page = await superAdmin.get('/api/v1/super_admin/tasks/?page_size=100')
    expect(page.status).toBe(200)
    expect(page.body.count).toBeGreaterThanOrEqual(3)
    const created = page.body.results.map((task: { createdAt: string }) => task.createdAt)
    expect(created).toEqual([...created].sort().reverse())
    const payroll = await superAdmin.get('/api/v1/super_admin/tasks/?kind=payroll-export&status=done')
    expect(payroll.body.results.every((task: { kind: string; status: string }) => task.kind === 'payroll-export' && task.status === 'done')).toBe(true)
    expect((await superAdmin.get('/api/v1/super_admin/tasks/?status=sleeping')).status).toBe(422)
    for (const other of [admin, manager, talent]) expect((await other.get('/api/v1/super_admin/tasks/')).status).toBe(403)
  }, 120_000)

  it('refuses bad requests with the field at fault, and callers who may not export', async () => {
    const errors = async (body: unknown) => {
      const answer = await admin.post(PAYROLL, body)
      expect(answer.status).toBe(422)
      return answer.body.errors
    }
    expect(await errors({ format: 'csv' })).toHaveProperty('periodStart')
    expect(await errors({ period_start: '2026-11-02', format: 'csv' })).toEqual({ periodStart: ['A pay period starts on the 1st or the 16th of a month.'] })
    expect(await errors({ period_start: '2026-11-01', format: 'pdf' })).toHaveProperty('format')
    expect(await errors({ period_start: '2026-11-01', date_from: '2026-11-01', date_to: '2026-11-02', format: 'csv' })).toHaveProperty('periodStart')
    expect(await errors({ date_from: '2026-11-10', date_to: '2026-11-01', format: 'csv' })).toEqual({ dateTo: ['The end date cannot be before the start date.'] })
    expect(await errors({ date_from: '2023-11-01', date_to: '2026-11-01', format: 'csv' })).toEqual({ dateTo: ['A report covers at most 1096 days.'] })
    expect(await errors({ date_from: '2026-02-30', date_to: '2026-03-01', format: 'csv' })).toHaveProperty('dateFrom')
    expect(await errors({ period_start: 20261101, format: 'csv' })).toHaveProperty('periodStart')
    expect(await errors({ period_start: '2026-11-01', format: 'csv', engagement_id: 'x'.repeat(65) })).toHaveProperty('engagementId')
    // Another organization's engagement, a talent Northwind never engaged: 422 on the field.
    const lakesideEngagements = await lakesideAdmin.get('/api/v1/organization_admin/engagements/?page_size=1')
    const foreign = lakesideEngagements.body.results[0]?.id
    expect(foreign).toBeTruthy()
    expect(await errors({ period_start: '2026-11-01', format: 'csv', engagement_id: foreign })).toEqual({ engagementId: ['Select a valid engagement.'] })
    expect(await errors({ period_start: '2026-11-01', format: 'csv', talent_id: directory.userId(demo.northwind.contact) })).toEqual({ talentId: ['Select a valid talent.'] })

    expect((await managerWithoutManage.post(PAYROLL, { period_start: '2026-11-01', format: 'csv' })).status).toBe(403)
    for (const other of [contact, talent, superAdmin]) expect((await other.post(PAYROLL, { period_start: '2026-11-01', format: 'csv' })).status).toBe(403)

    const qbErrors = async (body: unknown) => {
      const answer = await superAdmin.post(QB, body)
      expect(answer.status).toBe(422)
      return answer.body.errors
    }
    expect(await qbErrors({ period_start: '2026-11-01', organization_ids: [] })).toEqual({ organizationIds: ['Select at least one organization.'] })
    expect(await qbErrors({ period_start: '2026-11-01', organization_ids: ['00000000-0000-4000-8000-000000000000'] })).toEqual({ organizationIds: ['Select a valid organization.'] })
    expect(await qbErrors({ period_start: '2026-11-01', organization_ids: 'all' })).toHaveProperty('organizationIds')
    expect(await qbErrors({ organization_ids: [directory.organizationId('Northwind Health System')] })).toHaveProperty('periodStart')
    for (const other of [admin, manager, talent]) expect((await other.post(QB, { period_start: '2026-11-01', organization_ids: [] })).status).toBe(403)
  }, 120_000)

  it('runs the QuickBooks export of a period to its two files', async () => {
    const northwind = directory.organizationId('Northwind Health System')
    const started = await superAdmin.post(QB, { period_start: '2026-11-01', organization_ids: [northwind, northwind] })
    expect(started.status).toBe(202)
    expect(started.body).toMatchObject({ kind: 'qb-export', label: 'QuickBooks export 11/01/2026 – 11/15/2026', organizationName: 'Northwind Health System' })
    const done = await settledTask(superAdmin, started.headers.get('location')!)
    expect(done.status).toBe('done')
    expect(done.files.map((file: { fileName: string }) => file.fileName)).toEqual(['quickbooks-time-2026-11-01.iif', 'quickbooks-invoices-2026-11-01.csv'])
    const iif = await download(superAdmin, done.files[0].url)
    expect(iif.bytes.toString('utf8')).toBe('!TIMEACT\tDATE\tJOB\tEMP\tITEM\tPITEM\tDURATION\tPROJ\tNOTE\tBILLINGSTATUS\r\n')
    const csv = await download(superAdmin, done.files[1].url)
    expect(csv.bytes.toString('utf8').replace(/^\uFEFF/, '')).toBe('InvoiceNo,Customer,InvoiceDate,DueDate,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount\r\n')
  })
})

/** Sets a task as a process that died while running it would have left it. */
async function leaveRunning(server: TestServer, taskId: string, attempts: number) {
  const heartbeat = '2000-01-01T00:00:00.000Z'
  if (server.database === 'sqlite') {
    const client = createClient({ url: server.databaseUrl })
    await client.execute({ sql: "UPDATE tasks SET status = 'running', runner = 'gone', attempts = ?, heartbeat_at = ?, started_at = ? WHERE id = ?", args: [attempts, heartbeat, heartbeat, taskId] })
    client.close()
  } else {
    const client = new PgClient({ connectionString: server.databaseUrl })
    await client.connect()
    await client.query("UPDATE tasks SET status = 'running', runner = 'gone', attempts = $1, heartbeat_at = $2, started_at = $2 WHERE id = $3", [attempts, heartbeat, taskId])
    await client.end()
  }
}

describe.each(everyDatabase)('tasks after a restart (%s)', (database) => {
  let restarted: TestServer | undefined

  afterAll(async () => {
    await restarted?.stop()
  }, 60_000)

  it('queues a task left running once more, and fails one that already ran twice', async () => {
    // RUN_JOBS=false: this process queues tasks but runs none.
    const first = await startTestServer({ database, keepDatabase: true, env: { SEED_TIME_SHEETS: 'false', CLOCK_NOW, RUN_JOBS: 'false' } })
    let once: string
    let twice: string
    try {
      const admin = await ApiClient.signedIn(first.url, demo.northwind.admin)
      once = (await admin.post(PAYROLL, { period_start: '2026-11-01', format: 'csv' })).body.id
      twice = (await admin.post(PAYROLL, { period_start: '2026-10-16', format: 'csv' })).body.id
      expect((await admin.get(`/api/v1/tasks/${once}/`)).body.status).toBe('queued')
    } finally {
      await first.stop()
    }
    await leaveRunning(first, once, 1)
    await leaveRunning(first, twice, 2)

    restarted = await startTestServer({ sameDatabaseAs: first, env: { CLOCK_NOW } })
    const admin = await ApiClient.signedIn(restarted.url, demo.northwind.admin)
    const requeued = await settledTask(admin, `/api/v1/tasks/${once}/`)
    expect(requeued).toMatchObject({ status: 'done', progress: 100 })
    const failed = await settledTask(admin, `/api/v1/tasks/${twice}/`)
    expect(failed).toMatchObject({ status: 'failed', error: 'Stopped when the server restarted.', files: [], fileUrl: null })
  }, 400_000)
})
