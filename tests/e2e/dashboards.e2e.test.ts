import type { Browser, Page } from 'playwright-core'
import type { ActionItemsAnswer, OrganizationDashboard, TalentDashboard } from '../../contract/dashboards'
import { formatHours, monthLabel } from '../../contract/dashboards/monthFigures'
import { formatMoney } from '../../contract/format'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The dashboards in the browser, on the seeded engagements
 * and months of time: the talent's one-time /welcome then /dashboard (action items as links, hours by
 * month with its table), shown once; the organization admin's dashboard (action items, hours and spend
 * with its table, the savings card with its formula); the super admin's console dashboard (two month
 * charts with their tables, failed tasks) and /internal (internal users, a setting edited and read back
 * from GET /settings/, a savings benchmark added, edited and deleted after a confirmation). Every screen
 * passes axe; screenshots at 1280 and 375 px.
 */
jest.setTimeout(300_000)

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { FEATURE_FLAGS: 'new_talent_dashboard,org_savings', RUN_JOBS: 'false' } })
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const shot = (page: Page, name: string) => screenshot(page, `dashboards-${name}`)

async function signIn(page: Page, email: string, ready: (page: Page) => Promise<unknown>) {
  // Through the API (tests/helpers/browser.ts): the sign-in form has browser files of its own.
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await ready(page)
}
const portalReady = (page: Page) => page.getByRole('button', { name: /^Account menu for/ }).waitFor()
const consoleReady = (page: Page) => page.getByText('Talentgrid console').first().waitFor()

/** The action items the API lists are on the page as links, with their count in the link's name. */
async function expectActionItems(page: Page, answer: ActionItemsAnswer) {
  const region = page.getByRole('region', { name: 'Action items' })
  if (answer.results.length === 0) {
    await region.getByText('Nothing needs your attention').waitFor()
    return
  }
  for (const item of answer.results.slice(0, 5)) {
    const link = region.getByRole('link', { name: item.title }).first()
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(item.link)
    expect(await link.textContent()).toContain(String(item.count))
  }
}

/** The chart's table (reached by its caption) holds the API's months, hours and (when given) dollars. */
async function expectMonthTable(page: Page, name: string, figures: TalentDashboard['hoursByMonth']) {
  const table = page.getByRole('table', { name })
  await table.waitFor({ state: 'attached' })
  const rows = table.locator('tbody tr')
  expect(await rows.count()).toBe(figures.length)
  const last = figures[figures.length - 1]
  const lastRow = rows.last()
  expect(await lastRow.getByRole('rowheader').textContent()).toBe(monthLabel(last.month))
  const cells = await lastRow.getByRole('cell').allTextContents()
  expect(cells[0]).toBe(formatHours(last.minutes))
  if (last.cents !== null) expect(cells[1]).toBe(formatMoney(last.cents))
}

it('shows a talent the welcome once, then the dashboard with action items and hours by month', async () => {
  const emily = await ApiClient.signedIn(server.url, demo.talent)
  const items = (await emily.get('/api/v1/talent/action-items/')).body as ActionItemsAnswer
  const dashboard = (await emily.get('/api/v1/talent/dashboard/')).body as TalentDashboard
  expect(dashboard.hoursByMonth.length).toBeGreaterThan(0)

  const { context, page } = await newPage(browser)
  await signIn(page, demo.talent, portalReady)
  await page.waitForURL(/\/welcome$/)
  await page.getByRole('heading', { level: 1, name: /Welcome to Talentgrid/ }).waitFor()
  await page.getByRole('heading', { name: 'Complete your profile' }).waitFor()
  await expectAccessible(page, 'talent welcome')
  await shot(page, 'talent-welcome')
  await page.getByRole('button', { name: 'Go to my dashboard' }).click()
  await page.waitForURL(/\/dashboard$/)
  expect((await emily.get('/api/v1/talent/show-screen/welcome/')).body).toEqual({ id: 'welcome', show: false })

  await expectActionItems(page, items)
  const chartName = dashboard.hoursByMonth.some((figure) => figure.cents !== null) ? 'Hours and pay by month' : 'Hours by month'
  await expectMonthTable(page, chartName, dashboard.hoursByMonth)
  await page.getByText(formatHours(dashboard.minutesThisPeriod)).first().waitFor()
  await page.getByRole('region', { name: 'Engagements' }).waitFor()
  await expectAccessible(page, 'talent dashboard')
  await shot(page, 'talent-dashboard')
  expect(pageErrors(page)).toEqual([])
  await context.close()

  // Shown once: the next sign-in lands on the dashboard.
  const mobile = await newPage(browser, { mobile: true })
  await signIn(mobile.page, demo.talent, portalReady)
  await mobile.page.waitForURL(/\/dashboard$/)
  await expectMonthTable(mobile.page, chartName, dashboard.hoursByMonth)
  await expectAccessible(mobile.page, 'talent dashboard at 375 px')
  await shot(mobile.page, 'talent-dashboard-375')
  // Keyboard: the first action item is reached with Tab and opens with Enter.
  const first = items.results[0]
  if (first) {
    for (let presses = 0; presses < 60; presses++) {
      await mobile.page.keyboard.press('Tab')
      if (await mobile.page.evaluate((link) => document.activeElement?.getAttribute('href') === link, first.link)) break
    }
    await mobile.page.keyboard.press('Enter')
    await mobile.page.waitForURL((url) => url.pathname + url.search === first.link)
  }
  expect(pageErrors(mobile.page)).toEqual([])
  await mobile.context.close()
})

it('shows an organization admin action items, hours and spend by month and the savings card', async () => {
  const admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
  const items = (await admin.get('/api/v1/org-side/action-items/')).body as ActionItemsAnswer
  const dashboard = (await admin.get('/api/v1/org-side/dashboard/')).body as OrganizationDashboard
  const savings = (await admin.get('/api/v1/org-side/engagements/savings/')).body
  // An admin may view rates: the figures carry spend.
  expect(dashboard.byMonth.some((figure) => figure.cents !== null)).toBe(true)

  for (const mobile of [false, true]) {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page, demo.northwind.admin, portalReady)
    await expectActionItems(page, items)
    await expectMonthTable(page, 'Hours and spend by month', dashboard.byMonth)
    const card = page.getByRole('region', { name: 'Savings' })
    await card.getByText(savings.formula).waitFor()
    await card.getByText(formatMoney(savings.totalSavedCents)).first().waitFor()
    await page.getByText('Active engagements').waitFor()
    await expectAccessible(page, `organization dashboard${mobile ? ' at 375 px' : ''}`)
    await shot(page, `org-dashboard${mobile ? '-375' : ''}`)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  }
})

it('shows the super admin the console dashboard and edits a setting and a benchmark on /internal', async () => {
  const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  const { context, page } = await newPage(browser)
  await signIn(page, demo.superAdmin, consoleReady)
  await openInApp(page, `${server.url}/dashboard`)
  const dashboard = (await superAdmin.get('/api/v1/super_admin/dashboard/')).body
  await page.getByRole('table', { name: 'Hours by month' }).waitFor({ state: 'attached' })
  expect(await page.getByRole('table', { name: 'Revenue by month' }).locator('tbody tr').count()).toBe(dashboard.byMonth.length)
  await page.getByRole('region', { name: 'Failed tasks' }).getByRole('link', { name: 'Open background jobs' }).waitFor()
  await expectAccessible(page, 'console dashboard')
  await shot(page, 'console-dashboard')

  await page.goto(`${server.url}/internal`)
  await page.getByRole('heading', { level: 1, name: 'Internal' }).waitFor()
  await page.getByRole('table', { name: 'Internal users' }).getByText(demo.superAdmin).waitFor()

  // A setting: refused when it is not an amount, saved when it is, and GET /settings/ serves it.
  const fee = page.getByRole('textbox', { name: 'Talent usage fee (%)' })
  await fee.fill('4.5.1')
  await page.getByRole('button', { name: 'Save Talent usage fee (%)' }).click()
  await page.getByText('Enter a valid amount.').waitFor()
  await fee.fill('7.25')
  await page.getByRole('button', { name: 'Save Talent usage fee (%)' }).click()
  await page.getByText('Talent usage fee (%) saved.').waitFor()
  const settings = (await superAdmin.get('/api/v1/settings/')).body as { name: string; value: string }[]
  expect(settings.find((setting) => setting.name === 'talent_usage_fee')?.value).toBe('7.25')

  // A benchmark: added, its rate edited, deleted after the confirmation.
  const benchmarks = page.getByRole('region', { name: 'Savings benchmarks' })
  await benchmarks.getByRole('button', { name: 'Add benchmark' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a benchmark' })
  await dialog.getByLabel('Specialization').click()
  const option = page.getByRole('option').first()
  const specialization = (await option.textContent())!.trim()
  await option.click()
  await dialog.getByLabel('Market rate ($/h)').fill('150')
  await expectAccessible(page, 'add a benchmark')
  await dialog.getByRole('button', { name: 'Save' }).click()
  const row = benchmarks.getByRole('row').filter({ hasText: specialization })
  await row.getByText('$150.00/h').waitFor()
  await row.getByRole('button', { name: `Edit ${specialization}` }).click()
  await page.getByRole('dialog').getByLabel('Market rate ($/h)').fill('165.50')
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await row.getByText('$165.50/h').waitFor()
  await expectAccessible(page, 'internal')
  await shot(page, 'console-internal')
  await row.getByRole('button', { name: `Delete ${specialization}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await benchmarks.getByText('No benchmarks yet').waitFor()
  expect(pageErrors(page)).toEqual([])
  await context.close()

  const mobile = await newPage(browser, { mobile: true })
  await signIn(mobile.page, demo.superAdmin, consoleReady)
  await openInApp(mobile.page, `${server.url}/dashboard`)
  await mobile.page.getByRole('table', { name: 'Revenue by month' }).waitFor({ state: 'attached' })
  await expectAccessible(mobile.page, 'console dashboard at 375 px')
  await shot(mobile.page, 'console-dashboard-375')
  await mobile.page.goto(`${server.url}/internal`)
  await mobile.page.getByRole('textbox', { name: 'Talent usage fee (%)' }).waitFor()
  await shot(mobile.page, 'console-internal-375')
  await mobile.context.close()
})
