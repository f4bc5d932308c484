import { dashboardMessages, SAVINGS_FORMULA } from '../../contract/dashboards'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { modulesAtDepthThree } from '../helpers/profileFixtures'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { approvedTime, timeEngagement } from '../helpers/timeSheets'

/**
 * The savings card (GET /org-side/engagements/savings/, flag orgSavings) and the super admin's savings
 * benchmarks (/super_admin/savings-benchmarks/): saved = (benchmark − bill rate) × approved hours per
 * engagement, summed; no benchmark (or no specialization) counts 0 and says so; who may see it; another
 * organization's engagements never appear. The clock and data as tests/api/dashboards.test.ts: no seeded
 * time, so every approved minute is one made here. David Kowalski claims a module with a benchmark of
 * $150.00, Sofia Martinez another without one.
 */
const CLOCK = '2031-05-17T16:00:00Z'
const ENV = { RUN_JOBS: 'false', SEED_TIME_SHEETS: 'false', CLOCK_NOW: CLOCK, FEATURE_FLAGS: 'org_savings' }
const SAVINGS = '/api/v1/org-side/engagements/savings/'
const BENCHMARKS = '/api/v1/super_admin/savings-benchmarks/'
const DAVID = 'david.kowalski@talent.example'
const SOFIA = 'sofia.martinez@talent.example'

jest.setTimeout(120_000)

describe.each(databases)('savings (%s)', (database) => {
  let server: TestServer
  let admin: ApiClient,
    marcus: ApiClient,
    priya: ApiClient,
    contact: ApiClient,
    lakeside: ApiClient,
    david: ApiClient,
    sofia: ApiClient,
    superAdmin: ApiClient
  let davidWork = '',
    sofiaWork = '',
    withBenchmark = '',
    withoutBenchmark = ''
  /** The engagements' bill rate (hourlyFee incl. the talent fee), cents. */
  let davidFee = 0,
    sofiaFee = 0
  let benchmarkId = ''

  const cents = (decimal: string) => Math.round(Number(decimal) * 100)
  const savings = async (client: ApiClient = admin) => {
    const response = await client.get(SAVINGS)
    expect(response.status).toBe(200)
    return response.body
  }

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: ENV })
    ;[admin, marcus, priya, contact, lakeside, david, sofia, superAdmin] = await Promise.all(
      [
        demo.northwind.admin,
        demo.northwind.manager,
        demo.northwind.manager2,
        demo.northwind.contact,
        demo.lakeside.admin,
        DAVID,
        SOFIA,
        demo.superAdmin,
      ].map((email) => ApiClient.signedIn(server.url, email)),
    )
    const directory = await readDirectory(superAdmin)
    const [first, second] = await modulesAtDepthThree(admin, 2)
    withBenchmark = first!.id
    withoutBenchmark = second!.id
    for (const [talent, module] of [
      [david, first!],
      [sofia, second!],
    ] as const) {
      const claim = await talent.post('/api/v1/talent/specializations/', {
        specialization: module.id,
        expertise: 'intermediate',
        roles: [],
        skills: [],
      })
      if (claim.status !== 201) throw new Error(`specialization not claimed: ${claim.status} ${JSON.stringify(claim.body)}`)
    }
    const dates = { startDate: '2031-04-01', endDate: '2031-08-31' }
    const davids = await timeEngagement({
      organization: admin,
      talent: david,
      talentId: directory.userId(DAVID),
      ...dates,
      body: { name: `Savings David ${database}`, talent_pay_rate: '100.00' },
    })
    const sofias = await timeEngagement({
      organization: admin,
      talent: sofia,
      talentId: directory.userId(SOFIA),
      ...dates,
      body: { name: `Savings Sofia ${database}`, talent_pay_rate: '90.00' },
    })
    davidWork = davids.id
    sofiaWork = sofias.id
    davidFee = cents(davids.engagement.hourlyFee)
    sofiaFee = cents(sofias.engagement.hourlyFee)
    // David: 2 h + 1 h 30 approved = 210 minutes; Sofia: 1 h.
    await approvedTime(david, admin, { engagementId: davidWork, date: '2031-05-12', hours: 2 })
    await approvedTime(david, admin, { engagementId: davidWork, date: '2031-05-13', hours: 1, minutes: 30 })
    await approvedTime(sofia, admin, { engagementId: sofiaWork, date: '2031-05-12', hours: 1 })
  }, 300_000)
  afterAll(() => server?.stop())

  it('the super admin keeps one benchmark per specialization; bad input is refused with the field’s message', async () => {
    const created = await superAdmin.post(BENCHMARKS, { specialization_id: withBenchmark, rate: '150.00' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ specialization: { id: withBenchmark, name: expect.any(String) }, rate: '150.00' })
    benchmarkId = created.body.id
    expect((await superAdmin.post(BENCHMARKS, { specialization_id: withBenchmark, rate: '90.00' })).body).toEqual({
      errors: { specializationId: [dashboardMessages.benchmarkTaken] },
    })
    expect((await superAdmin.post(BENCHMARKS, { specialization_id: '00000000-0000-4000-8000-000000000000', rate: '90.00' })).body).toEqual({
      errors: { specializationId: [dashboardMessages.invalidSpecialization] },
    })
    expect((await superAdmin.post(BENCHMARKS, { specialization_id: 'nonsense', rate: '90.00' })).status).toBe(422)
    for (const rate of ['12.345', '-5', 'abc', '1234567.00']) {
      expect((await superAdmin.post(BENCHMARKS, { specialization_id: withoutBenchmark, rate })).body).toEqual({
        errors: { rate: ['Enter a valid amount.'] },
      })
    }
    const list = (await superAdmin.get(BENCHMARKS)).body
    expect(list).toMatchObject({ count: 1, results: [{ id: benchmarkId, rate: '150.00', specialization: { id: withBenchmark } }] })
    expect((await superAdmin.patch(`${BENCHMARKS}00000000-0000-4000-8000-000000000000/`, { rate: '1.00' })).status).toBe(404)
    expect((await superAdmin.delete(`${BENCHMARKS}not-an-id/`)).status).toBe(404)
    for (const client of [admin, marcus, david]) {
      expect((await client.get(BENCHMARKS)).status).toBe(403)
      expect((await client.post(BENCHMARKS, { specialization_id: withoutBenchmark, rate: '1.00' })).status).toBe(403)
    }
    // The generated REST writes nothing, even for the super admin.
    expect((await superAdmin.post('/api/savings-benchmarks', { specialization: withoutBenchmark, rateCents: 100 })).status).toBe(403)
  })

  it('saved = (benchmark − bill rate) × approved hours per engagement; no benchmark or no specialization counts 0 and says so', async () => {
    const answer = await savings()
    expect(answer.formula).toBe(SAVINGS_FORMULA)
    const davidRow = answer.results.find((row: any) => row.engagementId === davidWork)
    const expected = Math.round(((15_000 - davidFee) * 210) / 60)
    expect(davidRow).toMatchObject({
      name: `Savings David ${database}`,
      talentName: 'David Kowalski',
      benchmarkRateCents: 15_000,
      billRateCents: davidFee,
      minutes: 210,
      savedCents: expected,
      note: null,
    })
    expect(davidRow.specialization).toEqual(expect.any(String))
    expect(answer.results.find((row: any) => row.engagementId === sofiaWork)).toMatchObject({
      benchmarkRateCents: null,
      billRateCents: sofiaFee,
      minutes: 60,
      savedCents: 0,
      note: dashboardMessages.noBenchmark,
    })
    // The seeded engagements have no approved time; their talents claim no specialization in a test server,
    // except Sofia (her seeded accepted engagement has her module without a benchmark).
    const seeded = answer.results.filter((row: any) => row.engagementId !== davidWork && row.engagementId !== sofiaWork)
    expect(seeded.length).toBeGreaterThan(0)
    for (const row of seeded) {
      expect(row).toMatchObject({
        minutes: 0,
        savedCents: 0,
        note: row.talentName === 'Sofia Martinez' ? dashboardMessages.noBenchmark : dashboardMessages.noSpecialization,
      })
    }
    expect(answer.totalSavedCents).toBe(expected)
    expect(answer.totalSavedCents).toBe(answer.results.reduce((sum: number, row: any) => sum + row.savedCents, 0))
    // Only engagements the talent accepted: no pending, draft, declined or withdrawn one.
    const pending = (await admin.get('/api/v1/organization_admin/engagements/?status=pending&page_size=100')).body.results.map((row: any) => row.id)
    expect(answer.results.some((row: any) => pending.includes(row.engagementId))).toBe(false)
  })

  it('a changed benchmark changes the figure; a deleted one makes it 0 with the note', async () => {
    expect((await superAdmin.patch(`${BENCHMARKS}${benchmarkId}/`, { rate: '160.00' })).body.rate).toBe('160.00')
    expect((await savings()).totalSavedCents).toBe(Math.round(((16_000 - davidFee) * 210) / 60))
    expect((await superAdmin.delete(`${BENCHMARKS}${benchmarkId}/`)).status).toBe(204)
    const answer = await savings()
    expect(answer.totalSavedCents).toBe(0)
    expect(answer.results.find((row: any) => row.engagementId === davidWork)).toMatchObject({
      savedCents: 0,
      benchmarkRateCents: null,
      note: dashboardMessages.noBenchmark,
    })
    expect((await superAdmin.delete(`${BENCHMARKS}${benchmarkId}/`)).status).toBe(404)
    expect((await superAdmin.post(BENCHMARKS, { specialization_id: withBenchmark, rate: '150.00' })).status).toBe(201)
  })

  it('who sees savings: admins and managers with Manage Engagement (and View Rate); nobody else; never another organization’s', async () => {
    expect((await savings(marcus)).totalSavedCents).toBe((await savings(admin)).totalSavedCents)
    const refused = await priya.get(SAVINGS)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ errors: { nonFieldErrors: [dashboardMessages.savingsNotAllowed] } })
    for (const client of [contact, david, superAdmin]) expect((await client.get(SAVINGS)).status).toBe(403)
    const other = await savings(lakeside)
    const ours = new Set([davidWork, sofiaWork])
    expect(other.results.some((row: any) => ours.has(row.engagementId))).toBe(false)
    expect(other.totalSavedCents).toBe(0)
    expect(other.results.every((row: any) => row.minutes === 0)).toBe(true)
  })
})
