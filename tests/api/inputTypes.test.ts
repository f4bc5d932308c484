import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Input schemas never coerce. `{"name": {}}` was stored as
 * "[object Object]", numbers and booleans as text, and 'false' read as true. Text fields take strings
 * only, yes/no fields true/false (and 'true'/'false' from form fields), numbers numbers (and numeric
 * strings from form fields): anything else is 422 on the field, and nothing is written.
 */
const NOT_A_STRING = ['Not a valid string.']
const NOT_A_BOOLEAN = ['Must be a valid boolean.']
/** Values of the wrong type for a text field. */
const NOT_TEXT: unknown[] = [{}, { a: 1 }, [], ['x'], true, 12345]

describe.each(databases)('input schemas never coerce (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let talent: ApiClient
  let orgAdmin: ApiClient
  let manager: ApiClient
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
    ;[talent, orgAdmin, manager] = await Promise.all([
      ApiClient.signedIn(server.url, demo.talent),
      ApiClient.signedIn(server.url, demo.northwind.admin),
      ApiClient.signedIn(server.url, demo.northwind.manager),
    ])
  }, 300_000)
  afterAll(() => server?.stop())

  it('refuses objects, lists, booleans and numbers in the profile’s text fields, and writes nothing', async () => {
    const before = (await talent.get('/api/v1/user/')).body
    for (const field of ['city', 'address1', 'zipCode', 'summary', 'phone']) {
      for (const value of NOT_TEXT) {
        const answer = await talent.patch('/api/v1/user/', { [field]: value })
        expect({ field, value, status: answer.status, body: answer.body }).toEqual({ field, value, status: 422, body: { errors: { [field]: NOT_A_STRING } } })
      }
    }
    expect((await talent.get('/api/v1/user/')).body).toEqual(before)
  })

  it('refuses them in the organization’s text fields, and writes nothing', async () => {
    const northwind = directory.organizationId('Northwind Health System')
    const path = `/api/v1/organization_admin/organizations/${northwind}/`
    const before = (await orgAdmin.get(path)).body
    for (const field of ['name', 'city', 'address1', 'website']) {
      for (const value of NOT_TEXT) {
        const answer = await orgAdmin.patch(path, { [field]: value })
        expect({ field, value, status: answer.status, body: answer.body }).toEqual({ field, value, status: 422, body: { errors: { [field]: NOT_A_STRING } } })
      }
    }
    expect((await orgAdmin.get(path)).body).toEqual(before)
    // A form field's text is text: multipart still works.
    const form = new FormData()
    form.set('city', 'Madison')
    const saved = await orgAdmin.request('PATCH', path, form)
    expect(saved.status).toBe(200)
    expect(saved.body.city).toBe('Madison')
  })

  it('refuses them in department fields, and creates nothing', async () => {
    const list = async () => (await orgAdmin.get('/api/v1/organization_admin/departments/?page_size=100')).body
    const before = await list()
    for (const value of NOT_TEXT) {
      const named = await orgAdmin.post('/api/v1/organization_admin/departments/', { name: value })
      expect({ value, status: named.status, body: named.body }).toEqual({ value, status: 422, body: { errors: { name: NOT_A_STRING } } })
      const described = await orgAdmin.post('/api/v1/organization_admin/departments/', { name: 'Typed Department', description: value })
      expect({ value, status: described.status, body: described.body }).toEqual({ value, status: 422, body: { errors: { description: NOT_A_STRING } } })
    }
    expect(await list()).toEqual(before)
  })

  it('refuses them in group names, and creates nothing', async () => {
    const list = async () => (await manager.get('/api/v1/manager/groups/?page_size=100')).body
    const before = await list()
    for (const value of NOT_TEXT) {
      const answer = await manager.post('/api/v1/manager/groups/', { name: value })
      expect({ value, status: answer.status, body: answer.body }).toEqual({ value, status: 422, body: { errors: { name: NOT_A_STRING } } })
    }
    expect(await list()).toEqual(before)
  })

  it("reads yes/no fields as true/false or 'true'/'false' only: 'false' from a form is false", async () => {
    const base = { position: 'Analyst', organizationName: 'Typed Health', startPeriodDate: '2020-01', endPeriodDate: '2021-01' }
    const list = async () => (await talent.get('/api/v1/talent/work-experiences/')).body
    const before = await list()
    for (const value of ['yes', 'on', 1, 0, {}, []]) {
      const answer = await talent.post('/api/v1/talent/work-experiences/', { ...base, isPresent: value })
      expect({ value, status: answer.status, body: answer.body }).toEqual({ value, status: 422, body: { errors: { isPresent: NOT_A_BOOLEAN } } })
    }
    expect(await list()).toEqual(before)
    // Form fields carry text: 'false' is false (it used to be read as true, as any non-empty string).
    const form = new FormData()
    for (const [key, value] of Object.entries({ ...base, isPresent: 'false' })) form.set(key, value)
    const saved = await talent.request('POST', '/api/v1/talent/work-experiences/', form)
    expect(saved.status).toBe(201)
    expect(saved.body).toMatchObject({ isPresent: false, endPeriodDate: '2021-01' })
    const json = await talent.post('/api/v1/talent/work-experiences/', { ...base, isPresent: true })
    expect(json.body).toMatchObject({ isPresent: true })
  })
})
