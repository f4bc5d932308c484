import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { openChat, sendText, setLastSeen } from '../helpers/messenger'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The messenger's unread e-mail job (endpoints/jobs/chatUnreadEmails.ts)
 * through its run-now endpoint, with the clock moved by restarting the server on the same database with
 * another CLOCK_NOW (no waiting). At 12:00 (T0) on 2031-05-17:
 * - Marcus Reed (Northwind manager) writes Emily Carter twice;
 * - Olivia Grant (Northwind admin) writes James Nguyen, who is online at 12:05 (his live connection's
 *   presence, written into the database between the restarts, as realtime/ keeps it);
 * - Emily writes the super admin (Sam Rivera);
 * - Marcus writes Sofia Martinez, who reads it;
 * - Priya Shah (Northwind manager) writes Michael Okafor, who was online only before, at 11:55.
 * At 12:31 Emily, Sam and Michael hear once; Emily then reads, and Marcus writes again. At 14:00 nobody
 * hears (Emily's new stretch is within a day of her e-mail; Sam's and Michael's stretches were e-mailed);
 * the next day at 12:32 Emily hears about the new message, the others still not.
 */
const RUN = '/api/v1/super_admin/jobs/chat-unread-emails/run/'
const T0 = '2031-05-17T12:00:00Z'
const AT = {
  t0: T0,
  halfHourLater: '2031-05-17T12:31:00Z',
  twoHoursLater: '2031-05-17T14:00:00Z',
  nextDay: '2031-05-18T12:32:00Z',
}
const SUBJECT = /^You have \d+ unread messages? from /

// Every step signs people in and sends several requests: generous on a machine shared by many test runs.
jest.setTimeout(60_000)

describe.each(databases)('unread messages e-mail (%s)', (database) => {
  let servers: TestServer[] = []
  let directory: Directory
  const chats = { emily: '', james: '', superAdmin: '', sofia: '', michael: '' }
  const current = () => servers[servers.length - 1]!

  /** Stops the current server, runs `meanwhile` on its database, and starts the next on it at `at`. */
  async function restartAt(at: string, keepDatabase = true, meanwhile?: (stopped: TestServer) => Promise<void>) {
    const previous = current()
    await previous.stop()
    await meanwhile?.(previous)
    servers.push(await startTestServer({ database, sameDatabaseAs: previous, keepDatabase, env: { CLOCK_NOW: at, RUN_JOBS: 'false' } }))
  }
  const run = async () => {
    const response = await (await ApiClient.signedIn(current().url, demo.superAdmin)).post(RUN)
    expect(response.status).toBe(200)
    return response.body as { emailed: number }
  }
  const unreadMails = () => current().mail.messages.filter((mail) => SUBJECT.test(mail.subject))

  beforeAll(async () => {
    servers = []
    servers.push(await startTestServer({ database, seed: true, keepDatabase: true, env: { CLOCK_NOW: AT.t0, RUN_JOBS: 'false' } }))
    const url = current().url
    directory = await readDirectory(await ApiClient.signedIn(url, demo.superAdmin))
    const id = directory.userId
    const [marcus, olivia, priya, emily, sofia] = await Promise.all(
      [demo.northwind.manager, demo.northwind.admin, demo.northwind.manager2, demo.talent, 'sofia.martinez@talent.example'].map((email) =>
        ApiClient.signedIn(url, email),
      ),
    )
    chats.emily = await openChat(marcus, 'manager', id(demo.talent))
    await sendText(marcus, chats.emily, 'Your badge is ready at the front desk.')
    await sendText(marcus, chats.emily, 'Parking is in lot C.')
    chats.james = await openChat(olivia, 'organization_admin', id(demo.otherTalent))
    await sendText(olivia, chats.james, 'Can you start Monday?')
    chats.superAdmin = await openChat(emily, 'talent', id(demo.superAdmin))
    await sendText(emily, chats.superAdmin, 'My timesheet will not submit.')
    chats.sofia = await openChat(marcus, 'manager', id('sofia.martinez@talent.example'))
    await sendText(marcus, chats.sofia, 'Welcome!')
    expect((await sofia.post(`/api/v1/chats/${chats.sofia}/read/`)).status).toBe(200)
    chats.michael = await openChat(priya, 'manager', id('michael.okafor@talent.example'))
    await sendText(priya, chats.michael, 'The extension is approved.')
  }, 180_000)
  afterAll(async () => {
    for (const server of servers) await server.stop()
  })

  it('e-mails nobody while the messages are new', async () => {
    expect(await run()).toEqual({ emailed: 0 })
    expect(unreadMails()).toEqual([])
  })

  it('is run on demand by the super admin only', async () => {
    expect((await new ApiClient(current().url).post(RUN)).status).toBe(401)
    for (const email of [demo.talent, demo.northwind.manager, demo.northwind.admin, demo.northwind.contact]) {
      expect((await (await ApiClient.signedIn(current().url, email)).post(RUN)).status).toBe(403)
    }
  })

  it('is scheduled every 10 minutes on its own queue', async () => {
    const superAdmin = await ApiClient.signedIn(current().url, demo.superAdmin)
    const jobs = (await superAdmin.get('/api/v1/super_admin/jobs/')).body.results
    expect(jobs.find((job: { task: string }) => job.task === 'chatUnreadEmails')).toMatchObject({
      queue: 'messenger',
      cron: '*/10 * * * *',
      runNowPath: RUN,
    })
    expect((await superAdmin.get('/api/payload-jobs/handle-schedules?queue=messenger')).status).toBe(200)
    const [job] = (await superAdmin.get('/api/v1/super_admin/jobs/')).body.results.filter(
      (item: { task: string }) => item.task === 'chatUnreadEmails',
    )
    expect(job.runs).toEqual([expect.objectContaining({ state: 'queued', waitUntil: expect.any(String) })])
  })

  it('e-mails, after 30 minutes, each person with unread messages who was not online since, once', async () => {
    const id = directory.userId
    await restartAt(AT.halfHourLater, true, async (stopped) => {
      await setLastSeen(stopped, id(demo.otherTalent), '2031-05-17T12:05:00.000Z')
      await setLastSeen(stopped, id('michael.okafor@talent.example'), '2031-05-17T11:55:00.000Z')
    })
    expect(await run()).toEqual({ emailed: 3 })
    expect(await run()).toEqual({ emailed: 0 })
    const mails = unreadMails()
    expect(mails.map((mail) => mail.to.join(',')).sort()).toEqual([demo.superAdmin, demo.talent, 'michael.okafor@talent.example'])
    const emily = mails.find((mail) => mail.to.includes(demo.talent))!
    expect(emily.subject).toBe('You have 2 unread messages from Marcus Reed')
    expect(emily.text).toContain('Hi Emily,')
    expect(emily.text).toContain('Marcus Reed (Northwind Health System) sent you messages on Talentgrid that you have not read yet.')
    expect(emily.links).toEqual([`${current().url}/messenger?chat=${chats.emily}`])
    // What they wrote stays in the chat.
    expect(emily.text + emily.html).not.toMatch(/badge|Parking/)
    const sam = mails.find((mail) => mail.to.includes(demo.superAdmin))!
    expect(sam.subject).toBe('You have 1 unread message from Emily Carter')
    expect(sam.text).toContain('Emily Carter sent you a message on Talentgrid')
    expect(sam.links).toEqual([`${current().url}/messenger?chat=${chats.superAdmin}`])
    expect(mails.find((mail) => mail.to.includes('michael.okafor@talent.example'))!.subject).toBe('You have 1 unread message from Priya Shah')
  }, 180_000)

  it('e-mails a new unread stretch at most once a day per chat, and a stretch already e-mailed never again', async () => {
    const url = current().url
    const emily = await ApiClient.signedIn(url, demo.talent)
    expect((await emily.post(`/api/v1/chats/${chats.emily}/read/`)).body.unreadCount).toBe(0)
    await sendText(await ApiClient.signedIn(url, demo.northwind.manager), chats.emily, 'One more thing.')
    await restartAt(AT.twoHoursLater)
    expect(await run()).toEqual({ emailed: 0 })
    await restartAt(AT.nextDay, false)
    expect(await run()).toEqual({ emailed: 1 })
    const [mail] = unreadMails()
    expect(mail).toMatchObject({ to: [demo.talent], subject: 'You have 1 unread message from Marcus Reed' })
    expect(await run()).toEqual({ emailed: 0 })
  }, 240_000)
})
