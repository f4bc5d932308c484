import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { countPageLoad, timedStep } from './stepTiming'
import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core'
import { ApiClient } from './apiClient'

/**
 * Debian's Chromium driven by playwright-core (Playwright cannot download browsers here). Screenshots
 * go to tests/artifacts/screenshots so a person can look at what the tests saw.
 */
export const SCREENSHOT_DIR = path.join(process.cwd(), 'tests/artifacts/screenshots')

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell: the same Blink and V8 as its
 * chromium package, without the desktop browser around them), which is what Playwright itself runs for
 * headless tests. Measured on two browser files, one at a time: 108 s of the machine's CPU against 138 s
 * for the full browser in its headless mode (docs/decisions/browser-tests-headless-shell.md). The full
 * browser is used where the shell is not installed; CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/** How every test Chromium starts: headless Debian Chromium, nothing that talks to the network by itself. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
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
  page.on('load', () => {
    if (page.url().startsWith('http')) countPageLoad()
  })
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

/** Signs `page`'s context in as `email` (the demo password unless named) through the API, as signedInPage does. */
export async function signInThroughApi(page: Page, baseUrl: string, email: string, password?: string) {
  const client = await ApiClient.signedIn(baseUrl, email, password)
  await page.context().addCookies(client.cookieEntries().map(([name, value]) => ({ name, value, url: baseUrl })))
}

/**
 * Opens `url` as the app's own links do when `page` already shows one of our signed-in screens: a
 * history entry is pushed, the router draws the screen it names, and this waits until it has
 * (`data-drawn-path`, portals/shared/useDrawnPathMarker.ts), then starts it at its top as a link does.
 * A page showing nothing of ours yet is loaded with `page.goto`. A full load starts the whole app
 * afresh: measured, a console page cost Chromium 1.2-1.5 s of CPU loaded against 0.4-0.7 s followed by
 * the router, a portal page 0.7-1.0 s against 0.2-0.4 s. As after a link, the app may first show what
 * it already holds; a test that changed data behind the page's back and must see it loads the page.
 */
export async function openInApp(page: Page, url: string) {
  const target = new URL(url)
  const current = page.url().startsWith('http') ? new URL(page.url()) : null
  const appShown = current?.origin === target.origin && (await page.evaluate(() => document.documentElement.dataset.drawnPath !== undefined))
  if (!current || !appShown) {
    await page.goto(url)
    return
  }
  const address = target.pathname + target.search
  // Already there: the router draws nothing again for the same address, as a link to it would not.
  if (address === current.pathname + current.search) return
  await page.evaluate((next) => {
    delete document.documentElement.dataset.drawnPath
    window.history.pushState(null, '', next)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, address + target.hash)
  // Drawn again, at the address the page now shows: the one named, or where its route redirected.
  await page.waitForFunction(() => {
    const drawnPath = document.documentElement.dataset.drawnPath
    return drawnPath !== undefined && drawnPath === window.location.pathname + window.location.search
  })
  await page.evaluate(() => window.scrollTo(0, 0))
  // A control the two screens share keeps its element and eases into its new state (a toggle's colours
  // over 150 ms); a freshly loaded page draws it at once. Wait for such transitions (not for endless
  // ones, spinners), so what is read or scanned next is the screen as it stays.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
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
