import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { timedStep } from './stepTiming'
import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core'
import { ApiClient } from './apiClient'

/**
 * Debian's Chromium driven by playwright-core (Playwright cannot download browsers here). Screenshots
 * go to tests/artifacts/screenshots so a person can look at what the tests saw.
 */
export const SCREENSHOT_DIR = path.join(process.cwd(), 'tests/artifacts/screenshots')

/** How every test Chromium starts: headless Debian Chromium, nothing that talks to the network by itself. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

/** How long a locator, an action or a navigation waits before it fails. */
export const BROWSER_WAIT_MS = 45_000

/** The run's shared Chromium (tests/helpers/globalSetup.ts), which each browser file connects to. */
export const CHROMIUM_ENDPOINT_ENV = 'TEST_CHROMIUM_WS_ENDPOINT'

/**
 * The browser for a test file. In a jest run it is a connection to the run's one Chromium (starting
 * one per file took a second or two of a busy two-core machine each time); `close()` on it closes this
 * file's contexts and disconnects, leaving the browser to the other files. Outside that setup (a script)
 * it launches its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[CHROMIUM_ENDPOINT_ENV]
  if (endpoint) return chromium.connect(endpoint)
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
}

export async function newPage(browser: Browser, options: { mobile?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.mobile ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  })
  // Two browser files share the two cores (scripts/test.sh): a screen that a quiet machine draws in a
  // second can take tens of seconds while the other file's server starts, so waits get more than
  // Playwright's 30 s default before they fail.
  context.setDefaultTimeout(BROWSER_WAIT_MS)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  uncaughtErrors.set(page, errors)
  return { context, page }
}

/**
 * A page already signed in as `email` (the demo password): the session is made through the API and its
 * cookies handed to the browser, which saves the sign-in form and the reload after it (a test that is
 * about signing in uses the form). The page is still blank: go to the first screen yourself.
 */
export async function signedInPage(browser: Browser, baseUrl: string, email: string, options: { mobile?: boolean } = {}) {
  const opened = await newPage(browser, options)
  await signInThroughApi(opened.page, baseUrl, email)
  return opened
}

/** Signs `page`'s context in as `email` (the demo password) through the API, as signedInPage does. */
export async function signInThroughApi(page: Page, baseUrl: string, email: string) {
  const client = await ApiClient.signedIn(baseUrl, email)
  await page.context().addCookies(client.cookieEntries().map(([name, value]) => ({ name, value, url: baseUrl })))
}

const uncaughtErrors = new WeakMap<Page, string[]>()
/** Uncaught exceptions the page threw since it was opened. */
export const pageErrors = (page: Page) => uncaughtErrors.get(page) ?? []

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await timedStep('screenshot', () => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true }))
}

/**
 * Picks `option` in an MUI select and waits until its menu is gone. While a menu (a modal) is open or
 * closing, MUI hides the rest of the page from assistive technology (aria-hidden on the app's root), so
 * a role locator for the next field would find nothing until the menu has finished closing.
 */
export async function chooseOption(combobox: Locator, option: string) {
  const page = combobox.page()
  await combobox.click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

/**
 * What the page showed when a step could not go on, for the failure message (a CI log is all that is
 * left of a failed run): the address, the level-one heading, open dialogs and menus, the top-level
 * elements hidden from assistive technology, and the focused element. A screenshot goes to the artifacts.
 */
export async function describePage(page: Page, name: string): Promise<string> {
  await screenshot(page, `FAILED-${name}`).catch(() => undefined)
  const state = await page
    .evaluate(() => ({
      heading: document.querySelector('h1')?.textContent ?? null,
      dialogs: document.querySelectorAll('[role="dialog"]').length,
      listboxes: document.querySelectorAll('[role="listbox"]').length,
      hidden: Array.from(document.body.children)
        .filter((element) => element.getAttribute('aria-hidden') === 'true')
        .map((element) => `${element.tagName.toLowerCase()}#${element.id}`),
      focused: document.activeElement ? `${document.activeElement.tagName.toLowerCase()} ${document.activeElement.getAttribute('aria-label') ?? ''}` : null,
    }))
    .catch((error: Error) => ({ error: error.message }))
  return `page ${page.url()}: ${JSON.stringify(state)}`
}

/**
 * The bytes of a finished download. Read through the download's stream rather than `download.path()`:
 * the browser files share one Chromium that they reach over its WebSocket, and a remote browser's
 * downloads have no local path.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}
