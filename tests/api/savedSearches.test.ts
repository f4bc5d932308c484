import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Saved searches (the spec's "Saved search", 5 the name rule, 7 "saved-searches: GET, POST, DELETE by
 * id"): under /manager/ and /organization_admin/, private to the user
 * who saved them (a colleague's or another organization's id is 404), the name rules verbatim, params
 * checked by the search's criteria schema and kept as sent (the rate as dollars text), newest first,
 * paged, at most 100 per user, and nothing through Payload's generated REST.
 */
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const MISSING_ID = '00000000-0000-4000-8000-000000000000'

jest.setTimeout(120_000)

describe.each(databases)('saved searches (%s)', (database) => {
  let server: TestServer
  let manager: ApiClient
  let manager2: ApiClient
  let admin: ApiClient
  let lakesideManager: ApiClient
  let talent: ApiClient
  let contact: ApiClient

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    ;[manager, manager2, admin, lakesideManager, talent, contact] = await Promise.all(
      [demo.northwind.manager, demo.northwind.manager2, demo.northwind.admin, demo.lakeside.manager, demo.talent, demo.northwind.contact].map((email) =>
        ApiClient.signedIn(server.url, email),
      ),
    )
  }, 180_000)
  afterAll(() => server?.stop())

  const save = (client: ApiClient, body: unknown, prefix = 'manager') => client.post(`/api/v1/${prefix}/saved-searches/`, body)
  const list = (client: ApiClient, prefix = 'manager', query = '') => client.get(`/api/v1/${prefix}/saved-searches/${query}`)

  it('saves the params as sent, the rate as dollars text, and lists them newest first', async () => {
    const params = {
      specializations: [{ id: '11111111-1111-4111-8111-111111111111', expertise: 'expert', roles: [], skills: [] }],
      availability: { available_from_date: '2026-12-01', available_to_date: '2027-01-31', hours_per_week: 40, remote: true },
      city: 'Madison',
      state: 'WI',
      talent_hourly_rate: '95',
      first_name: 'Em',
      keyword: 'Epic go-live',
    }
    const first = await save(manager, { name: 'Epic go-live in Madison', params })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({
      id: expect.any(String),
      name: 'Epic go-live in Madison',
      params: {
        specializations: [{ id: '11111111-1111-4111-8111-111111111111', expertise: 'expert', roles: [], skills: [] }],
        availability: { availableFromDate: '2026-12-01', availableToDate: '2027-01-31', hoursPerWeek: 40, remote: true },
        city: 'Madison',
        state: 'WI',
        talentHourlyRate: '95.00',
        firstName: 'Em',
        keyword: 'Epic go-live',
      },
      createdAt: expect.any(String),
    })
    const second = await save(manager, { name: 'Numbers work too', params: { talentHourlyRate: 120.5 } })
    expect(second.status).toBe(201)
    expect(second.body.params).toEqual({ talentHourlyRate: '120.50' })
    const empty = await save(manager, { name: 'Everything', params: {} })
    expect(empty.status).toBe(201)

    const page = await list(manager)
    expect(page.status).toBe(200)
    expect(page.body.count).toBe(3)
    expect(page.body.results.map((item: { name: string }) => item.name)).toEqual(['Everything', 'Numbers work too', 'Epic go-live in Madison'])
    expect(page.body.results[2]).toEqual(first.body)

    const paged = await list(manager, 'manager', '?page=2&page_size=2')
    expect(paged.body).toMatchObject({ count: 3, next: null, previous: expect.stringContaining('page=1') })
    expect(paged.body.results.map((item: { name: string }) => item.name)).toEqual(['Epic go-live in Madison'])
  })

  it('applies the name rules of the spec verbatim', async () => {
    const name = async (value: unknown) => (await save(manager, { name: value, params: {} })).body?.errors?.name
    expect(await name(' Leading blank')).toEqual(['* This field cannot start from blankspaces'])
    expect(await name('')).toEqual(['This field is required'])
    expect(await name('x'.repeat(51))).toEqual(['Ensure this field has no more than 50 characters.'])
    expect(await name(42)).toBeDefined()
    expect((await save(manager, { params: {} })).status).toBe(422)
    expect((await save(manager, { name: 'x'.repeat(50), params: {} })).status).toBe(201)
  })

  it('refuses params the search would refuse, and never 500', async () => {
    const errors = async (params: unknown) => {
      const response = await save(manager, { name: 'Bad', params })
      expect(response.status).toBe(422)
      return response.body.errors
    }
    expect(Object.keys(await errors({ talentHourlyRate: 'ninety' }))).toEqual(['params'])
    await errors({ talentHourlyRate: '-5' })
    await errors({ availability: { availableFromDate: '2027-02-01', availableToDate: '2027-01-01' } })
    await errors({ availability: { hoursPerWeek: 200 } })
    await errors({ specializations: 'Epic' })
    await errors({ keyword: 'k'.repeat(201) })
    await errors('not an object')
    expect((await save(manager, { name: 'No params' })).status).toBe(422)
  })

  it('keeps each user to their own searches: a colleague, another organization and the other prefix all read 404', async () => {
    const mine = (await save(manager2, { name: 'Priya private', params: { city: 'Madison' } })).body.id
    expect((await list(manager2)).body.results.map((item: { id: string }) => item.id)).toContain(mine)
    // Marcus (same organization), the organization admin and Lakeside never see it, nor delete it.
    for (const [client, prefix] of [
      [manager, 'manager'],
      [admin, 'organization_admin'],
      [lakesideManager, 'manager'],
    ] as const) {
      expect((await list(client, prefix)).body.results.map((item: { id: string }) => item.id)).not.toContain(mine)
      const attempt = await client.delete(`/api/v1/${prefix}/saved-searches/${mine}/`)
      expect(attempt.status).toBe(404)
      expect(attempt.body).toEqual(NOT_FOUND)
    }
    expect((await list(manager2)).body.results.map((item: { id: string }) => item.id)).toContain(mine)
    expect((await manager2.delete(`/api/v1/manager/saved-searches/${MISSING_ID}/`)).status).toBe(404)
    expect((await manager2.delete('/api/v1/manager/saved-searches/not-an-id/')).status).toBe(404)

    const deleted = await manager2.delete(`/api/v1/manager/saved-searches/${mine}/`)
    expect(deleted.status).toBe(204)
    expect((await list(manager2)).body.results.map((item: { id: string }) => item.id)).not.toContain(mine)
    expect((await manager2.delete(`/api/v1/manager/saved-searches/${mine}/`)).status).toBe(404)
  })

  it('serves the organization admin under its own prefix only, and refuses other roles', async () => {
    const saved = await save(admin, { name: 'Admin search', params: { state: 'WI' } }, 'organization_admin')
    expect(saved.status).toBe(201)
    expect((await list(admin, 'organization_admin')).body.results[0]).toEqual(saved.body)
    expect((await list(admin, 'manager')).status).toBe(403)
    expect((await list(manager, 'organization_admin')).status).toBe(403)
    expect((await list(talent)).status).toBe(403)
    expect((await list(contact)).status).toBe(403)
    expect((await save(talent, { name: 'x', params: {} })).status).toBe(403)
  })

  it('writes and reads nothing through Payload’s generated REST (the super admin’s only)', async () => {
    const owner = (await save(manager, { name: 'Rest check', params: {} })).body.id
    // Scalars only: the generated REST refuses any object value with 422 before access runs.
    const me = (await manager.get('/api/v1/user/')).body
    expect((await manager.post('/api/saved-searches', { name: 'Forged', owner: me.id, organization: me.organization.id })).status).toBe(403)
    expect((await manager.delete(`/api/saved-searches/${owner}`)).status).toBe(403)
    expect((await manager2.get(`/api/saved-searches/${owner}`)).status).toBe(403)
  })

  it('keeps at most 100 saved searches per user', async () => {
    const lakesideAdmin = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    for (let start = 0; start < 100; start += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, index) => save(lakesideAdmin, { name: `Search ${start + index}`, params: {} }, 'organization_admin')))
      expect(batch.map((response) => response.status)).toEqual(Array(10).fill(201))
    }
    const refused = await save(lakesideAdmin, { name: 'One too many', params: {} }, 'organization_admin')
    expect(refused.status).toBe(422)
    expect(refused.body).toEqual({ errors: { nonFieldErrors: ['You can keep at most 100 saved searches. Delete one first.'] } })
    // Another user is not affected, and deleting one makes room again.
    expect((await save(lakesideManager, { name: 'Still fine', params: {} })).status).toBe(201)
    const oldest = (await list(lakesideAdmin, 'organization_admin', '?page=1&page_size=1')).body.results[0].id
    expect((await lakesideAdmin.delete(`/api/v1/organization_admin/saved-searches/${oldest}/`)).status).toBe(204)
    expect((await save(lakesideAdmin, { name: 'Room again', params: {} }, 'organization_admin')).status).toBe(201)
  })
})
