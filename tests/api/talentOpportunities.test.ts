import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { OPPORTUNITY, OPPORTUNITY_TALENT, TALENT_APPLY, TALENT_OPPORTUNITIES, applyToOpportunity, createOpportunity, inviteToOpportunity } from '../helpers/opportunities'
import { inDays, modulesAtDepthThree, type ModuleNode } from '../helpers/profileFixtures'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The talent's opportunities: only open ones and those the talent is
 * on, never a draft; "fits me" by the opportunity read as search criteria with the fit's score and
 * reasons; the talent's applications; and isolation: another organization never sees another's
 * opportunities, applicants or applications, a talent never another talent's.
 */
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }

jest.setTimeout(90_000)

const ids = (page: { results: { id: string }[] }) => page.results.map((item) => item.id)

describe.each(databases)('opportunities, talent side (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let admin: ApiClient
  let lakesideAdmin: ApiClient
  let emily: ApiClient
  let james: ApiClient
  let modules: ModuleNode[]
  let fitting: any
  let other: any
  let draft: any
  let closed: any
  let lakesideOpen: any

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
    ;[admin, lakesideAdmin, emily, james] = await Promise.all([demo.northwind.admin, demo.lakeside.admin, demo.talent, demo.otherTalent].map((email) => ApiClient.signedIn(server.url, email)))
    modules = await modulesAtDepthThree(admin, 2)
    const [first, second] = modules
    // James: first module (intermediate, two roles), available remotely 30 h a week from tomorrow. Emily keeps an empty profile.
    const claim = await james.post('/api/v1/talent/specializations/', { specialization: first!.id, expertise: 'intermediate', roles: first!.roles.slice(0, 1).map((r) => r.id), skills: [] })
    const window = await james.post('/api/v1/talent/availabilities/', { available_from_date: inDays(1), hours_per_week: 30, do_remote_contract: true })
    if (claim.status !== 201 || window.status !== 201) throw new Error(`profile not set up: ${claim.status} ${window.status} ${JSON.stringify(claim.body)}`)
    const asks = (module: ModuleNode) => [{ specialization_id: module.id, role_ids: module.roles.slice(0, 1).map((r) => r.id) }]
    fitting = await createOpportunity(admin, { specializations: asks(first!), rate_min: '80', rate_max: '95', hours_per_week: 40 })
    other = await createOpportunity(admin, { specializations: asks(second!) })
    draft = await createOpportunity(admin, { status: 'draft', specializations: asks(first!) })
    closed = await createOpportunity(admin, { specializations: asks(first!) })
    await admin.patch(`${OPPORTUNITY}${closed.id}/`, { status: 'closed' })
    lakesideOpen = await createOpportunity(lakesideAdmin, { specializations: asks(first!), hours_per_week: 20 })
  }, 180_000)
  afterAll(() => server?.stop())

  it('lists the open opportunities that fit the talent, best fit first, with the score and its reasons', async () => {
    const response = await james.get(TALENT_OPPORTUNITIES)
    expect(response.status).toBe(200)
    const listed = ids(response.body)
    expect(listed).toEqual(expect.arrayContaining([fitting.id, lakesideOpen.id]))
    for (const hidden of [other.id, draft.id, closed.id]) expect(listed).not.toContain(hidden)
    const mine = response.body.results.find((item: any) => item.id === fitting.id)
    expect(mine).toMatchObject({
      title: fitting.title,
      status: 'open',
      organization: { name: 'Northwind Health System' },
      rateMin: '80.00',
      rateMax: '95.00',
      application: null,
      canApply: true,
      cannotApplyReason: null,
    })
    expect(mine.specializations).toEqual([expect.objectContaining({ specializationId: modules[0]!.id, name: modules[0]!.name })])
    expect(mine.fit.score).toBeGreaterThan(0)
    expect(mine.fit.score).toBeLessThanOrEqual(100)
    expect(mine.fit.reasons.join(' | ')).toContain(`Has `)
    expect(mine.fit.reasons.join(' | ')).toContain(modules[0]!.name)
    const scores = response.body.results.map((item: any) => item.fit.score ?? -1)
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a))
    expect(response.body.count).toBe(response.body.results.length)
  })

  it('lists every open opportunity with fits_me=false; an empty profile fits none', async () => {
    const all = await james.get(`${TALENT_OPPORTUNITIES}?fits_me=false&page_size=100`)
    expect(ids(all.body)).toEqual(expect.arrayContaining([fitting.id, other.id, lakesideOpen.id]))
    for (const hidden of [draft.id, closed.id]) expect(ids(all.body)).not.toContain(hidden)
    // Not a candidate (no claim of its node), yet its fit is stated: availability fits, the specialization does not.
    const otherFit = all.body.results.find((item: any) => item.id === other.id).fit
    expect(otherFit.score).toBeLessThan(all.body.results.find((item: any) => item.id === fitting.id).fit.score)
    expect(otherFit.reasons).toContain(`No ${modules[1]!.name}`)
    const emilyFits = await emily.get(TALENT_OPPORTUNITIES)
    for (const id of [fitting.id, other.id, lakesideOpen.id]) expect(ids(emilyFits.body)).not.toContain(id)
    const emilyAll = await emily.get(`${TALENT_OPPORTUNITIES}?fits_me=false&page_size=100&search=${encodeURIComponent(fitting.title)}`)
    expect(ids(emilyAll.body)).toEqual([fitting.id])
  })

  it('pages the fitting list', async () => {
    const first = await james.get(`${TALENT_OPPORTUNITIES}?page_size=1`)
    const second = await james.get(`${TALENT_OPPORTUNITIES}?page_size=1&page=2`)
    expect(first.body.results).toHaveLength(1)
    expect(second.body.results).toHaveLength(1)
    expect(first.body.results[0].id).not.toBe(second.body.results[0].id)
    expect(first.body.next).toContain('page=2')
  })

  it('shows one opportunity when open or when the talent is on it, never a draft', async () => {
    expect((await emily.get(`${TALENT_OPPORTUNITIES}${fitting.id}/`)).status).toBe(200)
    for (const hidden of [draft.id, closed.id, 'not-an-id']) expect(await emily.get(`${TALENT_OPPORTUNITIES}${hidden}/`)).toMatchObject({ status: 404, body: NOT_FOUND })
    const opportunity = await createOpportunity(admin, { questions: [{ question: 'Why you?' }] })
    await applyToOpportunity(james, opportunity)
    await inviteToOpportunity(admin, opportunity.id, [directory.userId('sofia.martinez@talent.example')])
    await admin.patch(`${OPPORTUNITY}${opportunity.id}/`, { status: 'closed' })
    // Closed: James applied and still reads it (Opportunity closed); Emily, not on it, does not.
    const his = await james.get(`${TALENT_OPPORTUNITIES}${opportunity.id}/`)
    expect(his.status).toBe(200)
    expect(his.body).toMatchObject({ status: 'closed', application: { status: 'closed' }, canApply: false, cannotApplyReason: 'You have already applied to this opportunity.' })
    expect((await emily.get(`${TALENT_OPPORTUNITIES}${opportunity.id}/`)).status).toBe(404)
    const sofia = await ApiClient.signedIn(server.url, 'sofia.martinez@talent.example')
    expect((await sofia.get(`${TALENT_OPPORTUNITIES}${opportunity.id}/`)).body).toMatchObject({ application: null, canApply: false, cannotApplyReason: 'Only open opportunities accept applications.' })
    const applications = await james.get(TALENT_APPLY)
    expect(applications.body.results[0]).toMatchObject({ status: 'closed', opportunity: { id: opportunity.id, status: 'closed', organizationName: 'Northwind Health System' }, apply: { form: 'new' } })
  })

  it('keeps each talent to their own applications, and each organization to its own applicants', async () => {
    const opportunity = await createOpportunity(admin)
    const application = await applyToOpportunity(emily, opportunity)
    expect(application).toMatchObject({ status: 'applied', apply: { talentId: directory.userId(demo.talent) } })
    const jamesApplications = await james.get(`${TALENT_APPLY}?page_size=100`)
    expect(jamesApplications.body.results.map((item: any) => item.id)).not.toContain(application.id)
    expect(jamesApplications.body.results.every((item: any) => item.apply.talentId === directory.userId(demo.otherTalent))).toBe(true)
    // Lakeside: not its opportunity, applicants or application.
    expect(await lakesideAdmin.get(`${OPPORTUNITY}${opportunity.id}/`)).toMatchObject({ status: 404, body: NOT_FOUND })
    expect((await lakesideAdmin.get(`${OPPORTUNITY_TALENT}?opportunity_id=${opportunity.id}`)).status).toBe(422)
    expect(await lakesideAdmin.get(`/api/v1/org-side/opportunity-apply/${application.id}/`)).toMatchObject({ status: 404, body: NOT_FOUND })
    expect(await lakesideAdmin.patch(`/api/v1/org-side/opportunity-apply/${application.id}/`, { manager_comment: 'x' })).toMatchObject({ status: 404, body: NOT_FOUND })
    expect(ids((await lakesideAdmin.get('/api/v1/org-side/opportunities/?page_size=100')).body)).not.toContain(opportunity.id)
    // Northwind sees its applicant.
    const applicants = await admin.get(`${OPPORTUNITY_TALENT}?opportunity_id=${opportunity.id}`)
    expect(applicants.body.results.map((row: any) => row.apply.id)).toEqual([application.id])
    // The talent side is the talent's; the generated REST shows a talent only their own rows.
    expect((await admin.get(TALENT_OPPORTUNITIES)).status).toBe(403)
    expect((await new ApiClient(server.url).get(TALENT_OPPORTUNITIES)).status).toBe(401)
    // The generated REST is the super admin's only.
    expect((await james.get('/api/opportunity-applies?depth=0&limit=100')).status).toBe(403)
    expect((await james.get(`/api/opportunities?depth=0&limit=100&where[id][equals]=${draft.id}`)).status).toBe(403)
  })
})
