import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * A user's sessions are one array on the user; every sign-in, sign-out, password change, deactivation
 * and impersonation reads it and writes it back. Two of those at the same moment used to lose one write
 * (the later writer wrote the array it had read before the other's write): a sign-in's token then
 * named a session that no longer existed (401 on the next request), and a sign-in racing a password
 * change or a deactivation could write back the sessions those had just ended. Each user's session
 * writes now take turns (collections/Users/sessionLock.ts; ARCHITECTURE.md, "Sessions").
 *
 * Both databases: PostgreSQL (TEST_DATABASE_URL, else the local one) and SQLite, where sign-in used to
 * read the user before its transaction (5 of these 6 failed there) and a wrong password racing a
 * password change answered 500 (its failure count met the change's write lock).
 */

// Every sign-in costs a full pbkdf2; several at once on a busy machine need more than 5 s.
jest.setTimeout(120_000)

const NEW_PASSWORD = 'Fresh#Start2026'

// PostgreSQL runs on every machine this project is tested on (README); CI's database is the default.
process.env.TEST_DATABASE_URL ??= 'postgres://127.0.0.1:5432/test'
describe.each(['sqlite', 'postgres'] as const)('concurrent session writes of one user (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
  }, 300_000)
  afterAll(() => server?.stop())

  /** A fresh client's sign-in attempt: its status, and the client holding whatever cookie it got. */
  const attemptSignIn = async (email: string, password = DEMO_PASSWORD) => {
    const client = new ApiClient(server.url)
    const { status } = await client.post('/api/v1/sessions/', { email, password })
    return { client, status }
  }
  const signedIn = (email: string) => ApiClient.signedIn(server.url, email)
  /** Signs in one after another: these sessions exist before the concurrent part starts. */
  const signedInInTurn = async (email: string, count: number) => {
    const clients: ApiClient[] = []
    for (let i = 0; i < count; i++) clients.push(await signedIn(email))
    return clients
  }
  const currentUserStatus = async (client: ApiClient) => (await client.get('/api/v1/user/')).status
  const statusesOf = (clients: ApiClient[]) => Promise.all(clients.map(currentUserStatus))

  it('keeps every one of 8 simultaneous sign-ins of one user working', async () => {
    const attempts = await Promise.all(Array.from({ length: 8 }, () => attemptSignIn(demo.talent)))
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(8).fill(200))
    expect(await statusesOf(attempts.map((attempt) => attempt.client))).toEqual(Array(8).fill(200))
  })

  it('ends exactly the sessions signed out while new ones sign in at the same moment', async () => {
    const open = await signedInInTurn(demo.otherTalent, 4)
    const leaving = open.slice(0, 2)
    const staying = open.slice(2)
    // Copies of the leaving clients' cookies: the sign-out expires the cookie in the client itself.
    const leftTokens = leaving.map((client) => client.fork())

    const [signOuts, arrivals] = await Promise.all([
      Promise.all(leaving.map((client) => client.delete('/api/v1/sessions/'))),
      Promise.all(Array.from({ length: 4 }, () => attemptSignIn(demo.otherTalent))),
    ])
    expect(signOuts.map((response) => response.status)).toEqual([204, 204])
    expect(arrivals.map((attempt) => attempt.status)).toEqual(Array(4).fill(200))

    expect(await statusesOf([...staying, ...arrivals.map((attempt) => attempt.client)])).toEqual(Array(6).fill(200))
    expect(await statusesOf(leftTokens)).toEqual([401, 401])
  })

  /**
   * The rule: the change ends every session that exists when it is written but the caller's; a sign-in
   * is ordered before or after it as a whole. Before: it used the old password and its session ends
   * with the others. After: only the new password signs in, and that session stays. So afterwards an
   * old-password session never works and a new-password one always does.
   */
  it('keeps a password change and sign-ins at the same moment in one order', async () => {
    const email = demo.northwind.manager
    const [caller, ...others] = await signedInInTurn(email, 3)
    const [change, oldPassword, newPassword] = await Promise.all([
      caller!.post('/api/v1/user/password/', { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      // Two of each at most: the failed ones count towards the lockout (5).
      Promise.all([attemptSignIn(email), attemptSignIn(email)]),
      Promise.all([attemptSignIn(email, NEW_PASSWORD), attemptSignIn(email, NEW_PASSWORD)]),
    ])
    expect(change.status).toBe(200)
    expect(await currentUserStatus(caller!)).toBe(200)
    expect(await statusesOf(others)).toEqual([401, 401])
    for (const attempt of oldPassword) {
      expect([200, 422]).toContain(attempt.status)
      expect(await currentUserStatus(attempt.client)).toBe(401)
    }
    for (const attempt of newPassword) {
      expect([200, 422]).toContain(attempt.status)
      expect(await currentUserStatus(attempt.client)).toBe(attempt.status === 200 ? 200 : 401)
    }
  })

  it('leaves a deactivated user no working session, whatever sign-in ran at the same moment', async () => {
    const email = 'grace.thompson@talent.example'
    const superAdmin = await signedIn(demo.superAdmin)
    const before = await signedInInTurn(email, 2)
    const [deactivated, attempts] = await Promise.all([
      superAdmin.patch(`/api/v1/super_admin/talents/${directory.userId(email)}/`, { isDeactivated: true }),
      Promise.all(Array.from({ length: 4 }, () => attemptSignIn(email))),
    ])
    expect(deactivated.status).toBe(200)
    for (const attempt of attempts) expect([200, 403]).toContain(attempt.status)
    expect(await statusesOf([...before, ...attempts.map((attempt) => attempt.client)])).toEqual(Array(6).fill(401))
  })

  it('keeps every session when impersonations of a user start while the user signs in', async () => {
    const email = 'aisha.rahman@talent.example'
    const userId = directory.userId(email)
    const superAdmins = await signedInInTurn(demo.superAdmin, 2)
    const [impersonations, attempts] = await Promise.all([
      Promise.all(superAdmins.map((client) => client.post('/api/v1/user/impersonate/', { user_id: userId }))),
      Promise.all(Array.from({ length: 4 }, () => attemptSignIn(email))),
    ])
    expect(impersonations.map((response) => response.status)).toEqual([200, 200])
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(4).fill(200))
    const everyone = [...superAdmins, ...attempts.map((attempt) => attempt.client)]
    const answers = await Promise.all(everyone.map((client) => client.get('/api/v1/user/')))
    expect(answers.map((answer) => [answer.status, answer.body.id])).toEqual(Array(6).fill([200, userId]))
  })

  it('keeps every session when the user edits the profile while signing in elsewhere', async () => {
    const email = 'michael.okafor@talent.example'
    const editor = await signedIn(email)
    const [edits, attempts] = await Promise.all([
      Promise.all(['Evanston', 'Madison', 'Skokie'].map((city) => editor.patch('/api/v1/user/', { city }))),
      Promise.all(Array.from({ length: 4 }, () => attemptSignIn(email))),
    ])
    expect(edits.map((response) => response.status)).toEqual([200, 200, 200])
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(4).fill(200))
    expect(await statusesOf([editor, ...attempts.map((attempt) => attempt.client)])).toEqual(Array(5).fill(200))
  })
})
