import { request } from 'node:http'
import { ApiClient } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * `/API/v1/...` (any letter case), `//api/v1`, encoded or dotted spellings
 * were served by the router but skipped the CSRF check and the sign-in rate limit, which compare the
 * path as written. Every non-canonical spelling of an API path is now refused with 404 before any
 * other middleware (server/canonicalPath.ts).
 */

/** Spellings of `/api/v1/<rest>` that a router might serve but a prefix check would not recognise. */
const spellingsOf = (rest: string) => [
  `/API/v1/${rest}`,
  `/Api/v1/${rest}`,
  `/api/V1/${rest}`,
  `/api/v1/${rest.toUpperCase()}`,
  `//api/v1/${rest}`,
  `/api//v1/${rest}`,
  `/api/v1//${rest}`,
  `/%61pi/v1/${rest}`,
  `/api%2Fv1/${rest}`,
  `/api/v1/./${rest}`,
  `/x/../api/v1/${rest}`,
  `/api\\v1/${rest}`,
]

interface RawAnswer {
  status: number
  body: string
}

/** A request whose path is sent exactly as written (fetch and URL would normalise dots and slashes). */
function raw(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

jest.setTimeout(60_000)

const ROOT = { email: 'root@example.com', password: 'Root#Pass99' }
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const CSRF_FAILED = { errors: { nonFieldErrors: ['CSRF verification failed.'] } }

describe.each(databases)('one spelling per API path (%s)', (database) => {
  let server: TestServer
  /** Any signed-in user serves: the first super admin, created at start (no demo seed, a quicker start). */
  let signedIn: ApiClient
  beforeAll(async () => {
    // A rate limit of three sign-in calls, so the fourth from this address must be refused.
    server = await startTestServer({ database, seed: false, env: { RATE_LIMIT_MAX: '3', SUPERADMIN_EMAIL: ROOT.email, SUPERADMIN_PASSWORD: ROOT.password } })
    signedIn = await ApiClient.signedIn(server.url, ROOT.email, ROOT.password)
  }, 300_000)
  afterAll(() => server?.stop())

  const cookieOf = (client: ApiClient) => `csrftoken=${client.cookie('csrftoken')}; talentgrid-token=${client.cookie('talentgrid-token')}`

  it('answers the canonical path, and 404 in the contract shape for every other spelling of it', async () => {
    expect((await raw(server.url, 'GET', '/api/v1/user/', { cookie: cookieOf(signedIn) })).status).toBe(200)
    for (const path of spellingsOf('user/')) {
      const answer = await raw(server.url, 'GET', path, { cookie: cookieOf(signedIn) })
      expect({ path, status: answer.status, body: JSON.parse(answer.body) }).toEqual({ path, status: 404, body: NOT_FOUND })
    }
  })

  it('cannot skip the CSRF check by the spelling of the path: no write happens', async () => {
    const before = (await signedIn.get('/api/v1/user/')).body
    for (const path of ['/api/v1/user/', ...spellingsOf('user/')]) {
      const answer = await raw(server.url, 'PATCH', path, { cookie: cookieOf(signedIn), 'content-type': 'application/json' }, JSON.stringify({ city: 'Forged City' }))
      // The canonical path is the CSRF check's 403; every other spelling is refused before any other check.
      expect({ path, status: answer.status, body: JSON.parse(answer.body) }).toEqual(
        path === '/api/v1/user/' ? { path, status: 403, body: CSRF_FAILED } : { path, status: 404, body: NOT_FOUND },
      )
    }
    expect((await signedIn.get('/api/v1/user/')).body.city).toBe(before.city)
  })

  it('cannot skip the sign-in rate limit by the spelling of the path', async () => {
    const anonymous = new ApiClient(server.url)
    await anonymous.get('/api/v1/csrf/')
    const headers = { cookie: `csrftoken=${anonymous.cookie('csrftoken')}`, 'x-csrftoken': anonymous.cookie('csrftoken')!, 'content-type': 'application/json' }
    const attempt = (path: string) => raw(server.url, 'POST', path, headers, JSON.stringify({ email: ROOT.email, password: 'Wrong#Pass99' }))
    // The limit counts calls per address; the sign-in in beforeAll came from this address too.
    const statuses: number[] = []
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt('/api/v1/sessions/')).status)
    expect(statuses).toContain(429)
    for (const path of spellingsOf('sessions/')) {
      const answer = await attempt(path)
      expect({ path, status: answer.status }).toEqual({ path, status: 404 })
    }
    // The right password through another spelling does not get in either.
    const sneaky = await raw(server.url, 'POST', '/API/v1/sessions/', headers, JSON.stringify({ email: ROOT.email, password: ROOT.password }))
    expect(sneaky.status).toBe(404)
    expect(sneaky.body).not.toContain('talentgrid-token')
  })

  it('refuses an undecodable path with 400 and keeps serving', async () => {
    for (const path of ['/api/v1/files/%FF/', '/api/v1/files/%/', '/api/v1/specializations/%E0%A4%A/', '/%FF']) {
      const answer = await raw(server.url, 'GET', path, { cookie: cookieOf(signedIn) })
      expect({ path, status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        path,
        status: 400,
        body: { errors: { nonFieldErrors: ['The address is not valid: it contains a malformed percent-encoding.'] } },
      })
    }
    expect((await raw(server.url, 'GET', '/healthz')).status).toBe(200)
  })
})
