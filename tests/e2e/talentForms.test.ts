import type { Browser, Page } from 'playwright-core'
import { DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, pageErrors, screenshot } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * "What a new user met", in the talent portal: the specialization level error clears once a
 * level is chosen; Documents says a picked file is not saved yet and names the document the server
 * refused while the others are stored; over-long input is refused with the limit's message, not cut;
 * toasts stay clear of the header's account name.
 */
jest.setTimeout(180_000)

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer({ seed: true })
  browser = await launchBrowser()
}, 400_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

async function signInTalent(page: Page) {
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(demo.talent)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

it('the specialization dialog drops "Select an expertise level" once a level is chosen', async () => {
  const { context, page } = await newPage(browser)
  await signInTalent(page)
  await page.goto(`${server.url}/specializations`)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Add' }).first().click()
  await page.getByRole('button', { name: /^Epic/ }).click()
  await page.getByRole('button', { name: /^Clinical/ }).click()
  await page.getByRole('button', { name: /^Ambulatory/ }).click()
  await page.getByLabel('Expert', { exact: true }).waitFor()
  await expectAccessible(page, 'specialization form')

  await dialog.getByRole('button', { name: 'Save' }).click()
  const levelError = dialog.getByText('Select an expertise level')
  await levelError.waitFor()
  await page.getByLabel('Expert', { exact: true }).check()
  await levelError.waitFor({ state: 'detached' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.getByText('Ambulatory').first().waitFor()
  await expectAccessible(page, 'specializations list')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('Documents: a picked file is "Selected, not saved"; a refused file names its document while the others are saved', async () => {
  const { context, page } = await newPage(browser)
  await signInTalent(page)
  await page.goto(`${server.url}/documents`)
  const flu = page.getByRole('region', { name: 'Flu shot' })
  const mmr = page.getByRole('region', { name: 'MMR' })
  await flu.getByLabel('Flu shot file').setInputFiles({ name: 'flu-shot.pdf', mimeType: 'application/pdf', buffer: PDF })
  // Not a PDF inside: the server's content check refuses it.
  await mmr.getByLabel('MMR file').setInputFiles({ name: 'mmr.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') })
  await flu.getByText('Selected, not saved').waitFor()
  await mmr.getByText('Selected, not saved').waitFor()
  expect(await flu.getByText('Uploaded', { exact: true }).count()).toBe(0)
  await expectAccessible(page, 'documents with unsaved files')

  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('alert').filter({ hasText: 'MMR was not saved' }).waitFor()
  await page.getByRole('alert').filter({ hasText: 'Saved: Flu shot.' }).waitFor()
  // The flu shot is stored; the MMR card keeps the picked file and says it is not saved.
  await flu.getByText('Uploaded', { exact: true }).waitFor()
  await mmr.getByText('Selected, not saved').waitFor()
  await screenshot(page, 'talent-documents-refused')
  await expectAccessible(page, 'documents after a refused file')

  await page.reload()
  await page.getByRole('region', { name: 'Flu shot' }).getByText('Uploaded', { exact: true }).waitFor()
  expect(await page.getByRole('region', { name: 'MMR' }).getByText('Uploaded', { exact: true }).count()).toBe(0)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('over-long input is kept as typed and refused with the limit’s message; toasts sit below the account name', async () => {
  const { context, page } = await newPage(browser)
  await signInTalent(page)
  await page.goto(`${server.url}/external-links`)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Add' }).first().click()
  await page.getByLabel('Link', { exact: true }).fill('https://www.linkedin.com/in/emily-carter')
  const description = page.getByLabel('Description', { exact: true })
  const long = 'x'.repeat(151)
  await description.fill(long)
  expect(await description.inputValue()).toBe(long)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.getByText('Ensure this field has no more than 150 characters.').waitFor()
  expect(await description.inputValue()).toBe(long)
  await expectAccessible(page, 'external link form with an error')

  // Fixing the field clears its message live, and the save's toast leaves the header readable.
  await description.fill('LinkedIn')
  await dialog.getByText('Ensure this field has no more than 150 characters.').waitFor({ state: 'detached' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Changes Saved' })
  await toast.waitFor()
  const toastBox = (await toast.boundingBox())!
  // The open dialog hides the page from the accessibility tree, so the header's button is found by its menu attribute.
  const accountBox = (await page.locator('header button[aria-haspopup]').last().boundingBox())!
  expect(toastBox.y).toBeGreaterThanOrEqual(accountBox.y + accountBox.height)
  await screenshot(page, 'talent-toast-below-header')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the talent screens pass the accessibility check', async () => {
  const { context, page } = await newPage(browser)
  await signInTalent(page)
  for (const [path, heading] of [
    ['/welcome', /Welcome to Talentgrid/],
    ['/dashboard', /Welcome, /],
    ['/profile', 'My profile'],
    ['/summary', 'About Me'],
    ['/availabilities', 'Availability'],
    ['/availabilities/new', 'New Availability'],
    ['/documents', 'Documents'],
    ['/account', 'My account'],
  ] as const) {
    await page.goto(`${server.url}${path}`)
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    await page.getByRole('status', { name: /Loading/ }).waitFor({ state: 'detached' })
    await expectAccessible(page, path)
  }
  for (const [path, title] of [
    ['/work-experience', 'Work Experience'],
    ['/certificates', 'Resume, Certifications and More'],
    ['/external-links', 'External Links'],
  ] as const) {
    await page.goto(`${server.url}${path}`)
    await page.getByRole('dialog').getByRole('heading', { name: title }).waitFor()
    await expectAccessible(page, `${path} dialog`)
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).waitFor()
    await expectAccessible(page, `${path} form`)
  }
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
