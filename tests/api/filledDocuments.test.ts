import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { createEngagement, type FixtureStatus } from '../helpers/engagements'
import { blob, htmlPage, tinyPdf, tinyPng } from '../helpers/uploads'

jest.setTimeout(60_000)

/**
 * A talent's answers to the required documents of their engagement (the spec's "Upload or fill an
 * engagement required document", 4, 7 "filled-documents"), on engagements made through
 * the real API: only the engagement's talent, only while it is pending, accepted or active, only a
 * document the engagement names; the spec's status texts; the file readable exactly by who
 * reads the answer. Then what answers do to the library: in use (no delete, no answer-type change), the
 * acknowledgement report with the version answered, as a page and as CSV.
 */
const ANSWERS = '/api/v1/talent/filled-documents/'
const LIBRARY = '/api/v1/organization_admin/required-documents/'

type Entry = [string, string | Buffer, string?]
const form = (...entries: Entry[]) => {
  const body = new FormData()
  for (const [name, value, fileName] of entries) {
    if (typeof value === 'string') body.append(name, value)
    else body.append(name, blob(value), fileName)
  }
  return body
}


describe.each(databases)('filled documents (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  const c = {} as Record<'admin' | 'manager' | 'manager2' | 'contact' | 'talent' | 'otherTalent' | 'superAdmin' | 'lakesideAdmin' | 'lakesideManager', ApiClient>
  /** Library documents of Northwind. */
  const doc = {} as Record<'nda' | 'consent' | 'license' | 'unrelated', { id: string; file: string | null }>
  /** Engagements: Emily's pending one, her draft, her withdrawn one, James's pending one. */
  const engagement = {} as Record<'open' | 'draft' | 'withdrawn' | 'others', string>

  const library = async (body: FormData) => {
    const response = await c.admin.post(LIBRARY, body)
    if (response.status !== 201) throw new Error(`library document not created: ${response.status} ${JSON.stringify(response.body)}`)
    return { id: response.body.id as string, file: response.body.file as string | null }
  }

  /** An engagement of Northwind's manager for a talent, naming `documents`, through the real API. */
  async function newEngagement(name: string, talentEmail: string, documents: string[], status: FixtureStatus = 'pending'): Promise<string> {
    const engagement = await createEngagement(status, {
      organization: c.manager,
      prefix: 'manager',
      talent: talentEmail === demo.talent ? c.talent : c.otherTalent,
      talentId: directory.userId(talentEmail),
      body: { name, owner_ids: [directory.userId(demo.northwind.manager)], required_document_ids: documents },
    })
    return engagement.id
  }

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    const emails = {
      admin: demo.northwind.admin,
      manager: demo.northwind.manager,
      manager2: demo.northwind.manager2,
      contact: demo.northwind.contact,
      talent: demo.talent,
      otherTalent: demo.otherTalent,
      superAdmin: demo.superAdmin,
      lakesideAdmin: demo.lakeside.admin,
      lakesideManager: demo.lakeside.manager,
    }
    await Promise.all(Object.entries(emails).map(async ([key, email]) => (c[key as keyof typeof c] = await ApiClient.signedIn(server.url, email))))
    directory = await readDirectory(c.superAdmin)
    const places: Entry[] = [['places[remote]', 'true']]
    doc.nda = await library(form(['name', 'Confidentiality agreement'], ...places, ['answer_type', 'sign_and_return'], ['file', tinyPdf('nda v1'), 'nda-v1.pdf']))
    doc.consent = await library(form(['name', 'Code of conduct'], ...places, ['answer_type', 'consent_form'], ['file', tinyPdf('conduct'), 'conduct.pdf']))
    doc.license = await library(form(['name', 'Nursing license'], ...places, ['answer_type', 'upload'], ['internal_comment', 'Check the state']))
    doc.unrelated = await library(form(['name', 'Parking permit'], ...places, ['answer_type', 'upload'], ['file', tinyPdf('parking'), 'parking.pdf']))
    const named = [doc.nda.id, doc.consent.id, doc.license.id]
    engagement.open = await newEngagement('Epic build for Emily', demo.talent, named)
    engagement.draft = await newEngagement('Draft for Emily', demo.talent, [doc.nda.id], 'draft')
    engagement.withdrawn = await newEngagement('Withdrawn for Emily', demo.talent, [doc.nda.id], 'withdrawn')
    engagement.others = await newEngagement('Epic build for James', demo.otherTalent, [doc.nda.id])
  }, 300_000)
  afterAll(() => server?.stop())

  const answer = (engagementId: string, typeId: string, ...extra: Entry[]) => form(['engagement_id', engagementId], ['type_id', typeId], ...extra)

  it('lets the talent read the library files of documents their engagement names, and no other', async () => {
    expect((await c.talent.get(doc.nda.file!)).status).toBe(200)
    expect((await c.talent.get(doc.consent.file!)).status).toBe(200)
    expect((await c.talent.get(doc.unrelated.file!)).status).toBe(404)
    // James's engagement names the NDA too; the parking permit is named by nobody's.
    expect((await c.otherTalent.get(doc.nda.file!)).status).toBe(200)
    expect((await c.otherTalent.get(doc.consent.file!)).status).toBe(404)
  })

  it('accepts a consent form by its checkbox, verbatim status texts, the version and the time answered', async () => {
    const unchecked = await c.talent.post(ANSWERS, answer(engagement.open, doc.consent.id))
    expect(unchecked.status).toBe(422)
    expect(unchecked.body).toEqual({ errors: { isChecked: ['Must be accepted'] } })
    const before = Date.now()
    const checked = await c.talent.post(ANSWERS, answer(engagement.open, doc.consent.id, ['is_checked', 'true'], ['file', tinyPdf(), 'ignored.pdf']))
    expect(checked.status).toBe(201)
    expect(checked.body).toEqual({
      id: expect.any(String),
      isChecked: true,
      // A consent form keeps no file of the talent's.
      file: null,
      originalFileName: null,
      engagementId: engagement.open,
      typeId: doc.consent.id,
      fileVersion: 1,
      filledAt: expect.any(String),
      status: 'Accepted',
    })
    expect(Date.parse(checked.body.filledAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('needs a file for sign and return and upload, keeps the newest, and lets exactly the answer’s readers read it', async () => {
    const missing = await c.talent.post(ANSWERS, answer(engagement.open, doc.nda.id, ['is_checked', 'true']))
    expect(missing.status).toBe(422)
    expect(missing.body).toEqual({ errors: { file: ['Upload the document.'] } })
    const unsupported = await c.talent.post(ANSWERS, answer(engagement.open, doc.nda.id, ['file', htmlPage(), 'signed.html']))
    expect(unsupported.body).toEqual({ errors: { file: ['Unsupported file format'] } })

    const signed = await c.talent.post(ANSWERS, answer(engagement.open, doc.nda.id, ['file', tinyPdf('signed'), 'nda-signed.pdf']))
    expect(signed.status).toBe(201)
    expect(signed.body).toMatchObject({ status: 'Uploaded', originalFileName: 'nda-signed.pdf', fileVersion: 1, file: expect.stringMatching(/^\/api\/v1\/files\//) })
    const file = signed.body.file as string
    // A manager without Manage Engagement (manager2) reads no engagement, so not the talent's signed documents either.
    const readers = { talent: 200, admin: 200, manager: 200, manager2: 404, superAdmin: 200, contact: 404, otherTalent: 404, lakesideAdmin: 404, lakesideManager: 404 } as const
    for (const [who, status] of Object.entries(readers)) {
      const response = await c[who as keyof typeof readers].get(file)
      expect(`${who} ${response.status}`).toBe(`${who} ${status}`)
    }

    // Answering again changes the answer (200, same id); the replaced file goes.
    const again = await c.talent.post(ANSWERS, answer(engagement.open, doc.nda.id, ['file', tinyPng(), 'nda-signed.png']))
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ id: signed.body.id, originalFileName: 'nda-signed.png', status: 'Uploaded' })
    expect((await c.talent.get(file)).status).toBe(404)
    expect((await c.talent.get(again.body.file)).status).toBe(200)

    // Upload kind, then PATCH: the checkbox alone keeps the file; removing it is refused.
    const license = await c.talent.post(ANSWERS, answer(engagement.open, doc.license.id, ['file', tinyPdf('license'), 'license.pdf']))
    expect(license.status).toBe(201)
    expect(license.body).toMatchObject({ status: 'Uploaded', fileVersion: 0 })
    const patched = await c.talent.patch(`${ANSWERS}${license.body.id}/`, form(['is_checked', 'true']))
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ isChecked: true, file: license.body.file, status: 'Uploaded' })
    const removed = await c.talent.patch(`${ANSWERS}${license.body.id}/`, form(['file', '']))
    expect(removed.status).toBe(422)
    expect(removed.body).toEqual({ errors: { file: ['Upload the document.'] } })
    const replaced = await c.talent.patch(`${ANSWERS}${license.body.id}/`, form(['file', tinyPng(), 'license.png']))
    expect(replaced.body).toMatchObject({ originalFileName: 'license.png', status: 'Uploaded' })
    expect((await c.admin.get(license.body.file)).status).toBe(404)
  })

  it('refuses another talent’s engagement, a draft, an ended engagement and a document the engagement does not name', async () => {
    const cases: [FormData, number, Record<string, string[]>][] = [
      [answer(engagement.others, doc.nda.id, ['file', tinyPdf(), 'x.pdf']), 422, { engagementId: ['Select a valid engagement.'] }],
      [answer(engagement.draft, doc.nda.id, ['file', tinyPdf(), 'x.pdf']), 422, { engagementId: ['Select a valid engagement.'] }],
      [answer('not-an-id', doc.nda.id, ['file', tinyPdf(), 'x.pdf']), 422, { engagementId: ['Select a valid engagement.'] }],
      [answer(engagement.open, doc.unrelated.id, ['file', tinyPdf(), 'x.pdf']), 422, { typeId: ['Select a valid required document.'] }],
      [answer(engagement.open, '00000000-0000-0000-0000-000000000000', ['file', tinyPdf(), 'x.pdf']), 422, { typeId: ['Select a valid required document.'] }],
      [answer(engagement.withdrawn, doc.nda.id, ['file', tinyPdf(), 'x.pdf']), 422, { nonFieldErrors: ['Documents can be filled only while the engagement is pending, accepted or active.'] }],
      [form(['type_id', doc.nda.id]), 422, { engagementId: ['This field is required'] }],
    ]
    for (const [body, status, errors] of cases) {
      const response = await c.talent.post(ANSWERS, body)
      expect({ status: response.status, body: response.body }).toEqual({ status, body: { errors } })
    }
    // Only talents answer; another talent's answer reads as missing.
    for (const client of [c.admin, c.manager, c.contact, c.superAdmin]) expect((await client.post(ANSWERS, answer(engagement.open, doc.license.id, ['file', tinyPdf(), 'x.pdf']))).status).toBe(403)
    const emilys = (await c.talent.post(ANSWERS, answer(engagement.open, doc.consent.id, ['is_checked', 'true']))).body.id
    expect((await c.otherTalent.patch(`${ANSWERS}${emilys}/`, form(['is_checked', 'false']))).status).toBe(404)
    expect((await c.talent.patch(`${ANSWERS}not-an-id/`, form(['is_checked', 'true']))).status).toBe(404)
    // The generated REST writes no answer.
    expect((await c.talent.post('/api/filled-documents', { engagement: engagement.open, requiredDocument: doc.license.id, talent: directory.userId(demo.talent), isChecked: true })).status).toBe(403)
  })

  it('takes answers on an accepted and an active engagement, not on a declined one', async () => {
    const accepted = await newEngagement('Accepted for Emily', demo.talent, [doc.license.id], 'accepted')
    const declined = await newEngagement('Declined for Emily', demo.talent, [doc.license.id], 'declined')
    const active = await newEngagement('Active for Emily', demo.talent, [doc.consent.id], 'active')
    const onActive = await c.talent.post(ANSWERS, answer(active, doc.consent.id, ['is_checked', 'true']))
    expect(`${onActive.status} ${onActive.body.status}`).toBe('201 Accepted')
    const onAccepted = await c.talent.post(ANSWERS, answer(accepted, doc.license.id, ['file', tinyPdf(), 'license.pdf']))
    expect(onAccepted.status).toBe(201)
    const onDeclined = await c.talent.post(ANSWERS, answer(declined, doc.license.id, ['file', tinyPdf(), 'license.pdf']))
    expect(onDeclined.body).toEqual({ errors: { nonFieldErrors: ['Documents can be filled only while the engagement is pending, accepted or active.'] } })
    // An answer given before the end is kept, but cannot be changed once the engagement is over.
    expect((await c.manager.patch(`/api/v1/manager/engagements/${accepted}/`, { status: 'terminated', termination_reason: 'Budget cut' })).status).toBe(200)
    const afterEnd = await c.talent.patch(`${ANSWERS}${onAccepted.body.id}/`, form(['file', tinyPng(), 'late.png']))
    expect(afterEnd.status).toBe(422)
    expect(afterEnd.body.errors.nonFieldErrors).toEqual(['Documents can be filled only while the engagement is pending, accepted or active.'])
  })

  it('makes one answer of two simultaneous first answers to one document', async () => {
    const fresh = await newEngagement('Simultaneous for Emily', demo.talent, [doc.license.id])
    const [first, second] = await Promise.all(
      ['one.pdf', 'two.pdf'].map((name) => c.talent.post(ANSWERS, answer(fresh, doc.license.id, ['file', tinyPdf(name), name]))),
    )
    expect([first!.status, second!.status].sort()).toEqual([200, 201])
    expect(first!.body.id).toBe(second!.body.id)
    const report = await c.admin.get(`${LIBRARY}${doc.license.id}/acknowledgements/?page_size=100`)
    const rows = report.body.results.filter((row: { engagementId: string }) => row.engagementId === fresh)
    expect(rows).toHaveLength(1)
    // The later write holds, and its file is the only one left.
    const kept = [first!, second!].find((response) => response.status === 200)!.body
    expect(rows[0]).toMatchObject({ status: 'Uploaded', originalFileName: kept.originalFileName })
    const other = [first!, second!].find((response) => response.status === 201)!.body
    expect((await c.talent.get(other.file)).status).toBe(404)
  })

  it('puts answered documents in use and reports who answered, when and which version', async () => {
    for (const id of [doc.nda.id, doc.consent.id]) {
      const row = (await c.admin.get(`${LIBRARY}${id}/`)).body
      expect(row.isUsed).toBe(true)
      const removal = await c.admin.delete(`${LIBRARY}${id}/`)
      expect(removal.status).toBe(422)
      expect(removal.body).toEqual({ errors: { nonFieldErrors: ['This document is in use; deactivate it instead.'] } })
    }
    const retyped = await c.admin.patch(`${LIBRARY}${doc.nda.id}/`, form(['answer_type', 'upload']))
    expect(retyped.body).toEqual({ errors: { answerType: ['This document is in use; its answer type cannot change.'] } })
    expect((await c.admin.get(`${LIBRARY}${doc.unrelated.id}/`)).body.isUsed).toBe(false)

    // A new library file: version 2; Emily's answer keeps version 1 until she answers again.
    const v2 = await c.admin.patch(`${LIBRARY}${doc.nda.id}/`, form(['file', tinyPdf('nda v2'), 'nda-v2.pdf']))
    expect(v2.body.fileVersion).toBe(2)
    expect((await c.manager2.get(`/api/v1/manager/required-documents/${doc.nda.id}/acknowledgements/`)).status).toBe(403)
    const report = await c.manager.get(`/api/v1/manager/required-documents/${doc.nda.id}/acknowledgements/`)
    expect(report.status).toBe(200)
    const byEngagement = new Map(report.body.results.map((row: { engagementId: string }) => [row.engagementId, row]))
    // Drafts are not reported; the withdrawn engagement and James's are, unanswered.
    expect([...byEngagement.keys()].sort()).toEqual([engagement.open, engagement.withdrawn, engagement.others].sort())
    expect(byEngagement.get(engagement.open)).toMatchObject({
      engagementName: 'Epic build for Emily',
      engagementStatus: 'pending',
      talentId: directory.userId(demo.talent),
      talentName: 'Emily Carter',
      status: 'Uploaded',
      fileVersion: 1,
      originalFileName: 'nda-signed.png',
      file: expect.stringMatching(/^\/api\/v1\/files\//),
    })
    expect(byEngagement.get(engagement.others)).toMatchObject({ talentName: expect.stringContaining('James'), status: 'Sign and return', isChecked: false, filledAt: null, fileVersion: null, file: null })
    const consent = await c.admin.get(`${LIBRARY}${doc.consent.id}/acknowledgements/`)
    expect(consent.body.results.find((row: { engagementId: string }) => row.engagementId === engagement.open)).toMatchObject({ status: 'Accepted', isChecked: true, fileVersion: 1 })
    expect(consent.body.results.map((row: { engagementStatus: string }) => row.engagementStatus).sort()).toEqual(['active', 'pending'])
    const license = await c.admin.get(`${LIBRARY}${doc.license.id}/acknowledgements/?page_size=1`)
    // Emily's open, accepted-then-terminated, declined and simultaneous engagements name it; newest first, one per page.
    expect(license.body).toMatchObject({ count: 4, results: [expect.objectContaining({ engagementName: 'Simultaneous for Emily', status: 'Uploaded' })] })
    expect(license.body.next).toContain('page=2')

    const answeredAgain = await c.talent.post(ANSWERS, answer(engagement.open, doc.nda.id, ['file', tinyPdf('v2 signed'), 'nda-v2-signed.pdf']))
    expect(answeredAgain.body.fileVersion).toBe(2)

    const csv = await c.admin.get(`${LIBRARY}${doc.nda.id}/acknowledgements/?format=csv`)
    expect(csv.status).toBe(200)
    const lines = String(csv.body).replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Engagement,Engagement status,Talent,Status,Accepted,Filled at,File version,File')
    expect(lines).toHaveLength(4)
    expect(lines.find((line) => line.startsWith('Epic build for Emily,'))).toMatch(/^Epic build for Emily,pending,Emily Carter,Uploaded,No,\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M,2,nda-v2-signed\.pdf$/)

    // The super admin reads the report; another organization does not.
    expect((await c.superAdmin.get(`/api/v1/super_admin/required-documents/${doc.nda.id}/acknowledgements/`)).body.count).toBe(3)
    expect((await c.lakesideAdmin.get(`${LIBRARY}${doc.nda.id}/acknowledgements/`)).status).toBe(404)
    // Unchanged: unused documents still delete.
    expect((await c.admin.delete(`${LIBRARY}${doc.unrelated.id}/`)).status).toBe(204)
  })

  it('shows the organization each document’s status on the engagement', async () => {
    const seen = await c.manager.get(`/api/v1/manager/engagements/${engagement.open}/`)
    expect(seen.status).toBe(200)
    // Without Manage Engagement: neither the engagement nor its documents, through any door.
    expect((await c.manager2.get(`/api/v1/manager/engagements/${engagement.open}/`)).status).toBe(403)
    // The generated REST is the super admin's only; the collection's own rows per role are generatedRestMatrix's.
    expect((await c.manager2.get(`/api/filled-documents?where[engagement][equals]=${engagement.open}&depth=0`)).status).toBe(403)
    expect((await c.manager.get(`/api/filled-documents?where[engagement][equals]=${engagement.open}&depth=0`)).status).toBe(403)
    const statuses = Object.fromEntries(seen.body.requiredDocuments.map((row: { name: string; statusText: string }) => [row.name, row.statusText]))
    expect(statuses).toEqual({ 'Confidentiality agreement': 'Uploaded', 'Code of conduct': 'Accepted', 'Nursing license': 'Uploaded' })
    const fresh = await c.talent.get(`/api/v1/talent/engagements/${engagement.others}/`)
    expect(fresh.status).toBe(404)
  })
})
