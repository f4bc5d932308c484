import { CHROMIUM_ENDPOINT_ENV } from './browser'

/** After the browser files: the run's Chromium that tests/helpers/chromiumSetup.ts launched. */
export default async function chromiumTeardown() {
  if (!globalThis.testChromiumServer) return
  await globalThis.testChromiumServer.close()
  globalThis.testChromiumServer = undefined
  delete process.env[CHROMIUM_ENDPOINT_ENV]
}
