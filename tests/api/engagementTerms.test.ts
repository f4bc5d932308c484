import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

jest.setTimeout(60_000)

/**
 * Engagement terms (the spec's call "engagement-terms"): the organization's texts,
 * written by the organization admin and managers with Manage Engagement, read by the organization's
 * admins and managers and the super admin, never across organizations. The flag-off case (every call
 * 404) is in the authorization matrix, whose server runs without the flag.
 */
const PATH = '/api/v1/org-side/engagement-terms/'
const tooLong = 'Ensure this field has no more than 1500 characters.'

describe.each(databases)('engagement terms (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  const c = {} as Record<'admin' | 'manager' | 'manager2' | 'contact' | 'talent' | 'superAdmin' | 'lakesideAdmin' | 'lakesideManager', ApiClient>
  let northwind: string
  let lakeside: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'engagement_terms' } })
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

  const terms = (text: string, organizationId = northwind) => ({ text, organization_id: organizationId, is_acknowledgement_statement_accepted: true })

  it('lets the organization admin and a manager with Manage Engagement add terms, and nobody else', async () => {
    const byAdmin = await c.admin.post(PATH, terms('  Northwind standard terms: net 30.  '))
    expect(byAdmin.status).toBe(201)
    expect(byAdmin.body).toEqual({
      id: expect.any(String),
      text: 'Northwind standard terms: net 30.',
      organizationId: northwind,
      isAcknowledgementStatementAccepted: true,
      isActive: true,
      createdAt: expect.any(String),
    })
    const byManager = await c.manager.post(PATH, terms('Manager terms'))
    expect(byManager.status).toBe(201)
    // organizationId may be left out: the caller's own.
    const implicit = await c.admin.post(PATH, { text: 'Implicit organization', is_acknowledgement_statement_accepted: true })
    expect(implicit.status).toBe(201)
    expect(implicit.body.organizationId).toBe(northwind)
    for (const client of [c.manager2, c.contact, c.talent, c.superAdmin]) expect((await client.post(PATH, terms('Refused'))).status).toBe(403)
    expect((await new ApiClient(server.url).post(PATH, terms('Anonymous'))).status).toBe(401)
  })

  it('refuses terms without the acknowledgement, too long, empty, or for another organization', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ text: 'No acknowledgement', organization_id: northwind }, { isAcknowledgementStatementAccepted: ['Must be accepted'] }],
      [{ ...terms('Unchecked'), is_acknowledgement_statement_accepted: false }, { isAcknowledgementStatementAccepted: ['Must be accepted'] }],
      [{ ...terms('Unchecked'), is_acknowledgement_statement_accepted: 'false' }, { isAcknowledgementStatementAccepted: ['Must be accepted'] }],
      [terms('x'.repeat(1501)), { text: [tooLong] }],
      [terms('   '), { text: ['This field is required'] }],
      [{ organization_id: northwind, is_acknowledgement_statement_accepted: true }, { text: ['This field is required'] }],
      [{ ...terms('Typed'), text: 42 }, { text: ['Not a valid string.'] }],
      [terms('Lakeside is not mine', lakeside), { organizationId: ['Select a valid organization.'] }],
      [terms('Not an id', 'nonsense'), { organizationId: ['Select a valid organization.'] }],
    ]
    for (const [body, errors] of cases) {
      const response = await c.admin.post(PATH, body)
      expect({ status: response.status, body: response.body }).toEqual({ status: 422, body: { errors } })
    }
    // Exactly 1,500 characters is accepted; the text is never cut.
    const longest = await c.admin.post(PATH, terms('y'.repeat(1500)))
    expect(longest.status).toBe(201)
    expect(longest.body.text).toHaveLength(1500)
  })

  it('lists each organization its own terms, with search, is_active and ordering; the super admin every organization', async () => {
    await c.lakesideAdmin.post(PATH, terms('Lakeside confidential terms', lakeside))
    // Terms belong to engagements: a manager without Manage Engagement reads none.
    expect((await c.manager2.get(`${PATH}?page_size=100`)).status).toBe(403)
    const own = await c.manager.get(`${PATH}?page_size=100`)
    expect(own.status).toBe(200)
    const texts = own.body.results.map((row: { text: string }) => row.text)
    expect(texts).toEqual(expect.arrayContaining(['Northwind standard terms: net 30.', 'Manager terms']))
    expect(texts).not.toContain('Lakeside confidential terms')
    expect(own.body.results.every((row: { organizationId: string }) => row.organizationId === northwind)).toBe(true)
    // Newest first by default.
    const stamps = own.body.results.map((row: { createdAt: string }) => row.createdAt)
    expect([...stamps].sort().reverse()).toEqual(stamps)

    const searched = await c.admin.get(`${PATH}?search=net%2030`)
    expect(searched.body.results.map((row: { text: string }) => row.text)).toEqual(['Northwind standard terms: net 30.'])
    const byText = await c.admin.get(`${PATH}?ordering=text&page_size=100`)
    const ordered = byText.body.results.map((row: { text: string }) => row.text)
    expect(ordered).toEqual([...ordered].sort((a: string, b: string) => a.localeCompare(b)))

    // Each organization its own (the seed's demo terms, scripts/seedEngagements.ts, are there too).
    const lakesideOnly = await c.lakesideManager.get(`${PATH}?page_size=100`)
    expect(lakesideOnly.body.results.map((row: { text: string }) => row.text)).toContain('Lakeside confidential terms')
    expect(lakesideOnly.body.results.every((row: { organizationId: string }) => row.organizationId === lakeside)).toBe(true)
    const everything = await c.superAdmin.get(`${PATH}?page_size=100`)
    expect(new Set(everything.body.results.map((row: { organizationId: string }) => row.organizationId))).toEqual(new Set([northwind, lakeside]))
    const narrowed = await c.superAdmin.get(`${PATH}?organization=${lakeside}&page_size=100`)
    expect(narrowed.body.results.map((row: { text: string }) => row.text).sort()).toEqual(lakesideOnly.body.results.map((row: { text: string }) => row.text).sort())
    for (const client of [c.talent, c.contact]) expect((await client.get(PATH)).status).toBe(403)
    expect((await c.admin.get(`${PATH}?is_active=maybe`)).status).toBe(422)
  })

  it('changes a text, keeps the acknowledgement required, retires and revives it; other organizations see nothing', async () => {
    const id = (await c.admin.post(PATH, terms('To be edited'))).body.id
    const edited = await c.manager.patch(`${PATH}${id}/`, { text: 'Edited by the manager' })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id, text: 'Edited by the manager', isAcknowledgementStatementAccepted: true, isActive: true })
    const unchecked = await c.admin.patch(`${PATH}${id}/`, { is_acknowledgement_statement_accepted: false })
    expect(unchecked.status).toBe(422)
    expect(unchecked.body.errors).toEqual({ isAcknowledgementStatementAccepted: ['Must be accepted'] })
    expect((await c.admin.patch(`${PATH}${id}/`, { text: 'z'.repeat(1501) })).body.errors).toEqual({ text: [tooLong] })

    const retired = await c.admin.patch(`${PATH}${id}/`, { is_active: false })
    expect(retired.body.isActive).toBe(false)
    const active = await c.admin.get(`${PATH}?is_active=true&page_size=100`)
    expect(active.body.results.map((row: { id: string }) => row.id)).not.toContain(id)
    const inactive = await c.admin.get(`${PATH}?is_active=false&page_size=100`)
    expect(inactive.body.results.map((row: { id: string }) => row.id)).toEqual([id])
    expect((await c.admin.patch(`${PATH}${id}/`, { is_active: true })).body.isActive).toBe(true)

    // Reading roles that may not write: 403; another organization (whoever): 404, as a missing id.
    expect((await c.manager2.patch(`${PATH}${id}/`, { text: 'Refused' })).status).toBe(403)
    expect((await c.superAdmin.patch(`${PATH}${id}/`, { text: 'Refused' })).status).toBe(403)
    expect((await c.lakesideAdmin.patch(`${PATH}${id}/`, { text: 'Taken' })).status).toBe(404)
    expect((await c.lakesideManager.patch(`${PATH}${id}/`, { text: 'Taken' })).status).toBe(404)
    expect((await c.admin.patch(`${PATH}00000000-0000-0000-0000-000000000000/`, { text: 'Missing' })).status).toBe(404)
    expect((await c.admin.patch(`${PATH}not-an-id/`, { text: 'Missing' })).status).toBe(404)
    const after = await c.admin.get(`${PATH}?search=Edited%20by`)
    expect(after.body.results.map((row: { text: string }) => row.text)).toEqual(['Edited by the manager'])
  })

  it('writes nothing through the generated REST', async () => {
    const forged = await c.admin.post('/api/engagement-terms', { text: 'Forged', organization: northwind, isAcknowledgementStatementAccepted: true })
    expect(forged.status).toBe(403)
    expect((await c.lakesideAdmin.get('/api/engagement-terms?limit=100&depth=0')).status).toBe(403)
  })
})
