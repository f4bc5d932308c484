import { ApiClient, demo } from '../helpers/apiClient'
import { createOpportunity, TALENT_OPPORTUNITIES } from '../helpers/opportunities'
import { setOrganizationTimeZone } from '../helpers/organizationZone'
import { criteriaQuery } from '../helpers/searchFixture'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Whose "today" discovery uses (Decisions "search engine" and "opportunities
 * api"): dates of work are calendar dates of an organization, so an availability window counts until
 * its last day ends in the organization's zone. The talent search uses the caller's organization's
 * zone; a talent's fit with an opportunity, the opportunity's organization's zone.
 *
 * The window (2031-05-01 .. 2031-05-10) is written on 2031-04-20 (a window must start after today);
 * the server then restarts at 2031-05-11T03:00Z: 20:00 on May 10 in Los Angeles (Northwind), noon on
 * May 11 in Tokyo (Lakeside), 23:00 on May 10 in New York (the default zone) and already May 11 in UTC.
 */
jest.setTimeout(120_000)

const WRITTEN_ON = '2031-04-20T12:00:00Z'
const LOS_ANGELES_EVENING = '2031-05-11T03:00:00Z'
const TALENT = demo.talent // Emily Carter, approved by the seed

describe.each(databases)('discovery follows the organization’s day (%s)', (database) => {
  let first: TestServer | undefined
  let server: TestServer
  let northwindOpportunity = ''
  let lakesideOpportunity = ''

  beforeAll(async () => {
    first = await startTestServer({ database, seed: true, keepDatabase: true, env: { CLOCK_NOW: WRITTEN_ON, RUN_JOBS: 'false' } })
    const talent = await ApiClient.signedIn(first.url, TALENT)
    const window = await talent.post('/api/v1/talent/availabilities/', {
      available_from_date: '2031-05-01',
      available_to_date: '2031-05-10',
      hours_per_week: 40,
      do_remote_contract: true,
      do_on_site_contract: true,
    })
    expect(window.status).toBe(201)
    // The same remote opportunity in both organizations: the work runs May 8 to 10.
    const dates = { start_date: '2031-05-08', end_date: '2031-05-10' }
    northwindOpportunity = (await createOpportunity(await ApiClient.signedIn(first.url, demo.northwind.manager), dates)).id
    lakesideOpportunity = (await createOpportunity(await ApiClient.signedIn(first.url, demo.lakeside.manager), dates)).id
    await first.stop()
    expect(await setOrganizationTimeZone(first, 'Northwind Health System', 'America/Los_Angeles')).toBe(1)
    expect(await setOrganizationTimeZone(first, 'Lakeside Medical Center', 'Asia/Tokyo')).toBe(1)
    server = await startTestServer({ database, sameDatabaseAs: first, env: { CLOCK_NOW: LOS_ANGELES_EVENING, RUN_JOBS: 'false' } })
    first = undefined
  }, 300_000)
  afterAll(async () => {
    await first?.stop()
    await server?.stop()
  })

  it('searches on the caller organization’s day: a window whose last day is still today there counts', async () => {
    const criteria = criteriaQuery({ first_name: 'Emily', last_name: 'Carter', availability: { availableFromDate: '2031-05-09' } })
    const northwind = await ApiClient.signedIn(server.url, demo.northwind.manager)
    const lakeside = await ApiClient.signedIn(server.url, demo.lakeside.manager)

    const found = await northwind.get(`/api/v1/manager/talents/?${criteria}`)
    expect(found.status).toBe(200)
    expect(found.body.results.map((row: { fullName: string }) => row.fullName)).toEqual(['Emily Carter'])
    const availability = found.body.results[0].match.criteria.find((row: { criterion: string }) => row.criterion === 'availability')
    expect(availability.fit).toBeGreaterThan(0)
    expect((await northwind.get(`/api/v1/manager/talents/matched_count/?${criteria}`)).body).toEqual({ count: 1 })

    // In Tokyo May 10 is over: the window has ended.
    expect((await lakeside.get(`/api/v1/manager/talents/?${criteria}`)).body.results).toEqual([])
    expect((await lakeside.get(`/api/v1/manager/talents/matched_count/?${criteria}`)).body).toEqual({ count: 0 })
  })

  it('fits a talent to an opportunity on the day of the opportunity’s organization', async () => {
    const talent = await ApiClient.signedIn(server.url, TALENT)
    const fitting = await talent.get(`${TALENT_OPPORTUNITIES}?page_size=100`)
    expect(fitting.status).toBe(200)
    const ids = fitting.body.results.map((row: { id: string }) => row.id)
    expect(ids).toContain(northwindOpportunity)
    expect(ids).not.toContain(lakesideOpportunity)

    const [northwind, lakeside] = await Promise.all([northwindOpportunity, lakesideOpportunity].map((id) => talent.get(`${TALENT_OPPORTUNITIES}${id}/`)))
    expect(northwind.body.fit.score).toBeGreaterThan(0)
    expect(lakeside.body.fit.score).toBe(0)
  })
})
