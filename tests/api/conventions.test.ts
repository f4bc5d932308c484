import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/** Every flag of the contract (the spec's feature flags), by the names the API returns. */
const FLAG_NAMES = [
  'showOrgComments',
  'showSuperadminComments',
  'aiOrgSideMatching',
  'engagementTerms',
  'orgPricingStructure',
  'orgStartRate',
  'talentUsageFee',
  'engagementExtension',
  'talentProfileVideo',
  'newTalentDashboard',
  'orgSavings',
  'askOrgUserForPo',
  'newProfilePictureUpload',
  'askTalentToUploadPicture',
  'w2EngagementType',
  'orgTimeAndBillingReporting',
  'aiDiscoveryOfTalentProfile',
  'aiOpportunityCreation',
  'aiGeneratedApplicationQuestions',
  'aiApplicantReview',
  'orgAcquisitionAttributes',
  'newApplicantRemovalWorkflow',
]

/** The contract as the plugins register it: every path with its methods. */
const CONTRACT: Record<string, string[]> = {
  '/api/v1/user/': ['get', 'patch'],
  '/api/v1/sessions/': ['post', 'delete'],
  '/api/v1/user/impersonate/': ['post', 'delete'],
  '/api/v1/public/talents/': ['post'],
  '/api/v1/public/talent/activations/': ['post'],
  '/api/v1/public/talents/resend_registration/': ['post'],
  '/api/v1/password/reset/': ['post'],
  '/api/v1/password/reset/validate/': ['post'],
  '/api/v1/password/reset/confirm/': ['post'],
  '/api/v1/talent_invites/': ['post'],
  '/api/v1/invites/': ['post'],
  '/api/v1/csrf/': ['get'],
  '/api/v1/environment-variables/': ['get'],
  '/api/v1/settings/': ['get'],
  '/api/v1/public/states/': ['get'],
  '/api/v1/public/cities/': ['get'],
  '/api/v1/specializations/': ['get'],
  '/api/v1/specializations/{id}/': ['get'],
}

const CSRF_FAILED = { errors: { nonFieldErrors: ['CSRF verification failed.'] } }
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)])
  return []
}

describe.each(databases)('API conventions (%s)', (database) => {
  let server: TestServer
  /** Unseeded, with two feature flags on and a rate limit of three auth calls. */
  let tuned: TestServer
  let talent: ApiClient
  beforeAll(async () => {
    ;[server, tuned] = await Promise.all([
      startTestServer({ database, seed: true }),
      startTestServer({ database, seed: false, env: { FEATURE_FLAGS: 'talent_profile_video, showOrgComments', RATE_LIMIT_MAX: '3' } }),
    ])
    talent = await ApiClient.signedIn(server.url, demo.talent)
  }, 120_000)
  afterAll(() => Promise.all([server?.stop(), tuned?.stop()]))

  it('answers a path with or without its trailing slash', async () => {
    const withSlash = await talent.get('/api/v1/user/')
    const without = await talent.get('/api/v1/user')
    expect(withSlash.status).toBe(200)
    expect(without.status).toBe(200)
    expect(without.body).toEqual(withSlash.body)
    expect((await new ApiClient(server.url).post('/api/v1/sessions', { email: demo.otherTalent, password: 'Talentgrid#2026' })).status).toBe(200)
    expect((await talent.get('/api/v1/public/states')).body.count).toBe(52)
  })

  it('accepts snake_case and camelCase keys alike', async () => {
    const anonymous = new ApiClient(server.url)
    const snake = await anonymous.post('/api/v1/public/talents/', {
      first_name: 'Snake',
      last_name: 'Case',
      email: 'snake.case@talent.example',
      password: 'Strong#Pass9',
      confirm_password: 'Strong#Pass9',
    })
    const camel = await anonymous.post('/api/v1/public/talents/', {
      firstName: 'Camel',
      lastName: 'Case',
      email: 'camel.case@talent.example',
      password: 'Strong#Pass9',
      confirmPassword: 'Strong#Pass9',
    })
    expect(snake.status).toBe(201)
    expect(camel.status).toBe(201)
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    expect((await superAdmin.get(`/api/admin/users/${snake.body.id}`)).body).toMatchObject({ firstName: 'Snake', lastName: 'Case', role: 'talent' })
    expect((await superAdmin.get(`/api/admin/users/${camel.body.id}`)).body).toMatchObject({ firstName: 'Camel', lastName: 'Case', role: 'talent' })
    // A missing confirmation in either spelling is reported under the camelCase key.
    const missing = await anonymous.post('/api/v1/public/talents/', { first_name: 'No', last_name: 'Confirm', email: 'no.confirm@talent.example', password: 'Strong#Pass9' })
    expect(missing.status).toBe(422)
    expect(missing.body).toEqual({ errors: { confirmPassword: ['This field is required'] } })
  })

  it('answers in camelCase only', async () => {
    const responses = await Promise.all([
      talent.get('/api/v1/user/'),
      talent.get('/api/v1/specializations/?root=true&page_size=2'),
      talent.get('/api/v1/public/cities/?state=WI&page_size=3'),
      talent.get('/api/v1/environment-variables/'),
      new ApiClient(server.url).post('/api/v1/public/talents/', { first_name: 'x'.repeat(31), confirm_password: '' }),
    ])
    const keys = responses.flatMap((response) => keysOf(response.body))
    expect(keys).toEqual(expect.arrayContaining(['firstName', 'isImpersonate', 'numchild', 'confirmPassword', 'talentProfileVideo']))
    expect(keys.filter((key) => key.includes('_'))).toEqual([])
  })

  describe('CSRF', () => {
    it('refuses a write without the X-CSRFToken header with 403', async () => {
      const anonymous = new ApiClient(server.url)
      const response = await anonymous.post('/api/v1/sessions/', { email: demo.talent, password: 'Talentgrid#2026' }, { csrf: false })
      expect(response.status).toBe(403)
      expect(response.body).toEqual(CSRF_FAILED)
      expect(anonymous.cookie('talentgrid-token')).toBeUndefined()
    })

    it('refuses a header that does not match the cookie, and the write does not happen', async () => {
      const client = await ApiClient.signedIn(server.url, 'david.kowalski@talent.example')
      const csrf = client.cookie('csrftoken')!
      const wrong = `${csrf.slice(0, -1)}${csrf.endsWith('0') ? '1' : '0'}`
      const response = await client.request('PATCH', '/api/v1/user/', { city: 'Evanston' }, { csrf: false, headers: { 'x-csrftoken': wrong } })
      expect(response.status).toBe(403)
      expect(response.body).toEqual(CSRF_FAILED)
      expect((await client.get('/api/v1/user/')).body.city).toBe('Chicago')
      // The same write with the right header goes through.
      expect((await client.patch('/api/v1/user/', { city: 'Evanston' })).status).toBe(200)
      expect((await client.get('/api/v1/user/')).body.city).toBe('Evanston')
    })
  })

  describe('lists are pages', () => {
    it('pages the states with page and page_size; next and previous keep the trailing slash', async () => {
      const page2 = await talent.get('/api/v1/public/states/?page_size=10&page=2')
      expect(page2.status).toBe(200)
      expect(Object.keys(page2.body).sort()).toEqual(['count', 'next', 'previous', 'results'])
      expect(page2.body.count).toBe(52)
      expect(page2.body.results).toHaveLength(10)
      expect(page2.body.results[0]).toEqual({ code: 'GA', name: 'Georgia' })
      const next = new URL(page2.body.next)
      const previous = new URL(page2.body.previous)
      expect(next.pathname).toBe('/api/v1/public/states/')
      expect(previous.pathname).toBe('/api/v1/public/states/')
      expect([next.searchParams.get('page'), next.searchParams.get('page_size')]).toEqual(['3', '10'])
      expect([previous.searchParams.get('page'), previous.searchParams.get('page_size')]).toEqual(['1', '10'])

      // Following next from the first page visits every state once and ends with next null.
      const seen: string[] = []
      let url: string | null = '/api/v1/public/states/?page_size=10'
      let first = true
      while (url) {
        const page: { status: number; body: { next: string | null; previous: string | null; results: { code: string }[] } } = await talent.get(url.replace(server.url, ''))
        expect(page.status).toBe(200)
        if (first) expect(page.body.previous).toBeNull()
        first = false
        seen.push(...page.body.results.map((state) => state.code))
        url = page.body.next
      }
      expect(seen).toHaveLength(52)
      expect(new Set(seen).size).toBe(52)
    })

    it('filters the cities by state and search text', async () => {
      const response = await talent.get('/api/v1/public/cities/?state=MN&search=roch')
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ count: 1, next: null, previous: null, results: [{ name: 'Rochester', state: 'MN' }] })
      const byName = await talent.get('/api/v1/public/cities/?state=Minnesota&search=ROCH')
      expect(byName.body.results).toEqual([{ name: 'Rochester', state: 'MN' }])
    })

    it('refuses page sizes over 100 and pages below 1 with field messages', async () => {
      const tooBig = await talent.get('/api/v1/public/cities/?page_size=101')
      expect(tooBig.status).toBe(422)
      expect(Object.keys(tooBig.body.errors)).toEqual(['pageSize'])
      const zero = await talent.get('/api/v1/public/cities/?page=0')
      expect(zero.status).toBe(422)
      expect(Object.keys(zero.body.errors)).toEqual(['page'])
    })

    it('pages and orders the specialization platforms', async () => {
      const all = await talent.get('/api/v1/specializations/?root=true')
      expect(all.status).toBe(200)
      expect(all.body.count).toBe(10)
      const names: string[] = all.body.results.map((node: { name: string }) => node.name)
      // Without ordering: the catalogue's own order, Epic first.
      expect(names[0]).toBe('Epic')

      const page = await talent.get('/api/v1/specializations/?root=true&page_size=3&page=2')
      expect(page.body.results.map((node: { name: string }) => node.name)).toEqual(names.slice(3, 6))
      expect(new URL(page.body.next).pathname).toBe('/api/v1/specializations/')
      expect(new URL(page.body.next).searchParams.get('page')).toBe('3')
      expect(new URL(page.body.next).searchParams.get('root')).toBe('true')

      const ascending = (await talent.get('/api/v1/specializations/?root=true&ordering=name')).body.results.map((node: { name: string }) => node.name)
      const descending = (await talent.get('/api/v1/specializations/?root=true&ordering=-name')).body.results.map((node: { name: string }) => node.name)
      expect([...ascending].sort()).toEqual([...names].sort())
      // By code point (SQLite, PostgreSQL with C collation) or by a case-insensitive collation.
      const byCodePoint = [...names].sort()
      const byLocale = [...names].sort((a, b) => a.localeCompare(b, 'en'))
      expect([byCodePoint, byLocale]).toContainEqual(ascending)
      expect(descending).toEqual([...ascending].reverse())
    })
  })

  it('answers 404 in the contract shape for an unknown or malformed specialization id, and for unknown paths', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20OR%201=1"]) {
      const response = await talent.get(`/api/v1/specializations/${id}/`)
      expect(response.status).toBe(404)
      expect(response.body).toEqual(NOT_FOUND)
    }
    const unknown = await talent.get('/api/v1/no-such-thing/')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual(NOT_FOUND)
  })

  it('answers a method a path does not have with 405 and an Allow header', async () => {
    const response = await talent.request('PUT', '/api/v1/user/', { city: 'Verona' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')?.split(/,\s*/).sort()).toEqual(['GET', 'PATCH'])
    expect(response.body.errors.nonFieldErrors).toHaveLength(1)
  })

  it('answers a body that is not JSON with 400 and nonFieldErrors, never a stack trace', async () => {
    const client = await ApiClient.signedIn(server.url, 'sofia.martinez@talent.example')
    const csrf = client.cookie('csrftoken')!
    const cookie = `csrftoken=${csrf}; talentgrid-token=${client.cookie('talentgrid-token')}`
    for (const [method, path] of [['PATCH', '/api/v1/user/'], ['POST', '/api/v1/sessions/'], ['POST', '/api/v1/talent_invites/']]) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie, 'x-csrftoken': csrf },
        body: '{"city": "Houston",',
      })
      const text = await response.text()
      expect(response.status).toBe(400)
      expect(JSON.parse(text)).toEqual({ errors: { nonFieldErrors: ['The request body is not valid JSON.'] } })
      expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/)
    }
  })

  describe('platform', () => {
    it('returns every feature flag, all off by default', async () => {
      const response = await new ApiClient(server.url).get('/api/v1/environment-variables/')
      expect(response.status).toBe(200)
      expect(Object.keys(response.body).sort()).toEqual([...FLAG_NAMES].sort())
      expect(Object.values(response.body).every((value) => value === false)).toBe(true)
    })

    it('turns on exactly the flags named in FEATURE_FLAGS, in either spelling', async () => {
      const response = await new ApiClient(tuned.url).get('/api/v1/environment-variables/')
      expect(response.status).toBe(200)
      expect(Object.keys(response.body).sort()).toEqual([...FLAG_NAMES].sort())
      const on = Object.entries(response.body).filter(([, value]) => value === true).map(([name]) => name)
      expect(on.sort()).toEqual(['showOrgComments', 'talentProfileVideo'])
      expect(Object.values(response.body).every((value) => typeof value === 'boolean')).toBe(true)
    })

    it('returns the three settings as name and value to a signed-in user who may view rate, none signed out', async () => {
      expect((await new ApiClient(server.url).get('/api/v1/settings/')).status).toBe(401)
      const response = await (await ApiClient.signedIn(server.url, demo.superAdmin)).get('/api/v1/settings/')
      expect(response.status).toBe(200)
      expect(response.body.map((setting: { name: string }) => setting.name).sort()).toEqual(['talent_usage_fee', 'w2_org_markup', 'w2_talent_markdown'])
      for (const setting of response.body) {
        expect(Object.keys(setting).sort()).toEqual(['name', 'value'])
        expect(typeof setting.value).toBe('string')
      }
      expect(response.body.find((setting: { name: string }) => setting.name === 'talent_usage_fee').value).toBe('5')
    })

    it('reports health on /healthz', async () => {
      const response = await new ApiClient(server.url).get('/healthz')
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ status: 'ok' })
    })
  })

  describe('OpenAPI', () => {
    it('documents every endpoint of the contract with its methods', async () => {
      const response = await new ApiClient(server.url).get('/api/v1/openapi.json')
      expect(response.status).toBe(200)
      expect(response.body.openapi).toMatch(/^3\./)
      const paths = response.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>
      for (const [path, methods] of Object.entries(CONTRACT)) {
        expect({ path, methods: Object.keys(paths[path] ?? {}).sort() }).toEqual({ path, methods: expect.arrayContaining(methods) })
      }
      expect(Object.keys(paths['/api/v1/sessions/']!).sort()).toEqual(['delete', 'post'])
      // Signed-in endpoints say they answer 401; public ones do not.
      expect(paths['/api/v1/user/']!.get!.responses).toHaveProperty('401')
      expect(paths['/api/v1/public/states/']!.get!.responses).not.toHaveProperty('401')
      expect(paths['/api/v1/talent_invites/']!.post!.responses).toHaveProperty('403')
    })

    it('serves the API reference page as HTML', async () => {
      const response = await fetch(`${server.url}/api/v1/docs/`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await response.text()
      expect(html).toContain('swagger-ui')
      expect((await fetch(`${server.url}/api/v1/docs/init.js`)).status).toBe(200)
    })
  })

  it('limits sign-in calls per client: the call over RATE_LIMIT_MAX gets 429 in the contract shape', async () => {
    const client = new ApiClient(tuned.url)
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await client.post('/api/v1/sessions/', { email: 'nobody@talent.example', password: `Wrong#Guess${attempt}` })
      expect(response.status).toBe(422)
    }
    const limited = await client.post('/api/v1/sessions/', { email: 'nobody@talent.example', password: 'Wrong#Guess4' })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ errors: { nonFieldErrors: ['Too many requests. Please wait a moment and try again.'] } })
    // Reads are not limited.
    expect((await client.get('/api/v1/environment-variables/')).status).toBe(200)
  })

  it('limits change-password and change-e-mail calls the same way, signed in or not', async () => {
    for (const path of ['/api/v1/user/password/', '/api/v1/user/email/', '/api/v1/user/email/confirm/']) {
      const client = new ApiClient(tuned.url)
      const statuses: number[] = []
      for (let attempt = 1; attempt <= 4; attempt++) statuses.push((await client.post(path, { currentPassword: `Wrong#Guess${attempt}` })).status)
      // Unlimited, every call would be refused for what it is (401 signed out, 422 for the link); the fourth is over the limit.
      expect(statuses[3]).toBe(429)
    }
  })
})
