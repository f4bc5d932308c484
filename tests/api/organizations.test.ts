import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, tinyPdf, tinyPng, uploadedFiles } from '../helpers/uploads'

/**
 * Organizations on /api/v1 (endpoints/organizations/organizations.ts) and the console's /api/admin/organizations:
 * The spec's "Organization" and the spec's "Rate" through every write path, with the
 * feature flags off and on; the logo; the counts; the organization admin's own organization.
 */
const SA = '/api/v1/super_admin/organizations'
const OA = '/api/v1/organization_admin/organizations'
const REQUIRED = 'This field is required'

const prospect = (name: string) => ({ account_type: 'prospect', name, address1: '1 Main St', city: 'Madison', state: 'WI', zip_code: '53703' })
const client = (name: string) => ({ ...prospect(name), account_type: 'client', license_start_date: '2026-01-01', license_end_date: '2027-12-31', contract_execution_date: '2025-12-15' })

function form(fields: Record<string, string>, logo?: { bytes: Buffer; name: string }) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  if (logo) body.append('logo', blob(logo.bytes), logo.name)
  return body
}

describe.each(databases)('organizations (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let orgAdmin: ApiClient
  let lakesideAdmin: ApiClient
  let directory: Directory
  let northwind: string
  let unique = 0
  const named = (base: string) => `${base} ${++unique}`

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    orgAdmin = await ApiClient.signedIn(server.url, demo.northwind.admin)
    lakesideAdmin = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    directory = await readDirectory(superAdmin)
    northwind = directory.organizationId('Northwind Health System')
  }, 120_000)
  afterAll(() => server?.stop())

  const count = async () => (await superAdmin.get(`${SA}/count/`)).body.count as number

  describe('the super admin creates', () => {
    it('answers 201 { data: Organization } with the defaults, and reads it back', async () => {
      const response = await superAdmin.post(`${SA}/`, { ...prospect('Mercy Clinic'), website: 'https://mercy.example' })
      expect(response.status).toBe(201)
      expect(response.body.data).toEqual({
        id: expect.any(String),
        accountType: 'prospect',
        name: 'Mercy Clinic',
        licenseStartDate: null,
        licenseEndDate: null,
        contractExecutionDate: null,
        website: 'https://mercy.example',
        address1: '1 Main St',
        address2: null,
        city: 'Madison',
        state: 'WI',
        zipCode: '53703',
        note: null,
        isEngagementRequiresPurchaseOrder: false,
        is1099Type: true,
        isW2Type: false,
        logo: null,
        rate: 20,
        tierRate: 26,
        departmentsNum: 0,
        isActive: true,
        timeZone: 'America/New_York',
        createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      })
      const read = await superAdmin.get(`${SA}/${response.body.data.id}/`)
      expect(read.status).toBe(200)
      expect(read.body).toEqual(response.body.data)
    })

    it('keeps dates as yyyy-MM-dd', async () => {
      const response = await superAdmin.post(`${SA}/`, client(named('Dated Clinic')))
      expect(response.status).toBe(201)
      expect(response.body.data).toMatchObject({ licenseStartDate: '2026-01-01', licenseEndDate: '2027-12-31', contractExecutionDate: '2025-12-15' })
    })

    it('refuses a record without the required fields, and creates nothing', async () => {
      const before = await count()
      const response = await superAdmin.post(`${SA}/`, {})
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({
        accountType: [REQUIRED],
        name: [REQUIRED],
        address1: [REQUIRED],
        city: [REQUIRED],
        state: [REQUIRED],
        zipCode: [REQUIRED],
      })
      expect(await count()).toBe(before)
    })

    it('states every field rule with its message', async () => {
      const long = (n: number) => 'x'.repeat(n)
      const response = await superAdmin.post(`${SA}/`, {
        ...prospect('Too Long'),
        account_type: 'partner',
        address1: long(301),
        address2: long(301),
        city: long(151),
        state: long(151),
        zip_code: long(11),
        note: long(501),
        website: 'not a url',
        license_start_date: '2020-06-01',
        license_end_date: '2019-01-01',
      })
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({
        accountType: ['Select a valid account type.'],
        address1: ['Ensure this field has no more than 300 characters.'],
        address2: ['Ensure this field has no more than 300 characters.'],
        city: ['Ensure this field has no more than 150 characters.'],
        state: ['Ensure this field has no more than 150 characters.'],
        zipCode: ['Ensure this field has no more than 10 characters.'],
        note: ['Ensure this field has no more than 500 characters.'],
        website: ['Must be a valid url address.'],
        licenseStartDate: ['License year should be later than 2020'],
        licenseEndDate: ['License year should be later than 2020', "End date can't be before start date"],
      })
    })

    it('wants the license dates in order, and license and contract dates for a client', async () => {
      const order = await superAdmin.post(`${SA}/`, { ...client(named('Order')), license_start_date: '2026-06-01', license_end_date: '2026-05-01' })
      expect(order.body.errors).toEqual({ licenseEndDate: ["End date can't be before start date"] })
      const missing = await superAdmin.post(`${SA}/`, { ...prospect(named('Client')), account_type: 'client' })
      expect(missing.status).toBe(422)
      expect(missing.body.errors).toEqual({ licenseStartDate: [REQUIRED], licenseEndDate: [REQUIRED], contractExecutionDate: [REQUIRED] })
      // A test account needs no license dates without the pricing flag; the engagement types are free without the W-2 flag.
      const test = await superAdmin.post(`${SA}/`, { ...prospect(named('Test')), account_type: 'test', is1099_type: false, is_w2_type: false })
      expect(test.status).toBe(201)
    })

    it('states the rate rules', async () => {
      const negative = await superAdmin.post(`${SA}/`, { ...prospect(named('Rate')), rate: -1, tier_rate: -2 })
      expect(negative.body.errors).toEqual({ rate: ['Must be a positive'], tierRate: ['Must be a positive'] })
      const empty = await superAdmin.post(`${SA}/`, { ...prospect(named('Rate')), rate: '' })
      expect(empty.body.errors).toEqual({ rate: [REQUIRED] })
      const text = await superAdmin.post(`${SA}/`, { ...prospect(named('Rate')), rate: 'ten' })
      expect(text.body.errors).toEqual({ rate: ['Must be a number'] })
    })
  })

  describe('the logo', () => {
    it('is created with a multipart POST and served to the organization’s members only', async () => {
      const response = await superAdmin.post(`${SA}/`, form(prospect('Logo Clinic'), { bytes: tinyPng(), name: 'logo.png' }))
      expect(response.status).toBe(201)
      expect(response.body.data.logo).toMatch(/^\/api\/v1\/files\/[0-9a-f-]+\/$/)
      const file = await superAdmin.get(response.body.data.logo)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/png')
      // Without a logo the multipart POST works the same.
      const plain = await superAdmin.post(`${SA}/`, form({ ...prospect('No Logo Clinic'), rate: '15' }))
      expect(plain.status).toBe(201)
      expect(plain.body.data).toMatchObject({ logo: null, rate: 15, name: 'No Logo Clinic' })
    })

    it('is replaced and removed by the organization admin; members read it, others get 404', async () => {
      const set = await orgAdmin.patch(`${OA}/${northwind}/`, form({}, { bytes: tinyPng(), name: 'northwind.png' }))
      expect(set.status).toBe(200)
      const first = set.body.logo as string
      expect(first).toMatch(/^\/api\/v1\/files\//)
      const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
      const contact = await ApiClient.signedIn(server.url, demo.northwind.contact)
      const lakesideManager = await ApiClient.signedIn(server.url, demo.lakeside.manager)
      const talent = await ApiClient.signedIn(server.url, demo.talent)
      expect((await manager.get(first)).status).toBe(200)
      expect((await contact.get(first)).status).toBe(200)
      expect((await lakesideManager.get(first)).status).toBe(404)
      expect((await talent.get(first)).status).toBe(404)

      const replaced = await superAdmin.put(`${SA}/${northwind}/`, form({}, { bytes: tinyPng(), name: 'northwind-2.png' }))
      expect(replaced.status).toBe(200)
      expect(replaced.body.logo).not.toBe(first)
      expect((await superAdmin.get(first)).status).toBe(404)
      expect((await manager.get(replaced.body.logo)).status).toBe(200)

      const filesBefore = uploadedFiles(server.dataDir).filter((name) => !name.startsWith('tmp')).length
      const removed = await orgAdmin.patch(`${OA}/${northwind}/`, { logo: null })
      expect(removed.status).toBe(200)
      expect(removed.body.logo).toBeNull()
      expect((await superAdmin.get(replaced.body.logo)).status).toBe(404)
      expect(uploadedFiles(server.dataDir).filter((name) => !name.startsWith('tmp')).length).toBe(filesBefore - 1)
    })

    it('refuses a file of another type or above 5 MB, and keeps nothing', async () => {
      const before = await count()
      const stored = uploadedFiles(server.dataDir).filter((name) => !name.startsWith('tmp')).length
      const pdf = await superAdmin.post(`${SA}/`, form(prospect(named('Pdf')), { bytes: tinyPdf(), name: 'logo.pdf' }))
      expect(pdf.status).toBe(422)
      expect(pdf.body.errors).toEqual({ logo: ['Unsupported file format'] })
      const disguised = await superAdmin.post(`${SA}/`, form(prospect(named('Disguised')), { bytes: tinyPdf(), name: 'logo.png' }))
      expect(disguised.body.errors).toEqual({ logo: ['Unsupported file format'] })
      const large = Buffer.concat([tinyPng(), Buffer.alloc(5_000_001 - tinyPng().length)])
      const big = await superAdmin.post(`${SA}/`, form(prospect(named('Big')), { bytes: large, name: 'logo.png' }))
      expect(big.status).toBe(422)
      expect(big.body.errors).toEqual({ logo: ['File size exceeds the max. limit of 5 MB'] })
      // A valid logo with an invalid record: the rules refuse it, and the file is not kept either.
      const invalid = await superAdmin.post(`${SA}/`, form({ name: named('Invalid') }, { bytes: tinyPng(), name: 'logo.png' }))
      expect(invalid.status).toBe(422)
      expect(invalid.body.errors.accountType).toEqual([REQUIRED])
      expect(await count()).toBe(before)
      expect(uploadedFiles(server.dataDir).filter((name) => !name.startsWith('tmp')).length).toBe(stored)
      expect(uploadedFiles(server.dataDir).filter((name) => name.startsWith('tmp') && name !== 'tmp')).toEqual([])
    })
  })

  describe('lists and counts', () => {
    it('orders, filters, searches and pages the list; the count agrees', async () => {
      await superAdmin.post(`${SA}/`, { ...prospect('Aardvark Care'), is_active: false })
      const byName = await superAdmin.get(`${SA}/?page_size=100`)
      expect(byName.status).toBe(200)
      const names = byName.body.results.map((org: { name: string }) => org.name)
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)))
      expect(byName.body.count).toBe(await count())
      const reversed = await superAdmin.get(`${SA}/?page_size=100&ordering=-name`)
      expect(reversed.body.results.map((org: { name: string }) => org.name)).toEqual([...names].reverse())
      const byType = await superAdmin.get(`${SA}/?page_size=100&ordering=account_type`)
      const types = byType.body.results.map((org: { accountType: string }) => org.accountType)
      expect(types).toEqual([...types].sort())
      const newest = await superAdmin.get(`${SA}/?page_size=1&ordering=-created_date`)
      expect(newest.body.results[0].name).toBe('Aardvark Care')
      expect(newest.body.next).toContain('page=2')

      const inactive = await superAdmin.get(`${SA}/?is_active=false`)
      expect(inactive.body.results.map((org: { name: string }) => org.name)).toEqual(['Aardvark Care'])
      expect((await superAdmin.get(`${SA}/count/?is_active=false`)).body).toEqual({ count: 1 })
      const clients = await superAdmin.get(`${SA}/?account_type=client&page_size=100`)
      expect(clients.body.results.every((org: { accountType: string }) => org.accountType === 'client')).toBe(true)
      expect(clients.body.results.map((org: { name: string }) => org.name)).toEqual(expect.arrayContaining(['Northwind Health System', 'Lakeside Medical Center']))
      const search = await superAdmin.get(`${SA}/?search=northwind`)
      expect(search.body.results.map((org: { name: string }) => org.name)).toEqual(['Northwind Health System'])
      expect((await superAdmin.get(`${SA}/?account_type=partner`)).status).toBe(422)
    })

    it('counts an organization’s users, by department too', async () => {
      const members = await superAdmin.get(`/api/admin/users?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ organization: northwind }))}`)
      const total = Number(members.headers.get('content-range')!.split('/')[1])
      expect(total).toBeGreaterThanOrEqual(4)
      expect((await superAdmin.get(`${SA}/${northwind}/users_count/`)).body).toEqual({ count: total })
      expect((await orgAdmin.get(`${OA}/${northwind}/users_count/`)).body).toEqual({ count: total })

      const department = await superAdmin.post('/api/departments', { name: named('Dept').slice(0, 20), organization: northwind })
      expect(department.status).toBe(201)
      const departmentId = department.body.doc.id
      expect((await superAdmin.get(`${SA}/${northwind}/users_count/?department=${departmentId}`)).body).toEqual({ count: 0 })
      const moved = await superAdmin.request('PATCH', `/api/users/${directory.userId(demo.northwind.manager2)}`, { department: departmentId })
      expect(moved.status).toBe(200)
      expect((await superAdmin.get(`${SA}/${northwind}/users_count/?department=${departmentId}`)).body).toEqual({ count: 1 })
      expect((await orgAdmin.get(`${OA}/${northwind}/users_count/?department=${departmentId}`)).body).toEqual({ count: 1 })
      expect((await superAdmin.get(`${SA}/${northwind}/users_count/?department=not-an-id`)).body).toEqual({ count: 0 })
      expect((await superAdmin.get(`${SA}/${northwind}/`)).body.departmentsNum).toBeGreaterThanOrEqual(1)
    })

    it('counts the engagements that are not terminated, expired, withdrawn or declined', async () => {
      const before = (await superAdmin.get(`${SA}/${northwind}/engagements_count/`)).body.count as number
      const talent = await ApiClient.signedIn(server.url, demo.talent)
      const talentId = directory.userId(demo.talent)
      // Made through the engagement endpoints. 'expired' is left out: only the daily job expires an
      // engagement, after its end day (a moved clock), and the seed holds no expired one; it is not counted either.
      for (const status of ['active', 'pending', 'draft', 'terminated', 'withdrawn', 'declined'] as const) {
        expect((await createEngagement(status, { organization: orgAdmin, talent, talentId, body: { owner_ids: [directory.userId(demo.northwind.manager)] } })).status).toBe(status)
      }
      expect((await createEngagement('active', { organization: lakesideAdmin, talent, talentId })).status).toBe('active')
      expect((await superAdmin.get(`${SA}/${northwind}/engagements_count/`)).body).toEqual({ count: before + 3 })
      expect((await orgAdmin.get(`${OA}/${northwind}/engagements_count/`)).body).toEqual({ count: before + 3 })
      // Seven engagements sent, accepted or ended through the API: more than the default 5 s under load.
    }, 60_000)
  })

  describe('changes judged on the record after the change', () => {
    it('refuses clearing a client’s license date or ending it before it starts (PATCH and PUT)', async () => {
      const cleared = await superAdmin.patch(`${SA}/${northwind}/`, { license_start_date: null })
      expect(cleared.status).toBe(422)
      expect(cleared.body.errors).toEqual({ licenseStartDate: [REQUIRED] })
      const early = await superAdmin.put(`${SA}/${northwind}/`, { license_end_date: '2025-06-01' })
      expect(early.body.errors).toEqual({ licenseEndDate: ["End date can't be before start date"] })
      const fine = await superAdmin.patch(`${SA}/${northwind}/`, { note: 'Renewal due in 2027', address2: 'Suite 4' })
      expect(fine.status).toBe(200)
      expect(fine.body).toMatchObject({ note: 'Renewal due in 2027', address2: 'Suite 4', licenseStartDate: '2026-01-01' })
    })

    it('applies the same rules on the console’s /api/admin/organizations (react-admin’s error shape)', async () => {
      const created = await superAdmin.post('/api/admin/organizations', { accountType: 'client', name: named('Console'), address1: '1 Way', city: 'Madison', state: 'WI', zipCode: '53703' })
      expect(created.status).toBe(422)
      expect(created.body.errors).toEqual({ licenseStartDate: REQUIRED, licenseEndDate: REQUIRED, contractExecutionDate: REQUIRED })
      const current = (await superAdmin.get(`/api/admin/organizations/${northwind}`)).body
      const updated = await superAdmin.put(`/api/admin/organizations/${northwind}`, { ...current, licenseEndDate: '2020-01-01' })
      expect(updated.status).toBe(422)
      expect(updated.body.errors).toEqual({ licenseEndDate: "License year should be later than 2020, End date can't be before start date" })
      const saved = await superAdmin.put(`/api/admin/organizations/${northwind}`, { ...current, city: 'Middleton' })
      expect(saved.status).toBe(200)
      expect(saved.body.city).toBe('Middleton')
      // The console is the super admin's: an organization admin is refused outright, nothing written.
      const own = await orgAdmin.put(`/api/admin/organizations/${northwind}`, { ...current, note: 'Org admin note', city: 'Madison' })
      expect(own.status).toBe(403)
      expect((await superAdmin.get(`/api/admin/organizations/${northwind}`)).body).toMatchObject({ city: 'Middleton', note: current.note })
    })

    it('takes no writes through Payload’s generated REST, where the rules would not apply', async () => {
      expect((await superAdmin.post('/api/organizations', prospect(named('Rest')))).status).toBe(403)
      expect((await superAdmin.request('PATCH', `/api/organizations/${northwind}`, { licenseStartDate: null })).status).toBe(403)
      expect((await orgAdmin.request('PATCH', `/api/organizations/${northwind}`, { rate: -5 })).status).toBe(403)
    })
  })

  describe('the organization admin', () => {
    it('reads their own organization and gets 404 for another', async () => {
      const own = await orgAdmin.get(`${OA}/${northwind}/`)
      expect(own.status).toBe(200)
      expect(own.body).toMatchObject({ id: northwind, name: 'Northwind Health System' })
      expect((await lakesideAdmin.get(`${OA}/${northwind}/`)).status).toBe(404)
      expect((await lakesideAdmin.patch(`${OA}/${northwind}/`, { rate: 5 })).status).toBe(404)
      expect((await lakesideAdmin.put(`${OA}/${northwind}/`, { rate: 5 })).status).toBe(404)
      expect((await lakesideAdmin.get(`${OA}/${northwind}/users_count/`)).status).toBe(404)
      expect((await lakesideAdmin.get(`${OA}/${northwind}/engagements_count/`)).status).toBe(404)
      expect((await orgAdmin.get(`${OA}/not-an-id/`)).status).toBe(404)
    })

    it('changes the rate (Change Rate) and their fields; the super admin’s fields are ignored', async () => {
      const before = (await orgAdmin.get(`${OA}/${northwind}/`)).body
      const rate = await orgAdmin.patch(`${OA}/${northwind}/`, { rate: 12.5, tier_rate: 30 })
      expect(rate.status).toBe(200)
      expect(rate.body).toMatchObject({ rate: 12.5, tierRate: 30 })
      const ignored = await orgAdmin.put(`${OA}/${northwind}/`, {
        account_type: 'test',
        note: 'Org admin note',
        license_start_date: '1999-01-01',
        contract_execution_date: null,
        is1099_type: false,
        is_w2_type: true,
        is_engagement_requires_purchase_order: true,
        is_active: false,
        website: 'https://northwind.example/care',
      })
      expect(ignored.status).toBe(200)
      expect(ignored.body).toMatchObject({
        accountType: before.accountType,
        note: before.note,
        licenseStartDate: before.licenseStartDate,
        contractExecutionDate: before.contractExecutionDate,
        is1099Type: before.is1099Type,
        isW2Type: before.isW2Type,
        isEngagementRequiresPurchaseOrder: before.isEngagementRequiresPurchaseOrder,
        isActive: true,
        website: 'https://northwind.example/care',
      })
      // Without the pricing flag a rate of 0 leaves the tier rate as it is.
      expect((await orgAdmin.patch(`${OA}/${northwind}/`, { rate: 0 })).body).toMatchObject({ rate: 0, tierRate: 30 })
      const invalid = await orgAdmin.patch(`${OA}/${northwind}/`, { rate: -1, name: '' })
      expect(invalid.status).toBe(422)
      expect(invalid.body.errors).toEqual({ rate: ['Must be a positive'], name: [REQUIRED] })
    })

    it('has no super admin endpoints; managers, contacts and talents have neither', async () => {
      expect((await orgAdmin.get(`${SA}/`)).status).toBe(403)
      expect((await orgAdmin.get(`${SA}/${northwind}/`)).status).toBe(403)
      for (const email of [demo.northwind.manager, demo.northwind.contact, demo.talent]) {
        const other = await ApiClient.signedIn(server.url, email)
        expect((await other.get(`${OA}/${northwind}/`)).status).toBe(403)
        expect((await other.patch(`${OA}/${northwind}/`, { rate: 1 })).status).toBe(403)
        expect((await other.get(`${SA}/count/`)).status).toBe(403)
      }
    })
  })
})

describe.each(databases)('organizations with the pricing and W-2 flags (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let orgAdmin: ApiClient
  let northwind: string
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'org_pricing_structure,w2_engagement_type' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    orgAdmin = await ApiClient.signedIn(server.url, demo.northwind.admin)
    northwind = (await readDirectory(superAdmin)).organizationId('Northwind Health System')
  }, 120_000)
  afterAll(() => server?.stop())

  it('makes the super admin pick exactly one engagement type', async () => {
    const both = await superAdmin.post(`${SA}/`, { ...prospect('Both'), is1099_type: true, is_w2_type: true })
    expect(both.status).toBe(422)
    expect(both.body.errors).toEqual({ is1099Type: ['Only one of 1099 or W-2 types can be selected'] })
    const neither = await superAdmin.post(`${SA}/`, { ...prospect('Neither'), is1099_type: false, is_w2_type: false })
    expect(neither.body.errors).toEqual({ is1099Type: ['At least one Engagement Type must be selected'] })
    const console = await superAdmin.post('/api/admin/organizations', { accountType: 'prospect', name: 'Console Both', address1: '1 Way', city: 'Madison', state: 'WI', zipCode: '53703', is1099Type: true, isW2Type: true })
    expect(console.body.errors).toEqual({ is1099Type: 'Only one of 1099 or W-2 types can be selected' })
    const w2 = await superAdmin.post(`${SA}/`, { ...prospect('W-2 Only'), is1099_type: false, is_w2_type: true })
    expect(w2.status).toBe(201)
  })

  it('requires license dates for a test account and keeps a prospect a prospect', async () => {
    const test = await superAdmin.post(`${SA}/`, { ...prospect('Test Account'), account_type: 'test' })
    expect(test.body.errors).toEqual({ licenseStartDate: [REQUIRED], licenseEndDate: [REQUIRED] })
    const created = await superAdmin.post(`${SA}/`, prospect('Prospect Account'))
    expect(created.status).toBe(201)
    for (const accountType of ['test', 'client']) {
      const changed = await superAdmin.patch(`${SA}/${created.body.data.id}/`, { account_type: accountType })
      expect(changed.status).toBe(422)
      expect(changed.body.errors.accountType).toEqual(['The account type of a prospect cannot be changed.'])
    }
  })

  it('fills the tier rate with 26 when the rate becomes 0 and requires it while the rate is 0', async () => {
    expect((await orgAdmin.patch(`${OA}/${northwind}/`, { rate: 15, tier_rate: 40 })).body).toMatchObject({ rate: 15, tierRate: 40 })
    const tier = await orgAdmin.patch(`${OA}/${northwind}/`, { rate: 0 })
    expect(tier.status).toBe(200)
    expect(tier.body).toMatchObject({ rate: 0, tierRate: 26 })
    const given = await orgAdmin.patch(`${OA}/${northwind}/`, { rate: 0, tier_rate: 33 })
    expect(given.body).toMatchObject({ rate: 0, tierRate: 33 })
    const cleared = await orgAdmin.patch(`${OA}/${northwind}/`, { tier_rate: '' })
    expect(cleared.status).toBe(422)
    expect(cleared.body.errors).toEqual({ tierRate: [REQUIRED] })
  })
})
