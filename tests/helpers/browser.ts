import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

/**
 * Debian's Chromium driven by playwright-core (Playwright cannot download browsers here). Screenshots
 * go to tests/artifacts/screenshots so a person can look at what the tests saw.
 */
export const SCREENSHOT_DIR = path.join(process.cwd(), 'tests/artifacts/screenshots')

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  })
}

export async function newPage(browser: Browser, options: { mobile?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.mobile ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  uncaughtErrors.set(page, errors)
  return { context, page }
}

const uncaughtErrors = new WeakMap<Page, string[]>()
/** Uncaught exceptions the page threw since it was opened. */
export const pageErrors = (page: Page) => uncaughtErrors.get(page) ?? []

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}
