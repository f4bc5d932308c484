import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { draftEngagement, engagementIn, newPurchaseOrder } from '../helpers/purchaseOrders'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Purchase orders on engagements (the spec's "purchase-order-numbers", "engagement_purchase_order"):
 * offering the organization's active POs, assigning and unassigning them (Manage
 * Engagement only), the rule that a sent engagement keeps a PO while its organization requires them
 * (askOrgUserForPo on), deactivated POs, the admin's list of assignments, and isolation between
 * organizations (404 on a path, 422 for an engagement_id, nothing in lists).
 */
const REQUIRED_PO = 'Assign at least one purchase order.'
const INACTIVE = 'This purchase order is deactivated; it cannot be assigned.'
const MANAGE_ONLY = 'Only users with Manage Engagement can change engagements.'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }

describe.each(databases)('engagement purchase orders (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let superAdmin: ApiClient
  let admin: ApiClient
  let manager: ApiClient
  let reader: ApiClient
  let lakesideAdmin: ApiClient
  let lakesideManager: ApiClient
  let talent: ApiClient
  let northwind: string
  let talentId: string
  let counter = 0
  const unique = (prefix: string) => `${prefix}${++counter}${database.slice(0, 1)}`
  const assign = (client: ApiClient, prefix: 'manager' | 'organization_admin', engagement: string, order: string, isAssigned: unknown) =>
    client.patch(`/api/v1/${prefix}/engagements/${engagement}/purchase-order-numbers/${order}/`, { is_assigned: isAssigned })
  const assignedNames = (response: { body: { purchaseOrders: { name: string; isAssigned: boolean }[] } }) =>
    response.body.purchaseOrders.map((order) => `${order.name}${order.isAssigned ? '' : ' (not assigned)'}`)

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'ask_org_user_for_po' } })
    ;[superAdmin, admin, manager, reader, lakesideAdmin, lakesideManager, talent] = await Promise.all(
      [demo.superAdmin, demo.northwind.admin, demo.northwind.manager, demo.northwind.manager2, demo.lakeside.admin, demo.lakeside.manager, demo.talent].map((email) =>
        ApiClient.signedIn(server.url, email),
      ),
    )
    directory = await readDirectory(superAdmin)
    northwind = directory.organizationId('Northwind Health System')
    talentId = directory.userId(demo.talent)
  }, 180_000)
  afterAll(() => server?.stop())

  const requirePurchaseOrders = async (required: boolean) => {
    const response = await superAdmin.patch(`/api/v1/super_admin/organizations/${northwind}/`, { is_engagement_requires_purchase_order: required })
    expect({ status: response.status, required: response.body.isEngagementRequiresPurchaseOrder }).toEqual({ status: 200, required })
  }

  it('assigns and unassigns for the organization admin and a manager with Manage Engagement, answering the engagement’s POs in order', async () => {
    const [a, b] = [await newPurchaseOrder(admin, unique('EA')), await newPurchaseOrder(admin, unique('EB'))]
    const engagement = await draftEngagement(manager, 'manager', unique('Assign '))
    const first = await assign(admin, 'organization_admin', engagement, a.id, true)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ purchaseOrders: [{ id: a.id, name: a.name, description: a.description, isActive: true, isAssigned: true }] })
    expect(assignedNames(await assign(manager, 'manager', engagement, b.id, 'true'))).toEqual([a.name, b.name])
    // Assigning again changes nothing.
    expect(assignedNames(await assign(manager, 'manager', engagement, a.id, true))).toEqual([a.name, b.name])
    // The picker marks them; the admin's assignment list names engagement and PO.
    const offered = await manager.get(`/api/v1/manager/engagements/purchase-order-numbers/?engagement_id=${engagement}&search=E&page_size=100`)
    const flags = Object.fromEntries(offered.body.results.map((order: { name: string; isAssigned: boolean }) => [order.name, order.isAssigned]))
    expect([flags[a.name], flags[b.name]]).toEqual([true, true])
    const rows = await admin.get(`/api/v1/organization_admin/engagement_purchase_order/?engagement_id=${engagement}`)
    expect(rows.body).toMatchObject({ count: 2, results: [{ engagementId: engagement, purchaseOrderId: a.id, name: a.name, engagementName: expect.stringContaining('Assign') }, { purchaseOrderId: b.id }] })
    expect(rows.body.results[0].assignedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/))
    expect((await admin.get(`/api/v1/organization_admin/engagement_purchase_order/?purchase_order_id=${b.id}`)).body.count).toBe(1)
    // Unassigning, twice: the second changes nothing. The engagement's own answer shows the same POs.
    expect(assignedNames(await assign(admin, 'organization_admin', engagement, a.id, false))).toEqual([b.name])
    expect(assignedNames(await assign(admin, 'organization_admin', engagement, a.id, false))).toEqual([b.name])
    const read = await admin.get(`/api/v1/organization_admin/engagements/${engagement}/`)
    expect(read.body.purchaseOrders.map((order: { id: string }) => order.id)).toEqual([b.id])
    expect((await admin.get(`/api/v1/organization_admin/purchase_order/${b.id}/`)).body.isUsed).toBe(true)
    expect((await admin.get(`/api/v1/organization_admin/purchase_order/${a.id}/`)).body.isUsed).toBe(false)
    // The audit trail records the assignments and their removal.
    const trail = await admin.get(`/api/v1/organization_admin/audit-events/?entity=engagement-purchase-orders&page_size=100`)
    const actions = trail.body.results.filter((event: { recordId: string }) => rows.body.results.some((row: { id: string }) => row.id === event.recordId))
    expect(actions.map((event: { action: string }) => event.action).sort()).toEqual(['create', 'create', 'delete'])
  }, 30_000)

  it('refuses a manager without Manage Engagement, a malformed flag and a deactivated PO for a new assignment', async () => {
    const order = await newPurchaseOrder(admin, unique('RD'))
    const engagement = await draftEngagement(admin, 'organization_admin', unique('Reader '))
    expect(await assign(reader, 'manager', engagement, order.id, true)).toMatchObject({ status: 403, body: { errors: { nonFieldErrors: [MANAGE_ONLY] } } })
    // Nor reads the POs offered, the PO numbers or descriptions (the spec: engagement access needs the permission).
    for (const path of [`/api/v1/manager/engagements/purchase-order-numbers/?search=${order.name}`, '/api/v1/manager/po-numbers/', '/api/v1/manager/po-descriptions/']) {
      expect(await reader.get(path)).toMatchObject({ status: 403, body: { errors: { nonFieldErrors: ['Only users with Manage Engagement can see engagements.'] } } })
    }
    expect((await manager.get(`/api/v1/manager/engagements/purchase-order-numbers/?search=${order.name}`)).body.count).toBe(1)
    expect((await assign(admin, 'organization_admin', engagement, order.id, 'yes')).body).toEqual({ errors: { isAssigned: ['Must be a valid boolean.'] } })
    expect((await admin.patch(`/api/v1/organization_admin/engagements/${engagement}/purchase-order-numbers/${order.id}/`, {})).body).toEqual({ errors: { isAssigned: ['This field is required'] } })

    const kept = await newPurchaseOrder(admin, unique('KP'))
    expect((await assign(admin, 'organization_admin', engagement, kept.id, true)).status).toBe(200)
    for (const id of [order.id, kept.id]) expect((await admin.patch(`/api/v1/organization_admin/purchase_order/${id}/`, { is_active: false })).status).toBe(200)
    expect(await assign(admin, 'organization_admin', engagement, order.id, true)).toMatchObject({ status: 422, body: { errors: { nonFieldErrors: [INACTIVE] } } })
    // A deactivated PO stays where it was; the picker lists it for that engagement only, so it can be taken off.
    const withEngagement = await admin.get(`/api/v1/organization_admin/engagements/purchase-order-numbers/?engagement_id=${engagement}&search=${kept.name}`)
    expect(withEngagement.body.results).toEqual([{ id: kept.id, name: kept.name, description: kept.description, isActive: false, isAssigned: true }])
    expect((await admin.get(`/api/v1/organization_admin/engagements/purchase-order-numbers/?search=${kept.name}`)).body.count).toBe(0)
    expect(assignedNames(await assign(admin, 'organization_admin', engagement, kept.id, false))).toEqual([])
  }, 30_000)

  it('offers only active POs, searchable by number and description, a page at a time', async () => {
    const marker = unique('OFR')
    for (const suffix of ['c', 'a', 'b']) await newPurchaseOrder(admin, `${marker}${suffix}`, { description: `Offer ${suffix}` })
    const off = await newPurchaseOrder(admin, `${marker}z`)
    await admin.patch(`/api/v1/organization_admin/purchase_order/${off.id}/`, { is_active: false })
    const page = await manager.get(`/api/v1/manager/engagements/purchase-order-numbers/?search=${marker}&page_size=2`)
    expect(page.body).toMatchObject({ count: 3, previous: null, next: expect.stringContaining('page=2') })
    expect(page.body.results.map((order: { name: string }) => order.name)).toEqual([`${marker}a`, `${marker}b`])
    expect(page.body.results.every((order: { isAssigned: boolean }) => order.isAssigned === false)).toBe(true)
    const second = await manager.get(`/api/v1/manager/engagements/purchase-order-numbers/?search=${marker}&page_size=2&page=2`)
    expect(second.body.results.map((order: { name: string }) => order.name)).toEqual([`${marker}c`])
  }, 30_000)

  it('keeps the last PO on a sent engagement while the organization requires POs; a draft may lose it', async () => {
    const [a, b] = [await newPurchaseOrder(admin, unique('RQA')), await newPurchaseOrder(admin, unique('RQB'), { notes: 'Internal', amount: '900' })]
    await requirePurchaseOrders(true)
    try {
      const sent = await engagementIn('pending', manager, 'manager', talentId, talent, { name: unique('Required '), purchase_order_ids: [a.id] })
      expect(await assign(manager, 'manager', sent, a.id, false)).toMatchObject({ status: 422, body: { errors: { nonFieldErrors: [REQUIRED_PO] } } })
      expect(assignedNames(await assign(manager, 'manager', sent, b.id, true))).toEqual([a.name, b.name])
      expect(assignedNames(await assign(manager, 'manager', sent, a.id, false))).toEqual([b.name])
      expect((await assign(admin, 'organization_admin', sent, b.id, false)).body).toEqual({ errors: { nonFieldErrors: [REQUIRED_PO] } })
      // An active engagement keeps its last PO too.
      const active = await engagementIn('active', admin, 'organization_admin', talentId, talent, { name: unique('Active '), purchase_order_ids: [b.id] })
      expect((await assign(admin, 'organization_admin', active, b.id, false)).body).toEqual({ errors: { nonFieldErrors: [REQUIRED_PO] } })
      expect((await admin.get(`/api/v1/organization_admin/engagements/${active}/`)).body).toMatchObject({ status: 'active', purchaseOrders: [{ id: b.id }] })
      // The generated REST is the super admin's only (what a talent reads of a PO, number and description:
      // tests/api/generatedRestMatrix.test.ts).
      expect((await talent.get(`/api/purchase-orders/${b.id}?depth=0`)).status).toBe(403)
      const draft = await draftEngagement(manager, 'manager', unique('Draft '))
      expect((await assign(manager, 'manager', draft, a.id, true)).status).toBe(200)
      expect(assignedNames(await assign(manager, 'manager', draft, a.id, false))).toEqual([])

      // Two unassigns at once of the last two: one stays.
      expect((await assign(manager, 'manager', sent, a.id, true)).status).toBe(200)
      const both = await Promise.all([assign(manager, 'manager', sent, a.id, false), assign(admin, 'organization_admin', sent, b.id, false)])
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 422])
      expect((await admin.get(`/api/v1/organization_admin/engagement_purchase_order/?engagement_id=${sent}`)).body.count).toBe(1)

      // Not required any more: the last PO may go.
      await requirePurchaseOrders(false)
      const remaining = (await admin.get(`/api/v1/organization_admin/engagement_purchase_order/?engagement_id=${sent}`)).body.results[0].purchaseOrderId
      expect(assignedNames(await assign(manager, 'manager', sent, remaining, false))).toEqual([])
    } finally {
      await requirePurchaseOrders(false)
    }
  }, 30_000)

  it('keeps organizations apart: 404 on a path, 422 for an engagement_id, nothing in lists', async () => {
    const order = await newPurchaseOrder(admin, unique('ISO'))
    const engagement = await draftEngagement(admin, 'organization_admin', unique('Isolated '))
    const lakesideOrder = await newPurchaseOrder(lakesideAdmin, unique('LK'))
    const lakesideEngagement = await draftEngagement(lakesideAdmin, 'organization_admin', unique('Lakeside '))
    expect((await assign(admin, 'organization_admin', engagement, order.id, true)).status).toBe(200)
    const attempts = [
      assign(lakesideAdmin, 'organization_admin', engagement, order.id, false),
      assign(lakesideManager, 'manager', engagement, order.id, false),
      assign(lakesideAdmin, 'organization_admin', engagement, lakesideOrder.id, true),
      assign(lakesideAdmin, 'organization_admin', lakesideEngagement, order.id, true),
      assign(admin, 'organization_admin', engagement, lakesideOrder.id, true),
      assign(admin, 'organization_admin', lakesideEngagement, order.id, true),
      assign(admin, 'organization_admin', 'not-an-id', order.id, true),
      assign(admin, 'organization_admin', engagement, 'not-an-id', true),
    ]
    for (const answer of await Promise.all(attempts)) expect(answer).toMatchObject({ status: 404, body: NOT_FOUND })
    for (const [client, prefix] of [[lakesideAdmin, 'organization_admin'], [lakesideManager, 'manager']] as const) {
      const picker = await client.get(`/api/v1/${prefix}/engagements/purchase-order-numbers/?engagement_id=${engagement}`)
      expect(picker).toMatchObject({ status: 422, body: { errors: { engagementId: ['Select a valid engagement.'] } } })
      expect((await client.get(`/api/v1/${prefix}/engagements/purchase-order-numbers/?search=${order.name}`)).body.count).toBe(0)
    }
    expect((await admin.get('/api/v1/organization_admin/engagements/purchase-order-numbers/?engagement_id=nonsense')).status).toBe(422)
    for (const query of [`engagement_id=${engagement}`, `purchase_order_id=${order.id}`, 'engagement_id=nonsense']) {
      expect((await lakesideAdmin.get(`/api/v1/organization_admin/engagement_purchase_order/?${query}`)).body).toMatchObject({ count: 0, results: [] })
    }
    // Only the organization admin lists assignments; a talent reaches none of these calls.
    expect((await manager.get('/api/v1/organization_admin/engagement_purchase_order/')).status).toBe(403)
    expect((await talent.get('/api/v1/manager/engagements/purchase-order-numbers/')).status).toBe(403)
    expect((await talent.patch(`/api/v1/manager/engagements/${engagement}/purchase-order-numbers/${order.id}/`, { is_assigned: false })).status).toBe(403)
    // Nothing changed: the Northwind engagement still has its PO.
    expect((await admin.get(`/api/v1/organization_admin/engagement_purchase_order/?engagement_id=${engagement}`)).body.count).toBe(1)
  }, 30_000)
})
