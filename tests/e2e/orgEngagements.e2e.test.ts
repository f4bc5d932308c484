import type { Browser, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The organization portal's engagement screens in the browser, on the seeded Northwind engagements: the list with
 * its status, search, talent filters, ordering and empty state; the detail with withdraw (confirmed), terminate
 * (reason required) and delete draft; a new engagement saved as a draft, resumed and sent; the name checked while
 * typing; duplicate; the leave-page guard; desktop and 375 px screenshots; every screen passes axe.
 */
jest.setTimeout(300_000)

let server: TestServer
let browser: Browser
let manager: ApiClient

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { FEATURE_FLAGS: 'engagement_terms,engagement_extension' } })
  browser = await launchBrowser()
  manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const shot = (page: Page, name: string) => screenshot(page, `org-engagements-${name}`)

async function signIn(page: Page, email: string) {
  // Through the API (tests/helpers/browser.ts): this file is not about the sign-in form.
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor()

/** The id of the Northwind engagement with this name (the manager's API). */
async function engagementId(name: string): Promise<string> {
  const response = await manager.get(`/api/v1/manager/engagements/?search=${encodeURIComponent(name)}&page_size=100`)
  expect(response.status).toBe(200)
  const found = (response.body.results as { id: string; name: string }[]).find((row) => row.name === name)
  if (!found) throw new Error(`no engagement named ${name}`)
  return found.id
}

const table = (page: Page) => page.getByRole('table', { name: 'Engagements' })
const bodyRows = (page: Page) => table(page).locator('tbody tr')

/** Waits until every row of the table shows `text` (the list refetches after each filter). */
async function everyRowShows(page: Page, text: string) {
  await page.waitForFunction(
    (expected) => {
      const rows = [...document.querySelectorAll('table[aria-label="Engagements"] tbody tr')]
      return rows.length > 0 && rows.every((row) => row.textContent?.includes(expected))
    },
    text,
    { timeout: 10_000 },
  )
}

it('lists, filters, orders and pages the engagements; shows the empty state', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await page.getByRole('link', { name: 'Engagements' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Engagements' }).waitFor()
  await table(page).getByRole('link', { name: 'Clarity report writing sprint' }).waitFor()
  expect(await page.getByRole('status').filter({ hasText: /engagements$/ }).textContent()).toMatch(/^\d+ engagements$/)
  await expectAccessible(page, 'Engagements list')
  await shot(page, 'list')

  // Status: Active only.
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Active', exact: true }).click()
  await everyRowShows(page, 'Active')
  expect(page.url()).toContain('status=active')

  // Talent filter (from <org>engagements/talents/), together with the status.
  await page.getByRole('combobox', { name: 'Talent' }).fill('Emily')
  await page.getByRole('option', { name: 'Emily Carter' }).click()
  await everyRowShows(page, 'Emily Carter')
  expect(await bodyRows(page).count()).toBe(1)
  await table(page).getByRole('link', { name: 'Clarity report writing sprint' }).waitFor()

  // Back to all; search; ordering by name both ways.
  await page.goto(`${server.url}/engagements`)
  await page.getByRole('searchbox', { name: 'Search engagements' }).fill('Epic Willow')
  await everyRowShows(page, 'Epic Willow')
  await page.getByRole('button', { name: 'Name' }).click()
  await page.waitForURL(/ordering=name/)
  await page.getByRole('button', { name: 'Name' }).click()
  await page.waitForURL(/ordering=-name/)
  const names = await table(page).locator('tbody tr td:first-child a').allTextContents()
  expect(names).toEqual([...names].sort().reverse())

  await page.getByRole('searchbox', { name: 'Search engagements' }).fill('no such engagement anywhere')
  await page.getByText('No results found...').waitFor()
  await expectAccessible(page, 'Engagements list, no results')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('withdraws with a confirmation, terminates with a reason, deletes a draft', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)

  // Withdraw a pending one: cancelling the confirmation changes nothing.
  const pending = await engagementId('Epic Ambulatory go-live support')
  await page.goto(`${server.url}/engagements/${pending}`)
  await page.getByRole('heading', { level: 1, name: 'Epic Ambulatory go-live support' }).waitFor()
  await page.getByRole('region', { name: 'History' }).waitFor()
  await expectAccessible(page, 'Engagement detail (pending)')
  await shot(page, 'detail-pending')
  await page.getByRole('button', { name: 'Withdraw' }).click()
  await page.getByRole('dialog').getByText('Withdraw this engagement?').waitFor()
  await expectAccessible(page, 'Withdraw confirmation')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  expect((await manager.get(`/api/v1/manager/engagements/${pending}/`)).body.status).toBe('pending')
  await page.getByRole('button', { name: 'Withdraw' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click()
  await toast(page, 'Engagement was withdrawn')
  await page.getByRole('main').getByText('Withdrawn', { exact: true }).first().waitFor()
  expect((await manager.get(`/api/v1/manager/engagements/${pending}/`)).body.status).toBe('withdrawn')
  expect(await page.getByRole('button', { name: 'Withdraw' }).count()).toBe(0)

  // Terminate an active one: the reason is required.
  const active = await engagementId('Clarity report writing sprint')
  await page.goto(`${server.url}/engagements/${active}`)
  await page.getByRole('button', { name: 'Terminate' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Terminate this engagement?').waitFor()
  await dialog.getByRole('button', { name: 'Terminate' }).click()
  await dialog.getByText('This field is required').waitFor()
  await expectAccessible(page, 'Terminate dialog')
  await dialog.getByLabel('Reason').fill('The report sprint moved to the internal analytics team.')
  await dialog.getByRole('button', { name: 'Terminate' }).click()
  await toast(page, 'Engagement was terminated')
  await page.getByText(/Terminated on .*: The report sprint moved to the internal analytics team\./).waitFor()
  const terminated = (await manager.get(`/api/v1/manager/engagements/${active}/`)).body
  expect(terminated.status).toBe('terminated')
  expect(terminated.terminationReason).toBe('The report sprint moved to the internal analytics team.')

  // The seeded draft: Continue and Delete; delete asks first.
  const draft = await engagementId('MyChart patient portal rollout')
  await page.goto(`${server.url}/engagements/${draft}`)
  await page.getByRole('link', { name: 'Continue draft' }).waitFor()
  await page.getByRole('button', { name: 'Delete draft' }).click()
  await page.getByRole('dialog').getByText('Delete this draft?').waitFor()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await toast(page, 'Draft was deleted')
  await page.waitForURL(`${server.url}/engagements`)
  expect((await manager.get(`/api/v1/manager/engagements/${draft}/`)).status).toBe(404)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('saves a new engagement as a draft, resumes it and sends it; checks the name while typing; guards leaving', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await openInApp(page, `${server.url}/engagements`)
  await page.getByRole('link', { name: 'New Engagement' }).click()
  await page.getByRole('heading', { level: 1, name: 'New Engagement' }).waitFor()

  // A name in use is said while typing (name-validation), before any save.
  const name = page.getByLabel('Engagement name')
  await name.fill('Epic Willow Inpatient pharmacy build')
  await page.getByText('An engagement with this name already exists in your organization.').waitFor()
  await name.fill('Epic Beacon oncology build')
  await page.getByText('The name is free.').waitFor()

  // Leaving with unsaved changes asks first.
  await page.getByRole('navigation').getByRole('link', { name: 'Groups' }).first().click()
  await page.getByRole('dialog').getByText('Leave this page?').waitFor()
  await page.getByRole('dialog').getByRole('button', { name: 'Stay on the page' }).click()
  await expect(name).toHaveValueSoon('Epic Beacon oncology build')

  await page.getByRole('button', { name: 'Save as draft' }).click()
  await toast(page, 'Draft was saved')
  await page.waitForURL(/\/engagements\/draft\/[^/]+$/)
  const draftId = page.url().split('/').pop()!
  expect((await manager.get(`/api/v1/manager/engagements/${draftId}/`)).body.status).toBe('draft')

  // Resumed after a reload: Send needs the rest.
  await page.reload()
  await page.getByRole('heading', { level: 1, name: 'Draft Engagement' }).waitFor()
  await expect(page.getByLabel('Engagement name')).toHaveValueSoon('Epic Beacon oncology build')
  await page.getByRole('button', { name: 'Send' }).click()
  await page.getByText('This field is required').first().waitFor()
  await fillEngagement(page)
  await expectAccessible(page, 'Draft engagement form')
  await shot(page, 'form-draft')
  await page.getByRole('button', { name: 'Send' }).click()
  await toast(page, 'Engagement was sent')
  await page.waitForURL(`${server.url}/engagements/${draftId}`)
  await page.getByRole('heading', { level: 1, name: 'Epic Beacon oncology build' }).waitFor()
  const sent = (await manager.get(`/api/v1/manager/engagements/${draftId}/`)).body
  expect(sent.status).toBe('pending')
  expect(sent.talent.fullName).toBe('Hannah Lee')
  expect(sent.talentPayRate).toBe('99.50')
  expect(sent.history.map((event: { kind: string }) => event.kind)).toEqual(['draft_created', 'created'])
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('duplicates an engagement into a new draft without its talent and dates', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  const source = await engagementId('Epic Willow Inpatient pharmacy build')
  await page.goto(`${server.url}/engagements/${source}`)
  await page.getByRole('link', { name: 'Duplicate' }).click()
  await page.getByRole('heading', { level: 1, name: 'Duplicate Engagement' }).waitFor()
  await expect(page.getByLabel('Engagement name')).toHaveValueSoon('Epic Willow Inpatient pharmacy build (copy)')
  expect(await page.getByLabel('Talent', { exact: true }).inputValue()).toBe('')
  expect(await page.getByLabel('Start date').inputValue()).toBe('')
  await page.getByRole('button', { name: 'Save as draft' }).click()
  await toast(page, 'Draft was saved')
  await page.waitForURL(/\/engagements\/draft\/[^/]+$/)
  const copy = (await manager.get(`/api/v1/manager/engagements/${page.url().split('/').pop()}/`)).body
  expect(copy.status).toBe('draft')
  expect(copy.workKind).toBe('build')
  expect(copy.talent).toBeNull()
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('a manager without Manage Engagement gets the not-found page on every engagement screen, and no navigation entry', async () => {
  // Work-flows 6: "Manager engagement and time-tracking access requires this permission".
  const id = await engagementId('Epic Willow Inpatient pharmacy build')
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager2)
  await page.getByText('Open opportunities').first().waitFor()
  expect(await page.getByRole('navigation').getByRole('link', { name: 'Engagements' }).count()).toBe(0)
  // The dashboard shows no engagement figures to her.
  expect(await page.getByText('Active engagements').count()).toBe(0)
  for (const path of ['/engagements', `/engagements/${id}`, '/new-engagement', '/document-library']) {
    await page.goto(`${server.url}${path}`)
    await page.getByText('Page not found').waitFor()
    expect(await page.getByText('Epic Willow Inpatient pharmacy build').count()).toBe(0)
    expect(await table(page).count()).toBe(0)
  }
  await page.goto(`${server.url}/engagements/${id}`)
  await page.getByText('Page not found').waitFor()
  await expectAccessible(page, 'Engagement, not found for a manager without Manage Engagement')
  await shot(page, 'manager-without-permission-not-found')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the organization admin sees the hourly fee priced live from the pay rate', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.admin)
  await openInApp(page, `${server.url}/new-engagement`)
  await page.getByText('Enter the pay rate to see the hourly fee.').waitFor()
  // Northwind's rate is the default 20 %: $100.00 an hour is billed $120.00.
  await page.getByLabel('Talent pay rate').fill('100')
  await page.getByRole('status').filter({ hasText: 'Hourly fee: $120.00 / hour' }).waitFor()
  await page.getByLabel('Talent pay rate').fill('100.005')
  await page.getByText('Enter the pay rate to see the hourly fee.').waitFor()
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it("starts a new engagement from a talent's profile with the talent chosen", async () => {
  const found = await manager.get('/api/v1/manager/talents/?search=Hannah')
  const hannah = (found.body.results as { id: string; fullName: string }[]).find((talent) => talent.fullName === 'Hannah Lee')!
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await openInApp(page, `${server.url}/talents/${hannah.id}`)
  await page.getByRole('link', { name: 'New engagement' }).click()
  await page.waitForURL(/\/new-engagement\?talentId=/)
  await expect(page.getByLabel('Talent', { exact: true })).toHaveValueSoon('Hannah Lee')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('works on a phone (375 px): list, detail and form', async () => {
  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page, demo.northwind.manager)
  await openInApp(page, `${server.url}/engagements`)
  await table(page).getByRole('link', { name: 'Epic Willow Inpatient pharmacy build', exact: true }).waitFor()
  await expectAccessible(page, 'Engagements list on a phone')
  await shot(page, 'list-mobile')
  await table(page).getByRole('link', { name: 'Epic Willow Inpatient pharmacy build', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Epic Willow Inpatient pharmacy build' }).waitFor()
  await page.getByRole('region', { name: 'Required documents' }).getByText(/done$/).waitFor()
  await expectAccessible(page, 'Engagement detail on a phone')
  await shot(page, 'detail-mobile')
  await page.goto(`${server.url}/new-engagement`)
  await page.getByRole('heading', { level: 1, name: 'New Engagement' }).waitFor()
  await expectAccessible(page, 'New engagement form on a phone')
  await shot(page, 'form-mobile')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

/** Everything Send needs, on the form shown. */
async function fillEngagement(page: Page) {
  await page.getByLabel('Talent', { exact: true }).fill('Hannah')
  await page.getByRole('option', { name: 'Hannah Lee' }).click()
  await page.getByRole('combobox', { name: 'Place' }).click()
  await page.getByRole('option', { name: 'Remote', exact: true }).click()
  await page.getByRole('combobox', { name: 'Kind of work' }).click()
  await page.getByRole('option', { name: 'Build', exact: true }).click()
  await page.getByLabel('Hours per week').fill('32')
  await page.getByLabel('Start date').fill(isoDay(7))
  await page.getByLabel('End date').fill(isoDay(97))
  await page.getByLabel('Talent pay rate').fill('99.5')
}

const isoDay = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10)

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace jest {
    interface Matchers<R> {
      toHaveValueSoon(expected: string): Promise<R>
    }
  }
}

expect.extend({
  /** An input's value, waited for up to 5 s (a form fills after its data loads). */
  async toHaveValueSoon(locator: import('playwright-core').Locator, expected: string) {
    let actual = ''
    for (let waited = 0; waited <= 5_000; waited += 100) {
      actual = await locator.inputValue()
      if (actual === expected) return { pass: true, message: () => `value is ${expected}` }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return { pass: false, message: () => `expected value ${expected}, got ${actual}` }
  },
})
