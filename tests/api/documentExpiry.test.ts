import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, tinyPdf } from '../helpers/uploads'

const RUN = '/api/v1/super_admin/jobs/document-expiry/run/'
const LIST = '/api/v1/talent/document_set/'

const day = (offset: number) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`

function documentForm(type: string, beginDate: string, expirationDate: string, withFile = true) {
  const body = new FormData()
  body.set(`${type}[begin_date]`, beginDate)
  body.set(`${type}[expiration_date]`, expirationDate)
  if (withFile) body.set(`${type}[file]`, blob(tinyPdf()), `${type}.pdf`)
  return body
}

describe.each(databases)('daily document-expiry e-mails (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  const sofia = 'sofia.martinez@talent.example'
  const hannah = 'hannah.lee@talent.example'
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  }, 120_000)
  afterAll(() => server?.stop())

  const mailsTo = (email: string) => server.mail.messages.filter((mail) => mail.to.includes(email))

  it('mails once when a document enters expiresSoon and once when it has expired', async () => {
    const talent = await ApiClient.signedIn(server.url, sofia)
    expect((await talent.patch(LIST, documentForm('background_check', day(-200), day(10)))).status).toBe(200)
    expect((await talent.patch(LIST, documentForm('flu_shot', day(-400), day(-1)))).status).toBe(200)
    // Far from expiring, and no file: no mail.
    expect((await talent.patch(LIST, documentForm('multipanel_drug_screen', day(-10), day(90)))).status).toBe(200)
    expect((await talent.patch(LIST, documentForm('mmr_vax', day(-10), day(-5), false))).status).toBe(200)

    const first = await superAdmin.post(RUN)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ warned: 1, expired: 1 })
    const warning = await server.mail.waitFor((mail) => mail.to.includes(sofia) && /Background Check expires/.test(mail.subject))
    expect(warning.subject).toBe(`Your Background Check expires on ${usDate(day(10))}`)
    expect(warning.text).toContain('Hi Sofia,')
    expect(warning.links).toContain(`${server.url}/documents`)
    const expired = await server.mail.waitFor((mail) => mail.to.includes(sofia) && /Flu shot has expired/.test(mail.subject))
    expect(expired.text).toContain(`expired on ${usDate(day(-1))}`)
    expect(mailsTo(sofia)).toHaveLength(2)

    // Running again sends nothing new.
    const second = await superAdmin.post(RUN)
    expect(second.body).toEqual({ warned: 0, expired: 0 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(sofia)).toHaveLength(2)
  })

  it('mails again for a new expiration date, and not at all to a deactivated talent', async () => {
    const talent = await ApiClient.signedIn(server.url, sofia)
    expect((await talent.patch(LIST, documentForm('background_check', day(-200), day(20), false))).status).toBe(200)
    expect((await superAdmin.post(RUN)).body).toEqual({ warned: 1, expired: 0 })
    await server.mail.waitFor((mail) => mail.to.includes(sofia) && mail.subject === `Your Background Check expires on ${usDate(day(20))}`)

    const other = await ApiClient.signedIn(server.url, hannah)
    expect((await other.patch(LIST, documentForm('covid19_vax', day(-400), day(-3)))).status).toBe(200)
    const directory = await readDirectory(superAdmin)
    expect((await superAdmin.put(`/api/admin/users/${directory.userId(hannah)}`, { isDeactivated: true })).status).toBe(200)
    expect((await superAdmin.post(RUN)).body).toEqual({ warned: 0, expired: 0 })
    expect(mailsTo(hannah)).toHaveLength(0)
    // Reactivated, the notice goes out once.
    expect((await superAdmin.put(`/api/admin/users/${directory.userId(hannah)}`, { isDeactivated: false })).status).toBe(200)
    expect((await superAdmin.post(RUN)).body).toEqual({ warned: 0, expired: 1 })
    await server.mail.waitFor((mail) => mail.to.includes(hannah) && /COVID-19 Vaccination has expired/.test(mail.subject))
  })

  it('uses the lead time of the document type', async () => {
    const talent = await ApiClient.signedIn(server.url, sofia)
    expect((await talent.patch(LIST, documentForm('tuberculosis_vax', day(-10), day(45)))).status).toBe(200)
    expect((await superAdmin.post(RUN)).body).toEqual({ warned: 0, expired: 0 })
    expect((await superAdmin.post('/api/document-types', { type: 'tuberculosisVax', expiresSoonDays: 60 })).status).toBe(201)
    expect((await superAdmin.post(RUN)).body).toEqual({ warned: 1, expired: 0 })
    await server.mail.waitFor((mail) => mail.to.includes(sofia) && /TB expires/.test(mail.subject))
  })

  it('is the super admin’s to run, here and through Payload’s job routes', async () => {
    for (const email of [demo.talent, demo.northwind.manager, demo.northwind.admin, demo.northwind.contact]) {
      const client = await ApiClient.signedIn(server.url, email)
      expect((await client.post(RUN)).status).toBe(403)
      expect((await client.get('/api/payload-jobs/run?queue=daily')).status).toBe(403)
      expect((await client.get('/api/payload-jobs?depth=0')).status).toBe(403)
    }
    expect((await new ApiClient(server.url).post(RUN)).status).toBe(401)
  })
})
