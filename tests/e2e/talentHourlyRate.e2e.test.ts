import type { Browser, Page } from 'playwright-core'
import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { readDirectory } from '../helpers/directory'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Search records, in the browser: the talent sets an asking rate in Contact information on
 * /account (a '$' field), sees a refused amount explained under the field, sees the rate on the dashboard
 * and the profile, and Northwind's manager reads it on the talent's profile (desktop and 375 px).
 */
jest.setTimeout(240_000)

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

/** Signed in through the API (this file is not about the sign-in form), on the first screen. */
async function signIn(page: Page, email: string) {
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

/** The value of a fact (dt/dd pair) named `label` on the page. */
const fact = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').first()

it('the talent sets an hourly rate; the dashboard, the profile and the organization show it', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.talent)
  await fact(page, 'Hourly rate').getByRole('link', { name: 'Add your hourly rate' }).waitFor()

  await page.goto(`${server.url}/account`)
  const form = page.getByRole('form', { name: 'Contact information' })
  const rate = form.getByLabel('Hourly rate')
  await rate.fill('12.345')
  await form.getByRole('button', { name: 'Save' }).click()
  await form.getByText('Enter a valid amount.').waitFor()
  await rate.fill('95.5')
  await form.getByText('Enter a valid amount.').waitFor({ state: 'detached' })
  await expectAccessible(page, 'account with the hourly rate')
  await screenshot(page, 'talent-hourly-rate-account')
  await form.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('alert').filter({ hasText: 'Changes Saved' }).first().waitFor()
  // The saved answer ('95.50') is what the field shows now.
  await page.waitForFunction(() => (document.querySelector('input[name="hourlyRate"]') as HTMLInputElement | null)?.value === '95.50')

  await page.goto(`${server.url}/`)
  await fact(page, 'Hourly rate').filter({ hasText: '$95.50/hr' }).waitFor()
  await page.goto(`${server.url}/profile`)
  await fact(page, 'Hourly rate').filter({ hasText: '$95.50/hr' }).waitFor()
  await expectAccessible(page, 'talent profile with the hourly rate')
  expect(pageErrors(page)).toEqual([])
  await context.close()

  const talentId = (await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))).userId(demo.talent)
  for (const mobile of [false, true]) {
    const manager = await newPage(browser, { mobile })
    await signIn(manager.page, demo.northwind.manager)
    await openInApp(manager.page, `${server.url}/talents/${talentId}`)
    await fact(manager.page, 'Hourly rate').filter({ hasText: '$95.50/hr' }).waitFor()
    await expectAccessible(manager.page, `organization's view of the rate${mobile ? ' (375 px)' : ''}`)
    await screenshot(manager.page, `talent-hourly-rate-org-profile${mobile ? '-375' : ''}`)
    expect(pageErrors(manager.page)).toEqual([])
    await manager.context.close()
  }
})

it('at 375 px the rate field keeps its adornments inside the form', async () => {
  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page, demo.otherTalent)
  await openInApp(page, `${server.url}/account`)
  const rate = page.getByRole('form', { name: 'Contact information' }).getByLabel('Hourly rate')
  await rate.waitFor()
  const box = (await rate.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  await expectAccessible(page, 'account at 375 px')
  await screenshot(page, 'talent-hourly-rate-account-375')
  await context.close()
})

// Search records, in the console: the talent-not-found feedback Northwind's manager sent is
// listed and shown read-only (message, last search, sender, organization, when).
it.each([
  ['desktop', false],
  ['375 px', true],
])('the console lists and shows talent-not-found feedback read-only (%s)', async (_viewport, mobile) => {
  const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  const message = `Looking for an Epic Willow analyst (${mobile ? 'mobile' : 'desktop'})`
  const sent = await manager.post('/api/v1/manager/feedbacks/talent-not-found/', { message, last_search: 'Epic > Willow' })
  expect(sent.status).toBe(201)

  const { context, page } = await newPage(browser, { mobile })
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(demo.superAdmin)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByText('Talentgrid console').first().waitFor()
  await page.goto(`${server.url}/talent-not-found-feedbacks`)
  await page.getByText(message).first().waitFor()
  await page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
  await expectAccessible(page, `console feedback list${mobile ? ' (375 px)' : ''}`)
  await screenshot(page, `console-talent-not-found-list${mobile ? '-375' : ''}`)
  // No create, edit, delete or export anywhere on the list.
  for (const name of ['Create', 'Export', 'Delete']) expect(await page.getByRole('button', { name }).count()).toBe(0)

  await page.getByText(message).first().click()
  await page.waitForURL(`**/talent-not-found-feedbacks/${sent.body.id}/show`)
  // Inside the show page: the list (where every feedback also names its last search) can still be on
  // screen right after the address changed.
  const show = page.locator('.RaShow-main')
  await show.getByText('Epic > Willow').waitFor()
  await show.getByText('Marcus Reed').first().waitFor()
  await show.getByText('Northwind Health System').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
  for (const name of ['Edit', 'Delete']) expect(await page.getByRole('button', { name }).count()).toBe(0)
  await expectAccessible(page, `console feedback${mobile ? ' (375 px)' : ''}`)
  await screenshot(page, `console-talent-not-found-show${mobile ? '-375' : ''}`)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
