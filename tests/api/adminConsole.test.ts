import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The console's catalogue resources on /api/admin (endpoints/platform/adminRest.ts): the specialization tree with
 * its roles and skills, the talents (users with the role talent, and nothing else), and the document
 * lead times. Calls are the ones ra-data-simple-rest makes: filter/sort/range as JSON in the query,
 * PUT to update, react-admin's error shape back.
 */
interface Node {
  id: string
  name: string
  parent: string | null
  expertiseLevels: string[]
  sortOrder: number
}
interface Attachment {
  id: string
  name: string
  specialization: string
}
interface Talent {
  id: string
  email: string
  role: string
  firstName: string
  lastName: string
  city: string | null
  isDeactivated: boolean
  isTalentApprovedByPlatform: boolean
  status: string
  dateJoined: string
}

const query = (params: { filter?: unknown; sort?: [string, string]; range?: [number, number] }) => {
  const search = new URLSearchParams()
  if (params.filter !== undefined) search.set('filter', JSON.stringify(params.filter))
  if (params.sort) search.set('sort', JSON.stringify(params.sort))
  search.set('range', JSON.stringify(params.range ?? [0, 499]))
  return `?${search}`
}

const TALENT_COUNT = 10

describe.each(databases)('console catalogue resources (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let manager: ApiClient
  let directory: Directory
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    directory = await readDirectory(superAdmin)
  }, 120_000)
  afterAll(() => server?.stop())

  const listNodes = async (filter: Record<string, unknown>) => {
    const response = await superAdmin.get(`/api/admin/specializations${query({ filter, sort: ['sortOrder', 'ASC'] })}`)
    expect(response.status).toBe(200)
    return response.body as Node[]
  }
  const platform = async (name: string) => (await listNodes({ parent: null })).find((node) => node.name === name)!
  const childNamed = async (parent: Node, name: string) => (await listNodes({ parent: parent.id })).find((node) => node.name === name)!

  describe('specialization tree', () => {
    it('lists the platforms with {"parent":null}, in catalogue order, and a node’s children by parent', async () => {
      const response = await superAdmin.get(`/api/admin/specializations${query({ filter: { parent: null }, sort: ['sortOrder', 'ASC'], range: [0, 4] })}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-range')).toBe('specializations 0-4/10')
      expect(response.body.map((node: Node) => node.name)).toEqual(['Epic', 'Oracle Health (Cerner)', 'MEDITECH', 'Veradigm (Allscripts)', 'athenahealth'])
      expect(response.body.every((node: Node) => node.parent == null)).toBe(true)
      expect(response.body[0].expertiseLevels).toEqual(['novice', 'intermediate', 'expert'])

      const epic = await platform('Epic')
      const children = await listNodes({ parent: epic.id })
      expect(children.length).toBeGreaterThan(0)
      expect(children.every((node) => node.parent === epic.id)).toBe(true)
      expect(children.map((node) => node.name)).toContain('Clinical')
      // The filter form's search finds nodes anywhere in the tree.
      const search = await listNodes({ q: 'Ambulatory' })
      expect(search.map((node) => node.name)).toContain('Ambulatory')
    })

    it('matches nothing, rather than failing, on a parent filter that is not an id', async () => {
      const response = await superAdmin.get(`/api/admin/specializations${query({ filter: { parent: 'not-an-id' } })}`)
      expect(response.status).toBe(200)
      expect(response.body).toEqual([])
    })

    it('creates, edits and deletes a node; only a platform keeps expertise levels', async () => {
      const epic = await platform('Epic')
      const created = await superAdmin.post('/api/admin/specializations', { name: 'Console Test Area', parent: epic.id, expertiseLevels: ['novice'], sortOrder: 99, numchild: 4 })
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({ name: 'Console Test Area', parent: epic.id, expertiseLevels: [], sortOrder: 99 })
      expect(created.body).not.toHaveProperty('numchild')
      const id = created.body.id as string

      const renamed = await superAdmin.put(`/api/admin/specializations/${id}`, { id, name: 'Console Test Area 2', sortOrder: 98, parent: epic.id, createdAt: '2000-01-01T00:00:00.000Z' })
      expect(renamed.status).toBe(200)
      expect(renamed.body).toMatchObject({ id, name: 'Console Test Area 2', sortOrder: 98 })
      expect(renamed.body.createdAt).not.toBe('2000-01-01T00:00:00.000Z')
      expect((await listNodes({ parent: epic.id })).at(-1)).toMatchObject({ id, name: 'Console Test Area 2' })

      // A new platform at the root, with levels.
      const root = await superAdmin.post('/api/admin/specializations', { name: 'Console Test Platform', parent: null, expertiseLevels: ['novice', 'expert'], sortOrder: 50 })
      expect(root.status).toBe(201)
      expect(root.body).toMatchObject({ parent: null, expertiseLevels: ['novice', 'expert'] })
      expect((await listNodes({ parent: null })).map((node) => node.name)).toContain('Console Test Platform')
      // Moved under Epic, it is a platform no longer and its levels go.
      const moved = await superAdmin.put(`/api/admin/specializations/${root.body.id}`, { parent: epic.id })
      expect(moved.body).toMatchObject({ parent: epic.id, expertiseLevels: [] })

      expect((await superAdmin.delete(`/api/admin/specializations/${root.body.id}`)).status).toBe(200)
      const deleted = await superAdmin.delete(`/api/admin/specializations/${id}`)
      expect(deleted.status).toBe(200)
      expect(deleted.body).toMatchObject({ id, name: 'Console Test Area 2' })
      expect((await superAdmin.get(`/api/admin/specializations/${id}`)).status).toBe(404)
    })

    it('answers a missing name with a field error in react-admin’s shape', async () => {
      const response = await superAdmin.post('/api/admin/specializations', { name: '', parent: null })
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({ name: expect.any(String) })
    })

    it('refuses to move a node under itself or below itself', async () => {
      const epic = await platform('Epic')
      const clinical = await childNamed(epic, 'Clinical')
      const ambulatory = await childNamed(clinical, 'Ambulatory')
      const underItself = await superAdmin.put(`/api/admin/specializations/${clinical.id}`, { parent: clinical.id })
      expect(underItself.status).toBe(422)
      expect(underItself.body.errors).toEqual({ parent: 'A node cannot move under itself or one of the nodes below it' })
      const underChild = await superAdmin.put(`/api/admin/specializations/${epic.id}`, { parent: ambulatory.id })
      expect(underChild.status).toBe(422)
      expect(underChild.body.errors).toHaveProperty('parent')
      expect((await superAdmin.get(`/api/admin/specializations/${epic.id}`)).body.parent).toBeNull()
    })

    it('refuses to delete a node with nodes below it, and deletes a leaf with its roles and skills', async () => {
      const epic = await platform('Epic')
      const refused = await superAdmin.delete(`/api/admin/specializations/${epic.id}`)
      expect(refused.status).toBe(409)
      expect(refused.body).toEqual({ message: 'Delete or move the nodes below this one first.' })
      expect((await superAdmin.get(`/api/admin/specializations/${epic.id}`)).status).toBe(200)

      const leaf = (await superAdmin.post('/api/admin/specializations', { name: 'Leaf With Parts', parent: epic.id })).body as Node
      const role = (await superAdmin.post('/api/admin/specialization-roles', { name: 'Leaf Role', specialization: leaf.id })).body as Attachment
      const skill = (await superAdmin.post('/api/admin/specialization-skills', { name: 'Leaf Skill', specialization: leaf.id })).body as Attachment
      expect((await superAdmin.delete(`/api/admin/specializations/${leaf.id}`)).status).toBe(200)
      expect((await superAdmin.get(`/api/admin/specialization-roles/${role.id}`)).status).toBe(404)
      expect((await superAdmin.get(`/api/admin/specialization-skills/${skill.id}`)).status).toBe(404)
    })
  })

  describe('roles and skills of a node', () => {
    it.each(['specialization-roles', 'specialization-skills'])('lists, creates, renames and deletes %s of one node', async (resource) => {
      const epic = await platform('Epic')
      const clinical = await childNamed(epic, 'Clinical')
      const ambulatory = await childNamed(clinical, 'Ambulatory')
      const listed = await superAdmin.get(`/api/admin/${resource}${query({ filter: { specialization: ambulatory.id }, sort: ['name', 'ASC'] })}`)
      expect(listed.status).toBe(200)
      const before = listed.body as Attachment[]
      expect(before.length).toBeGreaterThan(0)
      expect(before.every((item) => item.specialization === ambulatory.id)).toBe(true)
      expect(before.map((item) => item.name)).toEqual([...before.map((item) => item.name)].sort((a, b) => a.localeCompare(b, 'en')))

      const created = await superAdmin.post(`/api/admin/${resource}`, { name: 'Console Added', specialization: ambulatory.id })
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({ name: 'Console Added', specialization: ambulatory.id })
      const renamed = await superAdmin.put(`/api/admin/${resource}/${created.body.id}`, { name: 'Console Renamed', specialization: ambulatory.id })
      expect(renamed.body).toMatchObject({ name: 'Console Renamed' })
      const after = await superAdmin.get(`/api/admin/${resource}${query({ filter: { specialization: ambulatory.id } })}`)
      expect(after.body).toHaveLength(before.length + 1)
      // What the talent's picker reads shows it too.
      const node = await superAdmin.get(`/api/v1/specializations/${ambulatory.id}/`)
      const key = resource === 'specialization-roles' ? 'roles' : 'skills'
      expect(node.body[key].map((item: Attachment) => item.name)).toContain('Console Renamed')

      expect((await superAdmin.delete(`/api/admin/${resource}/${created.body.id}`)).status).toBe(200)
      expect((await superAdmin.get(`/api/admin/${resource}${query({ filter: { specialization: ambulatory.id } })}`)).body).toHaveLength(before.length)
      const missing = await superAdmin.post(`/api/admin/${resource}`, { name: 'No Node' })
      expect(missing.status).toBe(422)
      expect(missing.body.errors).toHaveProperty('specialization')
    })
  })

  describe('talents', () => {
    const talents = async (client: ApiClient, filter: Record<string, unknown> = {}) => {
      const response = await client.get(`/api/admin/talents${query({ filter, sort: ['lastName', 'ASC'] })}`)
      expect(response.status).toBe(200)
      return response.body as Talent[]
    }

    it('lists talents and never anyone else, whatever the filter asks', async () => {
      const all = await talents(superAdmin)
      expect(all).toHaveLength(TALENT_COUNT)
      expect(all.every((talent) => talent.role === 'talent')).toBe(true)
      expect(all[0]).toMatchObject({ status: expect.any(String), dateJoined: expect.any(String) })
      expect(all[0]).not.toHaveProperty('hash')
      expect(all[0]).not.toHaveProperty('sessions')

      const asked = await talents(superAdmin, { role: 'manager' })
      expect(asked).toHaveLength(TALENT_COUNT)
      const byId = await talents(superAdmin, { id: [directory.userId(demo.northwind.manager), directory.userId(demo.superAdmin), directory.userId(demo.talent)] })
      expect(byId.map((talent) => talent.email)).toEqual([demo.talent])
      expect(await talents(superAdmin, { q: 'northwind' })).toEqual([])
    })

    it('filters by search, approval and deactivation', async () => {
      expect((await talents(superAdmin, { q: 'Carter' })).map((talent) => talent.email)).toEqual([demo.talent])
      expect((await talents(superAdmin, { q: 'Houston' })).map((talent) => talent.email)).toEqual(['sofia.martinez@talent.example'])
      const notApproved = await talents(superAdmin, { isTalentApprovedByPlatform: false })
      expect(notApproved.map((talent) => talent.email).sort()).toEqual(['grace.thompson@talent.example', 'luis.herrera@talent.example'])
      expect(await talents(superAdmin, { isTalentApprovedByPlatform: true })).toHaveLength(TALENT_COUNT - 2)
      expect(await talents(superAdmin, { isDeactivated: true })).toEqual([])
    })

    it('reads one talent, and answers 404 for a user who is not one', async () => {
      const talentId = directory.userId(demo.talent)
      const one = await superAdmin.get(`/api/admin/talents/${talentId}`)
      expect(one.status).toBe(200)
      // A seeded talent counts as having confirmed the e-mail, so 'active' before any sign-in.
      expect(one.body).toMatchObject({ id: talentId, email: demo.talent, role: 'talent', status: 'active' })
      for (const email of [demo.northwind.manager, demo.superAdmin, demo.lakeside.admin]) {
        const other = await superAdmin.get(`/api/admin/talents/${directory.userId(email)}`)
        expect(other.status).toBe(404)
        expect(other.body).toEqual({ message: 'Not found.' })
      }
    })

    it('updates only the talent fields of a talent, and refuses a non-talent id', async () => {
      const talentId = directory.userId('hannah.lee@talent.example')
      const updated = await superAdmin.put(`/api/admin/talents/${talentId}`, {
        id: talentId,
        firstName: 'Hanna',
        city: 'Saint Paul',
        isTalentApprovedByPlatform: false,
        role: 'super_admin',
        email: 'hijack@talent.example',
        isInternal: true,
      })
      expect(updated.status).toBe(200)
      expect(updated.body).toMatchObject({ firstName: 'Hanna', city: 'Saint Paul', isTalentApprovedByPlatform: false, role: 'talent', email: 'hannah.lee@talent.example', isInternal: false })
      expect((await superAdmin.put(`/api/admin/talents/${talentId}`, { isTalentApprovedByPlatform: true })).body.isTalentApprovedByPlatform).toBe(true)

      const managerId = directory.userId(demo.northwind.manager)
      const refused = await superAdmin.put(`/api/admin/talents/${managerId}`, { firstName: 'Changed', isDeactivated: true })
      expect(refused.status).toBe(404)
      const stored = await superAdmin.get(`/api/admin/users/${managerId}`)
      expect(stored.body).toMatchObject({ firstName: 'Marcus', isDeactivated: false })
      // The console cannot make or remove accounts through this resource.
      expect((await superAdmin.post('/api/admin/talents', { email: 'new@talent.example', firstName: 'New', lastName: 'Talent' })).status).toBe(405)
      expect((await superAdmin.delete(`/api/admin/talents/${talentId}`)).status).toBe(405)
    })

    it('answers a field error in react-admin’s shape', async () => {
      const response = await superAdmin.put(`/api/admin/talents/${directory.userId(demo.talent)}`, { firstName: 'x'.repeat(31) })
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({ firstName: expect.any(String) })
    })

    it('signs a talent out when deactivated through /api/admin/talents, and lets them back when reactivated', async () => {
      const email = 'ryan.sullivan@talent.example'
      const talentId = directory.userId(email)
      const session = await ApiClient.signedIn(server.url, email)
      expect((await session.get('/api/v1/user/')).status).toBe(200)

      const deactivated = await superAdmin.put(`/api/admin/talents/${talentId}`, { isDeactivated: true })
      expect(deactivated.status).toBe(200)
      expect(deactivated.body).toMatchObject({ isDeactivated: true, status: 'deactivated' })
      expect((await session.get('/api/v1/user/')).status).toBe(401)
      expect((await new ApiClient(server.url).post('/api/v1/sessions/', { email, password: 'Talentgrid#2026' })).status).toBe(403)
      expect((await talents(superAdmin, { isDeactivated: true })).map((talent) => talent.email)).toEqual([email])

      const reactivated = await superAdmin.put(`/api/admin/talents/${talentId}`, { isDeactivated: false })
      expect(reactivated.body).toMatchObject({ isDeactivated: false, status: 'active' })
      expect((await ApiClient.signedIn(server.url, email).then((client) => client.get('/api/v1/user/'))).status).toBe(200)
    })
  })

  describe('document lead times', () => {
    it('creates a type’s row, edits its days (whole numbers 1 to 365 only) and never deletes it', async () => {
      const created = await superAdmin.post('/api/admin/document-types', { type: 'fluShot', label: 'Flu shot', expiresSoonDays: 45 })
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({ type: 'fluShot', label: 'Flu shot', expiresSoonDays: 45 })
      const id = created.body.id as string
      const listed = await superAdmin.get(`/api/admin/document-types${query({ sort: ['label', 'ASC'] })}`)
      expect(listed.status).toBe(200)
      expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ id, type: 'fluShot', expiresSoonDays: 45 })]))

      for (const days of [0, 366, 12.5, '30', null]) {
        const refused = await superAdmin.put(`/api/admin/document-types/${id}`, { expiresSoonDays: days })
        expect(refused.status).toBe(422)
        expect(refused.body.errors).toEqual({ expiresSoonDays: 'Enter a whole number of days from 1 to 365.' })
      }
      for (const days of [1, 365]) {
        expect((await superAdmin.put(`/api/admin/document-types/${id}`, { id, type: 'fluShot', label: 'Flu shot', expiresSoonDays: days })).body.expiresSoonDays).toBe(days)
      }
      expect((await superAdmin.post('/api/admin/document-types', { type: 'mmrVax', expiresSoonDays: 0 })).status).toBe(422)
      const duplicate = await superAdmin.post('/api/admin/document-types', { type: 'fluShot', expiresSoonDays: 10 })
      expect(duplicate.status).toBe(422)
      expect(duplicate.body.errors).toHaveProperty('type')
      expect((await superAdmin.delete(`/api/admin/document-types/${id}`)).status).toBe(405)
      expect((await superAdmin.get(`/api/admin/document-types/${id}`)).body.expiresSoonDays).toBe(365)
    })
  })

  describe('who may use the console', () => {
    it('gives a manager 403 on every write and no talent to read', async () => {
      const epic = await platform('Epic')
      const roles = await superAdmin.get(`/api/admin/specialization-roles${query({ filter: { specialization: epic.id } })}`)
      const talentId = directory.userId(demo.talent)
      const attempts = [
        await manager.put(`/api/admin/talents/${talentId}`, { isDeactivated: true }),
        await manager.put(`/api/admin/talents/${talentId}`, { isTalentApprovedByPlatform: false }),
        await manager.post('/api/admin/specializations', { name: 'By a manager', parent: null }),
        await manager.put(`/api/admin/specializations/${epic.id}`, { name: 'Renamed by a manager' }),
        await manager.delete(`/api/admin/specializations/${epic.id}`),
        await manager.post('/api/admin/specialization-roles', { name: 'By a manager', specialization: epic.id }),
        await manager.put(`/api/admin/specialization-roles/${roles.body[0].id}`, { name: 'Renamed by a manager' }),
        await manager.delete(`/api/admin/specialization-skills/${roles.body[0].id}`),
        await manager.post('/api/admin/document-types', { type: 'covid19Vax', expiresSoonDays: 10 }),
      ]
      expect(attempts.map((response) => response.status)).toEqual(attempts.map(() => 403))
      expect((await superAdmin.get(`/api/admin/talents/${talentId}`)).body).toMatchObject({ isDeactivated: false, isTalentApprovedByPlatform: true })
      expect((await superAdmin.get(`/api/admin/specializations/${epic.id}`)).body.name).toBe('Epic')
      expect((await manager.get(`/api/admin/talents/${talentId}`)).status).toBe(403)
    })

    // The console is the super admin's. Before, a talent read its own row (200) and the
    // organization users their organization's through /api/admin; every other role is now refused
    // outright, on reads too, before any lookup, and anybody gets 401.
    it('refuses every role but the super admin outright with 403, and anybody with 401', async () => {
      const talentId = directory.userId(demo.talent)
      const others = await Promise.all(
        [demo.talent, demo.northwind.admin, demo.northwind.manager, demo.northwind.contact].map((email) => ApiClient.signedIn(server.url, email)),
      )
      const reads = ['/api/admin/users', `/api/admin/users/${talentId}`, '/api/admin/organizations', '/api/admin/talents', `/api/admin/specializations${query({ filter: { parent: null } })}`, '/api/admin/document-types', '/api/admin/nonexistent']
      for (const client of [...others]) {
        for (const path of reads) {
          const answer = await client.get(path)
          expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 403, body: { message: 'You are not allowed to do this.' } })
        }
      }
      const anybody = new ApiClient(server.url)
      for (const path of reads) expect((await anybody.get(path)).status).toBe(401)
      expect((await superAdmin.get(`/api/admin/users/${talentId}`)).status).toBe(200)
    })
  })
})
