import { chromium, type BrowserServer } from 'playwright-core'
import { CHROMIUM_ENDPOINT_ENV, CHROMIUM_LAUNCH_OPTIONS } from './browser'

declare global {
  // Handed from the setup to the teardown, which jest runs in the same process.
  var testChromiumServer: BrowserServer | undefined
}

/**
 * The browser files' global setup (jest runs it only when at least one of them runs), before any worker
 * starts: one Chromium for the run, whose address the workers inherit; each browser file connects to it
 * and opens fresh contexts (tests/helpers/browser.ts launchBrowser).
 */
export default async function chromiumSetup() {
  if (process.env[CHROMIUM_ENDPOINT_ENV]) return
  globalThis.testChromiumServer = await chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS)
  process.env[CHROMIUM_ENDPOINT_ENV] = globalThis.testChromiumServer.wsEndpoint()
}
