import type { Browser, Locator, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { sidewaysOverflow, wordsBrokenAcrossLines } from '../helpers/sidewaysOverflow'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { tinyPdf } from '../helpers/uploads'

/**
 * The document library, terms and purchase orders in the browser.
 * Northwind's admin creates a library document with its file (the form refuses what the
 * server would first), edits and deactivates it, reads its acknowledgement report, saves engagement
 * terms, adds purchase orders in several rows where one row is refused (its message on its own PO
 * number field, the saved row gone from the form), edits and deactivates a PO; a manager reads the
 * library without any way to change it. Desktop and 375 px, every screen through axe.
 */
jest.setTimeout(300_000)

let server: TestServer
let browser: Browser
let admin: ApiClient

const LIBRARY = '/api/v1/organization_admin/required-documents/'
const PURCHASE_ORDERS = '/api/v1/organization_admin/purchase_order/'

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { FEATURE_FLAGS: 'engagement_terms' } })
  browser = await launchBrowser()
  admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Signed in through the API (this file is not about the sign-in form), on the first screen. */
async function signIn(page: Page, email: string) {
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor()
const dialog = (page: Page) => page.getByRole('dialog')
const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text })

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

it('the admin keeps the document library and the terms; a manager reads the library', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.admin)

  // --- The library: the seed's demo documents (scripts/seedEngagements.ts); a search matching nothing is empty
  await page.getByRole('link', { name: 'Document Library' }).first().click()
  await page.waitForURL(/\/document-library$/)
  await page.getByRole('heading', { name: 'Document Library' }).waitFor()
  await row(page, 'TB Test Results').waitFor()
  await page.getByLabel('Search documents').fill('nothing-is-named-like-this')
  await page.getByText('No results found...').waitFor()
  await expectAccessible(page, 'Document Library, empty')
  await page.getByLabel('Search documents').fill('')
  await row(page, 'TB Test Results').waitFor()

  // --- Create: the form refuses what the server would, then saves with the file -------------------------
  await page.getByRole('button', { name: 'Add Document' }).click()
  const form = dialog(page)
  await form.getByRole('heading', { name: 'Create Document' }).waitFor()
  await form.getByRole('button', { name: 'Save' }).click()
  await form.getByText('This field is required').waitFor()
  await form.getByText('Select at least one place: remote or on site.').waitFor()
  await form.getByText('Select a valid answer type.').waitFor()
  await expectAccessible(page, 'Create Document dialog with errors')
  await form.getByLabel('Name').fill('HIPAA confidentiality agreement')
  await form.getByLabel('Description').fill('Sign before the first day on site.')
  await form.getByLabel('Internal comment').fill('Legal reviewed in March')
  await form.getByRole('checkbox', { name: 'On site' }).check()
  await form.getByRole('radio', { name: /^Sign and return/ }).check()
  await form.getByRole('button', { name: 'Save' }).click()
  await form.getByText('Attach the document the talent signs or reads.').waitFor()
  await form.getByLabel('Document file').setInputFiles({ name: 'agreement.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') })
  await form.getByText('Unsupported file format').waitFor()
  await form.getByLabel('Document file').setInputFiles({ name: 'hipaa.pdf', mimeType: 'application/pdf', buffer: tinyPdf('HIPAA') })
  await form.getByText('hipaa.pdf').waitFor()
  await screenshot(page, 'library-create-document')
  await form.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Document was created')
  const created = row(page, 'HIPAA confidentiality agreement')
  await created.getByText('Sign and return').waitFor()
  await created.getByRole('link', { name: 'hipaa.pdf' }).waitFor()
  await created.getByText('Internal: Legal reviewed in March').waitFor()
  await expectAccessible(page, 'Document Library with a document')
  await screenshot(page, 'library-list')

  // --- Edit: Save waits for a change; a dirty form asks before closing -----------------------------------
  await created.getByRole('button', { name: 'Edit HIPAA confidentiality agreement' }).click()
  const edit = dialog(page)
  await edit.getByRole('heading', { name: 'Edit Document' }).waitFor()
  expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true)
  await edit.getByRole('checkbox', { name: 'Remote' }).check()
  await page.keyboard.press('Escape')
  await dialog(page).getByRole('button', { name: 'Stay on the page' }).click()
  await edit.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Document was updated')
  await created.getByText('Remote, On site').waitFor()

  // --- The acknowledgement report: nothing answered yet -------------------------------------------------
  await created.getByRole('button', { name: 'Acknowledgements of HIPAA confidentiality agreement' }).click()
  const report = dialog(page)
  await report.getByRole('heading', { name: 'Acknowledgements: HIPAA confidentiality agreement' }).waitFor()
  await report.getByText('No engagement names this document yet.').waitFor()
  await expectAccessible(page, 'Acknowledgement report')
  const csv = await admin.request('GET', `${LIBRARY}${(await documentId('HIPAA confidentiality agreement'))}/acknowledgements/?format=csv`)
  expect(csv.status).toBe(200)
  await report.getByRole('button', { name: 'Close' }).last().click()

  // --- Deactivate (confirmation), then find it among the inactive and reactivate --------------------------
  await created.getByRole('button', { name: 'Deactivate HIPAA confidentiality agreement' }).click()
  await dialog(page).getByRole('heading', { name: 'Deactivate this document?' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Deactivate' }).click()
  await toast(page, 'Document was deactivated')
  // It leaves the list of active documents (the seed's demo documents stay).
  await row(page, 'HIPAA confidentiality agreement').waitFor({ state: 'detached' })
  await choose(page, 'Status', 'Inactive')
  await row(page, 'HIPAA confidentiality agreement').getByText('Inactive').waitFor()
  await row(page, 'HIPAA confidentiality agreement').getByRole('button', { name: 'Reactivate HIPAA confidentiality agreement' }).waitFor()

  // --- Engagement terms: the acknowledgement must be accepted ---------------------------------------------
  await page.getByRole('tab', { name: 'Engagement terms' }).click()
  await page.waitForURL(/tab=terms/)
  await page.getByRole('button', { name: 'Add Terms' }).click()
  const terms = dialog(page)
  await terms.getByRole('textbox', { name: 'Terms' }).fill('Work is billed in 15-minute increments. Travel is reimbursed at cost.')
  await terms.getByText('69/1500').waitFor()
  await terms.getByRole('button', { name: 'Save' }).click()
  await terms.getByText('Must be accepted').waitFor()
  await expectAccessible(page, 'Add Engagement Terms dialog')
  await terms.getByRole('checkbox').check()
  await screenshot(page, 'library-terms-dialog')
  await terms.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Terms were saved')
  await page.getByRole('list', { name: 'Engagement terms' }).getByText('Travel is reimbursed at cost.').waitFor()
  await expectAccessible(page, 'Engagement terms')
  expect(pageErrors(page)).toEqual([])
  await context.close()

  // --- A manager reads the library: no way to change it, and no navigation entry --------------------------
  const upload = await admin.post(LIBRARY, { name: 'Proof of vaccination', places: { remote: false, onSite: true }, answerType: 'upload' })
  expect(upload.status).toBe(201)
  const manager = await newPage(browser)
  await signIn(manager.page, demo.northwind.manager)
  expect(await manager.page.getByRole('link', { name: 'Document Library' }).count()).toBe(0)
  await manager.page.goto(`${server.url}/document-library`)
  await row(manager.page, 'Proof of vaccination').getByText('Upload').waitFor()
  await manager.page.getByText('Read only: the organization admin keeps the library.').waitFor()
  expect(await manager.page.getByRole('button', { name: 'Add Document' }).count()).toBe(0)
  expect(await manager.page.getByRole('button', { name: /^(Edit|Deactivate|Delete) / }).count()).toBe(0)
  // The internal comment is the organization's, but the manager's list does not print it as the admin's does.
  await expectAccessible(manager.page, 'Document Library, read only')
  await screenshot(manager.page, 'library-manager-read-only')
  expect(pageErrors(manager.page)).toEqual([])
  await manager.context.close()
})

async function documentId(name: string): Promise<string> {
  const list = await admin.get(`${LIBRARY}?search=${encodeURIComponent(name)}`)
  expect(list.status).toBe(200)
  const found = list.body.results.find((document: { name: string }) => document.name === name)
  expect(found).toBeTruthy()
  return found.id
}

it('the admin adds purchase orders in several rows; a refused row keeps its message on its PO number', async () => {
  const existing = await admin.post(PURCHASE_ORDERS, { name: 'PO-EXIST', description: 'Carried over from 2025' })
  expect(existing.status).toBe(201)

  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.admin)
  await openInApp(page, `${server.url}/organization?tab=purchase-orders`)
  await row(page, 'PO-EXIST').waitFor()
  await expectAccessible(page, 'Purchase orders')

  await page.getByRole('button', { name: 'Add Purchase Order' }).click()
  const form = dialog(page)
  await form.getByRole('heading', { name: 'Add Purchase Order' }).waitFor()
  await form.getByLabel('PO number').fill('PO-100')
  await form.getByLabel('Description').fill('Epic go-live support')
  await form.getByLabel('PO file').setInputFiles({ name: 'po-100.pdf', mimeType: 'application/pdf', buffer: tinyPdf('PO 100') })
  await form.getByRole('button', { name: 'Add another row' }).click()
  await form.getByLabel('PO number (row 2)').fill('po-exist')
  await form.getByLabel('Description (row 2)').fill('Duplicate of an existing PO')
  await form.getByLabel('Amount (USD) (row 2)').fill('5000')
  await expectAccessible(page, 'Add Purchase Order dialog, two rows')
  await form.getByRole('button', { name: 'Save 2 purchase orders' }).click()
  await toast(page, 'Purchase orders were added')
  // The saved row left; the refused one stayed with what was typed and the server's words on its PO number.
  await form.getByText('1 of 2 purchase orders were added.').waitFor()
  expect(await form.getByLabel('PO number').inputValue()).toBe('po-exist')
  await form.getByText('A purchase order with this PO number already exists.').waitFor()
  const numberField = form.getByLabel('PO number')
  expect(await numberField.getAttribute('aria-invalid')).toBe('true')
  expect(await form.getByLabel('Amount (USD)').inputValue()).toBe('5000')
  await expectAccessible(page, 'Add Purchase Order dialog, a refused row')
  await screenshot(page, 'library-po-refused-row')
  await numberField.fill('PO-200')
  await form.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Purchase orders were added')
  await row(page, 'PO-200').getByText('$5,000.00').waitFor()
  await row(page, 'PO-100').getByRole('link', { name: 'po-100.pdf' }).waitFor()

  // Edit one PO.
  await row(page, 'PO-100').getByRole('button', { name: 'Edit PO PO-100' }).click()
  const edit = dialog(page)
  await edit.getByRole('heading', { name: 'Edit Purchase Order' }).waitFor()
  await edit.getByLabel('Description').fill('Epic go-live support, phase 2')
  await edit.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Purchase order was updated')
  await row(page, 'PO-100').getByText('Epic go-live support, phase 2').waitFor()

  // Deactivate with a confirmation.
  await row(page, 'PO-200').getByRole('button', { name: 'Deactivate PO PO-200' }).click()
  await dialog(page).getByRole('heading', { name: 'Deactivate this purchase order?' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Deactivate' }).click()
  await toast(page, 'Purchase order was deactivated')
  await page.waitForFunction(() => ![...document.querySelectorAll('tr')].some((tr) => tr.textContent?.includes('PO-200')))
  await screenshot(page, 'library-purchase-orders')
  expect(pageErrors(page)).toEqual([])
  await context.close()

  // --- 375 px: the library and the purchase orders stay usable -------------------------------------------
  const phone = await newPage(browser, { mobile: true })
  await signIn(phone.page, demo.northwind.admin)
  await openInApp(phone.page, `${server.url}/organization?tab=purchase-orders`)
  await row(phone.page, 'PO-100').waitFor()
  // The table scrolls inside its card; the page itself never gets wider than the phone.
  const pageWidth = () => phone.page.evaluate(() => document.documentElement.scrollWidth)
  expect(await pageWidth()).toBeLessThanOrEqual(375)
  await expectAccessible(phone.page, 'Purchase orders, 375 px')
  await screenshot(phone.page, 'library-purchase-orders-375')
  await phone.page.getByRole('button', { name: 'Add Purchase Order' }).click()
  await dialog(phone.page).getByLabel('PO number').waitFor()
  await expectAccessible(phone.page, 'Add Purchase Order dialog, 375 px')
  await screenshot(phone.page, 'library-po-dialog-375')
  await dialog(phone.page).getByRole('button', { name: 'Cancel' }).click()
  await phone.page.goto(`${server.url}/document-library`)
  // A phone shows the documents as stacked cards: every name in whole words (a squeezed table column
  // broke 'HIPAA Privacy' into 'HIPA A Priva cy'), every figure and action in view, nothing scrolls sideways.
  const cards = phone.page.getByRole('list', { name: 'Required documents' }).getByRole('listitem')
  const hipaa = cards.filter({ hasText: 'HIPAA Privacy and Security Attestation' })
  await hipaa.waitFor()
  await cards.filter({ hasText: 'Proof of vaccination' }).waitFor()
  expect(await sidewaysOverflow(phone.page)).toEqual({ overflow: 0, hiddenScrolls: [] })
  for (const card of await cards.all()) expect(await wordsBrokenAcrossLines(card)).toEqual([])
  await hipaa.getByText('Sign and return', { exact: true }).waitFor()
  for (const action of ['Acknowledgements of', 'Edit', 'Deactivate', 'Delete']) {
    const button = hipaa.getByRole('button', { name: `${action} HIPAA Privacy and Security Attestation` })
    const box = (await button.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }
  await expectAccessible(phone.page, 'Document Library, 375 px')
  await screenshot(phone.page, 'library-list-375')
  // From the card: the acknowledgement report opens.
  await hipaa.getByRole('button', { name: 'Acknowledgements of HIPAA Privacy and Security Attestation' }).click()
  await dialog(phone.page).waitFor()
  await phone.page.keyboard.press('Escape')
  await dialog(phone.page).waitFor({ state: 'detached' })
  await phone.page.getByRole('button', { name: 'Add Document' }).click()
  await dialog(phone.page).getByLabel('Name').waitFor()
  await expectAccessible(phone.page, 'Create Document dialog, 375 px')
  await screenshot(phone.page, 'library-create-document-375')
  expect(pageErrors(phone.page)).toEqual([])
  await phone.context.close()
})
