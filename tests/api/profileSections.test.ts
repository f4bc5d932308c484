import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The talent's own profile sections:
 * external links, work experience (year-month dates, Present, ordering with afterId) and
 * specializations and skills (nodes of the tree, their roles and skills, expertise levels), with every
 * rule's message and isolation between talents.
 */
const LINKS = '/api/v1/talent/external-links/'
const WORK = '/api/v1/talent/work-experiences/'
const SPECIALIZATIONS = '/api/v1/talent/specializations/'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const REQUIRED = 'This field is required'

interface Named {
  id: string
  name: string
}
interface TreeNode extends Named {
  expertiseLevels: string[]
  roles: Named[]
  skills: Named[]
  ancestors: Named[]
  children: Named[]
}

describe.each(databases)('talent profile sections (%s)', (database) => {
  let server: TestServer
  let talent: ApiClient
  let otherTalent: ApiClient
  let superAdmin: ApiClient
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    talent = await ApiClient.signedIn(server.url, demo.talent)
    otherTalent = await ApiClient.signedIn(server.url, demo.otherTalent)
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  }, 120_000)
  afterAll(() => server?.stop())

  const ids = (page: { results: { id: string }[] }) => page.results.map((item) => item.id)

  describe('external links', () => {
    it('adds a link and lists the talent’s links as a page', async () => {
      const created = await talent.post(LINKS, { link: 'https://portfolio.example/emily', description: 'Portfolio' })
      expect(created.status).toBe(201)
      expect(created.body).toEqual({ id: expect.any(String), link: 'https://portfolio.example/emily', description: 'Portfolio' })
      const second = await talent.post(LINKS, { link: 'http://linkedin.example/in/emily', description: 'LinkedIn' })
      expect(second.status).toBe(201)
      const list = await talent.get(LINKS)
      expect(list.status).toBe(200)
      expect(list.body).toEqual({ count: 2, next: null, previous: null, results: [created.body, second.body] })
      const paged = await talent.get(`${LINKS}?page_size=1&page=2`)
      expect(paged.body).toMatchObject({ count: 2, next: null, results: [second.body] })
      expect(new URL(paged.body.previous).searchParams.get('page')).toBe('1')
    })

    it('requires a link that is an http(s) URL and a description of at most 150 characters', async () => {
      const empty = await talent.post(LINKS, {})
      expect(empty.status).toBe(422)
      expect(empty.body).toEqual({ errors: { link: [REQUIRED], description: [REQUIRED] } })
      const blank = await talent.post(LINKS, { link: '  ', description: ' ' })
      expect(blank.body).toEqual({ errors: { link: [REQUIRED], description: [REQUIRED] } })
      for (const link of ['portfolio', 'ftp://files.example/cv', 'javascript:alert(1)', 'https://']) {
        const response = await talent.post(LINKS, { link, description: 'Mine' })
        expect({ link, status: response.status, body: response.body }).toEqual({ link, status: 422, body: { errors: { link: ['Must be a valid url address.'] } } })
      }
      const long = await talent.post(LINKS, { link: 'https://a.example', description: 'd'.repeat(151) })
      expect(long.body).toEqual({ errors: { description: ['Ensure this field has no more than 150 characters.'] } })
      expect((await talent.post(LINKS, { link: 'https://a.example', description: 'd'.repeat(150) })).status).toBe(201)
    })

    it('changes only what PATCH sends, under the same rules, and deletes', async () => {
      const created = await talent.post(LINKS, { link: 'https://old.example', description: 'Old' })
      const path = `${LINKS}${created.body.id}/`
      const patched = await talent.patch(path, { description: 'New' })
      expect(patched.status).toBe(200)
      expect(patched.body).toEqual({ id: created.body.id, link: 'https://old.example', description: 'New' })
      const refused = await talent.patch(path, { link: 'not a url', description: '' })
      expect(refused.status).toBe(422)
      expect(refused.body).toEqual({ errors: { link: ['Must be a valid url address.'], description: [REQUIRED] } })
      const list = await talent.get(`${LINKS}?page_size=100`)
      expect(list.body.results).toContainEqual(patched.body)
      expect((await talent.delete(path)).status).toBe(204)
      expect(ids((await talent.get(`${LINKS}?page_size=100`)).body)).not.toContain(created.body.id)
      expect((await talent.delete(path)).status).toBe(404)
    })

    it("answers 404 for another talent's link and never lists it", async () => {
      const theirs = await otherTalent.post(LINKS, { link: 'https://james.example', description: 'James' })
      const path = `${LINKS}${theirs.body.id}/`
      for (const response of [await talent.patch(path, { description: 'Taken' }), await talent.delete(path)]) {
        expect(response.status).toBe(404)
        expect(response.body).toEqual(NOT_FOUND)
      }
      expect((await otherTalent.get(LINKS)).body.results).toEqual([theirs.body])
      expect(ids((await talent.get(`${LINKS}?page_size=100`)).body)).not.toContain(theirs.body.id)
    })
  })

  describe('work experience', () => {
    let client: ApiClient
    beforeAll(async () => {
      // A talent of its own, so the order assertions see only these items.
      client = await ApiClient.signedIn(server.url, 'sofia.martinez@talent.example')
    })
    const item = (position: string, extra: Record<string, unknown> = {}) => ({
      position,
      organization_name: 'Northwind Health System',
      start_period_date: '2019-04',
      end_period_date: '2021-09',
      responsibilities: '<p>Built <strong>order sets</strong></p>',
      ...extra,
    })
    const order = async () => {
      const list = await client.get(`${WORK}?page_size=100`)
      expect(list.status).toBe(200)
      return list.body.results as { id: string; position: string; sortIndex: number; afterId: string | null }[]
    }
    const positions = async () => (await order()).map((entry) => entry.position)
    const byPosition = async (position: string) => (await order()).find((entry) => entry.position === position)!

    it('adds work experience: last unless afterId says otherwise (null = first)', async () => {
      const a = await client.post(WORK, item('A'))
      expect(a.status).toBe(201)
      expect(a.body).toEqual({
        id: expect.any(String),
        position: 'A',
        organizationName: 'Northwind Health System',
        isPresent: false,
        startPeriodDate: '2019-04',
        endPeriodDate: '2021-09',
        responsibilities: '<p>Built <strong>order sets</strong></p>',
        sortIndex: 0,
        afterId: null,
      })
      const b = await client.post(WORK, item('B'))
      expect(b.body).toMatchObject({ position: 'B', sortIndex: 1, afterId: a.body.id })
      const c = await client.post(WORK, item('C', { after_id: null }))
      expect(c.body).toMatchObject({ position: 'C', sortIndex: 0, afterId: null })
      const d = await client.post(WORK, item('D', { afterId: a.body.id }))
      expect(d.body).toMatchObject({ position: 'D', sortIndex: 2, afterId: a.body.id })

      const list = await order()
      expect(list.map((entry) => entry.position)).toEqual(['C', 'A', 'D', 'B'])
      expect(list.map((entry) => entry.sortIndex)).toEqual([0, 1, 2, 3])
      expect(list.map((entry) => entry.afterId)).toEqual([null, c.body.id, a.body.id, d.body.id])
    })

    it('moves an item with PATCH afterId and renumbers the others; without afterId the order stays', async () => {
      const b = await byPosition('B')
      const first = await client.patch(`${WORK}${b.id}/`, { after_id: null })
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({ position: 'B', sortIndex: 0, afterId: null })
      expect(await positions()).toEqual(['B', 'C', 'A', 'D'])

      const c = await byPosition('C')
      const d = await byPosition('D')
      const moved = await client.patch(`${WORK}${c.id}/`, { afterId: d.id, position: 'C2' })
      expect(moved.body).toMatchObject({ position: 'C2', afterId: d.id, sortIndex: 3 })
      expect(await positions()).toEqual(['B', 'A', 'D', 'C2'])
      expect((await order()).map((entry) => entry.sortIndex)).toEqual([0, 1, 2, 3])

      const a = await byPosition('A')
      const renamed = await client.patch(`${WORK}${a.id}/`, { organization_name: 'Lakeside Medical Center' })
      expect(renamed.status).toBe(200)
      expect(renamed.body).toMatchObject({ position: 'A', organizationName: 'Lakeside Medical Center', startPeriodDate: '2019-04', endPeriodDate: '2021-09', afterId: (await byPosition('B')).id })
      expect(await positions()).toEqual(['B', 'A', 'D', 'C2'])
    })

    it('refuses an afterId that is not one of the talent’s items (unknown, another talent’s, itself)', async () => {
      const a = await byPosition('A')
      const theirs = await otherTalent.post(WORK, item('Theirs'))
      expect(theirs.status).toBe(201)
      const message = { errors: { afterId: ['Select an item of your work experience.'] } }
      for (const afterId of ['00000000-0000-4000-8000-000000000000', theirs.body.id, 'nonsense']) {
        const created = await client.post(WORK, item('X', { after_id: afterId }))
        expect(created.status).toBe(422)
        expect(created.body).toEqual(message)
        const moved = await client.patch(`${WORK}${a.id}/`, { after_id: afterId })
        expect(moved.status).toBe(422)
        expect(moved.body).toEqual(message)
      }
      expect((await client.patch(`${WORK}${a.id}/`, { after_id: a.id })).body).toEqual(message)
      expect(await positions()).toEqual(['B', 'A', 'D', 'C2'])
    })

    it('keeps the order of the others when one is deleted', async () => {
      const d = await byPosition('D')
      expect((await client.delete(`${WORK}${d.id}/`)).status).toBe(204)
      const list = await order()
      expect(list.map((entry) => entry.position)).toEqual(['B', 'A', 'C2'])
      expect(list.map((entry) => entry.afterId)).toEqual([null, list[0]!.id, list[1]!.id])
      // The next move closes the gap.
      const created = await client.post(WORK, item('E', { after_id: list[0]!.id }))
      expect(created.body).toMatchObject({ sortIndex: 1, afterId: list[0]!.id })
      expect((await order()).map((entry) => [entry.position, entry.sortIndex])).toEqual([['B', 0], ['E', 1], ['A', 2], ['C2', 3]])
    })

    it('pages the list in its order; the first item of a later page names the last of the page before', async () => {
      const all = await order()
      const second = await client.get(`${WORK}?page_size=2&page=2`)
      expect(second.body.count).toBe(all.length)
      expect(second.body.results.map((entry: { id: string }) => entry.id)).toEqual([all[2]!.id, all[3]!.id])
      expect(second.body.results[0].afterId).toBe(all[1]!.id)
    })

    it('requires position, organization and a From date, each at most 150 characters', async () => {
      const empty = await client.post(WORK, {})
      expect(empty.status).toBe(422)
      expect(empty.body).toEqual({ errors: { position: [REQUIRED], organizationName: [REQUIRED], startPeriodDate: [REQUIRED] } })
      const long = await client.post(WORK, item('p'.repeat(151), { organization_name: 'o'.repeat(151) }))
      expect(long.body).toEqual({
        errors: { position: ['Ensure this field has no more than 150 characters.'], organizationName: ['Ensure this field has no more than 150 characters.'] },
      })
    })

    it('takes year-month dates between 1940 and 2099, the end not before the start', async () => {
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ start_period_date: '1939-12' }, { startPeriodDate: ['Date must be between 1940 and 2099'] }],
        [{ start_period_date: '2100-01', end_period_date: null }, { startPeriodDate: ['Date must be between 1940 and 2099'] }],
        [{ end_period_date: '2100-01' }, { endPeriodDate: ['Date must be between 1940 and 2099'] }],
        [{ start_period_date: '2019-13' }, { startPeriodDate: ['Enter a valid date'] }],
        [{ start_period_date: '2019-04-01' }, { startPeriodDate: ['Enter a valid date'] }],
        [{ start_period_date: 'April 2019' }, { startPeriodDate: ['Enter a valid date'] }],
        [{ end_period_date: '2019-03' }, { endPeriodDate: ["End date can't be before start date"] }],
      ]
      for (const [extra, errors] of cases) {
        const response = await client.post(WORK, item('Dates', extra))
        expect({ extra, status: response.status, body: response.body }).toEqual({ extra, status: 422, body: { errors } })
      }
      const bounds = await client.post(WORK, item('Bounds', { start_period_date: '1940-01', end_period_date: '2099-12' }))
      expect(bounds.status).toBe(201)
      const sameMonth = await client.post(WORK, item('Same month', { start_period_date: '2020-05', end_period_date: '2020-05' }))
      expect(sameMonth.status).toBe(201)
      for (const created of [bounds, sameMonth]) expect((await client.delete(`${WORK}${created.body.id}/`)).status).toBe(204)
    })

    it('stores no end date for a present position, whatever was sent', async () => {
      const present = await client.post(WORK, item('Present', { is_present: true, end_period_date: '2001-01' }))
      expect(present.status).toBe(201)
      expect(present.body).toMatchObject({ isPresent: true, endPeriodDate: null })
      const ended = await client.patch(`${WORK}${present.body.id}/`, { is_present: false, end_period_date: '2024-02' })
      expect(ended.body).toMatchObject({ isPresent: false, endPeriodDate: '2024-02' })
      const again = await client.patch(`${WORK}${present.body.id}/`, { is_present: true })
      expect(again.body).toMatchObject({ isPresent: true, endPeriodDate: null })
      expect((await client.delete(`${WORK}${present.body.id}/`)).status).toBe(204)
    })

    it('allows responsibilities of exactly 2500 visible characters and refuses 2501 (rich text markup does not count)', async () => {
      const TOO_LONG = { errors: { responsibilities: ['Responsibilities must be at most 2500 characters'] } }
      const long = await client.post(WORK, item('Long', { responsibilities: `<p>${'r'.repeat(2501)}</p>` }))
      expect(long.status).toBe(422)
      expect(long.body).toEqual(TOO_LONG)
      const fits = await client.post(WORK, item('Fits', { responsibilities: `<ul><li><em>${'r'.repeat(2500)}</em></li></ul>` }))
      expect(fits.status).toBe(201)
      expect(fits.body.responsibilities).toBe(`<ul><li><em>${'r'.repeat(2500)}</em></li></ul>`)
      const patched = await client.patch(`${WORK}${fits.body.id}/`, { responsibilities: `<p>${'r'.repeat(2501)}</p>` })
      expect(patched.status).toBe(422)
      expect(patched.body).toEqual(TOO_LONG)
      const exact = await client.patch(`${WORK}${fits.body.id}/`, { responsibilities: `<p>${'s'.repeat(2500)}</p>` })
      expect(exact.status).toBe(200)
      expect(exact.body.responsibilities).toBe(`<p>${'s'.repeat(2500)}</p>`)
      const cleared = await client.patch(`${WORK}${fits.body.id}/`, { responsibilities: null })
      expect(cleared.body.responsibilities).toBeNull()
      expect((await client.delete(`${WORK}${fits.body.id}/`)).status).toBe(204)
    })

    it("answers 404 for another talent's item and leaves their order alone", async () => {
      const theirs = (await otherTalent.get(WORK)).body.results[0]
      const path = `${WORK}${theirs.id}/`
      for (const response of [await client.patch(path, { position: 'Mine now', after_id: null }), await client.delete(path)]) {
        expect(response.status).toBe(404)
        expect(response.body).toEqual(NOT_FOUND)
      }
      expect((await otherTalent.get(WORK)).body.results).toEqual([theirs])
    })
  })

  describe('specializations and skills', () => {
    let epic: TreeNode
    let ambulatory: TreeNode
    let inpatient: TreeNode
    let client: ApiClient
    const node = async (id: string) => (await talent.get(`/api/v1/specializations/${id}/`)).body as TreeNode
    beforeAll(async () => {
      client = await ApiClient.signedIn(server.url, 'michael.okafor@talent.example')
      const roots = (await talent.get('/api/v1/specializations/?root=true')).body.results as TreeNode[]
      epic = roots.find((root) => root.name === 'Epic')!
      const clinical = await node(epic.children.find((child) => child.name === 'Clinical')!.id)
      ambulatory = await node(clinical.children.find((child) => child.name === 'Ambulatory')!.id)
      inpatient = await node(clinical.children.find((child) => child.name !== 'Ambulatory')!.id)
    })

    it('adds a node with roles and skills of that node and an expertise level; answers it with its ancestors', async () => {
      const response = await client.post(SPECIALIZATIONS, {
        specialization: ambulatory.id,
        expertise: 'expert',
        roles: [ambulatory.roles[0]!.id, ambulatory.roles[1]!.id],
        skills: [ambulatory.skills[0]!.id],
      })
      expect(response.status).toBe(201)
      expect(response.body).toEqual({
        id: expect.any(String),
        specialization: { id: ambulatory.id, name: 'Ambulatory' },
        expertise: 'expert',
        roles: [ambulatory.roles[0], ambulatory.roles[1]],
        skills: [ambulatory.skills[0]],
        ancestors: ambulatory.ancestors,
      })
      expect(response.body.ancestors.map((ancestor: Named) => ancestor.name)).toEqual(['Epic', 'Clinical'])
      const list = await client.get(SPECIALIZATIONS)
      expect(list.body).toEqual({ count: 1, next: null, previous: null, results: [response.body] })
    })

    it("requires an expertise level when the node's platform has levels: 'Select an expertise level'", async () => {
      for (const expertise of [undefined, null, '', 'guru']) {
        const response = await client.post(SPECIALIZATIONS, { specialization: inpatient.id, expertise, roles: [], skills: [] })
        expect({ expertise, status: response.status, body: response.body }).toEqual({ expertise, status: 422, body: { errors: { expertise: ['Select an expertise level'] } } })
      }
      // The platform itself may be chosen; it is its own platform and has no ancestors.
      const platform = await client.post(SPECIALIZATIONS, { specialization: epic.id })
      expect(platform.body).toEqual({ errors: { expertise: ['Select an expertise level'] } })
      const chosen = await client.post(SPECIALIZATIONS, { specialization: epic.id, expertise: 'novice', roles: [epic.roles[0]!.id] })
      expect(chosen.status).toBe(201)
      expect(chosen.body).toMatchObject({ specialization: { id: epic.id, name: 'Epic' }, expertise: 'novice', ancestors: [], skills: [] })
    })

    it('takes only roles and skills of the chosen node', async () => {
      const response = await client.post(SPECIALIZATIONS, {
        specialization: inpatient.id,
        expertise: 'intermediate',
        roles: [ambulatory.roles[0]!.id],
        skills: [inpatient.skills[0]!.id, ambulatory.skills[0]!.id],
      })
      expect(response.status).toBe(422)
      expect(response.body).toEqual({
        errors: { roles: ['Select roles of the chosen specialization.'], skills: ['Select skills of the chosen specialization.'] },
      })
      const bogus = await client.post(SPECIALIZATIONS, { specialization: inpatient.id, expertise: 'intermediate', roles: ['nonsense'], skills: ['00000000-0000-4000-8000-000000000000'] })
      expect(bogus.body).toEqual({
        errors: { roles: ['Select roles of the chosen specialization.'], skills: ['Select skills of the chosen specialization.'] },
      })
    })

    it('requires a node that exists, once per talent', async () => {
      expect((await client.post(SPECIALIZATIONS, { expertise: 'expert' })).body).toEqual({ errors: { specialization: [REQUIRED] } })
      for (const specialization of ['nonsense', '00000000-0000-4000-8000-000000000000']) {
        const response = await client.post(SPECIALIZATIONS, { specialization, expertise: 'expert' })
        expect(response.status).toBe(422)
        expect(response.body).toEqual({ errors: { specialization: ['Select a valid specialization.'] } })
      }
      const twice = await client.post(SPECIALIZATIONS, { specialization: ambulatory.id, expertise: 'novice' })
      expect(twice.status).toBe(422)
      expect(twice.body).toEqual({ errors: { specialization: ['This specialization is already on your profile.'] } })
      // Another talent may choose the same node.
      const theirs = await otherTalent.post(SPECIALIZATIONS, { specialization: ambulatory.id, expertise: 'novice' })
      expect(theirs.status).toBe(201)
    })

    it('takes no level on a platform without levels, and only its own levels on one that has some', async () => {
      const created = await superAdmin.post('/api/specializations', { name: 'Test Platform Without Levels', expertiseLevels: [] })
      expect(created.status).toBe(201)
      const withoutLevels = created.body.doc.id
      const role = await superAdmin.post('/api/specialization-roles', { name: 'Analyst', specialization: withoutLevels })
      expect(role.status).toBe(201)
      const noLevel = await client.post(SPECIALIZATIONS, { specialization: withoutLevels, roles: [role.body.doc.id] })
      expect(noLevel.status).toBe(201)
      expect(noLevel.body).toMatchObject({ expertise: null, roles: [{ id: role.body.doc.id, name: 'Analyst' }], ancestors: [] })
      const ignored = await client.patch(`${SPECIALIZATIONS}${noLevel.body.id}/`, { expertise: 'expert' })
      expect(ignored.status).toBe(200)
      expect(ignored.body.expertise).toBeNull()

      const twoLevels = await superAdmin.post('/api/specializations', { name: 'Test Platform Two Levels', expertiseLevels: ['novice', 'expert'] })
      const module = await superAdmin.post('/api/specializations', { name: 'Test Module', parent: twoLevels.body.doc.id })
      const offered = await client.post(SPECIALIZATIONS, { specialization: module.body.doc.id, expertise: 'intermediate' })
      expect(offered.status).toBe(422)
      expect(offered.body).toEqual({ errors: { expertise: ['Select one of the expertise levels of this platform.'] } })
      const fine = await client.post(SPECIALIZATIONS, { specialization: module.body.doc.id, expertise: 'expert' })
      expect(fine.status).toBe(201)
      expect(fine.body.ancestors).toEqual([{ id: twoLevels.body.doc.id, name: 'Test Platform Two Levels' }])
    })

    it('changes what PATCH sends and checks the result: another node needs its own roles', async () => {
      const mine = (await client.get(`${SPECIALIZATIONS}?page_size=100`)).body.results.find((entry: { specialization: Named }) => entry.specialization.id === ambulatory.id)
      const path = `${SPECIALIZATIONS}${mine.id}/`
      const level = await client.patch(path, { expertise: 'intermediate' })
      expect(level.status).toBe(200)
      expect(level.body).toEqual({ ...mine, expertise: 'intermediate' })
      const moved = await client.patch(path, { specialization: inpatient.id })
      expect(moved.status).toBe(422)
      expect(moved.body).toEqual({ errors: { roles: ['Select roles of the chosen specialization.'], skills: ['Select skills of the chosen specialization.'] } })
      const movedWithRoles = await client.patch(path, { specialization: inpatient.id, roles: [inpatient.roles[0]!.id], skills: [] })
      expect(movedWithRoles.status).toBe(200)
      expect(movedWithRoles.body).toMatchObject({ specialization: { id: inpatient.id, name: inpatient.name }, roles: [inpatient.roles[0]], skills: [], expertise: 'intermediate' })
      const cleared = await client.patch(path, { expertise: null })
      expect(cleared.body).toEqual({ errors: { expertise: ['Select an expertise level'] } })
      // Moving onto a node the talent already has is a duplicate.
      const duplicate = await client.patch(path, { specialization: epic.id, roles: [] })
      expect(duplicate.body).toEqual({ errors: { specialization: ['This specialization is already on your profile.'] } })
    })

    it("answers 404 for another talent's specialization and deletes the talent's own", async () => {
      const theirs = (await otherTalent.get(SPECIALIZATIONS)).body.results[0]
      for (const response of [await client.patch(`${SPECIALIZATIONS}${theirs.id}/`, { expertise: 'expert' }), await client.delete(`${SPECIALIZATIONS}${theirs.id}/`)]) {
        expect(response.status).toBe(404)
        expect(response.body).toEqual(NOT_FOUND)
      }
      expect((await otherTalent.get(SPECIALIZATIONS)).body.results).toEqual([theirs])
      const mine = (await client.get(SPECIALIZATIONS)).body
      expect((await client.delete(`${SPECIALIZATIONS}${mine.results[0].id}/`)).status).toBe(204)
      expect((await client.get(SPECIALIZATIONS)).body.count).toBe(mine.count - 1)
    })
  })

  it('keeps every section to talents: organization users and the super admin get 403, nobody signed in 401', async () => {
    const paths = [LINKS, WORK, SPECIALIZATIONS]
    for (const email of [demo.northwind.manager, demo.northwind.admin, demo.northwind.contact, demo.superAdmin]) {
      const client = await ApiClient.signedIn(server.url, email)
      for (const path of paths) {
        expect({ email, path, status: (await client.get(path)).status }).toEqual({ email, path, status: 403 })
        expect({ email, path, status: (await client.post(path, {})).status }).toEqual({ email, path, status: 403 })
      }
    }
    for (const path of paths) expect((await new ApiClient(server.url).get(path)).status).toBe(401)
  })
})
