import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { readStoredHash, writeStoredHash } from '../helpers/storedPassword'
import { pbkdf2Sync } from 'node:crypto'

const INVALID_CREDENTIALS = 'Unable to sign in with the provided e-mail and password.'
const NOT_SIGNED_IN = { errors: { nonFieldErrors: ['Authentication credentials were not provided.'] } }

// Every sign-in costs a full pbkdf2 (unknown addresses too): several per test need more than 5 s on a busy machine.
jest.setTimeout(60_000)

describe.each(databases)('sign-in, sign-out and the current user (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let directory: Directory
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(superAdmin)
  }, 300_000)
  afterAll(() => server?.stop())

  const signIn = (client: ApiClient, email: string, password: string) => client.post('/api/v1/sessions/', { email, password })

  it('signs in with e-mail and password: the user in the body and an HttpOnly session cookie', async () => {
    const client = new ApiClient(server.url)
    const response = await signIn(client, demo.talent, DEMO_PASSWORD)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: directory.userId(demo.talent),
      email: demo.talent,
      username: demo.talent,
      firstName: 'Emily',
      lastName: 'Carter',
      role: 'talent',
      isImpersonate: false,
      isDeactivated: false,
      organization: null,
    })
    expect(response.body.lastLogin).toEqual(expect.any(String))

    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('talentgrid-token='))
    expect(cookie).toBeDefined()
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase())
    expect(attributes.some((a) => a === 'httponly' || a === 'httponly=true')).toBe(true)
    expect(attributes).toContain('path=/')
    expect(attributes).toContain('samesite=lax')

    const me = await client.get('/api/v1/user/')
    expect(me.status).toBe(200)
    expect(me.body.email).toBe(demo.talent)
  })

  it('answers a wrong password and an unknown e-mail alike: 422 with the same message and no cookie', async () => {
    const client = new ApiClient(server.url)
    const wrongPassword = await signIn(client, demo.otherTalent, 'Not-the-password1!')
    const unknownEmail = await signIn(client, 'nobody.at.all@talent.example', 'Not-the-password1!')
    expect(wrongPassword.status).toBe(422)
    expect(unknownEmail.status).toBe(422)
    expect(wrongPassword.body).toEqual({ errors: { nonFieldErrors: [INVALID_CREDENTIALS] } })
    expect(unknownEmail.body).toEqual(wrongPassword.body)
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.headers.getSetCookie().some((line) => line.startsWith('talentgrid-token='))).toBe(false)
    }
    expect((await client.get('/api/v1/user/')).status).toBe(401)
  })

  it('locks an account after five failed sign-ins: then even the right password gets 403', async () => {
    const email = 'hannah.lee@talent.example'
    const attacker = new ApiClient(server.url)
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await signIn(attacker, email, `Wrong#Guess${attempt}`)
      expect(failed.status).toBe(422)
      expect(failed.body.errors.nonFieldErrors).toEqual([INVALID_CREDENTIALS])
    }
    const owner = new ApiClient(server.url)
    const locked = await signIn(owner, email, DEMO_PASSWORD)
    expect(locked.status).toBe(403)
    expect(locked.body).toEqual({ errors: { nonFieldErrors: ['Too many failed sign-in attempts. The account is locked for 10 minutes.'] } })
    expect((await owner.get('/api/v1/user/')).status).toBe(401)

    // The lock shows only to whoever gives the right password: a wrong one reads exactly as for an
    // address that has no account, so the lock reveals nothing about the address.
    const lockedWrong = await signIn(new ApiClient(server.url), email, 'Wrong#Guess6')
    const unknownWrong = await signIn(new ApiClient(server.url), 'no.such.person@talent.example', 'Wrong#Guess6')
    expect(lockedWrong.status).toBe(422)
    expect(unknownWrong.status).toBe(422)
    expect(lockedWrong.body).toEqual({ errors: { nonFieldErrors: [INVALID_CREDENTIALS] } })
    expect(unknownWrong.body).toEqual(lockedWrong.body)
    // And an unknown address never locks: a sixth try answers as the first.
    for (let attempt = 1; attempt <= 5; attempt++) await signIn(new ApiClient(server.url), 'no.such.person@talent.example', `Wrong#Guess${attempt}`)
    expect((await signIn(new ApiClient(server.url), 'no.such.person@talent.example', DEMO_PASSWORD)).body).toEqual(lockedWrong.body)

    // The lock belongs to the account, not to the client that failed: others still sign in from it.
    expect((await signIn(attacker, 'ryan.sullivan@talent.example', DEMO_PASSWORD)).status).toBe(200)

    // Payload's generated unlock route must not let any signed-in user lift the lock (attacker is a talent now).
    const unlockByTalent = await attacker.post('/api/users/unlock', { email })
    expect(unlockByTalent.status).toBe(403)
    expect((await signIn(new ApiClient(server.url), email, DEMO_PASSWORD)).status).toBe(403)

    // The super admin may lift it.
    expect((await superAdmin.post('/api/users/unlock', { email })).status).toBe(200)
    expect((await signIn(new ApiClient(server.url), email, DEMO_PASSWORD)).status).toBe(200)
  })

  it('starts the count of failed sign-ins over after a right password, and records the sign-in', async () => {
    const email = 'aisha.rahman@talent.example'
    const wrongFourTimes = async () => {
      for (let attempt = 1; attempt <= 4; attempt++) expect((await signIn(new ApiClient(server.url), email, `Wrong#Guess${attempt}`)).status).toBe(422)
    }
    await wrongFourTimes()
    const owner = new ApiClient(server.url)
    const first = await signIn(owner, email, DEMO_PASSWORD)
    expect(first.status).toBe(200)
    expect(first.body.lastLogin).toEqual(expect.any(String))
    expect((await owner.get('/api/v1/user/')).body.lastLogin).toBe(first.body.lastLogin)

    // Four more wrong passwords would lock the account had the first four still counted.
    await wrongFourTimes()
    const again = await signIn(new ApiClient(server.url), email, DEMO_PASSWORD)
    expect(again.status).toBe(200)
    expect(Date.parse(again.body.lastLogin)).toBeGreaterThanOrEqual(Date.parse(first.body.lastLogin))
    // Both sessions stay open: the second sign-in added its session to the first.
    expect((await owner.get('/api/v1/user/')).status).toBe(200)
  })

  it('accepts a password hashed the older way and stores it in the current format at that sign-in', async () => {
    const email = 'david.kowalski@talent.example'
    const salt = 'c0ffee'
    await writeStoredHash(server, email, { salt, hash: pbkdf2Sync(DEMO_PASSWORD, salt, 25_000, 512, 'sha256').toString('hex') })
    expect((await signIn(new ApiClient(server.url), email, 'Not-the-password1!')).status).toBe(422)
    expect((await readStoredHash(server, email)).salt).toBe(salt)

    expect((await signIn(new ApiClient(server.url), email, DEMO_PASSWORD)).status).toBe(200)
    const rewritten = await readStoredHash(server, email)
    expect(rewritten.hash).toMatch(/^pbkdf2-sha256-v1:[0-9a-f]{64}$/)
    expect(rewritten.salt).not.toBe(salt)
    expect((await signIn(new ApiClient(server.url), email, DEMO_PASSWORD)).status).toBe(200)
  })

  it('signs out with DELETE /sessions/: 204, and the old token stops working at once', async () => {
    const client = await ApiClient.signedIn(server.url, demo.talent)
    const token = client.cookie('talentgrid-token')
    expect(token).toBeTruthy()
    expect((await client.get('/api/v1/user/')).status).toBe(200)

    const signedOut = await client.delete('/api/v1/sessions/')
    expect(signedOut.status).toBe(204)
    expect(client.cookie('talentgrid-token')).toBeUndefined()

    const replay = new ApiClient(server.url)
    replay.setCookie('talentgrid-token', token!)
    const afterSignOut = await replay.get('/api/v1/user/')
    expect(afterSignOut.status).toBe(401)
    expect(afterSignOut.body).toEqual(NOT_SIGNED_IN)
    // The bearer form of the same token is refused too: the session itself is gone.
    const bearer = await new ApiClient(server.url).request('GET', '/api/v1/user/', undefined, { headers: { authorization: `JWT ${token}` } })
    expect(bearer.status).toBe(401)

    expect((await new ApiClient(server.url).delete('/api/v1/sessions/')).status).toBe(401)
  })

  it('answers GET /user/ without a session with 401 in the contract error shape', async () => {
    const response = await new ApiClient(server.url).get('/api/v1/user/')
    expect(response.status).toBe(401)
    expect(response.body).toEqual(NOT_SIGNED_IN)
  })

  describe('PATCH /user/', () => {
    let client: ApiClient
    beforeAll(async () => {
      client = await ApiClient.signedIn(server.url, 'michael.okafor@talent.example')
    })

    it('updates About Me and contact info from JSON with snake_case keys', async () => {
      const response = await client.patch('/api/v1/user/', {
        summary: '<p>Epic Ambulatory analyst, 9 years.</p>',
        address1: '200 Main Street',
        city: 'Cleveland',
        state: 'OH',
        zip_code: '44114',
      })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ summary: '<p>Epic Ambulatory analyst, 9 years.</p>', address1: '200 Main Street', zipCode: '44114' })
      const me = await client.get('/api/v1/user/')
      expect(me.body).toMatchObject({ summary: '<p>Epic Ambulatory analyst, 9 years.</p>', address1: '200 Main Street', city: 'Cleveland', state: 'OH', zipCode: '44114' })
    })

    it('takes the phone as form data and stores it as +1 and ten digits', async () => {
      const form = new FormData()
      form.set('phone', '(608) 555-0123')
      const response = await client.patch('/api/v1/user/', form)
      expect(response.status).toBe(200)
      expect(response.body.phone).toBe('+16085550123')
      expect((await client.get('/api/v1/user/')).body.phone).toBe('+16085550123')
    })

    it('refuses an incomplete phone number with the contract message and keeps the stored one', async () => {
      const response = await client.patch('/api/v1/user/', { phone: '(608) 555-01' })
      expect(response.status).toBe(422)
      expect(response.body).toEqual({ errors: { phone: ['The phone number entered is not valid.'] } })
      expect((await client.get('/api/v1/user/')).body.phone).toBe('+16085550123')
    })

    it('refuses names over 30 characters with one message per field and changes nothing', async () => {
      const response = await client.patch('/api/v1/user/', { first_name: 'F'.repeat(31), lastName: 'L'.repeat(31), city: 'Akron' })
      expect(response.status).toBe(422)
      expect(response.body).toEqual({
        errors: {
          firstName: ['First Name must be at most 30 characters'],
          lastName: ['Last Name must be at most 30 characters'],
        },
      })
      expect((await client.get('/api/v1/user/')).body).toMatchObject({ firstName: 'Michael', lastName: 'Okafor', city: 'Cleveland' })
      // Exactly 30 is allowed.
      const thirty = await client.patch('/api/v1/user/', { first_name: 'M'.repeat(30) })
      expect(thirty.status).toBe(200)
      expect(thirty.body.firstName).toBe('M'.repeat(30))
      expect((await client.patch('/api/v1/user/', { first_name: 'Michael' })).status).toBe(200)
    })

    it('cannot change role, organization or deactivation, in either key spelling', async () => {
      const northwind = directory.organizationId('Northwind Health System')
      const response = await client.patch('/api/v1/user/', {
        role: 'super_admin',
        organization: northwind,
        organization_id: northwind,
        isDeactivated: true,
        is_deactivated: true,
        is_internal: true,
        has_permission_view_rate: true,
        city: 'Columbus',
      })
      // A key the caller may not write is refused by name, and nothing of the request is written.
      expect(response.status).toBe(422)
      const refused = ['This field cannot be set here.']
      expect(response.body).toEqual({
        errors: { role: refused, organization: refused, organizationId: refused, isDeactivated: refused, isInternal: refused, hasPermissionViewRate: refused },
      })
      expect((await client.get('/api/v1/user/')).body.city).not.toBe('Columbus')
      expect((await client.patch('/api/v1/user/', { city: 'Columbus' })).status).toBe(200)
      const me = await client.get('/api/v1/user/')
      expect(me.status).toBe(200)
      expect(me.body).toMatchObject({
        role: 'talent',
        organization: null,
        isDeactivated: false,
        isInternal: false,
        hasPermissionViewRate: false,
        status: 'active',
        city: 'Columbus',
      })
      // The super admin's view of the stored record agrees.
      const stored = await superAdmin.get(`/api/admin/users/${directory.userId('michael.okafor@talent.example')}`)
      expect(stored.body).toMatchObject({ role: 'talent', organization: null, isDeactivated: false, isInternal: false })
    })
  })

  it('closes the credentials to the generated REST: a password or e-mail is refused, the old password still signs in', async () => {
    const client = await ApiClient.signedIn(server.url, 'grace.thompson@talent.example')
    const other = await ApiClient.signedIn(server.url, 'grace.thompson@talent.example')
    const me = (await client.get('/api/v1/user/')).body
    const refused = { errors: [{ message: 'The password and the sign-in e-mail change only through POST /api/v1/user/password/ and POST /api/v1/user/email/.' }] }
    // The generated REST answers the super admin only...
    expect((await client.patch(`/api/users/${me.id}`, { password: 'Taken#Over2026' })).status).toBe(403)
    expect((await client.patch(`/api/users/${me.id}`, { email: 'grace.elsewhere@example.com' })).status).toBe(403)
    // ...who may not write a password or a changed address there either.
    for (const body of [{ password: 'Taken#Over2026' }, { password: 'abc' }, { password: 'Taken#Over2026', firstName: 'Grace' }]) {
      const response = await superAdmin.patch(`/api/users/${me.id}`, body)
      expect(response.status).toBe(403)
      expect(response.body).toMatchObject(refused)
    }
    const adminEmail = await superAdmin.patch(`/api/users/${me.id}`, { email: 'grace.elsewhere@example.com' })
    expect(adminEmail.status).toBe(403)
    expect(adminEmail.body).toMatchObject(refused)
    // Sending the address back unchanged (a whole-record form) is not a change: the rest applies.
    expect((await superAdmin.patch(`/api/users/${me.id}`, { email: 'grace.thompson@talent.example', title: 'Analyst' })).status).toBe(200)
    expect((await client.get('/api/v1/user/')).body.email).toBe('grace.thompson@talent.example')
    expect((await new ApiClient(server.url).post('/api/v1/sessions/', { email: 'grace.thompson@talent.example', password: 'Taken#Over2026' })).status).toBe(422)
    expect((await new ApiClient(server.url).post('/api/v1/sessions/', { email: 'grace.thompson@talent.example', password: DEMO_PASSWORD })).status).toBe(200)
    expect((await other.get('/api/v1/user/')).status).toBe(200)
    // Not the super admin either: the console (/api/admin) and /api/v1 are the ways.
    const byAdmin = await superAdmin.patch(`/api/users/${me.id}`, { password: 'Taken#Over2026' })
    expect(byAdmin.status).toBe(403)
    expect((await new ApiClient(server.url).post('/api/v1/sessions/', { email: 'grace.thompson@talent.example', password: DEMO_PASSWORD })).status).toBe(200)
  })

  it('drops account state the super admin sends through the generated REST: confirmation, lockout, sessions and tokens stay', async () => {
    const client = await ApiClient.signedIn(server.url, 'michael.okafor@talent.example')
    const me = (await client.get('/api/v1/user/')).body
    const response = await superAdmin.patch(`/api/users/${me.id}`, {
      emailConfirmedAt: null,
      emailConfirmationTokenHash: 'f'.repeat(64),
      pendingEmail: 'michael.elsewhere@example.com',
      pendingEmailTokenHash: 'f'.repeat(64),
      pendingEmailExpiresAt: '2099-01-01T00:00:00.000Z',
      loginAttempts: 99,
      lockUntil: '2099-01-01T00:00:00.000Z',
      sessions: [],
      resetPasswordToken: 'chosen-token',
      resetPasswordExpiration: '2099-01-01T00:00:00.000Z',
      salt: 'x',
      hash: 'y',
      lastLogin: null,
    })
    expect(response.status).toBe(200)
    // The session is still there, the account neither locked, unconfirmed nor deactivated.
    expect((await client.get('/api/v1/user/')).body).toMatchObject({ isActive: true, isDeactivated: false, lastLogin: me.lastLogin })
    expect((await new ApiClient(server.url).post('/api/v1/sessions/', { email: 'michael.okafor@talent.example', password: DEMO_PASSWORD })).status).toBe(200)
    // A reset token chosen by the caller does not work.
    const reset = await new ApiClient(server.url).post('/api/v1/password/reset/confirm/', { uuid: me.id, token: 'chosen-token', password: 'Taken#Over2026', confirm_password: 'Taken#Over2026' })
    expect(reset.status).toBe(422)
    // Deactivation and the role are the console's to change (/api/admin), not the generated REST's.
    expect((await superAdmin.patch(`/api/users/${me.id}`, { isDeactivated: true, role: 'manager' })).status).toBe(200)
    expect((await client.get('/api/v1/user/')).body).toMatchObject({ role: 'talent', isDeactivated: false })
  })

  it('keeps a deactivated user out: 403 on sign-in, and their open session ends', async () => {
    const email = 'grace.thompson@talent.example'
    const open = await ApiClient.signedIn(server.url, email)
    expect((await open.get('/api/v1/user/')).status).toBe(200)

    const deactivated = await superAdmin.put(`/api/admin/users/${directory.userId(email)}`, { isDeactivated: true })
    expect(deactivated.status).toBe(200)
    expect(deactivated.body).toMatchObject({ isDeactivated: true, status: 'deactivated' })

    const client = new ApiClient(server.url)
    const refused = await signIn(client, email, DEMO_PASSWORD)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ errors: { nonFieldErrors: ['This account is deactivated.'] } })
    expect((await client.get('/api/v1/user/')).status).toBe(401)
    // A wrong password still reads like any other wrong password: nothing is revealed about the account.
    const wrong = await signIn(client, email, 'Wrong#Guess1')
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors.nonFieldErrors).toEqual([INVALID_CREDENTIALS])

    // The session opened before the deactivation no longer works.
    const stale = await open.get('/api/v1/user/')
    expect(stale.status).toBe(401)
    expect(stale.body).toEqual(NOT_SIGNED_IN)

    // Reactivated, the account signs in again.
    expect((await superAdmin.put(`/api/admin/users/${directory.userId(email)}`, { isDeactivated: false })).status).toBe(200)
    expect((await signIn(new ApiClient(server.url), email, DEMO_PASSWORD)).status).toBe(200)
  })
})
