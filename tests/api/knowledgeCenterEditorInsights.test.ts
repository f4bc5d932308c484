import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * What the content editor's dashboard reads (docs/decisions/content-editor-dashboard.md): the readers'
 * questions without who asked them, and how often readers opened each FAQ and played each tutorial.
 * - A question's text and date reach a content editor through /api/admin; its sender, organization and
 *   file reach them through no door (the console, the file download, Payload's generated REST, which is the
 *   super admin's alone), while the super admin and the sender still read them.
 * - A view is counted once per opening, only for a reader who may read the item, only through the
 *   counting endpoint; nobody writes a count any other way.
 */
jest.setTimeout(180_000)

const EDITOR = 'editor.insights@talentgrid.local'

describe.each(databases)("the content editor's dashboard data (%s)", (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let editor: ApiClient
  let talent: ApiClient
  let manager: ApiClient
  let contact: ApiClient
  let talentFaq: string
  let organizationFaq: string
  let draftFaq: string
  let tutorial: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    ;[superAdmin, talent, manager, contact] = await Promise.all(
      [demo.superAdmin, demo.talent, demo.northwind.manager, demo.northwind.contact].map((email) => ApiClient.signedIn(server.url, email)),
    )
    const created = await superAdmin.post('/api/admin/users', { email: EDITOR, firstName: 'Ines', lastName: 'Editor', role: 'content_editor', password: DEMO_PASSWORD })
    if (created.status !== 201) throw new Error(`content editor not created: ${created.status} ${JSON.stringify(created.body)}`)
    editor = await ApiClient.signedIn(server.url, EDITOR)
    const category = await editor.post('/api/admin/faq-categories', { name: 'Getting started', order: 1 })
    const faq = async (question: string, audience: string, status: string) => {
      const answer = await editor.post('/api/admin/knowledge-center-faqs', { question, answer: '<p>An answer.</p>', category: category.body.id, audience, order: 1, status })
      if (answer.status !== 201) throw new Error(`FAQ not created: ${answer.status} ${JSON.stringify(answer.body)}`)
      return answer.body.id as string
    }
    talentFaq = await faq('How do I submit my hours?', 'talent', 'published')
    organizationFaq = await faq('How do I approve hours?', 'organization', 'published')
    draftFaq = await faq('Not yet published?', 'both', 'draft')
    const video = await editor.post('/api/admin/knowledge-center-videos', { title: 'Your first week', externalUrl: 'https://www.youtube.com/@talentgrid', audience: 'both', order: 1, status: 'published' })
    if (video.status !== 201) throw new Error(`tutorial not created: ${video.status} ${JSON.stringify(video.body)}`)
    tutorial = video.body.id
  }, 240_000)
  afterAll(() => server?.stop())

  describe('recent questions', () => {
    let questionId: string

    beforeAll(async () => {
      const body = new FormData()
      body.append('message', 'Where do I find my pay stubs?')
      body.append('file', new Blob([new TextEncoder().encode('My pay stub is missing.\n')], { type: 'text/plain' }), 'stub.txt')
      const sent = await talent.post('/api/v1/faq-feedback/', body)
      if (sent.status !== 201) throw new Error(`question not sent: ${sent.status} ${JSON.stringify(sent.body)}`)
      questionId = sent.body.id
      expect((await manager.post('/api/v1/faq-feedback/', { message: 'Can managers invite contacts?' })).status).toBe(201)
    })

    it('gives a content editor the question and its date through /api/admin, never the sender, organization or file', async () => {
      const listed = await editor.get(`/api/admin/faq-feedbacks?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=[0,4]`)
      expect(listed.status).toBe(200)
      const rows = listed.body as Record<string, unknown>[]
      expect(rows.map((row) => row.message)).toEqual(['Can managers invite contacts?', 'Where do I find my pay stubs?'])
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(['createdAt', 'file', 'fileUrl', 'id', 'message', 'updatedAt'])
        expect([row.file, row.fileUrl]).toEqual([null, null])
      }
      const one = await editor.get(`/api/admin/faq-feedbacks/${questionId}`)
      expect(one.status).toBe(200)
      expect(one.body).toEqual({ id: questionId, message: 'Where do I find my pay stubs?', createdAt: expect.any(String), updatedAt: expect.any(String), file: null, fileUrl: null })
      // Nor by asking: a filter or sort on who sent it is refused, not answered.
      const bySender = await editor.get(`/api/admin/faq-feedbacks?filter=${encodeURIComponent(JSON.stringify({ sender: one.body.id }))}`)
      expect(bySender.status).toBe(400)
      expect((await editor.get(`/api/admin/faq-feedbacks?sort=${encodeURIComponent('["organization","ASC"]')}`)).status).toBe(400)
      // The file itself is not theirs either; the question stays read-only.
      expect((await editor.get(`/api/v1/faq-feedbacks/${questionId}/file/`)).status).toBe(404)
      expect((await editor.put(`/api/admin/faq-feedbacks/${questionId}`, { message: 'changed' })).status).toBe(405)
      expect((await editor.delete(`/api/admin/faq-feedbacks/${questionId}`)).status).toBe(405)
    })

    it('keeps the sender, organization and file for the super admin and the sender', async () => {
      const one = await superAdmin.get(`/api/admin/faq-feedbacks/${questionId}`)
      expect(one.body).toMatchObject({ message: 'Where do I find my pay stubs?', sender: expect.any(String), file: { originalFileName: 'stub.txt' } })
      expect((await superAdmin.get(`/api/v1/faq-feedbacks/${questionId}/file/`)).status).toBe(200)
      expect((await talent.get(`/api/v1/faq-feedbacks/${questionId}/file/`)).status).toBe(200)
    })

    it("closes Payload's generated REST to a content editor, and gives the super admin every field there", async () => {
      for (const path of ['/api/faq-feedbacks?depth=0', `/api/faq-feedbacks/${questionId}?depth=2`, '/api/knowledge-center-views?depth=0'])
        expect([path, (await editor.get(path)).status]).toEqual([path, 403])
      const row = await superAdmin.get(`/api/faq-feedbacks/${questionId}?depth=0`)
      expect(row.status).toBe(200)
      expect(row.body).toMatchObject({ message: 'Where do I find my pay stubs?', sender: expect.any(String), file: { originalFileName: 'stub.txt' } })
    })
  })

  describe('most-viewed items', () => {
    const faqViews = (client: ApiClient, prefix: string, id: string) => client.post(`/api/v1/${prefix}/knowledge-center-faq/${id}/views/`)
    const videoViews = (client: ApiClient, prefix: string, id: string) => client.post(`/api/v1/${prefix}/knowledge-center-videos/${id}/views/`)
    const counts = async (item: 'faq' | 'video') => {
      const answer = await editor.get(`/api/admin/knowledge-center-views?filter=${encodeURIComponent(JSON.stringify({ item }))}&sort=${encodeURIComponent('["viewCount","DESC"]')}&range=[0,4]`)
      expect(answer.status).toBe(200)
      return (answer.body as { title: string; viewCount: number }[]).map((row) => `${row.title}: ${row.viewCount}`)
    }

    it('counts each opening of an item the reader may read, in parallel without losing one', async () => {
      expect((await counts('faq'))).toEqual([])
      const opened = await Promise.all([
        ...Array.from({ length: 6 }, () => faqViews(talent, 'talent', talentFaq)),
        faqViews(manager, 'manager', organizationFaq),
        videoViews(talent, 'talent', tutorial),
        videoViews(manager, 'manager', tutorial),
      ])
      expect(opened.map((answer) => answer.status)).toEqual(Array(9).fill(204))
      expect(await counts('faq')).toEqual(['How do I submit my hours?: 6', 'How do I approve hours?: 1'])
      expect(await counts('video')).toEqual(['Your first week: 2'])
      // The super admin reads the same counts.
      expect((await superAdmin.get(`/api/admin/knowledge-center-views?filter=${encodeURIComponent('{"item":"video"}')}`)).body).toEqual([
        expect.objectContaining({ video: tutorial, viewCount: 2, title: 'Your first week' }),
      ])
    })

    it('counts nothing for an item the caller may not read, for a caller who is no reader, or through any other door', async () => {
      const before = [...(await counts('faq')), ...(await counts('video'))]
      // Another audience's FAQ, a draft, an unknown id and a malformed one are 404 to the reader.
      expect((await faqViews(talent, 'talent', organizationFaq)).status).toBe(404)
      expect((await faqViews(manager, 'manager', talentFaq)).status).toBe(404)
      expect((await faqViews(talent, 'talent', draftFaq)).status).toBe(404)
      expect((await faqViews(talent, 'talent', '00000000-0000-4000-8000-000000000000')).status).toBe(404)
      expect((await faqViews(talent, 'talent', 'not-an-id')).status).toBe(404)
      // Another role's prefix, a contact, the editor, the super admin and nobody signed out count nothing.
      expect((await faqViews(talent, 'manager', talentFaq)).status).toBe(403)
      expect((await videoViews(contact, 'manager', tutorial)).status).toBe(403)
      expect((await videoViews(editor, 'talent', tutorial)).status).toBe(403)
      expect((await videoViews(superAdmin, 'talent', tutorial)).status).toBe(403)
      const signedOut = new ApiClient(server.url)
      await signedOut.get('/api/v1/csrf/')
      expect((await videoViews(signedOut, 'talent', tutorial)).status).toBe(401)
      // No write reaches a count through the console or the generated REST, not even the super admin's.
      const row = (await superAdmin.get('/api/admin/knowledge-center-views?filter={"item":"video"}')).body[0] as { id: string }
      expect((await superAdmin.put(`/api/admin/knowledge-center-views/${row.id}`, { viewCount: 999 })).status).toBe(405)
      expect((await editor.post('/api/admin/knowledge-center-views', { video: tutorial, viewCount: 999 })).status).toBe(405)
      expect((await superAdmin.patch(`/api/knowledge-center-views/${row.id}`, { viewCount: 999 })).status).toBe(403)
      expect((await superAdmin.post('/api/knowledge-center-views', { faq: draftFaq, viewCount: 999 })).status).toBe(403)
      expect((await editor.patch(`/api/knowledge-center-views/${row.id}`, { viewCount: 999 })).status).toBe(403)
      // Readers never read the counts.
      expect((await talent.get('/api/admin/knowledge-center-views')).status).toBe(403)
      expect([...(await counts('faq')), ...(await counts('video'))]).toEqual(before)
    })

    it('keeps the count when the FAQ is edited and published again, and drops it with the FAQ', async () => {
      expect((await editor.put(`/api/admin/knowledge-center-faqs/${talentFaq}`, { question: 'How do I submit my hours?', status: 'draft' })).status).toBe(200)
      expect((await faqViews(talent, 'talent', talentFaq)).status).toBe(204)
      expect((await editor.put(`/api/admin/knowledge-center-faqs/${talentFaq}`, { question: 'How do I send my hours?', status: 'published' })).status).toBe(200)
      expect(await counts('faq')).toEqual(['How do I send my hours?: 7', 'How do I approve hours?: 1'])
      expect((await editor.delete(`/api/admin/knowledge-center-faqs/${organizationFaq}`)).status).toBe(200)
      expect(await counts('faq')).toEqual(['How do I send my hours?: 7'])
    })
  })
})
