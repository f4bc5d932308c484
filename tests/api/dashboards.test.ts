import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { applyToOpportunity, createOpportunity, inviteToOpportunity, OPPORTUNITY_TALENT } from '../helpers/opportunities'
import { newPurchaseOrder } from '../helpers/purchaseOrders'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { approvedTime, changeTime, logTime, reviewTime, timeEngagement } from '../helpers/timeSheets'
import { blob, tinyPdf } from '../helpers/uploads'

/**
 * The dashboards: every action item kind
 * appears when its condition holds and disappears when it no longer does, the figures of the talent's,
 * the organization's and the super admin's dashboards, show-screen, settings and the internal users.
 *
 * The clock stands at 2031-05-17 (noon in New York, the organizations' zone): 1-15 May is the grace period
 * (open to the talent through the 19th, to the organization through the 22nd), 16-31 May the current one.
 * No seeded time (SEED_TIME_SHEETS=false), so every minute counted is one this file logged. David
 * Kowalski (approved, only a declined seeded engagement) is the talent; Northwind's admin (Olivia Grant),
 * Marcus Reed (manager with Manage Engagement and View Rate), Priya Shah (manager without Manage
 * Engagement); Lakeside's admin with Emily Carter is the other organization. Flag engagementExtension on,
 * orgSavings off (the savings call is then 404: tests/api/savings.test.ts has it on).
 */
const CLOCK = '2031-05-17T16:00:00Z'
const ENV = { RUN_JOBS: 'false', SEED_TIME_SHEETS: 'false', CLOCK_NOW: CLOCK, FEATURE_FLAGS: 'engagement_extension' }
const DAVID = 'david.kowalski@talent.example'
const TALENT_ITEMS = '/api/v1/talent/action-items/'
const ORG_ITEMS = '/api/v1/org-side/action-items/'

jest.setTimeout(120_000)

describe.each(databases)('dashboards (%s)', (database) => {
  let server: TestServer
  let admin: ApiClient,
    marcus: ApiClient,
    priya: ApiClient,
    contact: ApiClient,
    lakeside: ApiClient,
    david: ApiClient,
    emily: ApiClient,
    superAdmin: ApiClient
  let davidId = '',
    emilyId = ''
  /** David's active Northwind engagement (1 April - 25 May) that carries his time, and its PO. */
  let work = ''

  const items = async (client: ApiClient, path: string) => {
    const response = await client.get(path)
    expect(response.status).toBe(200)
    return response.body.results as any[]
  }
  const kinds = async (client: ApiClient, path: string) => (await items(client, path)).map((item) => item.kind)
  const item = async (client: ApiClient, path: string, kind: string) => (await items(client, path)).find((found) => found.kind === kind)

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: ENV })
    ;[admin, marcus, priya, contact, lakeside, david, emily, superAdmin] = await Promise.all(
      [
        demo.northwind.admin,
        demo.northwind.manager,
        demo.northwind.manager2,
        demo.northwind.contact,
        demo.lakeside.admin,
        DAVID,
        demo.talent,
        demo.superAdmin,
      ].map((email) => ApiClient.signedIn(server.url, email)),
    )
    const directory = await readDirectory(superAdmin)
    davidId = directory.userId(DAVID)
    emilyId = directory.userId(demo.talent)
    work = (
      await timeEngagement({
        organization: admin,
        talent: david,
        talentId: davidId,
        startDate: '2031-04-01',
        endDate: '2031-05-25',
        body: { name: `David time ${database}` },
      })
    ).id
  }, 300_000)
  afterAll(() => server?.stop())

  it('talent: an offer and its required document appear while pending and go when the talent declines', async () => {
    expect(await items(david, TALENT_ITEMS)).toEqual([])
    const library = (await admin.get('/api/v1/organization_admin/required-documents/?page_size=100')).body.results as any[]
    const document = library.find((row) => row.places?.remote && row.isActive !== false)
    expect(document).toBeDefined()
    const before = (await item(admin, ORG_ITEMS, 'engagement_awaiting_talent'))?.count ?? 0
    const offer = await createEngagement('pending', {
      organization: admin,
      talentId: davidId,
      body: { start_date: '2031-06-02', end_date: '2031-08-29', place: 'remote', required_document_ids: [document.id] },
    })
    const results = await items(david, TALENT_ITEMS)
    expect(results.find((found) => found.kind === 'engagement_offer')).toMatchObject({
      engagementId: offer.id,
      title: expect.stringContaining(offer.name),
      link: `/engagements/${offer.id}`,
      count: 1,
      dueDate: '2031-06-02',
    })
    expect(results.find((found) => found.kind === 'required_document')).toMatchObject({
      engagementId: offer.id,
      requiredDocumentId: document.id,
      count: 1,
    })
    expect((await item(admin, ORG_ITEMS, 'engagement_awaiting_talent')).count).toBe(before + 1)

    expect((await david.post(`/api/v1/talent/engagements/${offer.id}/decline/`, {})).status).toBe(200)
    expect(await kinds(david, TALENT_ITEMS)).not.toEqual(expect.arrayContaining(['engagement_offer']))
    expect(await kinds(david, TALENT_ITEMS)).not.toContain('required_document')
    expect((await item(admin, ORG_ITEMS, 'engagement_awaiting_talent'))?.count ?? 0).toBe(before)
  })

  it('an engagement ending within 14 days is an extension due for who manages; extended, the talent has one to accept', async () => {
    const due = await item(admin, ORG_ITEMS, 'extension_due')
    expect(due).toMatchObject({ count: 1, dueDate: '2031-05-25' })
    expect((await item(marcus, ORG_ITEMS, 'extension_due')).count).toBe(1)
    // Priya cannot extend: no such item for her.
    expect(await kinds(priya, ORG_ITEMS)).not.toContain('extension_due')

    expect((await admin.patch(`/api/v1/organization_admin/engagements/${work}/`, { end_date: '2031-06-30' })).status).toBe(200)
    expect(await kinds(admin, ORG_ITEMS)).not.toContain('extension_due')
    expect(await item(david, TALENT_ITEMS, 'engagement_extension')).toMatchObject({ engagementId: work, dueDate: '2031-06-30', count: 1 })

    expect((await david.post(`/api/v1/talent/engagements/${work}/accept/`, {})).status).toBe(200)
    expect(await kinds(david, TALENT_ITEMS)).not.toContain('engagement_extension')
  })

  it('talent: a compliance document inside its lead time is expiring; renewed, it is not', async () => {
    const upload = (expiration: string) => {
      const form = new FormData()
      form.set('background_check[begin_date]', '2031-04-17')
      form.set('background_check[expiration_date]', expiration)
      form.set('background_check[file]', blob(tinyPdf(), 'application/pdf'), 'background_check.pdf')
      return david.patch('/api/v1/talent/document_set/', form)
    }
    expect((await upload('2031-05-27')).status).toBe(200)
    expect(await item(david, TALENT_ITEMS, 'document_expiring')).toMatchObject({ link: '/documents', dueDate: '2031-05-27', count: 1 })
    expect((await upload('2032-05-27')).status).toBe(200)
    expect(await kinds(david, TALENT_ITEMS)).not.toContain('document_expiring')
  })

  it('time: drafts of the closing period to submit, then time to approve, declined to fix, approved', async () => {
    const draft = await logTime(david, { engagementId: work, date: '2031-05-12', hours: 2 })
    expect(await item(david, TALENT_ITEMS, 'entries_to_submit')).toMatchObject({
      count: 1,
      dueDate: '2031-05-19',
      link: '/time-sheets?period=2031-05-01',
    })
    expect(await kinds(admin, ORG_ITEMS)).not.toContain('time_to_approve')

    expect((await david.post('/api/v1/talent/time-sheets/submit/', { period_start: '2031-05-01' })).body).toEqual({ submitted: 1 })
    expect(await kinds(david, TALENT_ITEMS)).not.toContain('entries_to_submit')
    expect(await item(admin, ORG_ITEMS, 'time_to_approve')).toMatchObject({ count: 1, link: '/time-tracking' })
    // Priya reads no time (no Manage Engagement); Marcus (no time-sheet approval) approves only his own engagements'.
    expect(await kinds(priya, ORG_ITEMS)).not.toContain('time_to_approve')
    expect(await kinds(marcus, ORG_ITEMS)).not.toContain('time_to_approve')

    await reviewTime(admin, draft.id, 'declined')
    expect(await item(david, TALENT_ITEMS, 'entries_declined')).toMatchObject({ count: 1, link: '/time-sheets?state=declined' })
    expect(await kinds(admin, ORG_ITEMS)).not.toContain('time_to_approve')

    await changeTime(david, draft.id, { hours: 3 })
    expect(await kinds(david, TALENT_ITEMS)).not.toContain('entries_declined')
    expect((await item(admin, ORG_ITEMS, 'time_to_approve')).count).toBe(1)
    await reviewTime(admin, draft.id, 'approved')
    expect(await kinds(admin, ORG_ITEMS)).not.toContain('time_to_approve')

    const his = (
      await timeEngagement({
        organization: marcus,
        prefix: 'manager',
        talent: david,
        talentId: davidId,
        startDate: '2031-04-01',
        endDate: '2031-08-31',
        body: { name: `Marcus time ${database}` },
      })
    ).id
    const entry = await logTime(david, { engagementId: his, date: '2031-05-14', hours: 1, submit: true })
    expect((await item(marcus, ORG_ITEMS, 'time_to_approve')).count).toBe(1)
    expect((await item(admin, ORG_ITEMS, 'time_to_approve')).count).toBe(1)
    await reviewTime(marcus, entry.id, 'declined', { prefix: 'manager' })
    expect(await kinds(marcus, ORG_ITEMS)).not.toContain('time_to_approve')
  })

  it('a purchase order with an amount is without funds once approved cost reaches it; raised, it is not', async () => {
    const order = await newPurchaseOrder(admin, `DSH-${database.slice(0, 2)}`, { amount: '100.00' })
    expect(
      (await admin.patch(`/api/v1/organization_admin/engagements/${work}/purchase-order-numbers/${order.id}/`, { is_assigned: true })).status,
    ).toBe(200)
    expect(await kinds(admin, ORG_ITEMS)).not.toContain('po_without_funds')
    await approvedTime(david, admin, { engagementId: work, date: '2031-05-13', hours: 2, purchaseOrderId: order.id })
    expect(await item(admin, ORG_ITEMS, 'po_without_funds')).toMatchObject({ count: 1, detail: order.name })
    expect((await item(marcus, ORG_ITEMS, 'po_without_funds')).count).toBe(1)
    expect(await kinds(lakeside, ORG_ITEMS)).not.toContain('po_without_funds')

    expect((await admin.patch(`/api/v1/organization_admin/purchase_order/${order.id}/`, { amount: '100000.00' })).status).toBe(200)
    expect(await kinds(admin, ORG_ITEMS)).not.toContain('po_without_funds')
  })

  it('new applicants: one who applied shows; removed, it is gone; another organization never sees it', async () => {
    expect(await kinds(admin, ORG_ITEMS)).not.toContain('new_applicants')
    const opportunity = await createOpportunity(admin)
    const [row] = await inviteToOpportunity(admin, opportunity.id, [davidId])
    expect(await kinds(admin, ORG_ITEMS)).not.toContain('new_applicants')
    await applyToOpportunity(david, opportunity)
    expect(await item(admin, ORG_ITEMS, 'new_applicants')).toMatchObject({ count: 1, link: '/opportunities' })
    expect((await item(priya, ORG_ITEMS, 'new_applicants')).count).toBe(1)
    expect(await kinds(lakeside, ORG_ITEMS)).not.toContain('new_applicants')
    expect((await admin.patch(`${OPPORTUNITY_TALENT}${row.id}/`, { is_removed: true })).status).toBe(200)
    expect(await kinds(admin, ORG_ITEMS)).not.toContain('new_applicants')
  })

  it('figures: months in the organization’s calendar, spend only to who views rates, no figure of another organization', async () => {
    // Lakeside: Emily Carter, 4 h approved on 14 May. Northwind: David's 3 h (12 May) and 2 h (13 May) approved above.
    const lakesideWork = (
      await timeEngagement({ organization: lakeside, talent: emily, talentId: emilyId, startDate: '2031-04-01', endDate: '2031-08-31' })
    ).id
    await approvedTime(emily, lakeside, { engagementId: lakesideWork, date: '2031-05-14', hours: 4 })
    await logTime(david, { engagementId: work, date: '2031-05-16', hours: 1 })

    const northwind = (await admin.get('/api/v1/org-side/dashboard/')).body
    expect(northwind.byMonth.map((month: any) => month.month)).toEqual([
      '2030-06',
      '2030-07',
      '2030-08',
      '2030-09',
      '2030-10',
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
      '2031-03',
      '2031-04',
      '2031-05',
    ])
    const may = northwind.byMonth[11]
    const billed = (await admin.get('/api/v1/organization_admin/time-sheets/total/?date_from=2031-05-01&date_to=2031-05-31')).body.amountCents
    expect(may).toEqual({ month: '2031-05', minutes: 300, cents: billed })
    expect(billed).toBeGreaterThan(0)
    expect(northwind.byMonth.slice(0, 11).every((month: any) => month.minutes === 0 && month.cents === 0)).toBe(true)
    const activeNorthwind = (await admin.get('/api/v1/organization_admin/engagements/?status=active&page_size=1')).body.count
    expect(northwind.counts).toMatchObject({ activeEngagements: activeNorthwind, openOpportunities: 1, newApplicants: 0 })

    expect((await marcus.get('/api/v1/org-side/dashboard/')).body.byMonth[11]).toEqual(may)
    // Priya reads no time and no engagement: no chart, no engagement counted; the rest stays.
    const priyas = (await priya.get('/api/v1/org-side/dashboard/')).body
    expect(priyas.byMonth).toEqual([])
    expect(activeNorthwind).toBeGreaterThan(0)
    expect(priyas.counts).toMatchObject({ activeEngagements: 0, awaitingTalent: 0, openOpportunities: 1 })
    // Given Manage Engagement without View Rate, she reads the minutes and no money.
    const priyaId = (await readDirectory(superAdmin)).userId(demo.northwind.manager2)
    expect((await admin.patch(`/api/v1/organization_admin/users/${priyaId}/`, { has_permission_send_engagement: true })).status).toBe(200)
    const withManage = await ApiClient.signedIn(server.url, demo.northwind.manager2)
    expect((await withManage.get('/api/v1/org-side/dashboard/')).body.byMonth[11]).toEqual({ month: '2031-05', minutes: 300, cents: null })
    expect((await admin.patch(`/api/v1/organization_admin/users/${priyaId}/`, { has_permission_send_engagement: false })).status).toBe(200)

    const other = (await lakeside.get('/api/v1/org-side/dashboard/')).body
    const lakesideBilled = (await lakeside.get('/api/v1/organization_admin/time-sheets/total/?date_from=2031-05-01&date_to=2031-05-31')).body
      .amountCents
    expect(other.byMonth[11]).toEqual({ month: '2031-05', minutes: 240, cents: lakesideBilled })
    expect(other.counts.openOpportunities).toBe(0)
    expect(other.counts.activeEngagements).toBe((await lakeside.get('/api/v1/organization_admin/engagements/?status=active&page_size=1')).body.count)

    // The talent: this period (16-31 May) holds the 1 h draft; the chart the approved 5 h and their pay.
    const payDate = (await david.get('/api/v1/pay-date/')).body
    const mine = (await david.get('/api/v1/talent/dashboard/')).body
    expect(mine).toMatchObject({ period: { start: '2031-05-16', end: '2031-05-31' }, minutesThisPeriod: 60, nextPayDate: payDate.payDate })
    // Active: the engagement carrying the time and Marcus's (its one entry declined).
    expect(mine.engagements).toEqual({ offered: 0, active: 2, upcoming: 0, ended: 0 })
    expect(mine.hoursByMonth).toHaveLength(12)
    expect(mine.hoursByMonth[11]).toMatchObject({ month: '2031-05', minutes: 300 })
    expect(mine.hoursByMonth[11].cents).toBeGreaterThan(0)
    expect(mine.hoursByMonth[11].cents).toBeLessThan(billed)
    const summary = (await david.get('/api/v1/talent/engagements-dashboard/')).body
    expect(summary.counts).toEqual(mine.engagements)
    expect(summary).toMatchObject({ pending: 0, accepted: 0, active: 2, documentsToFill: 0 })
    expect(summary.results).toHaveLength(2)
    expect(summary.results).toContainEqual(
      expect.objectContaining({
        id: work,
        status: 'active',
        organizationName: 'Northwind Health System',
        minutesThisPeriod: 60,
        endDate: '2031-06-30',
      }),
    )
    expect(summary.results).toContainEqual(expect.objectContaining({ status: 'active', minutesThisPeriod: 0, name: `Marcus time ${database}` }))
    // Emily's own figures hold only her Lakeside time (and none of David's).
    expect((await emily.get('/api/v1/talent/dashboard/')).body.hoursByMonth[11].minutes).toBe(240)

    // The super admin: both organizations; revenue = billed less the talents' pay.
    const platform = (await superAdmin.get('/api/v1/super_admin/dashboard/')).body
    expect(platform.byMonth[11].minutes).toBe(540)
    expect(platform.byMonth[11].cents).toBeGreaterThan(0)
    expect(platform.byMonth[11].cents).toBeLessThan(billed + lakesideBilled)
    expect(platform.counts).toMatchObject({
      organizations: (await superAdmin.get('/api/v1/super_admin/organizations/count/')).body.count,
      failedTasks: 0,
    })
    expect(platform.counts.talentsAwaitingApproval).toBe(2)
    expect(platform.failedTasks).toEqual([])
    for (const client of [admin, marcus, contact, david]) expect((await client.get('/api/v1/super_admin/dashboard/')).status).toBe(403)
  })

  it('savings is 404 while the orgSavings flag is off', async () => {
    expect((await admin.get('/api/v1/org-side/engagements/savings/')).status).toBe(404)
  })

  it('show-screen: shown until marked, per user and screen; a bad id is 404', async () => {
    expect((await david.get('/api/v1/talent/show-screen/welcome/')).body).toEqual({ id: 'welcome', show: true })
    expect((await david.post('/api/v1/talent/show-screen/welcome/', {})).body).toEqual({ id: 'welcome', show: false })
    expect((await david.post('/api/v1/talent/show-screen/welcome/', {})).body).toEqual({ id: 'welcome', show: false })
    expect((await david.get('/api/v1/talent/show-screen/welcome/')).body).toEqual({ id: 'welcome', show: false })
    // A screen the portals do not have is 404, read or marked, and marking it stores nothing.
    expect((await david.get('/api/v1/talent/show-screen/dashboard-tour/')).status).toBe(404)
    expect((await david.post('/api/v1/talent/show-screen/dashboard-tour/', {})).status).toBe(404)
    expect((await marcus.post('/api/v1/manager/show-screen/any-id-at-all/', {})).status).toBe(404)
    expect((await emily.get('/api/v1/talent/show-screen/welcome/')).body.show).toBe(true)
    expect((await admin.get('/api/v1/organization_admin/show-screen/welcome/')).body.show).toBe(true)
    expect((await marcus.post('/api/v1/manager/show-screen/welcome/', {})).body.show).toBe(false)
    expect((await marcus.get('/api/v1/manager/show-screen/welcome/')).body.show).toBe(false)
    expect((await david.get('/api/v1/talent/show-screen/Not_A_Screen/')).status).toBe(404)
    expect((await david.get(`/api/v1/talent/show-screen/${'a'.repeat(51)}/`)).status).toBe(404)
    expect((await david.get('/api/v1/manager/show-screen/welcome/')).status).toBe(403)
    // Nobody writes or reads marks through the generated REST (the super admin's only).
    expect((await david.post('/api/screen-views', { user: emilyId, screen: 'welcome' })).status).toBe(403)
    expect((await emily.get('/api/screen-views')).status).toBe(403)
  })

  it('settings: the super admin changes a value GET /settings/ then serves; an unknown name is 404; bad values 422', async () => {
    const path = '/api/v1/super_admin/settings/talent_usage_fee/'
    expect((await superAdmin.patch(path, { value: '4.50' })).body).toEqual({ name: 'talent_usage_fee', value: '4.50' })
    expect((await superAdmin.get('/api/v1/settings/')).body).toContainEqual({ name: 'talent_usage_fee', value: '4.50' })
    expect((await superAdmin.patch('/api/v1/super_admin/settings/no_such_setting/', { value: '1' })).status).toBe(404)
    for (const value of ['abc', '-1', '1.234', '1234567', '']) {
      const refused = await superAdmin.patch(path, { value })
      expect(refused.status).toBe(422)
      expect(refused.body.errors.value).toEqual(['Enter a valid amount.'])
    }
    expect((await superAdmin.patch(path, {})).status).toBe(422)
    for (const client of [admin, david]) expect((await client.patch(path, { value: '9' })).status).toBe(403)
    expect((await superAdmin.patch(path, { value: '5' })).body.value).toBe('5')
  })

  it('internal users: super admins and content editors, to the super admin only', async () => {
    const response = await superAdmin.get('/api/v1/super_admin/internal-users/')
    expect(response.status).toBe(200)
    expect(response.body.results).toContainEqual(expect.objectContaining({ email: demo.superAdmin, role: 'super_admin', isDeactivated: false }))
    expect(response.body.results.every((user: any) => ['super_admin', 'content_editor'].includes(user.role))).toBe(true)
    expect((await admin.get('/api/v1/super_admin/internal-users/')).status).toBe(403)
  })
})
