import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Availability windows: the signed-in
 * talent's list (a page), add, read, replace and delete, every rule with its message, and isolation
 * (another talent's window reads as 404, organization users have no access to a talent's own endpoints).
 */
const LIST = '/api/v1/talent/availabilities/'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const FORBIDDEN = { errors: { nonFieldErrors: ['You do not have permission to perform this action.'] } }
const REQUIRED = 'This field is required'

/** 'yyyy-MM-dd' `days` after today in the server's (UTC) calendar. */
function day(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  available_from_date: day(10),
  available_to_date: day(40),
  hours_per_week: 30,
  do_on_site_contract: false,
  do_remote_contract: true,
  do_to_hire_contract: true,
  note: '<p>Evenings preferred</p>',
  ...overrides,
})

describe.each(databases)('talent availabilities (%s)', (database) => {
  let server: TestServer
  let talent: ApiClient
  let otherTalent: ApiClient
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    talent = await ApiClient.signedIn(server.url, demo.talent)
    otherTalent = await ApiClient.signedIn(server.url, demo.otherTalent)
  }, 120_000)
  afterAll(() => server?.stop())

  const clear = async (client: ApiClient) => {
    const list = await client.get(`${LIST}?page_size=100`)
    for (const item of list.body.results) expect((await client.delete(`${LIST}${item.id}/`)).status).toBe(204)
  }

  it('adds a window (snake_case in, camelCase out) and answers the saved window', async () => {
    await clear(talent)
    const created = await talent.post(LIST, valid())
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(String),
      availableFromDate: day(10),
      availableToDate: day(40),
      hoursPerWeek: 30,
      doOnSiteContract: false,
      doRemoteContract: true,
      doToHireContract: true,
      note: '<p>Evenings preferred</p>',
    })
    const list = await talent.get(LIST)
    expect(list.status).toBe(200)
    expect(list.body).toEqual({ count: 1, next: null, previous: null, results: [created.body] })
    const one = await talent.get(`${LIST}${created.body.id}/`)
    expect(one.status).toBe(200)
    expect(one.body).toEqual(created.body)
  })

  it('takes camelCase keys too, leaves the end date and note optional, and stores them as null', async () => {
    const created = await talent.post(LIST, { availableFromDate: day(3), hoursPerWeek: 0, doOnSiteContract: true })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ availableToDate: null, note: null, hoursPerWeek: 0, doOnSiteContract: true, doRemoteContract: false, doToHireContract: false })
    // The end may equal the start.
    const sameDay = await talent.post(LIST, valid({ available_from_date: day(5), available_to_date: day(5), hours_per_week: 168 }))
    expect(sameDay.status).toBe(201)
    expect(sameDay.body).toMatchObject({ availableFromDate: day(5), availableToDate: day(5), hoursPerWeek: 168 })
  })

  it('requires the start date and the hours per week', async () => {
    const response = await talent.post(LIST, { do_remote_contract: true })
    expect(response.status).toBe(422)
    expect(response.body).toEqual({ errors: { availableFromDate: [REQUIRED], hoursPerWeek: [REQUIRED] } })
    const blank = await talent.post(LIST, valid({ available_from_date: '', hours_per_week: '' }))
    expect(blank.body).toEqual({ errors: { availableFromDate: [REQUIRED], hoursPerWeek: [REQUIRED] } })
  })

  it('wants a valid start date after today', async () => {
    for (const from of [day(0), day(-1), '2020-01-01']) {
      const response = await talent.post(LIST, valid({ available_from_date: from, available_to_date: null }))
      expect(response.status).toBe(422)
      expect(response.body).toEqual({ errors: { availableFromDate: ['Start date should be after today'] } })
    }
    for (const from of ['tomorrow', '2031-02-30', '2031/03/01']) {
      const response = await talent.post(LIST, valid({ available_from_date: from, available_to_date: null }))
      expect(response.status).toBe(422)
      // One message per problem: a date that is not one is not also 'not after today'.
      expect(response.body).toEqual({ errors: { availableFromDate: ['Enter a valid date'] } })
    }
    expect((await talent.post(LIST, valid({ available_from_date: day(1), available_to_date: null }))).status).toBe(201)
  })

  it("refuses an end before the start: 'End date can't be before start date'", async () => {
    const response = await talent.post(LIST, valid({ available_from_date: day(20), available_to_date: day(19) }))
    expect(response.status).toBe(422)
    expect(response.body).toEqual({ errors: { availableToDate: ["End date can't be before start date"] } })
    const invalid = await talent.post(LIST, valid({ available_to_date: 'soon' }))
    expect(invalid.body).toEqual({ errors: { availableToDate: ['Enter a valid date'] } })
  })

  it('wants whole hours between 0 and 168', async () => {
    const cases: [unknown, string][] = [
      ['many', 'Must be a number'],
      [12.5, 'Must be an integer'],
      [-1, 'Hours per week must be between 0 and 168'],
      [169, 'Hours per week must be between 0 and 168'],
    ]
    for (const [hours, message] of cases) {
      const response = await talent.post(LIST, valid({ hours_per_week: hours }))
      expect({ hours, status: response.status, body: response.body }).toEqual({ hours, status: 422, body: { errors: { hoursPerWeek: [message] } } })
    }
    // A number sent as text is read as the number.
    const text = await talent.post(LIST, valid({ hours_per_week: '25' }))
    expect(text.status).toBe(201)
    expect(text.body.hoursPerWeek).toBe(25)
  })

  it("needs on-site or remote: 'Select at least one work location' (to-hire alone is not a location)", async () => {
    const response = await talent.post(LIST, valid({ do_on_site_contract: false, do_remote_contract: false, do_to_hire_contract: true }))
    expect(response.status).toBe(422)
    expect(response.body).toEqual({ errors: { doOnSiteContract: ['Select at least one work location'] } })
    expect((await talent.post(LIST, valid({ do_on_site_contract: true, do_remote_contract: false }))).status).toBe(201)
  })

  it('keeps the note under 500 visible characters (markup does not count)', async () => {
    const tooLong = await talent.post(LIST, valid({ note: 'n'.repeat(500) }))
    expect(tooLong.status).toBe(422)
    expect(tooLong.body).toEqual({ errors: { note: ['Note must be less than 500 characters'] } })
    const withMarkup = await talent.post(LIST, valid({ note: `<p><strong>${'n'.repeat(499)}</strong></p>` }))
    expect(withMarkup.status).toBe(201)
  })

  it('reports every broken rule of one request at once and saves nothing', async () => {
    const before = (await talent.get(LIST)).body.count
    const response = await talent.post(LIST, { available_from_date: day(-3), hours_per_week: 200, do_remote_contract: false, note: 'x'.repeat(600) })
    expect(response.status).toBe(422)
    expect(response.body).toEqual({
      errors: {
        availableFromDate: ['Start date should be after today'],
        hoursPerWeek: ['Hours per week must be between 0 and 168'],
        doOnSiteContract: ['Select at least one work location'],
        note: ['Note must be less than 500 characters'],
      },
    })
    expect((await talent.get(LIST)).body.count).toBe(before)
  })

  it('replaces a window with PUT under the same rules, and deletes it', async () => {
    const created = await talent.post(LIST, valid())
    const id = created.body.id
    const replaced = await talent.put(`${LIST}${id}/`, valid({ available_from_date: day(60), available_to_date: null, hours_per_week: 12, do_on_site_contract: true, note: null }))
    expect(replaced.status).toBe(200)
    expect(replaced.body).toEqual({
      id,
      availableFromDate: day(60),
      availableToDate: null,
      hoursPerWeek: 12,
      doOnSiteContract: true,
      doRemoteContract: true,
      doToHireContract: true,
      note: null,
    })
    expect((await talent.get(`${LIST}${id}/`)).body).toEqual(replaced.body)

    const refused = await talent.put(`${LIST}${id}/`, valid({ available_from_date: day(60), available_to_date: day(59) }))
    expect(refused.status).toBe(422)
    expect(refused.body).toEqual({ errors: { availableToDate: ["End date can't be before start date"] } })
    expect((await talent.get(`${LIST}${id}/`)).body).toEqual(replaced.body)

    const deleted = await talent.delete(`${LIST}${id}/`)
    expect(deleted.status).toBe(204)
    expect((await talent.get(`${LIST}${id}/`)).status).toBe(404)
    expect((await talent.delete(`${LIST}${id}/`)).status).toBe(404)
  })

  it('pages the list with page and page_size and orders it (start date by default, ordering=-available_from_date)', async () => {
    await clear(talent)
    for (const offset of [30, 10, 20]) expect((await talent.post(LIST, valid({ available_from_date: day(offset), available_to_date: null }))).status).toBe(201)
    const first = await talent.get(`${LIST}?page_size=2`)
    expect(first.body.count).toBe(3)
    expect(first.body.results.map((item: { availableFromDate: string }) => item.availableFromDate)).toEqual([day(10), day(20)])
    expect(first.body.previous).toBeNull()
    expect(new URL(first.body.next).searchParams.get('page')).toBe('2')
    const second = await talent.get(`${LIST}?page_size=2&page=2`)
    expect(second.body.results.map((item: { availableFromDate: string }) => item.availableFromDate)).toEqual([day(30)])
    expect(second.body.next).toBeNull()
    expect(new URL(second.body.previous).searchParams.get('page')).toBe('1')
    const descending = await talent.get(`${LIST}?ordering=-available_from_date`)
    expect(descending.body.results.map((item: { availableFromDate: string }) => item.availableFromDate)).toEqual([day(30), day(20), day(10)])
    const tooLarge = await talent.get(`${LIST}?page_size=101`)
    expect(tooLarge.status).toBe(422)
  })

  it("answers 404 for another talent's window on every item route and leaves it alone", async () => {
    const theirs = await otherTalent.post(LIST, valid({ hours_per_week: 7 }))
    expect(theirs.status).toBe(201)
    const path = `${LIST}${theirs.body.id}/`
    for (const response of [await talent.get(path), await talent.put(path, valid()), await talent.delete(path)]) {
      expect(response.status).toBe(404)
      expect(response.body).toEqual(NOT_FOUND)
    }
    expect((await otherTalent.get(path)).body).toEqual(theirs.body)
    // Nor does it appear in the list of the first talent.
    const mine = await talent.get(`${LIST}?page_size=100`)
    expect(mine.body.results.map((item: { id: string }) => item.id)).not.toContain(theirs.body.id)
    // Ids that cannot name a record read the same.
    expect((await talent.get(`${LIST}not-an-id/`)).status).toBe(404)
  })

  it('is the talent’s alone: organization users and the super admin get 403, nobody signed in 401', async () => {
    for (const email of [demo.northwind.manager, demo.northwind.admin, demo.northwind.contact, demo.superAdmin]) {
      const client = await ApiClient.signedIn(server.url, email)
      const list = await client.get(LIST)
      expect(list.status).toBe(403)
      expect(list.body).toEqual(FORBIDDEN)
      expect((await client.post(LIST, valid())).status).toBe(403)
    }
    const anonymous = new ApiClient(server.url)
    expect((await anonymous.get(LIST)).status).toBe(401)
    expect((await anonymous.post(LIST, valid())).status).toBe(401)
  })

  it('does not let a talent move a window to another talent through the generated REST', async () => {
    const mine = await talent.post(LIST, valid())
    const otherId = (await otherTalent.get('/api/v1/user/')).body.id
    await talent.patch(`/api/availabilities/${mine.body.id}`, { talent: otherId, hoursPerWeek: 31 })
    const after = await talent.get(`${LIST}${mine.body.id}/`)
    expect(after.status).toBe(200)
    // A talent cannot create one for someone else either.
    const forged = await talent.post('/api/availabilities', { talent: otherId, availableFromDate: day(9), hoursPerWeek: 5, doRemoteContract: true })
    expect(forged.status).toBe(403)
    const theirs = await otherTalent.get(`${LIST}?page_size=100`)
    expect(theirs.body.results.map((item: { id: string }) => item.id)).not.toContain(mine.body.id)
    // Nor can a talent skip the contract's rules by writing their own records through the generated REST.
    const pastStart = await talent.post('/api/availabilities', { talent: (await talent.get('/api/v1/user/')).body.id, availableFromDate: day(-5), hoursPerWeek: 5, doRemoteContract: true })
    expect(pastStart.status).toBe(403)
    const sneaky = await talent.patch(`/api/availabilities/${mine.body.id}`, { hoursPerWeek: 500 })
    expect(sneaky.status).toBe(403)
    expect((await talent.get(`${LIST}${mine.body.id}/`)).body.hoursPerWeek).toBe(mine.body.hoursPerWeek)
  })
})
