import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/** Changing one's own password and sign-in e-mail through /api/v1. */
jest.setTimeout(60_000)

describe.each(databases)('changing the password and the sign-in e-mail (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
  }, 300_000)
  afterAll(() => server?.stop())

  const signIn = (email: string, password: string) => new ApiClient(server.url).post('/api/v1/sessions/', { email, password })

  describe('POST /user/password/', () => {
    it('checks the current password, applies the password rule and the confirmation, and changes nothing on error', async () => {
      const client = await ApiClient.signedIn(server.url, 'aisha.rahman@talent.example')
      const empty = await client.post('/api/v1/user/password/', {})
      expect(empty.status).toBe(422)
      expect(empty.body.errors).toEqual({ currentPassword: ['This field is required'], password: ['This field is required'], confirmPassword: ['This field is required'] })

      const weak = await client.post('/api/v1/user/password/', { current_password: DEMO_PASSWORD, password: 'weak pass', confirm_password: 'other' })
      expect(weak.status).toBe(422)
      expect(weak.body.errors).toEqual({
        password: ['Spaces are not allowed for passwords.', 'Must include: a capital letter, a number, a special symbol'],
        confirmPassword: ['Passwords must match'],
      })

      const wrong = await client.post('/api/v1/user/password/', { currentPassword: 'Not#The1Password', password: 'Brand#New2026', confirmPassword: 'Brand#New2026' })
      expect(wrong.status).toBe(422)
      expect(wrong.body).toEqual({ errors: { currentPassword: ['The current password is not correct.'] } })
      expect((await signIn('aisha.rahman@talent.example', DEMO_PASSWORD)).status).toBe(200)
      expect((await signIn('aisha.rahman@talent.example', 'Brand#New2026')).status).toBe(422)
      expect((await new ApiClient(server.url).post('/api/v1/user/password/', { currentPassword: DEMO_PASSWORD, password: 'Brand#New2026', confirmPassword: 'Brand#New2026' })).status).toBe(401)
    })

    it('changes the password: the calling session stays, every other session of the user ends', async () => {
      const email = 'aisha.rahman@talent.example'
      const caller = await ApiClient.signedIn(server.url, email)
      const laptop = await ApiClient.signedIn(server.url, email)
      const phone = await ApiClient.signedIn(server.url, email)
      const someoneElse = await ApiClient.signedIn(server.url, demo.otherTalent)
      // Each session has been used (and so sits in the session cache) before the change.
      for (const client of [caller, laptop, phone, someoneElse]) expect((await client.get('/api/v1/user/')).status).toBe(200)

      const changed = await caller.post('/api/v1/user/password/', { currentPassword: DEMO_PASSWORD, password: 'Brand#New2026', confirmPassword: 'Brand#New2026' })
      expect(changed.status).toBe(200)
      expect(changed.body).toEqual({ detail: 'The password was changed' })

      expect((await caller.get('/api/v1/user/')).status).toBe(200)
      expect((await laptop.get('/api/v1/user/')).status).toBe(401)
      expect((await phone.get('/api/v1/user/')).status).toBe(401)
      expect((await someoneElse.get('/api/v1/user/')).status).toBe(200)
      expect((await signIn(email, DEMO_PASSWORD)).status).toBe(422)
      expect((await signIn(email, 'Brand#New2026')).status).toBe(200)
      // Back, for the other tests' sake: the new password is the current one now.
      expect((await caller.post('/api/v1/user/password/', { currentPassword: 'Brand#New2026', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD })).status).toBe(200)
    })

    it('works for every signed-in role', async () => {
      for (const email of [demo.northwind.admin, demo.northwind.manager, demo.northwind.contact, demo.superAdmin]) {
        const client = await ApiClient.signedIn(server.url, email)
        const response = await client.post('/api/v1/user/password/', { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD })
        expect(response.status).toBe(200)
        expect((await client.get('/api/v1/user/')).status).toBe(200)
      }
    })
  })

  describe('POST /user/email/ and /user/email/confirm/', () => {
    const linkParts = (link: string) => {
      const [, uuid, token] = /\/confirm-new-email\/([^/]+)\/([^/\s]+)/.exec(link)!
      return { uuid: uuid!, token: token! }
    }

    it('refuses a wrong current password, an invalid, the same or a taken address, and changes nothing', async () => {
      const client = await ApiClient.signedIn(server.url, 'david.kowalski@talent.example')
      const wrong = await client.post('/api/v1/user/email/', { currentPassword: 'Not#The1Password', email: 'david.new@example.com' })
      expect(wrong.status).toBe(422)
      expect(wrong.body).toEqual({ errors: { currentPassword: ['The current password is not correct.'] } })
      const invalid = await client.post('/api/v1/user/email/', { currentPassword: DEMO_PASSWORD, email: 'not-an-email' })
      expect(invalid.body).toEqual({ errors: { email: ['Must be a valid email address.'] } })
      const same = await client.post('/api/v1/user/email/', { currentPassword: DEMO_PASSWORD, email: 'David.Kowalski@talent.example' })
      expect(same.body).toEqual({ errors: { email: ['This is already your sign-in e-mail.'] } })
      const taken = await client.post('/api/v1/user/email/', { currentPassword: DEMO_PASSWORD, email: demo.talent })
      expect(taken.status).toBe(422)
      expect(taken.body).toEqual({ errors: { email: ['A user with this email already exists.'] } })
      expect(server.mail.messages.some((m) => m.subject === 'Confirm your new sign-in e-mail' && m.to.includes(demo.talent))).toBe(false)
      expect((await client.get('/api/v1/user/')).body.email).toBe('david.kowalski@talent.example')
    })

    it('mails a link to the new address; the old address signs in until the link is followed, then only the new one', async () => {
      const oldEmail = 'david.kowalski@talent.example'
      const newEmail = 'david.kowalski.new@example.com'
      const caller = await ApiClient.signedIn(server.url, oldEmail)
      const other = await ApiClient.signedIn(server.url, oldEmail)
      const asked = await caller.post('/api/v1/user/email/', { currentPassword: DEMO_PASSWORD, email: 'David.Kowalski.New@example.com' })
      expect(asked.status).toBe(202)
      expect(asked.body).toEqual({ detail: 'A confirmation link was sent to the new address. Your e-mail changes when you open it.' })

      const mail = await server.mail.waitFor((m) => m.to.includes(newEmail) && m.subject === 'Confirm your new sign-in e-mail')
      const link = mail.links.find((l) => l.includes('/confirm-new-email/'))!
      const { uuid, token } = linkParts(link)
      expect(uuid).toBe(directory.userId(oldEmail))
      // Nothing changed yet.
      expect((await caller.get('/api/v1/user/')).body.email).toBe(oldEmail)
      expect((await signIn(oldEmail, DEMO_PASSWORD)).status).toBe(200)
      expect((await signIn(newEmail, DEMO_PASSWORD)).status).toBe(422)

      const forged = await new ApiClient(server.url).post('/api/v1/user/email/confirm/', { uuid, token: `${token}x` })
      expect(forged.status).toBe(422)
      expect(forged.body).toEqual({ errors: { nonFieldErrors: ['The link is invalid, has expired or has already been used.'] } })

      // Followed in the browser signed in as the user: that session stays, the other one ends.
      const confirmed = await caller.post('/api/v1/user/email/confirm/', { uuid, token })
      expect(confirmed.status).toBe(200)
      expect(confirmed.body).toEqual({ detail: 'Your sign-in e-mail was changed.' })
      expect((await caller.get('/api/v1/user/')).body.email).toBe(newEmail)
      expect((await other.get('/api/v1/user/')).status).toBe(401)
      expect((await signIn(oldEmail, DEMO_PASSWORD)).status).toBe(422)
      expect((await signIn(newEmail, DEMO_PASSWORD)).status).toBe(200)
      // The old address hears of it.
      const notice = await server.mail.waitFor((m) => m.to.includes(oldEmail) && m.subject === 'Your sign-in e-mail was changed')
      expect(notice.text).toContain(newEmail)

      // The link works once.
      const again = await new ApiClient(server.url).post('/api/v1/user/email/confirm/', { uuid, token })
      expect(again.status).toBe(422)
    })

    it('keeps only the newest link, ends every session when the link is opened signed out, and refuses an address taken meanwhile', async () => {
      const email = 'sofia.martinez@talent.example'
      const session = await ApiClient.signedIn(server.url, email)
      expect((await session.post('/api/v1/user/email/', { currentPassword: DEMO_PASSWORD, email: 'sophia.first@example.com' })).status).toBe(202)
      expect((await session.post('/api/v1/user/email/', { currentPassword: DEMO_PASSWORD, email: 'sophia.second@example.com' })).status).toBe(202)
      const first = linkParts((await server.mail.waitFor((m) => m.to.includes('sophia.first@example.com'))).links.find((l) => l.includes('/confirm-new-email/'))!)
      const second = linkParts((await server.mail.waitFor((m) => m.to.includes('sophia.second@example.com'))).links.find((l) => l.includes('/confirm-new-email/'))!)
      expect((await new ApiClient(server.url).post('/api/v1/user/email/confirm/', first)).status).toBe(422)

      const signedOut = await new ApiClient(server.url).post('/api/v1/user/email/confirm/', second)
      expect(signedOut.status).toBe(200)
      expect((await session.get('/api/v1/user/')).status).toBe(401)
      expect((await signIn('sophia.second@example.com', DEMO_PASSWORD)).status).toBe(200)

      // Another account asks for an address; a sign-up takes it before the link is followed.
      const owner = await ApiClient.signedIn(server.url, 'sophia.second@example.com')
      expect((await owner.post('/api/v1/user/email/', { currentPassword: DEMO_PASSWORD, email: 'race.winner@example.com' })).status).toBe(202)
      const raced = linkParts((await server.mail.waitFor((m) => m.to.includes('race.winner@example.com'))).links.find((l) => l.includes('/confirm-new-email/'))!)
      expect(
        (await new ApiClient(server.url).post('/api/v1/public/talents/', { first_name: 'Race', last_name: 'Winner', email: 'race.winner@example.com', password: 'Strong#Pass9', confirm_password: 'Strong#Pass9' })).status,
      ).toBe(201)
      const refused = await owner.post('/api/v1/user/email/confirm/', raced)
      expect(refused.status).toBe(422)
      expect(refused.body).toEqual({ errors: { nonFieldErrors: ['A user with this email already exists.'] } })
      expect((await owner.get('/api/v1/user/')).body.email).toBe('sophia.second@example.com')
    })

    it('answers malformed link parts as an invalid link', async () => {
      for (const body of [{ uuid: 'not-an-id', token: 'x' }, { uuid: directory.userId(demo.talent), token: 'x' }]) {
        const response = await new ApiClient(server.url).post('/api/v1/user/email/confirm/', body)
        expect(response.status).toBe(422)
        expect(response.body).toEqual({ errors: { nonFieldErrors: ['The link is invalid, has expired or has already been used.'] } })
      }
      const missing = await new ApiClient(server.url).post('/api/v1/user/email/confirm/', {})
      expect(missing.body).toEqual({ errors: { uuid: ['This field is required'], token: ['This field is required'] } })
    })
  })

  it('lists a seeded, confirmed talent who never signed in as active in the console, and filters by that status', async () => {
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const talent = directory.userId('luis.herrera@talent.example')
    const neverSignedIn = directory.userId(demo.lakeside.contact)
    expect((await superAdmin.get(`/api/admin/users/${talent}`)).body).toMatchObject({ status: 'active', role: 'talent' })
    expect((await superAdmin.get(`/api/admin/users/${talent}`)).body.lastLogin ?? null).toBeNull()
    expect((await superAdmin.get(`/api/admin/users/${neverSignedIn}`)).body).toMatchObject({ status: 'invited' })
    const ids = async (status: string) => {
      const listed = await superAdmin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ status }))}&range=${encodeURIComponent('[0,499]')}`)
      expect(listed.status).toBe(200)
      return listed.body.map((user: { id: string; status: string }) => {
        expect(user.status).toBe(status)
        return user.id
      })
    }
    expect(await ids('active')).toContain(talent)
    expect(await ids('invited')).toEqual(expect.arrayContaining([neverSignedIn]))
    expect(await ids('invited')).not.toContain(talent)
  })
})
