import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { setOrganizationTimeZone } from '../helpers/organizationZone'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The daily engagement-dates job, tested with a moved clock: the
 * server starts on 2031-05-01 (CLOCK_NOW; the seed's engagements are dated around that day), then
 * restarts on the same database on 2031-05-12, and the job is run through its endpoint. On the later
 * day (scripts/seedEngagements.ts): Northwind's accepted 'Cerner to Epic data conversion analyst'
 * (start +7) and Lakeside's accepted 'Epic Bridges HL7 interface integration' (start +3) start;
 * Northwind's active 'Epic Resolute HB claims optimization' (end +10, an extension waiting) expires and
 * its extension lapses; nothing else moves. Besides, on the first day Northwind's admin sends three
 * engagements through the API and David Kowalski accepts them: one starting on day 5 (starts), one that
 * started at once and ends on day 8 (expires), one from day 5 to day 9 (starts and then expires in the
 * same run: two events, two mails, the history a daily run would have written).
 *
 * Each organization's day is its own (`organizations.timeZone`). Between the two days Lakeside
 * moves to Pacific/Honolulu (written to the stopped server's database), and on the first day both organizations send an engagement starting on day
 * 12. The later day is 08:00Z: 04:00 on the 12th in New York, 22:00 on the 11th in Honolulu, so at the
 * same instant Northwind's starts and Lakeside's waits a day (and Lakeside may still send an engagement
 * ending on the 11th, Northwind may not).
 */
const RUN = '/api/v1/super_admin/jobs/engagement-dates/run/'
const FIRST_DAY = '2031-05-01T16:00:00Z'
const LATER_DAY = '2031-05-12T08:00:00Z'

const STARTING = ['Cerner to Epic data conversion analyst', 'Epic Bridges HL7 interface integration']
const EXPIRING = 'Epic Resolute HB claims optimization'
const API_STARTS = 'Command center staffing for the Epic go-live'
const API_EXPIRES = 'Epic Haiku mobile rollout support'
const API_BOTH = 'Epic Rover barcode scanning pilot'
const ZONE_NEW_YORK = 'Northwind day-12 start (New York)'
const ZONE_HONOLULU = 'Lakeside day-12 start (Honolulu)'

describe.each(databases)('daily engagement dates (%s)', (database) => {
  let first: TestServer | undefined
  let server: TestServer
  let superAdmin: ApiClient
  let talentId = ''
  const before = new Map<string, { id: string; status: string }>()

  const engagementNamed = async (client: ApiClient, name: string) => {
    const found = await client.get(`/api/engagements?where[name][equals]=${encodeURIComponent(name)}&depth=0&limit=1`)
    expect(found.body.docs).toHaveLength(1)
    return found.body.docs[0]
  }
  const eventsOf = async (id: string) => (await superAdmin.get(`/api/engagement-events?where[engagement][equals]=${id}&sort=at,createdAt&depth=0&limit=100`)).body.docs

  beforeAll(async () => {
    first = await startTestServer({ database, seed: true, keepDatabase: true, env: { CLOCK_NOW: FIRST_DAY, RUN_JOBS: 'false' } })
    const firstAdmin = await ApiClient.signedIn(first.url, demo.superAdmin)
    // On the first day nothing is due: the seed's dates agree with its statuses.
    const nothing = await firstAdmin.post(RUN)
    expect(nothing.status).toBe(200)
    expect(nothing.body).toEqual({ started: 0, expired: 0 })
    const directory = await readDirectory(firstAdmin)
    const organization = await ApiClient.signedIn(first.url, demo.northwind.admin)
    const lakeside = await ApiClient.signedIn(first.url, demo.lakeside.admin)
    const talent = await ApiClient.signedIn(first.url, 'david.kowalski@talent.example')
    talentId = directory.userId('david.kowalski@talent.example')
    for (const [client, name] of [
      [organization, ZONE_NEW_YORK],
      [lakeside, ZONE_HONOLULU],
    ] as const) {
      const made = await createEngagement('accepted', { organization: client, talent, talentId, body: { name, start_date: '2031-05-12', end_date: '2031-06-30' } })
      expect(made.status).toBe('accepted')
    }
    for (const [name, status, startDate, endDate] of [
      [API_STARTS, 'accepted', '2031-05-06', '2031-06-30'],
      [API_EXPIRES, 'active', '2031-04-30', '2031-05-09'],
      [API_BOTH, 'accepted', '2031-05-06', '2031-05-10'],
    ] as const) {
      const made = await createEngagement(status, { organization, talent, talentId, body: { name, start_date: startDate, end_date: endDate } })
      expect(made.status).toBe(status)
    }
    const all = await firstAdmin.get('/api/engagements?depth=0&limit=100')
    for (const doc of all.body.docs) before.set(doc.name, { id: doc.id, status: doc.status })
    await first.stop()
    expect(await setOrganizationTimeZone(first, 'Lakeside Medical Center', 'Pacific/Honolulu')).toBe(1)
    server = await startTestServer({ database, sameDatabaseAs: first, env: { CLOCK_NOW: LATER_DAY, RUN_JOBS: 'false' } })
    first = undefined
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  }, 300_000)
  afterAll(async () => {
    await first?.stop()
    await server?.stop()
  })

  it('starts accepted engagements whose start day came and expires active ones whose end day passed, once', async () => {
    const run = await superAdmin.post(RUN)
    expect(run.status).toBe(200)
    expect(run.body).toEqual({ started: 5, expired: 3 })

    for (const name of [...STARTING, API_STARTS, ZONE_NEW_YORK]) expect((await engagementNamed(superAdmin, name)).status).toBe('active')
    for (const name of [API_EXPIRES, API_BOTH]) expect((await engagementNamed(superAdmin, name)).status).toBe('expired')
    const expired = await engagementNamed(superAdmin, EXPIRING)
    expect(expired.status).toBe('expired')
    // The waiting extension lapsed with it.
    expect(expired.pendingExtension?.endDate ?? null).toBeNull()

    // Nothing else moved (pending offers are never expired by the job).
    const after = await superAdmin.get('/api/engagements?depth=0&limit=100')
    const moved = after.body.docs.filter((doc: { name: string; status: string }) => before.get(doc.name)?.status !== doc.status).map((doc: { name: string }) => doc.name)
    expect(moved.sort()).toEqual([...STARTING, EXPIRING, API_STARTS, API_EXPIRES, API_BOTH, ZONE_NEW_YORK].sort())

    // Running again the same day changes nothing.
    expect((await superAdmin.post(RUN)).body).toEqual({ started: 0, expired: 0 })
  })

  it('records one status_change event per move, by the system (no actor), at the clock’s now', async () => {
    for (const [name, from, to] of [
      [STARTING[0]!, 'accepted', 'active'],
      [STARTING[1]!, 'accepted', 'active'],
      [EXPIRING, 'active', 'expired'],
      [API_STARTS, 'accepted', 'active'],
      [API_EXPIRES, 'active', 'expired'],
    ] as const) {
      const events = await eventsOf(before.get(name)!.id)
      const moves = events.filter((event: { fromStatus: string; toStatus: string }) => event.fromStatus === from && event.toStatus === to)
      expect(moves).toHaveLength(1)
      expect(moves[0]).toMatchObject({ kind: 'status_change', at: new Date(LATER_DAY).toISOString(), changes: { status: { old: from, new: to } } })
      expect(moves[0].actor ?? null).toBeNull()
      expect(moves[0].actorName ?? null).toBeNull()
      expect(events[events.length - 1].id).toBe(moves[0].id)
    }
    const both = (await eventsOf(before.get(API_BOTH)!.id)).map((event: { fromStatus: string; toStatus: string; actorName: string | null }) => [event.fromStatus ?? null, event.toStatus, event.actorName ?? null])
    expect(both).toEqual([
      [null, 'pending', 'Olivia Grant'],
      ['pending', 'accepted', 'David Kowalski'],
      ['accepted', 'active', null],
      ['active', 'expired', null],
    ])
    const lapsed = (await eventsOf(before.get(EXPIRING)!.id)).at(-1)
    expect(lapsed.changes.pendingExtension).toEqual({ old: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), new: null })
  })

  it('e-mails every owner once per move', async () => {
    const expectations = [
      ['manager@northwind.example', `${STARTING[0]} has started`],
      ['manager@lakeside.example', `${STARTING[1]} has started`],
      ['manager@northwind.example', `${EXPIRING} has expired`],
      ['admin@northwind.example', `${API_STARTS} has started`],
      ['admin@northwind.example', `${API_EXPIRES} has expired`],
      ['admin@northwind.example', `${API_BOTH} has started`],
      ['admin@northwind.example', `${API_BOTH} has expired`],
      ['admin@northwind.example', `${ZONE_NEW_YORK} has started`],
    ] as const
    for (const [to, subject] of expectations) {
      const mail = await server.mail.waitFor((message) => message.to.includes(to) && message.subject === subject)
      expect(mail.links).toContain(`${server.url}/engagements/${before.get(subject.replace(/ has (started|expired)$/, ''))!.id}`)
    }
    expect((await server.mail.waitFor((message) => message.subject === `${STARTING[0]} has started`)).text).toContain('Hi Marcus,')
    // No mail twice (the second run moved nothing), and no mail to anyone but the owners.
    const engagementMails = server.mail.messages.filter((message) => / has (started|expired)$/.test(message.subject))
    expect(engagementMails.map((message) => [message.to.join(','), message.subject]).sort()).toEqual(expectations.map(([to, subject]) => [to, subject]).sort())
  })

  it('takes today in each organization’s own time zone (Honolulu is still on the 11th)', async () => {
    // The job: at the same instant New York's start day came and Honolulu's did not.
    expect((await engagementNamed(superAdmin, ZONE_NEW_YORK)).status).toBe('active')
    expect((await engagementNamed(superAdmin, ZONE_HONOLULU)).status).toBe('accepted')
    // Sending: an end day of the 11th is past in New York, still today in Honolulu.
    const body = { talent_id: talentId, place: 'remote', work_kind: 'build', hours_per_week: 40, start_date: '2031-05-04', end_date: '2031-05-11', talent_pay_rate: '100.00' }
    const northwind = await ApiClient.signedIn(server.url, demo.northwind.admin)
    const refused = await northwind.post('/api/v1/organization_admin/engagements/', { ...body, name: 'Ends on the 11th (New York)' })
    expect(refused.status).toBe(422)
    expect(refused.body.errors.endDate).toEqual([expect.any(String)])
    const lakeside = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    const sent = await lakeside.post('/api/v1/organization_admin/engagements/', { ...body, name: 'Ends on the 11th (Honolulu)' })
    expect(sent.status).toBe(201)
    // Accepting it: its start day has come in Honolulu, so it is active at once; the end day is today, not past.
    const david = await ApiClient.signedIn(server.url, 'david.kowalski@talent.example')
    expect((await david.post(`/api/v1/talent/engagements/${sent.body.id}/accept/`, {})).status).toBe(200)
    expect((await lakeside.get(`/api/v1/organization_admin/engagements/${sent.body.id}/`)).body.status).toBe('active')
  })

  it('shows the talent the started engagement with the system’s event', async () => {
    const sofia = await ApiClient.signedIn(server.url, 'sofia.martinez@talent.example')
    const detail = await sofia.get(`/api/v1/talent/engagements/${before.get(STARTING[0]!)!.id}/`)
    expect(detail.status).toBe(200)
    expect(detail.body.status).toBe('active')
    expect(detail.body.history.at(-1)).toMatchObject({ kind: 'status_change', fromStatus: 'accepted', toStatus: 'active', actorName: null })
  })

  it('is run on demand by the super admin only', async () => {
    expect((await new ApiClient(server.url).post(RUN)).status).toBe(401)
    for (const email of [demo.talent, demo.northwind.manager, demo.northwind.admin]) {
      expect((await (await ApiClient.signedIn(server.url, email)).post(RUN)).status).toBe(403)
    }
  })
})
