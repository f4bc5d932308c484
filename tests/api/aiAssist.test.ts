import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { GO_LIVE_QUESTIONS } from '../../scripts/demoOpportunities'

jest.setTimeout(60_000)

/**
 * AI assistance on the seeded demo opportunities (SEED_OPPORTUNITIES)
 * with the five AI flags on. The server's AI_BASE_URL points at a tiny chat-completions server started
 * here: it refuses (503) unless a test tells it otherwise, so the answers are the offline provider's;
 * the last tests make it answer well, badly, with a 500 and not at all. Roles and flag-off are in the
 * authorization matrix (its server runs without the AI flags) and in the isolation suite.
 */
const AI = {
  titleDescription: '/api/v1/org-side/ai/opportunity-title-description/',
  questions: '/api/v1/org-side/ai/opportunity-questions/',
  overview: '/api/v1/org-side/ai/talent-overview/',
  review: '/api/v1/org-side/opportunity-ai/',
  rating: '/api/v1/org-side/opportunity-ai-talent-rating/',
}
const FLAGS = 'ai_opportunity_creation,ai_generated_application_questions,ai_discovery_of_talent_profile,ai_applicant_review,ai_org_side_matching'
const ALLOWED_TAGS = /^<\/?(p|ul|li|strong|em|br) ?\/?>$/

type FakeReply = { status: number; body: string } | 'hang'

describe.each(databases)('AI assistance (%s)', (database) => {
  let server: TestServer
  let fake: Server
  let reply: () => FakeReply = () => ({ status: 503, body: '{"error":"unavailable"}' })
  const prompts: { authorization?: string; body: any }[] = []
  let directory: Directory
  const c = {} as Record<'admin' | 'manager' | 'manager2' | 'superAdmin' | 'lakesideAdmin', ApiClient>
  const ids = {} as Record<'goLive' | 'conversion' | 'lakesideOpportunity' | 'hannahOnGoLive' | 'emilyOnGoLive' | 'sofiaOnConversion' | 'lakesideApplicant' | 'hannah' | 'unapproved' | 'lakesideManager' | 'ambulatory', string>

  beforeAll(async () => {
    fake = createServer((request, response) => {
      let text = ''
      request.on('data', (chunk) => (text += chunk))
      request.on('end', () => {
        prompts.push({ authorization: request.headers.authorization, body: JSON.parse(text) })
        const answer = reply()
        if (answer !== 'hang') response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
      })
    })
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
    const env = {
      FEATURE_FLAGS: FLAGS,
      SEED_OPPORTUNITIES: 'true',
      AI_BASE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`,
      AI_API_KEY: 'sk-local-test',
      AI_MODEL: 'tiny-model',
      AI_TIMEOUT_MS: '1500',
    }
    server = await startTestServer({ database, seed: true, env })
    const emails = { admin: demo.northwind.admin, manager: demo.northwind.manager, manager2: demo.northwind.manager2, superAdmin: demo.superAdmin, lakesideAdmin: demo.lakeside.admin }
    await Promise.all(Object.entries(emails).map(async ([key, email]) => (c[key as keyof typeof c] = await ApiClient.signedIn(server.url, email))))
    directory = await readDirectory(c.superAdmin)
    const opportunity = async (title: string) => {
      const found = await c.superAdmin.get(`/api/opportunities?depth=0&limit=1&where[title][equals]=${encodeURIComponent(title)}`)
      if (!found.body.docs?.[0]) throw new Error(`no seeded opportunity ${title}: ${JSON.stringify(found.body)}`)
      return found.body.docs[0].id as string
    }
    const applicant = async (opportunityId: string, email: string) => {
      const found = await c.superAdmin.get(`/api/opportunity-talents?depth=0&limit=1&where[opportunity][equals]=${opportunityId}&where[talent][equals]=${directory.userId(email)}`)
      if (!found.body.docs?.[0]) throw new Error(`no seeded applicant ${email}`)
      return found.body.docs[0].id as string
    }
    ids.goLive = await opportunity('Epic Ambulatory go-live support')
    ids.conversion = await opportunity('Cerner to Epic data conversion analyst')
    ids.lakesideOpportunity = await opportunity('Epic ClinDoc nursing go-live support')
    ids.hannahOnGoLive = await applicant(ids.goLive, 'hannah.lee@talent.example')
    ids.emilyOnGoLive = await applicant(ids.goLive, demo.talent)
    ids.sofiaOnConversion = await applicant(ids.conversion, 'sofia.martinez@talent.example')
    const lakesideRows = await c.superAdmin.get(`/api/opportunity-talents?depth=0&limit=1&where[opportunity][equals]=${ids.lakesideOpportunity}`)
    ids.lakesideApplicant = lakesideRows.body.docs[0].id
    ids.hannah = directory.userId('hannah.lee@talent.example')
    ids.unapproved = directory.userId('luis.herrera@talent.example')
    ids.lakesideManager = directory.userId(demo.lakeside.manager)
    // The go-live asks Epic > Clinical > Ambulatory with two roles and three skills. Test servers seed no
    // demo profiles: Hannah Lee claims the node (expert) with one of the roles and two of the skills, and
    // is available from tomorrow, 30 hours a week, on site or remote.
    const parts = await c.superAdmin.get(`/api/opportunity-specializations?depth=0&limit=1&where[opportunity][equals]=${ids.goLive}`)
    const asked = parts.body.docs[0] as { specialization: string; roles: string[]; skills: string[] }
    ids.ambulatory = asked.specialization
    const hannah = await ApiClient.signedIn(server.url, 'hannah.lee@talent.example')
    const claimed = await hannah.post('/api/v1/talent/specializations/', { specialization: asked.specialization, expertise: 'expert', roles: asked.roles.slice(0, 1), skills: asked.skills.slice(0, 2) })
    const available = await hannah.post('/api/v1/talent/availabilities/', { available_from_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), hours_per_week: 30, do_on_site_contract: true, do_remote_contract: true })
    if (claimed.status !== 201 || available.status !== 201) throw new Error(`profile not made: ${JSON.stringify([claimed.body, available.body])}`)
  }, 300_000)
  afterAll(async () => {
    await server?.stop()
    fake?.closeAllConnections()
    await new Promise((resolve) => fake?.close(resolve))
  })

  const onlyAllowedTags = (html: string) => (html.match(/<[^>]*>/g) ?? []).every((tag) => ALLOWED_TAGS.test(tag))
  const refused = async (client: ApiClient, path: string, body: unknown, field: string, message: string) => {
    const response = await client.post(path, body)
    expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 422, body: { errors: { [field]: [message] } } })
  }

  it('writes a title and a description from a saved opportunity, and from the loose fields of the form', async () => {
    const saved = await c.manager.post(AI.titleDescription, { opportunity_id: ids.goLive })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ generated: true, provider: 'offline', title: 'Epic Ambulatory Go-Live Support — Madison, WI' })
    for (const part of ['Epic &gt; Clinical &gt; Ambulatory (intermediate)', 'SmartTools', '24 hours a week', 'On site and remote in Madison, WI']) expect(saved.body.description).toContain(part)
    expect(onlyAllowedTags(saved.body.description)).toBe(true)

    const loose = await c.admin.post(AI.titleDescription, { specialization_ids: [ids.ambulatory], work_kind: 'build', place: 'remote', notes: 'Three clinics <script>x</script> first' })
    expect(loose.status).toBe(200)
    expect(loose.body.title).toBe('Epic Ambulatory Build Analyst (Remote)')
    expect(loose.body.description).toContain('Three clinics &lt;script&gt;x&lt;/script&gt; first')
    expect(onlyAllowedTags(loose.body.description)).toBe(true)
    // The same input gives the same answer.
    expect((await c.admin.post(AI.titleDescription, { specialization_ids: [ids.ambulatory], work_kind: 'build', place: 'remote', notes: 'Three clinics <script>x</script> first' })).body).toEqual(loose.body)
  })

  it('refuses what the caller may not read or what is no choice, with 422 on the field', async () => {
    await refused(c.manager, AI.titleDescription, { opportunity_id: ids.lakesideOpportunity }, 'opportunityId', 'Select a valid opportunity.')
    await refused(c.lakesideAdmin, AI.questions, { opportunity_id: ids.goLive }, 'opportunityId', 'Select a valid opportunity.')
    await refused(c.manager, AI.titleDescription, { specialization_ids: [ids.ambulatory, '00000000-0000-4000-8000-000000000000'] }, 'specializationIds', 'Select a valid specialization.')
    await refused(c.manager, AI.titleDescription, { work_kind: 'juggling' }, 'workKind', 'Select a valid choice.')
    await refused(c.manager, AI.titleDescription, { notes: 'x'.repeat(2001) }, 'notes', 'Ensure this field has no more than 2000 characters.')
    await refused(c.manager, AI.overview, { talent_id: ids.unapproved }, 'talentId', 'Select a valid talent.')
    await refused(c.manager, AI.overview, { talent_id: ids.lakesideManager }, 'talentId', 'Select a valid talent.')
    await refused(c.manager, AI.overview, { talent_id: 'not-an-id' }, 'talentId', 'Select a valid talent.')
    await refused(c.admin, AI.review, { opportunity_talent_id: ids.lakesideApplicant }, 'opportunityTalentId', 'Select a valid applicant.')
    await refused(c.admin, AI.rating, { opportunity_id: ids.lakesideOpportunity, talent_id: ids.hannah }, 'opportunityId', 'Select a valid opportunity.')
    await refused(c.admin, AI.rating, { opportunity_id: ids.goLive, talent_id: ids.unapproved }, 'talentId', 'Select a valid talent.')
    expect((await c.admin.post(AI.rating, { opportunity_id: ids.goLive })).status).toBe(422)
  })

  it('asks 3 to 5 questions tailored to the opportunity, or as many as asked', async () => {
    const answer = await c.manager.post(AI.questions, { opportunity_id: ids.goLive })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ generated: true, provider: 'offline' })
    expect(answer.body.questions).toHaveLength(4)
    expect(answer.body.questions[0]).toContain('Epic > Clinical > Ambulatory')
    expect(answer.body.questions.some((question: string) => question.includes('Go-Live Support'))).toBe(true)
    expect(answer.body.questions.every((question: string) => question.length > 0 && question.length < 500)).toBe(true)
    const seven = await c.manager.post(AI.questions, { opportunity_id: ids.goLive, count: 7 })
    expect(seven.body.questions).toHaveLength(7)
    expect((await c.manager.post(AI.questions, { count: 11 })).status).toBe(422)
  })

  it('overviews a talent the caller may read, with highlights', async () => {
    const answer = await c.manager2.post(AI.overview, { talent_id: ids.hannah })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ generated: true, provider: 'offline' })
    expect(answer.body.overview).toContain('Hannah Lee is a healthcare IT professional based in Rochester, MN.\n\nSpecializations: Epic > Clinical > Ambulatory (expert).')
    expect(answer.body.overview).not.toMatch(/<[a-z/]/i)
    expect(answer.body.highlights.length).toBeGreaterThan(0)
  })

  it('reviews an applicant: a rating with reasons and a summary of the answers', async () => {
    const answer = await c.admin.post(AI.review, { opportunity_talent_id: ids.hannahOnGoLive })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ generated: true, provider: 'offline', score: expect.any(Number) })
    expect(answer.body.score).toBeGreaterThan(50)
    expect(answer.body.reasons.length).toBeGreaterThan(0)
    expect(answer.body.reasons.every((reason: { kind: string }) => ['strength', 'gap', 'note'].includes(reason.kind))).toBe(true)
    expect(answer.body.reasons.map((reason: { text: string }) => reason.text)).toContain('Specializations: Has Epic > Clinical > Ambulatory (expert) and 3 of 5 asked roles and skills.')
    // The seeded questions (scripts/demoOpportunities.ts), so rewording the demo cannot break this silently.
    expect(answer.body.summary).toContain(`Hannah Lee answered 3 questions:\n- ${GO_LIVE_QUESTIONS[0]} Six Ambulatory go-lives since 2019`)
    expect(answer.body.summary).not.toMatch(/<[a-z/]/i)
    const oldForm = await c.manager.post(AI.review, { opportunity_talent_id: ids.sofiaOnConversion })
    expect(oldForm.body.summary).toContain('Sofia Martinez applied with:\n- Skills and qualifications: Epic Resolute and Prelude certified')
    const invited = await c.manager.post(AI.review, { opportunity_talent_id: ids.emilyOnGoLive })
    expect(invited.body.summary).toBe('Emily Carter was invited and has not applied yet.')
  })

  it('rates a talent for an opportunity with the search score and its reasons', async () => {
    const answer = await c.manager.post(AI.rating, { opportunity_id: ids.goLive, talent_id: ids.hannah })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ generated: true, provider: 'offline', verdict: expect.stringContaining('Epic Ambulatory go-live support') })
    expect(answer.body.reasons.length).toBeGreaterThan(0)
    const again = await c.manager.post(AI.rating, { opportunity_id: ids.goLive, talent_id: ids.hannah })
    expect(again.body).toEqual(answer.body)
  })

  describe('through an OpenAI-compatible endpoint', () => {
    const completion = (content: unknown) => () => ({ status: 200, body: JSON.stringify({ choices: [{ message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } }] }) })
    let offline: any
    beforeAll(async () => {
      offline = (await c.manager.post(AI.rating, { opportunity_id: ids.goLive, talent_id: ids.hannah })).body
    })
    afterEach(() => {
      reply = () => ({ status: 503, body: '{"error":"unavailable"}' })
    })

    it('uses a valid answer, cleaned, names the provider, and sends only what the caller may read', async () => {
      reply = completion({ score: 88, verdict: 'Strong <em>fit</em>', reasons: [{ kind: 'strength', text: 'Six Ambulatory go-lives <script>x</script>' }] })
      const before = prompts.length
      const answer = await c.manager2.post(AI.rating, { opportunity_id: ids.goLive, talent_id: ids.hannah })
      expect(answer).toMatchObject({ status: 200, body: { generated: true, provider: 'openai-compatible:tiny-model', score: 88, verdict: 'Strong fit', reasons: [{ kind: 'strength', text: 'Six Ambulatory go-lives' }] } })
      expect(prompts.length).toBe(before + 1)
      const sent = prompts.at(-1)!
      expect(sent.authorization).toBe('Bearer sk-local-test')
      expect(sent.body).toMatchObject({ model: 'tiny-model', response_format: { type: 'json_object' } })
      const prompt = JSON.parse(String(sent.body.messages.at(-1).content).split('Facts (JSON):\n')[1])
      expect(prompt.talent).toMatchObject({ firstName: 'Hannah', lastName: 'Lee' })
      expect(prompt.opportunity.title).toBe('Epic Ambulatory go-live support')
      // Priya Shah may not view rates: the opportunity's rate is not in her prompt, nor the talent's e-mail.
      expect(prompt.opportunity.rateMaxCents).toBeNull()
      expect(JSON.stringify(prompt)).not.toContain('@talent.example')
      // The organization admin may: the same call carries the rate.
      await c.admin.post(AI.rating, { opportunity_id: ids.goLive, talent_id: ids.hannah })
      expect(JSON.parse(String(prompts.at(-1)!.body.messages.at(-1).content).split('Facts (JSON):\n')[1]).opportunity.rateMaxCents).toBe(10_500)
    })

    it.each([
      ['text that is not JSON', completion('Here is my rating: great fit!')],
      ['JSON of the wrong shape', completion({ score: 140, reasons: [] })],
      ['an HTTP 500', () => ({ status: 500, body: '{"error":"boom"}' })],
      ['no answer within AI_TIMEOUT_MS', () => 'hang' as const],
    ])('falls back to the offline answer on %s', async (_case, answer) => {
      reply = answer
      const response = await c.manager.post(AI.rating, { opportunity_id: ids.goLive, talent_id: ids.hannah })
      expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: offline })
      expect(response.body.provider).toBe('offline')
    })

    it('uses valid answers for the texts too, and falls back on an empty one', async () => {
      reply = completion({ questions: ['Which Epic Ambulatory go-lives have you led?', '<b>Can you be on site?</b>'] })
      const questions = await c.manager.post(AI.questions, { opportunity_id: ids.goLive })
      expect(questions.body).toEqual({ generated: true, provider: 'openai-compatible:tiny-model', questions: ['Which Epic Ambulatory go-lives have you led?', 'Can you be on site?'] })
      reply = completion({ overview: '<script>only a script</script>', highlights: [] })
      const overview = await c.manager.post(AI.overview, { talent_id: ids.hannah })
      expect(overview.body.provider).toBe('offline')
      expect(overview.body.overview).toContain('Hannah Lee')
    })
  })
})
