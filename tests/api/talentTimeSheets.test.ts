import { PAY_PERIOD_CLOSED_WARNING } from '../../contract/timeSheets/timeEntry'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { newPurchaseOrder } from '../helpers/purchaseOrders'
import { settledTask } from '../helpers/tasks'
import { everyDatabase, startTestServer, type TestServer } from '../helpers/testServer'
import { approvedTime, changeTime, logTime, reviewTime, timeEngagement } from '../helpers/timeSheets'

/**
 * The talent's time sheets , on a server whose clock stands at
 * 23:30 on Monday 2031-05-19 in New York (CLOCK_NOW 03:30Z on the 20th: the organizations' zone decides
 * the day, not UTC): the talent's window of the 1-15 May period is open through that day, the horizon
 * reaches back to 2031-02-19. Then the same database at noon on 2031-05-20, when that window has closed. The talent is David Kowalski (no seeded time);
 * Emily Carter is "another talent".
 */
const FIRST_DAY = '2031-05-20T03:30:00Z'
const NEXT_DAY = '2031-05-20T16:00:00Z'
const BASE = '/api/v1/talent/time-sheets/'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const TALENT = 'david.kowalski@talent.example'
const OUTSIDE = 'Time can be logged only between the engagement’s start and end dates.'
const OVERFLOW = 'A day cannot hold more than 24 hours across engagements.'

describe.each(everyDatabase)('talent time sheets (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let admin: ApiClient
  let lakesideAdmin: ApiClient
  let talent: ApiClient
  let otherTalent: ApiClient
  let talentId: string
  /** Active 2031-01-01 .. 2031-08-31, no purchase order. */
  let main: string
  /** Active, terminated on the first day. */
  let terminated: string
  /** Entries made on the first day and looked at again on the next. */
  const kept: Record<string, any> = {}
  let counter = 0
  const unique = (prefix: string) => `${prefix}${++counter}${database.slice(0, 1)}`
  const post = (body: Record<string, unknown>, client = talent) => client.post(BASE, body)
  const entryBody = (extra: Record<string, unknown> = {}) => ({ engagement_id: main, timekeeping_date: '2031-05-18', hours: 1, minutes: 0, ...extra })
  const refusal = async (response: Promise<{ status: number; body: any }>) => {
    const { status, body } = await response
    return { status, body }
  }
  const signIn = async () => {
    ;[admin, lakesideAdmin, talent, otherTalent] = await Promise.all([demo.northwind.admin, demo.lakeside.admin, TALENT, demo.talent].map((email) => ApiClient.signedIn(server.url, email)))
  }

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, keepDatabase: true, env: { CLOCK_NOW: FIRST_DAY } })
    await signIn()
    directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
    talentId = directory.userId(TALENT)
    main = (await timeEngagement({ organization: admin, talent, talentId, startDate: '2031-01-01', endDate: '2031-08-31' })).id
  }, 240_000)
  afterAll(() => server?.stop())

  describe('on 2031-05-19', () => {
    it('logs time: open, or pending with submit; a new empty entry is open with 0.00; the talent sees pay, never cost', async () => {
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
      // $100.00 an hour less the W-2/1099 adjustments: whatever the rate, pay is time x rate rounded once.
      expect(open.payCents).toBeGreaterThan(0)
      expect(open.payCents % 1).toBe(0)
      const pending = await logTime(talent, { engagementId: main, date: '2031-05-06', hours: 8, submit: true })
      expect(pending).toMatchObject({ state: 'pending', hours: '8.00', minutes: 0 })
      expect(pending.submittedAt).toEqual(expect.any(String))
      const empty = await post({ engagement_id: main, timekeeping_date: '2031-05-07' })
      expect(empty.status).toBe(201)
      expect(empty.body).toMatchObject({ state: 'open', hours: '0.00', minutes: 0 })
    })

    it('changes an open entry and submits it; a pending entry edited stays pending; a part left out keeps the entry’s', async () => {
      const entry = await logTime(talent, { engagementId: main, date: '2031-05-08', hours: 2 })
      expect(await changeTime(talent, entry.id, { hours: 3 })).toMatchObject({ id: entry.id, state: 'open', hours: '3.00' })
      expect(await changeTime(talent, entry.id, { minutes: 45 })).toMatchObject({ state: 'open', hours: '3.75', durationMinutes: 225 })
      expect(await changeTime(talent, entry.id, { submit: true, talentComment: 'Done' })).toMatchObject({ state: 'pending', talentComment: 'Done' })
      expect(await changeTime(talent, entry.id, { hours: 1, minutes: 0 })).toMatchObject({ state: 'pending', hours: '1.00' })
      expect(await changeTime(talent, entry.id, { minutes: 30 })).toMatchObject({ hours: '1.50' })
      // 24 hours with the kept 30 minutes would be 24:30.
      expect(await refusal(talent.patch(`${BASE}${entry.id}/`, { hours: 24 }))).toEqual({ status: 422, body: { errors: { hours: ['Enter whole hours between 0 and 24.'] } } })
    })

    it('refuses a day that has not come yet and one beyond the 3-month horizon; the horizon’s first day is a request for review', async () => {
      expect(await refusal(post(entryBody({ timekeeping_date: '2031-05-20' })))).toEqual({ status: 422, body: { errors: { timekeepingDate: ['Time cannot be logged for a day that has not come yet.'] } } })
      expect(await refusal(post(entryBody({ timekeeping_date: '2031-02-18' })))).toEqual({ status: 422, body: { errors: { timekeepingDate: ['Time older than 3 months cannot be changed.'] } } })
      const oldest = await post(entryBody({ timekeeping_date: '2031-02-19', hours: 2 }))
      expect(oldest.status).toBe(201)
      expect(oldest.body).toMatchObject({
        state: 'submitted',
        isAdjustive: true,
        parentId: null,
        adjustmentSource: 'talent',
        bookedPeriodStart: '2031-05-16',
        hoursDelta: '2.00',
        warning: PAY_PERIOD_CLOSED_WARNING,
        message: '2.00 hours will be added to the next pay period.',
      })
      kept.oldRequest = oldest.body
    })

    it('logs only between the engagement’s start and end dates, and only on engagements that carry time', async () => {
      const late = await timeEngagement({ organization: admin, talent, talentId, startDate: '2031-05-10', endDate: '2031-06-30' })
      expect(await refusal(post(entryBody({ engagement_id: late.id, timekeeping_date: '2031-05-09' })))).toEqual({ status: 422, body: { errors: { timekeepingDate: [OUTSIDE] } } })
      expect((await post(entryBody({ engagement_id: late.id, timekeeping_date: '2031-05-10' }))).status).toBe(201)
      const notYet = NOT_ACCEPTED
      for (const status of ['pending', 'declined', 'withdrawn'] as const) {
        const engagement = await createEngagement(status, { organization: admin, talent, talentId, body: { start_date: '2031-05-01', end_date: '2031-06-30' } })
        expect(await refusal(post(entryBody({ engagement_id: engagement.id })))).toEqual({ status: 422, body: { errors: { engagementId: [notYet] } } })
      }
      // An engagement whose time sheets are not adjustable takes no change of a closed day.
      const fixed = await timeEngagement({ organization: admin, talent, talentId, startDate: '2031-04-01', endDate: '2031-06-30', body: { is_adjustable_timesheets: false } })
      expect(await refusal(post(entryBody({ engagement_id: fixed.id, timekeeping_date: '2031-04-30' })))).toEqual({
        status: 422,
        body: { errors: { timekeepingDate: ['This engagement does not accept changes after its pay period has closed.'] } },
      })
      expect((await post(entryBody({ engagement_id: fixed.id, timekeeping_date: '2031-05-01' }))).status).toBe(201)
      const draft = await createEngagement('draft', { organization: admin, talent, talentId, body: { start_date: '2031-05-01', end_date: '2031-06-30' } })
      const emilys = await timeEngagement({ organization: lakesideAdmin, talent: otherTalent, talentId: directory.userId(demo.talent), startDate: '2031-05-01', endDate: '2031-06-30' })
      for (const id of [draft.id, emilys.id, 'not-an-id', '00000000-0000-0000-0000-000000000000']) {
        expect(await refusal(post(entryBody({ engagement_id: id })))).toEqual({ status: 422, body: { errors: { engagementId: ['Select a valid engagement.'] } } })
      }
    })

    it('refuses malformed input with the field’s message, never coercing or cutting', async () => {
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ hours: 25 }, { hours: ['Enter whole hours between 0 and 24.'] }],
        [{ hours: 1.5 }, { hours: ['Enter whole hours between 0 and 24.'] }],
        [{ hours: '8' }, { hours: ['Enter whole hours between 0 and 24.'] }],
        [{ hours: -1 }, { hours: ['Enter whole hours between 0 and 24.'] }],
        [{ minutes: 10 }, { minutes: ['Minutes must be 0, 15, 30 or 45.'] }],
        [{ minutes: '15' }, { minutes: ['Minutes must be 0, 15, 30 or 45.'] }],
        [{ hours: 24, minutes: 15 }, { minutes: ['Enter whole hours between 0 and 24.'] }],
        [{ timekeeping_date: '2031-02-30' }, { timekeepingDate: ['Enter a valid date.'] }],
        [{ timekeeping_date: 20310518 }, { timekeepingDate: ['Not a valid string.'] }],
        [{ engagement_id: undefined }, { engagementId: ['This field is required'] }],
        [{ talent_comment: 'x'.repeat(501) }, { talentComment: ['Ensure this field has no more than 500 characters.'] }],
        [{ talent_comment: { text: 'x' } }, { talentComment: ['Not a valid string.'] }],
        [{ submit: 'yes' }, { submit: ['Must be a valid boolean.'] }],
      ]
      for (const [extra, errors] of cases) expect(await refusal(post(entryBody(extra)))).toEqual({ status: 422, body: { errors } })
      const longest = await post(entryBody({ talent_comment: 'x'.repeat(500), hours: 0 }))
      expect(longest.status).toBe(201)
      expect(longest.body.talentComment).toHaveLength(500)
      expect(await refusal(talent.patch(`${BASE}${longest.body.id}/`, { talent_comment: 'y'.repeat(501) }))).toEqual({
        status: 422,
        body: { errors: { talentComment: ['Ensure this field has no more than 500 characters.'] } },
      })
      expect((await talent.get(`${BASE}?engagement=${main}&date_from=2031-05-18&date_to=2031-05-18`)).body.results.map((entry: any) => entry.talentComment)).toContain('x'.repeat(500))
    })

    it('applies the purchase-order rules: none, one (preselected), several (required), one not assigned or of another organization', async () => {
      const none = main
      expect(await refusal(post(entryBody({ engagement_id: none, purchase_order_id: (await newPurchaseOrder(admin, unique('PN'))).id })))).toEqual({
        status: 422,
        body: { errors: { purchaseOrderId: ['This engagement has no purchase orders.'] } },
      })
      const one = await timeEngagement({ organization: admin, talent, talentId, startDate: '2031-05-01', endDate: '2031-06-30', purchaseOrders: [unique('P1')] })
      const preselected = await logTime(talent, { engagementId: one.id, date: '2031-05-12', hours: 1 })
      expect(preselected.purchaseOrderId).toBe(one.purchaseOrderIds[0])
      expect(preselected.purchaseOrder).toMatchObject({ id: one.purchaseOrderIds[0], name: expect.stringMatching(/^P1/) })
      const several = await timeEngagement({ organization: admin, talent, talentId, startDate: '2031-05-01', endDate: '2031-06-30', purchaseOrders: [unique('PA'), unique('PB')] })
      expect(await refusal(post(entryBody({ engagement_id: several.id })))).toEqual({ status: 422, body: { errors: { purchaseOrderId: ['Select a purchase order.'] } } })
      expect(await refusal(post(entryBody({ engagement_id: several.id, purchase_order_id: null })))).toEqual({ status: 422, body: { errors: { purchaseOrderId: ['Select a purchase order.'] } } })
      const unassigned = await newPurchaseOrder(admin, unique('PU'))
      const foreign = (await lakesideAdmin.post('/api/v1/organization_admin/purchase_order/', { name: unique('PL'), description: 'Lakeside' })).body
      for (const id of [unassigned.id, foreign.id, 'not-an-id']) {
        expect(await refusal(post(entryBody({ engagement_id: several.id, purchase_order_id: id })))).toEqual({ status: 422, body: { errors: { purchaseOrderId: ['Select a valid purchase order.'] } } })
      }
      const chosen = await logTime(talent, { engagementId: several.id, date: '2031-05-12', hours: 1, purchaseOrderId: several.purchaseOrderIds[1] })
      expect(chosen.purchaseOrderId).toBe(several.purchaseOrderIds[1])
      expect(await changeTime(talent, chosen.id, { purchase_order_id: several.purchaseOrderIds[0] })).toMatchObject({ purchaseOrderId: several.purchaseOrderIds[0] })
      expect(await refusal(talent.patch(`${BASE}${chosen.id}/`, { purchase_order_id: unassigned.id }))).toEqual({ status: 422, body: { errors: { purchaseOrderId: ['Select a valid purchase order.'] } } })
      expect((await changeTime(talent, chosen.id, { hours: 2 })).purchaseOrderId).toBe(several.purchaseOrderIds[0])
      // A deactivated PO stays on the engagement but takes no new time: the one left active is preselected.
      expect((await admin.patch(`/api/v1/organization_admin/purchase_order/${several.purchaseOrderIds[0]}/`, { is_active: false })).status).toBe(200)
      expect((await logTime(talent, { engagementId: several.id, date: '2031-05-11', hours: 1 })).purchaseOrderId).toBe(several.purchaseOrderIds[1])
      expect(await refusal(post(entryBody({ engagement_id: several.id, timekeeping_date: '2031-05-11', purchase_order_id: several.purchaseOrderIds[0] })))).toEqual({
        status: 422,
        body: { errors: { purchaseOrderId: ['Select a valid purchase order.'] } },
      })
    })

    it('holds a talent’s day to 24 hours across engagements', async () => {
      const other = await timeEngagement({ organization: lakesideAdmin, talent, talentId, startDate: '2031-05-01', endDate: '2031-06-30' })
      const day = '2031-05-13'
      const first = await logTime(talent, { engagementId: main, date: day, hours: 16 })
      const second = await logTime(talent, { engagementId: other.id, date: day, hours: 7, minutes: 45 })
      expect(await refusal(post(entryBody({ timekeeping_date: day, hours: 0, minutes: 30 })))).toEqual({ status: 422, body: { errors: { hours: [OVERFLOW] } } })
      expect(await refusal(talent.patch(`${BASE}${second.id}/`, { hours: 8, minutes: 15 }))).toEqual({ status: 422, body: { errors: { hours: [OVERFLOW] } } })
      expect(await changeTime(talent, second.id, { hours: 8, minutes: 0 })).toMatchObject({ hours: '8.00' })
      // The entry's own time is replaced, not added: 16 -> 15 leaves room.
      expect(await changeTime(talent, first.id, { hours: 15 })).toMatchObject({ hours: '15.00' })
      expect((await post(entryBody({ timekeeping_date: day, hours: 1 }))).status).toBe(201)
      expect(await refusal(post(entryBody({ engagement_id: other.id, timekeeping_date: day, hours: 0, minutes: 15 })))).toEqual({ status: 422, body: { errors: { hours: [OVERFLOW] } } })
      // Another talent's day is their own.
      expect((await talent.get(`${BASE}?date_from=${day}&date_to=${day}`)).body.count).toBe(3)
    })

    it('accepts time up to the termination day of a terminated engagement', async () => {
      terminated = (await timeEngagement({ organization: admin, talent, talentId, startDate: '2031-05-01', endDate: '2031-08-31', status: 'terminated' })).id
      expect(await logTime(talent, { engagementId: terminated, date: '2031-05-19', hours: 2 })).toMatchObject({ state: 'open' })
    })

    it('submits a period’s open entries with time (not empty ones, not other periods)', async () => {
      const own = await timeEngagement({ organization: admin, talent, talentId, startDate: '2031-05-01', endDate: '2031-06-30' })
      const a = await logTime(talent, { engagementId: own.id, date: '2031-05-16', hours: 1 })
      const empty = await logTime(talent, { engagementId: own.id, date: '2031-05-17', hours: 0 })
      const earlier = await logTime(talent, { engagementId: own.id, date: '2031-05-14', hours: 1 })
      expect(await refusal(talent.post(`${BASE}submit/`, { period_start: '2031-05-17' }))).toEqual({ status: 422, body: { errors: { periodStart: ['Enter the first day of a pay period (the 1st or the 16th).'] } } })
      expect(await refusal(talent.post(`${BASE}submit/`, { period_start: '2031-05-16', engagement_id: directory.userId(TALENT) }))).toEqual({ status: 422, body: { errors: { engagementId: ['Select a valid engagement.'] } } })
      const submitted = await talent.post(`${BASE}submit/`, { period_start: '2031-05-16', engagement_id: own.id })
      expect({ status: submitted.status, body: submitted.body }).toEqual({ status: 200, body: { submitted: 1 } })
      const states = (await talent.get(`${BASE}?engagement=${own.id}&ordering=timekeeping_date`)).body.results.map((entry: any) => [entry.id, entry.state])
      expect(states).toEqual([
        [earlier.id, 'open'],
        [a.id, 'pending'],
        [empty.id, 'open'],
      ])
      kept.openInGrace = earlier
    })

    it('lists the talent’s own entries with filters and ordering; refuses a bad filter', async () => {
      const all = (await talent.get(`${BASE}?engagement=${main}&page_size=100`)).body
      expect(all.results.every((entry: any) => entry.talentId === talentId && entry.engagementId === main)).toBe(true)
      const dates = all.results.map((entry: any) => entry.timekeepingDate)
      expect(dates).toEqual([...dates].sort())
      const descending = (await talent.get(`${BASE}?engagement=${main}&ordering=-timekeeping_date&page_size=100`)).body.results.map((entry: any) => entry.timekeepingDate)
      expect(descending).toEqual([...dates].sort().reverse())
      expect((await talent.get(`${BASE}?state=pending&page_size=100`)).body.results.every((entry: any) => entry.state === 'pending')).toBe(true)
      const adjustive = (await talent.get(`${BASE}?is_adjustive=true`)).body.results
      expect(adjustive.map((entry: any) => entry.id)).toContain(kept.oldRequest.id)
      expect((await talent.get(`${BASE}?engagement=not-an-id`)).body.count).toBe(0)
      expect((await otherTalent.get(`${BASE}?engagement=${main}`)).body.count).toBe(0)
      expect(await refusal(talent.get(`${BASE}?state=done`))).toMatchObject({ status: 422, body: { errors: { state: [expect.any(String)] } } })
      expect(await refusal(talent.get(`${BASE}?date_from=2031-05-10&date_to=2031-05-01`))).toEqual({ status: 422, body: { errors: { dateFrom: ['The start date must not be after the end date.'] } } })
      expect(await refusal(talent.get(`${BASE}?date_from=yesterday`))).toEqual({ status: 422, body: { errors: { dateFrom: ['Enter a valid date.'] } } })
      const adjustments = (await talent.get(`${BASE}adjustments/`)).body
      expect(adjustments.results.every((entry: any) => entry.isAdjustive)).toBe(true)
      expect(adjustments.results.map((entry: any) => entry.id)).toContain(kept.oldRequest.id)
    })

    it('deletes the talent’s own open entry and request for review; another talent’s entry is 404 for every call', async () => {
      const entry = await logTime(talent, { engagementId: main, date: '2031-05-09', hours: 1 })
      expect(await refusal(otherTalent.patch(`${BASE}${entry.id}/`, { hours: 2 }))).toEqual({ status: 404, body: NOT_FOUND })
      expect(await refusal(otherTalent.delete(`${BASE}${entry.id}/`))).toEqual({ status: 404, body: NOT_FOUND })
      expect((await talent.patch(`${BASE}not-an-id/`, { hours: 2 })).status).toBe(404)
      expect((await talent.delete(`${BASE}${entry.id}/`)).status).toBe(204)
      expect((await talent.delete(`${BASE}${entry.id}/`)).status).toBe(404)
      const request = await logTime(talent, { engagementId: main, date: '2031-04-20', hours: 1 })
      expect(request.state).toBe('submitted')
      expect((await talent.delete(`${BASE}${request.id}/`)).status).toBe(204)
      kept.toDeleteLater = await logTime(talent, { engagementId: main, date: '2031-05-11', hours: 1 })
    })

    it('sends a declined entry edited, and an approved one edited inside the window, back to pending; never deletes an approved one', async () => {
      const declined = await logTime(talent, { engagementId: main, date: '2031-05-16', hours: 4, submit: true })
      expect(await reviewTime(admin, declined.id, 'declined', { clientComment: 'Split by task, please.' })).toMatchObject({ state: 'declined', clientComment: 'Split by task, please.' })
      const resent = await changeTime(talent, declined.id, { hours: 3 })
      expect(resent).toMatchObject({ state: 'pending', hours: '3.00', reviewedBy: null, reviewedAt: null })
      const approved = await approvedTime(talent, admin, { engagementId: main, date: '2031-05-17', hours: 5 })
      expect(approved).toMatchObject({ state: 'approved', reviewedBy: { name: expect.any(String) } })
      expect(await refusal(talent.delete(`${BASE}${approved.id}/`))).toEqual({ status: 422, body: { errors: { nonFieldErrors: ['An approved entry cannot be deleted; change its hours instead.'] } } })
      const edited = await talent.patch(`${BASE}${approved.id}/`, { hours: 6 })
      expect(edited.status).toBe(200)
      expect(edited.body).toMatchObject({ id: approved.id, state: 'pending', hours: '6.00', isAdjustive: false, reviewedBy: null, reviewedAt: null, children: [] })
      expect(edited.body.warning).toBeUndefined()
      // Approved in the grace period, looked at again tomorrow when the talent's window has closed.
      kept.approvedInGrace = await approvedTime(talent, admin, { engagementId: main, date: '2031-05-14', hours: 8 })
      const totals = (await talent.get(`${BASE}total/?date=2031-05-14`)).body.after
      expect(Number(totals.approvedHours)).toBeGreaterThanOrEqual(8)
      expect(totals.amountCents).toBe(kept.approvedInGrace.payCents)
    })

    it('changes an exported entry only by a request for review, and never deletes it', async () => {
      // Lakeside's approved time of 16-31 May goes out in a QuickBooks export (the exports part's task, run in this process).
      const lakeside = await timeEngagement({ organization: lakesideAdmin, talent, talentId, startDate: '2031-05-01', endDate: '2031-06-30' })
      const approved = await approvedTime(talent, lakesideAdmin, { engagementId: lakeside.id, date: '2031-05-18', hours: 2 })
      const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
      const started = await superAdmin.post('/api/v1/super_admin/qb_export/', { period_start: '2031-05-16', organization_ids: [directory.organizationId('Lakeside Medical Center')] })
      expect(started.status).toBe(202)
      const task = await settledTask(superAdmin, `/api/v1/tasks/${started.body.id}/`)
      expect({ status: task.status, error: task.error }).toMatchObject({ status: 'done' })
      const [exported] = (await talent.get(`${BASE}?engagement=${lakeside.id}`)).body.results
      expect(exported).toMatchObject({ id: approved.id, state: 'approved', exportedAt: expect.any(String), changeKind: 'adjustment' })
      expect(await refusal(talent.delete(`${BASE}${approved.id}/`))).toEqual({ status: 422, body: { errors: { nonFieldErrors: ['An exported entry cannot be deleted; change its hours instead.'] } } })
      const answer = await talent.patch(`${BASE}${approved.id}/`, { hours: 3 })
      expect(answer.status).toBe(201)
      expect(answer.body).toMatchObject({ entry: { state: 'submitted', parentId: approved.id, hoursDelta: '1.00', bookedPeriodStart: '2031-05-16' }, warning: PAY_PERIOD_CLOSED_WARNING })
      expect((await talent.get(`${BASE}?engagement=${lakeside.id}&is_adjustive=false`)).body.results[0]).toMatchObject({ hours: '2.00', state: 'approved' })
    })

    it('totals the period holding a date and the one before it (time booked into each)', async () => {
      const read = async (date: string) => (await talent.get(`${BASE}total/?date=${date}`)).body
      const before = await read('2031-05-20')
      expect(before.after.period).toEqual({ start: '2031-05-16', end: '2031-05-31', type: 'current', payDate: '2031-06-10', editableThrough: '2031-06-04' })
      expect(before.before.period).toEqual({ start: '2031-05-01', end: '2031-05-15', type: 'grace', payDate: '2031-05-23', editableThrough: '2031-05-19' })
      await logTime(talent, { engagementId: main, date: '2031-05-18', hours: 2, minutes: 15 })
      await logTime(talent, { engagementId: main, date: '2031-05-02', hours: 1, submit: true })
      const after = await read('2031-05-20')
      const minutes = (text: string) => Math.round(Number(text) * 60)
      expect(minutes(after.after.openHours) - minutes(before.after.openHours)).toBe(135)
      expect(minutes(after.after.totalHours) - minutes(before.after.totalHours)).toBe(135)
      expect(minutes(after.before.pendingHours) - minutes(before.before.pendingHours)).toBe(60)
      // Open and pending time earns nothing yet.
      expect(after.after.amountCents).toBe(before.after.amountCents)
      expect((await talent.get(`${BASE}total/`)).body.after.period.start).toBe('2031-05-16')
      expect(await refusal(talent.get(`${BASE}total/?date=2031-13-01`))).toEqual({ status: 422, body: { errors: { date: ['Enter a valid date.'] } } })
    })

    it('answers the grid’s periods and engagements (short) and the pay date', async () => {
      const short = (await talent.get('/api/v1/talent/pay-periods/short/')).body
      expect(short).toMatchObject({
        today: '2031-05-19',
        current: { start: '2031-05-16', end: '2031-05-31', type: 'current' },
        grace: { start: '2031-05-01', end: '2031-05-15', type: 'grace', editableThrough: '2031-05-19' },
      })
      const engagement = short.engagements.find((item: any) => item.id === main)
      expect(engagement).toMatchObject({ organizationName: 'Northwind Health System', timeZone: 'America/New_York', today: '2031-05-19', hourlyFee: null, startDate: '2031-01-01', lastWorkDate: '2031-08-31', poList: [] })
      expect(engagement.timesheetDates[0]).toBe('2031-05-01')
      expect(engagement.timesheetDates[engagement.timesheetDates.length - 1]).toBe('2031-05-19')
      expect(short.engagements.find((item: any) => item.id === terminated)).toMatchObject({ lastWorkDate: '2031-05-19' })
      for (const client of [talent, admin, await ApiClient.signedIn(server.url, demo.superAdmin)]) {
        expect((await client.get('/api/v1/pay-date/')).body).toEqual({ payDate: '2031-05-23', period: { start: '2031-05-01', end: '2031-05-15' }, today: '2031-05-19' })
      }
      expect((await new ApiClient(server.url).get('/api/v1/pay-date/')).status).toBe(401)
    })

    it('answers the payroll history of past periods, newest first, and its total', async () => {
      const history = (await talent.get('/api/v1/talent/pay-periods/extended/')).body
      const paid = (kept.approvedInGrace.payCents / 100).toFixed(2)
      expect(history.results[0]).toMatchObject({ period: { start: '2031-05-01', end: '2031-05-15', type: 'grace' }, payDate: '2031-05-23', approvedHours: '8.00', amount: paid })
      expect(history.results.map((row: any) => row.period.start)).not.toContain('2031-05-16')
      const total = (await talent.get('/api/v1/talent/pay-periods/extended/total/')).body
      expect(total).toMatchObject({ hours: history.results[0].hours, amount: paid, periods: history.count })
      expect((await talent.get('/api/v1/talent/pay-periods/extended/?date_to=2031-04-30')).body.count).toBe(0)
      expect(await refusal(talent.get('/api/v1/talent/pay-periods/extended/total/?date_from=2031-05-10&date_to=2031-05-01'))).toEqual({
        status: 422,
        body: { errors: { dateFrom: ['The start date must not be after the end date.'] } },
      })
    })
  })

  describe('on 2031-05-20, the day after the talent’s window of 1-15 May closed', () => {
    beforeAll(async () => {
      const first = server
      await first.stop()
      server = await startTestServer({ database, sameDatabaseAs: first, env: { CLOCK_NOW: NEXT_DAY } })
      await signIn()
    }, 240_000)

    it('turns a change of a never-approved entry on a closed day into a request for review of all its time', async () => {
      const answer = await talent.patch(`${BASE}${kept.openInGrace.id}/`, { hours: 2 })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        entry: { id: kept.openInGrace.id, state: 'submitted', isAdjustive: true, parentId: null, bookedPeriodStart: '2031-05-16', hours: '2.00', hoursDelta: '2.00' },
        warning: PAY_PERIOD_CLOSED_WARNING,
        message: '2.00 hours will be added to the next pay period.',
      })
    })

    it('logs new time on a closed day as a request for review; refuses deleting or submitting a closed period', async () => {
      const request = await post(entryBody({ timekeeping_date: '2031-05-15', hours: 3 }))
      expect(request.status).toBe(201)
      expect(request.body).toMatchObject({ state: 'submitted', isAdjustive: true, bookedPeriodStart: '2031-05-16', warning: PAY_PERIOD_CLOSED_WARNING })
      expect(await refusal(talent.delete(`${BASE}${kept.toDeleteLater.id}/`))).toEqual({ status: 422, body: { errors: { nonFieldErrors: ['The pay period of this entry is closed; it cannot be deleted.'] } } })
      expect(await refusal(talent.post(`${BASE}submit/`, { period_start: '2031-05-01' }))).toEqual({ status: 422, body: { errors: { periodStart: ['This pay period is closed.'] } } })
      const short = (await talent.get('/api/v1/talent/pay-periods/short/')).body
      expect(short).toMatchObject({ today: '2031-05-20', grace: null, current: { start: '2031-05-16' } })
    })

    it('keeps an approved entry changed on a closed day as it was and makes a submitted child carrying the change', async () => {
      const parent = kept.approvedInGrace
      const answer = await talent.patch(`${BASE}${parent.id}/`, { hours: 6, talent_comment: 'Two hours were training' })
      expect(answer.status).toBe(201)
      expect(answer.body).toMatchObject({
        entry: {
          state: 'submitted',
          isAdjustive: true,
          parentId: parent.id,
          adjustmentSource: 'talent',
          timekeepingDate: '2031-05-14',
          bookedPeriodStart: '2031-05-16',
          hours: '6.00',
          hoursDelta: '-2.00',
          minutesDelta: -120,
          talentComment: 'Two hours were training',
        },
        warning: 'Pay Period is closed. Your request will be reviewed by a Manager.',
        message: '2.00 hours will be deducted from the next pay period.',
      })
      const child = answer.body.entry
      expect(child.payDelta).toBe(`-${(parent.payCents / 4 / 100).toFixed(2)}`)
      const [stored] = (await talent.get(`${BASE}?date_from=2031-05-14&date_to=2031-05-14&is_adjustive=false&state=approved`)).body.results.filter((entry: any) => entry.id === parent.id)
      expect(stored).toMatchObject({ state: 'approved', hours: '8.00', talentComment: '', children: [child.id], changeKind: 'adjustment' })
      // Asked again: the same request is rewritten (one open request per entry), against the approved 8 hours.
      const again = await talent.patch(`${BASE}${parent.id}/`, { hours: 9 })
      expect(again.status).toBe(200)
      expect(again.body).toMatchObject({ entry: { id: child.id, hours: '9.00', hoursDelta: '1.00' }, message: '1.00 hours will be added to the next pay period.' })
      // The day counts the request's 9 hours instead of the entry's 8.
      const day = (await talent.get(`${BASE}?date_from=2031-05-14&date_to=2031-05-14&page_size=100`)).body.results
      const others = day.filter((entry: any) => !entry.isAdjustive && entry.id !== parent.id).reduce((sum: number, entry: any) => sum + entry.durationMinutes, 0)
      const room = 24 * 60 - others - 9 * 60
      expect(await refusal(talent.patch(`${BASE}${child.id}/`, { hours: 9 + Math.floor(room / 60) + 1, minutes: 0 }))).toMatchObject({ status: 422 })
      expect(await refusal(talent.delete(`${BASE}${parent.id}/`))).toEqual({ status: 422, body: { errors: { nonFieldErrors: ['An approved entry cannot be deleted; change its hours instead.'] } } })
      // The talent withdraws the request; the next change makes a new one.
      expect((await talent.delete(`${BASE}${child.id}/`)).status).toBe(204)
      expect((await talent.patch(`${BASE}${parent.id}/`, { hours: 7 })).status).toBe(201)
      expect((await talent.get(`${BASE}adjustments/`)).body.results[0]).toMatchObject({ parentId: parent.id, hoursDelta: '-1.00', state: 'submitted' })
    })

    it('refuses time after the termination day (terminated at 03:30Z on the 20th: the 19th in New York)', async () => {
      expect(await refusal(post(entryBody({ engagement_id: terminated, timekeeping_date: '2031-05-20' })))).toEqual({ status: 422, body: { errors: { timekeepingDate: [OUTSIDE] } } })
      expect((await post(entryBody({ engagement_id: terminated, timekeeping_date: '2031-05-19', hours: 1 }))).status).toBe(201)
    })
  })
})

const NOT_ACCEPTED = 'Time can be logged only on an accepted, active, expired or terminated engagement.'
