import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Talent-not-found feedback (the spec's call "POST feedbacks/talent-not-found/ (message,
 * lastSearch)", answered "Feedback has been sent"): organization users send it under their
 * prefix; every active super admin gets it by e-mail through the real SMTP server the tests run; the
 * super admin lists it (API and console), newest first; nobody changes it.
 */
jest.setTimeout(120_000)

describe.each(databases)('talent-not-found feedback (%s)', (database) => {
  let server: TestServer
  let manager: ApiClient
  let admin: ApiClient
  let lakesideManager: ApiClient
  let superAdmin: ApiClient
  let talent: ApiClient
  let contact: ApiClient
  const secondAdmin = 'second.admin@talentgrid.local'
  const retiredAdmin = 'retired.admin@talentgrid.local'

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    ;[manager, admin, lakesideManager, superAdmin, talent, contact] = await Promise.all(
      [demo.northwind.manager, demo.northwind.admin, demo.lakeside.manager, demo.superAdmin, demo.talent, demo.northwind.contact].map((email) => ApiClient.signedIn(server.url, email)),
    )
    // A second active super admin and a deactivated one: the e-mail goes to every active one only.
    for (const [email, isDeactivated] of [
      [secondAdmin, false],
      [retiredAdmin, true],
    ] as const) {
      const response = await superAdmin.post('/api/admin/users', { email, firstName: 'Extra', lastName: 'Admin', role: 'super_admin', password: 'Talentgrid#2026', isDeactivated })
      if (response.status !== 201) throw new Error(`super admin not created: ${response.status} ${JSON.stringify(response.body)}`)
    }
  }, 180_000)
  afterAll(() => server?.stop())

  const send = (client: ApiClient, body: unknown, prefix = 'manager') => client.post(`/api/v1/${prefix}/feedbacks/talent-not-found/`, body)

  it('keeps the feedback, answers the spec’s message and e-mails every active super admin', async () => {
    const sent = await send(manager, { message: 'Looking for an Epic Willow analyst, nights.', last_search: 'Epic > Willow' })
    expect(sent.status).toBe(201)
    expect(sent.body).toEqual({ id: expect.any(String), message: 'Feedback has been sent' })

    const subject = 'Talent not found: feedback from Marcus Reed (Northwind Health System)'
    const [first, second] = await Promise.all([
      server.mail.waitFor((mail) => mail.subject === subject && mail.to.includes(demo.superAdmin)),
      server.mail.waitFor((mail) => mail.subject === subject && mail.to.includes(secondAdmin)),
    ])
    expect(first.text).toContain('"Looking for an Epic Willow analyst, nights."')
    expect(first.text).toContain('Last search: Epic > Willow')
    expect(first.links).toContain(`${new URL(first.links[0]!).origin}/talent-not-found-feedbacks/${sent.body.id}/show`)
    expect(second.text).toContain('Hi Extra,')
    expect(server.mail.messages.filter((mail) => mail.subject === subject).flatMap((mail) => mail.to)).not.toContain(retiredAdmin)
    // Nobody else hears of it.
    expect(server.mail.messages.filter((mail) => mail.subject === subject).flatMap((mail) => mail.to).sort()).toEqual([demo.superAdmin, secondAdmin].sort())
  })

  it('lists every feedback newest first for the super admin, with sender and organization', async () => {
    const older = (await send(admin, { message: 'Need a Cerner PowerChart trainer.' }, 'organization_admin')).body.id
    const newer = (await send(lakesideManager, { message: 'Nobody for Meditech Expanse in Ohio.', lastSearch: '' })).body.id
    await server.mail.waitFor((mail) => mail.subject.endsWith('(Lakeside Medical Center)') && mail.text.includes('Meditech Expanse'))
    const page = await superAdmin.get('/api/v1/super_admin/feedbacks/talent-not-found/?page_size=2')
    expect(page.status).toBe(200)
    expect(page.body.count).toBeGreaterThanOrEqual(3)
    expect(page.body.next).toContain('page=2')
    expect(page.body.results.map((item: { id: string }) => item.id)).toEqual([newer, older])
    expect(page.body.results[1]).toEqual({
      id: older,
      message: 'Need a Cerner PowerChart trainer.',
      lastSearch: '',
      sentBy: { id: expect.any(String), fullName: expect.any(String), email: demo.northwind.admin },
      organization: { id: expect.any(String), name: 'Northwind Health System' },
      createdAt: expect.any(String),
    })
    expect(page.body.results[0].organization.name).toBe('Lakeside Medical Center')
  })

  it('applies the limits and messages, and refuses other roles', async () => {
    const errors = async (body: unknown) => {
      const response = await send(manager, body)
      expect(response.status).toBe(422)
      return response.body.errors
    }
    expect(await errors({ message: '' })).toEqual({ message: ['This field is required'] })
    expect(await errors({ message: '   ' })).toEqual({ message: ['This field is required'] })
    expect(await errors({})).toHaveProperty('message')
    expect(await errors({ message: 'm'.repeat(1001) })).toEqual({ message: ['Ensure this field has no more than 1000 characters.'] })
    expect(await errors({ message: 'ok', lastSearch: 'l'.repeat(2001) })).toEqual({ lastSearch: ['Ensure this field has no more than 2000 characters.'] })
    expect((await send(manager, { message: 'm'.repeat(1000) })).status).toBe(201)

    expect((await send(talent, { message: 'x' })).status).toBe(403)
    expect((await send(contact, { message: 'x' })).status).toBe(403)
    expect((await send(superAdmin, { message: 'x' })).status).toBe(403)
    expect((await send(manager, { message: 'x' }, 'organization_admin')).status).toBe(403)
    for (const client of [manager, admin, talent]) expect((await client.get('/api/v1/super_admin/feedbacks/talent-not-found/')).status).toBe(403)
  })

  it('is read-only in the console and through Payload’s generated REST', async () => {
    const id = (await send(manager, { message: 'Console check' })).body.id
    const list = await superAdmin.get('/api/admin/talent-not-found-feedbacks?sort=["createdAt","DESC"]&range=[0,0]')
    expect(list.status).toBe(200)
    expect(list.body[0]).toMatchObject({ id, message: 'Console check', sentBy: expect.any(String), organization: expect.any(String) })
    expect((await superAdmin.get(`/api/admin/talent-not-found-feedbacks/${id}`)).body).toMatchObject({ id, message: 'Console check' })
    expect((await superAdmin.put(`/api/admin/talent-not-found-feedbacks/${id}`, { message: 'Edited' })).status).toBe(405)
    expect((await superAdmin.delete(`/api/admin/talent-not-found-feedbacks/${id}`)).status).toBe(405)
    expect((await manager.get('/api/admin/talent-not-found-feedbacks')).status).toBe(403)
    // The generated REST is the super admin's only, and nobody writes there.
    expect((await manager.get(`/api/talent-not-found-feedbacks/${id}`)).status).toBe(403)
    expect((await admin.get(`/api/talent-not-found-feedbacks/${id}`)).status).toBe(403)
    expect((await manager.post('/api/talent-not-found-feedbacks', { message: 'Forged' })).status).toBe(403)
    expect((await superAdmin.patch(`/api/talent-not-found-feedbacks/${id}`, { message: 'Edited' })).status).toBe(403)
  })
})
