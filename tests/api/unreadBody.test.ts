import { connect } from 'node:net'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * A request refused before its body was read (401 on an upload, 403 from
 * the CSRF check, an early 415) left its keep-alive connection hanging, because the rest of the body
 * was never read. Over one raw socket: a large refused request, then a second request; the second must
 * be answered, or the connection closed, never left waiting (server/unreadBody.ts).
 */

interface SocketOutcome {
  /** Status codes of the answers received, in order. */
  statuses: number[]
  /** True when the server closed the connection. */
  closed: boolean
}

/**
 * Sends `first` (headers then `bodyBytes` bytes of body) and right after it a GET /healthz on the same
 * socket; resolves when two answers arrived or the server closed the socket. A hang is the one
 * outcome that never resolves, which the test's timeout reports.
 */
function twoRequestsOnOneSocket(baseUrl: string, first: { method: string; path: string; headers: Record<string, string> }, bodyBytes: number): Promise<SocketOutcome> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]))
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      received += chunk
      if (statuses().length >= 2) {
        socket.destroy()
        resolve({ statuses: statuses(), closed: false })
      }
    })
    socket.on('close', () => resolve({ statuses: statuses(), closed: true }))
    // A reset after the server gave up on the body is a close too.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve({ statuses: statuses(), closed: true }) : reject(error)))
    socket.on('connect', () => {
      const headers = Object.entries({ host: hostname, ...first.headers, 'content-length': String(bodyBytes) })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')
      socket.write(`${first.method} ${first.path} HTTP/1.1\r\n${headers}\r\n`)
      const chunk = Buffer.alloc(64 * 1024, 'a')
      for (let sent = 0; sent < bodyBytes; sent += chunk.length) socket.write(chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent)))
      socket.write(`GET /healthz HTTP/1.1\r\nhost: ${hostname}\r\n\r\n`)
    })
  })
}

const CSRF = { cookie: 'csrftoken=matching-token', 'x-csrftoken': 'matching-token' }
const KB = 1024

describe.each(databases)('a body left unread never leaves the connection hanging (%s)', (database) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false })
  }, 300_000)
  afterAll(() => server?.stop())

  it.each([
    ['401 from an upload endpoint, before the body is read', { method: 'POST', path: '/api/v1/talent/avatar/', headers: { ...CSRF, 'content-type': 'multipart/form-data; boundary=x' } }, 401],
    ['403 from the CSRF check', { method: 'POST', path: '/api/v1/sessions/', headers: { 'content-type': 'application/json' } }, 403],
    ['404 for an unknown contract path', { method: 'POST', path: '/api/v1/no-such-thing/', headers: { ...CSRF, 'content-type': 'application/json' } }, 404],
    ['415 for a body of another media type', { method: 'POST', path: '/api/v1/sessions/', headers: { ...CSRF, 'content-type': 'text/csv' } }, 415],
  ])('answers the next request on the connection after a 200 KB body refused with %s', async (_label, first, status) => {
    const outcome = await twoRequestsOnOneSocket(server.url, first, 200 * KB)
    expect(outcome.statuses).toEqual([status, 200])
  })

  it('answers a refused 5 MB body, then closes the connection instead of reading it all', async () => {
    const outcome = await twoRequestsOnOneSocket(server.url, { method: 'POST', path: '/api/v1/talent/avatar/', headers: { ...CSRF, 'content-type': 'multipart/form-data; boundary=x' } }, 5 * 1024 * KB)
    expect(outcome.closed).toBe(true)
    expect(outcome.statuses).toEqual([401])
  })

  it('still serves afterwards', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })
})
