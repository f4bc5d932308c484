import { SPECIALIZATION_CATALOG, type CatalogNode } from '../../domain/specializations/catalog'
import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

interface Named {
  id: string
  name: string
}
interface TreeNode extends Named {
  numchild: number
  expertiseLevels: string[]
  roles: Named[]
  skills: Named[]
  ancestors: Named[]
  children: (Named & { numchild: number })[]
}

const PLATFORMS = [
  'Epic',
  'Oracle Health (Cerner)',
  'MEDITECH',
  'Veradigm (Allscripts)',
  'athenahealth',
  'eClinicalWorks',
  'NextGen Healthcare',
  'Infor CloudSuite Healthcare',
  'Workday (Healthcare)',
  'Healthcare IT Project & Change Management',
]

const names = (items: Named[]) => items.map((item) => item.name)
const sorted = (values: readonly string[]) => [...values].sort()
const catalogChild = (node: CatalogNode, name: string) => node.children!.find((child) => child.name === name)!

/** The seeded tree (scripts/seedData.ts seeds the catalogue as it is), read through GET /specializations/. */
describe.each(databases)('specialization tree (%s)', (database) => {
  let server: TestServer
  let talent: ApiClient
  let roots: TreeNode[]
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    talent = await ApiClient.signedIn(server.url, demo.talent)
    const response = await talent.get('/api/v1/specializations/?root=true')
    expect(response.status).toBe(200)
    roots = response.body.results
  }, 120_000)
  afterAll(() => server?.stop())

  const node = async (id: string) => {
    const response = await talent.get(`/api/v1/specializations/${id}/`)
    expect(response.status).toBe(200)
    return response.body as TreeNode
  }
  const epic = () => roots.find((root) => root.name === 'Epic')!
  const epicCatalog = SPECIALIZATION_CATALOG.find((root) => root.name === 'Epic')!

  it('lists the ten platforms at the root, each with its children, numchild and roles', async () => {
    expect(roots).toHaveLength(10)
    expect(names(roots)).toEqual(PLATFORMS)
    for (const root of roots) {
      const catalog = SPECIALIZATION_CATALOG.find((entry) => entry.name === root.name)!
      expect(root.ancestors).toEqual([])
      expect(root.children.length).toBeGreaterThan(0)
      expect(root.numchild).toBe(root.children.length)
      expect(names(root.children)).toEqual(catalog.children!.map((child) => child.name))
      for (const child of root.children) {
        expect(child.numchild).toBe(catalogChild(catalog, child.name).children?.length ?? 0)
      }
      expect(sorted(names(root.roles))).toEqual(sorted(catalog.roles ?? []))
      expect(root.expertiseLevels).toEqual(['novice', 'intermediate', 'expert'])
    }
  })

  it('returns a module with its ancestors (platform first), roles and skills', async () => {
    const clinicalId = epic().children.find((child) => child.name === 'Clinical')!.id
    const clinical = await node(clinicalId)
    const ambulatoryId = clinical.children.find((child) => child.name === 'Ambulatory')!.id
    const ambulatory = await node(ambulatoryId)
    const catalog = catalogChild(catalogChild(epicCatalog, 'Clinical'), 'Ambulatory')

    expect(ambulatory).toMatchObject({ id: ambulatoryId, name: 'Ambulatory', numchild: 0, children: [] })
    expect(ambulatory.ancestors).toEqual([
      { id: epic().id, name: 'Epic' },
      { id: clinicalId, name: 'Clinical' },
    ])
    expect(ambulatory.roles.length).toBeGreaterThan(0)
    expect(ambulatory.skills.length).toBeGreaterThan(0)
    expect(sorted(names(ambulatory.roles))).toEqual(sorted(catalog.roles!))
    expect(sorted(names(ambulatory.skills))).toEqual(sorted(catalog.skills!))
    expect(names(ambulatory.skills)).toContain('In Basket')
    for (const item of [...ambulatory.roles, ...ambulatory.skills]) expect(item.id).toMatch(/^[0-9a-f-]{36}$|^[0-9a-f]{24}$/)

    // An area lists its modules, and its ancestors are just the platform.
    expect(clinical.ancestors).toEqual([{ id: epic().id, name: 'Epic' }])
  })

  it('has a node with more than 15 children (the search box threshold): Epic → Clinical', async () => {
    const clinicalSummary = epic().children.find((child) => child.name === 'Clinical')!
    expect(clinicalSummary.numchild).toBeGreaterThan(15)
    const clinical = await node(clinicalSummary.id)
    expect(clinical.numchild).toBe(clinicalSummary.numchild)
    expect(clinical.children).toHaveLength(clinical.numchild)
    expect(names(clinical.children)).toEqual(catalogChild(epicCatalog, 'Clinical').children!.map((child) => child.name))

    // The same children through the list with parent, paged.
    const listed = await talent.get(`/api/v1/specializations/?parent=${clinicalSummary.id}&page_size=10`)
    expect(listed.status).toBe(200)
    expect(listed.body.count).toBe(clinical.numchild)
    expect(listed.body.results).toHaveLength(10)
    expect(names(listed.body.results)).toEqual(names(clinical.children).slice(0, 10))
    // Children listed under a parent carry the path down to that parent.
    for (const child of listed.body.results as TreeNode[]) expect(names(child.ancestors)).toEqual(['Epic', 'Clinical'])
  })

  it('finds nodes by name under a parent', async () => {
    const clinicalId = epic().children.find((child) => child.name === 'Clinical')!.id
    const found = await talent.get(`/api/v1/specializations/?parent=${clinicalId}&search=ambul`)
    expect(found.status).toBe(200)
    expect(names(found.body.results)).toContain('Ambulatory')
    for (const result of found.body.results) expect(result.name.toLowerCase()).toContain('ambul')
  })

  it('is for signed-in users only: anonymous gets 401', async () => {
    const anonymous = new ApiClient(server.url)
    for (const path of ['/api/v1/specializations/?root=true', `/api/v1/specializations/${epic().id}/`]) {
      const response = await anonymous.get(path)
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ errors: { nonFieldErrors: ['Authentication credentials were not provided.'] } })
    }
  })
})
