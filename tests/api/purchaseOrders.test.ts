import { settlePurchaseOrderRows } from '../../contract/engagements/purchaseOrders'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { draftEngagement } from '../helpers/purchaseOrders'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, htmlPage, paddedPdf, sendMultipart, tinyPdf, uploadedFiles } from '../helpers/uploads'

/**
 * Purchase orders (the spec's 'Add or Edit Purchase Order', 5, 7 "purchase_order"): the
 * organization admin's list, add (JSON or multipart, one request per row, settled), edit, deactivate;
 * every limit and message, the PO number unique in the organization without case (also for writes at
 * the same moment), isUsed and the rename it forbids, the 5 MB file, search and ordering, and who may
 * call what (managers read POs only through the engagement calls).
 */
const BASE = '/api/v1/organization_admin/purchase_order/'
const REQUIRED = 'This field is required'
const TAKEN = 'A purchase order with this PO number already exists.'
const IN_USE = 'This purchase order is in use; its PO number cannot change.'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`

interface PurchaseOrder {
  id: string
  name: string
  description: string
  notes: string | null
  file: string | null
  fileName: string | null
  originalFileName: string | null
  isActive: boolean
  organizationId: string
  isUsed: boolean
  amount: string | null
  validThrough: string | null
}

describe.each(databases)('purchase orders (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let admin: ApiClient
  let manager: ApiClient
  let lakesideAdmin: ApiClient
  let talent: ApiClient
  let northwind: string
  let counter = 0
  const unique = (prefix = 'PO') => `${prefix}-${++counter}-${database.slice(0, 2)}`

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    ;[admin, manager, lakesideAdmin, talent] = await Promise.all(
      [demo.northwind.admin, demo.northwind.manager, demo.lakeside.admin, demo.talent].map((email) => ApiClient.signedIn(server.url, email)),
    )
    directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
    northwind = directory.organizationId('Northwind Health System')
  }, 180_000)
  afterAll(() => server?.stop())

  const create = async (client: ApiClient, fields: Record<string, unknown>) => {
    const response = await client.post(BASE, { description: 'Cardiology build', ...fields })
    if (response.status !== 201) throw new Error(`PO not created: ${response.status} ${JSON.stringify(response.body)}`)
    return response.body as PurchaseOrder
  }

  it('adds a purchase order from JSON, trimmed, active by default, with the optional amount and valid-through day', async () => {
    const response = await admin.post(BASE, {
      name: '  PO-1001  ',
      description: '  Epic go-live ',
      notes: 'Net 30',
      organization_id: northwind,
      amount: '$5,000',
      valid_through: '2027-06-30',
    })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'PO-1001',
      description: 'Epic go-live',
      notes: 'Net 30',
      file: null,
      fileName: null,
      originalFileName: null,
      isActive: true,
      organizationId: northwind,
      isUsed: false,
      amount: '5000.00',
      validThrough: '2027-06-30',
      createdAt: expect.any(String),
    })
    expect((await admin.get(`${BASE}${response.body.id}/`)).body).toEqual(response.body)
  }, 30_000)

  it('refuses each field with its message, all of a request at once', async () => {
    const empty = await admin.post(BASE, {})
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({ name: [REQUIRED], description: [REQUIRED] })
    const blank = await admin.post(BASE, { name: '   ', description: ' ' })
    expect(blank.body.errors).toEqual({ name: [REQUIRED], description: [REQUIRED] })
    const long = await admin.post(BASE, { name: 'P'.repeat(16), description: 'D'.repeat(51), notes: 'N'.repeat(501) })
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual({ name: [tooLong(15)], description: [tooLong(50)], notes: [tooLong(500)] })
    // At the limits exactly: accepted, never cut.
    const exact = await create(admin, { name: 'P'.repeat(15), description: 'D'.repeat(50), notes: 'N'.repeat(500) })
    expect([exact.name.length, exact.description.length, exact.notes?.length]).toEqual([15, 50, 500])
    const typed = await admin.post(BASE, { name: 15, description: ['x'], is_active: 'yes' })
    expect(typed.body.errors).toEqual({ name: ['Not a valid string.'], description: ['Not a valid string.'], isActive: ['Must be a valid boolean.'] })
    const beyond = await admin.post(BASE, { name: unique(), description: 'x', amount: '12.345', valid_through: '2027-02-30' })
    expect(beyond.body.errors).toEqual({ amount: ['Enter a valid amount.'], validThrough: ['Enter a valid date'] })
    const bounds = await admin.post(BASE, { name: unique(), description: 'x', amount: '100000000', valid_through: '2100-01-01' })
    expect(bounds.body.errors).toEqual({ amount: ['Ensure this amount is no more than 99999999.99.'], validThrough: ['Date must be between 1940 and 2099'] })
    const foreign = await admin.post(BASE, { name: unique(), description: 'x', organization_id: directory.organizationId('Lakeside Medical Center') })
    expect(foreign.body.errors).toEqual({ organizationId: ['Select a valid organization.'] })
  }, 30_000)

  it('keeps PO numbers unique in the organization without case, and lets another organization use the same number', async () => {
    const first = await create(admin, { name: 'PO-Case' })
    for (const name of ['PO-Case', 'po-case', '  PO-CASE ']) {
      const again = await admin.post(BASE, { name, description: 'Again' })
      expect({ name, status: again.status, body: again.body }).toEqual({ name, status: 422, body: { errors: { name: [TAKEN] } } })
    }
    // A taken number and a missing description: both messages.
    expect((await admin.post(BASE, { name: 'po-case' })).body.errors).toEqual({ name: [TAKEN], description: [REQUIRED] })
    expect((await lakesideAdmin.post(BASE, { name: 'PO-Case', description: 'Lakeside’s own' })).status).toBe(201)
    // Renaming onto another PO's number is refused; its own number in another case is fine (unused).
    const second = await create(admin, { name: unique() })
    expect((await admin.patch(`${BASE}${second.id}/`, { name: 'PO-CASE' })).body).toEqual({ errors: { name: [TAKEN] } })
    const recased = await admin.patch(`${BASE}${first.id}/`, { name: 'po-case' })
    expect(recased.status).toBe(200)
    expect(recased.body.name).toBe('po-case')
  }, 30_000)

  it('settles an Add of several rows: each row its own request, the failed row flagged on its PO number', async () => {
    const taken = await create(admin, { name: unique('ROW') })
    const rows = [
      { name: unique('ROW'), description: 'First' },
      { name: taken.name.toLowerCase(), description: 'Clashes' },
      { name: unique('ROW'), description: 'Third', notes: 'ok' },
    ]
    const answers = await Promise.all(rows.map((row) => admin.post(BASE, row)))
    expect(answers.map((answer) => answer.status)).toEqual([201, 422, 201])
    const settled = settlePurchaseOrderRows(
      rows.map((row, index) => ({ row, outcome: answers[index]!.status === 201 ? { ok: true as const } : { ok: false as const, errors: answers[index]!.body.errors } })),
    )
    expect(settled.savedCount).toBe(2)
    expect(settled.remaining).toEqual([{ row: rows[1], numberErrors: [TAKEN], errors: { name: [TAKEN] } }])
    const listed = await admin.get(`${BASE}?search=ROW&page_size=100`)
    expect(listed.body.results.map((order: PurchaseOrder) => order.name).sort()).toEqual([rows[0]!.name, rows[2]!.name, taken.name].sort())
  }, 30_000)

  it('answers writes of one number at the same moment with one 201 and the 422 for the rest, never a 500', async () => {
    const name = unique('RACE')
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => admin.post(BASE, { name: index % 2 ? name.toLowerCase() : name, description: `Race ${index}` })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422, 422])
    for (const answer of answers.filter((one) => one.status === 422)) expect(answer.body).toEqual({ errors: { name: [TAKEN] } })
    expect((await admin.get(`${BASE}?search=${name}`)).body.count).toBe(1)
  }, 30_000)

  it('marks a PO named by an engagement as used: its number cannot change, everything else can, and it can be deactivated', async () => {
    const order = await create(admin, { name: unique('USED'), notes: 'before' })
    const engagement = await draftEngagement(admin, 'organization_admin', `PO use ${counter}`)
    expect((await admin.patch(`/api/v1/organization_admin/engagements/${engagement}/purchase-order-numbers/${order.id}/`, { is_assigned: true })).status).toBe(200)
    const read = await admin.get(`${BASE}${order.id}/`)
    expect(read.body.isUsed).toBe(true)
    expect((await admin.get(`${BASE}?search=${order.name}`)).body.results[0].isUsed).toBe(true)
    for (const name of [`${order.name}X`, order.name.toLowerCase()]) {
      const rename = await admin.patch(`${BASE}${order.id}/`, { name })
      expect({ name, status: rename.status, body: rename.body }).toEqual({ name, status: 422, body: { errors: { name: [IN_USE] } } })
    }
    const put = await admin.put(`${BASE}${order.id}/`, { name: 'Other', description: 'x' })
    expect(put.body).toEqual({ errors: { name: [IN_USE] } })
    // The same number (trimmed) is no rename.
    const kept = await admin.put(`${BASE}${order.id}/`, { name: ` ${order.name} `, description: 'Changed', notes: 'after', is_active: false })
    expect(kept.status).toBe(200)
    expect(kept.body).toMatchObject({ name: order.name, description: 'Changed', notes: 'after', isActive: false, isUsed: true })
    // Unassigned (a draft keeps no PO), it is unused again and may be renamed.
    expect((await admin.patch(`/api/v1/organization_admin/engagements/${engagement}/purchase-order-numbers/${order.id}/`, { is_assigned: false })).status).toBe(200)
    const renamed = await admin.patch(`${BASE}${order.id}/`, { name: `${order.name}R` })
    expect(renamed.body).toMatchObject({ name: `${order.name}R`, isUsed: false })
  }, 30_000)

  it('deactivates and reactivates with PATCH; PUT clears what it leaves out but keeps isActive', async () => {
    const order = await create(admin, { name: unique('ACT'), notes: 'n', amount: '10', valid_through: '2027-01-01' })
    const off = await admin.patch(`${BASE}${order.id}/`, { is_active: false })
    expect(off.body).toMatchObject({ isActive: false, notes: 'n', amount: '10.00', validThrough: '2027-01-01' })
    expect((await admin.get(`${BASE}?is_active=false&search=${order.name}`)).body.count).toBe(1)
    expect((await admin.get(`${BASE}?is_active=true&search=${order.name}`)).body.count).toBe(0)
    const put = await admin.put(`${BASE}${order.id}/`, { name: order.name, description: 'Again' })
    expect(put.body).toMatchObject({ isActive: false, notes: null, amount: null, validThrough: null, description: 'Again' })
    const on = await admin.patch(`${BASE}${order.id}/`, { is_active: 'true', amount: '' })
    expect(on.body).toMatchObject({ isActive: true, amount: null })
    expect((await admin.patch(`${BASE}${order.id}/`, { amount: 1250.5 })).body.amount).toBe('1250.50')
    expect((await admin.patch(`${BASE}${order.id}/`, { amount: true })).body).toEqual({ errors: { amount: ['Enter a valid amount.'] } })
    // The audit trail records every write.
    const trail = await admin.get(`/api/v1/organization_admin/audit-events/?entity=purchase-orders&record_id=${order.id}`)
    expect(trail.body.results.map((event: { action: string }) => event.action).sort()).toEqual(['create', 'update', 'update', 'update', 'update'])
  }, 30_000)

  it('takes the file as multipart (5 MB, the document types), replaces and removes it, and keeps it to the organization', async () => {
    const name = unique('FILE')
    const form = new FormData()
    for (const [key, value] of Object.entries({ name, description: 'With file', notes: 'multipart', is_active: 'true', organization_id: northwind })) form.set(key, value)
    form.set('file', blob(tinyPdf()), 'po scan.pdf')
    const created = await admin.post(BASE, form)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name, notes: 'multipart', isActive: true, fileName: 'po scan.pdf', originalFileName: 'po scan.pdf', file: expect.stringMatching(/^\/api\/v1\/files\/[\w-]+\/$/) })
    const fileUrl = created.body.file as string
    // The organization's users read it; another organization and the talent do not.
    expect((await admin.get(fileUrl)).status).toBe(200)
    expect((await manager.get(fileUrl)).status).toBe(200)
    expect((await lakesideAdmin.get(fileUrl)).status).toBe(404)
    expect((await talent.get(fileUrl)).status).toBe(404)

    const replace = new FormData()
    replace.set('file', blob(tinyPdf('second')), 'second.pdf')
    const replaced = await admin.patch(`${BASE}${created.body.id}/`, replace)
    expect(replaced.body).toMatchObject({ name, description: 'With file', fileName: 'second.pdf' })
    expect(replaced.body.file).not.toBe(fileUrl)
    expect((await admin.get(fileUrl)).status).toBe(404)
    // A PUT without a file keeps it; 'null' removes it (and its bytes).
    const kept = await admin.put(`${BASE}${created.body.id}/`, { name, description: 'Kept' })
    expect(kept.body.file).toBe(replaced.body.file)
    const before = uploadedFiles(server.dataDir).length
    const removed = await admin.patch(`${BASE}${created.body.id}/`, { file: null })
    expect(removed.body).toMatchObject({ file: null, fileName: null, originalFileName: null })
    expect((await admin.get(replaced.body.file)).status).toBe(404)
    expect(uploadedFiles(server.dataDir).length).toBe(before - 1)
  }, 30_000)

  it('refuses a file over 5 MB and a file of another type, keeping nothing', async () => {
    const before = uploadedFiles(server.dataDir).length
    const parts = (file: { value: Uint8Array | AsyncIterable<Uint8Array>; fileName: string }) => [
      { name: 'name', value: unique('BIG') },
      { name: 'description', value: 'Too big' },
      { name: 'file', ...file },
    ]
    const big = await sendMultipart(admin, 'POST', BASE, parts({ value: paddedPdf(5 * 1024 * 1024 + 1), fileName: 'big.pdf' }))
    expect(big.status).toBe(422)
    expect(big.body).toEqual({ errors: { file: ['File size exceeds the max. limit of 5 MB'] } })
    const exe = await sendMultipart(admin, 'POST', BASE, parts({ value: Buffer.from('MZ binary'), fileName: 'setup.exe' }))
    expect(exe.body).toEqual({ errors: { file: ['Unsupported file format'] } })
    const disguised = await sendMultipart(admin, 'POST', BASE, parts({ value: htmlPage(), fileName: 'page.pdf' }))
    expect(disguised.body).toEqual({ errors: { file: ['Unsupported file format'] } })
    expect(uploadedFiles(server.dataDir).length).toBe(before)
    // Exactly 5 MB is taken.
    const exact = await sendMultipart(admin, 'POST', BASE, parts({ value: paddedPdf(5 * 1024 * 1024), fileName: 'exact.pdf' }))
    expect(exact.status).toBe(201)
  }, 30_000)

  it('lists with search, ordering and pages', async () => {
    const prefix = `LST${database.slice(0, 1)}`
    await create(admin, { name: `${prefix}-B`, description: 'alpha cardiology' })
    await create(admin, { name: `${prefix}-A`, description: 'zulu oncology' })
    await create(admin, { name: `${prefix}-C`, description: 'mike cardiology' })
    const names = async (query: string) => (await admin.get(`${BASE}?search=${prefix}&${query}`)).body.results.map((order: PurchaseOrder) => order.name)
    expect(await names('')).toEqual([`${prefix}-A`, `${prefix}-B`, `${prefix}-C`])
    expect(await names('ordering=-name')).toEqual([`${prefix}-C`, `${prefix}-B`, `${prefix}-A`])
    expect(await names('ordering=description')).toEqual([`${prefix}-B`, `${prefix}-C`, `${prefix}-A`])
    expect(await names('ordering=created_at')).toEqual([`${prefix}-B`, `${prefix}-A`, `${prefix}-C`])
    expect(await names('ordering=-created_at')).toEqual([`${prefix}-C`, `${prefix}-A`, `${prefix}-B`])
    // Search reads the description too; an unknown ordering falls back to the PO number.
    const byDescription = await admin.get('/api/v1/organization_admin/purchase_order/?search=oncology&ordering=password')
    expect(byDescription.body.results.map((order: PurchaseOrder) => order.name)).toEqual([`${prefix}-A`])
    const paged = await admin.get(`${BASE}?search=${prefix}&page_size=2&page=2`)
    expect(paged.body).toMatchObject({ count: 3, next: null, previous: expect.stringContaining('page=1') })
    expect(paged.body.results).toHaveLength(1)
    // Lakeside's list shows none of Northwind's.
    expect((await lakesideAdmin.get(`${BASE}?search=${prefix}`)).body.count).toBe(0)
  }, 30_000)

  it('lets only the organization admin call purchase_order; another organization’s PO is 404 on every method', async () => {
    const order = await create(admin, { name: unique('ISO') })
    for (const client of [manager, talent]) {
      expect((await client.get(BASE)).status).toBe(403)
      expect((await client.post(BASE, { name: unique(), description: 'x' })).status).toBe(403)
      expect((await client.patch(`${BASE}${order.id}/`, { is_active: false })).status).toBe(403)
    }
    expect(await lakesideAdmin.get(`${BASE}${order.id}/`)).toMatchObject({ status: 404, body: NOT_FOUND })
    expect(await lakesideAdmin.patch(`${BASE}${order.id}/`, { is_active: false })).toMatchObject({ status: 404, body: NOT_FOUND })
    expect(await lakesideAdmin.put(`${BASE}${order.id}/`, { name: 'Taken', description: 'x' })).toMatchObject({ status: 404, body: NOT_FOUND })
    expect((await admin.get(`${BASE}not-an-id/`)).status).toBe(404)
    expect((await admin.get(`${BASE}${order.id}/`)).body).toMatchObject({ name: order.name, isActive: true })
    // Managers read the organization's POs through the engagement calls.
    const offered = await manager.get(`/api/v1/manager/engagements/purchase-order-numbers/?search=${order.name}`)
    expect(offered.body.results).toEqual([{ id: order.id, name: order.name, description: order.description, isActive: true, isAssigned: false }])
  }, 30_000)

  it('answers distinct PO numbers and descriptions for the filters, deactivated ones included', async () => {
    const a = await create(admin, { name: unique('DST'), description: 'Distinct desc one' })
    const b = await create(admin, { name: unique('DST'), description: 'distinct DESC one' })
    await admin.patch(`${BASE}${b.id}/`, { is_active: false })
    for (const prefix of ['manager', 'organization_admin']) {
      const client = prefix === 'manager' ? manager : admin
      const numbers = await client.get(`/api/v1/${prefix}/po-numbers/?search=DST`)
      expect(numbers.body).toEqual({ results: [a.name, b.name].sort() })
      const descriptions = await client.get(`/api/v1/${prefix}/po-descriptions/?search=desc one`)
      expect(descriptions.body.results).toHaveLength(1)
    }
    expect((await lakesideAdmin.get('/api/v1/organization_admin/po-numbers/?search=DST')).body).toEqual({ results: [] })
    expect((await talent.get('/api/v1/manager/po-numbers/')).status).toBe(403)
  }, 30_000)
})
