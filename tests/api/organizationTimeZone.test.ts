import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { everyDatabase, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The organization's time zone (organizations.timeZone, whose "today" decides pay periods and
 * engagement dates). The super admin sets it through /api/v1/super_admin/organizations/ and the console's
 * /api/admin/organizations; an unknown zone is a 422; the organization admin reads it and cannot change it
 * (the field is ignored, like the other super-admin fields); every organization answer carries it.
 */
const SA = '/api/v1/super_admin/organizations'
const OA = '/api/v1/organization_admin/organizations'
const INVALID = 'Choose a time zone such as America/New_York.'

describe.each(everyDatabase)('the organization time zone (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let orgAdmin: ApiClient
  let lakesideAdmin: ApiClient
  let northwind: string
  let lakeside: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { RUN_JOBS: 'false' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    orgAdmin = await ApiClient.signedIn(server.url, demo.northwind.admin)
    lakesideAdmin = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    const directory = await readDirectory(superAdmin)
    northwind = directory.organizationId('Northwind Health System')
    lakeside = directory.organizationId('Lakeside Medical Center')
  }, 180_000)
  afterAll(() => server?.stop())

  it('answers America/New_York until the super admin sets another zone, in every organization answer', async () => {
    const one = await superAdmin.get(`${SA}/${lakeside}/`)
    expect(one.status).toBe(200)
    expect(one.body.timeZone).toBe('America/New_York')
    const page = await superAdmin.get(`${SA}/?page_size=100`)
    for (const row of page.body.results as { timeZone: string }[]) expect(row.timeZone).toEqual(expect.any(String))
    const own = await lakesideAdmin.get(`${OA}/${lakeside}/`)
    expect(own.body.timeZone).toBe('America/New_York')
    const created = await superAdmin.post(`${SA}/`, { account_type: 'prospect', name: 'Zone Clinic', address1: '1 Main St', city: 'Denver', state: 'CO', zip_code: '80202' })
    expect(created.status).toBe(201)
    expect(created.body.data.timeZone).toBe('America/New_York')
  })

  it('lets the super admin set a zone (snake or camel key), answering the runtime’s own spelling', async () => {
    const patched = await superAdmin.patch(`${SA}/${northwind}/`, { time_zone: 'America/Chicago' })
    expect(patched.status).toBe(200)
    expect(patched.body.timeZone).toBe('America/Chicago')
    expect((await orgAdmin.get(`${OA}/${northwind}/`)).body.timeZone).toBe('America/Chicago')
    // Case is forgiven, the stored name is the canonical one.
    const lower = await superAdmin.patch(`${SA}/${northwind}/`, { timeZone: 'america/los_angeles' })
    expect(lower.status).toBe(200)
    expect(lower.body.timeZone).toBe('America/Los_Angeles')
    const created = await superAdmin.post(`${SA}/`, {
      account_type: 'prospect',
      name: 'Honolulu Clinic',
      address1: '1 Beach Rd',
      city: 'Honolulu',
      state: 'HI',
      zip_code: '96813',
      time_zone: 'Pacific/Honolulu',
    })
    expect(created.status).toBe(201)
    expect(created.body.data.timeZone).toBe('Pacific/Honolulu')
  })

  it.each([
    ['an unknown zone', 'Mars/Olympus_Mons'],
    ['an offset', '+02:00'],
    ['an empty text', ''],
    ['a number', 5],
    ['an over-long name', `America/${'X'.repeat(200)}`],
  ])('refuses %s with 422 and changes nothing', async (_case, timeZone) => {
    const before = (await superAdmin.get(`${SA}/${lakeside}/`)).body.timeZone
    const response = await superAdmin.patch(`${SA}/${lakeside}/`, { timeZone })
    expect(response.status).toBe(422)
    expect(response.body).toEqual({ errors: { timeZone: [INVALID] } })
    expect((await superAdmin.get(`${SA}/${lakeside}/`)).body.timeZone).toBe(before)
  })

  it('takes the zone from the console’s /api/admin/organizations too, with the same 422', async () => {
    const current = (await superAdmin.get(`/api/admin/organizations/${lakeside}`)).body as Record<string, unknown>
    expect(current.timeZone).toBe('America/New_York')
    const bad = await superAdmin.put(`/api/admin/organizations/${lakeside}`, { ...current, timeZone: 'Europe/Atlantis' })
    expect(bad.status).toBe(422)
    expect(JSON.stringify(bad.body)).toContain(INVALID)
    const saved = await superAdmin.put(`/api/admin/organizations/${lakeside}`, { ...current, timeZone: 'Europe/London' })
    expect(saved.status).toBe(200)
    expect((await superAdmin.get(`${SA}/${lakeside}/`)).body.timeZone).toBe('Europe/London')
  })

  it('never lets an organization admin change it (the field is ignored), on either path', async () => {
    const before = (await superAdmin.get(`${SA}/${northwind}/`)).body.timeZone as string
    const patched = await orgAdmin.patch(`${OA}/${northwind}/`, { time_zone: 'Asia/Tokyo', rate: 18 })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ rate: 18, timeZone: before })
    // Even an invalid zone is not judged: it is not theirs to send.
    expect((await orgAdmin.patch(`${OA}/${northwind}/`, { timeZone: 'Mars/Olympus_Mons' })).status).toBe(200)
    // The console is the super admin's alone.
    const current = (await superAdmin.get(`/api/admin/organizations/${northwind}`)).body as Record<string, unknown>
    expect((await orgAdmin.put(`/api/admin/organizations/${northwind}`, { ...current, timeZone: 'Asia/Tokyo' })).status).toBe(403)
    expect((await superAdmin.get(`${SA}/${northwind}/`)).body.timeZone).toBe(before)
    // Another organization's id stays a 404.
    expect((await lakesideAdmin.patch(`${OA}/${northwind}/`, { timeZone: 'Asia/Tokyo' })).status).toBe(404)
  })
})
