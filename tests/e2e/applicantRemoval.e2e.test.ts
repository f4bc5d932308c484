import type { Browser, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { applyToOpportunity, createOpportunity } from '../helpers/opportunities'
import { sidewaysOverflow } from '../helpers/sidewaysOverflow'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Removing and restoring an applicant without the flag newApplicantRemovalWorkflow (the spec:
 * applicants can be removed and restored): the removed talent is listed under the applicants with
 * Restore, never a 'Nobody applied yet' while removed ones exist; Restore puts them back. With the flag
 * the removed ones have their own tab (tests/e2e/orgOpportunities.e2e.test.ts).
 */
jest.setTimeout(300_000)

let server: TestServer
let browser: Browser
let admin: ApiClient
let emily: ApiClient

beforeAll(async () => {
  server = await startTestServer({ seed: true })
  browser = await launchBrowser()
  ;[admin, emily] = await Promise.all([ApiClient.signedIn(server.url, demo.northwind.admin), ApiClient.signedIn(server.url, demo.talent)])
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

it('removes an applicant and restores them, without the removal-workflow flag', async () => {
  const opportunity = await createOpportunity(admin)
  await applyToOpportunity(emily, opportunity)
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.admin)
  await openInApp(page, `${server.url}/opportunities/${opportunity.id}`)
  const current = page.getByRole('list', { name: 'Applicants', exact: true })
  await current.getByRole('article', { name: 'Emily Carter' }).waitFor()
  expect(await page.getByRole('tab', { name: 'Removed applicants' }).count()).toBe(0)

  await current.getByRole('article', { name: 'Emily Carter' }).getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await toast(page, 'The talent was removed')
  const removed = page.getByRole('list', { name: 'Removed applicants' })
  await removed.getByRole('article', { name: 'Emily Carter' }).waitFor()
  await page.getByRole('heading', { name: 'Removed applicants (1)' }).waitFor()
  expect(await page.getByText(/Nobody applied yet/).count()).toBe(0)
  await expectAccessible(page, 'Applicants, every one removed')
  await screenshot(page, 'applicant-removal-removed-desktop')

  await removed.getByRole('button', { name: 'Restore' }).click()
  await toast(page, 'The talent was restored')
  await current.getByRole('article', { name: 'Emily Carter' }).waitFor()
  await removed.waitFor({ state: 'detached' })
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('lists the removed applicants under the others, with Restore, at 375 px', async () => {
  const opportunity = await createOpportunity(admin)
  await applyToOpportunity(emily, opportunity)
  const listed = (await admin.get(`/api/v1/org-side/opportunity-talent/?opportunity_id=${opportunity.id}`)).body
  const row = listed.results[0]
  expect((await admin.patch(`/api/v1/org-side/opportunity-talent/${row.id}/`, { is_removed: true })).status).toBe(200)
  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page, demo.northwind.admin)
  await openInApp(page, `${server.url}/opportunities/${opportunity.id}`)
  await page.getByRole('list', { name: 'Removed applicants' }).getByRole('button', { name: 'Restore' }).waitFor()
  expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, hiddenScrolls: [] })
  await expectAccessible(page, 'Removed applicants at 375 px')
  await screenshot(page, 'applicant-removal-removed-phone')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
