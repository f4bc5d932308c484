import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { newPurchaseOrder } from '../helpers/purchaseOrders'
import { settledTask } from '../helpers/tasks'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { approvedTime, changeTime, logTime, reviewTime, timeEngagement } from '../helpers/timeSheets'

/**
 * The PO burn-down (docs/decisions/po-burn-down.md): a PO's amount against all approved spend to date,
 * whichever pay period the screen shows; submitted spend apart. On Wednesday 2026-11-18 (the current
 * period 11/16-11/30, the grace period 11/01-11/15, October closed) Emily Carter's time on one PO of
 * $5,000.00 spans three periods: a request for 10/27 approved, 11/10 approved and exported to QuickBooks
 * then cut from 8 to 6 hours by an approved adjustment, 11/17 approved, 11/18 pending, 11/16 declined.
 */
const CLOCK_NOW = '2026-11-18T16:00:00Z'
const ADMIN = '/api/v1/organization_admin/time-sheets/'
const MANAGER = '/api/v1/manager/time-sheets/'
const AMOUNT_CENTS = 500_000

describe.each(databases)('PO burn-down across periods (%s)', (database) => {
  let server: TestServer
  let admin: ApiClient
  let marcus: ApiClient
  let orderId = ''
  const entries: Record<string, any> = {}

  beforeAll(async () => {
    server = await startTestServer({ database, env: { SEED_TIME_SHEETS: 'false', CLOCK_NOW } })
    const [emily, superAdmin] = await Promise.all([demo.talent, demo.superAdmin].map((email) => ApiClient.signedIn(server.url, email)))
    ;[admin, marcus] = await Promise.all([demo.northwind.admin, demo.northwind.manager].map((email) => ApiClient.signedIn(server.url, email)))
    const directory = await readDirectory(superAdmin)
    const order = await newPurchaseOrder(admin, `PBD-${database.slice(0, 2)}`, { amount: '5000.00' })
    orderId = order.id
    const work = await timeEngagement({ organization: admin, talent: emily, talentId: directory.userId(demo.talent), startDate: '2026-10-01', endDate: '2026-12-31', body: { name: `Burn-down ${database}` } })
    expect((await admin.patch(`/api/v1/organization_admin/engagements/${work.id}/purchase-order-numbers/${orderId}/`, { is_assigned: true })).status).toBe(200)
    const time = { engagementId: work.id, purchaseOrderId: orderId }

    // October is closed: the talent's time there is a request for review, approved by the organization.
    const october = await logTime(emily, { ...time, date: '2026-10-27', hours: 8 })
    entries.october = await reviewTime(admin, (october.entry ?? october).id, 'approved')
    entries.november10 = await approvedTime(emily, admin, { ...time, date: '2026-11-10', hours: 8 })
    entries.november17 = await approvedTime(emily, admin, { ...time, date: '2026-11-17', hours: 4, minutes: 30 })
    entries.pending = await logTime(emily, { ...time, date: '2026-11-18', hours: 2, submit: true })
    const declined = await logTime(emily, { ...time, date: '2026-11-16', hours: 3, submit: true })
    await reviewTime(admin, declined.id, 'declined')

    // The period of 11/10 goes to QuickBooks; the talent's later change is an adjustment, approved.
    const exported = await superAdmin.post('/api/v1/super_admin/qb_export/', { period_start: '2026-11-01', organization_ids: [directory.organizationId('Northwind Health System')] })
    expect(exported.status).toBe(202)
    expect((await settledTask(superAdmin, exported.headers.get('location')!)).status).toBe('done')
    const changed = await changeTime(emily, entries.november10.id, { hours: 6, minutes: 0 })
    const adjustment = changed.entry ?? changed
    expect(adjustment).toMatchObject({ isAdjustive: true, parentId: entries.november10.id, minutesDelta: -120 })
    entries.adjustment = (await admin.patch(`${ADMIN}adjustments/${adjustment.id}/`, { state: 'approved' })).body
  }, 300_000)
  afterAll(async () => {
    await server?.stop()
  }, 60_000)

  const rowOf = async (client: ApiClient, base: string, query = '') => {
    const answer = await client.get(`${base}po-burn-down/${query}`)
    expect(answer.status).toBe(200)
    return { asOf: answer.body.asOf, row: answer.body.results.find((found: any) => found.purchaseOrder.id === orderId) }
  }

  it('is the PO amount minus all approved cost to date, whichever period is selected, with submitted spend apart', async () => {
    const listed = (await admin.get(`${ADMIN}?purchase_order=${orderId}&state=all&page_size=100`)).body.results
    expect(listed.find((found: any) => found.id === entries.november10.id).exportedAt).toBeTruthy()
    expect(entries.adjustment).toMatchObject({ state: 'approved', hoursDelta: '-2.00' })

    // What each approved piece of work counts now: October's request, 11/10 as its approved adjustment
    // left it (6 hours), 11/17. Neither the pending 11/18 nor the declined 11/16 is spent.
    const pending = listed.find((found: any) => found.id === entries.pending.id)
    expect(pending).toMatchObject({ state: 'pending' })
    expect(pending.costTalentFeeIncludedCents).toBeGreaterThan(0)
    const approved = [entries.october, entries.adjustment, entries.november17].reduce((sum, entry) => sum + entry.costTalentFeeIncludedCents, 0)
    expect(approved).toBeGreaterThan(0)
    const expected = {
      purchaseOrder: { id: orderId, name: `PBD-${database.slice(0, 2)}` },
      amountCents: AMOUNT_CENTS,
      approvedCostCents: approved,
      submittedCostCents: pending.costTalentFeeIncludedCents,
      remainingCents: AMOUNT_CENTS - approved,
    }

    // The closed period, the grace period, the current one, a custom range, none: the same remaining amount.
    const selections = ['?period_start=2026-10-16', '?period_start=2026-11-01', '?period_start=2026-11-16', '?date_from=2026-11-01&date_to=2026-11-15', '']
    for (const query of selections) {
      const { row } = await rowOf(admin, ADMIN, query)
      expect({ query, approved: row.approvedCostCents, remaining: row.remainingCents }).toEqual({ query, approved, remaining: AMOUNT_CENTS - approved })
    }
    const unfiltered = await rowOf(admin, ADMIN)
    expect(unfiltered.asOf).toBe('2026-11-18')
    expect(unfiltered.row).toMatchObject(expected)
    for (const query of selections) expect(await rowOf(admin, ADMIN, query)).toEqual(unfiltered)
    // A manager with View Rate reads the same figures.
    expect(await rowOf(marcus, MANAGER, '?period_start=2026-11-01')).toEqual(unfiltered)
  })
})
