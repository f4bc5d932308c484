import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sanitizeHtml from 'sanitize-html'
import { generatedApplicantReview, generatedOverview, generatedQuestions, generatedRating, generatedTitleDescription } from '../../contract/ai'
import { DEFAULT_SEARCH_WEIGHTS } from '../../contract/search/criteria'
import { aiProviderFor } from '../../domain/ai'
import { offlineProvider } from '../../domain/ai/offlineProvider'
import type { ApplicationFacts, OpportunityFacts, SpecializationFacts, TalentFacts } from '../../domain/ai/provider'

/**
 * The offline AI provider: deterministic answers that fit the
 * contract's schemas, ratings with reasons from the search's scoring, and only the generated tags.
 */

const today = '2027-01-01'
const spec = (over: Partial<SpecializationFacts> = {}): SpecializationFacts => ({
  nodeId: 'amb',
  name: 'Ambulatory',
  ancestors: ['Epic', 'Clinical'],
  ancestorIds: ['epic', 'clinical'],
  expertise: 'expert',
  roles: [{ id: 'r-build', name: 'Build Analyst' }],
  skills: [{ id: 's-orders', name: 'Order sets' }],
  ...over,
})

const opportunity = (over: Partial<OpportunityFacts> = {}): OpportunityFacts => ({
  title: 'Epic Ambulatory build',
  description: null,
  workKind: 'build',
  place: 'on_site',
  city: 'Madison',
  state: 'WI',
  startDate: '2027-02-01',
  endDate: '2027-04-30',
  hoursPerWeek: 40,
  rateMaxCents: 10_000,
  specializations: [spec()],
  questions: [],
  notes: 'Clinic <b>rollout</b> & optimization',
  ...over,
})

const talent = (over: Partial<TalentFacts> = {}): TalentFacts => ({
  firstName: 'Emily',
  lastName: 'Carter',
  city: 'Madison',
  state: 'WI',
  aboutMe: 'Ten years of Epic Ambulatory build <script>alert(1)</script> and go-lives.',
  hourlyRateCents: 9_500,
  specializations: [spec({ nodeId: 'amb-orders', name: 'Orders', ancestors: ['Epic', 'Clinical', 'Ambulatory'], ancestorIds: ['epic', 'clinical', 'amb'] })],
  experience: [{ position: 'Senior Analyst', organizationName: 'Mercy Health', startPeriodDate: '2020-01', endPeriodDate: null, isPresent: true, responsibilities: 'Build' }],
  certificates: [{ documentName: 'Epic Ambulatory Certification', schoolOrUniversity: 'Epic', fieldOfStudy: null }],
  availabilities: [{ availableFromDate: '2027-01-15', availableToDate: null, hoursPerWeek: 40, onSite: true, remote: true, note: null }],
  ...over,
})

const newForm: ApplicationFacts = {
  form: 'new',
  skillsAndQualifications: null,
  experience: null,
  applyMessage: null,
  answers: [
    { question: 'Describe your Epic Ambulatory build experience.', answer: 'Eight years of order sets and SmartForms at two health systems, three go-lives.' },
    { question: 'Can you start in February?', answer: 'Yes.' },
  ],
}

const rating = { today, weights: DEFAULT_SEARCH_WEIGHTS }

/** Every tag in `html` is one of the generated ones, with no attribute. */
function onlyGeneratedTags(html: string) {
  const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)].map((m) => ({ tag: m[1]!.toLowerCase(), attributes: m[2]!.replace(/\/$/, '').trim() }))
  return tags.every(({ tag, attributes }) => ['p', 'ul', 'li', 'strong', 'em', 'br'].includes(tag) && attributes === '')
}

describe('offline provider', () => {
  it('answers the same for the same input, every time', async () => {
    const calls = async () => [
      await offlineProvider.titleDescription(opportunity()),
      await offlineProvider.questions({ opportunity: opportunity(), count: null }),
      await offlineProvider.talentOverview(talent()),
      await offlineProvider.applicantReview({ opportunity: opportunity(), talent: talent(), application: newForm, ...rating }),
      await offlineProvider.talentRating({ opportunity: opportunity(), talent: talent(), ...rating }),
    ]
    expect(await calls()).toEqual(await calls())
  })

  it('writes a title and a description from the specializations, work kind, place, dates, hours and notes', async () => {
    const answer = await aiProviderFor({ baseUrl: null, apiKey: null, model: 'x', timeoutMs: 1000 }, () => undefined).titleDescription(opportunity())
    expect(generatedTitleDescription.parse(answer)).toEqual(answer)
    expect(answer).toMatchObject({ generated: true, provider: 'offline', title: 'Epic Ambulatory Build Analyst — Madison, WI' })
    for (const part of ['Epic &gt; Clinical &gt; Ambulatory (expert)', 'Build Analyst', 'Order sets', 'From 2027-02-01 to 2027-04-30', '40 hours a week', 'On site in Madison, WI', 'Clinic &lt;b&gt;rollout&lt;/b&gt; &amp; optimization']) {
      expect(answer.description).toContain(part)
    }
    expect(onlyGeneratedTags(answer.description)).toBe(true)
    // From nothing at all it still writes something sensible.
    const bare = await offlineProvider.titleDescription(opportunity({ specializations: [], workKind: null, place: null, city: null, state: null, startDate: null, endDate: null, hoursPerWeek: null, notes: null }))
    expect(bare.title).toBe('Healthcare IT Consultant')
    expect(generatedTitleDescription.safeParse(bare).success).toBe(true)
  })

  it('tailors 3 to 5 questions to the specializations and work kind, each under 500 characters, or as many as asked', async () => {
    const answer = await offlineProvider.questions({ opportunity: opportunity(), count: null })
    expect(generatedQuestions.parse(answer)).toEqual(answer)
    expect(answer.questions).toHaveLength(4)
    expect(answer.questions[0]).toContain('Epic > Clinical > Ambulatory')
    expect(answer.questions.some((question) => question.includes('Build Analyst'))).toBe(true)
    expect(answer.questions.every((question) => question.length < 500)).toBe(true)
    expect((await offlineProvider.questions({ opportunity: opportunity({ specializations: [] }), count: null })).questions).toHaveLength(3)
    const many = opportunity({ specializations: [spec(), spec({ nodeId: 'b', name: 'Beacon' }), spec({ nodeId: 'c', name: 'Willow' })] })
    expect((await offlineProvider.questions({ opportunity: many, count: null })).questions).toHaveLength(5)
    expect((await offlineProvider.questions({ opportunity: many, count: 8 })).questions).toHaveLength(8)
    const long = await offlineProvider.questions({ opportunity: opportunity({ specializations: [spec({ name: 'N'.repeat(600) })] }), count: 10 })
    expect(long.questions.every((question) => question.length < 500)).toBe(true)
  })

  it('overviews a talent from About Me, experience, certificates, specializations and availability, with highlights', async () => {
    const provider = aiProviderFor({ baseUrl: null, apiKey: null, model: 'x', timeoutMs: 1000 }, () => undefined)
    const answer = await provider.talentOverview(talent())
    expect(generatedOverview.parse(answer)).toEqual(answer)
    expect(answer.overview.split('\n\n')).toEqual([
      'Emily Carter is a healthcare IT professional based in Madison, WI.',
      // About Me arrives as plain text; the clean-up still drops anything that looks like a tag.
      'Ten years of Epic Ambulatory build and go-lives.',
      'Specializations: Epic > Clinical > Ambulatory > Orders (expert).',
      'Experience: Senior Analyst at Mercy Health (2020-01 to present).',
      'Certificates: Epic Ambulatory Certification, Epic.',
      'Availability: from 2027-01-15, 40 hours a week, on site or remote.',
    ])
    expect(answer.highlights.length).toBeGreaterThanOrEqual(3)
    const empty = await provider.talentOverview(talent({ aboutMe: null, specializations: [], experience: [], certificates: [], availabilities: [] }))
    expect(generatedOverview.safeParse(empty).success).toBe(true)
    expect(empty.highlights).toEqual(['No availability given yet'])
  })

  it('rates a talent with the search score and its reasons: strengths for what fits, gaps for what does not', async () => {
    const strong = await offlineProvider.talentRating({ opportunity: opportunity(), talent: talent(), ...rating })
    expect(generatedRating.parse(strong)).toEqual(strong)
    expect(strong.score).toBe(100)
    expect(strong.verdict).toBe('Strong match for “Epic Ambulatory build”: 100 of 100.')
    expect(strong.reasons.filter((reason) => reason.kind === 'gap')).toEqual([])
    expect(strong.reasons.map((reason) => reason.text)).toEqual(expect.arrayContaining([expect.stringContaining('Specializations: Has Epic > Clinical > Ambulatory > Orders (expert)'), expect.stringContaining('Hourly rate: Asks $95.00/h')]))

    const weak = await offlineProvider.talentRating({
      opportunity: opportunity(),
      talent: talent({ specializations: [spec({ nodeId: 'beacon', name: 'Beacon', ancestors: ['Epic'], ancestorIds: ['epic'] })], hourlyRateCents: 20_000, city: 'Austin', state: 'TX' }),
      ...rating,
    })
    expect(weak.score).toBeLessThan(50)
    expect(weak.reasons.filter((reason) => reason.kind === 'gap').map((reason) => reason.text)).toEqual(
      expect.arrayContaining(['Specializations: No Ambulatory.', expect.stringContaining('Asks $200.00/h'), 'Location: In Austin, TX.']),
    )
  })

  it('scores an empty profile 0 and an opportunity that asks nothing 0, each with a reason', async () => {
    const empty = await offlineProvider.talentRating({ opportunity: opportunity(), talent: talent({ aboutMe: null, specializations: [], experience: [], availabilities: [] }), ...rating })
    expect(empty.score).toBe(0)
    expect(empty.reasons[0]).toEqual({ kind: 'gap', text: 'The profile is empty: no specializations, availability, About Me or work experience.' })
    const nothing = opportunity({ specializations: [], place: null, startDate: null, endDate: null, hoursPerWeek: null, rateMaxCents: null })
    const none = await offlineProvider.talentRating({ opportunity: nothing, talent: talent(), ...rating })
    expect(none.score).toBe(0)
    expect(none.reasons.map((reason) => reason.text)).toContain('The opportunity names no specialization, dates, hours, place or rate to compare with.')
    expect(generatedRating.safeParse(none).success).toBe(true)
  })

  it('reviews an applicant: the rating with its reasons and a summary of the answers', async () => {
    const answer = await offlineProvider.applicantReview({ opportunity: opportunity(), talent: talent(), application: newForm, ...rating })
    expect(generatedApplicantReview.parse(answer)).toEqual(answer)
    expect(answer.score).toBe(100)
    expect(answer.summary).toBe(
      [
        'Emily Carter answered 2 questions:',
        '- Describe your Epic Ambulatory build experience. Eight years of order sets and SmartForms at two health systems, three go-lives.',
        '- Can you start in February? Yes.',
      ].join('\n'),
    )
    expect(answer.reasons[0]).toEqual({ kind: 'gap', text: '1 of 2 answers are brief (under 40 characters).' })
    const old = await offlineProvider.applicantReview({
      opportunity: opportunity(),
      talent: talent(),
      application: { form: 'old', skillsAndQualifications: 'Epic certified', experience: 'Eight years', applyMessage: 'Keen to help', answers: [] },
      ...rating,
    })
    expect(old.summary).toBe('Emily Carter applied with:\n- Skills and qualifications: Epic certified\n- Experience: Eight years\n- Message: Keen to help')
    expect(old.reasons[0]!.kind).toBe('strength')
    const invited = await offlineProvider.applicantReview({ opportunity: opportunity(), talent: talent(), application: null, ...rating })
    expect(invited.summary).toBe('Emily Carter was invited and has not applied yet.')
  })

  it('never lets a disallowed tag through the server clean-up, and no tag at all into plain text', async () => {
    const hostile = '<img src=x onerror=alert(1)><a href="javascript:x">link</a><div style="x">div</div><script>bad()</script>'
    const provider = aiProviderFor({ baseUrl: null, apiKey: null, model: 'x', timeoutMs: 1000 }, () => undefined)
    const described = await provider.titleDescription(opportunity({ notes: hostile, title: hostile, specializations: [spec({ name: hostile })] }))
    expect(onlyGeneratedTags(described.description)).toBe(true)
    expect(sanitizeHtml(described.description, { allowedTags: [], allowedAttributes: {} })).not.toMatch(/<|>/)
    const overview = await provider.talentOverview(talent({ aboutMe: hostile, firstName: hostile, specializations: [spec({ name: hostile })] }))
    const review = await provider.applicantReview({ opportunity: opportunity(), talent: talent(), application: { ...newForm, answers: [{ question: hostile, answer: hostile }] }, ...rating })
    for (const text of [described.title, overview.overview, ...overview.highlights, review.summary, review.verdict, ...review.reasons.map((reason) => reason.text)]) {
      expect(text).not.toMatch(/<[a-z/!]/i)
    }
    expect(overview.overview).toContain('linkdiv')
  })
})

describe('OpenAI-compatible provider', () => {
  let server: Server
  let reply: (body: any) => { status: number; body: string } | 'hang'
  const seen: any[] = []
  const warnings: string[] = []
  let baseUrl = ''

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = ''
      request.on('data', (chunk) => (text += chunk))
      request.on('end', () => {
        const body = JSON.parse(text)
        seen.push({ url: request.url, authorization: request.headers.authorization, body })
        const answer = reply(body)
        if (answer === 'hang') return
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const provider = () => aiProviderFor({ baseUrl, apiKey: 'sk-test', model: 'tiny', timeoutMs: 1500 }, (details) => warnings.push(String(details.error)))
  const completion = (content: unknown) => ({ status: 200, body: JSON.stringify({ choices: [{ message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } }] }) })

  it('uses a valid answer, cleaned, and names the provider', async () => {
    reply = () => completion({ title: 'Epic <b>Lead</b>', description: '<p onclick="x">Build <script>x</script><strong>lead</strong></p><div>d</div>' })
    const answer = await provider().titleDescription(opportunity())
    expect(answer).toEqual({ generated: true, provider: 'openai-compatible:tiny', title: 'Epic Lead', description: '<p>Build <strong>lead</strong></p>d' })
    const last = seen.at(-1)
    expect(last).toMatchObject({ url: '/v1/chat/completions', authorization: 'Bearer sk-test', body: { model: 'tiny', response_format: { type: 'json_object' } } })
    expect(last.body.messages[1].content).toContain('Epic Ambulatory build')
  })

  it.each([
    ['text that is not JSON', () => completion('Sure! Here is your title: Epic Lead')],
    ['JSON of the wrong shape', () => completion({ score: 140, verdict: '', reasons: [] })],
    ['an HTTP 500', () => ({ status: 500, body: '{"error":"boom"}' })],
    ['no answer before the timeout', () => 'hang' as const],
  ])('falls back to the offline answer on %s', async (_case, answer) => {
    reply = answer
    const before = warnings.length
    const rated = await provider().talentRating({ opportunity: opportunity(), talent: talent(), ...rating })
    expect(rated).toEqual(await offlineProvider.talentRating({ opportunity: opportunity(), talent: talent(), ...rating }))
    expect(rated.provider).toBe('offline')
    expect(warnings.length).toBe(before + 1)
  })
})
