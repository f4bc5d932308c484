import type { Browser, Locator, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { tinyPdf } from '../helpers/uploads'

/**
 * The engagements story in the browser: Northwind's organization admin
 * adds purchase orders (one row refused, its message on its own PO number), a library document and
 * engagement terms; Northwind's manager with Manage Engagement creates and sends an engagement with
 * them; the talent (David Kowalski: no accepted or active engagement, so his phone may be cleared)
 * adds a mobile phone in the Phone Number dialog, accepts and fills the documents; the manager sees it accepted with the documents done;
 * the manager extends it and the talent accepts the extension; a second engagement is withdrawn.
 * Desktop and 375 px screenshots (tests/artifacts/screenshots/story-*), axe on every screen.
 */
jest.setTimeout(600_000)

const TALENT = 'david.kowalski@talent.example'
const NAME = 'Epic Beacon oncology go-live'
const SECOND = 'Epic Beacon oncology training'
const TERMS = 'Story terms: the talent joins the daily huddle at 8 AM and logs time in Talentgrid every Friday.'

let server: TestServer
let browser: Browser
let manager: ApiClient
let talent: ApiClient
const failedCalls: string[] = []

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { FEATURE_FLAGS: 'engagement_terms,engagement_extension' } })
  browser = await launchBrowser()
  manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  talent = await ApiClient.signedIn(server.url, TALENT)
  // The talent starts without a phone: accepting asks for a mobile number.
  expect((await talent.patch('/api/v1/user/', { phone: '' })).status).toBe(200)
}, 400_000)

afterAll(async () => {
  if (failedCalls.length) console.log(`Failed API calls:\n${failedCalls.join('\n')}`)
  await browser?.close()
  await server?.stop()
})

async function open(who: string, options: { mobile?: boolean } = {}) {
  const opened = await newPage(browser, options)
  opened.page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failedCalls.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
  })
  // Through the API (tests/helpers/browser.ts): the story is not about the sign-in form, which the
  // account files drive.
  await signInThroughApi(opened.page, server.url, who)
  await opened.page.goto(`${server.url}/`)
  await opened.page.getByRole('button', { name: /^Account menu for/ }).waitFor()
  return opened
}

const shot = (page: Page, name: string) => screenshot(page, `story-${name}`)
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor()
const dialog = (page: Page) => page.getByRole('dialog')
const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text })
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const card = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })

async function engagementNamed(name: string) {
  const list = await manager.get(`/api/v1/manager/engagements/?search=${encodeURIComponent(name)}&page_size=100`)
  expect(list.status).toBe(200)
  const found = list.body.results.find((item: { name: string }) => item.name === name)
  expect(found).toBeTruthy()
  return (await manager.get(`/api/v1/manager/engagements/${found.id}/`)).body
}

let engagementId = ''

it('1. the organization admin adds purchase orders (one row refused), a library document and terms', async () => {
  const { context, page } = await open(demo.northwind.admin)

  // Purchase orders: two rows; the second names a PO number Northwind already has.
  await openInApp(page, `${server.url}/organization?tab=purchase-orders`)
  await page.getByRole('button', { name: 'Add Purchase Order' }).click()
  const form = dialog(page)
  await form.getByLabel('PO number').fill('STORY-PO-1')
  await form.getByLabel('Description').fill('Beacon oncology go-live')
  await form.getByLabel('PO file').setInputFiles({ name: 'story-po.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Story PO') })
  await form.getByRole('button', { name: 'Add another row' }).click()
  await form.getByLabel('PO number (row 2)').fill('nw-24-1187')
  await form.getByLabel('Description (row 2)').fill('Same number as the seeded PO')
  await form.getByRole('button', { name: 'Save 2 purchase orders' }).click()
  await toast(page, 'Purchase orders were added')
  await form.getByText('A purchase order with this PO number already exists.').waitFor()
  expect(await form.getByLabel('PO number').getAttribute('aria-invalid')).toBe('true')
  await expectAccessible(page, 'Add Purchase Order, a refused row')
  await shot(page, 'admin-po-refused-row')
  await form.getByLabel('PO number').fill('STORY-PO-2')
  await form.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Purchase orders were added')
  await row(page, 'STORY-PO-1').waitFor()
  await row(page, 'STORY-PO-2').waitFor()

  // A library document the talent reads and accepts, for remote engagements.
  await page.goto(`${server.url}/document-library`)
  await page.getByRole('button', { name: 'Add Document' }).click()
  const documentForm = dialog(page)
  await documentForm.getByLabel('Name').fill('Beacon remote work agreement')
  await documentForm.getByLabel('Description').fill('Read the agreement for remote work on the Beacon go-live.')
  await documentForm.getByRole('checkbox', { name: 'Remote' }).check()
  await documentForm.getByRole('radio', { name: /^Consent form/ }).check()
  await documentForm.getByLabel('Document file').setInputFiles({ name: 'beacon-remote.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Beacon remote work') })
  await documentForm.getByText('beacon-remote.pdf').waitFor()
  await documentForm.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Document was created')
  await row(page, 'Beacon remote work agreement').waitFor()

  // Engagement terms.
  await page.getByRole('tab', { name: 'Engagement terms' }).click()
  await page.getByRole('button', { name: 'Add Terms' }).click()
  await dialog(page).getByRole('textbox', { name: 'Terms' }).fill(TERMS)
  await dialog(page).getByRole('checkbox').check()
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Terms were saved')
  await dialog(page).waitFor({ state: 'detached' })
  await page.getByText('logs time in Talentgrid every Friday').waitFor()
  await expectAccessible(page, 'Engagement terms')
  await shot(page, 'admin-terms')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('2. a manager with Manage Engagement creates and sends the engagement with them', async () => {
  const { context, page } = await open(demo.northwind.manager)
  await page.getByRole('link', { name: 'Engagements' }).first().click()
  await page.getByRole('link', { name: 'New Engagement' }).click()
  await page.getByRole('heading', { level: 1, name: 'New Engagement' }).waitFor()
  await page.getByLabel('Engagement name').fill(NAME)
  await page.getByText('The name is free.').waitFor()
  await page.getByLabel('Talent', { exact: true }).fill('David')
  await page.getByRole('option', { name: 'David Kowalski' }).click()
  await page.getByRole('combobox', { name: 'Place' }).click()
  await page.getByRole('option', { name: 'Remote', exact: true }).click()
  await page.getByRole('combobox', { name: 'Kind of work' }).click()
  await page.getByRole('option', { name: 'Go-live support', exact: true }).click()
  await page.getByLabel('Hours per week').fill('40')
  await page.getByLabel('Start date').fill(inDays(7))
  await page.getByLabel('End date').fill(inDays(67))
  await page.getByLabel('Talent pay rate').fill('102.50')

  // The library's remote documents are preselected (the seeded two and the new one); keep the new one.
  const documents = page.getByRole('region', { name: 'Documents and purchase orders' })
  const ours = documents.getByRole('checkbox', { name: /^Beacon remote work agreement/ })
  await ours.waitFor()
  expect(await ours.isChecked()).toBe(true)
  for (const seeded of [/^HIPAA Privacy and Security Attestation/, /^Remote Access Acceptable Use Policy/]) {
    const box = documents.getByRole('checkbox', { name: seeded })
    expect(await box.isChecked()).toBe(true)
    await box.uncheck()
  }
  await page.getByRole('combobox', { name: 'Purchase orders' }).click()
  await page.getByRole('option', { name: /^STORY-PO-1/ }).click()
  await page.keyboard.press('Escape')

  // The terms, under the product's terms; Send needs the acknowledgement.
  await page.getByRole('combobox', { name: 'Engagement terms' }).click()
  await page.getByRole('option', { name: /^Story terms/ }).click()
  await page.getByRole('button', { name: 'Send' }).click()
  await page.getByText('Must be accepted').waitFor()
  await page.getByRole('checkbox', { name: /I acknowledge these terms/ }).check()
  await expectAccessible(page, 'New engagement, filled')
  await shot(page, 'manager-new-engagement')
  await page.getByRole('button', { name: 'Send' }).click()
  await toast(page, 'Engagement was sent')
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor()
  await page.getByRole('main').getByText('Pending', { exact: true }).first().waitFor()
  await page.getByRole('region', { name: 'Purchase orders' }).getByText(/STORY-PO-1/).waitFor()
  await page.getByRole('region', { name: 'Required documents' }).getByText('Read and accept').waitFor()
  await page.getByRole('region', { name: 'Terms' }).getByText(TERMS).waitFor()
  await expectAccessible(page, 'Sent engagement')
  await shot(page, 'manager-sent')

  const sent = await engagementNamed(NAME)
  engagementId = sent.id
  expect(sent.status).toBe('pending')
  expect(sent.talentPayRate).toBe('102.50')
  expect(sent.requiredDocuments.map((doc: { name: string }) => doc.name)).toEqual(['Beacon remote work agreement'])
  expect(sent.purchaseOrders.map((po: { name: string }) => po.name)).toEqual(['STORY-PO-1'])
  const offer = await server.mail.waitFor((mail) => mail.to.includes(TALENT) && mail.subject.startsWith('New engagement offer from'))
  expect(offer.text).toContain(NAME)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('3. the talent adds a mobile phone, accepts and fills the documents', async () => {
  const { context, page } = await open(TALENT)
  await openInApp(page, `${server.url}/engagements`)
  await card(page, NAME).getByRole('button', { name: `Accept ${NAME}` }).click()
  const phone = dialog(page)
  await phone.getByRole('heading', { name: 'Phone Number' }).waitFor()
  await phone.getByLabel('Mobile phone').fill('6085550188')
  await expectAccessible(page, 'Phone Number dialog')
  await shot(page, 'talent-phone')
  await phone.getByRole('button', { name: 'Save and accept' }).click()
  await toast(page, 'Engagement was accepted')
  await card(page, NAME).getByText('Accepted', { exact: true }).waitFor()

  await page.goto(`${server.url}/engagements/${engagementId}`)
  const documents = page.getByRole('region', { name: 'Required documents' })
  await documents.getByRole('button', { name: /^Read: / }).click()
  const consent = dialog(page)
  const box = consent.getByRole('checkbox', { name: 'I have read this document and I accept it' })
  expect(await box.isDisabled()).toBe(true)
  const download = page.waitForEvent('download')
  await consent.getByRole('link', { name: /^Download/ }).click()
  await download
  await box.check()
  await consent.getByRole('button', { name: 'Accept', exact: true }).click()
  await toast(page, 'Document was accepted')
  await documents.getByText('Accepted', { exact: true }).waitFor()
  await page.getByRole('region', { name: 'Terms' }).getByText(TERMS).waitFor()
  await expectAccessible(page, 'Talent engagement, accepted')
  await shot(page, 'talent-accepted')
  expect((await talent.get('/api/v1/user/')).body.phone).toBe('+16085550188')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('4. the manager sees it accepted with the documents done, and extends it', async () => {
  const { context, page } = await open(demo.northwind.manager)
  await openInApp(page, `${server.url}/engagements`)
  const listed = row(page, NAME)
  await listed.getByText('Accepted', { exact: true }).waitFor()
  await listed.getByText('1/1').waitFor()
  await listed.getByRole('link', { name: NAME }).click()
  const documents = page.getByRole('region', { name: 'Required documents' })
  await documents.getByText('1 of 1 done').waitFor()
  await documents.getByText('Accepted', { exact: true }).waitFor()
  await page.getByRole('region', { name: 'History' }).getByText('Pending → Accepted').waitFor()
  await expectAccessible(page, 'Accepted engagement')
  await shot(page, 'manager-accepted')

  await page.getByRole('link', { name: 'Extend' }).click()
  await page.getByRole('heading', { level: 1, name: 'Extend Engagement' }).waitFor()
  await page.getByLabel('New end date').fill(inDays(127))
  await expectAccessible(page, 'Extend form')
  await page.getByRole('button', { name: 'Send extension' }).click()
  await toast(page, 'Extension was sent')
  await page.getByText(/An extension to .* waits for the talent to accept it/).waitFor()
  expect((await engagementNamed(NAME)).pendingExtension.endDate).toBe(inDays(127))
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('5. the talent accepts the extension; the manager sees the new end date', async () => {
  const { context, page } = await open(TALENT)
  await openInApp(page, `${server.url}/engagements/${engagementId}`)
  const extension = page.getByRole('region', { name: 'Extension' })
  await extension.getByRole('button', { name: 'Accept extension' }).click()
  await toast(page, 'Extension was accepted')
  await extension.waitFor({ state: 'detached' })
  await context.close()

  const accepted = await engagementNamed(NAME)
  expect(accepted.endDate).toBe(inDays(127))
  expect(accepted.pendingExtension).toBeNull()
  expect(accepted.history.map((event: { kind: string }) => event.kind)).toContain('updated_accepted')
  const phone = await open(demo.northwind.manager, { mobile: true })
  await openInApp(phone.page, `${server.url}/engagements/${engagementId}`)
  await phone.page.getByRole('region', { name: 'History' }).getByText('Change accepted by the talent').waitFor()
  expect(await phone.page.getByText(/An extension to/).count()).toBe(0)
  await expectAccessible(phone.page, 'Extended engagement, 375 px')
  await shot(phone.page, 'manager-extended-375')
  expect(pageErrors(phone.page)).toEqual([])
  await phone.context.close()
})

it('6. a second engagement is withdrawn; the lists at 375 px', async () => {
  // Sent through the API by the same manager (the form itself is step 2), withdrawn in the browser.
  const talentId = (await talent.get('/api/v1/user/')).body.id
  const second = await manager.post('/api/v1/manager/engagements/', {
    name: SECOND,
    talentId,
    place: 'remote',
    workKind: 'training',
    hoursPerWeek: 10,
    startDate: inDays(14),
    endDate: inDays(44),
    talentPayRate: '80.00',
    requiredDocumentIds: [],
  })
  expect(second.status).toBe(201)
  const { context, page } = await open(demo.northwind.manager, { mobile: true })
  await openInApp(page, `${server.url}/engagements/${second.body.id}`)
  await page.getByRole('button', { name: 'Withdraw' }).click()
  await dialog(page).getByText('Withdraw this engagement?').waitFor()
  await expectAccessible(page, 'Withdraw confirmation, 375 px')
  await dialog(page).getByRole('button', { name: 'Withdraw' }).click()
  await toast(page, 'Engagement was withdrawn')
  await page.getByRole('main').getByText('Withdrawn', { exact: true }).first().waitFor()
  expect((await engagementNamed(SECOND)).status).toBe('withdrawn')
  await page.goto(`${server.url}/engagements?search=Beacon`)
  await row(page, SECOND).getByText('Withdrawn', { exact: true }).waitFor()
  await row(page, NAME).getByText('Accepted', { exact: true }).waitFor()
  await expectAccessible(page, 'Engagements, 375 px')
  await shot(page, 'manager-list-375')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  expect(pageErrors(page)).toEqual([])
  await context.close()

  const talentPhone = await open(TALENT, { mobile: true })
  await openInApp(talentPhone.page, `${server.url}/engagements`)
  await card(talentPhone.page, NAME).waitFor()
  await card(talentPhone.page, SECOND).getByText('Withdrawn', { exact: true }).waitFor()
  await expectAccessible(talentPhone.page, 'Talent engagements, 375 px')
  await shot(talentPhone.page, 'talent-list-375')
  expect(pageErrors(talentPhone.page)).toEqual([])
  await talentPhone.context.close()
})
