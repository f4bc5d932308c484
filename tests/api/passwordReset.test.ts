import { ApiClient } from '../helpers/apiClient'
import type { ReceivedMail } from '../helpers/smtp'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

const PASSWORD = 'Strong#Pass9'
const NEW_PASSWORD = 'Brand-New#Pass10'
const RESET_SENT = { detail: 'If an account exists for this e-mail, a link to create a new password has been sent.' }
const TOKEN_INVALID = { errors: { nonFieldErrors: ['Reset password token is invalid.'] } }
const NOT_CONFIRMED = { errors: { nonFieldErrors: ['Please confirm your e-mail address before signing in.'] } }

const linkParts = (mail: ReceivedMail, route: 'create-password' | 'confirm-email') => {
  const link = mail.links.find((candidate) => candidate.includes(`/${route}/`))
  if (!link) throw new Error(`no /${route}/ link in: ${mail.text}`)
  const [, uuid, token] = new RegExp(`/${route}/([^/]+)/([^/\\s]+)$`).exec(link)!
  return { link, uuid: uuid!, token: token! }
}

/** What a link's page sends: its uuid and token (any other key is 422). */
const linkBody = ({ uuid, token }: { uuid: string; token: string }) => ({ uuid, token })

describe.each(databases)('password reset and resending the confirmation (%s)', (database) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false })
  }, 90_000)
  afterAll(() => server?.stop())

  const isTo = (email: string, subject: string) => (mail: ReceivedMail) => mail.to.includes(email) && mail.subject === subject
  const mailsTo = (email: string) => server.mail.messages.filter((mail) => mail.to.includes(email))

  /** A talent who signed up; confirmed (followed the e-mailed link) unless told otherwise. */
  async function talent(email: string, options: { confirmed: boolean } = { confirmed: true }) {
    const client = new ApiClient(server.url)
    const created = await client.post('/api/v1/public/talents/', { first_name: 'Rita', last_name: 'Reset', email, password: PASSWORD, confirm_password: PASSWORD })
    expect(created.status).toBe(201)
    const mail = await server.mail.waitFor(isTo(email, 'Confirm your e-mail address'))
    if (options.confirmed) {
      const { uuid, token } = linkParts(mail, 'confirm-email')
      expect((await client.post('/api/v1/public/talent/activations/', { uuid, token })).status).toBe(200)
    }
    return { id: created.body.id as string, confirmation: mail }
  }

  async function requestReset(email: string) {
    const response = await new ApiClient(server.url).post('/api/v1/password/reset/', { email })
    expect(response.status).toBe(200)
    expect(response.body).toEqual(RESET_SENT)
  }

  const signIn = (email: string, password: string) => new ApiClient(server.url).post('/api/v1/sessions/', { email, password })

  it('answers a known and an unknown e-mail alike, and mails only the known one a /create-password/<uuid>/<token> link', async () => {
    const { id } = await talent('known.reset@talent.example')
    const anonymous = new ApiClient(server.url)
    const unknown = await anonymous.post('/api/v1/password/reset/', { email: 'unknown.reset@talent.example' })
    const known = await anonymous.post('/api/v1/password/reset/', { email: 'Known.Reset@talent.example' })
    expect(unknown.status).toBe(200)
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(RESET_SENT)
    expect(known.body).toEqual(unknown.body)

    const mail = await server.mail.waitFor(isTo('known.reset@talent.example', 'Reset your password'))
    const { link, uuid, token } = linkParts(mail, 'create-password')
    expect(link.startsWith(`${server.url}/create-password/`)).toBe(true)
    expect(uuid).toBe(id)
    expect(token.length).toBeGreaterThanOrEqual(20)
    expect(mailsTo('unknown.reset@talent.example')).toEqual([])

    const invalidEmail = await anonymous.post('/api/v1/password/reset/', { email: 'not-an-email' })
    expect(invalidEmail.status).toBe(422)
    expect(invalidEmail.body).toEqual({ errors: { email: ['Must be a valid email address.'] } })
  })

  it('validates a link only for its own uuid and token', async () => {
    const email = 'validate.reset@talent.example'
    const other = await talent('other.validate@talent.example')
    await talent(email)
    await requestReset(email)
    const { uuid, token } = linkParts(await server.mail.waitFor(isTo(email, 'Reset your password')), 'create-password')
    const client = new ApiClient(server.url)

    const valid = await client.post('/api/v1/password/reset/validate/', { uuid, token })
    expect(valid.status).toBe(200)
    expect(valid.body).toEqual({ detail: expect.any(String) })

    const tampered = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`
    for (const attempt of [
      { uuid, token: tampered },
      { uuid: other.id, token },
      { uuid: '00000000-0000-4000-8000-000000000000', token },
      { uuid: 'not-a-uuid', token },
    ]) {
      const response = await client.post('/api/v1/password/reset/validate/', attempt)
      expect({ attempt, status: response.status, body: response.body }).toEqual({ attempt, status: 422, body: TOKEN_INVALID })
    }
    const missing = await client.post('/api/v1/password/reset/validate/', { uuid })
    expect(missing.status).toBe(422)
    expect(missing.body).toEqual({ errors: { token: ['This field is required'] } })
  })

  it('sets the new password once: weak passwords are refused and leave the link working; the old password then fails', async () => {
    const email = 'confirm.reset@talent.example'
    const { id } = await talent(email)
    const before = new ApiClient(server.url)
    await before.signIn(email, PASSWORD)
    await requestReset(email)
    const { uuid, token } = linkParts(await server.mail.waitFor(isTo(email, 'Reset your password')), 'create-password')
    expect(uuid).toBe(id)
    const client = new ApiClient(server.url)

    const weak = await client.post('/api/v1/password/reset/confirm/', { uuid, token, password: 'weakpass', confirm_password: 'weakpass' })
    expect(weak.status).toBe(422)
    expect(weak.body).toEqual({ errors: { password: ['Must include: 9 characters, a capital letter, a number, a special symbol'] } })
    const spaced = await client.post('/api/v1/password/reset/confirm/', { uuid, token, password: 'Has Space#99', confirm_password: 'Has Space#99' })
    expect(spaced.status).toBe(422)
    expect(spaced.body).toEqual({ errors: { password: ['Spaces are not allowed for passwords.'] } })
    const mismatch = await client.post('/api/v1/password/reset/confirm/', { uuid, token, password: NEW_PASSWORD, confirm_password: `${NEW_PASSWORD}x` })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body).toEqual({ errors: { confirmPassword: ['Passwords must match'] } })
    // None of the refused attempts used the link up, and none changed the password.
    expect((await client.post('/api/v1/password/reset/validate/', { uuid, token })).status).toBe(200)
    expect((await signIn(email, PASSWORD)).status).toBe(200)

    const confirmed = await client.post('/api/v1/password/reset/confirm/', { uuid, token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ detail: 'The password was confirmed' })

    const withNew = await signIn(email, NEW_PASSWORD)
    expect(withNew.status).toBe(200)
    expect(withNew.body.email).toBe(email)
    const withOld = await signIn(email, PASSWORD)
    expect(withOld.status).toBe(422)
    expect(withOld.body.errors.nonFieldErrors).toEqual(['Unable to sign in with the provided e-mail and password.'])

    // The link works once.
    const again = await client.post('/api/v1/password/reset/confirm/', { uuid, token, password: 'Third#Password11', confirm_password: 'Third#Password11' })
    expect(again.status).toBe(422)
    expect(again.body).toEqual(TOKEN_INVALID)
    expect((await client.post('/api/v1/password/reset/validate/', { uuid, token })).status).toBe(422)
    expect((await signIn(email, 'Third#Password11')).status).toBe(422)

    // A session opened with the old password ends with the reset.
    expect((await before.get('/api/v1/user/')).status).toBe(401)
  })

  it('only the newest reset link works', async () => {
    const email = 'newest.reset@talent.example'
    await talent(email)
    await requestReset(email)
    const first = await server.mail.waitFor(isTo(email, 'Reset your password'))
    await requestReset(email)
    const second = await server.mail.waitFor((mail) => mail !== first && isTo(email, 'Reset your password')(mail))
    const oldLink = linkParts(first, 'create-password')
    const newLink = linkParts(second, 'create-password')
    expect(newLink.token).not.toBe(oldLink.token)
    const client = new ApiClient(server.url)
    expect((await client.post('/api/v1/password/reset/validate/', linkBody(oldLink))).body).toEqual(TOKEN_INVALID)
    expect((await client.post('/api/v1/password/reset/validate/', linkBody(newLink))).status).toBe(200)
  })

  it('lets an unconfirmed talent who resets the password sign in: the reset proves the address', async () => {
    const email = 'unconfirmed.reset@talent.example'
    await talent(email, { confirmed: false })
    const refused = await signIn(email, PASSWORD)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual(NOT_CONFIRMED)

    await requestReset(email)
    const { uuid, token } = linkParts(await server.mail.waitFor(isTo(email, 'Reset your password')), 'create-password')
    const confirmed = await new ApiClient(server.url).post('/api/v1/password/reset/confirm/', { uuid, token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })
    expect({ status: confirmed.status, body: confirmed.body }).toEqual({ status: 200, body: { detail: 'The password was confirmed' } })

    const client = new ApiClient(server.url)
    const session = await client.post('/api/v1/sessions/', { email, password: NEW_PASSWORD })
    expect(session.status).toBe(200)
    expect((await client.get('/api/v1/user/')).body).toMatchObject({ email, isActive: true })
  })

  describe('resending the registration e-mail', () => {
    it('mails a new confirmation link to an unconfirmed talent; the old link then fails and the new one works', async () => {
      const email = 'resend.me@talent.example'
      const { id, confirmation: first } = await talent(email, { confirmed: false })
      const client = new ApiClient(server.url)
      const resent = await client.post('/api/v1/public/talents/resend_registration/', { email })
      expect(resent.status).toBe(200)
      expect(resent.body).toEqual({ detail: 'An email was sent' })
      const second = await server.mail.waitFor((mail) => mail !== first && isTo(email, 'Confirm your e-mail address')(mail))

      const oldLink = linkParts(first, 'confirm-email')
      const newLink = linkParts(second, 'confirm-email')
      expect(newLink.uuid).toBe(id)
      expect(newLink.token).not.toBe(oldLink.token)

      const withOld = await client.post('/api/v1/public/talent/activations/', linkBody(oldLink))
      expect(withOld.status).toBe(422)
      expect(withOld.body).toEqual({ errors: { nonFieldErrors: ['The confirmation link is invalid or has already been used.'] } })
      expect((await signIn(email, PASSWORD)).status).toBe(403)

      const withNew = await client.post('/api/v1/public/talent/activations/', linkBody(newLink))
      expect(withNew.status).toBe(200)
      expect((await signIn(email, PASSWORD)).status).toBe(200)
    })

    it('answers an unknown or already confirmed e-mail with the same body and sends nothing', async () => {
      const confirmedEmail = 'already.confirmed@talent.example'
      await talent(confirmedEmail)
      const before = mailsTo(confirmedEmail).length
      const client = new ApiClient(server.url)
      const unknown = await client.post('/api/v1/public/talents/resend_registration/', { email: 'never.signed.up@talent.example' })
      const confirmed = await client.post('/api/v1/public/talents/resend_registration/', { email: confirmedEmail })
      expect(unknown.status).toBe(200)
      expect(confirmed.status).toBe(200)
      expect(unknown.body).toEqual({ detail: 'An email was sent' })
      expect(confirmed.body).toEqual(unknown.body)

      // A later mail to someone else has arrived, so anything these two calls sent would have too.
      await talent('resend.marker@talent.example', { confirmed: false })
      expect(mailsTo('never.signed.up@talent.example')).toEqual([])
      expect(mailsTo(confirmedEmail)).toHaveLength(before)
    })
  })
})
