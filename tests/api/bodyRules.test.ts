import { messages } from '../../contract/messages'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * A request is read whole or refused, so a client never believes a write happened that did not: a form
 * part without a name is 400, a key the endpoint does not take is 422 naming it, a PATCH that changes
 * nothing writes nothing, a bound reads in the product's words and is written in the OpenAPI document,
 * and a talent with an engagement keeps a phone.
 */
const ANY_ID = '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b'
const OA = '/api/v1/organization_admin/engagements/'

describe.each(databases)('reading a request whole (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let talent: ApiClient
  let orgAdmin: ApiClient
  let talentId: string
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
    ;[talent, orgAdmin] = await Promise.all([ApiClient.signedIn(server.url, demo.talent), ApiClient.signedIn(server.url, demo.northwind.admin)])
    talentId = directory.userId(demo.talent)
  }, 300_000)
  afterAll(() => server?.stop())

  it('refuses a form part or pair without a name with 400, and writes nothing', async () => {
    const path = `/api/v1/organization_admin/organizations/${directory.organizationId('Northwind Health System')}/`
    const before = (await orgAdmin.get(path)).body
    const form = new FormData()
    form.append('city', 'Nameless Falls')
    form.append('', 'a value nobody asked for')
    for (const method of ['PUT', 'PATCH']) {
      const answer = await orgAdmin.request(method, path, form)
      expect({ method, status: answer.status, body: answer.body }).toEqual({ method, status: 400, body: { errors: { nonFieldErrors: [messages.malformedForm] } } })
    }
    expect((await orgAdmin.get(path)).body).toEqual(before)
    // An upload read as it streams (storage/receiveUpload.ts) refuses it too, before looking at the file.
    const me = (await talent.get('/api/v1/user/')).body
    const avatar = new FormData()
    avatar.append('', 'x')
    avatar.append('file', new Blob([Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')]), 'face.gif')
    const upload = await talent.request('POST', '/api/v1/talent/avatar/', avatar)
    expect({ status: upload.status, body: upload.body }).toEqual({ status: 400, body: { errors: { nonFieldErrors: [messages.malformedForm] } } })
    expect((await talent.get('/api/v1/user/')).body.avatarPicture).toBe(me.avatarPicture)
  })

  it('answers 422 naming a field the caller may not write, instead of 200 and nothing done', async () => {
    const answer = await talent.patch(`/api/v1/talent/time-sheets/${ANY_ID}/`, { state: 'approved' })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ errors: { state: [messages.fieldNotAccepted] } })
    // snake_case and camelCase name the same field; a known key beside it is not named.
    const both = await talent.patch(`/api/v1/talent/time-sheets/${ANY_ID}/`, { talent_comment: 'ok', is_approved: true, reviewedBy: 'me' })
    expect(both.body).toEqual({ errors: { isApproved: [messages.fieldNotAccepted], reviewedBy: [messages.fieldNotAccepted] } })
    // The current user's PATCH: the role is not the user's to write.
    const before = (await talent.get('/api/v1/user/')).body
    const role = await talent.patch('/api/v1/user/', { city: 'Madison', role: 'super_admin' })
    expect(role.body).toEqual({ errors: { role: [messages.fieldNotAccepted] } })
    expect((await talent.get('/api/v1/user/')).body).toEqual(before)
  })

  it('an empty PATCH of an engagement is 422 Nothing to change; one that changes nothing writes no history', async () => {
    const pending = await createEngagement('pending', { organization: orgAdmin, talentId })
    const path = `${OA}${pending.id}/`
    const history = async () => (await orgAdmin.get(path)).body.history.length
    const before = await history()
    for (let attempt = 0; attempt < 2; attempt++) {
      const empty = await orgAdmin.patch(path, {})
      expect(empty.status).toBe(422)
      expect(empty.body).toEqual({ errors: { nonFieldErrors: [messages.nothingToChange] } })
    }
    const same = await orgAdmin.patch(path, { name: pending.name, hours_per_week: pending.hoursPerWeek })
    expect(same.status).toBe(200)
    expect(await history()).toBe(before)
    const changed = await orgAdmin.patch(path, { hours_per_week: 20 })
    expect(changed.status).toBe(200)
    expect(await history()).toBe(before + 1)
    expect(changed.body.history.at(-1)).toMatchObject({ kind: 'updated_pending' })
  })

  it('page_size over 100 reads in the product’s words, and the OpenAPI document states the limit', async () => {
    const answer = await orgAdmin.get('/api/v1/organization_admin/departments/?page_size=101')
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ errors: { pageSize: ['Ensure this value is less than or equal to 100.'] } })
    const small = await orgAdmin.get('/api/v1/organization_admin/departments/?page_size=0')
    expect(small.body).toEqual({ errors: { pageSize: ['Ensure this value is greater than or equal to 1.'] } })
    const document = (await orgAdmin.get('/api/v1/openapi.json')).body
    const parameter = document.paths['/api/v1/organization_admin/departments/'].get.parameters.find((item: { name: string }) => item.name === 'page_size')
    expect(parameter.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 })
  })

  it('a talent with an accepted engagement cannot clear the phone; without one they may', async () => {
    // Ryan's seeded engagements ended or were declined: none accepted or active.
    const engagedTalent = await ApiClient.signedIn(server.url, 'ryan.sullivan@talent.example')
    const engagedTalentId = directory.userId('ryan.sullivan@talent.example')
    await engagedTalent.patch('/api/v1/user/', { phone: '(312) 555-0144' })
    // An offer not yet accepted does not count: the phone is asked for when it is accepted.
    await createEngagement('pending', { organization: orgAdmin, talentId: engagedTalentId })
    const clearedWithOffer = await engagedTalent.patch('/api/v1/user/', { phone: '' })
    expect({ status: clearedWithOffer.status, body: clearedWithOffer.status === 200 ? null : clearedWithOffer.body }).toEqual({ status: 200, body: null })
    await createEngagement('accepted', { organization: orgAdmin, talentId: engagedTalentId, talent: engagedTalent })
    const phone = (await engagedTalent.get('/api/v1/user/')).body.phone
    expect(phone).toMatch(/^\+1\d{10}$/)
    const cleared = await engagedTalent.patch('/api/v1/user/', { phone: '' })
    expect(cleared.status).toBe(422)
    expect(cleared.body).toEqual({ errors: { phone: [messages.required] } })
    const form = new FormData()
    form.set('phone', '')
    expect((await engagedTalent.request('PATCH', '/api/v1/user/', form)).status).toBe(422)
    expect((await engagedTalent.get('/api/v1/user/')).body.phone).toBe(phone)
  })
})
