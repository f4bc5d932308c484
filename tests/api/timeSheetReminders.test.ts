import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The daily time-sheet job (endpoints/jobs/timeSheetReminders.ts), on a server whose clock stands on
 * 2031-05-17 16:00Z: noon on the 17th in New York, where both demo organizations are, two days before
 * the talent window of 05/01-05/15 closes (the 19th). The seed (scripts/seedTimeSheets.ts) gives the
 * demo engagements time relative to that day: Emily Carter (Clarity report writing sprint, Northwind)
 * and Hannah Lee (Epic ClinDoc super-user training, Lakeside) left theirs open, Michael Okafor has a
 * declined entry on Epic Resolute HB claims optimization (Northwind); everyone else submitted theirs
 * (pending, submitted the day after each day). The job runs twice through its endpoint; then the server
 * restarts on the same database on the 18th (the window still open, the reminders already sent) and the
 * job runs once more.
 */
const RUN = '/api/v1/super_admin/jobs/time-sheet-reminders/run/'
const NOW = '2031-05-17T16:00:00Z'
const NEXT_DAY = '2031-05-18T16:00:00Z'
const CUTOFF = new Date(Date.parse(NOW) - 3 * 24 * 60 * 60 * 1000).toISOString()
const REMINDER_SUBJECT = 'Submit your time for 05/01/2031 – 05/15/2031 by 05/19/2031'
const ESCALATION = /waited more than 3 days for approval$/
const REMINDED = ['emily.carter@talent.example', 'hannah.lee@talent.example', 'michael.okafor@talent.example']
const APPROVERS = [demo.northwind.admin, demo.northwind.manager, demo.lakeside.admin, demo.lakeside.manager]

describe.each(databases)('time-sheet reminders and escalation (%s)', (database) => {
  let server: TestServer
  let nextDay: TestServer | undefined
  let superAdmin: ApiClient
  const runs: { status: number; body: { reminded: number; escalated: number } }[] = []
  let dueIds: string[] = []
  let recentIds: string[] = []

  const waiting = async (when: 'less_than' | 'greater_than_equal') => {
    const query = `where[state][in]=pending,submitted&where[submittedAt][${when}]=${encodeURIComponent(CUTOFF)}&depth=0&limit=5000`
    const found = await superAdmin.get(`/api/time-entries?${query}`)
    expect(found.status).toBe(200)
    return found.body.docs as { id: string; escalatedAt?: string | null }[]
  }

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, keepDatabase: true, env: { CLOCK_NOW: NOW, RUN_JOBS: 'false' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    dueIds = (await waiting('less_than')).map((doc) => doc.id)
    recentIds = (await waiting('greater_than_equal')).map((doc) => doc.id)
    runs.push(await superAdmin.post(RUN))
    runs.push(await superAdmin.post(RUN))
  }, 300_000)
  afterAll(async () => {
    await server?.stop()
    await nextDay?.stop()
  })

  it('reminds each talent with open or declined time in the closing period, once', async () => {
    expect(runs.map((run) => run.status)).toEqual([200, 200])
    expect(runs[0]!.body.reminded).toBe(REMINDED.length)
    expect(runs[1]!.body.reminded).toBe(0)
    for (const to of REMINDED) await server.mail.waitFor((mail) => mail.to.includes(to) && mail.subject === REMINDER_SUBJECT)
    // One each, and none to a talent whose time is all submitted (James Nguyen, Ryan Sullivan, Sofia Martinez…).
    const reminders = server.mail.messages.filter((mail) => mail.subject.startsWith('Submit your time'))
    expect(reminders.map((mail) => mail.to.join(',')).sort()).toEqual(REMINDED)
  })

  it('says what is waiting, where, and until when', async () => {
    const mailTo = (to: string) => server.mail.messages.find((mail) => mail.to.includes(to) && mail.subject === REMINDER_SUBJECT)!
    const emily = mailTo('emily.carter@talent.example')
    expect(emily.text).toContain('Hi Emily,')
    expect(emily.text).toMatch(/Northwind Health System in the pay period 05\/01\/2031 – 05\/15\/2031 has \d+ entries not submitted yet \(Clarity report writing sprint\)/)
    expect(emily.text).toContain('Please submit it by 05/19/2031.')
    expect(emily.links).toContain(`${server.url}/time-tracking`)
    expect(mailTo('michael.okafor@talent.example').text).toContain('1 declined entry to correct (Epic Resolute HB claims optimization)')
    expect(mailTo('hannah.lee@talent.example').text).toContain('Lakeside Medical Center')
  })

  it('escalates time pending more than 3 days once, and nothing newer', async () => {
    expect(dueIds.length).toBeGreaterThan(0)
    expect(recentIds.length).toBeGreaterThan(0)
    expect(runs[0]!.body.escalated).toBe(dueIds.length)
    expect(runs[1]!.body.escalated).toBe(0)
    const due = await waiting('less_than')
    expect(due.map((doc) => doc.id).sort()).toEqual([...dueIds].sort())
    for (const doc of due) expect(doc.escalatedAt).toBe(new Date(NOW).toISOString())
    for (const doc of await waiting('greater_than_equal')) expect(doc.escalatedAt ?? null).toBeNull()
  })

  it('e-mails each approver (organization admins and the engagement owners) once, listing the waiting time', async () => {
    for (const to of APPROVERS) await server.mail.waitFor((mail) => mail.to.includes(to) && ESCALATION.test(mail.subject))
    const escalations = server.mail.messages.filter((mail) => ESCALATION.test(mail.subject))
    // The second managers own nothing and are no admins: they hear nothing; nobody hears twice.
    expect(escalations.map((mail) => mail.to.join(',')).sort()).toEqual([...APPROVERS].sort())
    const northwindManager = escalations.find((mail) => mail.to.includes(demo.northwind.manager))!
    expect(northwindManager.text).toContain('Hi Marcus,')
    expect(northwindManager.text).toMatch(/James Nguyen, Epic Willow Inpatient pharmacy build: \d+ entries, \d+\.\d\d hours \(from \d\d\/\d\d\/2031\)/)
    expect(northwindManager.links).toContain(`${server.url}/time-tracking`)
    // Lakeside's approvers hear about Lakeside's time only.
    expect(escalations.find((mail) => mail.to.includes(demo.lakeside.admin))!.text).not.toContain('Epic Willow Inpatient pharmacy build')
  })

  it('is run on demand by the super admin only', async () => {
    expect((await new ApiClient(server.url).post(RUN)).status).toBe(401)
    for (const email of [demo.talent, demo.northwind.manager, demo.northwind.admin]) {
      expect((await (await ApiClient.signedIn(server.url, email)).post(RUN)).status).toBe(403)
    }
  })

  it('sends nothing again the next day, after a restart (the window is still open)', async () => {
    await server.stop()
    nextDay = await startTestServer({ database, sameDatabaseAs: server, env: { CLOCK_NOW: NEXT_DAY, RUN_JOBS: 'false' } })
    const admin = await ApiClient.signedIn(nextDay.url, demo.superAdmin)
    const nextDayRun = await admin.post(RUN)
    expect(nextDayRun.status).toBe(200)
    // Entries submitted on the 14th and 15th are now over 3 days old; nothing escalated before is again.
    expect(nextDayRun.body.reminded).toBe(0)
    const escalatedNow = (await admin.get(`/api/time-entries?where[escalatedAt][equals]=${encodeURIComponent(new Date(NEXT_DAY).toISOString())}&depth=0&limit=5000`)).body.docs
    expect(escalatedNow.length).toBe(nextDayRun.body.escalated)
    expect(escalatedNow.filter((doc: { id: string }) => dueIds.includes(doc.id))).toEqual([])
    expect(nextDay.mail.messages.map((mail) => mail.subject).filter((subject) => subject.startsWith('Submit your time'))).toEqual([])
  }, 300_000)
})
