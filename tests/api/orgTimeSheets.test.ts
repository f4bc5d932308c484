import { increasedHoursMessage, reducedHoursMessage } from '../../contract/timeSheets/timeEntry'
import { TIME_ENTRY_ORDERING } from '../../contract/timeSheets/orgInput'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { newPurchaseOrder } from '../helpers/purchaseOrders'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { logTime, timeEngagement } from '../helpers/timeSheets'

/**
 * The organization's time sheets : who reads and reviews, every
 * review move and its refusals, the all-or-nothing bulk modals, organization edits on both sides of the
 * organization's window, lists, totals, the burn-down and the audit trail. The clock moves three times
 * over one database: 2031-05-14 (David Kowalski logs and submits 1-15 May), 2031-05-22 (day 7 of the next
 * period: the organization's window of 1-15 May is still open, the talent's closed on the 19th) and
 * 2031-05-23 (day 8: closed for everyone; changes become adjustments). Northwind: Olivia Grant (admin),
 * Marcus Reed (manager with Manage Engagement and View Rate, owner of "Bravo"), Priya Shah (manager
 * without Manage Engagement); Lakeside's admin and Emily Carter are "another organization".
 */
const LOG_DAY = '2031-05-14T16:00:00Z'
const DAY_7 = '2031-05-22T16:00:00Z'
const DAY_8 = '2031-05-23T16:00:00Z'
const ADMIN = '/api/v1/organization_admin/time-sheets/'
const MANAGER = '/api/v1/manager/time-sheets/'
const TALENT = 'david.kowalski@talent.example'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const NO_RIGHTS = 'You may not approve or decline the time of this engagement.'
const ENV = { RUN_JOBS: 'false', EXPOSE_QUERY_COUNT: 'true' }

// Dozens of calls per test on a shared machine.
jest.setTimeout(60_000)

describe.each(databases)('organization time sheets (%s)', (database) => {
  let server: TestServer
  let admin: ApiClient, marcus: ApiClient, priya: ApiClient, contact: ApiClient, lakeside: ApiClient, talent: ApiClient, superAdmin: ApiClient
  let talentId = ''
  let marcusId = ''
  /** Alpha (the admin's, no PO) and Bravo (Marcus's, one PO); Lakeside's engagement of Emily Carter. */
  let alpha = '', bravo = '', lakesideEngagement = '', purchaseOrder = ''
  /** Entry ids by name: 'a05' = Alpha, 5 May. */
  const id: Record<string, string> = {}
  const signIn = (url: string) => Promise.all([demo.northwind.admin, demo.northwind.manager, demo.northwind.manager2, demo.northwind.contact, demo.lakeside.admin, TALENT, demo.superAdmin].map((email) => ApiClient.signedIn(url, email)))
  const signInAll = async () => {
    ;[admin, marcus, priya, contact, lakeside, talent, superAdmin] = await signIn(server.url)
  }
  const patch = (client: ApiClient, entry: string, body: Record<string, unknown>, base = ADMIN) => client.patch(`${base}${entry}/`, body)
  const bulk = (client: ApiClient, body: Record<string, unknown>, base = ADMIN) => client.patch(base, body)
  const list = async (query: string, client = admin, base = ADMIN) => {
    const response = await client.get(`${base}?${query}`)
    expect(response.status).toBe(200)
    return response.body
  }
  const entry = async (entryId: string) => (await list(`talent=${talentId}&page_size=100`)).results.find((found: any) => found.id === entryId)
  const summaries = async (recordId: string) => (await admin.get(`/api/v1/organization_admin/audit-events/?entity=time-entries&record_id=${recordId}`)).body.results.map((event: any) => event.summary)

  beforeAll(async () => {
    const first = await startTestServer({ database, seed: true, keepDatabase: true, env: { ...ENV, CLOCK_NOW: LOG_DAY } })
    try {
      server = first
      await signInAll()
      const directory = await readDirectory(superAdmin)
      talentId = directory.userId(TALENT)
      marcusId = directory.userId(demo.northwind.manager)
      const emily = await ApiClient.signedIn(server.url, demo.talent)
      const dates = { talent, talentId, startDate: '2031-01-01', endDate: '2031-08-31' }
      alpha = (await timeEngagement({ organization: admin, ...dates, body: { name: `Alpha build ${database}` } })).id
      bravo = (await timeEngagement({ organization: marcus, prefix: 'manager', ...dates, body: { name: `Bravo build ${database}` } })).id
      const order = await newPurchaseOrder(admin, `OTS-${database.slice(0, 2)}1`, { amount: '5000.00' })
      purchaseOrder = order.id
      expect((await admin.patch(`/api/v1/organization_admin/engagements/${bravo}/purchase-order-numbers/${purchaseOrder}/`, { is_assigned: true })).status).toBe(200)
      lakesideEngagement = (await timeEngagement({ organization: lakeside, talent: emily, talentId: directory.userId(demo.talent), startDate: '2031-01-01', endDate: '2031-08-31' })).id
      for (const [name, date, hours] of [['a05', 5, 8], ['a06', 6, 8], ['a07', 7, 4], ['a08', 8, 2], ['a12', 12, 3], ['a13', 13, 1]] as const) {
        id[name] = (await logTime(talent, { engagementId: alpha, date: `2031-05-${String(date).padStart(2, '0')}`, hours, submit: true })).id
      }
      id.a09 = (await logTime(talent, { engagementId: alpha, date: '2031-05-09', hours: 1 })).id
      id.b05 = (await logTime(talent, { engagementId: bravo, date: '2031-05-05', hours: 2, submit: true })).id
      id.b06 = (await logTime(talent, { engagementId: bravo, date: '2031-05-06', hours: 1, submit: true })).id
      id.l05 = (await logTime(emily, { engagementId: lakesideEngagement, date: '2031-05-05', hours: 5, submit: true })).id
    } finally {
      await first.stop()
    }
    server = await startTestServer({ database, sameDatabaseAs: first, keepDatabase: true, env: { ...ENV, CLOCK_NOW: DAY_7 } })
    await signInAll()
  }, 400_000)
  afterAll(() => server?.stop())

  it('reads: admins and managers with Manage Engagement; others are refused; another organization is 404', async () => {
    expect((await priya.get(MANAGER)).body).toEqual({ errors: { nonFieldErrors: ['Only users with Manage Engagement can see time sheets.'] } })
    expect((await priya.get(MANAGER)).status).toBe(403)
    for (const client of [contact, talent, superAdmin]) expect((await client.get(MANAGER)).status).toBe(403)
    expect((await marcus.get(ADMIN)).status).toBe(403)
    const seen = await list(`talent=${talentId}`, marcus, MANAGER)
    expect(seen.count).toBe(9)
    expect(seen.results.every((found: any) => found.costCents !== null)).toBe(true)
    expect((await list(`talent=${talentId}`, lakeside)).count).toBe(0)
    expect(await patch(lakeside, id.a05!, { state: 'approved' })).toMatchObject({ status: 404, body: NOT_FOUND })
    expect(await patch(admin, id.l05!, { state: 'approved' })).toMatchObject({ status: 404, body: NOT_FOUND })
    expect((await patch(admin, 'not-an-id', { state: 'approved' })).status).toBe(404)
    const directory = await readDirectory(superAdmin)
    const emily = directory.userId(demo.talent)
    const everyone = await list(`date_from=2031-05-05&date_to=2031-05-05&ordering=organization_name&page_size=100`, superAdmin, '/api/v1/super_admin/time-tracking/')
    expect(everyone.results.map((found: any) => found.id)).toEqual(expect.arrayContaining([id.a05, id.l05]))
    const lakesideOnly = await list(`organization=${directory.organizationId('Lakeside Medical Center')}&talent=${emily}`, superAdmin, '/api/v1/super_admin/time-tracking/')
    expect(lakesideOnly.results.map((found: any) => found.id)).toContain(id.l05)
    expect(lakesideOnly.results.map((found: any) => found.id)).not.toContain(id.a05)
  })

  it('approval rights: the owner, a manager with time-sheet approval, the admin; nobody else', async () => {
    expect(await patch(marcus, id.a13!, { state: 'approved' }, MANAGER)).toMatchObject({ status: 403, body: { errors: { nonFieldErrors: [NO_RIGHTS] } } })
    const owned = await patch(marcus, id.b05!, { state: 'approved' }, MANAGER)
    expect(owned.status).toBe(200)
    expect(owned.body).toMatchObject({ id: id.b05, state: 'approved', reviewedBy: { id: marcusId, name: 'Marcus Reed' } })
    expect((await admin.patch(`/api/v1/organization_admin/users/${marcusId}/`, { has_time_sheet_approval: true })).status).toBe(200)
    const marcusNow = await ApiClient.signedIn(server.url, demo.northwind.manager)
    expect((await patch(marcusNow, id.a13!, { state: 'approved' }, MANAGER)).body).toMatchObject({ state: 'approved', reviewedBy: { name: 'Marcus Reed' } })
    expect((await admin.patch(`/api/v1/organization_admin/users/${marcusId}/`, { has_time_sheet_approval: false })).status).toBe(200)
    marcus = await ApiClient.signedIn(server.url, demo.northwind.manager)
    expect((await patch(marcus, id.a12!, { state: 'approved' }, MANAGER)).status).toBe(403)
  })

  it('declines with a trimmed, required comment of at most 500; approves a waiting entry only', async () => {
    expect(await patch(admin, id.a06!, { state: 'declined' })).toMatchObject({ status: 422, body: { errors: { clientComment: ['This field is required'] } } })
    expect(await patch(admin, id.a06!, { state: 'declined', client_comment: '   ' })).toMatchObject({ status: 422, body: { errors: { clientComment: ['This field is required'] } } })
    expect(await patch(admin, id.a06!, { state: 'declined', client_comment: 'x'.repeat(501) })).toMatchObject({ status: 422, body: { errors: { clientComment: ['Ensure this field has no more than 500 characters.'] } } })
    const declined = await patch(admin, id.a06!, { state: 'declined', client_comment: '  Split the hours by task.  ' })
    expect(declined.body).toMatchObject({ state: 'declined', clientComment: 'Split the hours by task.', reviewedBy: { name: 'Olivia Grant' } })
    expect(await patch(admin, id.a06!, { state: 'declined', client_comment: 'Again' })).toMatchObject({ status: 422, body: { errors: { nonFieldErrors: ['Only a submitted entry can be approved or declined.'] } } })
    expect((await patch(admin, id.a05!, { state: 'approved' })).body).toMatchObject({ state: 'approved', reviewedBy: { name: 'Olivia Grant' } })
    expect(await patch(admin, id.a05!, { state: 'approved' })).toMatchObject({ status: 422, body: { errors: { nonFieldErrors: ['This entry is already approved.'] } } })
    expect(await patch(admin, id.a09!, { state: 'approved' })).toMatchObject({ status: 422, body: { errors: { nonFieldErrors: ['Only a submitted entry can be approved or declined.'] } } })
    expect((await patch(admin, id.a05!, { state: 'approved', hours: 2 })).status).toBe(422)
    expect((await patch(admin, id.a05!, {})).status).toBe(422)
    expect(await summaries(id.a06!)).toContain('Olivia Grant declined 8.00 hours of David Kowalski on 05/06/2031: Split the hours by task.')
  })

  it('un-approves with a required reason: waiting again, the reason kept, in the trail and e-mailed to the talent', async () => {
    expect(await patch(admin, id.a05!, { state: 'pending' })).toMatchObject({ status: 422, body: { errors: { reason: ['This field is required'] } } })
    expect(await patch(admin, id.a09!, { state: 'pending', reason: 'Wrong day' })).toMatchObject({ status: 422, body: { errors: { nonFieldErrors: ['Only an approved entry can be un-approved.'] } } })
    const back = await patch(admin, id.a05!, { state: 'pending', reason: '  Wrong day  ' })
    expect(back.status).toBe(200)
    expect(back.body).toMatchObject({ state: 'pending', unapproveReason: 'Wrong day', reviewedBy: null, reviewedAt: null })
    const mail = await server.mail.waitFor((m) => m.subject === 'Your time on 05/05/2031 needs another look')
    expect(mail.to).toEqual([TALENT])
    expect(mail.text).toContain('Olivia Grant took back the approval of your 8.00 hours on 05/05/2031')
    expect(mail.text).toContain('Reason: Wrong day')
    expect(await summaries(id.a05!)).toEqual(expect.arrayContaining(['Olivia Grant approved 8.00 hours of David Kowalski on 05/05/2031', 'Olivia Grant un-approved 8.00 hours of David Kowalski on 05/05/2031: Wrong day']))
  })

  it('bulk review is all or nothing: any refused row answers 422 naming it, and nothing changes', async () => {
    const period = { type: 'all_engagements', talent_id: talentId, period_start: '2031-05-01' }
    const refused = await bulk(marcus, { action: 'approve', scope: period }, MANAGER)
    expect(refused.status).toBe(422)
    expect(refused.body.errors.rows).toEqual(expect.arrayContaining([`${id.a05}: ${NO_RIGHTS}`, `${id.a07}: ${NO_RIGHTS}`]))
    expect((await entry(id.b06!)).state).toBe('pending')
    const mixed = await bulk(admin, { action: 'approve', scope: { type: 'action_item' }, ids: [id.a07, id.b05] })
    expect(mixed).toMatchObject({ status: 422, body: { errors: { rows: [`${id.b05}: This entry is already approved.`] } } })
    expect((await entry(id.a07!)).state).toBe('pending')
    expect(await bulk(admin, { action: 'approve', scope: { type: 'action_item' }, ids: [id.a07, id.l05] })).toMatchObject({ status: 422, body: { errors: { ids: [`${id.l05}: Select a valid time entry.`] } } })
    expect(await bulk(admin, { action: 'approve', scope: { type: 'entire_engagement', engagement_id: lakesideEngagement, period_start: '2031-05-01' } })).toMatchObject({ status: 422, body: { errors: { engagementId: ['Select a valid engagement.'] } } })
    expect((await bulk(admin, { action: 'decline', scope: { type: 'entire_day', date: '2031-05-07', engagement_id: alpha } })).body.errors.clientComment).toEqual(['This field is required'])
    expect((await bulk(admin, { action: 'approve', scope: { type: 'entire_engagement', engagement_id: alpha } })).status).toBe(422)
    expect((await bulk(admin, { action: 'approve', scope: { type: 'nope' } })).status).toBe(422)
    expect((await entry(id.l05!)) ?? null).toBeNull()
    const day = await bulk(admin, { action: 'approve', scope: { type: 'entire_day', date: '2031-05-07', engagement_id: alpha } })
    expect(day.body).toEqual({ approved: 1, ids: [id.a07] })
    expect(await summaries(id.a07!)).toContain('Olivia Grant approved 4.00 hours of David Kowalski on 05/07/2031')
  })

  it('bulk selection: a period takes the adjustments booked into it; a custom range takes every waiting adjustment', async () => {
    // The talent's window of 1-15 May closed on the 19th: new time there is a request for review booked into 16-31 May.
    const request = await logTime(talent, { engagementId: alpha, date: '2031-05-10', hours: 3 })
    expect(request).toMatchObject({ state: 'submitted', isAdjustive: true, bookedPeriodStart: '2031-05-16' })
    id.a10 = request.id
    id.a20 = (await logTime(talent, { engagementId: alpha, date: '2031-05-20', hours: 2, submit: true })).id
    const firstHalf = await bulk(admin, { action: 'approve', scope: { type: 'all_engagements', talent_id: talentId, period_start: '2031-05-01' } })
    expect(firstHalf.status).toBe(200)
    expect(firstHalf.body.ids.sort()).toEqual([id.a05, id.a08, id.a12, id.b06].sort())
    const secondHalf = await bulk(admin, { action: 'approve', scope: { type: 'entire_engagement', engagement_id: alpha, period_start: '2031-05-16' } })
    expect(secondHalf.body).toEqual({ approved: 2, ids: [id.a10, id.a20] })
    id.b11 = (await logTime(talent, { engagementId: bravo, date: '2031-05-11', hours: 1, purchaseOrderId: purchaseOrder })).id
    const range = await bulk(admin, { action: 'decline', client_comment: 'Not this one', scope: { type: 'entire_engagement', engagement_id: bravo, date_from: '2031-05-01', date_to: '2031-05-04' } })
    expect(range.body).toEqual({ declined: 1, ids: [id.b11] })
    expect(await entry(id.b11!)).toMatchObject({ state: 'declined', clientComment: 'Not this one' })
  })

  it('an organization edit inside its window (day 7) changes the entry and approves it', async () => {
    const edited = await patch(admin, id.a12!, { hours: 5, minutes: 15, description: 'Corrected' })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id: id.a12, isAdjustive: false, state: 'approved', hours: '5.25', description: 'Corrected', reviewedBy: { name: 'Olivia Grant' }, changeKind: 'edit', children: [] })
    expect(await patch(admin, id.a12!, { minutes: 20 })).toMatchObject({ status: 422, body: { errors: { minutes: ['Minutes must be 0, 15, 30 or 45.'] } } })
    expect((await patch(admin, id.a12!, { hours: 25 })).body.errors.hours).toEqual(['Enter whole hours between 0 and 24.'])
    expect(await patch(admin, id.a05!, { hours: 23 })).toMatchObject({ status: 422, body: { errors: { hours: ['A day cannot hold more than 24 hours across engagements.'] } } })
    expect((await patch(marcus, id.a12!, { hours: 1 }, MANAGER)).status).toBe(403)
    expect((await patch(admin, id.a12!, { description: 'x'.repeat(501) })).body.errors.description).toEqual(['Ensure this field has no more than 500 characters.'])
  })

  it('exists, totals, filters and the time-entry sort fields (query count independent of the page size)', async () => {
    const scope = `talent=${talentId}&period_start=2031-05-01`
    expect((await admin.get(`${ADMIN}exists/?${scope}`)).body).toEqual({ exists: false })
    expect((await admin.get(`${ADMIN}exists/?${scope}&state=declined`)).body).toEqual({ exists: true })
    expect((await admin.get(`${ADMIN}exists/?talent=${talentId}&period_start=2031-05-16&state=approved`)).body).toEqual({ exists: true })
    const totals = (await admin.get(`${ADMIN}total/?${scope}`)).body
    // Approved: a05 8 + a07 4 + a08 2 + a12 5.25 + a13 1 + b05 2 + b06 1; open a09 1; declined a06 8.
    expect(totals).toMatchObject({ period: { start: '2031-05-01', end: '2031-05-15', type: 'grace', editableThrough: '2031-05-22', payDate: '2031-05-23' }, approvedHours: '23.25', openHours: '1.00', declinedHours: '8.00', pendingHours: '0.00', totalHours: '24.25' })
    expect(totals.byState.approved).toEqual({ hours: '23.25', count: 7 })
    expect(totals.amountCents).toBeGreaterThan(0)
    const booked = (await admin.get(`${ADMIN}total/?talent=${talentId}&period_start=2031-05-16`)).body
    expect(booked).toMatchObject({ adjustedHours: '3.00', approvedHours: '5.00', declinedHours: '1.00' })
    expect((await list(`${scope}&search=Bravo`)).results.every((found: any) => found.engagementId === bravo)).toBe(true)
    expect((await list(`${scope}&state=declined`)).results.map((found: any) => found.id)).toEqual([id.a06])
    expect((await list(`talent=${talentId}&is_adjustive=true`)).count).toBe(2)
    expect((await list(`${scope}&purchase_order=${purchaseOrder}`)).count).toBe(2)
    expect((await list(`talent=${talentId}&purchase_order=${purchaseOrder}&is_adjustive=true`)).results.map((found: any) => found.id)).toEqual([id.b11])
    expect((await list(`${scope}&date_from=2031-05-07&date_to=2031-05-08`)).count).toBe(2)
    expect((await admin.get(`${ADMIN}?date_from=2031-05-08&date_to=2031-05-07`)).status).toBe(422)
    expect((await admin.get(`${ADMIN}?state=bogus`)).status).toBe(422)
    expect((await admin.get(`${ADMIN}?period_start=2031-05-02`)).status).toBe(422)
    expect((await list(`${scope}&ordering=-hours&page_size=2`)).results.map((found: any) => found.hours)).toEqual(['8.00', '8.00'])
    expect((await list(`${scope}&ordering=engagement_name,timekeeping_date`)).results.at(-1).engagementId).toBe(bravo)
    // Alpha's owner is Olivia Grant, Bravo's Marcus Reed: managers' names sort Bravo first.
    expect((await list(`${scope}&ordering=manager_name`)).results[0].engagementId).toBe(bravo)
    expect((await list(`${scope}&ordering=-manager_name`)).results[0].engagementId).toBe(alpha)
    const departments = (await admin.get('/api/v1/organization_admin/departments/?page_size=100')).body.results
    const department = (name: string) => departments.find((found: any) => found.name === name).id as string
    for (const [engagement, name] of [[alpha, 'Revenue Cycle'], [bravo, 'Ambulatory']]) {
      expect((await admin.patch(`/api/v1/organization_admin/engagements/${engagement}/`, { department_id: department(name!) })).status).toBe(200)
    }
    expect((await list(`${scope}&department=${department('Ambulatory')}`)).results.map((found: any) => found.id).sort()).toEqual([id.b05, id.b06].sort())
    expect((await list(`${scope}&ordering=department_name`)).results[0].engagementId).toBe(bravo)
    expect((await list(`${scope}&ordering=-department_name`)).results[0].engagementId).toBe(alpha)
    // Marcus Reed reviewed b05 and a13, Olivia Grant the other approved entries.
    expect((await list(`${scope}&state=approved&ordering=reviewer_name,timekeeping_date`)).results.slice(0, 2).map((found: any) => found.id)).toEqual([id.b05, id.a13])
    expect((await list(`${scope}&state=approved&ordering=-reviewer_name`)).results.at(-1).reviewedBy.name).toBe('Marcus Reed')
    // Nine entries; any eight of them name a PO, a reviewer, both engagements: the same look-ups run for 8 and 9.
    for (const key of TIME_ENTRY_ORDERING) {
      for (const ordering of [key, `-${key}`]) {
        const small = await admin.get(`${ADMIN}?${scope}&ordering=${ordering}&page_size=8`)
        const large = await admin.get(`${ADMIN}?${scope}&ordering=${ordering}&page_size=9`)
        expect([small.status, large.status, small.body.results.length, large.body.results.length]).toEqual([200, 200, 8, 9])
        expect(Number(small.headers.get('x-query-count'))).toBe(Number(large.headers.get('x-query-count')))
      }
    }
  })

  it('PO burn-down, isUsed and unassigning a PO that carries time', async () => {
    expect((await priya.get(`${MANAGER}po-burn-down/`)).status).toBe(403)
    // Bravo's only PO is preselected: b05 and b06 (approved) carry it.
    const onPo = (await list(`talent=${talentId}&purchase_order=${purchaseOrder}&state=approved`)).results
    const spent = onPo.reduce((sum: number, found: any) => sum + found.costTalentFeeIncludedCents, 0)
    expect(onPo.map((found: any) => found.id).sort()).toEqual([id.b05, id.b06].sort())
    const rows = (await admin.get(`${ADMIN}po-burn-down/`)).body.results
    const row = rows.find((found: any) => found.purchaseOrder.id === purchaseOrder)
    expect(row).toMatchObject({ purchaseOrder: { name: `OTS-${database.slice(0, 2)}1` }, amountCents: 500000, approvedCostCents: spent, remainingCents: 500000 - spent, validThrough: null })
    const approved = await patch(admin, id.b11!, { hours: 1, purchase_order_id: purchaseOrder })
    expect(approved.body).toMatchObject({ state: 'approved', purchaseOrderId: purchaseOrder })
    // All approved spend to date, whichever period is asked (tests/api/poBurnDown.test.ts): b05, b06 and the request b11.
    const after = (await admin.get(`${ADMIN}po-burn-down/?period_start=2031-05-16`)).body.results.find((found: any) => found.purchaseOrder.id === purchaseOrder)
    const spentNow = spent + approved.body.costTalentFeeIncludedCents
    expect(after).toMatchObject({ approvedCostCents: spentNow, remainingCents: 500000 - spentNow })
    const orders = (await admin.get('/api/v1/organization_admin/purchase_order/?page_size=100')).body.results
    expect(orders.find((found: any) => found.id === purchaseOrder).isUsed).toBe(true)
    const second = await newPurchaseOrder(admin, `OTS-${database.slice(0, 2)}2`)
    const assign = (po: string, isAssigned: boolean) => admin.patch(`/api/v1/organization_admin/engagements/${bravo}/purchase-order-numbers/${po}/`, { is_assigned: isAssigned })
    expect((await assign(second.id, true)).status).toBe(200)
    expect(await assign(purchaseOrder, false)).toMatchObject({ status: 422, body: { errors: { nonFieldErrors: ['Time has been logged on this purchase order for this engagement; it cannot be unassigned.'] } } })
    expect((await assign(second.id, false)).status).toBe(200)
  })

  it('adjustments: listed, reviewed and edited by id; an entry that is no adjustment is 404 there', async () => {
    const adjustments = await list(`talent=${talentId}`, admin, `${ADMIN}adjustments/`)
    expect(adjustments.results.map((found: any) => found.id).sort()).toEqual([id.a10, id.b11].sort())
    const request = await logTime(talent, { engagementId: alpha, date: '2031-05-11', hours: 2 })
    const edited = await patch(admin, request.id, { hours: 1, description: 'One hour was agreed' }, `${ADMIN}adjustments/`)
    expect(edited.body).toMatchObject({ id: request.id, state: 'approved', hours: '1.00', hoursDelta: '1.00', description: 'One hour was agreed', reviewedBy: { name: 'Olivia Grant' } })
    const other = await logTime(talent, { engagementId: alpha, date: '2031-05-14', hours: 2 })
    expect((await patch(admin, other.id, { state: 'declined', client_comment: 'No' }, `${ADMIN}adjustments/`)).body).toMatchObject({ state: 'declined', clientComment: 'No' })
    expect(await patch(admin, id.a12!, { state: 'approved' }, `${ADMIN}adjustments/`)).toMatchObject({ status: 404, body: NOT_FOUND })
    expect((await patch(lakeside, request.id, { state: 'approved' }, `${ADMIN}adjustments/`)).status).toBe(404)
  })

  describe('day 8 of the next period: the organization window of 1-15 May has closed', () => {
    beforeAll(async () => {
      const previous = server
      await previous.stop()
      server = await startTestServer({ database, sameDatabaseAs: previous, env: { ...ENV, CLOCK_NOW: DAY_8 } })
      await signInAll()
    }, 240_000)

    it('an edit becomes an approved adjustive child with the reduced or increased hours message; the entry stays', async () => {
      const reduced = await patch(admin, id.a12!, { hours: 4, minutes: 0 })
      expect(reduced.status).toBe(201)
      expect(reduced.body).toMatchObject({
        isAdjustive: true,
        parentId: id.a12,
        adjustmentSource: 'organization',
        state: 'approved',
        hours: '4.00',
        hoursDelta: '-1.25',
        bookedPeriodStart: '2031-05-16',
        timekeepingDate: '2031-05-12',
        reviewedBy: { name: 'Olivia Grant' },
        message: reducedHoursMessage('1.25'),
      })
      expect(await entry(id.a12!)).toMatchObject({ hours: '5.25', state: 'approved', children: [reduced.body.id], changeKind: 'adjustment' })
      const increased = await patch(admin, id.a13!, { hours: 3 })
      expect(increased.body).toMatchObject({ hoursDelta: '2.00', message: increasedHoursMessage('2.00') })
      expect(await summaries(reduced.body.id)).toContain('Olivia Grant adjusted the time of David Kowalski on 05/12/2031 by -1.25 hours')
    })

    it('un-approving a closed period is refused; a review without rights still is 403', async () => {
      expect(await patch(admin, id.a08!, { state: 'pending', reason: 'Too late' })).toMatchObject({ status: 422, body: { errors: { nonFieldErrors: ['The pay period of this entry is closed; it can no longer be un-approved.'] } } })
      expect((await patch(marcus, id.a08!, { hours: 1 }, MANAGER)).status).toBe(403)
      // Booked into 16-31 May: a10 +3, b11 +1, the 11 May request +1, a12 -1.25, a13 +2.
      expect((await admin.get(`${ADMIN}total/?talent=${talentId}&period_start=2031-05-16`)).body.adjustedHours).toBe('5.75')
    })
  })
})
