import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, tinyPdf } from '../helpers/uploads'

/**
 * CLOCK_NOW (domain/clock.ts) moves the whole server to another day: the daily document-expiry job,
 * the document statuses and the availability rule judge "today" by it, not by the real time. The fixed
 * day is years ahead, so every date below is in the future by the real clock: a rule still reading the
 * real time would see nothing expired or expiring, and would refuse nothing as past.
 */
const CLOCK_NOW = '2031-03-10T12:00:00Z'
const RUN = '/api/v1/super_admin/jobs/document-expiry/run/'
const DOCUMENTS = '/api/v1/talent/document_set/'
const AVAILABILITIES = '/api/v1/talent/availabilities/'

function documentForm(type: string, beginDate: string, expirationDate: string) {
  const body = new FormData()
  body.set(`${type}[begin_date]`, beginDate)
  body.set(`${type}[expiration_date]`, expirationDate)
  body.set(`${type}[file]`, blob(tinyPdf()), `${type}.pdf`)
  return body
}

describe.each(databases)('the server clock fixed by CLOCK_NOW (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let talent: ApiClient
  const sofia = 'sofia.martinez@talent.example'
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { CLOCK_NOW, RUN_JOBS: 'false' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    talent = await ApiClient.signedIn(server.url, sofia)
  }, 120_000)
  afterAll(() => server?.stop())

  it('judges document expiry by the fixed day, in the job and in the document set', async () => {
    // 10 days after the fixed day: expires soon (30-day lead time). 5 days before it: expired. Far: uploaded.
    expect((await talent.patch(DOCUMENTS, documentForm('background_check', '2030-09-01', '2031-03-20'))).status).toBe(200)
    expect((await talent.patch(DOCUMENTS, documentForm('flu_shot', '2030-03-01', '2031-03-05'))).status).toBe(200)
    expect((await talent.patch(DOCUMENTS, documentForm('multipanel_drug_screen', '2031-01-01', '2031-06-30'))).status).toBe(200)

    const set = await talent.get(DOCUMENTS)
    expect(set.body.backgroundCheck.status).toBe('expiresSoon')
    expect(set.body.fluShot.status).toBe('expired')
    expect(set.body.multipanelDrugScreen.status).toBe('uploaded')
    // The upload is stamped with the fixed day too.
    expect(set.body.fluShot.uploadAt).toMatch(/^2031-03-10T12:00:00/)

    const run = await superAdmin.post(RUN)
    expect(run.status).toBe(200)
    expect(run.body).toEqual({ warned: 1, expired: 1 })
    await server.mail.waitFor((mail) => mail.to.includes(sofia) && mail.subject === 'Your Background Check expires on 03/20/2031')
    const expired = await server.mail.waitFor((mail) => mail.to.includes(sofia) && /Flu shot has expired/.test(mail.subject))
    expect(expired.text).toContain('expired on 03/05/2031')
    expect((await superAdmin.post(RUN)).body).toEqual({ warned: 0, expired: 0 })
  })

  it('takes the fixed day as today for availability windows', async () => {
    const window = (availableFromDate: string) => ({ available_from_date: availableFromDate, hours_per_week: 20, do_remote_contract: true })
    const today = await talent.post(AVAILABILITIES, window('2031-03-10'))
    expect(today.status).toBe(422)
    expect(today.body).toEqual({ errors: { availableFromDate: ['Start date should be after today'] } })
    const tomorrow = await talent.post(AVAILABILITIES, window('2031-03-11'))
    expect(tomorrow.status).toBe(201)
    expect(tomorrow.body.availableFromDate).toBe('2031-03-11')
  })
})
