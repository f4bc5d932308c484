import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The console's Background jobs page reads GET /api/v1/super_admin/jobs/: each scheduled task with its
 * queue and schedule and its latest runs from Payload's jobs collection (the next scheduled run is a
 * queued job), and the path of its on-demand run.
 */
const JOBS = '/api/v1/super_admin/jobs/'

describe.each(databases)('background jobs (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { RUN_JOBS: 'false' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  }, 120_000)
  afterAll(() => server?.stop())

  it('lists the document-expiry job with its queue, schedule and run-now path, and no runs before any is queued', async () => {
    const response = await superAdmin.get(JOBS)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      results: [
        {
          task: 'documentExpiry',
          label: 'E-mail talents about documents that expire soon or have expired',
          queue: 'daily',
          cron: '0 6 * * *',
          runNowPath: '/api/v1/super_admin/jobs/document-expiry/run/',
          runs: [],
        },
        {
          task: 'engagementDates',
          label: 'Start accepted engagements on their start day and expire active ones after their end day',
          queue: 'daily',
          cron: '5 * * * *',
          runNowPath: '/api/v1/super_admin/jobs/engagement-dates/run/',
          runs: [],
        },
        // Time-sheet reminders
        {
          task: 'timeSheetReminders',
          label: 'Remind talents two days before a pay period closes and escalate time waiting more than 3 days for approval',
          queue: 'daily',
          cron: '5 * * * *',
          runNowPath: '/api/v1/super_admin/jobs/time-sheet-reminders/run/',
          runs: [],
        },
        // The messenger's unread e-mails
        {
          task: 'chatUnreadEmails',
          label: 'E-mail people whose chat messages are unread for more than 30 minutes and who were not online since (once per chat, at most daily)',
          queue: 'messenger',
          cron: '*/10 * * * *',
          runNowPath: '/api/v1/super_admin/jobs/chat-unread-emails/run/',
          runs: [],
        },
      ],
    })
  })

  it('shows the next scheduled run once Payload has queued it, waiting for its time', async () => {
    const scheduled = await superAdmin.get('/api/payload-jobs/handle-schedules?queue=daily')
    expect(scheduled.status).toBe(200)
    const [job] = (await superAdmin.get(JOBS)).body.results
    expect(job.runs).toEqual([
      { id: expect.any(String), state: 'queued', queuedAt: expect.any(String), waitUntil: expect.any(String), completedAt: null, totalTried: 0, output: null, error: null },
    ])
    const waitUntil = new Date(job.runs[0].waitUntil)
    expect(waitUntil.getTime()).toBeGreaterThan(Date.now())
    expect(waitUntil.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
  })

  it('is the super admin’s alone', async () => {
    expect((await new ApiClient(server.url).get(JOBS)).status).toBe(401)
    for (const email of [demo.talent, demo.northwind.manager, demo.northwind.admin, demo.northwind.contact]) {
      const client = await ApiClient.signedIn(server.url, email)
      expect((await client.get(JOBS)).status).toBe(403)
      expect((await client.get('/api/payload-jobs?depth=0')).status).toBe(403)
    }
  })
})
