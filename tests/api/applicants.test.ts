import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { OPPORTUNITY, OPPORTUNITY_TALENT, TALENT_APPLY, TALENT_OPPORTUNITIES, applyToOpportunity, createOpportunity, inviteToOpportunity } from '../helpers/opportunities'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Applicants: inviting talents, applying with the old and the new
 * form, removing (the "not a fit" e-mail only to a talent who had applied, over real SMTP), the removed
 * list and restore (flag newApplicantRemovalWorkflow on here; off in opportunities.test.ts), the manager
 * comment, and the link to the engagement created from an applicant.
 */
const REQUIRED = 'This field is required'
const TOO_LONG = 'You cannot use more then 2,500 characters'
const FOREIGN_ID = '00000000-0000-4000-8000-000000000000'
const APPLY = '/api/v1/org-side/opportunity-apply/'

jest.setTimeout(90_000)

describe.each(databases)('applicants (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let admin: ApiClient
  let manager: ApiClient
  let emily: ApiClient
  let james: ApiClient
  let grace: ApiClient
  let lakesideAdmin: ApiClient
  let emilyId: string
  let jamesId: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'newApplicantRemovalWorkflow' } })
    directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
    ;[admin, manager, emily, james, grace, lakesideAdmin] = await Promise.all(
      [demo.northwind.admin, demo.northwind.manager, demo.talent, demo.otherTalent, 'grace.thompson@talent.example', demo.lakeside.admin].map((email) => ApiClient.signedIn(server.url, email)),
    )
    emilyId = directory.userId(demo.talent)
    jamesId = directory.userId(demo.otherTalent)
  }, 180_000)
  afterAll(() => server?.stop())

  const applicants = async (opportunityId: string, client = admin) => {
    const response = await client.get(`${OPPORTUNITY_TALENT}?opportunity_id=${opportunityId}`)
    expect(response.status).toBe(200)
    return response.body
  }

  it('invites talents once, only findable ones, only to an open opportunity of the organization', async () => {
    const opportunity = await createOpportunity(admin)
    const invited = await inviteToOpportunity(manager, opportunity.id, [emilyId, jamesId])
    expect(invited).toEqual([
      expect.objectContaining({ talentId: emilyId, talentFullName: 'Emily Carter', status: 'invited', hasApplied: false, apply: null, answers: [], invitedBy: { id: directory.userId(demo.northwind.manager), fullName: 'Marcus Reed' } }),
      expect.objectContaining({ talentId: jamesId, talentFullName: 'James Nguyen', status: 'invited' }),
    ])
    const again = await inviteToOpportunity(admin, opportunity.id, [emilyId])
    expect(again[0].id).toBe(invited[0].id)
    expect(again[0].invitedBy.fullName).toBe('Marcus Reed')
    expect((await applicants(opportunity.id)).count).toBe(2)
    expect((await admin.get(`${OPPORTUNITY}${opportunity.id}/`)).body).toMatchObject({ talentsCount: 2, applicantsCount: 0 })

    const unapproved = await admin.post(OPPORTUNITY_TALENT, { opportunity_id: opportunity.id, talent_ids: [directory.userId('grace.thompson@talent.example')] })
    expect(unapproved.status).toBe(422)
    expect(unapproved.body.errors).toEqual({ talentIds: ['Select a valid talent.'] })
    const notTalent = await admin.post(OPPORTUNITY_TALENT, { opportunity_id: opportunity.id, talent_ids: [directory.userId(demo.northwind.manager2)] })
    expect(notTalent.body.errors).toEqual({ talentIds: ['Select a valid talent.'] })
    const draft = await createOpportunity(admin, { status: 'draft' })
    const toDraft = await admin.post(OPPORTUNITY_TALENT, { opportunity_id: draft.id, talent_ids: [emilyId] })
    expect(toDraft.body.errors).toEqual({ opportunityId: ['Talents can be invited to open opportunities only.'] })
    const foreign = await lakesideAdmin.post(OPPORTUNITY_TALENT, { opportunity_id: opportunity.id, talent_ids: [emilyId] })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors).toEqual({ opportunityId: ['Select a valid opportunity.'] })
    const foreignList = await lakesideAdmin.get(`${OPPORTUNITY_TALENT}?opportunity_id=${opportunity.id}`)
    expect(foreignList.body.errors).toEqual({ opportunityId: ['Select a valid opportunity.'] })
    const none = await admin.post(OPPORTUNITY_TALENT, { opportunity_id: opportunity.id, talent_ids: [] })
    expect(none.body.errors).toEqual({ talentIds: ['Select at least one talent.'] })
  })

  it('applies with the old form: each field required, 2,500 characters at most, once', async () => {
    const opportunity = await createOpportunity(admin)
    const empty = await emily.post(TALENT_APPLY, { opportunity_id: opportunity.id })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({ skillsAndQualifications: [REQUIRED], experience: [REQUIRED], applyMessage: [REQUIRED] })
    const long = await emily.post(TALENT_APPLY, { opportunity_id: opportunity.id, skills_and_qualifications: 'x'.repeat(2501), experience: 'ok', apply_message: `<p>${'m'.repeat(2501)}</p>` })
    expect(long.body.errors).toEqual({ skillsAndQualifications: [TOO_LONG], applyMessage: [TOO_LONG] })
    const answers = await emily.post(TALENT_APPLY, { opportunity_id: opportunity.id, answers: [{ opportunity_question_id: 'abc', answer: 'x' }] })
    expect(answers.body.errors).toEqual({ answers: ['This opportunity has no questions: send skills and qualifications, experience and a message.'] })
    // Exactly 2,500 characters is allowed.
    const sent = await emily.post(TALENT_APPLY, { opportunity_id: opportunity.id, skills_and_qualifications: 's'.repeat(2500), experience: 'Eight years of Epic.', apply_message: '<p>Hello <strong>team</strong></p>' })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      status: 'applied',
      opportunity: { id: opportunity.id, title: opportunity.title, organizationName: 'Northwind Health System', status: 'open' },
      apply: { form: 'old', skillsAndQualifications: 's'.repeat(2500), experience: 'Eight years of Epic.', applyMessage: '<p>Hello <strong>team</strong></p>', answers: [] },
    })
    const twice = await emily.post(TALENT_APPLY, { opportunity_id: opportunity.id, skills_and_qualifications: 'a', experience: 'b', apply_message: '<p>c</p>' })
    expect(twice.status).toBe(409)
    expect(twice.body).toEqual({ errors: { nonFieldErrors: ['You have already applied to this opportunity.'] } })
    const list = await applicants(opportunity.id)
    expect(list.results).toEqual([
      expect.objectContaining({
        talentId: emilyId,
        status: 'applied',
        hasApplied: true,
        invitedAt: null,
        answers: [
          { question: 'Skills and qualifications', answer: 's'.repeat(2500) },
          { question: 'Experience', answer: 'Eight years of Epic.' },
          { question: 'Message', answer: '<p>Hello <strong>team</strong></p>' },
        ],
      }),
    ])
    expect((await admin.get(`${OPPORTUNITY}${opportunity.id}/`)).body).toMatchObject({ talentsCount: 1, applicantsCount: 1 })
  })

  it('applies with the new form: one answer per question, the question kept as it was asked; an invited talent becomes an applicant', async () => {
    const opportunity = await createOpportunity(admin, { questions: [{ question: 'Which modules?' }, { question: 'When can you start?' }] })
    const [first, second] = opportunity.questions
    await inviteToOpportunity(admin, opportunity.id, [jamesId, emilyId])
    const oldForm = await james.post(TALENT_APPLY, { opportunity_id: opportunity.id, skills_and_qualifications: 'a', experience: 'b', apply_message: '<p>c</p>' })
    expect(oldForm.body.errors).toEqual({ answers: ['This opportunity asks its own questions: send one answer per question.'] })
    const missing = await james.post(TALENT_APPLY, { opportunity_id: opportunity.id, answers: [{ opportunity_question_id: first.id, answer: 'Ambulatory' }] })
    expect(missing.body.errors).toEqual({ answers: ['Answer every question of this opportunity.'] })
    const unknown = await james.post(TALENT_APPLY, { opportunity_id: opportunity.id, answers: [{ opportunity_question_id: first.id, answer: 'x' }, { opportunity_question_id: 'abcdefabcdefabcdefabcdef', answer: 'y' }] })
    expect(unknown.body.errors).toEqual({ answers: ['Select a valid question.'] })
    const long = await james.post(TALENT_APPLY, { opportunity_id: opportunity.id, answers: [{ opportunity_question_id: first.id, answer: 'x'.repeat(2501) }, { opportunity_question_id: second.id, answer: 'Now' }] })
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual({ answers: [TOO_LONG] })
    const blank = await james.post(TALENT_APPLY, { opportunity_id: opportunity.id, answers: [{ opportunity_question_id: first.id, answer: '  ' }, { opportunity_question_id: second.id, answer: 'Now' }] })
    expect(blank.body.errors).toEqual({ answers: [REQUIRED] })

    const sent = await james.post(TALENT_APPLY, { opportunity_id: opportunity.id, answers: [{ opportunity_question_id: second.id, answer: 'In two weeks' }, { opportunity_question_id: first.id, answer: 'Ambulatory and Cadence' }] })
    expect(sent.status).toBe(201)
    expect(sent.body.apply.answers).toEqual([
      { opportunityQuestionId: first.id, question: 'Which modules?', answer: 'Ambulatory and Cadence' },
      { opportunityQuestionId: second.id, question: 'When can you start?', answer: 'In two weeks' },
    ])
    // The organization rewords a question: the application keeps the question as it was asked.
    await admin.patch(`${OPPORTUNITY}${opportunity.id}/`, { questions: [{ id: first.id, question: 'Which Epic modules, exactly?' }, { id: second.id, question: second.question }] })
    const list = await applicants(opportunity.id)
    // Applied first, then invited.
    expect(list.results.map((row: any) => [row.talentId, row.status])).toEqual([
      [jamesId, 'applied'],
      [emilyId, 'invited'],
    ])
    expect(list.results[0]).toMatchObject({ hasApplied: true, invitedBy: { fullName: 'Olivia Grant' } })
    expect(list.results[0].answers).toEqual([
      { question: 'Which modules?', answer: 'Ambulatory and Cadence' },
      { question: 'When can you start?', answer: 'In two weeks' },
    ])
    expect((await applicants(opportunity.id)).results.filter((row: any) => row.status === 'invited')).toHaveLength(1)
    const onlyApplied = await admin.get(`${OPPORTUNITY_TALENT}?opportunity_id=${opportunity.id}&status=applied`)
    expect(onlyApplied.body.results.map((row: any) => row.talentId)).toEqual([jamesId])
  })

  it('takes two sends at once as one application and a 409', async () => {
    const opportunity = await createOpportunity(admin)
    const body = { opportunity_id: opportunity.id, skills_and_qualifications: 'a', experience: 'b', apply_message: '<p>c</p>' }
    const responses = await Promise.all([james.post(TALENT_APPLY, body), james.post(TALENT_APPLY, body)])
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409])
    expect(responses.find((response) => response.status === 409)!.body).toEqual({ errors: { nonFieldErrors: ['You have already applied to this opportunity.'] } })
    expect((await applicants(opportunity.id)).results.map((row: any) => [row.talentId, row.status])).toEqual([[jamesId, 'applied']])
  })

  it('refuses applications to closed opportunities and from talents the platform has not approved', async () => {
    const opportunity = await createOpportunity(admin)
    const body = { opportunity_id: opportunity.id, skills_and_qualifications: 'a', experience: 'b', apply_message: '<p>c</p>' }
    const unapproved = await grace.post(TALENT_APPLY, body)
    expect(unapproved.status).toBe(403)
    expect(unapproved.body).toEqual({ errors: { nonFieldErrors: ['Your profile must be approved before you can apply.'] } })
    // Emily was invited, so she still reads it once closed; James, not on it, no longer reads it at all.
    await inviteToOpportunity(admin, opportunity.id, [emilyId])
    await admin.patch(`${OPPORTUNITY}${opportunity.id}/`, { status: 'closed' })
    const closed = await emily.post(TALENT_APPLY, body)
    expect(closed.status).toBe(422)
    expect(closed.body).toEqual({ errors: { nonFieldErrors: ['Only open opportunities accept applications.'] } })
    const notOn = await james.post(TALENT_APPLY, body)
    expect(notOn.status).toBe(422)
    expect(notOn.body.errors).toEqual({ opportunityId: ['Select a valid opportunity.'] })
    const draft = await createOpportunity(admin, { status: 'draft' })
    const toDraft = await emily.post(TALENT_APPLY, { ...body, opportunity_id: draft.id })
    expect(toDraft.status).toBe(422)
    expect(toDraft.body.errors).toEqual({ opportunityId: ['Select a valid opportunity.'] })
    expect((await applicants(opportunity.id)).results.map((row: any) => row.status)).toEqual(['invited'])
  })

  it('removes: e-mails "not a fit" only to a talent who applied; removed list, restore, the talent sees Not selected', async () => {
    const opportunity = await createOpportunity(admin)
    const [invitedJames] = await inviteToOpportunity(admin, opportunity.id, [jamesId])
    await applyToOpportunity(emily, opportunity)
    const emilyRow = (await applicants(opportunity.id)).results.find((row: any) => row.talentId === emilyId)

    const removedInvited = await manager.patch(`${OPPORTUNITY_TALENT}${invitedJames.id}/`, { is_removed: true })
    expect(removedInvited.status).toBe(200)
    expect(removedInvited.body).toMatchObject({ status: 'removed', hasApplied: false })
    expect(typeof removedInvited.body.removedAt).toBe('string')
    const removedApplied = await manager.patch(`${OPPORTUNITY_TALENT}${emilyRow.id}/`, { is_removed: true })
    expect(removedApplied.body).toMatchObject({ status: 'removed', hasApplied: true })
    const mail = await server.mail.waitFor((m) => m.to.includes(demo.talent) && m.text.includes(opportunity.title))
    expect(mail.subject).toBe(`Your application to "${opportunity.title}"`)
    expect(mail.text).toContain('Northwind Health System decided that you are not a fit for this position.')
    expect(mail.links).toContain(`${server.url}/applications`)
    // James had only been invited: his removal sent nothing (Emily's later mail has arrived, his never came).
    expect(server.mail.messages.filter((m) => m.to.includes(demo.otherTalent) && m.text.includes(opportunity.title))).toEqual([])

    expect((await applicants(opportunity.id)).count).toBe(0)
    const removedList = await admin.get(`${OPPORTUNITY}${opportunity.id}/removed-talents/`)
    expect(removedList.status).toBe(200)
    expect(removedList.body.results.map((row: any) => row.talentId).sort()).toEqual([emilyId, jamesId].sort())
    const twice = await admin.patch(`${OPPORTUNITY_TALENT}${emilyRow.id}/`, { is_removed: true })
    expect(twice).toMatchObject({ status: 422, body: { errors: { nonFieldErrors: ['This talent is already removed.'] } } })

    // The talent: Not selected, no way to apply again, no longer offered.
    const applications = await emily.get(TALENT_APPLY)
    expect(applications.body.results.find((a: any) => a.opportunity.id === opportunity.id).status).toBe('not_selected')
    const detail = await emily.get(`${TALENT_OPPORTUNITIES}${opportunity.id}/`)
    expect(detail.body).toMatchObject({ canApply: false, cannotApplyReason: 'This opportunity is no longer available to you.', application: { status: 'not_selected' } })
    expect(JSON.stringify(detail.body)).not.toContain('removedAt')
    const all = await james.get(`${TALENT_OPPORTUNITIES}?fits_me=false&page_size=100`)
    expect(all.body.results.map((o: any) => o.id)).not.toContain(opportunity.id)
    const again = await james.post(TALENT_APPLY, { opportunity_id: opportunity.id, skills_and_qualifications: 'a', experience: 'b', apply_message: '<p>c</p>' })
    expect(again).toMatchObject({ status: 403, body: { errors: { nonFieldErrors: ['This opportunity is no longer available to you.'] } } })
    // One who had applied before the removal is refused the same way (not 'already applied').
    const appliedAgain = await emily.post(TALENT_APPLY, { opportunity_id: opportunity.id, skills_and_qualifications: 'a', experience: 'b', apply_message: '<p>c</p>' })
    expect(appliedAgain).toMatchObject({ status: 403, body: { errors: { nonFieldErrors: ['This opportunity is no longer available to you.'] } } })

    // Restore: back to applied (or invited), nothing sent.
    const sentBefore = server.mail.messages.length
    const restored = await admin.post(`${OPPORTUNITY_TALENT}${emilyRow.id}/restore/`)
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({ status: 'applied', removedAt: null })
    const restoredJames = await admin.post(`${OPPORTUNITY_TALENT}${invitedJames.id}/restore/`)
    expect(restoredJames.body.status).toBe('invited')
    expect((await admin.post(`${OPPORTUNITY_TALENT}${emilyRow.id}/restore/`)).body).toEqual({ errors: { nonFieldErrors: ['This talent is not removed.'] } })
    expect((await applicants(opportunity.id)).results.map((row: any) => row.talentId)).toEqual([emilyId, jamesId])
    expect((await emily.get(TALENT_APPLY)).body.results.find((a: any) => a.opportunity.id === opportunity.id).status).toBe('applied')
    // A later mail to Emily proves the restore's silence: everything sent before it has arrived.
    const later = await createOpportunity(admin)
    await applyToOpportunity(emily, later)
    const laterRow = (await applicants(later.id)).results[0]
    await admin.patch(`${OPPORTUNITY_TALENT}${laterRow.id}/`, { is_removed: true })
    await server.mail.waitFor((m) => m.to.includes(demo.talent) && m.text.includes(later.title))
    expect(server.mail.messages.slice(sentBefore).filter((m) => !m.text.includes(later.title))).toEqual([])

    // Another organization: 404 on every path.
    for (const response of [
      await lakesideAdmin.patch(`${OPPORTUNITY_TALENT}${emilyRow.id}/`, { is_removed: true }),
      await lakesideAdmin.post(`${OPPORTUNITY_TALENT}${emilyRow.id}/restore/`),
      await lakesideAdmin.get(`${OPPORTUNITY}${opportunity.id}/removed-talents/`),
      await lakesideAdmin.get(`${APPLY}${emilyRow.apply.id}/`),
    ]) {
      expect(response).toMatchObject({ status: 404, body: { errors: { nonFieldErrors: ['Not found.'] } } })
    }
  })

  it('saves the manager comment, which the talent never sees', async () => {
    const opportunity = await createOpportunity(admin)
    await applyToOpportunity(emily, opportunity)
    const row = (await applicants(opportunity.id)).results[0]
    const long = await manager.patch(`${APPLY}${row.apply.id}/`, { manager_comment: 'c'.repeat(1001) })
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual({ managerComment: ['Ensure this field has no more than 1000 characters.'] })
    const saved = await manager.patch(`${APPLY}${row.apply.id}/`, { manager_comment: 'Strong Cadence background — call first.' })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ id: row.id, managerComment: 'Strong Cadence background — call first.', apply: { managerComment: 'Strong Cadence background — call first.' } })
    expect((await admin.get(`${APPLY}${row.apply.id}/`)).body.managerComment).toBe('Strong Cadence background — call first.')
    for (const response of [await emily.get(TALENT_APPLY), await emily.get(`${TALENT_OPPORTUNITIES}${opportunity.id}/`)]) {
      expect(response.status).toBe(200)
      expect(JSON.stringify(response.body)).not.toContain('Cadence background')
      expect(JSON.stringify(response.body)).not.toContain('managerComment')
    }
    expect((await emily.patch(`${APPLY}${row.apply.id}/`, { manager_comment: 'mine' })).status).toBe(403)
    const cleared = await admin.patch(`${APPLY}${row.apply.id}/`, { manager_comment: null })
    expect(cleared.body.managerComment).toBeNull()
  })

  it('links the engagement created from an applicant; the talent sees Engagement offered once it is sent', async () => {
    const opportunity = await createOpportunity(admin)
    await applyToOpportunity(james, opportunity)
    const draft = await createEngagement('draft', { organization: admin, talentId: jamesId, body: { opportunity_id: opportunity.id } })
    // The engagement names its opportunity (a draft resumed in the form keeps it); one without says null.
    expect(draft.opportunityId).toBe(opportunity.id)
    expect((await admin.get(`/api/v1/organization_admin/engagements/${draft.id}/`)).body.opportunityId).toBe(opportunity.id)
    expect((await createEngagement('draft', { organization: admin, talentId: jamesId })).opportunityId).toBeNull()
    let row = (await applicants(opportunity.id)).results[0]
    expect(row.engagementId).toBe(draft.id)
    expect((await james.get(TALENT_APPLY)).body.results.find((a: any) => a.opportunity.id === opportunity.id).status).toBe('applied')
    const sent = await admin.patch(`/api/v1/organization_admin/engagements/${draft.id}/`, { status: 'pending' })
    expect(sent.status).toBe(200)
    expect(sent.body.opportunityId).toBe(opportunity.id)
    expect((await james.get(TALENT_APPLY)).body.results.find((a: any) => a.opportunity.id === opportunity.id).status).toBe('engaged')
    expect((await james.get(`${TALENT_OPPORTUNITIES}${opportunity.id}/`)).body.application.status).toBe('engaged')
    row = (await applicants(opportunity.id)).results[0]
    expect(row.engagementId).toBe(draft.id)

    // Only an opportunity of the organization that was opened: else 422.
    const foreign = await lakesideAdmin.post('/api/v1/organization_admin/engagements/', { name: 'From a foreign opportunity', is_draft: true, opportunity_id: opportunity.id })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors).toEqual({ opportunityId: ['Select a valid opportunity.'] })
    const draftOpportunity = await createOpportunity(admin, { status: 'draft' })
    const fromDraft = await admin.post('/api/v1/organization_admin/engagements/', { name: 'From a draft opportunity', is_draft: true, opportunity_id: draftOpportunity.id })
    expect(fromDraft.body.errors).toEqual({ opportunityId: ['Select a valid opportunity.'] })
    const unknown = await admin.post('/api/v1/organization_admin/engagements/', { name: 'From nowhere', is_draft: true, opportunity_id: FOREIGN_ID })
    expect(unknown.body.errors).toEqual({ opportunityId: ['Select a valid opportunity.'] })

    // Changing the talent of a draft moves the link to the matching applicant (or none).
    const second = await createOpportunity(admin)
    await applyToOpportunity(emily, second)
    const moving = await createEngagement('draft', { organization: admin, talentId: emilyId, body: { opportunity_id: second.id } })
    expect((await applicants(second.id)).results[0].engagementId).toBe(moving.id)
    expect((await admin.patch(`/api/v1/organization_admin/engagements/${moving.id}/`, { talent_id: jamesId })).status).toBe(200)
    expect((await applicants(second.id)).results[0].engagementId).toBeNull()
  })
})
