import { PAY_PERIOD_CLOSED_WARNING } from '../../contract/timeSheets/timeEntry'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { newPurchaseOrder } from '../helpers/purchaseOrders'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { changeTime, logTime, timeEngagement } from '../helpers/timeSheets'

/**
 * The talent's time sheets (docs/time-sheets-plan.md sections 2-5), on a server whose clock stands on
 * 2031-05-19 at noon in New York (CLOCK_NOW; the organizations' zone): the talent's window of the
 * 1-15 May period closes that day, the horizon reaches back to 2031-02-19. The talent is David
 * Kowalski (no seeded time); Emily Carter is "another talent".
 */
const FIRST_DAY = '2031-05-19T16:00:00Z'
const BASE = '/api/v1/talent/time-sheets/'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const TALENT = 'david.kowalski@talent.example'

describe.each(databases)('talent time sheets (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let admin: ApiClient
  let lakesideAdmin: ApiClient
  let talent: ApiClient
  let otherTalent: ApiClient
  let talentId: string
  /** Active 2031-01-01 .. 2031-08-31, no purchase order. */
  let main: string
  let counter = 0
  const unique = (prefix: string) => `${prefix}${++counter}${database.slice(0, 1)}`
  const post = (body: Record<string, unknown>, client = talent) => client.post(BASE, body)
  const entryBody = (extra: Record<string, unknown> = {}) => ({ engagement_id: main, timekeeping_date: '2031-05-18', hours: 1, minutes: 0, ...extra })

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { CLOCK_NOW: FIRST_DAY, RUN_JOBS: 'false' } })
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    ;[admin, lakesideAdmin, talent, otherTalent] = await Promise.all(
      [demo.northwind.admin, demo.lakeside.admin, TALENT, demo.talent].map((email) => ApiClient.signedIn(server.url, email)),
    )
    directory = await readDirectory(superAdmin)
    talentId = directory.userId(TALENT)
    main = (await timeEngagement({ organization: admin, talent, talentId, startDate: '2031-01-01', endDate: '2031-08-31' })).id
  }, 240_000)
  afterAll(() => server?.stop())

  it('logs time: open, or pending with submit; the talent sees pay, never cost', async () => {
    const open = await logTime(talent, { engagementId: main, date: '2031-05-05', hours: 7, minutes: 30, talentComment: 'Build' })
    expect(open).toMatchObject({
      state: 'open',
      isAdjustive: false,
      timekeepingDate: '2031-05-05',
      bookedPeriodStart: '2031-05-01',
      engagementId: main,
      talentId,
      hours: '7.50',
      minutes: 30,
      durationMinutes: 450,
      talentComment: 'Build',
      purchaseOrderId: null,
      cost: null,
      costCents: null,
      costTalentFeeIncluded: null,
      submittedAt: null,
      changeKind: 'edit',
    })
    expect(open.payCents).toBeGreaterThan(0)
    const pending = await logTime(talent, { engagementId: main, date: '2031-05-06', hours: 8, submit: true })
    expect(pending).toMatchObject({ state: 'pending', hours: '8.00', minutes: 0 })
    expect(pending.submittedAt).toEqual(expect.any(String))
    const empty = await logTime(talent, { engagementId: main, date: '2031-05-07', hours: 0 })
    expect(empty).toMatchObject({ state: 'open', hours: '0.00' })
  })

  it('changes an open entry and submits it; a pending entry edited stays pending', async () => {
    const entry = await logTime(talent, { engagementId: main, date: '2031-05-08', hours: 2 })
    const changed = await changeTime(talent, entry.id, { hours: 3 })
    expect(changed).toMatchObject({ id: entry.id, state: 'open', hours: '3.00' })
    const minutesOnly = await changeTime(talent, entry.id, { minutes: 45 })
    expect(minutesOnly).toMatchObject({ state: 'open', hours: '3.75', durationMinutes: 225 })
    const submitted = await changeTime(talent, entry.id, { submit: true, talentComment: 'Done' })
    expect(submitted).toMatchObject({ state: 'pending', talentComment: 'Done' })
    const again = await changeTime(talent, entry.id, { hours: 1, minutes: 0 })
    expect(again).toMatchObject({ state: 'pending', hours: '1.00' })
  })

  it('refuses a day that has not come yet, a day beyond the 3-month horizon, and days outside the engagement', async () => {
    expect((await post(entryBody({ timekeeping_date: '2031-05-20' }))).body).toEqual({ errors: { timekeepingDate: ['Time cannot be logged for a day that has not come yet.'] } })
    expect((await post(entryBody({ timekeeping_date: '2031-02-18' }))).body).toEqual({ errors: { timekeepingDate: ['Time older than 3 months cannot be changed.'] } })
    const oldest = await post(entryBody({ timekeeping_date: '2031-02-19' }))
    expect(oldest.status).toBe(201)
    expect(oldest.body).toMatchObject({ state: 'submitted', isAdjustive: true, parentId: null, bookedPeriodStart: '2031-05-16', warning: PAY_PERIOD_CLOSED_WARNING })
    const late = await timeEngagement({ organization: admin, talent, talentId, startDate: '2031-05-10', endDate: '2031-06-30' })
    const before = await post(entryBody({ engagement_id: late.id, timekeeping_date: '2031-05-09' }))
    expect({ status: before.status, body: before.body }).toEqual({ status: 422, body: { errors: { timekeepingDate: ['Time can be logged only between the engagement’s start and end dates.'] } } })
    expect((await post(entryBody({ engagement_id: late.id, timekeeping_date: '2031-05-10' }))).status).toBe(201)
  })

  it('deletes the talent’s own open entry; another talent’s entry is 404 for every call', async () => {
    const entry = await logTime(talent, { engagementId: main, date: '2031-05-09', hours: 1 })
    expect((await otherTalent.patch(`${BASE}${entry.id}/`, { hours: 2 })).body).toEqual(NOT_FOUND)
    expect((await otherTalent.delete(`${BASE}${entry.id}/`)).body).toEqual(NOT_FOUND)
    expect((await talent.patch(`${BASE}not-an-id/`, { hours: 2 })).status).toBe(404)
    expect((await talent.delete(`${BASE}${entry.id}/`)).status).toBe(204)
    expect((await talent.delete(`${BASE}${entry.id}/`)).status).toBe(404)
  })
})
