import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { PAY_PERIOD_CLOSED_WARNING, reducedHoursMessage } from '../../contract/timeSheets/timeEntry'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { downloadedBytes, launchBrowser, newPage, openInApp, pageErrors, screenshot, SCREENSHOT_DIR, signInThroughApi } from '../helpers/browser'
import { readDirectory } from '../helpers/directory'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { timeEngagement } from '../helpers/timeSheets'

/**
 * The time-sheets story in the browser, on a fixed clock: Friday 05/23/2031
 * (noon in New York, period 05/16 - 05/31). David Kowalski (a seeded talent with no engagement of his
 * own) logs the week Mon-Fri across two Northwind engagements owned by Northwind's manager (Manage
 * Engagement; owners approve their time) and submits it; the manager declines Tuesday with a comment
 * and bulk-approves the rest ('Approve all engagements' for David); David fixes Tuesday (submitted
 * again). The server restarts on Thursday 06/12/2031 on the same database: the period is closed,
 * David's change to approved Monday shows the closed-period warning and the manager approves the
 * adjustment on the historical adjustments page; Northwind's admin exports the payroll report of the
 * period; the super admin exports the QuickBooks files of it in the console. axe on every screen and
 * dialog; screenshots tests/artifacts/screenshots/story-time-* at 1280 px and one at 375 px.
 */
jest.setTimeout(600_000)

const TALENT = 'david.kowalski@talent.example'
const FIRST_NOW = '2031-05-23T16:00:00Z'
const LATER_NOW = '2031-06-12T16:00:00Z'
const PERIOD = { start: '2031-05-16', label: '05/16/2031 – 05/31/2031' }
const names = { epic: 'Epic Sapphire oncology story', cerner: 'Cerner Sapphire interface story' }
const WEEK = ['Mon 05/19', 'Tue 05/20', 'Wed 05/21', 'Thu 05/22', 'Fri 05/23']

let server: TestServer
let browser: Browser
let talent: ApiClient
let manager: ApiClient
let davidId = ''
const ids = { epic: '', cerner: '' }
const failedCalls: string[] = []

async function entriesOf(day: string): Promise<any[]> {
  const answer = await talent.get(`/api/v1/talent/time-sheets/?date_from=${day}&date_to=${day}&page_size=100`)
  expect(answer.status).toBe(200)
  return answer.body.results.filter((entry: any) => entry.engagementId === ids.epic || entry.engagementId === ids.cerner)
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, keepDatabase: true, env: { CLOCK_NOW: FIRST_NOW, RUN_JOBS: 'true' } })
  browser = await launchBrowser()
  const admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
  manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  talent = await ApiClient.signedIn(server.url, TALENT)
  const directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
  davidId = directory.userId(TALENT)
  const owners = [directory.userId(demo.northwind.manager)]
  // Setup, not the point: two engagements through the API, the second starting on Wednesday.
  ids.epic = (await timeEngagement({ organization: admin, talent, talentId: davidId, startDate: '2031-04-14', endDate: '2031-08-29', body: { name: names.epic, talent_pay_rate: '100.00', owner_ids: owners } })).id
  ids.cerner = (await timeEngagement({ organization: admin, talent, talentId: davidId, startDate: '2031-05-21', endDate: '2031-08-29', body: { name: names.cerner, talent_pay_rate: '80.00', owner_ids: owners } })).id
}, 400_000)

afterAll(async () => {
  if (failedCalls.length) console.log(`Failed API calls:\n${failedCalls.join('\n')}\nServer output:\n${server?.output.slice(-20).join('')}`)
  await browser?.close()
  await server?.stop()
})

async function open(who: string, options: { mobile?: boolean } = {}) {
  const opened = await newPage(browser, options)
  opened.page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failedCalls.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
  })
  // Through the API (tests/helpers/browser.ts): the story is not about the sign-in form, which the
  // account files drive.
  await signInThroughApi(opened.page, server.url, who)
  await opened.page.goto(`${server.url}/`)
  if (who === demo.superAdmin) await opened.page.getByText('Talentgrid console').first().waitFor()
  else await opened.page.getByRole('button', { name: /^Account menu for/ }).waitFor()
  return opened
}

const shot = (page: Page, name: string) => screenshot(page, `story-time-${name}`)
const dialog = (page: Page) => page.getByRole('dialog')
/** A dialog as the window shows it (a full-page capture draws the fixed app bar across the middle of the page). */
const dialogShot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `story-time-${name}.png`) })
async function toast(page: Page, text: string) {
  try {
    await page.getByRole('alert').filter({ hasText: text }).first().waitFor()
  } catch (error) {
    await shot(page, 'failure')
    throw new Error(`No toast '${text}'. Failed API calls: ${failedCalls.join('; ') || 'none'}`, { cause: error })
  }
}
/** The talent's sheet as a reader scrolling down sees it: a window as tall as the page (the sticky Save bar at its foot). */
async function pageShot(page: Page, name: string) {
  const size = page.viewportSize()!
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: size.width, height })
  await shot(page, name)
  await page.setViewportSize(size)
}
const hours = (page: Page, day: string, name: string) => page.getByRole('textbox', { name: `Hours, ${day}, ${name}`, exact: true })
const week = (page: Page) => page.getByRole('region', { name: 'Week of Mon 05/19' })
const grid = (page: Page, name = 'Time entries') => page.getByRole('grid', { name })

it('1. the talent logs a week across two engagements and submits it', async () => {
  const { context, page } = await open(TALENT)
  await page.getByRole('link', { name: 'Time Tracking', exact: true }).first().click()
  await week(page).waitFor()
  await week(page).getByText(`Mon 05/19, ${names.cerner}: Outside the engagement`).waitFor()
  for (const day of WEEK) await hours(page, day, names.epic).fill('6')
  for (const day of WEEK.slice(2)) await hours(page, day, names.cerner).fill('2')
  await week(page).getByRole('row', { name: /^Day total/ }).getByText(/^8\.00/).first().waitFor()
  await expectAccessible(page, 'Talent time sheet, typed')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Time sheet was saved')
  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  await toast(page, '8 time entries were submitted for approval')
  await week(page).getByText('Submitted', { exact: true }).first().waitFor()
  await page.getByText(/submitted 36\.00\b.* open 0\.00 h/).waitFor()
  await expectAccessible(page, 'Talent time sheet, submitted')
  await pageShot(page, 'talent-submitted')
  expect((await entriesOf('2031-05-21')).map((entry) => entry.state)).toEqual(['pending', 'pending'])
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('2. the manager declines Tuesday with a comment and bulk-approves the rest', async () => {
  const { context, page } = await open(demo.northwind.manager)
  await page.getByRole('navigation').getByRole('link', { name: 'Time Tracking' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Time Tracking' }).waitFor()
  // Only David's time (the seed's demo time is in the same period).
  await page.goto(`${server.url}/time-tracking?talent=${davidId}`)
  await grid(page).getByText(names.cerner).first().waitFor()
  await expectAccessible(page, 'Manager time tracking')
  await shot(page, 'manager-list')

  await page.getByRole('menuitem', { name: 'Decline David Kowalski, 05/20/2031' }).click()
  await dialog(page).getByText('Decline time entry').waitFor()
  await dialog(page).getByLabel('Comment for the talent').fill('Tuesday was the training day: log 4 hours.')
  await expectAccessible(page, 'Decline time entry dialog')
  await dialogShot(page, 'manager-decline')
  await dialog(page).getByRole('button', { name: 'Decline' }).click()
  await toast(page, 'Time entry was declined')

  await page.getByRole('button', { name: 'Approve time' }).click()
  await page.getByRole('menuitem', { name: 'Approve all engagements' }).click()
  await dialog(page).getByText(`Approves every submitted entry of all engagements in the pay period ${PERIOD.label}.`).waitFor()
  await expectAccessible(page, 'Approve all engagements dialog')
  await dialogShot(page, 'manager-bulk-approve')
  await dialog(page).getByRole('button', { name: 'Approve' }).click()
  await toast(page, '7 time entries were approved')
  const states = (await Promise.all(['2031-05-19', '2031-05-20', '2031-05-21'].map(entriesOf))).flat().map((entry) => entry.state).sort()
  expect(states).toEqual(['approved', 'approved', 'approved', 'declined'])
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('3. the talent fixes the declined entry and it is submitted again', async () => {
  const { context, page } = await open(TALENT)
  await openInApp(page, `${server.url}/time-tracking`)
  await week(page).getByText('Tuesday was the training day: log 4 hours.').waitFor()
  await week(page).getByText('Declined', { exact: true }).waitFor()
  await expectAccessible(page, 'Talent time sheet, declined')
  await pageShot(page, 'talent-declined')
  await hours(page, 'Tue 05/20', names.epic).fill('4')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Time sheet was saved')
  await week(page).getByText('Declined', { exact: true }).waitFor({ state: 'detached' })
  expect((await entriesOf('2031-05-20'))[0]).toMatchObject({ state: 'pending', hours: '4.00' })
  expect(pageErrors(page)).toEqual([])
  await context.close()

  // The same sheet at 375 px: nothing scrolls sideways.
  const mobile = await open(TALENT, { mobile: true })
  await openInApp(mobile.page, `${server.url}/time-tracking`)
  await week(mobile.page).getByRole('region', { name: 'Tue 05/20' }).getByText('Submitted', { exact: true }).first().waitFor()
  await expectAccessible(mobile.page, 'Talent time sheet, 375 px')
  await dialogShot(mobile.page, 'talent-375')
  expect(await mobile.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await mobile.context.close()
  // The manager approves the fixed day, so the whole week is approved when the period closes.
  const tuesday = (await entriesOf('2031-05-20'))[0]
  expect((await manager.patch(`/api/v1/manager/time-sheets/${tuesday.id}/`, { state: 'approved' })).status).toBe(200)
})

it('4. after the window closes, a change to approved time is an adjustment the manager approves', async () => {
  await server.stop()
  server = await startTestServer({ sameDatabaseAs: server, env: { CLOCK_NOW: LATER_NOW, RUN_JOBS: 'true' } })
  talent = await ApiClient.signedIn(server.url, TALENT)
  manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  const { context, page } = await open(TALENT)
  await openInApp(page, `${server.url}/time-tracking`)
  await page.getByRole('combobox', { name: 'Pay period' }).selectOption({ label: `${PERIOD.label} (closed)` })
  await week(page).waitFor()
  await page.getByText('This period is closed').waitFor()
  await hours(page, 'Mon 05/19', names.epic).fill('5')
  await page.getByText(PAY_PERIOD_CLOSED_WARNING).waitFor()
  await expectAccessible(page, 'Closed period with a change')
  await pageShot(page, 'talent-closed-period')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, reducedHoursMessage('1.00'))
  await week(page).getByText('Adj. Submitted for review').waitFor()
  expect(pageErrors(page)).toEqual([])
  await context.close()

  const managers = await open(demo.northwind.manager)
  const desk = managers.page
  await desk.goto(`${server.url}/time-tracking/historical-adjustments`)
  await desk.getByRole('heading', { level: 1, name: 'Historical adjustments' }).waitFor()
  await grid(desk, 'Adjustments').getByText(names.epic).first().waitFor()
  // One hour less at the $120 bill rate: a negative cost change, in dollars like the positive ones.
  await grid(desk, 'Adjustments').getByText('-$120.00', { exact: true }).waitFor()
  await expectAccessible(desk, 'Historical adjustments')
  await shot(desk, 'manager-adjustments')
  await desk.getByRole('menuitem', { name: 'Approve David Kowalski, 05/19/2031' }).click()
  await toast(desk, 'Adjustment was approved')
  const adjustments = await manager.get('/api/v1/manager/time-sheets/adjustments/?search=Kowalski&page_size=100')
  expect(adjustments.status).toBe(200)
  const monday = adjustments.body.results.filter((entry: any) => entry.engagementId === ids.epic && entry.timekeepingDate === '2031-05-19')
  expect(monday.map((entry: any) => entry.state)).toEqual(['approved'])
  expect(pageErrors(desk)).toEqual([])
  await managers.context.close()
})

it('5. the organization admin exports the payroll report of the period and the file arrives', async () => {
  const { context, page } = await open(demo.northwind.admin)
  await openInApp(page, `${server.url}/time-tracking?period=${PERIOD.start}&talent=${davidId}`)
  await grid(page).getByText(names.cerner).first().waitFor()
  await page.getByRole('button', { name: 'Export payroll report' }).click()
  await dialog(page).getByText('Export payroll report').waitFor()
  await dialog(page).getByLabel('CSV').check()
  await expectAccessible(page, 'Export payroll report dialog')
  await dialog(page).getByRole('button', { name: 'Export' }).click()
  const link = dialog(page).getByRole('link', { name: /^Download / })
  await link.waitFor({ timeout: 60_000 })
  await dialogShot(page, 'admin-export')
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  const lines = (await downloadedBytes(download)).toString('utf8').split(/\r?\n/)
  const wednesdayCerner = lines.filter((line) => line.includes('David Kowalski') && line.includes(names.cerner) && line.includes('05/21/2031'))
  expect(wednesdayCerner).toHaveLength(1)
  // The export formats (docs/decisions/export-cell-formats.md): 2 hours at the $80 pay rate, dates MM/dd/yyyy.
  const header = lines[0]!.split(',')
  const cells = wednesdayCerner[0]!.split(',')
  const cell = (name: string) => cells[header.indexOf(name)]
  expect([cell('Pay period'), cell('Type'), cell('Hours'), cell('Talent pay rate'), cell('Pay')]).toEqual(['05/16/2031', 'Time entry', '2.00', '80.00', '160.00'])
  expect(cell('Reviewed at')).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M$/)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('6. the super admin exports the QuickBooks files of the period and downloads them', async () => {
  const { context, page } = await open(demo.superAdmin)
  await openInApp(page, `${server.url}/accounting`)
  await page.getByRole('heading', { level: 1, name: 'Accounting' }).waitFor()
  await page.getByRole('combobox', { name: 'Pay period' }).filter({ hasText: `${PERIOD.label} (previous)` }).waitFor()
  await page.getByRole('combobox', { name: 'Organizations' }).fill('Northwind')
  await page.getByRole('option', { name: 'Northwind Health System' }).click()
  await page.getByRole('button', { name: 'Start export' }).click()
  await dialog(page).getByText(`Export the approved time of ${PERIOD.label} (previous) for Northwind Health System?`, { exact: false }).waitFor()
  await expectAccessible(page, 'console QuickBooks export confirmation')
  await dialogShot(page, 'console-confirm')
  await dialog(page).getByRole('button', { name: 'Start export' }).click()
  const progress = page.getByRole('region', { name: 'Export progress' })
  await progress.getByText('Done', { exact: true }).waitFor({ timeout: 120_000 })
  await page.waitForFunction(() => !document.querySelector('[role=progressbar]'), undefined, { timeout: 60_000 })
  await expectAccessible(page, 'console accounting, export done')
  await shot(page, 'console-done')
  const read = async (name: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()])
    return (await downloadedBytes(file)).toString('utf8')
  }
  const iif = await read('quickbooks-time-')
  const davids = iif.split(/\r?\n/).filter((line) => line.startsWith('TIMEACT') && line.includes('Kowalski, David'))
  expect(davids.length).toBeGreaterThan(0)
  expect(davids.some((line) => line.includes(names.epic) || line.includes(names.cerner))).toBe(true)
  expect((await read('quickbooks-invoices-')).split(/\r?\n/)[0]).toContain('InvoiceNo')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
