import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { everyDatabase, startTestServer, type TestServer } from '../helpers/testServer'
import { logTime, timeEngagement } from '../helpers/timeSheets'

/**
 * The 24-hour day holds when a talent saves two entries of one day at the same moment (two tabs, a double
 * click): the check and the write of one save finish before the other's check (endpoints/timeSheets/
 * talentTimeLock.ts on PostgreSQL, the SQLite write queue). Without it both 13-hour entries passed on
 * PostgreSQL. The clock stands on 2031-05-12 in New York.
 */
const TALENT = 'david.kowalski@talent.example'
const DAY = '2031-05-11'
const OVERFLOW = 'A day cannot hold more than 24 hours across engagements.'

describe.each(everyDatabase)('time of one day saved at the same moment (%s)', (database) => {
  let server: TestServer
  let talent: ApiClient
  let engagements: string[]

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { CLOCK_NOW: '2031-05-12T15:00:00Z', SEED_TIME_SHEETS: 'false' } })
    const admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
    talent = await ApiClient.signedIn(server.url, TALENT)
    const talentId = (await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))).userId(TALENT)
    engagements = []
    for (let index = 0; index < 2; index++) {
      engagements.push((await timeEngagement({ organization: admin, talent, talentId, startDate: '2031-05-01', endDate: '2031-06-30' })).id)
    }
  }, 240_000)
  afterAll(() => server?.stop())

  it('refuses the second of two simultaneous 13-hour entries of one day on two engagements', async () => {
    const answers = await Promise.all(
      engagements.map((engagementId) => talent.post('/api/v1/talent/time-sheets/', { engagement_id: engagementId, timekeeping_date: DAY, hours: 13, minutes: 0 })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(answers.find((answer) => answer.status === 422)!.body).toEqual({ errors: { hours: [OVERFLOW] } })
    const day = await talent.get(`/api/v1/talent/time-sheets/?date_from=${DAY}&date_to=${DAY}`)
    expect(day.body.results.map((entry: { hours: string }) => entry.hours)).toEqual(['13.00'])
  })

  it('refuses the second of two simultaneous changes that each fit alone', async () => {
    const other = '2031-05-10'
    const entries = [
      await logTime(talent, { engagementId: engagements[0], date: other, hours: 10 }),
      await logTime(talent, { engagementId: engagements[1], date: other, hours: 10 }),
    ]
    const answers = await Promise.all(entries.map((entry) => talent.patch(`/api/v1/talent/time-sheets/${entry.id}/`, { hours: 13, minutes: 0 })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    const day = await talent.get(`/api/v1/talent/time-sheets/?date_from=${other}&date_to=${other}`)
    expect(day.body.results.map((entry: { hours: string }) => entry.hours).sort()).toEqual(['10.00', '13.00'])
  })
})
