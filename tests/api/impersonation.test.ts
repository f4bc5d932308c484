import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

const NOT_SIGNED_IN = { errors: { nonFieldErrors: ['Authentication credentials were not provided.'] } }
const FORBIDDEN = { errors: { nonFieldErrors: ['You do not have permission to perform this action.'] } }

interface ImpersonationRecord {
  id: string
  superAdmin: string | { id: string }
  impersonatedUser: string | { id: string }
  sessionId: string
  startedAt: string
  endedAt?: string | null
}
const idOf = (value: string | { id: string }) => (typeof value === 'object' ? value.id : value)

describe.each(databases)('impersonation (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
  }, 120_000)
  afterAll(() => server?.stop())

  const impersonate = (client: ApiClient, userId: string) => client.post('/api/v1/user/impersonate/', { user_id: userId })
  const tokenClient = (token: string) => {
    const client = new ApiClient(server.url)
    client.setCookie('talentgrid-token', token)
    return client
  }
  const records = async (superAdmin: ApiClient, impersonatedUser: string) => {
    const response = await superAdmin.get(`/api/impersonations?depth=0&limit=100&sort=startedAt&where[impersonatedUser][equals]=${impersonatedUser}`)
    expect(response.status).toBe(200)
    return response.body.docs as ImpersonationRecord[]
  }

  it('lets the super admin act as a talent, with every talent rule applying, and return', async () => {
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const ownToken = superAdmin.cookie('talentgrid-token')!
    const talentId = directory.userId('aisha.rahman@talent.example')
    // The talent's own session, open on their own device, is not touched by any of this.
    const realTalent = await ApiClient.signedIn(server.url, 'aisha.rahman@talent.example')

    const started = await impersonate(superAdmin, talentId)
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ id: talentId, email: 'aisha.rahman@talent.example', role: 'talent', isImpersonate: true })
    const impersonatedToken = superAdmin.cookie('talentgrid-token')!
    expect(impersonatedToken).not.toBe(ownToken)

    const me = await superAdmin.get('/api/v1/user/')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ id: talentId, role: 'talent', isImpersonate: true })
    // The talent's own session does not read as an impersonation.
    expect((await realTalent.get('/api/v1/user/')).body).toMatchObject({ id: talentId, isImpersonate: false })

    // A talent-only endpoint works, as the talent; a super-admin-only one does not.
    const invited = await superAdmin.post('/api/v1/talent_invites/', { email: 'via.impersonation@talent.example', first_name: 'Via', last_name: 'Admin', invite_type: 'talent' })
    expect(invited.status).toBe(201)
    const mail = await server.mail.waitFor((m) => m.to.includes('via.impersonation@talent.example'))
    expect(mail.subject).toBe('Aisha Rahman invited you to Talentgrid')
    expect((await impersonate(superAdmin, directory.userId(demo.talent))).status).toBe(403)
    expect((await superAdmin.get('/api/admin/organizations')).status).toBe(403)

    const returned = await superAdmin.delete('/api/v1/user/impersonate/')
    expect(returned.status).toBe(200)
    expect(returned.body).toEqual({ detail: expect.any(String) })
    expect(superAdmin.cookie('talentgrid-token')).toBe(ownToken)
    expect(superAdmin.cookie('talentgrid-impersonator')).toBeUndefined()

    const back = await superAdmin.get('/api/v1/user/')
    expect(back.status).toBe(200)
    expect(back.body).toMatchObject({ email: demo.superAdmin, role: 'super_admin', isImpersonate: false })

    // The impersonated session is over; the super admin's own and the talent's own sessions are not.
    const stale = await tokenClient(impersonatedToken).get('/api/v1/user/')
    expect(stale.status).toBe(401)
    expect(stale.body).toEqual(NOT_SIGNED_IN)
    expect((await tokenClient(ownToken).get('/api/v1/user/')).body.role).toBe('super_admin')
    expect((await realTalent.get('/api/v1/user/')).status).toBe(200)

    // Returning twice is refused: there is nothing to return from.
    const twice = await superAdmin.delete('/api/v1/user/impersonate/')
    expect(twice.status).toBe(400)
    expect(twice.body).toEqual({ errors: { nonFieldErrors: ['You are not impersonating anyone.'] } })

    // The record: who, as whom, through which session, from when to when.
    const [record, ...more] = await records(superAdmin, talentId)
    expect(more).toEqual([])
    expect(idOf(record!.superAdmin)).toBe(directory.userId(demo.superAdmin))
    expect(record!.sessionId).toEqual(expect.any(String))
    expect(record!.sessionId.length).toBeGreaterThan(0)
    expect(record!.endedAt).toEqual(expect.any(String))
    expect(new Date(record!.endedAt!).getTime()).toBeGreaterThanOrEqual(new Date(record!.startedAt).getTime())
  })

  it('answers with the impersonated user as GET /user/ shows them, organization included', async () => {
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const response = await impersonate(superAdmin, directory.userId(demo.lakeside.manager))
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ role: 'manager', isImpersonate: true, organization: { name: 'Lakeside Medical Center' } })
    expect((await superAdmin.get('/api/v1/user/')).body).toEqual(response.body)
    expect((await superAdmin.delete('/api/v1/user/impersonate/')).status).toBe(200)
  })

  it('ends both sessions when the super admin signs out while impersonating', async () => {
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const ownToken = superAdmin.cookie('talentgrid-token')!
    const talentId = directory.userId('ryan.sullivan@talent.example')
    expect((await impersonate(superAdmin, talentId)).status).toBe(200)
    const impersonatedToken = superAdmin.cookie('talentgrid-token')!

    const signedOut = await superAdmin.delete('/api/v1/sessions/')
    expect(signedOut.status).toBe(204)
    expect((await superAdmin.get('/api/v1/user/')).status).toBe(401)
    expect((await tokenClient(impersonatedToken).get('/api/v1/user/')).status).toBe(401)
    const saved = await tokenClient(ownToken).get('/api/v1/user/')
    expect(saved.status).toBe(401)
    expect(saved.body).toEqual(NOT_SIGNED_IN)

    const [record] = await records(await ApiClient.signedIn(server.url, demo.superAdmin), talentId)
    expect(record!.endedAt).toEqual(expect.any(String))
  })

  it('refuses another super admin, oneself, a deactivated user and unknown ids', async () => {
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const created = await superAdmin.post('/api/admin/users', { email: 'second.admin@talentgrid.local', password: 'Strong#Pass9', firstName: 'Second', lastName: 'Admin', role: 'super_admin' })
    expect(created.status).toBe(201)

    const other = await impersonate(superAdmin, created.body.id)
    expect(other.status).toBe(422)
    expect(other.body).toEqual({ errors: { nonFieldErrors: ['Another super admin cannot be impersonated.'] } })
    const self = await impersonate(superAdmin, directory.userId(demo.superAdmin))
    expect(self.status).toBe(422)
    expect(self.body).toEqual({ errors: { nonFieldErrors: ['You cannot impersonate yourself.'] } })

    const deactivatedId = directory.userId('luis.herrera@talent.example')
    expect((await superAdmin.put(`/api/admin/users/${deactivatedId}`, { isDeactivated: true })).status).toBe(200)
    const deactivated = await impersonate(superAdmin, deactivatedId)
    expect(deactivated.status).toBe(422)
    expect(deactivated.body).toEqual({ errors: { nonFieldErrors: ['This account is deactivated.'] } })

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await impersonate(superAdmin, id)
      expect(unknown.status).toBe(404)
      expect(unknown.body).toEqual({ errors: { nonFieldErrors: ['Not found.'] } })
    }
    const missing = await superAdmin.post('/api/v1/user/impersonate/', {})
    expect(missing.status).toBe(422)
    expect(missing.body).toEqual({ errors: { userId: ['This field is required'] } })

    // None of the refusals switched the session or left a record.
    expect((await superAdmin.get('/api/v1/user/')).body).toMatchObject({ role: 'super_admin', isImpersonate: false })
    expect(await records(superAdmin, created.body.id)).toEqual([])
    expect(await records(superAdmin, deactivatedId)).toEqual([])
  })

  it('is the super admin’s alone: managers and talents get 403, anonymous 401', async () => {
    const target = directory.userId('hannah.lee@talent.example')
    for (const email of [demo.northwind.manager, demo.northwind.admin, demo.talent]) {
      const client = await ApiClient.signedIn(server.url, email)
      const response = await impersonate(client, target)
      expect({ email, status: response.status, body: response.body }).toEqual({ email, status: 403, body: FORBIDDEN })
      expect((await client.get('/api/v1/user/')).body).toMatchObject({ email, isImpersonate: false })
    }
    const anonymous = await impersonate(new ApiClient(server.url), target)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual(NOT_SIGNED_IN)
    expect((await new ApiClient(server.url).delete('/api/v1/user/impersonate/')).status).toBe(401)
  })

  it('keeps the records to the super admin, read-only even for them', async () => {
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const talentId = directory.userId(demo.talent)
    expect((await impersonate(superAdmin, talentId)).status).toBe(200)
    // While it lasts, the session is the talent's: the generated REST, the super admin's only, refuses it.
    expect((await superAdmin.get('/api/impersonations?depth=0')).status).toBe(403)
    expect((await superAdmin.get('/api/v1/user/')).body).toMatchObject({ isImpersonate: true })
    expect((await superAdmin.delete('/api/v1/user/impersonate/')).status).toBe(200)

    const all = await superAdmin.get('/api/impersonations?depth=0&limit=100')
    expect(all.status).toBe(200)
    expect(all.body.totalDocs).toBeGreaterThanOrEqual(3)
    const record = (await records(superAdmin, talentId))[0]!
    expect(record.endedAt).toEqual(expect.any(String))

    // The talent, in a session of their own, reads none of the records about them (the generated REST is
    // the super admin's only).
    const talent = await ApiClient.signedIn(server.url, demo.talent)
    expect((await talent.get('/api/impersonations?depth=0')).status).toBe(403)
    expect((await talent.get(`/api/impersonations/${record.id}`)).status).toBe(403)
    const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    expect((await manager.get('/api/impersonations?depth=0')).status).toBe(403)

    // Nobody writes them through the API, not even the super admin.
    expect((await superAdmin.post('/api/impersonations', { superAdmin: talentId, impersonatedUser: talentId, sessionId: 'forged', startedAt: new Date().toISOString() })).status).toBe(403)
    expect((await superAdmin.patch(`/api/impersonations/${record.id}`, { endedAt: null })).status).toBe(403)
    expect((await superAdmin.delete(`/api/impersonations/${record.id}`)).status).toBe(403)
    const unchanged = (await superAdmin.get(`/api/impersonations/${record.id}?depth=0`)).body
    expect(unchanged).toMatchObject({ id: record.id, sessionId: record.sessionId, endedAt: record.endedAt })
  })
})
