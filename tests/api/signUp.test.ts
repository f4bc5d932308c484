import { ApiClient } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

jest.setTimeout(60_000)

describe.each(databases)('talent sign-up and e-mail confirmation (%s)', (database) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false })
  }, 300_000)
  afterAll(() => server?.stop())

  const signUp = (client: ApiClient, overrides: Record<string, unknown> = {}) =>
    client.post('/api/v1/public/talents/', {
      first_name: 'Nora',
      last_name: 'Field',
      email: 'nora.field@example.com',
      password: 'Strong#Pass9',
      confirm_password: 'Strong#Pass9',
      ...overrides,
    })

  it('creates the talent, mails a confirmation link, refuses sign-in until it is followed, then signs in', async () => {
    const client = new ApiClient(server.url)
    const created = await signUp(client)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: expect.any(String), email: 'nora.field@example.com' })

    const mail = await server.mail.waitFor((m) => m.to.includes('nora.field@example.com'))
    expect(mail.subject).toBe('Confirm your e-mail address')
    const link = mail.links.find((l) => l.includes('/confirm-email/'))!
    const [, uuid, token] = /\/confirm-email\/([^/]+)\/([^/\s]+)/.exec(link)!
    expect(uuid).toBe(created.body.id)

    const early = await client.post('/api/v1/sessions/', { email: 'nora.field@example.com', password: 'Strong#Pass9' })
    expect(early.status).toBe(403)
    expect(early.body.errors.nonFieldErrors).toEqual(['Please confirm your e-mail address before signing in.'])

    const confirmed = await client.post('/api/v1/public/talent/activations/', { uuid, token })
    expect(confirmed.status).toBe(200)
    // The same link opened again says the account is confirmed, not that something failed.
    const again = await client.post('/api/v1/public/talent/activations/', { uuid, token })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ errors: { nonFieldErrors: ['This account is already confirmed. Please sign in.'] } })
    // A made-up token for the same account still reads as an invalid link: only the link's holder learns it.
    const forged = await client.post('/api/v1/public/talent/activations/', { uuid, token: `${token}x` })
    expect(forged.status).toBe(422)
    expect(forged.body).toEqual({ errors: { nonFieldErrors: ['The confirmation link is invalid or has already been used.'] } })

    const session = await client.post('/api/v1/sessions/', { email: 'Nora.Field@example.com', password: 'Strong#Pass9' })
    expect(session.status).toBe(200)
    const me = await client.get('/api/v1/user/')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ email: 'nora.field@example.com', role: 'talent', firstName: 'Nora', isActive: true, isImpersonate: false, status: 'active' })
  })

  it('answers bad input with the contract messages and creates nothing', async () => {
    const client = new ApiClient(server.url)
    const response = await signUp(client, {
      email: 'not-an-email',
      first_name: 'x'.repeat(31),
      last_name: '',
      password: 'weak pass',
      confirm_password: 'other',
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      email: ['Must be a valid email address.'],
      firstName: ['First Name must be at most 30 characters'],
      lastName: ['This field is required'],
      password: ['Spaces are not allowed for passwords.', 'Must include: a capital letter, a number, a special symbol'],
      confirmPassword: ['Passwords must match'],
    })
  })

  it('answers a sign-up with a taken e-mail exactly as a new one, and tells the owner of the address instead', async () => {
    const client = new ApiClient(server.url)
    const first = await signUp(client, { email: 'dup@example.com', first_name: 'Dana' })
    const fresh = await signUp(client, { email: 'fresh.address@example.com' })
    const taken = await signUp(client, { email: 'DUP@example.com', first_name: 'Mallory', password: 'Other#Pass77', confirm_password: 'Other#Pass77' })
    expect(first.status).toBe(201)
    expect(taken.status).toBe(fresh.status)
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort())
    expect(taken.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'dup@example.com' })
    expect(fresh.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'fresh.address@example.com' })
    // The id names no account: not the owner's.
    expect(taken.body.id).not.toBe(first.body.id)

    const notice = await server.mail.waitFor((m) => m.to.includes('dup@example.com') && m.subject === 'Someone tried to sign up with your e-mail address')
    expect(notice.text).toContain('Hi Dana,')
    expect(notice.text).toContain('sign in with your password, or reset it')
    expect(notice.links.some((link) => link.endsWith('/reset-password'))).toBe(true)
    // No second confirmation link goes to the address, and the owner's password is unchanged.
    expect(server.mail.messages.filter((m) => m.to.includes('dup@example.com') && m.subject === 'Confirm your e-mail address')).toHaveLength(1)
    expect((await client.post('/api/v1/sessions/', { email: 'dup@example.com', password: 'Other#Pass77' })).status).toBe(422)
  })
})
