import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, htmlPage, tinyPdf, tinyPng, uploadedFiles } from '../helpers/uploads'

const LIST = '/api/v1/talent/certificates/'
const REQUIRED = 'This field is required'
const MAX_150 = 'Ensure this field has no more than 150 characters.'
const SELECT_FILE = 'Please select a file'
const UNSUPPORTED = 'Unsupported file format'

function certificateForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  if (file) body.set('file', blob(file.bytes), file.name)
  return body
}

const nursing = { document_name: 'RN License', school_or_university: 'University of Wisconsin', field_of_study: 'Nursing' }

describe.each(databases)('certificates (%s)', (database) => {
  let server: TestServer
  let talent: ApiClient
  let otherTalent: ApiClient
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    talent = await ApiClient.signedIn(server.url, demo.talent)
    otherTalent = await ApiClient.signedIn(server.url, demo.otherTalent)
  }, 120_000)
  afterAll(() => server?.stop())

  it('adds a certificate with its file and lists it', async () => {
    const created = await talent.post(LIST, certificateForm(nursing, { bytes: tinyPdf(), name: 'rn-license.pdf' }))
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(String),
      documentName: 'RN License',
      schoolOrUniversity: 'University of Wisconsin',
      fieldOfStudy: 'Nursing',
      file: { id: expect.any(String), url: expect.stringMatching(/^\/api\/v1\/files\/.+\/$/), originalFileName: 'rn-license.pdf' },
      originalFileName: 'rn-license.pdf',
    })
    const list = await talent.get(LIST)
    expect(list.status).toBe(200)
    expect(list.body).toEqual({ count: 1, next: null, previous: null, results: [created.body] })
    const file = await talent.get(created.body.file.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''rn-license.pdf")
    // Optional fields may stay empty.
    const minimal = await talent.post(LIST, certificateForm({ document_name: 'Resume' }, { bytes: tinyPng(), name: 'resume.png' }))
    expect(minimal.status).toBe(201)
    expect(minimal.body).toMatchObject({ documentName: 'Resume', schoolOrUniversity: null, fieldOfStudy: null })
    expect((await talent.get(`${LIST}?ordering=-document_name`)).body.results.map((item: { documentName: string }) => item.documentName)).toEqual([
      'Resume',
      'RN License',
    ])
    expect((await talent.get(`${LIST}?page_size=1`)).body).toMatchObject({ count: 2, previous: null, next: expect.stringContaining('page=2') })
  })

  it('requires a name and a file, limits the texts to 150 characters, and stores nothing when refused', async () => {
    const before = uploadedFiles(server.dataDir)
    const count = (await talent.get(LIST)).body.count
    const empty = await talent.post(LIST, certificateForm({ school_or_university: 'x' }))
    expect(empty.status).toBe(422)
    expect(empty.body).toEqual({ errors: { documentName: [REQUIRED], file: [SELECT_FILE] } })
    const tooLong = await talent.post(
      LIST,
      certificateForm(
        { document_name: 'd'.repeat(151), school_or_university: 's'.repeat(151), field_of_study: 'f'.repeat(151) },
        { bytes: tinyPdf(), name: 'long.pdf' },
      ),
    )
    expect(tooLong.status).toBe(422)
    expect(tooLong.body).toEqual({ errors: { documentName: [MAX_150], schoolOrUniversity: [MAX_150], fieldOfStudy: [MAX_150] } })
    const exactly = await talent.post(LIST, certificateForm({ document_name: 'd'.repeat(150) }, { bytes: tinyPdf(), name: 'ok.pdf' }))
    expect(exactly.status).toBe(201)
    expect((await talent.delete(`${LIST}${exactly.body.id}/`)).status).toBe(204)
    const hostile = await talent.post(LIST, certificateForm(nursing, { bytes: htmlPage(), name: 'diploma.pdf' }))
    expect(hostile.status).toBe(422)
    expect(hostile.body).toEqual({ errors: { file: [UNSUPPORTED] } })
    expect(uploadedFiles(server.dataDir)).toEqual(before)
    expect((await talent.get(LIST)).body.count).toBe(count)
  })

  it('changes the texts with PUT and keeps the file unless a new one comes; a replaced file is deleted', async () => {
    const created = (await talent.post(LIST, certificateForm({ document_name: 'BLS' }, { bytes: tinyPdf(), name: 'bls.pdf' }))).body
    const filesBefore = uploadedFiles(server.dataDir).length
    const renamed = await talent.put(`${LIST}${created.id}/`, certificateForm({ document_name: 'BLS Provider', field_of_study: 'Life support' }))
    expect(renamed.status).toBe(200)
    expect(renamed.body).toEqual({ ...created, documentName: 'BLS Provider', fieldOfStudy: 'Life support' })

    const replaced = await talent.put(`${LIST}${created.id}/`, certificateForm({ document_name: 'BLS Provider' }, { bytes: tinyPng(), name: 'bls-card.png' }))
    expect(replaced.status).toBe(200)
    expect(replaced.body).toMatchObject({ documentName: 'BLS Provider', fieldOfStudy: null, originalFileName: 'bls-card.png' })
    expect(replaced.body.file.id).not.toBe(created.file.id)
    expect((await talent.get(created.file.url)).status).toBe(404)
    expect((await talent.get(replaced.body.file.url)).status).toBe(200)
    expect(uploadedFiles(server.dataDir)).toHaveLength(filesBefore)

    const invalid = await talent.put(`${LIST}${created.id}/`, certificateForm({ document_name: '' }, { bytes: htmlPage(), name: 'x.png' }))
    expect(invalid.status).toBe(422)
    expect((await talent.get(replaced.body.file.url)).status).toBe(200)
  })

  it('deletes a certificate with its file', async () => {
    const created = (await talent.post(LIST, certificateForm({ document_name: 'ACLS' }, { bytes: tinyPdf(), name: 'acls.pdf' }))).body
    const filesBefore = uploadedFiles(server.dataDir).length
    const deleted = await talent.delete(`${LIST}${created.id}/`)
    expect(deleted.status).toBe(204)
    expect((await talent.get(created.file.url)).status).toBe(404)
    expect(uploadedFiles(server.dataDir)).toHaveLength(filesBefore - 1)
    expect((await talent.get(LIST)).body.results.map((item: { id: string }) => item.id)).not.toContain(created.id)
    expect((await talent.delete(`${LIST}${created.id}/`)).status).toBe(404)
  })

  it('keeps each talent to their own certificates', async () => {
    const mine = (await talent.get(LIST)).body.results[0]
    expect((await otherTalent.get(LIST)).body).toEqual({ count: 0, next: null, previous: null, results: [] })
    const put = await otherTalent.put(`${LIST}${mine.id}/`, certificateForm({ document_name: 'Taken over' }, { bytes: tinyPdf(), name: 'x.pdf' }))
    expect(put.status).toBe(404)
    expect((await otherTalent.delete(`${LIST}${mine.id}/`)).status).toBe(404)
    expect((await otherTalent.get(mine.file.url)).status).toBe(404)
    expect((await talent.get(LIST)).body.results[0]).toEqual(mine)
    // Generated REST: the super admin's only.
    expect((await otherTalent.get(`/api/certificates/${mine.id}`)).status).toBe(403)
    expect((await otherTalent.patch(`/api/certificates/${mine.id}`, { documentName: 'Taken over' })).status).toBe(403)
    // Nor can a talent point their own certificate at someone else's file.
    const own = (await otherTalent.post(LIST, certificateForm({ document_name: 'Own' }, { bytes: tinyPdf(), name: 'own.pdf' }))).body
    const hijack = await otherTalent.patch(`/api/certificates/${own.id}`, { file: mine.file.id })
    // Generated REST writes to talent-owned records are refused outright (access/talentRecords.ts).
    expect(hijack.status).toBe(403)
    expect((await otherTalent.get(LIST)).body.results[0].file.id).toBe(own.file.id)
  })

  it('lets organizations read an approved talent’s certificate files', async () => {
    const mine = (await talent.get(LIST)).body.results[0]
    const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    expect((await manager.get(mine.file.url)).status).toBe(200)
    const contact = await ApiClient.signedIn(server.url, demo.northwind.contact)
    expect((await contact.get(mine.file.url)).status).toBe(404)
    expect((await manager.get(LIST)).status).toBe(403)
  })
})
