import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The talent's asking rate:
 * users.hourlyRate in cents, set by the talent through PATCH /user/ as dollars text or a number (null or
 * '' clears it, at most $10,000.00), answered as '95.00' or null in GET /user/ and in the complete
 * profile, which organization users read too (the profile cache must not serve the old rate).
 */
const INVALID = 'Enter a valid amount.'

jest.setTimeout(120_000)

describe.each(databases)('talent hourly rate (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let talent: ApiClient
  let manager: ApiClient
  let managerWithoutViewRate: ApiClient
  let admin: ApiClient
  let superAdmin: ApiClient
  let talentId: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    ;[talent, manager, managerWithoutViewRate, admin, superAdmin] = await Promise.all(
      [demo.talent, demo.northwind.manager, demo.northwind.manager2, demo.northwind.admin, demo.superAdmin].map((email) => ApiClient.signedIn(server.url, email)),
    )
    directory = await readDirectory(superAdmin)
    talentId = directory.userId(demo.talent)
  }, 180_000)
  afterAll(() => server?.stop())

  const setRate = (value: unknown) => talent.patch('/api/v1/user/', { hourly_rate: value })
  const profileRate = async (client: ApiClient, path: string) => {
    const response = await client.get(path)
    expect(response.status).toBe(200)
    return response.body.hourlyRate
  }

  it('lets the talent set, change and clear the rate, answered as dollars text', async () => {
    const set = await setRate('95')
    expect(set.status).toBe(200)
    expect(set.body.hourlyRate).toBe('95.00')
    expect((await talent.get('/api/v1/user/')).body.hourlyRate).toBe('95.00')
    expect(await profileRate(talent, '/api/v1/talent/profile/')).toBe('95.00')

    expect((await setRate(120.5)).body.hourlyRate).toBe('120.50')
    expect((await setRate('$1,250.75')).body.hourlyRate).toBe('1250.75')
    expect((await setRate('10000.00')).body.hourlyRate).toBe('10000.00')

    expect((await setRate('')).body.hourlyRate).toBeNull()
    expect((await talent.get('/api/v1/user/')).body.hourlyRate).toBeNull()
    expect((await setRate('80')).body.hourlyRate).toBe('80.00')
    expect((await setRate(null)).body.hourlyRate).toBeNull()
    expect(await profileRate(talent, '/api/v1/talent/profile/')).toBeNull()

    // Other fields leave the rate alone.
    await setRate('95.00')
    expect((await talent.patch('/api/v1/user/', { city: 'Madison' })).body.hourlyRate).toBe('95.00')
  })

  it('refuses what is no amount, nothing, or more than $10,000.00, and changes nothing then', async () => {
    await setRate('70')
    for (const value of ['ninety', '-5', '12.345', '1e3', 0, '0.00', -1, true, {}, []]) {
      const response = await setRate(value)
      expect([value, response.status]).toEqual([value, 422])
      expect(response.body.errors.hourlyRate).toEqual([INVALID])
    }
    for (const value of ['10000.01', 10_001, '99999999999999999999']) {
      const response = await setRate(value)
      expect(response.status).toBe(422)
      expect(response.body.errors.hourlyRate).toEqual([Number.isSafeInteger(Number(value) * 100) ? 'Enter an hourly rate of at most $10,000.00.' : INVALID])
    }
    expect((await talent.get('/api/v1/user/')).body.hourlyRate).toBe('70.00')
  })

  it('is a talent’s: other roles get 422 on the field, and null in their own answer', async () => {
    for (const client of [manager, admin, superAdmin]) {
      const response = await client.patch('/api/v1/user/', { hourly_rate: '50' })
      expect(response.status).toBe(422)
      expect(response.body).toEqual({ errors: { hourlyRate: ['Only talents set an hourly rate.'] } })
      expect((await client.get('/api/v1/user/')).body.hourlyRate).toBeNull()
    }
  })

  it('shows the talent’s current rate to every organization user reading the profile, at once', async () => {
    await setRate('95')
    const paths: [ApiClient, string][] = [
      [manager, `/api/v1/manager/talents/${talentId}/`],
      [managerWithoutViewRate, `/api/v1/manager/talents/${talentId}/`],
      [admin, `/api/v1/organization_admin/talents/${talentId}/`],
      [superAdmin, `/api/v1/super_admin/talents/${talentId}/`],
    ]
    for (const [client, path] of paths) expect(await profileRate(client, path)).toBe('95.00')
    // The profile cache (5 s) is forgotten by the write: the next read shows the new rate.
    await setRate('110')
    for (const [client, path] of paths) expect(await profileRate(client, path)).toBe('110.00')
    await setRate(null)
    expect(await profileRate(manager, `/api/v1/manager/talents/${talentId}/`)).toBeNull()
  })

  it('is not writable through Payload’s generated REST on another user', async () => {
    const other = directory.userId(demo.otherTalent)
    const response = await talent.patch(`/api/users/${other}`, { hourlyRate: 1 })
    expect([403, 404]).toContain(response.status)
  })
})
