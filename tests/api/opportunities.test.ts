import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { OPPORTUNITIES, OPPORTUNITY, OPPORTUNITY_TALENT, createOpportunity, inviteToOpportunity, opportunityBody } from '../helpers/opportunities'
import { modulesAtDepthThree, type ModuleNode } from '../helpers/profileFixtures'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The organization's opportunities: create, read, change, delete a
 * draft; the status moves; the validation messages word for word; who reads and writes rates; the
 * opportunity's specializations (sent with the opportunity or one at a time). Applicants:
 * applicants.test.ts; the talent side: talentOpportunities.test.ts.
 */
const REQUIRED = 'This field is required'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const SPECIALIZATION = '/api/v1/org-side/opportunity-specialization/'

jest.setTimeout(90_000)

describe.each(databases)('opportunities, organization side (%s)', (database) => {
  let server: TestServer
  let admin: ApiClient
  let manager: ApiClient
  let managerWithoutRate: ApiClient
  let contact: ApiClient
  let talent: ApiClient
  let lakesideAdmin: ApiClient
  let modules: ModuleNode[]

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    ;[admin, manager, managerWithoutRate, contact, talent, lakesideAdmin] = await Promise.all(
      [demo.northwind.admin, demo.northwind.manager, demo.northwind.manager2, demo.northwind.contact, demo.talent, demo.lakeside.admin].map((email) => ApiClient.signedIn(server.url, email)),
    )
    modules = await modulesAtDepthThree(admin, 2)
  }, 180_000)
  afterAll(() => server?.stop())

  it('creates an opportunity with its specializations, questions and rates, and reads it back', async () => {
    const [first, second] = modules
    const body = opportunityBody({
      city: 'Madison',
      state: 'WI',
      start_date: '2027-01-04',
      end_date: '2027-06-30',
      rate_min: '80',
      rate_max: '$95.00',
      questions: [{ question: 'Which Epic modules have you built?' }, { question: 'When can you start?' }],
      specializations: [
        { specialization_id: first!.id, role_ids: [first!.roles[0]!.id], skill_ids: [first!.skills[0]!.id] },
        { specialization_id: second!.id },
      ],
    })
    const created = await admin.post(OPPORTUNITY, body)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      title: body.title,
      status: 'open',
      place: 'remote',
      workKind: 'build',
      city: 'Madison',
      state: 'WI',
      startDate: '2027-01-04',
      endDate: '2027-06-30',
      hoursPerWeek: 40,
      rateMin: '80.00',
      rateMax: '95.00',
      organization: { name: 'Northwind Health System' },
      createdBy: { fullName: 'Olivia Grant' },
      applicantsCount: 0,
      talentsCount: 0,
      canViewRate: true,
    })
    expect(created.body.questions.map((q: any) => q.question)).toEqual(['Which Epic modules have you built?', 'When can you start?'])
    expect(created.body.questions.every((q: any) => typeof q.id === 'string' && q.id)).toBe(true)
    expect(created.body.specializations).toEqual([
      expect.objectContaining({ specializationId: first!.id, name: first!.name, roles: [first!.roles[0]], skills: [first!.skills[0]] }),
      expect.objectContaining({ specializationId: second!.id, name: second!.name, roles: [], skills: [] }),
    ])
    expect(created.body.specializations[0].ancestors).toHaveLength(2)

    const read = await manager.get(`${OPPORTUNITY}${created.body.id}/`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual(created.body)
  })

  it('lists the organization’s opportunities with the status filter, a title search and ordering', async () => {
    const draft = await createOpportunity(admin, { status: 'draft', title: `Zz draft ${Date.now()}` })
    const open = await createOpportunity(manager)
    const drafts = await admin.get(`${OPPORTUNITIES}?status=draft&page_size=100`)
    expect(drafts.status).toBe(200)
    expect(drafts.body.results.map((o: any) => o.id)).toContain(draft.id)
    expect(drafts.body.results.every((o: any) => o.status === 'draft')).toBe(true)
    const searched = await admin.get(`${OPPORTUNITIES}?search=${encodeURIComponent(open.title)}`)
    expect(searched.body.results.map((o: any) => o.id)).toEqual([open.id])
    const newest = await admin.get(`${OPPORTUNITIES}?page_size=1`)
    expect(newest.body.results[0].id).toBe(open.id)
    const byTitle = await admin.get(`${OPPORTUNITIES}?ordering=-title&page_size=100`)
    const titles = byTitle.body.results.map((o: any) => o.title)
    expect(titles).toEqual([...titles].sort((a: string, b: string) => b.localeCompare(a)))
    // Another organization sees none of them.
    const lakeside = await lakesideAdmin.get(`${OPPORTUNITIES}?page_size=100`)
    expect(lakeside.body.results.map((o: any) => o.id)).not.toContain(open.id)
    expect(lakeside.body.results.map((o: any) => o.id)).not.toContain(draft.id)
  })

  it('moves draft -> open -> closed -> open and refuses the other moves', async () => {
    const draft = await createOpportunity(admin, { status: 'draft', title: '', description: '' })
    expect(draft.status).toBe('draft')
    const openEmpty = await admin.patch(`${OPPORTUNITY}${draft.id}/`, { status: 'open' })
    expect(openEmpty.status).toBe(422)
    expect(openEmpty.body.errors).toEqual({ title: [REQUIRED], description: [REQUIRED] })
    const closeDraft = await admin.patch(`${OPPORTUNITY}${draft.id}/`, { status: 'closed', title: 'Closable', description: '<p>x</p>' })
    expect(closeDraft.body.errors).toEqual({ status: ['Only an open opportunity can be closed.'] })
    const opened = await admin.patch(`${OPPORTUNITY}${draft.id}/`, { status: 'open', title: 'Epic Beaker analyst', description: '<p>Lab build</p>' })
    expect(opened.status).toBe(200)
    expect(opened.body.status).toBe('open')
    const backToDraft = await admin.patch(`${OPPORTUNITY}${draft.id}/`, { status: 'draft' })
    expect(backToDraft.body.errors).toEqual({ status: ['An opportunity that was opened cannot go back to draft.'] })
    const emptied = await admin.patch(`${OPPORTUNITY}${draft.id}/`, { description: '<p> </p>' })
    expect(emptied.body.errors).toEqual({ description: [REQUIRED] })
    expect((await manager.patch(`${OPPORTUNITY}${draft.id}/`, { status: 'closed' })).body.status).toBe('closed')
    expect((await admin.patch(`${OPPORTUNITY}${draft.id}/`, { status: 'open' })).body.status).toBe('open')
    const deleteOpen = await admin.delete(`${OPPORTUNITY}${draft.id}/`)
    expect(deleteOpen.status).toBe(422)
    expect(deleteOpen.body).toEqual({ errors: { nonFieldErrors: ['Only a draft can be deleted.'] } })
  })

  it('deletes a draft with its specializations', async () => {
    const draft = await createOpportunity(admin, { status: 'draft', specializations: [{ specialization_id: modules[0]!.id }] })
    const deleted = await manager.delete(`${OPPORTUNITY}${draft.id}/`)
    expect(deleted.status).toBe(204)
    expect((await admin.get(`${OPPORTUNITY}${draft.id}/`)).status).toBe(404)
    expect((await admin.delete(`${SPECIALIZATION}${draft.specializations[0].id}/`)).status).toBe(404)
  })

  it('answers the validation messages word for word and never cuts over-long input', async () => {
    const long = await admin.post(OPPORTUNITY, opportunityBody({ title: 'x'.repeat(151) }))
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual({ title: ['Ensure this field has no more than 150 characters.'] })
    const description = await admin.post(OPPORTUNITY, opportunityBody({ description: `<p>${'y'.repeat(5001)}</p>` }))
    expect(description.body.errors).toEqual({ description: ['Ensure this field has no more than 5000 characters.'] })
    const range = await admin.post(OPPORTUNITY, opportunityBody({ rate_min: '100', rate_max: '90' }))
    expect(range.body.errors).toEqual({ rateMax: ['The lowest rate cannot be above the highest.'] })
    const dates = await admin.post(OPPORTUNITY, opportunityBody({ start_date: '2027-03-01', end_date: '2027-02-01' }))
    expect(dates.body.errors).toEqual({ endDate: ["End date can't be before start date"] })
    const badDate = await admin.post(OPPORTUNITY, opportunityBody({ start_date: '2027-02-30' }))
    expect(badDate.body.errors).toEqual({ startDate: ['Enter a valid date.'] })
    const hours = await admin.post(OPPORTUNITY, opportunityBody({ hours_per_week: 169 }))
    expect(hours.body.errors).toEqual({ hoursPerWeek: ['Enter whole hours between 1 and 168.'] })
    const amount = await admin.post(OPPORTUNITY, opportunityBody({ rate_max: 'lots' }))
    expect(amount.body.errors).toEqual({ rateMax: ['Enter a valid amount.'] })
    const choice = await admin.post(OPPORTUNITY, opportunityBody({ place: 'moon' }))
    expect(choice.body.errors).toEqual({ place: ['Select a valid choice.'] })
    const questions = await admin.post(OPPORTUNITY, opportunityBody({ questions: Array.from({ length: 11 }, (_, i) => ({ question: `Q${i}` })) }))
    expect(questions.body.errors).toEqual({ questions: ['Ask at most 10 questions.'] })
    const question = await admin.post(OPPORTUNITY, opportunityBody({ questions: [{ question: 'q'.repeat(501) }] }))
    expect(question.body.errors.questions).toEqual(['Ensure this field has no more than 500 characters.'])
    const unknown = await admin.post(OPPORTUNITY, opportunityBody({ specializations: [{ specialization_id: '00000000-0000-4000-8000-000000000000' }] }))
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ specializations: ['Select a valid specialization.'] })
    // Nothing of a refused POST was written.
    const all = await admin.get(`${OPPORTUNITIES}?page_size=100`)
    expect(all.body.results.some((o: any) => o.title.startsWith('x'.repeat(150)))).toBe(false)
  })

  it('keeps question ids sent back, adds new ones, drops the others and refuses unknown ids', async () => {
    const created = await createOpportunity(admin, { questions: [{ question: 'First?' }, { question: 'Second?' }] })
    const [first] = created.questions
    const edited = await admin.patch(`${OPPORTUNITY}${created.id}/`, { questions: [{ id: first.id, question: 'First, reworded?' }, { question: 'Third?' }] })
    expect(edited.status).toBe(200)
    expect(edited.body.questions[0]).toEqual({ id: first.id, question: 'First, reworded?' })
    expect(edited.body.questions[1].question).toBe('Third?')
    expect(edited.body.questions.map((q: any) => q.id)).not.toContain(created.questions[1].id)
    const unknown = await admin.patch(`${OPPORTUNITY}${created.id}/`, { questions: [{ id: 'abcdefabcdefabcdefabcdef', question: 'Forged?' }] })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ questions: ['Select a valid question.'] })
  })

  it('shows and takes rates only from who may view rate; talents are not org-side', async () => {
    const created = await createOpportunity(admin, { rate_min: '70', rate_max: '90' })
    const hidden = await managerWithoutRate.get(`${OPPORTUNITY}${created.id}/`)
    expect(hidden.status).toBe(200)
    expect(hidden.body).toMatchObject({ rateMin: null, rateMax: null, canViewRate: false })
    const listed = await managerWithoutRate.get(`${OPPORTUNITIES}?search=${encodeURIComponent(created.title)}`)
    expect(listed.body.results[0]).toMatchObject({ rateMin: null, rateMax: null })
    expect((await manager.get(`${OPPORTUNITY}${created.id}/`)).body).toMatchObject({ rateMin: '70.00', rateMax: '90.00', canViewRate: true })
    const refused = await managerWithoutRate.patch(`${OPPORTUNITY}${created.id}/`, { rate_max: '200' })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ errors: { nonFieldErrors: ['You do not have permission to perform this action.'] } })
    // Without rates in the body the manager edits the rest, and the stored rates stay.
    const renamed = await managerWithoutRate.patch(`${OPPORTUNITY}${created.id}/`, { title: 'Renamed by Priya' })
    expect(renamed.status).toBe(200)
    expect((await admin.get(`${OPPORTUNITY}${created.id}/`)).body).toMatchObject({ title: 'Renamed by Priya', rateMin: '70.00', rateMax: '90.00' })
    expect((await managerWithoutRate.post(OPPORTUNITY, opportunityBody({ rate_min: '10' }))).status).toBe(403)
    for (const client of [contact, talent]) expect((await client.get(`${OPPORTUNITY}${created.id}/`)).status).toBe(403)
  })

  it('adds, changes and removes specializations one at a time, within the organization', async () => {
    const [first, second] = modules
    const created = await createOpportunity(admin)
    const added = await manager.post(SPECIALIZATION, { opportunity_id: created.id, specialization_id: first!.id, role_ids: [first!.roles[0]!.id] })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ specializationId: first!.id, name: first!.name, roles: [first!.roles[0]], skills: [] })
    const twice = await manager.post(SPECIALIZATION, { opportunity_id: created.id, specialization_id: first!.id })
    expect(twice.body.errors).toEqual({ specializationId: ['This specialization is already on the opportunity.'] })
    const foreignRole = await manager.post(SPECIALIZATION, { opportunity_id: created.id, specialization_id: second!.id, role_ids: [first!.roles[0]!.id] })
    expect(foreignRole.body.errors).toEqual({ roleIds: ['Select roles of the chosen specialization.'] })
    const changed = await manager.patch(`${SPECIALIZATION}${added.body.id}/`, { skill_ids: [first!.skills[0]!.id] })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ roles: [first!.roles[0]], skills: [first!.skills[0]] })
    expect((await admin.get(`${OPPORTUNITY}${created.id}/`)).body.specializations).toEqual([changed.body])
    // Another organization: its opportunity in a body is 422, its row on a path 404.
    const foreign = await lakesideAdmin.post(SPECIALIZATION, { opportunity_id: created.id, specialization_id: second!.id })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors).toEqual({ opportunityId: ['Select a valid opportunity.'] })
    expect(await lakesideAdmin.patch(`${SPECIALIZATION}${added.body.id}/`, { skill_ids: [] })).toMatchObject({ status: 404, body: NOT_FOUND })
    expect(await lakesideAdmin.delete(`${SPECIALIZATION}${added.body.id}/`)).toMatchObject({ status: 404, body: NOT_FOUND })
    expect((await manager.delete(`${SPECIALIZATION}${added.body.id}/`)).status).toBe(204)
    expect((await admin.get(`${OPPORTUNITY}${created.id}/`)).body.specializations).toEqual([])
  })

  it('replaces the specializations with the opportunity’s PATCH, all or nothing', async () => {
    const [first, second] = modules
    const created = await createOpportunity(admin, { specializations: [{ specialization_id: first!.id, role_ids: [first!.roles[0]!.id] }, { specialization_id: second!.id }] })
    const [firstRow] = created.specializations
    const url = `${OPPORTUNITY}${created.id}/`

    // A node sent again keeps its row (with the new skills); a node left out loses its row.
    const narrowed = await manager.patch(url, { title: 'Narrowed', specializations: [{ specialization_id: first!.id, skill_ids: [first!.skills[0]!.id] }] })
    expect(narrowed.status).toBe(200)
    expect(narrowed.body.title).toBe('Narrowed')
    expect(narrowed.body.specializations).toEqual([expect.objectContaining({ id: firstRow.id, specializationId: first!.id, roles: [], skills: [first!.skills[0]] })])
    const widened = await manager.patch(url, { specializations: [{ specialization_id: first!.id, skill_ids: [first!.skills[0]!.id] }, { specialization_id: second!.id, expertise: null }] })
    expect(widened.status).toBe(200)
    expect(widened.body.specializations.map((row: any) => [row.id === firstRow.id, row.specializationId])).toEqual([
      [true, first!.id],
      [false, second!.id],
    ])
    // Without the key the set stays.
    expect((await manager.patch(url, { title: 'Kept' })).body.specializations).toEqual(widened.body.specializations)
    const before = (await admin.get(url)).body

    // The second specialization is refused: neither the title nor any specialization changes.
    const refused = await manager.patch(url, {
      title: 'Half-saved?',
      specializations: [{ specialization_id: first!.id }, { specialization_id: second!.id, role_ids: [first!.roles[0]!.id] }],
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ specializations: ['Select roles of the chosen specialization.'] })
    const twice = await manager.patch(url, { title: 'Half-saved?', specializations: [{ specialization_id: second!.id }, { specialization_id: second!.id }] })
    expect(twice.body.errors).toEqual({ specializations: ['This specialization is already on the opportunity.'] })
    const unknown = await manager.patch(url, { title: 'Half-saved?', specializations: [{ specialization_id: first!.id }, { specialization_id: '00000000-0000-4000-8000-000000000000' }] })
    expect(unknown.body.errors).toEqual({ specializations: ['Select a valid specialization.'] })
    const tooMany = await manager.patch(url, { specializations: Array.from({ length: 21 }, () => ({ specialization_id: first!.id })) })
    expect(tooMany.body.errors).toEqual({ specializations: ['Select at most 20.'] })
    expect((await admin.get(url)).body).toEqual(before)
  })

  it('answers 404 for another organization’s opportunity and for malformed ids', async () => {
    const created = await createOpportunity(admin, { status: 'draft' })
    for (const response of [
      await lakesideAdmin.get(`${OPPORTUNITY}${created.id}/`),
      await lakesideAdmin.patch(`${OPPORTUNITY}${created.id}/`, { title: 'Taken over' }),
      await lakesideAdmin.delete(`${OPPORTUNITY}${created.id}/`),
      await admin.get(`${OPPORTUNITY}not-an-id/`),
    ]) {
      expect(response).toMatchObject({ status: 404, body: NOT_FOUND })
    }
    expect((await admin.get(`${OPPORTUNITY}${created.id}/`)).body.title).toBe(created.title)
  })

  it('without newApplicantRemovalWorkflow removes and restores applicants alike', async () => {
    const directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
    const opportunity = await createOpportunity(admin)
    const [invited] = await inviteToOpportunity(admin, opportunity.id, [directory.userId(demo.talent)])
    const removed = await manager.patch(`${OPPORTUNITY_TALENT}${invited.id}/`, { is_removed: true })
    expect(removed.status).toBe(200)
    expect(removed.body.status).toBe('removed')
    expect((await admin.get(`${OPPORTUNITY_TALENT}?opportunity_id=${opportunity.id}`)).body.count).toBe(0)
    const removedList = await admin.get(`${OPPORTUNITY}${opportunity.id}/removed-talents/`)
    expect(removedList.status).toBe(200)
    expect(removedList.body.results.map((row: { id: string }) => row.id)).toEqual([invited.id])
    const restored = await manager.post(`${OPPORTUNITY_TALENT}${invited.id}/restore/`)
    expect(restored).toMatchObject({ status: 200, body: { status: 'invited', removedAt: null } })
    expect((await admin.get(`${OPPORTUNITY}${opportunity.id}/removed-talents/`)).body.count).toBe(0)
    expect((await admin.get(`${OPPORTUNITY_TALENT}?opportunity_id=${opportunity.id}`)).body.count).toBe(1)
  })
})
