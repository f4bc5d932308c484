import { ApiClient } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

describe.each(databases)('talent sign-up and e-mail confirmation (%s)', (database) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false })
  }, 90_000)
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
    const again = await client.post('/api/v1/public/talent/activations/', { uuid, token })
    expect(again.status).toBe(422)

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
    const duplicate = await signUp(client, { email: 'dup@example.com' })
    expect(duplicate.status).toBe(201)
    const second = await signUp(client, { email: 'DUP@example.com' })
    expect(second.status).toBe(422)
    expect(second.body.errors.email).toEqual(['A user with this email already exists.'])
  })
})
