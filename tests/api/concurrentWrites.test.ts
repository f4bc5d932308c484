import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { everyDatabase, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Many people saving at the same moment: on SQLite every write transaction used to fail with
 * SQLITE_BUSY (500) while another one was open (server/sqliteWriteQueue.ts makes them take turns).
 */
describe.each(everyDatabase)('concurrent writes (%s)', (database) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
  }, 120_000)
  afterAll(() => server?.stop())

  it('answers every one of 24 simultaneous creates, and keeps every record', async () => {
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const lakeside = (await readDirectory(superAdmin)).organizationId('Lakeside Medical Center')
    const admin = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    const responses = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        superAdmin.post('/api/admin/users', { email: `rush.${i}@lakeside.example`, password: 'Rush#Hour2026', firstName: 'Rush', lastName: `Hour ${i}`, role: 'contact', organization: lakeside }),
      ),
      ...Array.from({ length: 12 }, (_, i) => admin.post('/api/v1/organization_admin/departments/', { name: `Rush ${i}` })),
    ])
    expect(responses.map((response) => response.status)).toEqual(Array(24).fill(201))
    const users = await admin.get('/api/v1/organization_admin/users/?search=Rush&page_size=50')
    expect(users.body.count).toBe(12)
    const departments = await admin.get('/api/v1/organization_admin/departments/?page_size=100')
    expect(departments.body.results.filter((department: { name: string }) => department.name.startsWith('Rush '))).toHaveLength(12)
  }, 60_000)

  it('refuses wrong passwords with 422 while others are saving, never with 500', async () => {
    // Payload counts a failed sign-in with a write outside any transaction. On PostgreSQL, made while the
    // sign-in held the account's lock, it needed a second pool connection while the other attempts at the
    // account held the pool waiting for that lock: the server hung (this timed out). On SQLite such a
    // write meets the write lock of whichever transaction is open (SQLITE_BUSY, 500) unless it takes its turn.
    const admin = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    const stranger = new ApiClient(server.url)
    let signingIn = true
    const signIns = Promise.all(
      Array.from({ length: 24 }, (_, i) => stranger.post('/api/v1/sessions/', { email: demo.lakeside.contact, password: `Wrong#Guess${i}` })),
    ).finally(() => (signingIn = false))
    // Saves keep coming, three at a time, for as long as the sign-ins are under way.
    const saves: number[] = []
    for (let round = 0; signingIn; round += 1) {
      const batch = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => admin.post('/api/v1/organization_admin/departments/', { name: `Busy ${round}.${n}` })))
      saves.push(...batch.map((response) => response.status))
    }
    expect((await signIns).map((response) => response.status)).toEqual(Array(24).fill(422))
    expect(saves.length).toBeGreaterThan(0)
    expect(saves.filter((status) => status !== 201)).toEqual([])
  }, 60_000)
})
