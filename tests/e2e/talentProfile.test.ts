import type { Browser, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * In the browser: a talent fills every profile section through the UI, uploads a compliance
 * document and sees its status; a manager then reads that profile in the organization portal.
 */
jest.setTimeout(180_000)

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer({ seed: true })
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** The smallest valid PDF a magic-byte check accepts. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

const inDays = (days: number) => {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** Signed in through the API (this file is not about the sign-in form), on the first screen. */
async function signIn(page: Page, email: string) {
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  // Both portals show the user menu once the signed-in bundle has loaded.
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

it('a talent fills every section, uploads a document and sees its status; a manager reads the profile', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.talent)

  // About Me
  await page.goto(`${server.url}/summary`)
  const aboutMe = page.getByLabel('About Me')
  await aboutMe.click()
  await page.keyboard.type('Epic Ambulatory analyst with eight go-lives across three health systems.')
  await expectAccessible(page, 'about me')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Changes Saved').first().waitFor()

  // Availability
  await page.goto(`${server.url}/availabilities/new`)
  await page.getByRole('heading', { name: 'New Availability' }).waitFor()
  await page.getByLabel('Start Date').fill(inDays(10))
  await page.getByLabel('End Date').fill(inDays(100))
  await page.getByLabel('Hours per week').fill('40')
  await page.getByLabel('Remote').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(/\/availabilities$/)
  await page.getByText('40').first().waitFor()
  await screenshot(page, 'talent-availabilities')
  await expectAccessible(page, 'availabilities')

  // External link
  await page.goto(`${server.url}/external-links`)
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).first().click()
  await page.getByLabel('Link', { exact: true }).fill('https://www.linkedin.com/in/emily-carter')
  await page.getByLabel('Description', { exact: true }).fill('LinkedIn')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('https://www.linkedin.com/in/emily-carter').first().waitFor()
  await expectAccessible(page, 'external links dialog')
  await page.getByRole('button', { name: 'Close' }).click()

  // Work experience
  await page.goto(`${server.url}/work-experience`)
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).first().click()
  await page.getByLabel('Position', { exact: true }).fill('Epic Ambulatory Analyst')
  await page.getByLabel('Organization Name', { exact: true }).fill('Northwind Health System')
  await page.getByLabel('From', { exact: true }).fill('2021-03')
  await page.getByLabel('Present', { exact: true }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Epic Ambulatory Analyst').first().waitFor()
  await screenshot(page, 'talent-work-experience')
  await expectAccessible(page, 'work experience dialog')
  await page.getByRole('button', { name: 'Close' }).click()

  // Certificate with a file
  await page.goto(`${server.url}/certificates`)
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).first().click()
  await page.getByLabel('Document Name', { exact: true }).fill('Epic Ambulatory Certification')
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'ambulatory-certificate.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Epic Ambulatory Certification').first().waitFor()
  await expectAccessible(page, 'certificates dialog')
  await page.getByRole('button', { name: 'Close' }).click()

  // Compliance document: a background check expiring within the 30-day lead time.
  await page.goto(`${server.url}/documents`)
  const backgroundCheck = page.getByRole('region', { name: 'Background Check' })
  await backgroundCheck.getByLabel('Background Check file').setInputFiles({ name: 'background-check.pdf', mimeType: 'application/pdf', buffer: PDF })
  await backgroundCheck.getByLabel('Begin Date').fill(inDays(-300))
  await backgroundCheck.getByLabel('Expiration Date').fill(inDays(20))
  await page.getByRole('button', { name: 'Save' }).click()
  await backgroundCheck.getByText(/expires soon/i).first().waitFor()
  await screenshot(page, 'talent-documents')
  await expectAccessible(page, 'documents')

  // Specialization: walk Epic -> Clinical -> Ambulatory, pick expertise.
  await page.goto(`${server.url}/specializations`)
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).first().click()
  await page.getByRole('button', { name: /^Epic/ }).click()
  await page.getByRole('button', { name: /^Clinical/ }).click()
  await page.getByRole('button', { name: /^Ambulatory/ }).click()
  await page.getByLabel('Expert', { exact: true }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Ambulatory').first().waitFor()
  await screenshot(page, 'talent-specializations')
  await expectAccessible(page, 'specializations dialog')
  await page.getByRole('button', { name: 'Close' }).click()

  // The overview tells what is still missing.
  await page.goto(`${server.url}/profile`)
  await page.getByText('Epic Ambulatory Analyst').first().waitFor()
  await screenshot(page, 'talent-profile')
  await expectAccessible(page, 'profile')
  expect(pageErrors(page)).toEqual([])
  await context.close()

  // A manager of an organization reads the approved talent's profile.
  const talent = await ApiClient.signedIn(server.url, demo.talent)
  const talentId = (await talent.get('/api/v1/user/')).body.id
  const manager = await newPage(browser)
  await signIn(manager.page, demo.northwind.manager)
  await openInApp(manager.page, `${server.url}/talents/${talentId}`)
  await manager.page.getByText('Epic Ambulatory analyst with eight go-lives').first().waitFor()
  await manager.page.getByText('Epic Ambulatory Analyst').first().waitFor()
  await manager.page.getByText('Background Check').first().waitFor()
  await manager.page.getByText('Approved').first().waitFor()
  await screenshot(manager.page, 'org-talent-profile')
  expect(pageErrors(manager.page)).toEqual([])
  await manager.context.close()
})
