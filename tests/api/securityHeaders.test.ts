import { ApiClient, demo } from '../helpers/apiClient'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { blob, tinyPng } from '../helpers/uploads'

/**
 * Security headers by helmet (server/securityHeaders.ts). A
 * Content-Security-Policy without 'unsafe-inline' scripts on every HTML page (the four bundles and the
 * Swagger page), HSTS in production only, `Cache-Control: no-store` on every /api answer (JSON and file
 * downloads alike), hashed assets cached for a year. Headers do not depend on the database, so this file
 * runs on SQLite only; it needs the built UIs (`npm run build`, which `npm test` runs first).
 */

/** The CSP's directives by name: `script-src 'self'` -> { 'script-src': ["'self'"] }. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  )
}

/** Inline scripts and inline event handlers: what a CSP without 'unsafe-inline' would block. */
function inlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(([, attributes]) => !/\bsrc\s*=/.test(attributes!)).map(([tag]) => tag)
  const handlers = [...html.matchAll(/<[^>]+\son[a-z]+\s*=/gi)].map(([tag]) => tag)
  return [...scripts, ...handlers]
}

function expectPageHeaders(headers: Headers, production: boolean) {
  const csp = directives(headers.get('content-security-policy'))
  expect(csp['default-src']).toEqual(["'self'"])
  expect(csp['script-src']).toEqual(["'self'"])
  expect(csp['script-src-attr']).toEqual(["'none'"])
  // MUI's emotion injects <style> elements: inline styles only, never inline scripts.
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp['object-src']).toEqual(["'none'"])
  expect(csp['frame-ancestors']).toEqual(["'none'"])
  expect(csp['base-uri']).toEqual(["'self'"])
  expect('upgrade-insecure-requests' in csp).toBe(production)
  expect(headers.get('x-frame-options')).toBe('DENY')
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('same-origin')
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(headers.get('x-powered-by')).toBeNull()
  if (production) expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  else expect(headers.get('strict-transport-security')).toBeNull()
}

describe('security headers', () => {
  let server: TestServer
  let production: TestServer
  beforeAll(async () => {
    // Each assigned as soon as it runs, so afterAll stops it even when the other fails to start.
    await Promise.all([
      startTestServer({ seed: true }).then((started) => (server = started)),
      startTestServer({
        seed: false,
        env: { NODE_ENV: 'production', SUPERADMIN_EMAIL: 'root@example.com', SUPERADMIN_PASSWORD: 'Root#Pass99', RUN_JOBS: 'false' },
      }).then((started) => (production = started)),
    ])
  }, 300_000)
  afterAll(() => Promise.all([server?.stop(), production?.stop()]), 60_000)

  it('sends a CSP without inline scripts on every HTML page: each bundle and the Swagger page', async () => {
    const visitors: [string, ApiClient][] = [
      ['anybody', new ApiClient(server.url)],
      ['a talent', await ApiClient.signedIn(server.url, demo.talent)],
      ['an organization admin', await ApiClient.signedIn(server.url, demo.northwind.admin)],
      ['the super admin', await ApiClient.signedIn(server.url, demo.superAdmin)],
    ]
    const pages = new Set<string>()
    for (const [who, client] of visitors) {
      for (const path of ['/', '/account', '/api/v1/docs/']) {
        const page = await client.get(path)
        expect({ who, path, status: page.status, type: page.headers.get('content-type') }).toEqual({ who, path, status: 200, type: 'text/html; charset=utf-8' })
        expectPageHeaders(page.headers, false)
        expect({ who, path, inline: inlineScripts(page.body) }).toEqual({ who, path, inline: [] })
        pages.add(page.body)
      }
    }
    // Four bundles and the Swagger page: every kind of HTML the server sends was looked at.
    expect(pages.size).toBe(5)
  })

  it('keeps hashed assets cached for a year, and nothing else', async () => {
    const page = await new ApiClient(server.url).get('/')
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)![1]!
    const answer = await fetch(`${server.url}${asset}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(page.headers.get('cache-control')).toBe('no-store')
  })

  it('sends Cache-Control: no-store on every /api answer: JSON, errors, file downloads, generated REST and the console', async () => {
    const talent = await ApiClient.signedIn(server.url, demo.talent)
    const form = new FormData()
    form.set('file', blob(tinyPng(), 'image/png'), 'me.png')
    const avatar = await talent.post('/api/v1/talent/avatar/', form)
    expect(avatar.status).toBe(200)
    const answers = await Promise.all([
      talent.get('/api/v1/user/'),
      talent.get(avatar.body.avatarPicture),
      talent.get('/api/v1/talent/profile/'),
      talent.get('/api/v1/nothing-here/'),
      talent.get('/API/v1/user/'),
      talent.get('/api/users/me'), // the generated REST: the super admin's only
      talent.get('/api/admin/users'),
      new ApiClient(server.url).get('/api/v1/user/'),
      talent.get('/api/v1/openapi.json'),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 404, 403, 403, 401, 200])
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    }
    // The download stays an attachment of the type its bytes were recognised as.
    expect(answers[1]!.headers.get('content-type')).toBe('image/png')
    expect(answers[1]!.headers.get('content-disposition')).toMatch(/^attachment/)
  })

  it('sends HSTS and upgrade-insecure-requests in production only', async () => {
    const page = await new ApiClient(production.url).get('/')
    expect(page.status).toBe(200)
    expectPageHeaders(page.headers, true)
    const api = await new ApiClient(production.url).get('/api/v1/settings/')
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(api.headers.get('cache-control')).toBe('no-store')
    expect((await new ApiClient(server.url).get('/api/v1/settings/')).headers.get('strict-transport-security')).toBeNull()
  })
})
