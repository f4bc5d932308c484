import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Talent lists (the spec's "Talent list item"): organization users list the
 * talents the platform approved and has not deactivated, ordered 'first_name,last_name' by default, with
 * search and pages; the super admin lists every talent with the approval and deactivation filters and
 * approves or unapproves one, which the organization side's list follows at once.
 */
const FORBIDDEN = { errors: { nonFieldErrors: ['You do not have permission to perform this action.'] } }
// The seed approves the first eight demo talents; Grace Thompson and Luis Herrera wait for approval.
const APPROVED = ['Aisha Rahman', 'David Kowalski', 'Emily Carter', 'Hannah Lee', 'James Nguyen', 'Michael Okafor', 'Ryan Sullivan', 'Sofia Martinez']

// A loaded machine (the suites run side by side) needs more than 5 s for the longer tests.
jest.setTimeout(60_000)

describe.each(databases)('talent lists (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let manager: ApiClient
  let manager2: ApiClient
  let admin: ApiClient
  let superAdmin: ApiClient
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { EXPOSE_QUERY_COUNT: 'true' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(superAdmin)
    ;[manager, manager2, admin] = await Promise.all([demo.northwind.manager, demo.northwind.manager2, demo.lakeside.admin].map((email) => ApiClient.signedIn(server.url, email)))
  }, 120_000)
  afterAll(() => server?.stop())

  const names = (page: { results: { fullName: string }[] }) => page.results.map((talent) => talent.fullName)

  it('lists approved, active talents to organization users under their own prefix, by first and last name', async () => {
    for (const [client, prefix] of [[manager, 'manager'], [manager2, 'manager'], [admin, 'organization_admin']] as const) {
      const response = await client.get(`/api/v1/${prefix}/talents/`)
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ count: 8, next: null, previous: null })
      expect(names(response.body)).toEqual(APPROVED)
    }
    const emily = (await manager.get('/api/v1/manager/talents/?search=carter')).body.results
    // The list is also the talent search: rows carry the rate, top specializations and the match (none without
    // criteria).
    expect(emily).toEqual([
      { id: directory.userId(demo.talent), avatarPicture: null, state: 'WI', fullName: 'Emily Carter', city: 'Verona', isTalentApprovedByPlatform: true, hourlyRate: null, specializations: [], match: { score: null, criteria: [] } },
    ])
  })

  it('searches names, cities and states, orders by the fields asked and pages', async () => {
    expect(names((await manager.get('/api/v1/manager/talents/?search=houston')).body)).toEqual(['Sofia Martinez'])
    // 'ma' is in Rahman, Martinez and Ryan Sullivan's state (MA).
    expect(names((await manager.get('/api/v1/manager/talents/?search=MA')).body)).toEqual(['Aisha Rahman', 'Ryan Sullivan', 'Sofia Martinez'])
    expect(names((await manager.get('/api/v1/manager/talents/?search=emily%20carter')).body)).toEqual(['Emily Carter'])
    // Not approved: never found, whatever the search.
    expect(names((await manager.get('/api/v1/manager/talents/?search=herrera')).body)).toEqual([])
    expect(names((await manager.get('/api/v1/manager/talents/?ordering=-first_name')).body)).toEqual([...APPROVED].reverse())
    expect(names((await manager.get('/api/v1/manager/talents/?ordering=last_name')).body)).toEqual([
      'Emily Carter',
      'David Kowalski',
      'Hannah Lee',
      'Sofia Martinez',
      'James Nguyen',
      'Michael Okafor',
      'Aisha Rahman',
      'Ryan Sullivan',
    ])
    const second = await manager.get('/api/v1/manager/talents/?page_size=3&page=2')
    expect(second.body).toMatchObject({ count: 8 })
    expect(names(second.body)).toEqual(APPROVED.slice(3, 6))
    expect(second.body.next).toContain('page=3')
    expect(second.body.previous).toContain('page=1')
  })

  it('reads the list with the same number of queries whatever the page size', async () => {
    const one = await manager.get('/api/v1/manager/talents/?page_size=1')
    const all = await manager.get('/api/v1/manager/talents/?page_size=50')
    expect(all.body.results).toHaveLength(8)
    expect(Number(all.headers.get('x-query-count'))).toBe(Number(one.headers.get('x-query-count')))
  })

  it('refuses every other role and prefix', async () => {
    const contact = await ApiClient.signedIn(server.url, demo.northwind.contact)
    const talent = await ApiClient.signedIn(server.url, demo.talent)
    expect((await manager.get('/api/v1/organization_admin/talents/')).body).toEqual(FORBIDDEN)
    expect((await admin.get('/api/v1/manager/talents/')).status).toBe(403)
    for (const client of [contact, talent]) {
      for (const prefix of ['manager', 'organization_admin', 'super_admin']) expect((await client.get(`/api/v1/${prefix}/talents/`)).status).toBe(403)
    }
    expect((await manager.get('/api/v1/super_admin/talents/')).status).toBe(403)
    expect((await new ApiClient(server.url).get('/api/v1/manager/talents/')).status).toBe(401)
  })

  it('lists every talent to the super admin, with the approval and deactivation filters', async () => {
    const all = await superAdmin.get('/api/v1/super_admin/talents/')
    expect(all.status).toBe(200)
    expect(all.body.count).toBe(10)
    expect(names(all.body)).toEqual([...APPROVED.slice(0, 3), 'Grace Thompson', ...APPROVED.slice(3, 5), 'Luis Herrera', ...APPROVED.slice(5)])
    expect(all.body.results.find((talent: { fullName: string }) => talent.fullName === 'Luis Herrera')).toEqual({
      id: directory.userId('luis.herrera@talent.example'),
      avatarPicture: null,
      state: 'AZ',
      fullName: 'Luis Herrera',
      city: 'Phoenix',
      isTalentApprovedByPlatform: false,
      isDeactivated: false,
    })
    expect(names((await superAdmin.get('/api/v1/super_admin/talents/?is_talent_approved_by_platform=false')).body)).toEqual(['Grace Thompson', 'Luis Herrera'])
    expect((await superAdmin.get('/api/v1/super_admin/talents/?is_talent_approved_by_platform=true')).body.count).toBe(8)
    expect((await superAdmin.get('/api/v1/super_admin/talents/?is_deactivated=true')).body.count).toBe(0)
    expect(names((await superAdmin.get('/api/v1/super_admin/talents/?search=phoenix')).body)).toEqual(['Luis Herrera'])
    expect(names((await superAdmin.get('/api/v1/super_admin/talents/?ordering=-last_name&page_size=2')).body)).toEqual(['Grace Thompson', 'Ryan Sullivan'])
  })

  it('approves and unapproves a talent, and the organization side’s list follows', async () => {
    const luis = directory.userId('luis.herrera@talent.example')
    const approved = await superAdmin.patch(`/api/v1/super_admin/talents/${luis}/`, { is_talent_approved_by_platform: true })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ id: luis, isTalentApprovedByPlatform: true, isDeactivated: false })
    expect(names((await manager.get('/api/v1/manager/talents/?search=herrera')).body)).toEqual(['Luis Herrera'])
    expect((await manager.get(`/api/v1/manager/talents/${luis}/`)).status).toBe(200)

    const unapproved = await superAdmin.patch(`/api/v1/super_admin/talents/${luis}/`, { isTalentApprovedByPlatform: false })
    expect(unapproved.body).toMatchObject({ isTalentApprovedByPlatform: false })
    expect(names((await manager.get('/api/v1/manager/talents/?search=herrera')).body)).toEqual([])
    expect((await manager.get(`/api/v1/manager/talents/${luis}/`)).status).toBe(404)

    // Deactivating hides an approved talent too; both fields may change in one call.
    const james = directory.userId(demo.otherTalent)
    expect((await superAdmin.patch(`/api/v1/super_admin/talents/${james}/`, { is_deactivated: true })).body).toMatchObject({ isDeactivated: true })
    expect(names((await admin.get('/api/v1/organization_admin/talents/')).body)).not.toContain('James Nguyen')
    expect(names((await superAdmin.get('/api/v1/super_admin/talents/?is_deactivated=true')).body)).toEqual(['James Nguyen'])
    const both = await superAdmin.patch(`/api/v1/super_admin/talents/${james}/`, { is_deactivated: false, is_talent_approved_by_platform: true })
    expect(both.body).toMatchObject({ isDeactivated: false, isTalentApprovedByPlatform: true })
    expect(names((await admin.get('/api/v1/organization_admin/talents/')).body)).toContain('James Nguyen')
  })

  it('requires one of the two fields, as booleans, and answers 404 for anyone but a talent', async () => {
    const luis = directory.userId('luis.herrera@talent.example')
    const empty = await superAdmin.patch(`/api/v1/super_admin/talents/${luis}/`, {})
    expect(empty.status).toBe(422)
    expect(empty.body).toEqual({ errors: { nonFieldErrors: ['Send isDeactivated or isTalentApprovedByPlatform.'] } })
    const wrong = await superAdmin.patch(`/api/v1/super_admin/talents/${luis}/`, { is_talent_approved_by_platform: 'yes' })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toHaveProperty('isTalentApprovedByPlatform')
    const notTalent = await superAdmin.patch(`/api/v1/super_admin/talents/${directory.userId(demo.northwind.manager)}/`, { is_talent_approved_by_platform: true })
    expect(notTalent.status).toBe(404)
    expect((await superAdmin.get(`/api/v1/super_admin/talents/?search=herrera`)).body.results[0].isTalentApprovedByPlatform).toBe(false)
  })
})
