import { ApiClient } from '../helpers/apiClient'
import { accountOperations, interleavedMedians, tellsApart } from '../helpers/accountTiming'
import { startMailCatcher, type MailCatcher, type ReceivedMail } from '../helpers/smtp'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * A signed-out caller cannot tell from the time of the answer whether an e-mail has an account: sign-in
 * with a wrong password, a password reset and a sign-up take as long for a known address as for an
 * unknown one (OWASP ASVS 2.2). Measured as medians of requests interleaved in alternating order, so load
 * on the machine slows both sides alike; the bound is a ratio of the two medians, not a speed (speed is
 * `npm run bench`'s business, which holds the same comparisons as budgets: `npm run bench -- account-timing`).
 * The e-mails leave after the answer, from the mail queue (mail/queue.ts), so a slow or absent mail server
 * neither delays the answer nor loses the mail.
 */
jest.setTimeout(300_000)

const ROUNDS = 13
const PASSWORD = 'Strong#Pass9'
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(databases)('a known and an unknown e-mail take as long (%s)', (database) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
  }, 300_000)
  afterAll(() => server?.stop())

  it.each(['signIn', 'reset', 'signUp'] as const)('%s: the medians of interleaved requests are not 1.5x and 100 ms apart', async (operation) => {
    const { known, unknown } = accountOperations(server.url)[operation]
    const timing = await interleavedMedians(ROUNDS, known, unknown)
    console.log(`${operation} (${database}): known ${timing.known.toFixed(0)} ms, unknown ${timing.unknown.toFixed(0)} ms, ratio ${timing.ratio.toFixed(2)}`)
    expect({ ...timing, tellsApart: tellsApart(timing) }).toMatchObject({ tellsApart: false })
  })
})

describe.each(databases)('account e-mails leave after the answer, from the queue (%s)', (database) => {
  const isTo = (email: string, subject: string) => (mail: ReceivedMail) => mail.to.includes(email) && mail.subject === subject
  const signUp = (url: string, email: string) =>
    new ApiClient(url).post('/api/v1/public/talents/', { first_name: 'Mia', last_name: 'Mailer', email, password: PASSWORD, confirm_password: PASSWORD })

  it('answers before a slow mail server took the mail, which then arrives', async () => {
    const ACCEPT_AFTER_MS = 4_000
    const slow: MailCatcher = await startMailCatcher({ acceptAfterMs: ACCEPT_AFTER_MS })
    const server = await startTestServer({ database, seed: false, env: { SMTP_URL: slow.url } })
    try {
      const started = performance.now()
      const created = await signUp(server.url, 'slow.mail@talent.example')
      const answeredAfter = performance.now() - started
      expect(created.status).toBe(201)
      expect(answeredAfter).toBeLessThan(ACCEPT_AFTER_MS)
      expect(slow.messages).toHaveLength(0)
      const mail = await slow.waitFor(isTo('slow.mail@talent.example', 'Confirm your e-mail address'), 30_000)
      expect(mail.links.some((link) => link.includes('/confirm-email/'))).toBe(true)

      const reset = await new ApiClient(server.url).post('/api/v1/password/reset/', { email: 'slow.mail@talent.example' })
      expect(reset.status).toBe(200)
      expect(slow.messages.filter((m) => m.subject === 'Reset your password')).toHaveLength(0)
      await slow.waitFor(isTo('slow.mail@talent.example', 'Reset your password'), 30_000)
    } finally {
      await server.stop()
      await slow.close()
    }
  })

  it('keeps a committed mail through a crash while the mail server is down, and sends it after the restart', async () => {
    // Nothing listens on port 9 here: every delivery fails until the restart points at a real server.
    const first = await startTestServer({ database, seed: false, keepDatabase: true, env: { SMTP_URL: 'smtp://127.0.0.1:9' } })
    let second: TestServer | undefined
    try {
      const created = await signUp(first.url, 'crash.mail@talent.example')
      expect(created.status).toBe(201)
      await pause(500)
      process.kill(first.pid, 'SIGKILL')
      await first.stop()
      second = await startTestServer({ sameDatabaseAs: first, seed: false })
      const mail = await second.mail.waitFor(isTo('crash.mail@talent.example', 'Confirm your e-mail address'), 60_000)
      expect(mail.links.some((link) => link.includes(`/confirm-email/${created.body.id}/`))).toBe(true)
    } finally {
      await second?.stop()
    }
  })
})
