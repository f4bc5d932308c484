import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement, day, engagementBody, uniqueEngagementName } from '../helpers/engagements'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The organization's engagements: saving a draft, sending
 * with every rule and its message, the name rule and its check, the pricing frozen at send, who sees
 * which rate, who may change what, isolation between organizations, the list with its filters and the
 * filter options. The moves after sending and their e-mails: engagementMoves.test.ts.
 */
const REQUIRED = 'This field is required'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const MANAGE_ONLY = { errors: { nonFieldErrors: ['Only users with Manage Engagement can change engagements.'] } }
const SEE_ONLY = { errors: { nonFieldErrors: ['Only users with Manage Engagement can see engagements.'] } }
const FOREIGN_ID = '00000000-0000-4000-8000-000000000000'
const OA = '/api/v1/organization_admin/engagements/'
const M = '/api/v1/manager/engagements/'

jest.setTimeout(90_000)

describe.each(databases)('engagements, organization side (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let admin: ApiClient
  let manager: ApiClient
  let reader: ApiClient
  let contact: ApiClient
  let talent: ApiClient
  let lakesideAdmin: ApiClient
  let talentId: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'engagementTerms,engagementExtension,askOrgUserForPo,talentUsageFee' } })
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(superAdmin)
    ;[admin, manager, reader, contact, talent, lakesideAdmin] = await Promise.all(
      [demo.northwind.admin, demo.northwind.manager, demo.northwind.manager2, demo.northwind.contact, demo.talent, demo.lakeside.admin].map((email) => ApiClient.signedIn(server.url, email)),
    )
    talentId = directory.userId(demo.talent)
  }, 180_000)
  afterAll(() => server?.stop())

  describe('sending', () => {
    it('sends an engagement: pending, priced and frozen, one created event, the creator as owner, the talent e-mailed', async () => {
      const body = engagementBody(talentId, { talent_pay_rate: '$1,000.00' })
      const sent = await admin.post(OA, body)
      expect(sent.status).toBe(201)
      const adminId = directory.userId(demo.northwind.admin)
      expect(sent.body).toMatchObject({
        name: body.name,
        status: 'pending',
        talent: { id: talentId, fullName: 'Emily Carter' },
        owners: [{ id: adminId, fullName: 'Olivia Grant' }],
        place: 'remote',
        workKind: 'build',
        hoursPerWeek: 40,
        startDate: body.start_date,
        endDate: body.end_date,
        talentPayRate: '1000.00',
        // rate 20 % + the talent usage fee setting (5 %) under its flag.
        hourlyFee: '1250.00',
        isAdjustableTimesheets: true,
        pendingExtension: null,
        requiredDocuments: [],
        purchaseOrders: [],
      })
      expect(sent.body.history).toEqual([expect.objectContaining({ kind: 'created', fromStatus: null, toStatus: 'pending', actorId: adminId, actorName: 'Olivia Grant' })])
      expect(sent.body.availableActions).toEqual(expect.arrayContaining(['update', 'withdraw']))
      expect(typeof sent.body.sentAt).toBe('string')
      const mail = await server.mail.waitFor((m) => m.subject === 'New engagement offer from Northwind Health System' && m.text.includes(body.name))
      expect(mail.to).toEqual([demo.talent])
      expect(mail.links).toContain(`${server.url}/engagements/${sent.body.id}`)
    })

    it('saves a draft with only a name, edits it (updated_draft with the changes), then sends it (created)', async () => {
      const name = uniqueEngagementName('Draft')
      const draft = await admin.post(OA, { name, is_draft: true })
      expect(draft.status).toBe(201)
      expect(draft.body).toMatchObject({ status: 'draft', talent: null, hourlyFee: null, sentAt: null })
      expect(draft.body.history.map((e: any) => e.kind)).toEqual(['draft_created'])
      const edited = await admin.patch(`${OA}${draft.body.id}/`, { hours_per_week: 20 })
      expect(edited.body.history[1]).toMatchObject({ kind: 'updated_draft', fromStatus: 'draft', toStatus: 'draft', changes: { hoursPerWeek: { old: null, new: 20 } } })
      const incomplete = await admin.patch(`${OA}${draft.body.id}/`, { status: 'pending' })
      expect(incomplete.status).toBe(422)
      expect(incomplete.body.errors).toMatchObject({ talentId: [REQUIRED], place: [REQUIRED], workKind: [REQUIRED], startDate: [REQUIRED], endDate: [REQUIRED], talentPayRate: [REQUIRED] })
      const { name: _name, ...rest } = engagementBody(talentId)
      const sent = await admin.patch(`${OA}${draft.body.id}/`, { ...rest, status: 'pending' })
      expect(sent.status).toBe(200)
      expect(sent.body).toMatchObject({ status: 'pending', name, hourlyFee: '125.00' })
      expect(sent.body.history.map((e: any) => e.kind)).toEqual(['draft_created', 'updated_draft', 'created'])
      expect((await admin.post(`${OA}${draft.body.id}/`, {})).status).toBe(405)
    })

    it('refuses each rule of sending with its message', async () => {
      const refuse = async (extra: Record<string, unknown>, field: string, message: string) => {
        const response = await admin.post(OA, engagementBody(talentId, extra))
        expect({ field, status: response.status, errors: response.body.errors?.[field] }).toEqual({ field, status: 422, errors: [message] })
      }
      await refuse({ end_date: day(-3), start_date: day(-20) }, 'endDate', 'The Engagement end day cannot be in the past')
      await refuse({ start_date: day(30), end_date: day(20) }, 'endDate', "End date can't be before start date")
      await refuse({ start_date: 'tomorrow' }, 'startDate', 'Enter a valid date')
      await refuse({ talent_id: FOREIGN_ID }, 'talentId', 'Select a valid talent.')
      await refuse({ talent_id: directory.userId(demo.northwind.manager) }, 'talentId', 'Select a valid talent.')
      await refuse({ talent_pay_rate: '12.345' }, 'talentPayRate', 'Enter a valid amount.')
      await refuse({ talent_pay_rate: null }, 'talentPayRate', REQUIRED)
      await refuse({ hours_per_week: 169 }, 'hoursPerWeek', 'Enter whole hours between 1 and 168.')
      await refuse({ place: 'moon' }, 'place', 'Select a valid choice.')
      await refuse({ owner_ids: [directory.userId(demo.northwind.manager2)] }, 'ownerIds', 'At least one owner needs Manage Engagement.')
      await refuse({ owner_ids: [directory.userId(demo.lakeside.admin)] }, 'ownerIds', 'Select a valid owner.')
      await refuse({ department_id: FOREIGN_ID }, 'departmentId', 'Select a valid department.')
      await refuse({ required_document_ids: [FOREIGN_ID] }, 'requiredDocumentIds', 'Select a valid required document.')
      await refuse({ purchase_order_ids: [FOREIGN_ID] }, 'purchaseOrderIds', 'Select a valid purchase order.')
      await refuse({ terms_id: FOREIGN_ID }, 'termsId', 'Select valid engagement terms.')
      await refuse({ terms_text: 'Net 30, no subcontracting.' }, 'isAcknowledgementStatementAccepted', 'Must be accepted')
      await refuse({ terms_text: 'x'.repeat(1501) }, 'termsText', 'Ensure this field has no more than 1500 characters.')
      await refuse({ duplicate_of: FOREIGN_ID }, 'duplicateOf', 'Select a valid engagement to duplicate.')
      await refuse({ name: '   ' }, 'name', REQUIRED)
      await refuse({ name: 'n'.repeat(101) }, 'name', 'Ensure this field has no more than 100 characters.')
    })

    it('keeps the terms text the sender acknowledged, and the manager may name other owners with Manage Engagement', async () => {
      const ownerIds = [directory.userId(demo.northwind.manager), directory.userId(demo.northwind.admin)]
      const sent = await manager.post(M, engagementBody(talentId, { terms_text: 'Net 30.', is_acknowledgement_statement_accepted: true, owner_ids: ownerIds }))
      expect(sent.status).toBe(201)
      expect(sent.body).toMatchObject({ termsText: 'Net 30.', isAcknowledgementStatementAccepted: true, owners: ownerIds.map((id) => ({ id })) })
      const removed = await manager.post(`${M}${sent.body.id}/delete_agreements/`)
      expect(removed.body).toMatchObject({ termsText: null, isAcknowledgementStatementAccepted: false, status: 'pending' })
      expect(removed.body.history.at(-1)).toMatchObject({ kind: 'updated_pending', changes: { termsText: { old: 'Net 30.', new: null } } })
    })

    it('requires a purchase order where the organization asks for one (isEngagementRequiresPurchaseOrder + askOrgUserForPo)', async () => {
      const lakeside = directory.organizationId('Lakeside Medical Center')
      // The super admin sets it (the spec: the organization admin cannot).
      const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
      expect((await superAdmin.patch(`/api/v1/super_admin/organizations/${lakeside}/`, { is_engagement_requires_purchase_order: true })).body.isEngagementRequiresPurchaseOrder).toBe(true)
      const refused = await lakesideAdmin.post(OA, engagementBody(talentId))
      expect(refused.status).toBe(422)
      expect(refused.body.errors).toEqual({ purchaseOrderIds: ['Assign at least one purchase order.'] })
      // A draft may still be saved without one.
      expect((await lakesideAdmin.post(OA, engagementBody(talentId, { is_draft: true }))).status).toBe(201)
      await superAdmin.patch(`/api/v1/super_admin/organizations/${lakeside}/`, { is_engagement_requires_purchase_order: false })
    })
  })

  describe('the name', () => {
    it('is unique in the organization without case or extra spaces, among engagements not withdrawn or declined', async () => {
      const name = uniqueEngagementName('Epic Go-Live')
      const first = await createEngagement('pending', { organization: admin, talentId, body: { name } })
      const clash = await admin.post(OA, engagementBody(talentId, { name: `  ${name.toUpperCase().replace(' ', '   ')} ` }))
      expect(clash.status).toBe(422)
      expect(clash.body.errors).toEqual({ name: ['An engagement with this name already exists in your organization.'] })
      // Another organization may use it.
      expect((await lakesideAdmin.post(OA, engagementBody(talentId, { name, is_draft: true }))).status).toBe(201)
      const check = await admin.post(`${OA}name-validation/`, { name: ` ${name} ` })
      expect(check.status).toBe(422)
      expect((await admin.post(`${OA}name-validation/`, { name: ` ${name} `, engagement_id: first.id })).body).toEqual({ name })
      expect((await admin.post(`${OA}name-validation/`, { name: '' })).body.errors).toEqual({ name: [REQUIRED] })
      expect((await reader.post(`${M}name-validation/`, { name: 'Anything' })).body).toEqual(MANAGE_ONLY)
      await admin.patch(`${OA}${first.id}/`, { status: 'withdrawn' })
      expect((await admin.post(`${OA}name-validation/`, { name })).body).toEqual({ name })
      expect((await admin.post(OA, engagementBody(talentId, { name }))).status).toBe(201)
    })
  })

  describe('who sees and changes what', () => {
    it('shows the hourly fee only to who may view rate, the pay rate also to the talent', async () => {
      const sent = await createEngagement('pending', { organization: admin, talentId, body: { talent_pay_rate: '80' } })
      expect((await admin.get(`${OA}${sent.id}/`)).body).toMatchObject({ hourlyFee: '100.00', talentPayRate: '80.00' })
      expect((await manager.get(`${M}${sent.id}/`)).body).toMatchObject({ hourlyFee: '100.00', talentPayRate: '80.00' })
      // The generated REST is the super admin's only (the fields' own rules: tests/api/generatedRestMatrix.test.ts).
      expect((await talent.get(`/api/engagements/${sent.id}?depth=0`)).status).toBe(403)
    })

    it('refuses a manager without Manage Engagement every engagement call, reads included; other roles and organizations get 403/404', async () => {
      const sent = await createEngagement('pending', { organization: admin, talentId })
      // Work-flows 6: manager engagement access requires the permission. The refusal is the same for a
      // record of another organization, so it tells nothing about the record.
      const other = await createEngagement('draft', { organization: lakesideAdmin, talentId })
      for (const path of [M, `${M}?search=${encodeURIComponent(sent.name)}`, `${M}${sent.id}/`, `${M}${other.id}/`, `${M}talents/`, `${M}owners/`, `${M}departments/`]) {
        expect(await reader.get(path)).toMatchObject({ status: 403, body: SEE_ONLY })
      }
      expect(await reader.post(`${M}${other.id}/delete_agreements/`)).toMatchObject({ status: 403, body: MANAGE_ONLY })
      // Every other door: the generated REST is the super admin's only.
      expect((await reader.get(`/api/engagements/${sent.id}?depth=0`)).status).toBe(403)
      expect((await reader.get('/api/engagements?depth=0')).status).toBe(403)
      expect(await reader.post(M, engagementBody(talentId)).then((r) => r.body)).toEqual(MANAGE_ONLY)
      expect((await reader.patch(`${M}${sent.id}/`, { hours_per_week: 10 })).body).toEqual(MANAGE_ONLY)
      expect((await reader.patch(`${M}${sent.id}/`, { status: 'withdrawn' })).body).toEqual(MANAGE_ONLY)
      expect((await reader.delete(`${M}${sent.id}/`)).body).toEqual(MANAGE_ONLY)
      expect((await contact.get(M)).status).toBe(403)
      expect((await talent.get(OA)).status).toBe(403)
      for (const call of [lakesideAdmin.get(`${OA}${sent.id}/`), lakesideAdmin.patch(`${OA}${sent.id}/`, { status: 'withdrawn' }), lakesideAdmin.delete(`${OA}${sent.id}/`), lakesideAdmin.post(`${OA}${sent.id}/delete_agreements/`)]) {
        expect((await call).body).toEqual(NOT_FOUND)
      }
      expect((await lakesideAdmin.get(`${OA}?search=${encodeURIComponent(sent.name)}`)).body.count).toBe(0)
      expect((await admin.get(`${OA}not-an-id/`)).status).toBe(404)
      // Writes through the generated REST: nobody, the super admin included.
      const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
      expect((await superAdmin.patch(`/api/engagements/${sent.id}`, { name: 'Renamed' })).status).toBe(403)
      expect((await admin.patch(`/api/engagements/${sent.id}`, { name: 'Renamed' })).status).toBe(403)
    })

    it('deletes drafts only; duplicates into a new draft without talent and dates', async () => {
      const pending = await createEngagement('pending', { organization: admin, talentId, body: { place: 'on_site', hours_per_week: 12 } })
      expect((await admin.delete(`${OA}${pending.id}/`)).body).toEqual({ errors: { nonFieldErrors: ['Only a draft can be deleted.'] } })
      const copy = await admin.post(OA, { name: uniqueEngagementName('Copy'), duplicate_of: pending.id, is_draft: true })
      expect(copy.status).toBe(201)
      expect(copy.body).toMatchObject({ status: 'draft', talent: null, startDate: null, endDate: null, place: 'on_site', hoursPerWeek: 12, talentPayRate: '100.00', duplicatedFromId: pending.id })
      expect((await admin.delete(`${OA}${copy.body.id}/`)).status).toBe(204)
      expect((await admin.get(`${OA}${copy.body.id}/`)).status).toBe(404)
    })
  })

  describe('the list', () => {
    it('pages, filters by status, talent, owner, department and search, and offers the filter options', async () => {
      const department = (await admin.get('/api/v1/organization_admin/departments/?page_size=100')).body.results[0]
      const tag = uniqueEngagementName('Listed')
      const withDepartment = await createEngagement('pending', { organization: manager, prefix: 'manager', talentId, body: { name: `${tag} A`, department_id: department.id } })
      await createEngagement('draft', { organization: admin, talentId, body: { name: `${tag} B`, talent_id: null } })
      const all = await admin.get(`${OA}?search=${encodeURIComponent(tag)}&ordering=name`)
      expect(all.body.results.map((e: any) => e.name)).toEqual([`${tag} A`, `${tag} B`])
      expect(all.body.results[0]).toMatchObject({ status: 'pending', department: { id: department.id, name: department.name }, documentsDone: 0, documentsTotal: 0, pendingExtension: false })
      expect((await admin.get(`${OA}?search=${encodeURIComponent(tag)}&status=draft`)).body.results.map((e: any) => e.name)).toEqual([`${tag} B`])
      expect((await admin.get(`${OA}?search=${encodeURIComponent(tag)}&status=all`)).body.count).toBe(2)
      expect((await admin.get(`${OA}?search=${encodeURIComponent(tag)}&owner=${directory.userId(demo.northwind.manager)}`)).body.results.map((e: any) => e.id)).toEqual([withDepartment.id])
      expect((await admin.get(`${OA}?department=${department.id}&search=${encodeURIComponent(tag)}`)).body.count).toBe(1)
      expect((await admin.get(`${OA}?talent=${talentId}&search=${encodeURIComponent(tag)}`)).body.count).toBe(1)
      expect((await admin.get(`${OA}?talent=not-an-id`)).body.count).toBe(0)
      expect((await admin.get(`${OA}?status=lost`)).status).toBe(422)
      expect((await admin.get(`${OA}?page_size=1&search=${encodeURIComponent(tag)}`)).body).toMatchObject({ count: 2, previous: null, next: expect.stringContaining('page=2') })
      expect((await admin.get(`${OA}talents/?search=Emily`)).body.results).toEqual([{ id: talentId, fullName: 'Emily Carter' }])
      expect((await admin.get(`${OA}owners/`)).body.results).toEqual(expect.arrayContaining([{ id: directory.userId(demo.northwind.manager), fullName: 'Marcus Reed' }]))
      // The seed's demo engagements (scripts/seedEngagements.ts) name departments of both organizations too.
      expect((await admin.get(`${OA}departments/`)).body.results).toEqual(expect.arrayContaining([{ id: department.id, name: department.name }]))
      expect((await lakesideAdmin.get(`${OA}departments/`)).body.results.map((row: { id: string }) => row.id)).not.toContain(department.id)
    })
  })
})
