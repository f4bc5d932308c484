import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Console: the engagement records on /api/admin (endpoints/engagements/adminResources.ts), read
 * the way ra-data-simple-rest reads them (filter/sort/range as JSON in the query), on the seeded
 * engagements of Northwind and Lakeside (scripts/seedEngagements.ts). Read-only: every write is 405.
 */
interface Engagement {
  id: string
  name: string
  status: string
  organization: string
  talent: string | null
  owners: string[]
  hourlyFeeCents: number | null
  hourlyFee: string | null
  talentPayRateCents: number | null
  talentPayRate: string | null
  requiredDocuments: string[]
}

const query = (params: { filter?: unknown; sort?: [string, string]; range?: [number, number] }) => {
  const search = new URLSearchParams()
  if (params.filter !== undefined) search.set('filter', JSON.stringify(params.filter))
  if (params.sort) search.set('sort', JSON.stringify(params.sort))
  search.set('range', JSON.stringify(params.range ?? [0, 499]))
  return `?${search}`
}

const SEEDED_PER_ORGANIZATION = 10

describe.each(databases)('console engagement resources (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let directory: Directory
  let northwind: string
  let lakeside: string
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(superAdmin)
    northwind = directory.organizationId('Northwind Health System')
    lakeside = directory.organizationId('Lakeside Medical Center')
  }, 180_000)
  afterAll(() => server?.stop())

  const list = async <T = Engagement>(resource: string, params: Parameters<typeof query>[0] = {}) => {
    const response = await superAdmin.get(`/api/admin/${resource}${query(params)}`)
    expect(response.status).toBe(200)
    return response.body as T[]
  }

  describe('engagements', () => {
    it('lists every organization’s engagements, drafts included, with the range in Content-Range', async () => {
      const response = await superAdmin.get(`/api/admin/engagements${query({ sort: ['name', 'ASC'], range: [0, 4] })}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-range')).toBe(`engagements 0-4/${2 * SEEDED_PER_ORGANIZATION}`)
      const names = (response.body as Engagement[]).map((engagement) => engagement.name)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
      const all = await list('engagements')
      expect(new Set(all.map((engagement) => engagement.organization))).toEqual(new Set([northwind, lakeside]))
      expect(new Set(all.map((engagement) => engagement.status))).toEqual(
        new Set(['draft', 'pending', 'accepted', 'active', 'declined', 'withdrawn', 'terminated', 'expired']),
      )
    })

    it('filters by organization, status (one, several, or all) and a search on the name', async () => {
      const own = await list('engagements', { filter: { organization: northwind } })
      expect(own).toHaveLength(SEEDED_PER_ORGANIZATION)
      expect(own.every((engagement) => engagement.organization === northwind)).toBe(true)

      const active = await list('engagements', { filter: { organization: lakeside, status: 'active' } })
      expect(active.map((engagement) => engagement.name).sort()).toEqual([
        'Epic ClinDoc super-user training',
        'Epic OpTime perioperative build',
      ])
      const held = await list('engagements', { filter: { status: ['accepted', 'active'] } })
      expect(held.length).toBeGreaterThan(active.length)
      expect(held.every((engagement) => ['accepted', 'active'].includes(engagement.status))).toBe(true)
      expect(await list('engagements', { filter: { status: 'all' } })).toHaveLength(2 * SEEDED_PER_ORGANIZATION)

      const found = await list('engagements', { filter: { q: 'willow' } })
      expect(found.map((engagement) => engagement.name).sort()).toEqual([
        'Epic Willow Ambulatory pharmacy build',
        'Epic Willow Inpatient pharmacy build',
      ])
    })

    it('matches nothing, rather than failing, on a status or an id that is no such thing', async () => {
      expect(await list('engagements', { filter: { status: 'sleeping' } })).toEqual([])
      expect(await list('engagements', { filter: { talent: 'not-an-id' } })).toEqual([])
      expect(await list('engagements', { filter: { organization: ['nope'] } })).toEqual([])
      expect(await list('engagements', { filter: { owners: 'nope' } })).toEqual([])
    })

    it('finds a talent’s accepted and active engagements (the deactivation warning) and an owner’s', async () => {
      const emily = directory.userId(demo.talent)
      const held = await list('engagements', { filter: { talent: emily, status: ['accepted', 'active'] }, sort: ['name', 'ASC'] })
      expect(held.map((engagement) => engagement.name)).toEqual(['Clarity report writing sprint'])
      const everything = await list('engagements', { filter: { talent: emily } })
      expect(everything.length).toBeGreaterThan(held.length)
      expect(everything.every((engagement) => engagement.talent === emily)).toBe(true)

      const manager = directory.userId(demo.northwind.manager)
      const owned = await list('engagements', { filter: { owners: manager } })
      expect(owned).toHaveLength(SEEDED_PER_ORGANIZATION)
      expect(owned.every((engagement) => engagement.owners.includes(manager))).toBe(true)
    })

    it('carries the rates as cents and as the API’s two-decimal text', async () => {
      const [sent] = await list('engagements', { filter: { q: 'Clarity report writing sprint' } })
      expect(sent!.talentPayRateCents).toBe(8500)
      expect(sent!.talentPayRate).toBe('85.00')
      expect(sent!.hourlyFeeCents).toEqual(expect.any(Number))
      expect(sent!.hourlyFeeCents!).toBeGreaterThan(8500)
      expect(sent!.hourlyFee).toBe((sent!.hourlyFeeCents! / 100).toFixed(2))
      const one = await superAdmin.get(`/api/admin/engagements/${sent!.id}`)
      expect(one.status).toBe(200)
      expect(one.body).toMatchObject({
        id: sent!.id,
        name: 'Clarity report writing sprint',
        hourlyFee: sent!.hourlyFee,
        talentPayRate: '85.00',
      })
    })

    it('writes nothing: create, update and delete answer 405 and the engagement stays', async () => {
      const [engagement] = await list('engagements', { filter: { q: 'Epic Beaker lab build' } })
      expect((await superAdmin.post('/api/admin/engagements', { name: 'Console write', organization: northwind })).status).toBe(405)
      expect((await superAdmin.put(`/api/admin/engagements/${engagement!.id}`, { status: 'active' })).status).toBe(405)
      expect((await superAdmin.delete(`/api/admin/engagements/${engagement!.id}`)).status).toBe(405)
      expect((await superAdmin.get(`/api/admin/engagements/${engagement!.id}`)).body).toMatchObject({ status: 'declined' })
    })

    it('refuses everyone but the super admin before any lookup', async () => {
      for (const email of [demo.northwind.admin, demo.northwind.manager, demo.talent]) {
        const client = await ApiClient.signedIn(server.url, email)
        expect((await client.get('/api/admin/engagements')).status).toBe(403)
        expect((await client.get(`/api/admin/required-documents${query({ filter: { organization: northwind } })}`)).status).toBe(403)
      }
      expect((await new ApiClient(server.url).get('/api/admin/purchase-orders')).status).toBe(401)
    })
  })

  describe('what hangs off an engagement (the show page’s references)', () => {
    it('reads an engagement’s history oldest first, its talent’s answers and its POs by engagement', async () => {
      const [terminated] = await list('engagements', { filter: { q: 'Epic Security role audit' } })
      const events = await list<{ engagement: string; at: string; kind: string; toStatus: string | null; note: string | null }>(
        'engagement-events',
        {
          filter: { engagement: terminated!.id },
          sort: ['at', 'ASC'],
        },
      )
      expect(events.length).toBeGreaterThanOrEqual(3)
      expect(events.every((event) => event.engagement === terminated!.id)).toBe(true)
      expect(events.map((event) => event.at)).toEqual([...events.map((event) => event.at)].sort())
      expect(events.at(-1)).toMatchObject({
        kind: 'status_change',
        toStatus: 'terminated',
        note: 'The audit moved to the internal security team.',
      })

      const filled = await list<{ engagement: string; requiredDocument: string }>('filled-documents', {
        filter: { engagement: terminated!.id },
      })
      expect(filled.length).toBe(terminated!.requiredDocuments.length)
      expect(
        filled.every((answer) => answer.engagement === terminated!.id && terminated!.requiredDocuments.includes(answer.requiredDocument)),
      ).toBe(true)

      const assigned = await list<{ engagement: string; purchaseOrder: string }>('engagement-purchase-orders', {
        filter: { engagement: terminated!.id },
      })
      expect(assigned).toHaveLength(1)
      const po = await superAdmin.get(`/api/admin/purchase-orders/${assigned[0]!.purchaseOrder}`)
      expect(po.body).toMatchObject({ name: 'NW-24-1202', organization: northwind, isUsed: true })
    })

    it('reads the documents an engagement asks for with getMany (id filter)', async () => {
      const [engagement] = await list('engagements', { filter: { q: 'Epic Willow Inpatient pharmacy build' } })
      const documents = await list<{ id: string; name: string }>('required-documents', { filter: { id: engagement!.requiredDocuments } })
      expect(documents.map((document) => document.id).sort()).toEqual([...engagement!.requiredDocuments].sort())
    })
  })

  describe('document libraries', () => {
    it('lists every organization’s library without the internal comment, by organization and search', async () => {
      const documents = await list<Record<string, unknown>>('required-documents', { sort: ['name', 'ASC'] })
      expect(documents).toHaveLength(6)
      expect(documents.every((document) => !('internalComment' in document))).toBe(true)
      const own = await list<Record<string, unknown>>('required-documents', { filter: { organization: lakeside, q: 'HIPAA' } })
      expect(own).toHaveLength(1)
      expect(own[0]).toMatchObject({
        name: 'HIPAA Privacy and Security Attestation',
        organization: lakeside,
        answerType: 'sign_and_return',
        places: { remote: true, onSite: true },
      })
      const one = await superAdmin.get(`/api/admin/required-documents/${own[0]!.id}`)
      expect(one.status).toBe(200)
      expect(one.body).not.toHaveProperty('internalComment')
      expect((await superAdmin.put(`/api/admin/required-documents/${own[0]!.id}`, { internalComment: 'x' })).status).toBe(405)
    })
  })

  describe('purchase orders', () => {
    it('lists every organization’s POs with the amount as text and whether an engagement uses them', async () => {
      const orders = await list<{
        id: string
        name: string
        organization: string
        amount: string | null
        amountCents: number | null
        isUsed: boolean
        isActive: boolean
      }>('purchase-orders', { sort: ['name', 'ASC'] })
      expect(orders.map((order) => order.name)).toEqual(['LMC-5521', 'LMC-5530', 'NW-24-0990', 'NW-24-1187', 'NW-24-1202'])
      expect(orders.find((order) => order.name === 'NW-24-1187')).toMatchObject({
        organization: northwind,
        amountCents: 18_000_000,
        amount: '180000.00',
        isUsed: true,
        isActive: true,
      })

      // A PO nobody assigned yet: made by Northwind's admin through /api/v1, then read as unused.
      const admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
      const made = await admin.post('/api/v1/organization_admin/purchase_order/', { name: 'NW-CONSOLE-1', description: 'Console check' })
      expect(made.status).toBe(201)
      const [fresh] = await list<{ id: string; isUsed: boolean; amount: string | null }>('purchase-orders', {
        filter: { q: 'NW-CONSOLE-1' },
      })
      expect(fresh).toMatchObject({ id: made.body.id, isUsed: false, amount: null })
      const byOrganization = await list<{ organization: string }>('purchase-orders', { filter: { organization: lakeside } })
      expect(byOrganization).toHaveLength(2)
      expect((await superAdmin.delete(`/api/admin/purchase-orders/${made.body.id}`)).status).toBe(405)
    })
  })
})
