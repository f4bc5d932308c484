import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement, day, ensurePhone } from '../helpers/engagements'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The moves of an engagement after it was sent: update while
 * pending, withdraw, the talent's accept (the phone rule; active at once from the start day) and decline,
 * terminate with a reason, extend and accept the extension, the free changes of an accepted or active
 * one; each with its one history event, its refusals and its e-mails in the SMTP sink.
 */
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const OA = '/api/v1/organization_admin/engagements/'
const T = '/api/v1/talent/engagements/'
const nonField = (message: string) => ({ errors: { nonFieldErrors: [message] } })

jest.setTimeout(90_000)

describe.each(databases)('engagement moves (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let admin: ApiClient
  let manager: ApiClient
  let talent: ApiClient
  let otherTalent: ApiClient
  let talentId: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'engagementTerms,engagementExtension' } })
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(superAdmin)
    ;[admin, manager, talent, otherTalent] = await Promise.all([demo.northwind.admin, demo.northwind.manager, demo.talent, demo.otherTalent].map((email) => ApiClient.signedIn(server.url, email)))
    talentId = directory.userId(demo.talent)
  }, 180_000)
  afterAll(() => server?.stop())

  const kinds = (engagement: any) => engagement.history.map((event: any) => `${event.kind}:${event.fromStatus ?? '-'}>${event.toStatus ?? '-'}`)
  const ownersMail = (subject: string) => server.mail.waitFor((m) => m.subject === subject && m.to.includes(demo.northwind.admin))

  it('updates a pending engagement (updated_pending with the changes) and withdraws it (status_change; the talent is e-mailed)', async () => {
    const sent = await createEngagement('pending', { organization: admin, talentId })
    const updated = await admin.patch(`${OA}${sent.id}/`, { hours_per_week: 30, talent_pay_rate: '90' })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ hoursPerWeek: 30, talentPayRate: '90.00', hourlyFee: '108.00' })
    expect(updated.body.history.at(-1)).toMatchObject({
      kind: 'updated_pending',
      fromStatus: 'pending',
      toStatus: 'pending',
      changes: { hoursPerWeek: { old: 40, new: 30 }, talentPayRateCents: { old: 10000, new: 9000 } },
    })
    const withdrawn = await admin.patch(`${OA}${sent.id}/`, { status: 'withdrawn' })
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', availableActions: [] })
    expect(kinds(withdrawn.body)).toEqual(['created:->pending', 'updated_pending:pending>pending', 'status_change:pending>withdrawn'])
    const mail = await server.mail.waitFor((m) => m.subject === `Northwind Health System withdrew the engagement "${sent.name}"`)
    expect(mail.to).toEqual([demo.talent])
    expect((await admin.patch(`${OA}${sent.id}/`, { status: 'withdrawn' })).body).toEqual(nonField('Only a pending engagement can be withdrawn.'))
    expect((await admin.patch(`${OA}${sent.id}/`, { hours_per_week: 10 })).body).toEqual(nonField('An ended engagement cannot be changed.'))
    // The talent no longer can answer it.
    expect((await talent.post(`${T}${sent.id}/accept/`)).body).toEqual(nonField('Only a pending engagement can be accepted.'))
  })

  it('needs a phone on the talent account to accept; accepted before the start day, e-mails every owner', async () => {
    const ownerIds = [directory.userId(demo.northwind.admin), directory.userId(demo.northwind.manager)]
    // A talent with no accepted or active engagement may clear the phone (the demo talent has one).
    const talent = await ApiClient.signedIn(server.url, 'david.kowalski@talent.example')
    const talentId = directory.userId('david.kowalski@talent.example')
    const sent = await createEngagement('pending', { organization: admin, talentId, body: { owner_ids: ownerIds } })
    expect((await talent.patch('/api/v1/user/', { phone: '' })).status).toBe(200)
    const noPhone = await talent.post(`${T}${sent.id}/accept/`)
    expect(noPhone.status).toBe(422)
    expect(noPhone.body).toEqual({ errors: { phone: ['Add a mobile phone number to accept the engagement.'] } })
    await ensurePhone(talent)
    const accepted = await talent.post(`${T}${sent.id}/accept/`)
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ status: 'accepted', talentPayRate: '100.00', availableActions: [] })
    expect(accepted.body).not.toHaveProperty('hourlyFee')
    expect(typeof accepted.body.acceptedAt).toBe('string')
    expect(accepted.body.history.at(-1)).toMatchObject({ kind: 'status_change', fromStatus: 'pending', toStatus: 'accepted', actorId: talentId, actorName: 'David Kowalski' })
    const subject = `David Kowalski accepted "${sent.name}"`
    await ownersMail(subject)
    await server.mail.waitFor((m) => m.subject === subject && m.to.includes(demo.northwind.manager))
    expect((await talent.post(`${T}${sent.id}/accept/`)).body).toEqual(nonField('Only a pending engagement can be accepted.'))
    expect((await admin.get(`${OA}${sent.id}/`)).body.availableActions).toEqual(expect.arrayContaining(['terminate', 'extend']))
  })

  it('accepted on or after its start day is active at once: two events, the second by the system', async () => {
    await ensurePhone(talent)
    const sent = await createEngagement('pending', { organization: admin, talentId, body: { start_date: day(-3) } })
    const accepted = await talent.post(`${T}${sent.id}/accept/`)
    expect(accepted.body.status).toBe('active')
    expect(kinds(accepted.body)).toEqual(['created:->pending', 'status_change:pending>accepted', 'status_change:accepted>active'])
    expect(accepted.body.history[2]).toMatchObject({ actorId: null, actorName: null })
  })

  it('declines with a reason (owners e-mailed); strangers and drafts are 404 to the talent', async () => {
    const sent = await createEngagement('pending', { organization: admin, talentId })
    expect((await otherTalent.post(`${T}${sent.id}/decline/`, {})).body).toEqual(NOT_FOUND)
    expect((await otherTalent.post(`${T}${sent.id}/accept/`)).body).toEqual(NOT_FOUND)
    expect((await talent.post(`${T}${sent.id}/decline/`, { reason: 'x'.repeat(501) })).body.errors).toEqual({ reason: ['Ensure this field has no more than 500 characters.'] })
    const declined = await talent.post(`${T}${sent.id}/decline/`, { reason: 'Booked elsewhere' })
    expect(declined.body).toMatchObject({ status: 'declined' })
    expect(declined.body.history.at(-1)).toMatchObject({ kind: 'status_change', toStatus: 'declined', note: 'Booked elsewhere' })
    const mail = await ownersMail(`Emily Carter declined "${sent.name}"`)
    expect(mail.text).toContain('Reason: Booked elsewhere')
    expect(mail.links).toContain(`${server.url}/engagements/${sent.id}`)
    const draft = await createEngagement('draft', { organization: admin, talentId })
    expect((await talent.post(`${T}${draft.id}/accept/`)).body).toEqual(NOT_FOUND)
    expect((await admin.post(`${T}${sent.id}/accept/`)).status).toBe(403)
  })

  it('terminates an accepted or active engagement with a reason only', async () => {
    const pending = await createEngagement('pending', { organization: admin, talentId })
    expect((await admin.patch(`${OA}${pending.id}/`, { status: 'terminated', termination_reason: 'No' })).body).toEqual(
      nonField('Only an accepted or active engagement can be terminated.'),
    )
    const active = await createEngagement('active', { organization: admin, talent, talentId })
    expect(active.status).toBe('active')
    expect((await admin.patch(`${OA}${active.id}/`, { status: 'terminated', termination_reason: '  ' })).body.errors).toEqual({ terminationReason: ['This field is required'] })
    const ended = await admin.patch(`${OA}${active.id}/`, { status: 'terminated', termination_reason: 'Budget cut' })
    expect(ended.body).toMatchObject({ status: 'terminated', terminationReason: 'Budget cut', availableActions: [] })
    expect(typeof ended.body.terminatedByManagerAt).toBe('string')
    expect(ended.body.history.at(-1)).toMatchObject({ kind: 'status_change', fromStatus: 'active', toStatus: 'terminated', note: 'Budget cut' })
    const mail = await server.mail.waitFor((m) => m.subject === `The engagement "${active.name}" was terminated`)
    expect(mail.to).toEqual([demo.talent])
    expect(mail.text).toContain('Reason: Budget cut')
  })

  it('extends an active engagement; the old end date holds until the talent accepts the extension', async () => {
    const active = await createEngagement('active', { organization: admin, talent, talentId, body: { terms_text: 'Net 30.', is_acknowledgement_statement_accepted: true } })
    expect((await admin.patch(`${OA}${active.id}/`, { end_date: active.endDate })).body.errors).toEqual({ endDate: ['The new end date must be after the current end date.'] })
    const newEnd = day(200)
    const extended = await admin.patch(`${OA}${active.id}/`, { end_date: newEnd, terms_text: 'Net 45.' })
    expect(extended.status).toBe(200)
    expect(extended.body).toMatchObject({ status: 'active', endDate: active.endDate, termsText: 'Net 30.', pendingExtension: { endDate: newEnd, termsText: 'Net 45.' } })
    expect(extended.body.history.at(-1)).toMatchObject({ kind: 'updated_pending', fromStatus: 'active', toStatus: 'active', changes: { endDate: { old: active.endDate, new: newEnd } } })
    await server.mail.waitFor((m) => m.subject === `Northwind Health System wants to extend "${active.name}"` && m.to.includes(demo.talent))
    const listed = (await admin.get(`${OA}?search=${encodeURIComponent(active.name)}`)).body.results[0]
    expect(listed.pendingExtension).toBe(true)
    const accepted = await talent.post(`${T}${active.id}/accept/`)
    expect(accepted.body).toMatchObject({ status: 'active', endDate: newEnd, termsText: 'Net 45.', pendingExtension: null })
    expect(accepted.body.history.at(-1)).toMatchObject({ kind: 'updated_accepted', changes: { endDate: { old: active.endDate, new: newEnd } } })
    await ownersMail(`Emily Carter accepted the extension of "${active.name}"`)
    expect((await talent.post(`${T}${active.id}/accept/`)).body).toEqual(nonField('Only a pending engagement can be accepted.'))
  })

  it('changes owners, department and time sheets of an active engagement freely, nothing else without extending', async () => {
    const active = await createEngagement('active', { organization: admin, talent, talentId })
    const managerId = directory.userId(demo.northwind.manager)
    const changed = await admin.patch(`${OA}${active.id}/`, { owner_ids: [managerId], is_adjustable_timesheets: false })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ owners: [{ id: managerId, fullName: 'Marcus Reed' }], isAdjustableTimesheets: false })
    expect(changed.body.history).toHaveLength(active.history.length)
    expect((await admin.patch(`${OA}${active.id}/`, { owner_ids: [directory.userId(demo.northwind.manager2)] })).body.errors).toEqual({ ownerIds: ['At least one owner needs Manage Engagement.'] })
    const renamed = await admin.patch(`${OA}${active.id}/`, { name: 'Another name' })
    expect(renamed.status).toBe(422)
    expect(renamed.body.errors.nonFieldErrors[0]).toMatch(/^Only owners, department/)
    // The manager who now owns it may terminate it.
    expect((await manager.patch(`/api/v1/manager/engagements/${active.id}/`, { status: 'terminated', termination_reason: 'Done early' })).body.status).toBe('terminated')
  })
})
