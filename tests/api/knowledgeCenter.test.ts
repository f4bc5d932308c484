import http from 'node:http'
import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { sendMultipart, tinyPdf, tinyPng, uploadedFiles } from '../helpers/uploads'

/**
 * The knowledge center: content editors keep FAQ categories,
 * FAQs and video tutorials through the console's /api/admin dialect, with Payload drafts; the portals read
 * only what is published for their audience; tutorial files stream with range requests; 'Do you have a
 * question?' is kept and e-mailed (real SMTP) to the active super admins with its file.
 */
jest.setTimeout(180_000)

const MB = 1024 * 1024
const EDITOR = 'editor.k1@talentgrid.local'
const EDITOR_PASSWORD = 'Talentgrid#2026'

/** A small mp4 (an ftyp box, then filler) of `size` bytes: what file-type reads as mp4. */
const mp4Of = (size = 4096) => {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')])
  const body = Buffer.alloc(size - head.length)
  for (let i = 0; i < body.length; i++) body[i] = i % 251
  return Buffer.concat([head, body])
}

const form = (parts: Record<string, string | { bytes: Buffer; name: string; type?: string }>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string') data.append(key, value)
    else data.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }), value.name)
  }
  return data
}

describe.each(databases)('knowledge center (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let editor: ApiClient
  let talent: ApiClient
  let otherTalent: ApiClient
  let manager: ApiClient
  let admin: ApiClient
  let lakesideManager: ApiClient
  let contact: ApiClient
  let categoryId: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    ;[superAdmin, talent, otherTalent, manager, admin, lakesideManager, contact] = await Promise.all(
      [
        demo.superAdmin,
        demo.talent,
        'david.kowalski@talent.example',
        demo.northwind.manager,
        demo.northwind.admin,
        demo.lakeside.manager,
        demo.northwind.contact,
      ].map((email) => ApiClient.signedIn(server.url, email)),
    )
    const created = await superAdmin.post('/api/admin/users', {
      email: EDITOR,
      firstName: 'Nora',
      lastName: 'Editor',
      role: 'content_editor',
      password: EDITOR_PASSWORD,
    })
    if (created.status !== 201) throw new Error(`content editor not created: ${created.status} ${JSON.stringify(created.body)}`)
    editor = await ApiClient.signedIn(server.url, EDITOR, EDITOR_PASSWORD)
    const category = await editor.post('/api/admin/faq-categories', { name: 'Time sheets', order: 1 })
    if (category.status !== 201) throw new Error(`category not created: ${category.status} ${JSON.stringify(category.body)}`)
    categoryId = category.body.id
  }, 240_000)
  afterAll(() => server?.stop())

  const faqs = (client: ApiClient, prefix: string, query = '') => client.get(`/api/v1/${prefix}/knowledge-center-faq/${query}`)
  const questions = async (client: ApiClient, prefix: string, query = '') =>
    ((await faqs(client, prefix, query)).body.results as { question: string }[]).map((item) => item.question)
  const newFaq = (body: Record<string, unknown>) =>
    editor.post('/api/admin/knowledge-center-faqs', {
      answer: '<p>An answer.</p>',
      category: categoryId,
      audience: 'both',
      order: 1,
      status: 'draft',
      ...body,
    })

  it('keeps a draft from the portals until it is published, and a later draft too', async () => {
    const draft = await newFaq({
      question: 'How do I submit my hours?',
      answer: '<p>Open <strong>Time tracking</strong> and press Submit.<script>alert(1)</script></p>',
      audience: 'talent',
    })
    expect(draft.status).toBe(201)
    expect(draft.body.status).toBe('draft')
    expect(await questions(talent, 'talent')).not.toContain('How do I submit my hours?')

    const published = await editor.put(`/api/admin/knowledge-center-faqs/${draft.body.id}`, { ...draft.body, status: 'published' })
    expect(published.status).toBe(200)
    const answer = await faqs(talent, 'talent')
    const item = answer.body.results.find((candidate: { id: string }) => candidate.id === draft.body.id)
    expect(item).toEqual({
      id: draft.body.id,
      question: 'How do I submit my hours?',
      answer: '<p>Open <strong>Time tracking</strong> and press Submit.</p>',
      category: { id: categoryId, name: 'Time sheets', order: 1 },
      audience: 'talent',
      order: 1,
      updatedAt: expect.any(String),
    })
    expect(answer.body.categories).toEqual([{ id: categoryId, name: 'Time sheets', order: 1 }])

    // A new draft of a published FAQ: the portal keeps the published text, the console shows the draft.
    const redraft = await editor.put(`/api/admin/knowledge-center-faqs/${draft.body.id}`, { question: 'How do I submit my time?', status: 'draft' })
    expect(redraft.status).toBe(200)
    expect(await questions(talent, 'talent')).toContain('How do I submit my hours?')
    expect(await questions(talent, 'talent')).not.toContain('How do I submit my time?')
    expect((await editor.get(`/api/admin/knowledge-center-faqs/${draft.body.id}`)).body).toMatchObject({
      question: 'How do I submit my time?',
      status: 'draft',
    })
    await editor.put(`/api/admin/knowledge-center-faqs/${draft.body.id}`, { status: 'published' })
    expect(await questions(talent, 'talent')).toContain('How do I submit my time?')
  })

  it('shows each audience its own FAQs and both', async () => {
    for (const [question, audience] of [
      ['Who approves time sheets?', 'organization'],
      ['Where are the terms of use?', 'both'],
    ] as const) {
      expect((await newFaq({ question, audience, status: 'published' })).status).toBe(201)
    }
    const talentSees = await questions(talent, 'talent')
    expect(talentSees).toContain('Where are the terms of use?')
    expect(talentSees).not.toContain('Who approves time sheets?')
    for (const [client, prefix] of [
      [manager, 'manager'],
      [admin, 'organization_admin'],
    ] as const) {
      const seen = await questions(client, prefix)
      expect(seen).toEqual(expect.arrayContaining(['Who approves time sheets?', 'Where are the terms of use?']))
      expect(seen).not.toContain('How do I submit my time?')
    }
    // A role reads only under its own prefix; the contact and the content editor have no portal FAQ.
    expect((await faqs(talent, 'manager')).status).toBe(403)
    expect((await faqs(contact, 'manager')).status).toBe(403)
    expect((await faqs(editor, 'talent')).status).toBe(403)
  })

  it('searches question and answer text (never the markup) and filters by category', async () => {
    const other = await editor.post('/api/admin/faq-categories', { name: 'Payments', order: 2 })
    await newFaq({
      question: 'When is payday?',
      answer: '<p>Payroll runs on the <em>15th</em> and the last day.</p>',
      category: other.body.id,
      status: 'published',
    })
    expect(await questions(talent, 'talent', '?search=PAYROLL')).toEqual(['When is payday?'])
    expect(await questions(talent, 'talent', '?search=payroll%2015th')).toEqual(['When is payday?'])
    expect(await questions(talent, 'talent', '?search=strong')).toEqual([])
    expect(await questions(talent, 'talent', `?category=${other.body.id}`)).toEqual(['When is payday?'])
    const all = await faqs(talent, 'talent')
    // By category order, then the item's order.
    expect(all.body.categories.map((category: { name: string }) => category.name)).toEqual(['Time sheets', 'Payments'])
    expect(all.body.results.at(-1).question).toBe('When is payday?')
    expect((await faqs(talent, 'talent', `?search=${'x'.repeat(201)}`)).body).toEqual({
      errors: { search: ['Ensure this field has no more than 200 characters.'] },
    })
  })

  it('refuses over-long and invalid input with the limit’s message, drafts included', async () => {
    const long = await newFaq({ question: 'q'.repeat(301) })
    expect(long.status).toBe(422)
    expect(long.body.errors.question).toBe('Ensure this field has no more than 300 characters.')
    const noAnswer = await newFaq({ question: 'Empty?', answer: '<p></p>' })
    expect(noAnswer.body.errors.answer).toBe('This field is required')
    expect((await newFaq({ question: 'Audience?', audience: 'everyone' })).body.errors.audience).toBe('Select talents, organizations or both.')
    const category = await editor.post('/api/admin/faq-categories', { name: 'c'.repeat(61), order: 0 })
    expect(category.status).toBe(422)
    expect(category.body.errors.name).toBe('Ensure this field has no more than 60 characters.')
    const video = await editor.post('/api/admin/knowledge-center-videos', { title: 't'.repeat(151), audience: 'both', order: 0 })
    expect(video.body.errors.title).toBe('Ensure this field has no more than 150 characters.')
    const http = await editor.post('/api/admin/knowledge-center-videos', {
      title: 'Plain http',
      externalUrl: 'http://example.com/v',
      audience: 'both',
      order: 0,
    })
    expect(http.body.errors.externalUrl).toBe('Enter an https:// address.')
    const nothing = await editor.post('/api/admin/knowledge-center-videos', {
      title: 'No video yet',
      audience: 'both',
      order: 0,
      status: 'published',
    })
    expect(nothing.status).toBe(422)
    expect(nothing.body.errors.externalUrl).toBe('Upload a video or give a link to one.')
  })

  it('gives a content editor the knowledge center and nothing else', async () => {
    for (const resource of ['users', 'organizations', 'talents', 'comments', 'audit-events', 'talent-not-found-feedbacks']) {
      expect([resource, (await editor.get(`/api/admin/${resource}`)).status]).toEqual([resource, 403])
    }
    expect((await editor.post('/api/admin/users', { email: 'x@y.z', role: 'super_admin' })).status).toBe(403)
    for (const resource of ['faq-categories', 'knowledge-center-faqs', 'knowledge-center-videos']) {
      expect([resource, (await editor.get(`/api/admin/${resource}`)).status]).toEqual([resource, 200])
      // Portal users and organization admins write none of it.
      expect([resource, (await admin.post(`/api/admin/${resource}`, { name: 'x' })).status]).toEqual([resource, 403])
    }
    // Payload's generated REST refuses portal users' writes too.
    expect((await talent.post('/api/faq-categories', { name: 'Sneaky', order: 0 })).status).toBe(403)
    // The super admin keeps the knowledge center as well.
    expect((await superAdmin.post('/api/admin/faq-categories', { name: 'Accounts', order: 3 })).status).toBe(201)
  })

  it('lists what waits to be published for the editor’s dashboard: drafts by their latest version, newest first', async () => {
    const list = async (status: string) => {
      const answer = await editor.get(`/api/admin/knowledge-center-faqs?filter=${encodeURIComponent(JSON.stringify({ status }))}&sort=${encodeURIComponent('["updatedAt","DESC"]')}&range=[0,99]`)
      expect(answer.status).toBe(200)
      return { total: Number(answer.headers.get('content-range')?.split('/')[1]), questions: (answer.body as { question: string; status: string }[]).map((faq) => `${faq.status}: ${faq.question}`) }
    }
    const neverPublished = await newFaq({ question: 'Can I log hours for a past week?', status: 'draft' })
    const republished = await newFaq({ question: 'How is overtime shown?', status: 'published' })
    expect([neverPublished.status, republished.status]).toEqual([201, 201])
    // A published FAQ edited again: its latest version is a draft, so it waits to be published too.
    expect((await editor.put(`/api/admin/knowledge-center-faqs/${republished.body.id}`, { question: 'How is overtime paid?', status: 'draft' })).status).toBe(200)
    const drafts = await list('draft')
    expect(drafts.questions.slice(0, 2)).toEqual(['draft: How is overtime paid?', 'draft: Can I log hours for a past week?'])
    expect(drafts.total).toBe(drafts.questions.length)
    expect((await list('published')).questions).not.toContain('published: How is overtime shown?')
  })

  describe('video tutorials', () => {
    let videoId: string
    const video = mp4Of(4096)

    it('uploads into the draft, streams to the editor, and reaches the audience once published', async () => {
      const created = await editor.post('/api/admin/knowledge-center-videos', {
        title: 'Logging hours',
        description: 'Two minutes.',
        audience: 'talent',
        order: 1,
      })
      expect(created.status).toBe(201)
      videoId = created.body.id
      const uploaded = await editor.post(
        `/api/v1/knowledge-center-videos/${videoId}/video/`,
        form({ file: { bytes: video, name: 'hours.mp4', type: 'video/mp4' } }),
      )
      expect(uploaded.status).toBe(200)
      expect(uploaded.body).toEqual({ id: videoId, videoFile: { originalFileName: 'hours.mp4', mimeType: 'video/mp4', size: video.length } })
      const poster = await editor.post(
        `/api/v1/knowledge-center-videos/${videoId}/poster/`,
        form({ file: { bytes: tinyPng(), name: 'poster.png', type: 'image/png' } }),
      )
      expect(poster.status).toBe(200)

      // A draft: the editor previews it, the talent does not see it.
      expect((await editor.get(`/api/v1/knowledge-center-videos/${videoId}/video/`)).status).toBe(200)
      expect((await talent.get(`/api/v1/knowledge-center-videos/${videoId}/video/`)).status).toBe(404)
      expect((await talent.get('/api/v1/talent/knowledge-center-videos/')).body.results).toEqual([])

      expect((await editor.put(`/api/admin/knowledge-center-videos/${videoId}`, { status: 'published' })).status).toBe(200)
      const list = await talent.get('/api/v1/talent/knowledge-center-videos/')
      expect(list.body.results).toEqual([
        {
          id: videoId,
          title: 'Logging hours',
          description: 'Two minutes.',
          audience: 'talent',
          order: 1,
          videoUrl: `/api/v1/knowledge-center-videos/${videoId}/video/`,
          videoMimeType: 'video/mp4',
          externalUrl: null,
          posterUrl: `/api/v1/knowledge-center-videos/${videoId}/poster/`,
          updatedAt: expect.any(String),
        },
      ])
      // Not the managers' audience.
      expect((await manager.get('/api/v1/manager/knowledge-center-videos/')).body.results).toEqual([])
      expect((await manager.get(`/api/v1/knowledge-center-videos/${videoId}/video/`)).status).toBe(404)
      expect((await contact.get(`/api/v1/knowledge-center-videos/${videoId}/video/`)).status).toBe(403)
    })

    it('answers range requests: 206 with Content-Range, suffix ranges, 416 past the end', async () => {
      const url = `${server.url}/api/v1/knowledge-center-videos/${videoId}/video/`
      const cookie = `talentgrid-token=${talent.cookie('talentgrid-token')}`
      const whole = await fetch(url, { headers: { cookie } })
      expect(whole.status).toBe(200)
      expect(whole.headers.get('accept-ranges')).toBe('bytes')
      expect(whole.headers.get('content-type')).toBe('video/mp4')
      expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true)

      const part = await fetch(url, { headers: { cookie, range: 'bytes=100-199' } })
      expect(part.status).toBe(206)
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`)
      expect(part.headers.get('content-length')).toBe('100')
      expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true)

      const open = await fetch(url, { headers: { cookie, range: `bytes=${video.length - 10}-` } })
      expect(open.status).toBe(206)
      expect(Buffer.from(await open.arrayBuffer()).equals(video.subarray(video.length - 10))).toBe(true)
      const suffix = await fetch(url, { headers: { cookie, range: 'bytes=-5' } })
      expect(suffix.headers.get('content-range')).toBe(`bytes ${video.length - 5}-${video.length - 1}/${video.length}`)
      await suffix.arrayBuffer()

      const past = await fetch(url, { headers: { cookie, range: `bytes=${video.length}-` } })
      expect(past.status).toBe(416)
      expect(past.headers.get('content-range')).toBe(`bytes */${video.length}`)
      await past.arrayBuffer()
      // A range we do not serve (several ranges) gets the whole file.
      const several = await fetch(url, { headers: { cookie, range: 'bytes=0-1,5-6' } })
      expect(several.status).toBe(200)
      await several.arrayBuffer()
    })

    it('checks the video by content and size: a wrong type is 422, over 200 MB is 413, nothing kept', async () => {
      const before = uploadedFiles(server.dataDir).length
      const pdf = await editor.post(
        `/api/v1/knowledge-center-videos/${videoId}/video/`,
        form({ file: { bytes: tinyPdf(), name: 'fake.mp4', type: 'video/mp4' } }),
      )
      expect(pdf.status).toBe(422)
      expect(pdf.body).toEqual({ errors: { file: ['Upload an mp4, webm or mov video.'] } })

      // Declared too large: 413 before the body is read (the rest is never sent).
      const declared = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          `${server.url}/api/v1/knowledge-center-videos/${videoId}/video/`,
          {
            method: 'POST',
            headers: {
              cookie: `talentgrid-token=${editor.cookie('talentgrid-token')}; csrftoken=${editor.cookie('csrftoken')}`,
              'x-csrftoken': editor.cookie('csrftoken') ?? '',
              'content-type': 'multipart/form-data; boundary=x',
              'content-length': String(202 * MB),
            },
          },
          (response) => {
            resolve(response.statusCode ?? 0)
            response.resume()
            request.destroy()
          },
        )
        request.on('error', reject)
        request.write('--x\r\n')
      })
      expect(declared).toBe(413)

      async function* oversized() {
        yield mp4Of(4096)
        const chunk = Buffer.alloc(MB)
        for (let sent = 0; sent <= 200 * MB; sent += MB) yield chunk
      }
      const streamed = await sendMultipart(editor, 'POST', `/api/v1/knowledge-center-videos/${videoId}/video/`, [
        { name: 'file', value: oversized(), fileName: 'long.mp4', contentType: 'video/mp4' },
      ])
      expect(streamed.status).toBe(413)
      expect(streamed.body).toEqual({ errors: { file: ['The video must be at most 200 MB.'] } })
      expect(uploadedFiles(server.dataDir).length).toBe(before)
      // The server is fine and the published video unchanged.
      expect((await talent.get(`/api/v1/knowledge-center-videos/${videoId}/video/`)).status).toBe(200)
      // Portal users upload nothing here.
      expect((await talent.post(`/api/v1/knowledge-center-videos/${videoId}/video/`, form({ file: { bytes: video, name: 'a.mp4' } }))).status).toBe(
        403,
      )
    }, 180_000)

    it('accepts a video of exactly 200 MB, streamed', async () => {
      const created = await editor.post('/api/admin/knowledge-center-videos', { title: 'Long tour', audience: 'both', order: 2 })
      async function* exactly200() {
        const head = mp4Of(MB)
        yield head
        const chunk = Buffer.alloc(MB)
        for (let sent = head.length; sent < 200 * MB; sent += MB) yield chunk
      }
      const response = await sendMultipart(editor, 'POST', `/api/v1/knowledge-center-videos/${created.body.id}/video/`, [
        { name: 'file', value: exactly200(), fileName: 'tour.mp4', contentType: 'video/mp4' },
      ])
      expect(response.status).toBe(200)
      expect(response.body.videoFile.size).toBe(200 * MB)
      expect((await editor.delete(`/api/admin/knowledge-center-videos/${created.body.id}`)).status).toBe(200)
    }, 180_000)

    it('lists an external link without a file', async () => {
      const created = await editor.post('/api/admin/knowledge-center-videos', {
        title: 'Our YouTube channel',
        externalUrl: 'https://www.youtube.com/@talentgrid',
        audience: 'organization',
        order: 3,
        status: 'published',
      })
      expect(created.status).toBe(201)
      const list = await admin.get('/api/v1/organization_admin/knowledge-center-videos/')
      expect(list.body.results).toEqual([
        expect.objectContaining({ id: created.body.id, videoUrl: null, externalUrl: 'https://www.youtube.com/@talentgrid', posterUrl: null }),
      ])
      // Without a description it reads back as null, and saves again as the console's form sends it.
      const stored = await editor.get(`/api/admin/knowledge-center-videos/${created.body.id}`)
      expect(stored.body.description ?? null).toBeNull()
      const saved = await editor.put(`/api/admin/knowledge-center-videos/${created.body.id}`, { ...stored.body, title: 'Our channel', description: null, status: 'published' })
      expect([saved.status, saved.body.title]).toEqual([200, 'Our channel'])
    })
  })

  describe('Do you have a question?', () => {
    it('keeps the question, answers the spec’s message and e-mails the active super admins with the file', async () => {
      const text = Buffer.from('My time sheet for May shows 0 hours.\n')
      const sent = await talent.post(
        '/api/v1/faq-feedback/',
        form({ message: 'Why are my hours missing?', file: { bytes: text, name: 'notes.txt', type: 'text/plain' } }),
      )
      expect(sent.status).toBe(201)
      expect(sent.body).toEqual({ id: expect.any(String), message: 'Your message has been successfully sent' })
      const mail = await server.mail.waitFor(
        (candidate) => candidate.subject.startsWith('Knowledge center question from') && candidate.text.includes('Why are my hours missing?'),
      )
      expect(mail.to).toEqual([demo.superAdmin])
      expect(mail.attachments).toEqual(['notes.txt'])
      expect(mail.links.some((link) => link.endsWith(`/faq-feedbacks/${sent.body.id}/show`))).toBe(true)

      // The sender and the super admin read the file; nobody else (another talent, another organization).
      expect((await talent.get(`/api/v1/faq-feedbacks/${sent.body.id}/file/`)).body).toBe(text.toString())
      expect((await superAdmin.get(`/api/v1/faq-feedbacks/${sent.body.id}/file/`)).status).toBe(200)
      for (const client of [otherTalent, lakesideManager, manager, editor])
        expect((await client.get(`/api/v1/faq-feedbacks/${sent.body.id}/file/`)).status).toBe(404)

      // The console: the super admin lists and shows it with its sender and file (content editors read the
      // question alone: tests/api/knowledgeCenterEditorInsights.test.ts).
      const listed = await superAdmin.get('/api/admin/faq-feedbacks')
      expect(listed.status).toBe(200)
      const row = listed.body.find((item: { id: string }) => item.id === sent.body.id)
      expect(row).toMatchObject({
        message: 'Why are my hours missing?',
        file: { originalFileName: 'notes.txt', mimeType: 'text/plain; charset=utf-8', size: text.length },
        fileUrl: `/api/v1/faq-feedbacks/${sent.body.id}/file/`,
      })
      expect(row.file.storageKey).toBeUndefined()
      expect((await superAdmin.put(`/api/admin/faq-feedbacks/${sent.body.id}`, { message: 'changed' })).status).toBe(405)
    })

    it('takes a message alone, records the organization, and applies the limits', async () => {
      const sent = await manager.post('/api/v1/faq-feedback/', { message: 'How do I add a department?' })
      expect(sent.status).toBe(201)
      const shown = await superAdmin.get(`/api/admin/faq-feedbacks/${sent.body.id}`)
      expect(shown.body.organization).toEqual(expect.any(String))
      expect(shown.body.file).toBeNull()

      const tooLong = await talent.post('/api/v1/faq-feedback/', form({ message: 'm'.repeat(1001) }))
      expect(tooLong.status).toBe(422)
      expect(tooLong.body).toEqual({ errors: { message: ['Ensure this field has no more than 1000 characters.'] } })
      expect((await talent.post('/api/v1/faq-feedback/', form({ message: '   ' }))).body).toEqual({ errors: { message: ['This field is required'] } })
      const exactly = await talent.post('/api/v1/faq-feedback/', form({ message: 'm'.repeat(1000) }))
      expect(exactly.status).toBe(201)

      const before = uploadedFiles(server.dataDir).length
      const html = await talent.post(
        '/api/v1/faq-feedback/',
        form({ message: 'See file', file: { bytes: Buffer.from('<html></html>'), name: 'page.txt' } }),
      )
      expect(html.body).toEqual({ errors: { file: ['Attach a pdf, png, jpg, jpeg, gif, doc, docx, txt file.'] } })
      const exe = await talent.post('/api/v1/faq-feedback/', form({ message: 'See file', file: { bytes: tinyPdf(), name: 'setup.exe' } }))
      expect(exe.status).toBe(422)
      async function* elevenMb() {
        yield tinyPdf()
        const chunk = Buffer.alloc(MB, 0x20)
        for (let sent = 0; sent < 11 * MB; sent += MB) yield chunk
      }
      const large = await sendMultipart(talent, 'POST', '/api/v1/faq-feedback/', [
        { name: 'message', value: 'Big file' },
        { name: 'file', value: elevenMb(), fileName: 'big.pdf', contentType: 'application/pdf' },
      ])
      expect(large.status).toBe(413)
      expect(large.body).toEqual({ errors: { file: ['The file must be at most 10 MB.'] } })
      expect(uploadedFiles(server.dataDir).length).toBe(before)

      for (const client of [contact, editor, superAdmin]) expect((await client.post('/api/v1/faq-feedback/', { message: 'Hi' })).status).toBe(403)
    })
  })
})
