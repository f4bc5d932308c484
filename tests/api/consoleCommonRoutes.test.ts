import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The console's reads behind the spec's common routes for the super admin: every
 * organization's opportunities with their applicants (endpoints/opportunities/adminResources.ts) and the
 * knowledge center as its readers see it (endpoints/knowledgeCenter/adminReaderResources.ts). Only the super
 * admin reads them (every other role 403), nothing is written (405), and what the console shows of an
 * organization is what that organization's admin reads of itself through /api/v1.
 */
const RESOURCES = ['opportunities', 'opportunity-applicants', 'published-faqs', 'published-videos'] as const
const EDITOR = 'editor.common-routes@talentgrid.local'
const EDITOR_PASSWORD = 'Editor-Password-2026!'

const query = (filter: Record<string, unknown> = {}, range: [number, number] = [0, 499], sort?: [string, string]) => {
  const search = new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify(range) })
  if (sort) search.set('sort', JSON.stringify(sort))
  return `?${search}`
}

interface ConsoleOpportunity {
  id: string
  title: string
  status: string
  organization: { id: string; name: string }
  applicantsCount: number
  talentsCount: number
  questions: { id: string; question: string }[]
  specializations: { name: string; roles: { name: string }[]; skills: { name: string }[] }[]
  rateMin: string | null
  startDate: string | null
}
interface ConsoleApplicant {
  id: string
  opportunityId: string
  talentId: string
  talentFullName: string
  status: string
  hasApplied: boolean
  answers: { question: string; answer: string }[]
}

describe.each(databases)('console reads of the common routes (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  const others: Record<string, ApiClient> = {}
  const admins: Record<string, ApiClient> = {}
  const organizations: Record<string, string> = {}

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { SEED_OPPORTUNITIES: 'true', SEED_KNOWLEDGE_CENTER: 'true', RUN_JOBS: 'false' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const created = await superAdmin.post('/api/admin/users', { email: EDITOR, firstName: 'Nora', lastName: 'Editor', role: 'content_editor', password: EDITOR_PASSWORD })
    if (created.status !== 201) throw new Error(`content editor not created: ${created.status} ${JSON.stringify(created.body)}`)
    const [talent, manager, admin, contact, lakesideAdmin, editor] = await Promise.all([
      ApiClient.signedIn(server.url, demo.talent),
      ApiClient.signedIn(server.url, demo.northwind.manager),
      ApiClient.signedIn(server.url, demo.northwind.admin),
      ApiClient.signedIn(server.url, demo.northwind.contact),
      ApiClient.signedIn(server.url, demo.lakeside.admin),
      ApiClient.signedIn(server.url, EDITOR, EDITOR_PASSWORD),
    ])
    Object.assign(others, { talent: talent!, manager: manager!, organization_admin: admin!, contact: contact!, content_editor: editor! })
    Object.assign(admins, { northwind: admin!, lakeside: lakesideAdmin! })
    const directory = await readDirectory(superAdmin)
    organizations.northwind = directory.organizationId('Northwind Health System')
    organizations.lakeside = directory.organizationId('Lakeside Medical Center')
  }, 240_000)
  afterAll(() => server?.stop())

  const list = async <T>(resource: string, filter: Record<string, unknown> = {}, sort?: [string, string]) => {
    const response = await superAdmin.get(`/api/admin/${resource}${query(filter, [0, 499], sort)}`)
    expect(response.status).toBe(200)
    return response.body as T[]
  }

  /** An organization's opportunities as its own admin reads them through /api/v1 (every status). */
  const ownOpportunities = async (organization: 'northwind' | 'lakeside') => {
    const response = await admins[organization]!.get('/api/v1/org-side/opportunities/?page_size=100')
    expect(response.status).toBe(200)
    return response.body.results as ConsoleOpportunity[]
  }

  it('lists every organization’s opportunities, drafts and closed ones too, as each organization reads its own', async () => {
    const all = await list<ConsoleOpportunity>('opportunities', {}, ['title', 'ASC'])
    const own = [...(await ownOpportunities('northwind')), ...(await ownOpportunities('lakeside'))]
    expect(own.length).toBeGreaterThan(0)
    expect(all.map((item) => item.id).sort()).toEqual(own.map((item) => item.id).sort())
    expect(new Set(all.map((item) => item.organization.id))).toEqual(new Set([organizations.northwind, organizations.lakeside]))
    expect(new Set(all.map((item) => item.status))).toEqual(new Set(own.map((item) => item.status)))
    for (const mine of own) {
      const shown = all.find((item) => item.id === mine.id)!
      expect({ title: shown.title, organization: shown.organization, status: shown.status, applicants: shown.applicantsCount, talents: shown.talentsCount }).toEqual({
        title: mine.title,
        organization: mine.organization,
        status: mine.status,
        applicants: mine.applicantsCount,
        talents: mine.talentsCount,
      })
      expect(shown.specializations).toEqual(mine.specializations)
      expect(shown.questions).toEqual(mine.questions)
      expect(shown.rateMin).toEqual(mine.rateMin)
    }
    expect(all.some((item) => item.applicantsCount > 0)).toBe(true)
  })

  it('filters opportunities by organization, status and title, and opens one', async () => {
    const lakeside = await list<ConsoleOpportunity>('opportunities', { organization: organizations.lakeside })
    expect(lakeside.length).toBeGreaterThan(0)
    expect(lakeside.every((item) => item.organization.id === organizations.lakeside)).toBe(true)
    const open = await list<ConsoleOpportunity>('opportunities', { status: 'open' })
    expect(open.length).toBeGreaterThan(0)
    expect(open.every((item) => item.status === 'open')).toBe(true)
    expect(await list('opportunities', { status: 'nonsense' })).toEqual([])
    const found = await list<ConsoleOpportunity>('opportunities', { q: 'Epic Ambulatory go-live' })
    expect(found.map((item) => item.title)).toEqual(['Epic Ambulatory go-live support'])
    const one = await superAdmin.get(`/api/admin/opportunities/${found[0]!.id}`)
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ id: found[0]!.id, title: 'Epic Ambulatory go-live support', organization: { name: 'Northwind Health System' } })
  })

  it('lists an opportunity’s applicants with their state and application, as its organization reads them', async () => {
    const opportunities = await list<ConsoleOpportunity>('opportunities')
    for (const opportunity of opportunities.filter((item) => item.talentsCount > 0)) {
      const applicants = await list<ConsoleApplicant>('opportunity-applicants', { opportunity: opportunity.id })
      const organization = opportunity.organization.id === organizations.northwind ? 'northwind' : 'lakeside'
      const response = await admins[organization]!.get(`/api/v1/org-side/opportunity-talent/?opportunity_id=${opportunity.id}&page_size=100`)
      expect(response.status).toBe(200)
      const own = response.body.results as ConsoleApplicant[]
      // The organization's list leaves removed talents out; the console shows them with their state.
      expect(applicants.filter((row) => row.status !== 'removed').map((row) => row.id).sort()).toEqual(own.map((row) => row.id).sort())
      for (const row of own) {
        const shown = applicants.find((item) => item.id === row.id)!
        expect({ name: shown.talentFullName, status: shown.status, hasApplied: shown.hasApplied, answers: shown.answers }).toEqual({
          name: row.talentFullName,
          status: row.status,
          hasApplied: row.hasApplied,
          answers: row.answers,
        })
      }
      expect(applicants.filter((row) => row.hasApplied && row.status !== 'removed')).toHaveLength(opportunity.applicantsCount)
    }
  })

  it('reads the published knowledge center only: a draft stays out until it is published', async () => {
    const faqs = await list<{ id: string; question: string; category: { name: string } | null; audience: string }>('published-faqs')
    expect(faqs.length).toBeGreaterThan(0)
    expect(faqs.every((faq) => faq.category?.name)).toBe(true)
    const category = faqs[0]!.category as unknown as { id: string }
    const draft = await superAdmin.post('/api/admin/knowledge-center-faqs', {
      question: 'A question still being written',
      answer: '<p>Not yet.</p>',
      category: category.id,
      audience: 'both',
      order: 99,
      status: 'draft',
    })
    expect(draft.status).toBe(201)
    const questions = async () => (await list<{ question: string }>('published-faqs')).map((faq) => faq.question)
    expect(await questions()).not.toContain('A question still being written')
    expect((await superAdmin.put(`/api/admin/knowledge-center-faqs/${draft.body.id}`, { status: 'published' })).status).toBe(200)
    expect(await questions()).toContain('A question still being written')
    // What one kind of reader sees: their audience and 'both'.
    const talentView = await list<{ audience: string }>('published-faqs', { audience: 'talent' })
    expect(talentView.length).toBeGreaterThan(0)
    expect(talentView.every((faq) => faq.audience === 'talent' || faq.audience === 'both')).toBe(true)
    const videos = await list<{ title: string; audience: string }>('published-videos')
    expect(videos.length).toBeGreaterThan(0)
    expect(videos.every((video) => typeof video.title === 'string' && video.title.length > 0)).toBe(true)
  })

  it.each(['talent', 'manager', 'organization_admin', 'contact', 'content_editor'])('refuses every read to a %s (403)', async (role) => {
    const client = others[role]!
    const [opportunity] = await list<ConsoleOpportunity>('opportunities', {}, ['title', 'ASC'])
    for (const resource of RESOURCES) {
      expect({ resource, status: (await client.get(`/api/admin/${resource}`)).status }).toEqual({ resource, status: 403 })
      expect({ resource, status: (await client.get(`/api/admin/${resource}/${opportunity!.id}`)).status }).toEqual({ resource, status: 403 })
    }
  })

  it('writes nothing: every write is 405, for the super admin too', async () => {
    const [opportunity] = await list<ConsoleOpportunity>('opportunities')
    for (const resource of RESOURCES) {
      expect({ resource, status: (await superAdmin.post(`/api/admin/${resource}`, { title: 'x' })).status }).toEqual({ resource, status: 405 })
      expect({ resource, status: (await superAdmin.put(`/api/admin/${resource}/${opportunity!.id}`, { title: 'x' })).status }).toEqual({ resource, status: 405 })
      expect({ resource, status: (await superAdmin.delete(`/api/admin/${resource}/${opportunity!.id}`)).status }).toEqual({ resource, status: 405 })
    }
    expect((await superAdmin.get(`/api/admin/opportunities/${opportunity!.id}`)).body.title).toBe(opportunity!.title)
  })
})
