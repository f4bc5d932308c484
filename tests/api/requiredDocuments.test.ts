import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, htmlPage, paddedPdf, sendMultipart, tinyPdf, tinyPng, uploadedFiles } from '../helpers/uploads'

jest.setTimeout(60_000)

/**
 * The document library (the spec's "Create or edit a library required
 * document"): the organization admin keeps it (form data with a file checked as the profile's documents are),
 * managers read it, the super admin reads every organization's without internalComment; deactivate
 * instead of delete once used. The rows that need engagements (in use, the acknowledgement report, the
 * talent's access to the library file) are in tests/api/filledDocuments.test.ts.
 */
const ADMIN = '/api/v1/organization_admin/required-documents/'
const MANAGER = '/api/v1/manager/required-documents/'
const SUPER = '/api/v1/super_admin/required-documents/'
const ZERO_ID = '00000000-0000-0000-0000-000000000000'

type Entry = [string, string | Buffer, string?]
const form = (...entries: Entry[]) => {
  const body = new FormData()
  for (const [name, value, fileName] of entries) {
    if (typeof value === 'string') body.append(name, value)
    else body.append(name, blob(value), fileName)
  }
  return body
}
const documentForm = (name: string, extra: Entry[] = [], answerType = 'sign_and_return') =>
  form(['name', name], ['description', 'Read and sign before the first day.'], ['internal_comment', 'Legal asked for v3'], ['places[remote]', 'true'], ['places[on_site]', 'false'], ['answer_type', answerType], ...extra)

describe.each(databases)('document library (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  const c = {} as Record<'admin' | 'manager' | 'manager2' | 'contact' | 'talent' | 'superAdmin' | 'lakesideAdmin' | 'lakesideManager', ApiClient>
  let northwind: string
  let lakeside: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    const emails = {
      admin: demo.northwind.admin,
      manager: demo.northwind.manager,
      manager2: demo.northwind.manager2,
      contact: demo.northwind.contact,
      talent: demo.talent,
      superAdmin: demo.superAdmin,
      lakesideAdmin: demo.lakeside.admin,
      lakesideManager: demo.lakeside.manager,
    }
    await Promise.all(Object.entries(emails).map(async ([key, email]) => (c[key as keyof typeof c] = await ApiClient.signedIn(server.url, email))))
    directory = await readDirectory(c.superAdmin)
    northwind = directory.organizationId('Northwind Health System')
    lakeside = directory.organizationId('Lakeside Medical Center')
  }, 300_000)
  afterAll(() => server?.stop())

  const create = async (client: ApiClient, body: FormData | object) => {
    const response = await client.post(ADMIN, body)
    if (response.status !== 201) throw new Error(`not created: ${response.status} ${JSON.stringify(response.body)}`)
    return response.body
  }

  it('creates a document from form data with its file, and one of the upload kind without a file', async () => {
    const created = await c.admin.post(ADMIN, documentForm('Confidentiality agreement', [['file', tinyPdf('nda'), 'nda.pdf']]))
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Confidentiality agreement',
      description: 'Read and sign before the first day.',
      internalComment: 'Legal asked for v3',
      places: { remote: true, onSite: false },
      answerType: 'sign_and_return',
      file: expect.stringMatching(/^\/api\/v1\/files\/.+\/$/),
      originalFileName: 'nda.pdf',
      filled: null,
      isActive: true,
      isUsed: false,
      fileVersion: 1,
      organizationId: northwind,
      createdAt: expect.any(String),
    })
    const download = await c.admin.get(created.body.file)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('nda.pdf')

    const upload = await c.admin.post(ADMIN, { name: 'Driver license copy', places: { remote: false, on_site: true }, answer_type: 'upload' })
    expect(upload.status).toBe(201)
    expect(upload.body).toMatchObject({ name: 'Driver license copy', description: null, internalComment: null, places: { remote: false, onSite: true }, answerType: 'upload', file: null, fileVersion: 0 })
  })

  it('refuses what the form does not allow, verbatim, and keeps no file of a refused upload', async () => {
    const before = uploadedFiles(server.dataDir).length
    const cases: [FormData | object, Record<string, string[]>][] = [
      [form(['places[remote]', 'true'], ['answer_type', 'upload']), { name: ['This field is required'] }],
      [documentForm('n'.repeat(151), [], 'upload'), { name: ['Ensure this field has no more than 150 characters.'] }],
      [form(['name', 'Long'], ['description', 'd'.repeat(1001)], ['places[remote]', 'true'], ['answer_type', 'upload']), { description: ['Ensure this field has no more than 1000 characters.'] }],
      [form(['name', 'Long'], ['internal_comment', 'i'.repeat(1001)], ['places[remote]', 'true'], ['answer_type', 'upload']), { internalComment: ['Ensure this field has no more than 1000 characters.'] }],
      [form(['name', 'Nowhere'], ['places[remote]', 'false'], ['answer_type', 'upload']), { places: ['Select at least one place: remote or on site.'] }],
      [form(['name', 'Odd'], ['places[remote]', 'true'], ['answer_type', 'fax']), { answerType: ['Select a valid answer type.'] }],
      [documentForm('No file to sign'), { file: ['Attach the document the talent signs or reads.'] }],
      [documentForm('Consent without file', [], 'consent_form'), { file: ['Attach the document the talent signs or reads.'] }],
      [documentForm('Script', [['file', htmlPage(), 'page.html']]), { file: ['Unsupported file format'] }],
      [documentForm('Disguised', [['file', htmlPage(), 'fake.pdf']]), { file: ['Unsupported file format'] }],
      [{ name: 'Typed', places: { remote: 'yes' }, answer_type: 'upload' }, { places: ['Must be a valid boolean.'] }],
      [{ name: 'No places', places: null, answer_type: 'upload' }, { places: ['Select at least one place: remote or on site.'] }],
      [form(['name', 'No places'], ['answer_type', 'upload']), { places: ['Select at least one place: remote or on site.'] }],
    ]
    for (const [body, errors] of cases) {
      const response = await c.admin.post(ADMIN, body)
      expect({ status: response.status, body: response.body }).toEqual({ status: 422, body: { errors } })
    }
    const tooLarge = await sendMultipart(c.admin, 'POST', ADMIN, [
      { name: 'name', value: 'Huge' },
      { name: 'places[remote]', value: 'true' },
      { name: 'answer_type', value: 'sign_and_return' },
      { name: 'file', value: paddedPdf(50 * 1024 * 1024 + 1), fileName: 'huge.pdf', contentType: 'application/pdf' },
    ])
    expect(tooLarge.status).toBe(422)
    expect(tooLarge.body).toEqual({ errors: { file: ['File size exceeds the max. limit of 50 MB'] } })
    expect(uploadedFiles(server.dataDir).length).toBe(before)
  })

  it('lets only the organization admin write; managers with Manage Engagement read; others nothing', async () => {
    const doc = await create(c.admin, documentForm('Manager readable', [['file', tinyPdf(), 'm.pdf']]))
    for (const client of [c.manager, c.manager2, c.contact, c.talent, c.superAdmin]) {
      expect((await client.post(ADMIN, documentForm('Refused', [['file', tinyPdf(), 'r.pdf']]))).status).toBe(403)
      expect((await client.patch(`${ADMIN}${doc.id}/`, form(['name', 'Refused']))).status).toBe(403)
      expect((await client.post(`${ADMIN}${doc.id}/deactivate/`)).status).toBe(403)
      expect((await client.delete(`${ADMIN}${doc.id}/`)).status).toBe(403)
    }
    const listed = await c.manager.get(`${MANAGER}?page_size=100`)
    expect(listed.status).toBe(200)
    expect(listed.body.results.find((row: { id: string }) => row.id === doc.id)).toMatchObject({ name: 'Manager readable', internalComment: 'Legal asked for v3' })
    expect((await c.manager.get(`${MANAGER}${doc.id}/`)).body.name).toBe('Manager readable')
    // The library file, as the record: the organization's managers with Manage Engagement read it.
    expect((await c.manager.get(doc.file)).status).toBe(200)
    // Without Manage Engagement: no library, no file.
    for (const path of [`${MANAGER}?page_size=100`, `${MANAGER}${doc.id}/`, `${MANAGER}${doc.id}/acknowledgements/`]) {
      expect(await c.manager2.get(path)).toMatchObject({ status: 403, body: { errors: { nonFieldErrors: ['Only users with Manage Engagement can see engagements.'] } } })
    }
    expect((await c.manager2.get(doc.file)).status).toBe(404)
    for (const client of [c.talent, c.contact]) {
      expect((await client.get(MANAGER)).status).toBe(403)
      expect((await client.get(ADMIN)).status).toBe(403)
      expect((await client.get(doc.file)).status).toBe(404)
    }
  })

  it('lists with search, is_active, place and ordering, each organization its own', async () => {
    await create(c.admin, form(['name', 'Zeta onsite badge'], ['places[on_site]', 'true'], ['answer_type', 'upload']))
    await create(c.admin, form(['name', 'Alpha remote policy'], ['places[remote]', 'true'], ['answer_type', 'upload']))
    await create(c.lakesideAdmin, form(['name', 'Lakeside secret form'], ['places[remote]', 'true'], ['answer_type', 'upload'], ['internal_comment', 'Lakeside only']))
    const all = await c.admin.get(`${ADMIN}?page_size=100`)
    const names: string[] = all.body.results.map((row: { name: string }) => row.name)
    expect(names).not.toContain('Lakeside secret form')
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    const descending = await c.admin.get(`${ADMIN}?page_size=100&ordering=-name`)
    expect(descending.body.results.map((row: { name: string }) => row.name)).toEqual([...names].reverse())
    const remote = await c.admin.get(`${ADMIN}?page_size=100&place=remote`)
    expect(remote.body.results.every((row: { places: { remote: boolean } }) => row.places.remote)).toBe(true)
    expect(remote.body.results.map((row: { name: string }) => row.name)).toContain('Alpha remote policy')
    const onSite = await c.admin.get(`${ADMIN}?page_size=100&place=on_site`)
    expect(onSite.body.results.map((row: { name: string }) => row.name)).toEqual(expect.arrayContaining(['Zeta onsite badge', 'Driver license copy']))
    expect(onSite.body.results.every((row: { places: { onSite: boolean } }) => row.places.onSite)).toBe(true)
    expect((await c.admin.get(`${ADMIN}?page_size=100&place=both`)).body.count).toBe(all.body.count)
    const searched = await c.manager.get(`${MANAGER}?search=alpha`)
    expect(searched.body.results.map((row: { name: string }) => row.name)).toEqual(['Alpha remote policy'])
    const paged = await c.admin.get(`${ADMIN}?page_size=2&page=2`)
    expect(paged.body).toMatchObject({ count: all.body.count, results: [expect.anything(), expect.anything()] })
    expect(paged.body.previous).toContain('page=1')
    expect((await c.admin.get(`${ADMIN}?place=moon`)).status).toBe(422)

    // The super admin: every organization, internalComment never shown (null), narrowed by organization.
    const everything = await c.superAdmin.get(`${SUPER}?page_size=100`)
    expect(everything.status).toBe(200)
    expect(new Set(everything.body.results.map((row: { organizationId: string }) => row.organizationId))).toEqual(new Set([northwind, lakeside]))
    expect(everything.body.results.every((row: { internalComment: unknown }) => row.internalComment === null)).toBe(true)
    // Lakeside's own library (the seed's demo documents, scripts/seedEngagements.ts, are in it too).
    const lakesideOnly = await c.superAdmin.get(`${SUPER}?organization=${lakeside}&page_size=100`)
    expect(lakesideOnly.body.results.map((row: { name: string }) => row.name)).toContain('Lakeside secret form')
    expect(lakesideOnly.body.results.every((row: { organizationId: string }) => row.organizationId === lakeside)).toBe(true)
    const secret = lakesideOnly.body.results.find((row: { name: string }) => row.name === 'Lakeside secret form')
    const one = await c.superAdmin.get(`${SUPER}${secret.id}/`)
    expect(one.body).toMatchObject({ name: 'Lakeside secret form', internalComment: null })
    expect((await c.superAdmin.get(`${SUPER}${ZERO_ID}/`)).status).toBe(404)
    for (const client of [c.admin, c.manager, c.talent]) expect((await client.get(SUPER)).status).toBe(403)
  })

  it('edits by PATCH and PUT; a new file counts the version up and the replaced file goes', async () => {
    const doc = await create(c.admin, documentForm('Versioned policy', [['file', tinyPdf('v1'), 'policy-v1.pdf']]))
    const renamed = await c.admin.patch(`${ADMIN}${doc.id}/`, form(['name', 'Versioned policy (2027)']))
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: 'Versioned policy (2027)', description: 'Read and sign before the first day.', fileVersion: 1, file: doc.file })
    const replaced = await c.admin.patch(`${ADMIN}${doc.id}/`, form(['file', tinyPdf('v2'), 'policy-v2.pdf']))
    expect(replaced.status).toBe(200)
    expect(replaced.body).toMatchObject({ fileVersion: 2, originalFileName: 'policy-v2.pdf' })
    expect(replaced.body.file).not.toBe(doc.file)
    expect((await c.admin.get(doc.file)).status).toBe(404)
    expect((await c.admin.get(replaced.body.file)).status).toBe(200)
    // JSON works for the fields; the description can be cleared.
    const json = await c.admin.patch(`${ADMIN}${doc.id}/`, { description: null, places: { on_site: true } })
    expect(json.body).toMatchObject({ description: null, places: { remote: true, onSite: true }, fileVersion: 2 })

    // A sign-and-return document keeps its file; an upload document may drop it.
    const removal = await c.admin.patch(`${ADMIN}${doc.id}/`, form(['file', '']))
    expect(removal.status).toBe(422)
    expect(removal.body.errors).toEqual({ file: ['Attach the document the talent signs or reads.'] })
    const asUpload = await c.admin.patch(`${ADMIN}${doc.id}/`, form(['answer_type', 'upload'], ['file', 'null']))
    expect(asUpload.body).toMatchObject({ answerType: 'upload', file: null, originalFileName: null, fileVersion: 2 })
    expect((await c.admin.get(replaced.body.file)).status).toBe(404)

    // PUT: every field again (left out: cleared or refused).
    const put = await c.admin.put(`${ADMIN}${doc.id}/`, form(['name', 'Replaced whole'], ['places[on_site]', 'true'], ['answer_type', 'upload']))
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ name: 'Replaced whole', description: null, internalComment: null, places: { remote: false, onSite: true } })
    const incomplete = await c.admin.put(`${ADMIN}${doc.id}/`, form(['name', 'Half']))
    expect(incomplete.status).toBe(422)
    expect(incomplete.body.errors.answerType).toEqual(['Select a valid answer type.'])
    expect((await c.admin.patch(`${ADMIN}${doc.id}/`, form(['name', ' ']))).body.errors).toEqual({ name: ['This field is required'] })
  })

  it('deactivates and reactivates; deletes an unused document with its file', async () => {
    const doc = await create(c.admin, documentForm('Short-lived', [['file', tinyPdf(), 'short.pdf']]))
    const off = await c.admin.post(`${ADMIN}${doc.id}/deactivate/`)
    expect(off.status).toBe(200)
    expect(off.body.isActive).toBe(false)
    expect((await c.admin.get(`${ADMIN}?is_active=true&page_size=100`)).body.results.map((row: { id: string }) => row.id)).not.toContain(doc.id)
    expect((await c.admin.get(`${ADMIN}?is_active=false&page_size=100`)).body.results.map((row: { id: string }) => row.id)).toContain(doc.id)
    const on = await c.admin.post(`${ADMIN}${doc.id}/deactivate/`, { is_active: true })
    expect(on.body.isActive).toBe(true)
    const removed = await c.admin.delete(`${ADMIN}${doc.id}/`)
    expect(removed.status).toBe(204)
    expect((await c.admin.get(`/api/v1/organization_admin/required-documents/${doc.id}/`)).status).toBe(404)
    expect((await c.admin.get(doc.file)).status).toBe(404)
  })

  it('answers an empty acknowledgement report, as a page and as CSV, for a document nobody was asked for', async () => {
    const doc = await create(c.admin, form(['name', 'Nobody asked'], ['places[remote]', 'true'], ['answer_type', 'upload']))
    for (const path of [`${ADMIN}${doc.id}/acknowledgements/`, `${MANAGER}${doc.id}/acknowledgements/`]) {
      const report = await (path.startsWith(ADMIN) ? c.admin : c.manager).get(path)
      expect(report.status).toBe(200)
      expect(report.body).toEqual({ count: 0, next: null, previous: null, results: [] })
    }
    const csv = await c.admin.get(`${ADMIN}${doc.id}/acknowledgements/?format=csv`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="acknowledgements-Nobody_asked.csv"')
    expect(String(csv.body).replace(/^\uFEFF/, '')).toBe('Engagement,Engagement status,Talent,Status,Accepted,Filled at,File version,File\r\n')
    const bySuperAdmin = await c.superAdmin.get(`${SUPER}${doc.id}/acknowledgements/`)
    expect(bySuperAdmin.body.count).toBe(0)
  })

  it('isolation: another organization reads, changes and deletes nothing of Northwind’s library (404)', async () => {
    const doc = await create(c.admin, documentForm('Northwind only', [['file', tinyPng(), 'badge.png']]))
    const attempts: [ApiClient, string, string, unknown?][] = [
      [c.lakesideAdmin, 'GET', `${ADMIN}${doc.id}/`],
      [c.lakesideAdmin, 'PATCH', `${ADMIN}${doc.id}/`, form(['name', 'Taken'])],
      [c.lakesideAdmin, 'PUT', `${ADMIN}${doc.id}/`, form(['name', 'Taken'], ['places[remote]', 'true'], ['answer_type', 'upload'])],
      [c.lakesideAdmin, 'POST', `${ADMIN}${doc.id}/deactivate/`],
      [c.lakesideAdmin, 'DELETE', `${ADMIN}${doc.id}/`],
      [c.lakesideAdmin, 'GET', `${ADMIN}${doc.id}/acknowledgements/`],
      [c.lakesideAdmin, 'GET', `${ADMIN}${doc.id}/acknowledgements/?format=csv`],
      [c.lakesideManager, 'GET', `${MANAGER}${doc.id}/`],
      [c.lakesideManager, 'GET', `${MANAGER}${doc.id}/acknowledgements/`],
      [c.lakesideAdmin, 'GET', doc.file],
      [c.lakesideManager, 'GET', doc.file],
      [c.admin, 'GET', `${ADMIN}not-an-id/`],
      [c.admin, 'PATCH', `${ADMIN}${ZERO_ID}/`, form(['name', 'Missing'])],
    ]
    for (const [client, method, path, body] of attempts) {
      const response = await client.request(method, path, body)
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 404`)
    }
    const lakesideList = await c.lakesideManager.get(`${MANAGER}?search=Northwind&page_size=100`)
    expect(lakesideList.body.results).toEqual([])
    expect((await c.lakesideAdmin.get('/api/required-documents?depth=0&limit=100')).status).toBe(403)
    const after = await c.admin.get(`${ADMIN}${doc.id}/`)
    expect(after.body).toMatchObject({ name: 'Northwind only', isActive: true, file: doc.file })
    // The generated REST writes nothing.
    expect((await c.admin.post('/api/required-documents', { name: 'Forged', organization: northwind, answerType: 'upload' })).status).toBe(403)
  })
})
