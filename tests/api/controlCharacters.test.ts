import { messages } from '../../contract/messages'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { OPPORTUNITY, opportunityBody } from '../helpers/opportunities'
import { messageForm, openChat } from '../helpers/messenger'
import { everyDatabase, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Text with a control character or a lone surrogate is refused whole with 422, by every door: the
 * /api/v1 contract (JSON, multipart and query strings), the console's /api/admin and Payload's generated
 * REST. Nothing is stored, nothing is cut ('So\u0000fia' was stored as 'So'). Multi-line fields keep
 * tab and line breaks; single-line fields refuse them too.
 */
/** Comments are behind these flags (tests/api/comments.test.ts). */
const COMMENT_FLAGS = 'show_org_comments'
const REFUSED = { error: [messages.controlCharacters] }
/** Each is sent through JSON.stringify, so the raw body carries "\u0000", "\u001b", "\u007f", "\ud800". */
const BAD: Record<string, string> = {
  nul: 'So\u0000fia',
  escape: 'So\u001bfia',
  delete: 'So\u007ffia',
  c1: 'So\u0085fia',
  loneHighSurrogate: 'So\ud800fia',
  loneLowSurrogate: 'So\udc00fia',
}
/** What a form field can carry: a browser or fetch encodes a lone surrogate in a form as U+FFFD itself. */
const BAD_IN_FORMS = Object.fromEntries(Object.entries(BAD).filter(([label]) => !label.includes('Surrogate')))

describe.each(everyDatabase)('control characters (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let superAdmin: ApiClient
  let talent: ApiClient
  let manager: ApiClient
  let orgAdmin: ApiClient
  let talentId: string
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: COMMENT_FLAGS } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(superAdmin)
    ;[talent, manager, orgAdmin] = await Promise.all([
      ApiClient.signedIn(server.url, demo.talent),
      ApiClient.signedIn(server.url, demo.northwind.manager),
      ApiClient.signedIn(server.url, demo.northwind.admin),
    ])
    talentId = directory.userId(demo.talent)
  }, 300_000)
  afterAll(() => server?.stop())

  const refused = (answer: { status: number; body: any }, field: string) => ({ status: answer.status, errors: answer.body?.errors?.[field] })
  const expectRefused = (answer: { status: number; body: any }, field: string, label: string) =>
    expect({ label, ...refused(answer, field) }).toEqual({ label, status: 422, errors: REFUSED.error })

  it('refuses them in the user’s first name (JSON and form data), and keeps the stored name', async () => {
    const before = (await talent.get('/api/v1/user/')).body
    for (const [label, value] of Object.entries(BAD)) expectRefused(await talent.patch('/api/v1/user/', { first_name: value }), 'firstName', label)
    for (const [label, value] of Object.entries(BAD_IN_FORMS)) {
      const form = new FormData()
      form.set('city', value)
      expectRefused(await talent.request('PATCH', '/api/v1/user/', form), 'city', `form ${label}`)
    }
    // A single-line field refuses tab and line breaks too.
    for (const value of ['So\tfia', 'So\nfia', 'Sofia\r']) expectRefused(await talent.patch('/api/v1/user/', { first_name: value }), 'firstName', JSON.stringify(value))
    expect((await talent.get('/api/v1/user/')).body).toEqual(before)
  })

  it('refuses them in engagement, purchase-order and required-document names and opportunity titles, and creates nothing', async () => {
    const engagements = async () => (await manager.get('/api/v1/manager/engagements/?page_size=100')).body.count
    const orders = async () => (await orgAdmin.get('/api/v1/organization_admin/purchase_order/?page_size=100')).body.count
    const documents = async () => (await orgAdmin.get('/api/v1/organization_admin/required-documents/?page_size=100')).body.count
    const opportunities = async () => (await manager.get('/api/v1/org-side/opportunities/?page_size=100')).body.count
    const before = [await engagements(), await orders(), await documents(), await opportunities()]
    for (const [label, value] of Object.entries(BAD)) {
      expectRefused(await manager.post('/api/v1/manager/engagements/', { name: value, is_draft: true }), 'name', `engagement ${label}`)
      expectRefused(await orgAdmin.post('/api/v1/organization_admin/purchase_order/', { name: value, description: 'Control' }), 'name', `PO ${label}`)
      expectRefused(await manager.post(OPPORTUNITY, opportunityBody({ title: value })), 'title', `opportunity ${label}`)
    }
    for (const [label, value] of Object.entries(BAD_IN_FORMS)) {
      const form = new FormData()
      for (const [name, field] of [['name', value], ['places[remote]', 'true'], ['answer_type', 'upload']] as const) form.append(name, field)
      expectRefused(await orgAdmin.post('/api/v1/organization_admin/required-documents/', form), 'name', `required document ${label}`)
    }
    expect([await engagements(), await orders(), await documents(), await opportunities()]).toEqual(before)
  })

  it('refuses them in chat messages (JSON and form data) and comments, and keeps tab and line breaks there', async () => {
    const channel = await openChat(manager, 'manager', talentId)
    const path = `/api/v1/chats/${channel}/messages/`
    const count = async () => (await manager.get(`${path}?page_size=100`)).body.count
    const before = await count()
    for (const [label, value] of Object.entries(BAD)) {
      expectRefused(await manager.post(path, { text: value }), 'text', `message ${label}`)
      if (label in BAD_IN_FORMS) expectRefused(await manager.post(path, messageForm(value)), 'text', `message form ${label}`)
      expectRefused(await manager.post('/api/v1/org-side/comment/', { comment_text: `<p>${value}</p>`, comment_permission_id: 1 }), 'commentText', `comment ${label}`)
    }
    expect(await count()).toBe(before)

    const lines = 'First line\nSecond line\r\n\tindented'
    const sent = await manager.post(path, { text: lines })
    expect(sent.status).toBe(201)
    expect(sent.body.text).toBe(lines)
    const comment = await manager.post('/api/v1/org-side/comment/', { comment_text: '<p>One\nTwo\tThree</p>', comment_permission_id: 1 })
    expect(comment.status).toBe(201)
    expect(comment.body.commentText).toContain('One\nTwo\tThree')
  })

  it('refuses them in query strings used as text', async () => {
    const answer = await manager.get('/api/v1/org-side/opportunities/?search=So%00fia')
    expectRefused(answer, 'search', 'search')
  })

  it('refuses them through the console’s /api/admin and the generated REST, and stores nothing', async () => {
    const managerId = directory.userId(demo.northwind.manager)
    const stored = async () => (await superAdmin.get(`/api/admin/users/${managerId}`)).body.firstName
    const name = await stored()
    for (const [label, value] of Object.entries(BAD)) {
      const console = await superAdmin.put(`/api/admin/users/${managerId}`, { firstName: value })
      expect({ label, status: console.status, text: JSON.stringify(console.body).includes(messages.controlCharacters) }).toEqual({ label, status: 422, text: true })
      const rest = await superAdmin.patch(`/api/users/${managerId}`, { firstName: value })
      expect({ label, status: rest.status, text: JSON.stringify(rest.body).includes(messages.controlCharacters) }).toEqual({ label, status: rest.status < 500 && rest.status >= 400 ? rest.status : -1, text: true })
      const faq = await superAdmin.post('/api/admin/knowledge-center-faqs', { question: value, answer: '<p>An answer.</p>', audience: 'both', order: 1, status: 'draft' })
      expect({ label, status: faq.status, text: JSON.stringify(faq.body).includes(messages.controlCharacters) }).toEqual({ label, status: 422, text: true })
    }
    expect(await stored()).toBe(name)
  })
})
