import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

interface AuditEvent {
  id: string
  at: string
  actorId: string | null
  actorName: string
  impersonatorId: string | null
  impersonatorName: string | null
  organizationId: string | null
  entity: string
  recordId: string
  action: 'create' | 'update' | 'delete'
  changes: Record<string, { old: unknown; new: unknown }>
  summary: string
}

const SECRETS = ['hash', 'salt', 'password', 'sessions', 'resetPasswordToken', 'resetPasswordExpiration', 'emailConfirmationTokenHash', 'lockUntil', 'loginAttempts', 'lastLogin']

describe.each(databases)('audit trail (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let superAdmin: ApiClient
  let northwindAdmin: ApiClient
  let lakesideAdmin: ApiClient

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'show_org_comments', EXPOSE_QUERY_COUNT: 'true' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    northwindAdmin = await ApiClient.signedIn(server.url, demo.northwind.admin)
    lakesideAdmin = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    directory = await readDirectory(superAdmin)
  }, 120_000)
  afterAll(() => server?.stop())

  const events = async (client: ApiClient, query: string, role = 'super_admin') => {
    const response = await client.get(`/api/v1/${role}/audit-events/?page_size=100&${query}`)
    expect(response.status).toBe(200)
    return response.body.results as AuditEvent[]
  }

  it('records nothing for the seed or for signing in', async () => {
    await ApiClient.signedIn(server.url, demo.northwind.manager)
    const all = await superAdmin.get('/api/v1/super_admin/audit-events/')
    expect(all.body).toMatchObject({ count: 0, results: [] })
  })

  it('records a create, an update and a delete with old and new values, newest first, and never a secret', async () => {
    const created = await superAdmin.post('/api/admin/users', {
      email: 'audited.member@northwind.example',
      password: 'Strong#Pass9',
      firstName: 'Audited',
      lastName: 'Member',
      role: 'contact',
      title: 'Coordinator',
      organization: directory.organizationId('Northwind Health System'),
    })
    expect(created.status).toBe(201)
    const id = created.body.id as string
    expect((await northwindAdmin.patch(`/api/v1/organization_admin/users/${id}/`, { title: 'Lead Coordinator' })).status).toBe(200)
    expect((await superAdmin.delete(`/api/admin/users/${id}`)).status).toBe(200)

    const trail = await events(superAdmin, `entity=users&record_id=${id}`)
    expect(trail.map((event) => event.action)).toEqual(['delete', 'update', 'create'])
    const [deleted, updated, createdEvent] = trail
    const northwind = directory.organizationId('Northwind Health System')
    expect(createdEvent).toMatchObject({
      actorId: directory.userId(demo.superAdmin),
      actorName: expect.stringMatching(/\S/),
      impersonatorId: null,
      impersonatorName: null,
      organizationId: northwind,
      entity: 'users',
      recordId: id,
    })
    expect(createdEvent!.changes).toMatchObject({ title: { old: null, new: 'Coordinator' }, email: { old: null, new: 'audited.member@northwind.example' }, role: { old: null, new: 'contact' } })
    expect(updated).toMatchObject({ actorId: directory.userId(demo.northwind.admin), organizationId: northwind })
    expect(updated!.changes).toEqual({ title: { old: 'Coordinator', new: 'Lead Coordinator' } })
    expect(updated!.summary).toContain('title')
    expect(deleted!.changes).toMatchObject({ title: { old: 'Lead Coordinator', new: null } })
    for (const event of trail) for (const secret of SECRETS) expect(Object.keys(event.changes)).not.toContain(secret)
    expect(new Date(deleted!.at).getTime()).toBeGreaterThanOrEqual(new Date(createdEvent!.at).getTime())
  })

  it('records comments: their text as written, edited and deleted', async () => {
    const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    const created = await manager.post('/api/v1/org-side/comment/', { comment_text: '<p>First</p>', comment_permission_id: 1 })
    expect(created.status).toBe(201)
    const path = `/api/v1/org-side/comment/${created.body.id}/`
    expect((await manager.patch(path, { comment_text: '<p>Second</p>' })).status).toBe(200)
    expect((await manager.delete(path)).status).toBe(204)
    const trail = await events(northwindAdmin, `entity=comments&record_id=${created.body.id}`, 'organization_admin')
    expect(trail.map((event) => [event.action, event.changes.commentText])).toEqual([
      ['delete', { old: '<p>Second</p>', new: null }],
      ['update', { old: '<p>First</p>', new: '<p>Second</p>' }],
      ['create', { old: null, new: '<p>First</p>' }],
    ])
  })

  it('names the impersonating super admin, and records any collection while impersonating', async () => {
    const talentEmail = 'sofia.martinez@talent.example'
    const talentId = directory.userId(talentEmail)
    const impersonator = await ApiClient.signedIn(server.url, demo.superAdmin)
    expect((await impersonator.post('/api/v1/user/impersonate/', { user_id: talentId })).status).toBe(200)
    expect((await impersonator.patch('/api/v1/user/', { city: 'Madison' })).status).toBe(200)
    const link = await impersonator.post('/api/v1/talent/external-links/', { link: 'https://example.com/sofia', description: 'Portfolio' })
    expect(link.status).toBe(201)
    expect((await impersonator.delete('/api/v1/user/impersonate/')).status).toBe(200)

    const asTalent = await events(superAdmin, `actor=${talentId}`)
    const userChange = asTalent.find((event) => event.entity === 'users' && event.recordId === talentId)
    expect(userChange).toMatchObject({ action: 'update', actorId: talentId, impersonatorId: directory.userId(demo.superAdmin), impersonatorName: expect.stringMatching(/\S/) })
    expect(userChange!.changes.city).toEqual({ old: expect.anything(), new: 'Madison' })
    const linkEvent = asTalent.find((event) => event.entity === 'external-links')
    expect(linkEvent).toMatchObject({ action: 'create', recordId: link.body.id, impersonatorId: directory.userId(demo.superAdmin), organizationId: null })
    // The actor filter finds what the super admin did as someone else, too.
    expect((await events(superAdmin, `actor=${directory.userId(demo.superAdmin)}&entity=external-links`)).map((event) => event.id)).toEqual([linkEvent!.id])

    // The talent on their own: their user record is always recorded, their profile sections are not.
    const talent = await ApiClient.signedIn(server.url, talentEmail)
    expect((await talent.post('/api/v1/talent/external-links/', { link: 'https://example.com/own', description: 'Own' })).status).toBe(201)
    expect((await events(superAdmin, `actor=${talentId}&entity=external-links`)).length).toBe(1)
  })

  it('shows an organization admin only their organization’s events, whatever the filters', async () => {
    const lakeside = directory.organizationId('Lakeside Medical Center')
    const northwind = directory.organizationId('Northwind Health System')
    const lakesideMember = directory.userId(demo.lakeside.manager2)
    expect((await lakesideAdmin.patch(`/api/v1/organization_admin/users/${lakesideMember}/`, { title: 'Charge Nurse' })).status).toBe(200)
    expect((await superAdmin.put(`/api/admin/organizations/${lakeside}`, { note: 'Audited note' })).status).toBe(200)

    const lakesideSees = await events(lakesideAdmin, '', 'organization_admin')
    expect(lakesideSees.length).toBeGreaterThanOrEqual(2)
    expect(lakesideSees.filter((event) => event.organizationId !== lakeside)).toEqual([])
    expect(lakesideSees.find((event) => event.entity === 'organizations')).toMatchObject({ recordId: lakeside, changes: { note: { new: 'Audited note' } } })
    expect(await events(lakesideAdmin, `organization=${northwind}`, 'organization_admin')).toEqual(lakesideSees)
    const northwindSees = await events(northwindAdmin, '', 'organization_admin')
    expect(northwindSees.filter((event) => event.organizationId !== northwind)).toEqual([])
    expect(northwindSees.some((event) => event.recordId === lakesideMember)).toBe(false)
    // The super admin filters by organization.
    expect((await events(superAdmin, `organization=${lakeside}`)).map((event) => event.id)).toEqual(lakesideSees.map((event) => event.id))
    // The console's dialect and the generated REST are the super admin's only.
    expect((await lakesideAdmin.get('/api/admin/audit-events?range=[0,499]')).status).toBe(403)
    expect((await lakesideAdmin.get('/api/audit-events?depth=0&limit=500')).status).toBe(403)
  })

  it('lets only the super admin and organization admins read it, and nobody write it', async () => {
    const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    const talent = await ApiClient.signedIn(server.url, demo.talent)
    expect((await manager.get('/api/v1/organization_admin/audit-events/')).status).toBe(403)
    expect((await northwindAdmin.get('/api/v1/super_admin/audit-events/')).status).toBe(403)
    expect((await talent.get('/api/v1/super_admin/audit-events/')).status).toBe(403)
    expect((await manager.get('/api/audit-events')).status).toBe(403)

    const [event] = await events(superAdmin, 'entity=users')
    // Scalars only: the generated REST refuses any object value with 422 before access runs, and what this
    // asks is whether access lets anyone write the trail.
    const forged = { at: '2026-01-01T00:00:00.000Z', entity: 'users', recordId: 'x', action: 'create', summary: 'forged' }
    for (const client of [superAdmin, northwindAdmin]) {
      expect((await client.post('/api/audit-events', forged)).status).toBe(403)
      expect((await client.patch(`/api/audit-events/${event!.id}`, { summary: 'changed' })).status).toBe(403)
      expect((await client.delete(`/api/audit-events/${event!.id}`)).status).toBe(403)
      // The console refuses anyone but the super admin before it looks at the resource.
      const refused = client === superAdmin ? 405 : 403
      expect((await client.post('/api/admin/audit-events', forged)).status).toBe(refused)
      expect((await client.put(`/api/admin/audit-events/${event!.id}`, { summary: 'changed' })).status).toBe(refused)
      expect((await client.delete(`/api/admin/audit-events/${event!.id}`)).status).toBe(refused)
    }
    const again = await superAdmin.get(`/api/admin/audit-events/${event!.id}`)
    expect(again.body).toMatchObject({ id: event!.id, summary: event!.summary })
  })

  it('pages newest first', async () => {
    const first = await superAdmin.get('/api/v1/super_admin/audit-events/?page_size=2')
    const second = await superAdmin.get('/api/v1/super_admin/audit-events/?page_size=2&page=2')
    expect(first.body.count).toBeGreaterThan(3)
    expect(first.body.next).toContain('page=2')
    const times = [...first.body.results, ...second.body.results].map((event: AuditEvent) => new Date(event.at).getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('words each event, naming the things as they were, also after they are deleted', async () => {
    const manager = await ApiClient.signedIn(server.url, demo.northwind.manager) // Marcus Reed
    const group = await manager.post('/api/v1/manager/groups/', { name: 'Epic Go-Live' })
    const subgroup = await manager.post('/api/v1/manager/subgroups/', { name: 'Go-Live Week 1', group_id: group.body.id })
    const member = await manager.post('/api/v1/manager/group-members/', { talent_id: directory.userId(demo.talent), subgroup_id: subgroup.body.id })
    expect([group.status, subgroup.status, member.status]).toEqual([201, 201, 201])
    expect((await manager.delete(`/api/v1/manager/group-members/${member.body.id}/`)).status).toBe(204)
    expect((await manager.delete(`/api/v1/manager/subgroups/${subgroup.body.id}/`)).status).toBe(204)

    const northwind = directory.organizationId('Northwind Health System')
    const before = await superAdmin.get(`/api/v1/super_admin/organizations/${northwind}/`)
    const rate = Number(before.body.rate)
    expect((await superAdmin.patch(`/api/v1/super_admin/organizations/${northwind}/`, { rate: rate + 5 })).status).toBe(200)
    const contact = directory.userId(demo.northwind.contact)
    expect((await northwindAdmin.patch(`/api/v1/organization_admin/users/${contact}/`, { is_deactivated: true })).status).toBe(200)
    expect((await northwindAdmin.patch(`/api/v1/organization_admin/users/${contact}/`, { is_deactivated: false })).status).toBe(200)

    const expected = [
      'Olivia Grant reactivated Daniel Moore',
      'Olivia Grant deactivated Daniel Moore',
      `Sam Rivera changed the rate of Northwind Health System from ${rate} to ${rate + 5}`,
      'Marcus Reed deleted subgroup Go-Live Week 1',
      'Marcus Reed removed Emily Carter from subgroup Go-Live Week 1',
      'Marcus Reed added Emily Carter to subgroup Go-Live Week 1',
      'Marcus Reed created subgroup Go-Live Week 1 in group Epic Go-Live',
      'Marcus Reed created group Epic Go-Live',
    ]
    // The organization admin's tab and the console read the same stored words.
    const newest = await events(northwindAdmin, '', 'organization_admin')
    expect(newest.slice(0, 8).map((event) => event.summary)).toEqual(expected)
    const consoleRows = (await superAdmin.get('/api/admin/audit-events?range=[0,7]&sort=["at","DESC"]')).body as { summary: string }[]
    expect(consoleRows.map((row) => row.summary)).toEqual(expected)
    for (const summary of expected) expect(summary).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/)

    // The words are stored with the event: a page of 25 costs the same queries as a page of 5.
    const five = await superAdmin.get('/api/v1/super_admin/audit-events/?page_size=5')
    const twentyFive = await superAdmin.get('/api/v1/super_admin/audit-events/?page_size=25')
    expect(twentyFive.body.results.length).toBeGreaterThan(5)
    expect(Number(twentyFive.headers.get('x-query-count'))).toBe(Number(five.headers.get('x-query-count')))
  })
})
