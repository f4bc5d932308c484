import type { Browser, Page } from 'playwright-core'
import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { downloadedBytes, launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { readDirectory } from '../helpers/directory'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The super admin's console, with the clock on
 * Wednesday 11/18/2026 (current period 11/16 - 11/30; 11/01 - 11/15 still open to talents through the
 * 19th), on the demo data with its time sheets: Emily Carter and James Nguyen log and submit weekend time in
 * 11/01 - 11/15 on Northwind engagements and
 * Northwind's admin approves it all through the API. In the browser the super admin starts the QuickBooks
 * export for that period and Northwind (after a confirmation), sees it finish and downloads the IIF and the
 * invoice CSV; /background-jobs lists the task; the time-tracking list shows every organization's entries;
 * the organization's time zone is changed on its edit page. axe on every screen; 1280 and 375 px shots in
 * tests/artifacts/screenshots/console-accounting*.
 */
jest.setTimeout(600_000)

const TODAY = '2026-11-18'
const PERIOD = { start: '2026-11-01', label: '11/01/2026 – 11/15/2026' }
let server: TestServer
let browser: Browser
let superAdmin: ApiClient
let northwind: string

/** Submits time on the talent's engagement with this name (the talent's own API). */
async function logTime(talent: ApiClient, engagementName: string, days: [string, number, number][]) {
  const short = await talent.get('/api/v1/talent/pay-periods/short/')
  expect(short.status).toBe(200)
  const engagement = (short.body.engagements as { id: string; name: string }[]).find((item) => item.name === engagementName)
  if (!engagement) throw new Error(`no engagement ${engagementName} for the talent`)
  for (const [day, hours, minutes] of days) {
    const saved = await talent.post('/api/v1/talent/time-sheets/', { engagement_id: engagement.id, timekeeping_date: day, hours, minutes, submit: true })
    if (![200, 201].includes(saved.status)) throw new Error(`time on ${day}: ${saved.status} ${JSON.stringify(saved.body)}`)
  }
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { CLOCK_NOW: `${TODAY}T17:00:00Z`, RUN_JOBS: 'true' } })
  browser = await launchBrowser()
  superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  northwind = (await readDirectory(superAdmin)).organizationId('Northwind Health System')
  const emily = await ApiClient.signedIn(server.url, demo.talent)
  const james = await ApiClient.signedIn(server.url, demo.otherTalent)
  // Weekend days: the demo time sheets (scripts/seedTimeSheets.ts) fill the weekdays.
  await logTime(emily, 'Clarity report writing sprint', [['2026-11-07', 4, 0], ['2026-11-08', 3, 30]])
  await logTime(james, 'Epic Willow Inpatient pharmacy build', [['2026-11-07', 2, 15], ['2026-11-14', 1, 0]])
  const admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
  const approved = await admin.patch('/api/v1/organization_admin/time-sheets/', {
    action: 'approve',
    scope: { type: 'all_engagements', periodStart: PERIOD.start },
  })
  expect(approved.status).toBe(200)
  expect(approved.body.approved).toBeGreaterThanOrEqual(4)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function signIn(page: Page) {
  // Through the API (tests/helpers/browser.ts): this file is not about the sign-in form.
  await signInThroughApi(page, server.url, demo.superAdmin)
  await page.goto(`${server.url}/`)
  await page.getByText('Talentgrid console').first().waitFor()
}

/** No loading indicator left (the app bar's spinner, a running task's bar), then the checks and the picture. */
async function settledScreen(page: Page, name: string, mobile: boolean) {
  await page.waitForFunction(() => !document.querySelector('[role=progressbar]'), undefined, { timeout: 60_000 })
  await expectAccessible(page, `console ${name}${mobile ? ' (375 px)' : ''}`)
  await screenshot(page, `console-${name}${mobile ? '-mobile' : ''}`)
}

/** Opens a console page through its menu entry on a desktop (the spec's navigation), by its path on a phone. */
async function openFromMenu(page: Page, mobile: boolean, name: string, path: string) {
  if (mobile) await page.goto(`${server.url}${path}`)
  else await page.getByRole('menuitem', { name }).click()
}

async function download(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()])
  return (await downloadedBytes(file)).toString('utf8')
}

it('starts the QuickBooks export for the period, follows it to the end and downloads both files', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page)
  await openFromMenu(page, false, 'Accounting', '/accounting')
  await page.getByRole('heading', { level: 1, name: 'Accounting' }).waitFor()
  // The previous period is offered first: the one to export once its windows closed.
  await page.getByRole('combobox', { name: 'Pay period' }).filter({ hasText: `${PERIOD.label} (previous)` }).waitFor()
  expect(await page.getByRole('button', { name: 'Start export' }).isDisabled()).toBe(true)
  await page.getByRole('combobox', { name: 'Organizations' }).fill('Northwind')
  await page.getByRole('option', { name: 'Northwind Health System' }).click()
  await settledScreen(page, 'accounting', false)

  // A confirmation first; cancelling starts nothing.
  await page.getByRole('button', { name: 'Start export' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText(`Export the approved time of ${PERIOD.label} (previous) for Northwind Health System?`, { exact: false }).waitFor()
  await expectAccessible(page, 'console accounting confirmation')
  await screenshot(page, 'console-accounting-confirm')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await dialog.waitFor({ state: 'detached' })
  expect((await superAdmin.get('/api/v1/super_admin/tasks/?kind=qb-export')).body.count).toBe(0)

  await page.getByRole('button', { name: 'Start export' }).click()
  await dialog.getByRole('button', { name: 'Start export' }).click()
  await page.waitForURL(/\/accounting\?task=/)
  const progress = page.getByRole('region', { name: 'Export progress' })
  await progress.getByText('Done', { exact: true }).waitFor({ timeout: 120_000 })
  await progress.getByText(/^Finished in /).waitFor()
  const iif = await download(page, 'quickbooks-time-')
  expect(iif).toContain('!TIMEACT')
  expect(iif).toContain('Carter, Emily')
  const csv = await download(page, 'quickbooks-invoices-')
  expect(csv.split(/\r?\n/)[0]).toContain('InvoiceNo')
  expect(csv).toContain('Northwind Health System')
  await settledScreen(page, 'accounting-done', false)

  // Exporting the same period again is refused or finds nothing new: never a second charge.
  const tasks = (await superAdmin.get('/api/v1/super_admin/tasks/?kind=qb-export')).body
  expect(tasks.count).toBe(1)
  expect(tasks.results[0]).toMatchObject({ status: 'done', requestedBy: { name: expect.any(String) } })
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

describe.each([
  ['desktop', false],
  ['375 px', true],
])('the console’s time-sheet screens (%s)', (_viewport, mobile) => {
  it('shows the finished export on /accounting and the task on /background-jobs', async () => {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    await openInApp(page, `${server.url}/accounting`)
    const recent = page.getByRole('region', { name: 'Recent QuickBooks exports' })
    await recent.getByRole('link', { name: /quickbooks-time-/ }).waitFor()
    await settledScreen(page, 'accounting-recent', mobile)

    await page.goto(`${server.url}/background-jobs`)
    // A table on a desktop, one block per task at 375 px.
    const tasks = page.getByRole(mobile ? 'list' : 'table', { name: 'Tasks' })
    const row = tasks.getByRole(mobile ? 'listitem' : 'row').filter({ hasText: 'QuickBooks export' }).first()
    await row.waitFor()
    const text = await row.innerText()
    for (const expected of ['Done', '100%', 'Sam Rivera']) expect(text).toContain(expected)
    await row.getByRole('link', { name: /quickbooks-invoices-/ }).waitFor()
    await page.getByRole('button', { name: 'Run now' }).first().waitFor()
    await settledScreen(page, 'background-jobs-tasks', mobile)
    // The status filter narrows the list: nothing failed.
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Failed' }).click()
    await page.getByText('No task matches these filters.').waitFor()
    expect(await tasks.count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })

  it('lists every organization’s time entries, read-only, narrowed by days and organization', async () => {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    await openFromMenu(page, mobile, 'Time tracking', '/time-tracking')
    await page.waitForURL(/\/time-tracking/)
    // The demo time sheets of both organizations, newest day first.
    await page.getByText('Emily Carter').first().waitFor()
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0)
    await settledScreen(page, 'time-tracking', mobile)

    // The weekend this test logged: only its three entries.
    const weekend = encodeURIComponent(JSON.stringify({ dateFrom: '2026-11-07', dateTo: '2026-11-08' }))
    await page.goto(`${server.url}/time-tracking?filter=${weekend}`)
    await page.getByText('James Nguyen').first().waitFor()
    if (!mobile) {
      // The organization is read through the entry's engagement, a moment after the row.
      await page.locator('table tbody tr').filter({ hasText: 'Northwind Health System' }).first().waitFor()
      expect(await page.locator('table tbody tr').count()).toBe(3)
      const row = await page.locator('table tbody tr').filter({ hasText: 'Emily Carter' }).filter({ hasText: '11/08/2026' }).innerText()
      for (const expected of ['Northwind Health System', 'Clarity report writing sprint', '3.50', 'Approved', '$']) expect(row).toContain(expected)
      expect(await page.locator('table tbody input[type=checkbox]').count()).toBe(0)
    } else {
      await page.getByText('Emily Carter · 3.50 h').waitFor()
    }
    await settledScreen(page, 'time-tracking-weekend', mobile)
    await page.getByRole('combobox', { name: 'Organization' }).fill('Lakeside')
    await page.getByRole('option', { name: 'Lakeside Medical Center' }).click()
    await page.getByText('James Nguyen').first().waitFor({ state: 'detached' })
    // Out of the field: the theme's focused label is not what is checked here.
    await page.getByRole('combobox', { name: 'Organization' }).blur()
    await settledScreen(page, 'time-tracking-filtered', mobile)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })
})

it('changes an organization’s time zone on its edit page', async () => {
  for (const mobile of [false, true]) {
    const zone = mobile ? 'America/Denver' : 'America/Chicago'
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    await openInApp(page, `${server.url}/organizations/${northwind}`)
    const input = page.getByRole('combobox', { name: 'Time zone' })
    await input.waitFor()
    await input.fill(zone.replace('_', ' ').split('/')[1]!)
    await page.getByRole('option', { name: zone.replace('_', ' ') }).click()
    await settledScreen(page, 'organization-time-zone', mobile)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Organization was updated').waitFor()
    expect((await superAdmin.get(`/api/v1/super_admin/organizations/${northwind}/`)).body.timeZone).toBe(zone)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  }
  // The organization admin reads it on /organization, without a way to change it.
  const { context, page } = await newPage(browser)
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(demo.northwind.admin)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
  await page.goto(`${server.url}/organization`)
  await page.getByText('America/Denver'.replace('_', ' ')).waitFor()
  await expectAccessible(page, 'organization page time zone')
  await screenshot(page, 'org-organization-time-zone')
  await context.close()
})
