import { ApiClient, demo } from '../helpers/apiClient'
import { inDays } from '../helpers/profileFixtures'
import { buildSearchFixture, criteriaQuery, talentEmail, type SearchFixture } from '../helpers/searchFixture'
import { everyDatabase, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Talent search: GET
 * <org>talents/ with criteria, <org>talents/matched_count/ and the organization's weights. The
 * relevance of each criterion is tests/api/searchRelevance.test.ts; this suite checks the answers,
 * validation, who is never found, that the index follows profile changes, the weights, hostile input.
 */
jest.setTimeout(120_000)

const FORBIDDEN = {
  errors: {
    nonFieldErrors: ['You do not have permission to perform this action.'],
  },
}

describe.each(everyDatabase)('talent search (%s)', (database) => {
  let server: TestServer
  let fixture: SearchFixture
  let manager: ApiClient
  let admin: ApiClient
  let lakesideAdmin: ApiClient
  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: true,
      env: { EXPOSE_QUERY_COUNT: 'true' },
    })
    fixture = await buildSearchFixture(server)
    ;[manager, admin, lakesideAdmin] = await Promise.all(
      [demo.northwind.manager, demo.northwind.admin, demo.lakeside.admin].map((email) => ApiClient.signedIn(server.url, email)),
    )
  }, 240_000)
  afterAll(() => server?.stop())

  const list = (criteria: Record<string, unknown>, extra = '') => manager.get(`/api/v1/manager/talents/?${criteriaQuery(criteria)}${extra}`)
  const count = async (criteria: Record<string, unknown>) => {
    const response = await manager.get(`/api/v1/manager/talents/matched_count/?${criteriaQuery(criteria)}`)
    expect(response.status).toBe(200)
    return response.body.count as number
  }
  const names = (body: { results: { fullName: string }[] }) => body.results.map((row) => row.fullName)

  it('answers rows with the rate, the top specializations and the match; without criteria in name order and no score', async () => {
    const all = await manager.get('/api/v1/manager/talents/?page_size=50')
    expect(all.status).toBe(200)
    const aisha = all.body.results.find((row: { fullName: string }) => row.fullName === 'Aisha Rahman')
    expect(aisha).toEqual({
      id: fixture.ids[talentEmail('aisha', 'rahman')],
      avatarPicture: null,
      fullName: 'Aisha Rahman',
      city: 'Durham',
      state: 'NC',
      isTalentApprovedByPlatform: true,
      hourlyRate: '90.00',
      specializations: [`Epic ${fixture.tree.a.name} · expert`],
      match: { score: null, criteria: [] },
    })
    const searched = (
      await list({
        specializations: [{ id: fixture.tree.a.id, skills: [fixture.tree.a.skills[0]!.id] }],
        talent_hourly_rate: '95',
      })
    ).body.results[0]
    expect(searched.fullName).toBe('Aisha Rahman')
    expect(searched.match).toEqual({
      score: 100,
      criteria: [
        {
          criterion: 'specializations',
          label: 'Specializations',
          fit: 1,
          weight: 40,
          points: 80,
          reason: expect.stringMatching(
            new RegExp(`^Has Epic > [^>]+ > ${fixture.tree.a.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(expert\\) and 1 of 1 asked skill$`),
          ),
        },
        {
          criterion: 'rate',
          label: 'Hourly rate',
          fit: 1,
          weight: 10,
          points: 20,
          reason: 'Asks $90.00/h, within $95.00',
        },
      ],
    })
  })

  it('counts exactly what the list finds, for every criterion, and pages past the end keep the count', async () => {
    const searches: Record<string, unknown>[] = [
      {},
      { specializations: [{ id: fixture.tree.epic.id }] },
      { availability: { availableFromDate: inDays(50), remote: true } },
      { city: 'durham' },
      { state: 'MA' },
      { talent_hourly_rate: '99.50' },
      { first_name: 'E', last_name: 'car' },
      { keyword: 'ambulatory' },
      {
        specializations: [{ id: fixture.tree.m.id }],
        availability: { hoursPerWeek: 40 },
      },
    ]
    for (const criteria of searches) {
      const page = (await list(criteria, '&page_size=2')).body
      const all = (await list(criteria, '&page_size=100')).body
      expect([criteria, page.count]).toEqual([criteria, all.results.length])
      expect([criteria, await count(criteria)]).toEqual([criteria, all.results.length])
      const past = (await list(criteria, '&page_size=2&page=50')).body
      expect([criteria, past.count, past.results]).toEqual([criteria, all.results.length, []])
    }
    expect(await count({ keyword: 'ambulatory' })).toBeGreaterThan(0)
  })

  it('refuses bad criteria with field messages, never a 500', async () => {
    const expect422 = async (query: string, errors: Record<string, string[]>) => {
      const response = await manager.get(`/api/v1/manager/talents/?${query}`)
      expect([query, response.status, response.body]).toEqual([query, 422, { errors }])
      expect((await manager.get(`/api/v1/manager/talents/matched_count/?${query}`)).status).toBe(422)
    }
    await expect422('specializations=%7Bnot%20json', {
      specializations: ['Enter valid JSON.'],
    })
    await expect422('availability=%5B', {
      availability: ['Enter valid JSON.'],
    })
    await expect422(
      criteriaQuery({
        availability: {
          availableFromDate: inDays(9),
          availableToDate: inDays(3),
        },
      }),
      { availability: ["End date can't be before start date"] },
    )
    await expect422(criteriaQuery({ availability: { hoursPerWeek: 0 } }), {
      availability: ['Enter whole hours between 1 and 168.'],
    })
    await expect422('talent_hourly_rate=abc', {
      talentHourlyRate: ['Enter a valid amount.'],
    })
    await expect422(criteriaQuery({ specializations: [{ id: 'no-such-node' }] }), { specializations: ['Select a valid specialization.'] })
    await expect422(
      criteriaQuery({
        specializations: [{ id: fixture.ids[talentEmail('aisha', 'rahman')] }],
      }),
      { specializations: ['Select a valid specialization.'] },
    )
    // A role of another node than the asked one.
    await expect422(
      criteriaQuery({
        specializations: [{ id: fixture.tree.b.id, roles: [fixture.tree.a.roles[0]!.id] }],
      }),
      { specializations: ['Select a valid specialization.'] },
    )
    await expect422(criteriaQuery({ keyword: 'x'.repeat(201) }), {
      keyword: ['Ensure this field has no more than 200 characters.'],
    })
    await expect422(criteriaQuery({ first_name: 'x'.repeat(31) }), {
      firstName: ['Ensure this field has no more than 30 characters.'],
    })
  })

  it('never finds talents the platform has not approved or has deactivated, and follows profile changes at once', async () => {
    const luis = { first_name: 'Luis' }
    expect(await count(luis)).toBe(0)
    expect(names((await list({ keyword: 'zephyr quartz' })).body)).toEqual([])
    const james = fixture.ids[talentEmail('james', 'nguyen')]!
    expect(names((await list({ first_name: 'jam' })).body)).toEqual(['James Nguyen'])
    expect((await fixture.superAdmin.patch(`/api/v1/super_admin/talents/${james}/`, { is_deactivated: true })).status).toBe(200)
    expect(await count({ first_name: 'jam' })).toBe(0)
    expect((await fixture.superAdmin.patch(`/api/v1/super_admin/talents/${james}/`, { is_deactivated: false })).status).toBe(200)
    expect(await count({ first_name: 'jam' })).toBe(1)
    // Sofia's empty profile is never a candidate; one availability window makes her one.
    expect(await count({ first_name: 'sof' })).toBe(0)
    const sofia = await ApiClient.signedIn(server.url, talentEmail('sofia', 'martinez'))
    const window = await sofia.post('/api/v1/talent/availabilities/', {
      available_from_date: inDays(3),
      hours_per_week: 12,
      do_remote_contract: true,
    })
    expect(window.status).toBe(201)
    expect(names((await list({ first_name: 'sof', availability: { remote: true } })).body)).toEqual(['Sofia Martinez'])
    expect((await sofia.delete(`/api/v1/talent/availabilities/${window.body.id}/`)).status).toBe(204)
    expect(await count({ first_name: 'sof' })).toBe(0)
    // A new claim and a new rate count at once.
    const hannah = await ApiClient.signedIn(server.url, talentEmail('hannah', 'lee'))
    expect(
      await count({
        first_name: 'hann',
        specializations: [{ id: fixture.tree.epic.id }],
      }),
    ).toBe(0)
    expect(
      (
        await hannah.post('/api/v1/talent/specializations/', {
          specialization: fixture.tree.b.id,
          expertise: 'novice',
          roles: [],
          skills: [],
        })
      ).status,
    ).toBe(201)
    expect(
      await count({
        first_name: 'hann',
        specializations: [{ id: fixture.tree.epic.id }],
      }),
    ).toBe(1)
    expect((await hannah.patch('/api/v1/user/', { hourly_rate: '99' })).status).toBe(200)
    expect((await list({ first_name: 'hann', talent_hourly_rate: 99 })).body.results[0].hourlyRate).toBe('99.00')
  })

  it('re-indexes the talents of a renamed specialization (or of a node below it) at once', async () => {
    const rename = async (id: string, name: string) => expect((await fixture.superAdmin.put(`/api/admin/specializations/${id}`, { name })).status).toBe(200)
    const sorted = async (criteria: Record<string, unknown>) => names((await list(criteria, '&page_size=100')).body).sort()
    const area = fixture.tree.paths.b[fixture.tree.paths.b.length - 2]!
    const areaName = (await fixture.superAdmin.get(`/api/admin/specializations/${area}`)).body.name as string
    const claimingB = await sorted({ specializations: [{ id: fixture.tree.b.id }] })
    const underArea = await sorted({ specializations: [{ id: area }] })
    expect(claimingB.length).toBeGreaterThan(0)
    try {
      await rename(fixture.tree.b.id, 'Quillwort')
      expect(await sorted({ keyword: 'quillwort' })).toEqual(claimingB)
      await rename(fixture.tree.b.id, 'Marrowfat')
      expect(await sorted({ keyword: 'marrowfat' })).toEqual(claimingB)
      expect(await sorted({ keyword: 'quillwort' })).toEqual([])
      expect(await count({ keyword: 'quillwort' })).toBe(0)
      // An ancestor's name is in the rows of every talent claiming a node below it.
      await rename(area, 'Pennywhistle')
      expect(await sorted({ keyword: 'pennywhistle' })).toEqual(underArea)
    } finally {
      await rename(fixture.tree.b.id, fixture.tree.b.name)
      await rename(area, areaName)
    }
    expect(await sorted({ keyword: 'marrowfat' })).toEqual([])
    expect(await sorted({ keyword: 'pennywhistle' })).toEqual([])
  })

  it('reads hostile keywords and names as plain words', async () => {
    for (const keyword of [
      '"',
      'AND(',
      '"zephyr',
      'zephyr OR quartz',
      'NEAR(zephyr quartz)',
      "'; DROP TABLE users; --",
      '*',
      'zeph*',
      '%',
      '_',
      '\\',
      ':',
      'zephyr:*',
      '!',
      '& |',
    ]) {
      const response = await list({ keyword })
      expect([keyword, response.status]).toEqual([keyword, 200])
      expect([keyword, (await manager.get(`/api/v1/manager/talents/matched_count/?${criteriaQuery({ keyword })}`)).status]).toEqual([keyword, 200])
    }
    expect(names((await list({ keyword: '"zephyr' })).body)).toEqual(['Aisha Rahman', 'David Kowalski'])
    expect(names((await list({ keyword: 'zephyr OR quartz' })).body)).toEqual([])
    expect(await count({ keyword: '%' })).toBe(0)
    expect(await count({ first_name: '%' })).toBe(0)
    expect(await count({ last_name: '_' })).toBe(0)
    expect(await count({ city: "durham' OR 1=1 --" })).toBe(0)
  })

  it('weighs with the organization’s weights: the admin sets and resets them, managers read them', async () => {
    const defaults = {
      weights: {
        specializations: 40,
        availability: 25,
        rate: 10,
        place: 10,
        keyword: 15,
      },
      isDefault: true,
    }
    expect((await manager.get('/api/v1/manager/search-weights/')).body).toEqual(defaults)
    expect((await manager.put('/api/v1/organization_admin/search-weights/', defaults.weights)).body).toEqual(FORBIDDEN)
    expect((await manager.delete('/api/v1/organization_admin/search-weights/')).status).toBe(403)
    const allZero = await admin.put('/api/v1/organization_admin/search-weights/', {
      specializations: 0,
      availability: 0,
      rate: 0,
      place: 0,
      keyword: 0,
    })
    expect(allZero.status).toBe(422)
    expect(allZero.body).toEqual({
      errors: { nonFieldErrors: ['At least one weight must be above 0.'] },
    })
    const outOfRange = await admin.put('/api/v1/organization_admin/search-weights/', { ...defaults.weights, rate: 101 })
    expect(outOfRange.body).toEqual({
      errors: { rate: ['Enter a whole number between 0 and 100.'] },
    })
    // Rate only: David (asks 120 of 100) scores 20 whatever his availability.
    const criteria = {
      availability: { hoursPerWeek: 40, remote: true },
      talent_hourly_rate: 100,
    }
    const before = (await list(criteria)).body.results.find((row: { fullName: string }) => row.fullName === 'David Kowalski').match.score
    expect(before).toBe(Math.floor(((25 * 0.5 + 10 * 0.2) / 35) * 100 + 0.5))
    const set = await admin.put('/api/v1/organization_admin/search-weights/', {
      specializations: 0,
      availability: 0,
      rate: 100,
      place: 0,
      keyword: 0,
    })
    expect(set.body).toEqual({
      weights: {
        specializations: 0,
        availability: 0,
        rate: 100,
        place: 0,
        keyword: 0,
      },
      isDefault: false,
    })
    expect((await manager.get('/api/v1/manager/search-weights/')).body.isDefault).toBe(false)
    const rows = (await list(criteria)).body.results as {
      fullName: string
      match: { score: number; criteria: { points: number }[] }
    }[]
    expect(rows.find((row) => row.fullName === 'David Kowalski')!.match.score).toBe(20)
    expect(rows.at(-1)!.fullName).toBe('Michael Okafor')
    // Another organization keeps its own (the defaults).
    expect((await lakesideAdmin.get('/api/v1/organization_admin/search-weights/')).body).toEqual(defaults)
    expect((await admin.delete('/api/v1/organization_admin/search-weights/')).body).toEqual(defaults)
    expect((await manager.get('/api/v1/manager/search-weights/')).body).toEqual(defaults)
  })

  it('makes the same number of queries for a criteria search whatever it finds', async () => {
    const counted = async (criteria: Record<string, unknown>) => Number((await list(criteria)).headers.get('x-query-count'))
    const full = {
      specializations: [{ id: fixture.tree.a.id, roles: [fixture.tree.a.roles[0]!.id] }],
      availability: { hoursPerWeek: 20 },
      talent_hourly_rate: 150,
      keyword: 'zephyr',
      state: 'NC',
    }
    const few = await counted({ keyword: 'quartz' })
    const many = await counted({ availability: { remote: true } })
    expect(many).toBe(few)
    expect(await counted(full)).toBeLessThanOrEqual(few + 3)
  })
})
