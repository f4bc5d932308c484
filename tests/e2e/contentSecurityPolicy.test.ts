import type { Browser, Page } from 'playwright-core'
import { DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { launchBrowser, newPage, pageErrors } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The Content-Security-Policy (no inline scripts) must not break a screen.
 * Chromium loads the public page, the talent portal, the organization portal, the console and the
 * Swagger page; each must render and report no CSP violation (the page's securitypolicyviolation events
 * and the console's 'Refused to …' messages) and no uncaught error.
 */
jest.setTimeout(120_000)

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

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

async function signIn(page: Page, email: string) {
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

it('renders the public page and the Swagger page without a CSP violation', async () => {
  const { context, page } = await newPage(browser)
  const violations = await watchViolations(page)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  await page.goto(`${server.url}/api/v1/docs/`)
  await page.getByText('Talentgrid', { exact: false }).first().waitFor()
  await page.locator('.opblock').first().waitFor()
  expect(violations).toEqual([])
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it.each([
  ['a talent in the talent portal', demo.talent],
  ['an organization admin in the organization portal', demo.northwind.admin],
  ['the super admin in the console', demo.superAdmin],
])('renders for %s without a CSP violation', async (_who, email) => {
  const { context, page } = await newPage(browser)
  const violations = await watchViolations(page)
  await signIn(page, email)
  // Signing in reloads the page into the user's bundle: the sign-in form goes, the bundle's app bar
  // comes (its scripts and emotion's styles both ran).
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'detached' })
  await page.locator('header').first().waitFor()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
