import { DEFAULT_SEARCH_WEIGHTS, type SearchCriteria } from '../../contract/search/criteria'
import { fitsOf, scoreOf } from '../../domain/search/scoring'
import { ApiClient, demo } from '../helpers/apiClient'
import { inDays } from '../helpers/profileFixtures'
import { buildSearchFixture, criteriaQuery, type SearchFixture } from '../helpers/searchFixture'
import { everyDatabase, startTestServer, type DatabaseKind, type TestServer } from '../helpers/testServer'

/**
 * Relevance: a fixed set of talents (tests/helpers/searchFixture.ts)
 * and searches with the order they must come back in, on every engine: SQLite FTS5, PostgreSQL tsvector
 * (TEST_DATABASE_URL) and the plain engine (SEARCH_ENGINE=plain). The SQL engines' fits must equal
 * scoring.ts's on the same profiles.
 */
jest.setTimeout(120_000)

const engines: {
  name: string
  database: DatabaseKind
  env: Record<string, string>
}[] = [
  ...everyDatabase.map((database) => ({
    name: database === 'sqlite' ? 'sqlite fts5' : 'postgres',
    database,
    env: {},
  })),
  {
    name: 'plain',
    database: 'sqlite' as const,
    env: { SEARCH_ENGINE: 'plain' },
  },
]

describe.each(engines)('search relevance ($name)', ({ database, env }) => {
  let server: TestServer
  let fixture: SearchFixture
  let manager: ApiClient
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env })
    fixture = await buildSearchFixture(server)
    manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  }, 240_000)
  afterAll(() => server?.stop())

  const search = async (criteria: Record<string, unknown>) => {
    const response = await manager.get(`/api/v1/manager/talents/?page_size=50&${criteriaQuery(criteria)}`)
    expect(response.status).toBe(200)
    return response.body as {
      count: number
      results: {
        id: string
        fullName: string
        match: {
          score: number | null
          criteria: { criterion: string; fit: number }[]
        }
      }[]
    }
  }
  const ranked = async (criteria: Record<string, unknown>) => (await search(criteria)).results.map((row) => `${row.fullName} ${row.match.score}`)

  it('a platform finds every talent claiming it or a module below it, all in full', async () => {
    expect(await ranked({ specializations: [{ id: fixture.tree.epic.id }] })).toEqual([
      'Emily Carter 100',
      'David Kowalski 100',
      'James Nguyen 100',
      'Aisha Rahman 100',
      'Ryan Sullivan 100',
      'Grace Thompson 100',
    ])
  })

  it('a module with a level and skills ranks by level and skills held', async () => {
    const a = fixture.tree.a
    expect(
      await ranked({
        specializations: [
          {
            id: a.id,
            expertise: 'expert',
            skills: a.skills.slice(0, 2).map((s) => s.id),
          },
        ],
      }),
    ).toEqual(['Aisha Rahman 100', 'Ryan Sullivan 90', 'David Kowalski 73', 'James Nguyen 67'])
  })

  it('availability ranks by hours against the asked hours, of the asked kind only', async () => {
    expect(await ranked({ availability: { hoursPerWeek: 40, remote: true } })).toEqual([
      'Hannah Lee 100',
      'Aisha Rahman 100',
      'Ryan Sullivan 100',
      'Michael Okafor 75',
      'David Kowalski 50',
      'Grace Thompson 25',
    ])
  })

  it('availability dates rank by the share of asked days covered', async () => {
    expect(
      await ranked({
        availability: {
          availableFromDate: inDays(50),
          availableToDate: inDays(69),
        },
      }),
    ).toEqual(['Emily Carter 100', 'David Kowalski 100', 'Hannah Lee 100', 'Michael Okafor 100', 'Aisha Rahman 100', 'Ryan Sullivan 55'])
  })

  it('the rate keeps talents up to 125 % of the maximum, and those without a rate last', async () => {
    expect(await ranked({ talentHourlyRate: '100' })).toEqual([
      'Emily Carter 100',
      'Aisha Rahman 100',
      'Ryan Sullivan 100',
      'Grace Thompson 100',
      'David Kowalski 20',
      'James Nguyen 0',
      'Michael Okafor 0',
    ])
  })

  it('a keyword finds words in the profile text, the best match first, the last word as a prefix', async () => {
    expect((await search({ keyword: 'zephyr' })).results.map((row) => row.fullName)).toEqual(['Aisha Rahman', 'David Kowalski'])
    expect(await ranked({ keyword: 'quar' })).toEqual(['Emily Carter 100'])
    expect(await ranked({ keyword: 'oncology quartz' })).toEqual(['Emily Carter 100'])
  })

  it('place and names filter', async () => {
    expect(await ranked({ city: 'verona', state: 'WI' })).toEqual(['Emily Carter 100'])
    expect(await ranked({ first_name: 'ai' })).toEqual(['Aisha Rahman null'])
    expect(await ranked({ last_name: 'S' })).toEqual(['Ryan Sullivan null'])
  })

  it('criteria together: the weighted mean of the given ones', async () => {
    expect(
      await ranked({
        specializations: [{ id: fixture.tree.epic.id }],
        availability: { hoursPerWeek: 40, remote: true },
        talent_hourly_rate: 100,
      }),
    ).toEqual(['Aisha Rahman 100', 'Ryan Sullivan 100', 'Grace Thompson 75', 'David Kowalski 73'])
  })

  it('the engine’s fits and scores equal scoring.ts’s on the fixture', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const a = fixture.tree.a
    const searches: SearchCriteria[] = [
      {
        specializations: [
          {
            id: a.id,
            expertise: 'intermediate',
            roles: a.roles.slice(0, 1).map((r) => r.id),
            skills: a.skills.slice(0, 2).map((s) => s.id),
          },
          { id: fixture.tree.m.id, expertise: 'expert' },
        ],
      },
      {
        availability: {
          availableFromDate: inDays(20),
          availableToDate: inDays(120),
          hoursPerWeek: 30,
        },
        talentHourlyRate: 11_000,
      },
      {
        specializations: [{ id: fixture.tree.epic.id }],
        availability: { remote: true, hoursPerWeek: 35 },
        talentHourlyRate: 10_000,
        state: 'il',
      },
    ]
    for (const criteria of searches) {
      const query = {
        ...criteria,
        talent_hourly_rate: criteria.talentHourlyRate ? criteria.talentHourlyRate / 100 : undefined,
        talentHourlyRate: undefined,
      }
      const page = await search(query)
      expect(page.results.length).toBeGreaterThan(0)
      for (const row of page.results) {
        const email = Object.keys(fixture.ids).find((key) => fixture.ids[key] === row.id)!
        const fits = fitsOf(fixture.profiles[email]!, criteria, { today })
        for (const part of row.match.criteria)
          expect([row.fullName, part.criterion, part.fit]).toEqual([
            row.fullName,
            part.criterion,
            Math.round(fits[part.criterion as keyof typeof fits]! * 1000) / 1000,
          ])
        expect([row.fullName, row.match.score]).toEqual([row.fullName, scoreOf(fits, DEFAULT_SEARCH_WEIGHTS)])
      }
    }
  })
})
