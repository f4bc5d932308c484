import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Departments: the organization
 * admin's and the super admin's lists, adds and edits, the manager's read-only list, the limits and
 * messages, the taxonomy rule (a specialization node belongs to one department of an organization),
 * usersCount, isolation, and the generated REST.
 */
const ADMIN = '/api/v1/organization_admin/departments/'
const SUPER = '/api/v1/super_admin/departments/'
const MANAGER = '/api/v1/manager/departments/'
const REQUIRED = 'This field is required'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`

interface Department {
  id: string
  name: string
  depId: string | null
  description: string | null
  organizationId: string
  specializations: string[]
  usersCount: number
}

describe.each(databases)('departments (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let admin: ApiClient
  let lakesideAdmin: ApiClient
  let manager: ApiClient
  let superAdmin: ApiClient
  let nodes: string[] = []
  let counter = 0

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    ;[admin, lakesideAdmin, manager, superAdmin] = await Promise.all([
      ApiClient.signedIn(server.url, demo.northwind.admin),
      ApiClient.signedIn(server.url, demo.lakeside.admin),
      ApiClient.signedIn(server.url, demo.northwind.manager),
      ApiClient.signedIn(server.url, demo.superAdmin),
    ])
    directory = await readDirectory(superAdmin)
    const roots = await admin.get('/api/v1/specializations/?root=true&page_size=100')
    nodes = roots.body.results.flatMap((root: { children: { id: string }[] }) => root.children.map((child) => child.id))
  }, 120_000)
  afterAll(() => server?.stop())

  const name = () => `Dept ${++counter}`
  const byName = (page: { results: Department[] }) => Object.fromEntries(page.results.map((item) => [item.name, item]))

  it('lists the seeded departments of the own organization with their users count', async () => {
    const response = await admin.get(ADMIN)
    expect(response.status).toBe(200)
    const departments = byName(response.body)
    const northwind = directory.organizationId('Northwind Health System')
    expect(departments.Ambulatory).toEqual({
      id: expect.any(String),
      name: 'Ambulatory',
      depId: 'AMB',
      description: 'Clinics and outpatient applications',
      organizationId: northwind,
      specializations: [],
      usersCount: 1,
    })
    expect(departments.Inpatient!.usersCount).toBe(1)
    expect(departments['Revenue Cycle']!.usersCount).toBe(0)
    expect(response.body.results.every((item: Department) => item.organizationId === northwind)).toBe(true)
    const managerList = await manager.get(MANAGER)
    expect(managerList.status).toBe(200)
    expect(managerList.body.results.map((item: Department) => item.id).sort()).toEqual(response.body.results.map((item: Department) => item.id).sort())
  })

  it('checks the name, depId and description limits with their messages', async () => {
    const empty = await admin.post(ADMIN, { dep_id: 'X' })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({ name: [REQUIRED] })
    const long = await admin.post(ADMIN, { name: 'n'.repeat(21), dep_id: 'd'.repeat(11), description: 'x'.repeat(101) })
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual({ name: [tooLong(20)], depId: [tooLong(10)], description: [tooLong(100)] })
    const atLimit = await admin.post(ADMIN, { name: 'n'.repeat(20), dep_id: 'd'.repeat(10), description: 'x'.repeat(100) })
    expect(atLimit.status).toBe(201)
    expect(atLimit.body).toMatchObject({ name: 'n'.repeat(20), depId: 'd'.repeat(10), organizationId: directory.organizationId('Northwind Health System'), usersCount: 0 })
    const edited = await admin.patch(`${ADMIN}${atLimit.body.id}/`, { description: 'y'.repeat(101) })
    expect(edited.body.errors).toEqual({ description: [tooLong(100)] })
  })

  it('gives a node of the specialization tree to one department of an organization only', async () => {
    const first = (await admin.post(ADMIN, { name: name(), specializations: [nodes[0], nodes[1]] })).body as Department
    expect(first.specializations.sort()).toEqual([nodes[0], nodes[1]].sort())
    const second = await admin.post(ADMIN, { name: name() })
    expect(second.status).toBe(201)
    const taken = await admin.patch(`${ADMIN}${second.body.id}/`, { specializations: [nodes[2], nodes[1]] })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toEqual({ specializations: [`Already assigned to the department ${first.name}.`] })
    expect((await admin.get(ADMIN)).body.results.find((item: Department) => item.id === second.body.id).specializations).toEqual([])
    // Another organization may use the same node; the department itself may keep its own.
    expect((await lakesideAdmin.post(ADMIN, { name: name(), specializations: [nodes[1]] })).status).toBe(201)
    const same = await admin.patch(`${ADMIN}${first.id}/`, { specializations: [nodes[1], nodes[3]] })
    expect(same.status).toBe(200)
    expect(same.body.specializations.sort()).toEqual([nodes[1], nodes[3]].sort())
    // Freed nodes can be taken: nodes[0] left the first department.
    const freed = await admin.patch(`${ADMIN}${second.body.id}/`, { specializations: [nodes[0]] })
    expect(freed.status).toBe(200)
    expect(freed.body.specializations).toEqual([nodes[0]])
  })

  it('refuses ids that name no specialization node', async () => {
    for (const value of ['epic', '00000000-0000-4000-8000-000000000000']) {
      const response = await admin.post(ADMIN, { name: name(), specializations: [value] })
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({ specializations: ['Select a valid specialization.'] })
    }
  })

  it('lets the super admin add to and list any organization, filtered by organization', async () => {
    const lakeside = directory.organizationId('Lakeside Medical Center')
    expect((await superAdmin.post(SUPER, { name: name() })).body.errors).toEqual({ organizationId: [REQUIRED] })
    expect((await superAdmin.post(SUPER, { name: name(), organization_id: 'nope' })).body.errors).toEqual({ organizationId: ['Select a valid organization.'] })
    const created = await superAdmin.post(SUPER, { name: 'Lakeside Lab', organization_id: lakeside })
    expect(created.status).toBe(201)
    expect(created.body.organizationId).toBe(lakeside)
    const list = await superAdmin.get(`${SUPER}?organization=${lakeside}&page_size=100`)
    expect(list.body.results.map((item: Department) => item.name)).toEqual(expect.arrayContaining(['Ambulatory', 'Lakeside Lab']))
    expect(list.body.results.every((item: Department) => item.organizationId === lakeside)).toBe(true)
    const renamed = await superAdmin.patch(`${SUPER}${created.body.id}/`, { name: 'Lakeside Labs' })
    expect(renamed.body.name).toBe('Lakeside Labs')
    expect((await lakesideAdmin.get(ADMIN)).body.results.map((item: Department) => item.name)).toContain('Lakeside Labs')
  })

  it('answers 404 for another organization’s department, and 403 to managers and talents writing', async () => {
    const northwindDepartment = byName((await admin.get(ADMIN)).body).Ambulatory!.id
    for (const id of [northwindDepartment, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await lakesideAdmin.patch(`${ADMIN}${id}/`, { name: 'Taken over' })
      expect(response.status).toBe(404)
      expect(response.body).toEqual(NOT_FOUND)
    }
    expect(byName((await admin.get(ADMIN)).body).Ambulatory).toBeDefined()
    expect((await lakesideAdmin.get(ADMIN)).body.results.map((item: Department) => item.id)).not.toContain(northwindDepartment)
    const talent = await ApiClient.signedIn(server.url, demo.talent)
    for (const client of [manager, talent]) {
      expect((await client.post(ADMIN, { name: name() })).status).toBe(403)
      expect((await client.patch(`${ADMIN}${northwindDepartment}/`, { name: 'x' })).status).toBe(403)
      expect((await client.get(SUPER)).status).toBe(403)
    }
    expect((await talent.get(MANAGER)).status).toBe(403)
    expect((await admin.get(MANAGER)).status).toBe(403)
  })

  it('applies the same rules through the generated REST (the super admin’s only), where nobody deletes a department', async () => {
    const northwind = directory.organizationId('Northwind Health System')
    expect((await admin.post('/api/departments', { name: name(), organization: northwind })).status).toBe(403)
    expect((await manager.post('/api/departments', { name: name(), organization: northwind })).status).toBe(403)
    const own = await superAdmin.post('/api/departments', { name: name(), organization: northwind })
    expect(own.status).toBe(201)
    const first = await superAdmin.post('/api/departments', { name: name(), organization: northwind, specializations: [nodes[10]] })
    expect(first.status).toBe(201)
    const clash = await superAdmin.patch(`/api/departments/${own.body.doc.id}`, { specializations: [nodes[10]] })
    expect(clash.status).toBe(400)
    expect((await admin.delete(`/api/departments/${own.body.doc.id}`)).status).toBe(403)
    expect((await superAdmin.delete(`/api/departments/${own.body.doc.id}`)).status).toBe(403)
  })
})
