import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, tinyPdf, tinyPng, uploadedFiles } from '../helpers/uploads'

const TYPES = ['multipanelDrugScreen', 'backgroundCheck', 'fluShot', 'mmrVax', 'tuberculosisVax', 'covid19Vax'] as const
const LABELS = {
  multipanelDrugScreen: 'Multipanel Drug Screen',
  backgroundCheck: 'Background Check',
  fluShot: 'Flu shot',
  mmrVax: 'MMR',
  tuberculosisVax: 'TB',
  covid19Vax: 'COVID-19 Vaccination',
}
const REQUIRED_WITH_FILE = 'This field is required when a file is uploaded'
const EXPIRATION_BEFORE_BEGIN = 'Expiration date can\u2019t be before begin date'
const INVALID_DATE = 'Enter a valid date'
const LIST = '/api/v1/talent/document_set/'
const HISTORY = '/api/v1/talent/document_set/history/'

/** 'yyyy-MM-dd', `offset` days from today (UTC, as the server counts). */
const day = (offset: number) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

/** A multipart body from [name, value] pairs; Buffers become files named by the third item. */
function form(...entries: ([string, string] | [string, Buffer, string])[]) {
  const body = new FormData()
  for (const [name, value, fileName] of entries) {
    if (typeof value === 'string') body.append(name, value)
    else body.append(name, blob(value), fileName)
  }
  return body
}

describe.each(databases)('compliance documents (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let talent: ApiClient
  let directory: Directory
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    talent = await ApiClient.signedIn(server.url, demo.talent)
    directory = await readDirectory(superAdmin)
  }, 120_000)
  afterAll(() => server?.stop())

  it('lists all six documents, not uploaded, with their labels', async () => {
    const response = await talent.get(LIST)
    expect(response.status).toBe(200)
    expect(Object.keys(response.body).sort()).toEqual([...TYPES].sort())
    for (const type of TYPES) {
      expect(response.body[type]).toEqual({
        type,
        label: LABELS[type],
        beginDate: null,
        expirationDate: null,
        file: null,
        uploadAt: null,
        status: 'notUploaded',
      })
    }
  })

  it('requires both dates for the background check and the drug screen when a file comes, and stores nothing otherwise', async () => {
    const filesBefore = uploadedFiles(server.dataDir)
    const withoutDates = await talent.patch(
      LIST,
      form(
        ['background_check[file]', tinyPdf(), 'bg.pdf'],
        ['multipanel_drug_screen[file]', tinyPdf(), 'ds.pdf'],
        ['multipanel_drug_screen[begin_date]', day(-10)],
      ),
    )
    expect(withoutDates.status).toBe(422)
    expect(withoutDates.body).toEqual({
      errors: {
        'backgroundCheck.beginDate': [REQUIRED_WITH_FILE],
        'backgroundCheck.expirationDate': [REQUIRED_WITH_FILE],
        'multipanelDrugScreen.expirationDate': [REQUIRED_WITH_FILE],
      },
    })
    expect(uploadedFiles(server.dataDir)).toEqual(filesBefore)
    expect((await talent.get(LIST)).body.backgroundCheck.status).toBe('notUploaded')
    // The vaccinations take a file without dates.
    const flu = await talent.patch(LIST, form(['flu_shot[file]', tinyPng(), 'flu.png']))
    expect(flu.status).toBe(200)
    expect(flu.body.fluShot).toMatchObject({ status: 'uploaded', beginDate: null, expirationDate: null, file: { originalFileName: 'flu.png' } })
  })

  it('refuses an expiration before the begin date and dates that are not dates', async () => {
    const backwards = await talent.patch(
      LIST,
      form(['background_check[file]', tinyPdf(), 'bg.pdf'], ['background_check[begin_date]', day(0)], ['background_check[expiration_date]', day(-1)]),
    )
    expect(backwards.status).toBe(422)
    expect(backwards.body).toEqual({ errors: { 'backgroundCheck.expirationDate': [EXPIRATION_BEFORE_BEGIN] } })
    const vaccination = await talent.patch(LIST, form(['mmr_vax[begin_date]', '2026-05-10'], ['mmr_vax[expiration_date]', '2026-05-09']))
    expect(vaccination.body).toEqual({ errors: { 'mmrVax.expirationDate': [EXPIRATION_BEFORE_BEGIN] } })
    const invalid = await talent.patch(LIST, form(['mmr_vax[begin_date]', '2026-02-30'], ['mmr_vax[expiration_date]', 'tomorrow']))
    expect(invalid.status).toBe(422)
    expect(invalid.body).toEqual({ errors: { 'mmrVax.beginDate': [INVALID_DATE], 'mmrVax.expirationDate': [INVALID_DATE] } })
    expect((await talent.get(LIST)).body.mmrVax.beginDate).toBeNull()
  })

  it('stores a dated document and changes only the entries sent', async () => {
    const saved = await talent.patch(
      LIST,
      form(
        ['background_check[begin_date]', day(-30)],
        ['background_check[expiration_date]', day(365)],
        ['background_check[file]', tinyPdf(), 'background.pdf'],
      ),
    )
    expect(saved.status).toBe(200)
    expect(saved.body.backgroundCheck).toMatchObject({
      type: 'backgroundCheck',
      label: 'Background Check',
      beginDate: day(-30),
      expirationDate: day(365),
      file: { id: expect.any(String), url: expect.stringMatching(/^\/api\/v1\/files\/.+\/$/), originalFileName: 'background.pdf' },
      uploadAt: expect.any(String),
      status: 'uploaded',
    })
    const before = (await talent.get(LIST)).body
    // camelCase names work too, and only fluShot changes.
    const flu = await talent.patch(LIST, form(['fluShot[beginDate]', day(-5)], ['fluShot[expirationDate]', day(200)]))
    expect(flu.status).toBe(200)
    expect(flu.body).toEqual({ ...before, fluShot: { ...before.fluShot, beginDate: day(-5), expirationDate: day(200) } })
    // 'null' clears one date and leaves the rest.
    const cleared = await talent.patch(LIST, form(['flu_shot[expiration_date]', 'null']))
    expect(cleared.body.fluShot).toMatchObject({ beginDate: day(-5), expirationDate: null, file: before.fluShot.file, status: 'uploaded' })
    expect(cleared.body.backgroundCheck).toEqual(before.backgroundCheck)
    // Clearing a required date of a dated document that has a file is refused.
    const requiredGone = await talent.patch(LIST, form(['background_check[begin_date]', 'null']))
    expect(requiredGone.body).toEqual({ errors: { 'backgroundCheck.beginDate': [REQUIRED_WITH_FILE] } })
  })

  it('clears the dates when a new file comes without dates, and keeps the previous version as history', async () => {
    const before = (await talent.get(LIST)).body.fluShot
    expect(before.beginDate).toBe(day(-5))
    const replaced = await talent.patch(LIST, form(['flu_shot[file]', tinyPdf('second flu shot'), 'flu-2026.pdf']))
    expect(replaced.status).toBe(200)
    expect(replaced.body.fluShot).toMatchObject({ beginDate: null, expirationDate: null, file: { originalFileName: 'flu-2026.pdf' }, status: 'uploaded' })
    expect(replaced.body.fluShot.file.id).not.toBe(before.file.id)

    const history = await talent.get(HISTORY)
    expect(history.status).toBe(200)
    expect(history.body.results[0]).toEqual({
      type: 'fluShot',
      label: 'Flu shot',
      beginDate: day(-5),
      expirationDate: null,
      file: before.file,
      uploadAt: before.uploadAt,
      replacedAt: expect.any(String),
    })
    // The earlier file can still be downloaded by its owner.
    expect((await talent.get(before.file.url)).status).toBe(200)

    // A new file with new dates takes those dates.
    const dated = await talent.patch(
      LIST,
      form(['flu_shot[file]', tinyPng(), 'flu-3.png'], ['flu_shot[begin_date]', day(-1)], ['flu_shot[expiration_date]', day(100)]),
    )
    expect(dated.body.fluShot).toMatchObject({ beginDate: day(-1), expirationDate: day(100), file: { originalFileName: 'flu-3.png' } })
    expect((await talent.get(HISTORY)).body.results.map((version: { file: { originalFileName: string } }) => version.file.originalFileName)).toEqual([
      'flu-2026.pdf',
      'flu.png',
    ])
  })

  it('removes the file and its dates with file=null, keeping the removed version in the history', async () => {
    const before = (await talent.get(LIST)).body.fluShot
    const removed = await talent.patch(LIST, form(['flu_shot[file]', 'null'], ['flu_shot[begin_date]', day(-2)]))
    expect(removed.status).toBe(200)
    expect(removed.body.fluShot).toEqual({
      type: 'fluShot',
      label: 'Flu shot',
      beginDate: null,
      expirationDate: null,
      file: null,
      uploadAt: null,
      status: 'notUploaded',
    })
    const history = (await talent.get(HISTORY)).body.results
    expect(history[0]).toMatchObject({ type: 'fluShot', beginDate: day(-1), expirationDate: day(100), file: before.file, uploadAt: before.uploadAt })
    expect(history).toHaveLength(3)
  })

  it('shows the history to the super admin, not to organizations or other talents', async () => {
    const talentId = directory.userId(demo.talent)
    const own = (await talent.get(HISTORY)).body
    const asSuperAdmin = await superAdmin.get(`/api/v1/super_admin/talents/${talentId}/document_set/history/`)
    expect(asSuperAdmin.status).toBe(200)
    expect(asSuperAdmin.body).toEqual(own)
    const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    expect((await manager.get(`/api/v1/super_admin/talents/${talentId}/document_set/history/`)).status).toBe(403)
    const rest = await manager.get('/api/talent-document-versions?depth=0')
    expect(rest.status).toBe(403)
    const other = await ApiClient.signedIn(server.url, demo.otherTalent)
    expect((await other.get(HISTORY)).body).toEqual({ results: [] })
    expect((await other.get('/api/talent-document-versions?depth=0')).status).toBe(403)
  })

  it('computes expiresSoon and expired with the type’s lead time, which the super admin may change', async () => {
    const response = await talent.patch(
      LIST,
      form(
        ['multipanel_drug_screen[file]', tinyPdf(), 'ds.pdf'],
        ['multipanel_drug_screen[begin_date]', day(-300)],
        ['multipanel_drug_screen[expiration_date]', day(-1)],
        ['mmr_vax[file]', tinyPdf(), 'mmr.pdf'],
        ['mmr_vax[expiration_date]', day(30)],
        ['tuberculosis_vax[file]', tinyPdf(), 'tb.pdf'],
        ['tuberculosis_vax[expiration_date]', day(31)],
        ['covid19_vax[file]', tinyPdf(), 'covid.pdf'],
        ['covid19_vax[expiration_date]', day(0)],
      ),
    )
    expect(response.status).toBe(200)
    expect(response.body.multipanelDrugScreen.status).toBe('expired')
    expect(response.body.mmrVax.status).toBe('expiresSoon')
    expect(response.body.tuberculosisVax.status).toBe('uploaded')
    expect(response.body.covid19Vax.status).toBe('expiresSoon')

    // Only the super admin sets lead times; TB warned 60 days ahead makes day(31) expire soon.
    expect((await talent.post('/api/document-types', { type: 'tuberculosisVax', expiresSoonDays: 60 })).status).toBe(403)
    const created = await superAdmin.post('/api/document-types', { type: 'tuberculosisVax', expiresSoonDays: 60 })
    expect(created.status).toBe(201)
    expect((await talent.get(LIST)).body.tuberculosisVax.status).toBe('expiresSoon')
    expect((await superAdmin.patch(`/api/document-types/${created.body.doc.id}`, { expiresSoonDays: 10 })).status).toBe(200)
    const after = (await talent.get(LIST)).body
    expect(after.tuberculosisVax.status).toBe('uploaded')
    expect(after.mmrVax.status).toBe('expiresSoon')
  })

  describe('as organizations see it', () => {
    it('shows an approved talent’s documents to managers, organization admins and the super admin', async () => {
      const talentId = directory.userId(demo.talent)
      const own = (await talent.get(LIST)).body
      for (const [email, role] of [
        [demo.northwind.manager, 'manager'],
        [demo.lakeside.admin, 'organization_admin'],
        [demo.superAdmin, 'super_admin'],
      ]) {
        const client = await ApiClient.signedIn(server.url, email)
        const response = await client.get(`/api/v1/${role}/talents/${talentId}/document_set/`)
        expect(response.status).toBe(200)
        expect(response.body).toEqual(own)
        // Each role only under its own prefix.
        const otherRole = role === 'manager' ? 'organization_admin' : 'manager'
        expect((await client.get(`/api/v1/${otherRole}/talents/${talentId}/document_set/`)).status).toBe(403)
      }
      const contact = await ApiClient.signedIn(server.url, demo.northwind.contact)
      expect((await contact.get(`/api/v1/manager/talents/${talentId}/document_set/`)).status).toBe(403)
      expect((await talent.get(`/api/v1/manager/talents/${talentId}/document_set/`)).status).toBe(403)
    })

    it('answers 404 for a talent that is not approved, deactivated, not a talent or unknown; the super admin sees any talent', async () => {
      const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
      const unapproved = directory.userId('luis.herrera@talent.example')
      const ids = [unapproved, directory.userId(demo.northwind.admin), '00000000-0000-4000-8000-000000000000', 'not-an-id']
      for (const id of ids) {
        const response = await manager.get(`/api/v1/manager/talents/${id}/document_set/`)
        expect(response.status).toBe(404)
        expect(response.body).toEqual({ errors: { nonFieldErrors: ['Not found.'] } })
      }
      expect((await superAdmin.get(`/api/v1/super_admin/talents/${unapproved}/document_set/`)).status).toBe(200)
      expect((await superAdmin.get(`/api/v1/super_admin/talents/${directory.userId(demo.northwind.admin)}/document_set/`)).status).toBe(404)

      const approvedId = directory.userId('aisha.rahman@talent.example')
      expect((await manager.get(`/api/v1/manager/talents/${approvedId}/document_set/`)).status).toBe(200)
      expect((await superAdmin.put(`/api/admin/users/${approvedId}`, { isDeactivated: true })).status).toBe(200)
      expect((await manager.get(`/api/v1/manager/talents/${approvedId}/document_set/`)).status).toBe(404)
      expect((await superAdmin.get(`/api/v1/super_admin/talents/${approvedId}/document_set/`)).status).toBe(200)
      expect((await superAdmin.put(`/api/admin/users/${approvedId}`, { isDeactivated: false })).status).toBe(200)
    })
  })
})
