import type { Browser, Page } from 'playwright-core'
import { reducedHoursMessage, PAY_PERIOD_CLOSED_WARNING } from '../../contract/timeSheets/timeEntry'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import path from 'node:path'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, SCREENSHOT_DIR, signInThroughApi } from '../helpers/browser'
import { sidewaysOverflow, wordsBrokenAcrossLines } from '../helpers/sidewaysOverflow'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { clockDay, reviewTime, timeEngagement } from '../helpers/timeSheets'

/**
 * In the talent portal, on a fixed clock: Friday 05/23/2031 (noon in New York). David
 * Kowalski (a seeded talent with no engagement of his own) works on two Northwind engagements: one with
 * two POs since April, one without a PO from Wednesday 05/21. He logs the week Mon-Fri across both,
 * saves and submits; Northwind's admin declines one day with a comment (org API), he fixes it and it is
 * submitted again. The server then restarts on Thursday 06/12/2031: the 05/16-05/31 period is closed,
 * a change to it shows the closed-period warning and becomes an adjustment listed with 'Adj.', and the
 * payroll history lists the period. Every screen and dialog passes the axe check; 1280 and 375 px are
 * looked at.
 */
jest.setTimeout(400_000)

const TALENT = 'david.kowalski@talent.example'
const FIRST_NOW = '2031-05-23T16:00:00Z'
const LATER_NOW = '2031-06-12T16:00:00Z'
const names = { epic: 'Epic Beacon oncology build', cerner: 'Cerner interface support' }
const WEEK = ['Mon 05/19', 'Tue 05/20', 'Wed 05/21', 'Thu 05/22', 'Fri 05/23']

const failedCalls: string[] = []
let server: TestServer
let browser: Browser
let admin: ApiClient
let talent: ApiClient
const ids = { epic: '', cerner: '', epicPo: '' }

async function expectStatus<T>(response: Promise<{ status: number; body: T }>, status: number, what: string): Promise<T> {
  const answer = await response
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, keepDatabase: true, env: { CLOCK_NOW: FIRST_NOW, RUN_JOBS: 'false' } })
  browser = await launchBrowser()
  admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
  talent = await ApiClient.signedIn(server.url, TALENT)
  const talentId = (await expectStatus<{ id: string }>(talent.get('/api/v1/user/'), 200, 'current user')).id
  const epic = await timeEngagement({
    organization: admin, talent, talentId, startDate: clockDay(FIRST_NOW, -40), endDate: clockDay(FIRST_NOW, 60),
    purchaseOrders: ['TT-4101', 'TT-4102'], body: { name: names.epic, talent_pay_rate: '100.00' },
  })
  const cerner = await timeEngagement({
    organization: admin, talent, talentId, startDate: clockDay(FIRST_NOW, -2), endDate: clockDay(FIRST_NOW, 60),
    body: { name: names.cerner, talent_pay_rate: '80.00' },
  })
  ids.epic = epic.id
  ids.cerner = cerner.id
  ids.epicPo = epic.purchaseOrderIds[1]
}, 400_000)

afterAll(async () => {
  if (failedCalls.length) console.log(`Failed API calls:\n${failedCalls.join('\n')}\nServer output:\n${server?.output.slice(-20).join('')}`)
  await browser?.close()
  await server?.stop()
})

function watchApi(page: Page) {
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failedCalls.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
  })
}

async function signIn(page: Page) {
  // Through the API (tests/helpers/browser.ts): this file is not about the sign-in form.
  await signInThroughApi(page, server.url, TALENT)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

async function toast(page: Page, text: string | RegExp) {
  try {
    await page.getByRole('alert').filter({ hasText: text }).first().waitFor()
  } catch (error) {
    await screenshot(page, 'talent-time-failure')
    throw new Error(`No toast '${text}'. Failed API calls: ${failedCalls.join('; ') || 'none'}`, { cause: error })
  }
}

/** What the viewport shows (an open dialog, a phone screen's top), from the top of the page. */
async function viewShot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) })
}

/**
 * The whole page in a window as tall as the page, so the sticky Save bar sits at its foot as a reader
 * scrolling down sees it (a plain full-page capture leaves it across the middle of the grid).
 */
async function pageShot(page: Page, name: string) {
  const size = page.viewportSize()!
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: size.width, height })
  await screenshot(page, name)
  await page.setViewportSize(size)
}

const hours = (page: Page, day: string, name: string) => page.getByRole('textbox', { name: `Hours, ${day}, ${name}`, exact: true })
const minutes = (page: Page, day: string, name: string) => page.getByRole('combobox', { name: `Minutes, ${day}, ${name}`, exact: true })
const week = (page: Page) => page.getByRole('region', { name: 'Week of Mon 05/19' })

async function openSheet(page: Page, path = '/time-tracking') {
  await page.goto(`${server.url}${path}`)
  await week(page).waitFor()
}

it('a talent logs a week across two engagements and submits it', async () => {
  const { page } = await newPage(browser)
  watchApi(page)
  await signIn(page)
  await page.getByRole('link', { name: 'Time Tracking', exact: true }).first().click()
  await week(page).waitFor()
  await page.getByText('Next pay date:').waitFor()
  // The Cerner engagement starts on Wednesday: Monday and Tuesday take no time for it; Saturday has not come.
  await week(page).getByText(`Mon 05/19, ${names.cerner}: Outside the engagement`).waitFor()
  await week(page).getByText(`Sat 05/24, ${names.epic}: Not yet`).waitFor()
  await expectAccessible(page, 'Talent time sheet')

  // Duplicate a row (a second Cerner row), then delete it again: the confirmation comes first.
  await week(page).getByRole('button', { name: `Row actions, ${names.cerner}, week of Mon 05/19` }).click()
  await page.getByRole('menuitem', { name: 'Duplicate row' }).click()
  const copy = `${names.cerner}, row 2`
  await hours(page, 'Wed 05/21', copy).waitFor()
  await week(page).getByRole('button', { name: `Row actions, ${copy}, week of Mon 05/19` }).click()
  await page.getByRole('menuitem', { name: 'Delete row' }).click()
  const confirmation = page.getByRole('dialog')
  await confirmation.getByRole('heading', { name: 'Delete this row?' }).waitFor()
  await expectAccessible(page, 'Delete row confirmation')
  await confirmation.getByRole('button', { name: 'Delete', exact: true }).click()
  await hours(page, 'Wed 05/21', copy).waitFor({ state: 'detached' })

  // Two POs: the Epic row's picker is open while nothing is saved.
  await week(page).getByRole('combobox', { name: `Purchase order, ${names.epic}, week of Mon 05/19` }).selectOption(ids.epicPo)
  for (const day of WEEK) await hours(page, day, names.epic).fill('6')
  expect(await minutes(page, 'Mon 05/19', names.epic).inputValue()).toBe('0')
  for (const day of WEEK.slice(2)) await minutes(page, day, names.cerner).selectOption('30')
  expect(await hours(page, 'Wed 05/21', names.cerner).inputValue()).toBe('0')
  await hours(page, 'Fri 05/23', names.cerner).fill('2')
  // Above the 24-hour cap is ignored: the cell keeps what it had.
  await hours(page, 'Thu 05/22', names.epic).fill('25')
  expect(await hours(page, 'Thu 05/22', names.epic).inputValue()).toBe('6')
  const totals = week(page).getByRole('row', { name: /^Day total/ })
  await totals.getByText('6.50 (6:30)').first().waitFor()
  await totals.getByText('8.50 (8:30)').waitFor()

  // A comment on Monday's Epic entry, in the entry dialog.
  await week(page).getByRole('button', { name: `Comment and details, Mon 05/19, ${names.epic}` }).click()
  const details = page.getByRole('dialog')
  await details.getByLabel('Comment').fill('Oncology order sets build')
  await expectAccessible(page, 'Time entry dialog')
  await viewShot(page, 'talent-time-entry-dialog')
  await details.getByRole('button', { name: 'Apply' }).click()
  await details.waitFor({ state: 'detached' })
  await pageShot(page, 'talent-time-sheet-typed')

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Time sheet was saved')
  await week(page).getByText('Open', { exact: true }).first().waitFor()
  const saved = await expectStatus<{ count: number; results: any[] }>(talent.get(`/api/v1/talent/time-sheets/?date_from=2031-05-19&date_to=2031-05-25&page_size=100`), 200, 'entries')
  expect(saved.count).toBe(8)
  expect(saved.results.find((entry) => entry.engagementId === ids.epic && entry.timekeepingDate === '2031-05-19')).toMatchObject({ hours: '6.00', purchaseOrderId: ids.epicPo, talentComment: 'Oncology order sets build', state: 'open' })
  expect(saved.results.find((entry) => entry.engagementId === ids.cerner && entry.timekeepingDate === '2031-05-23')).toMatchObject({ hours: '2.50', purchaseOrderId: null })

  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  await toast(page, '8 time entries were submitted for approval')
  await week(page).getByText('Submitted', { exact: true }).first().waitFor()
  expect(await week(page).getByText('Open', { exact: true }).count()).toBe(0)
  // The server's count of the period agrees: 30 hours of Epic and 3:30 of Cerner, submitted.
  await page.getByText(/submitted 33\.50 \(33:30\) h · open 0\.00 h/).waitFor()
  // Submitted time keeps its PO; with several POs the picker stays open for a submitted row.
  await expectAccessible(page, 'Talent time sheet, submitted')
  await pageShot(page, 'talent-time-sheet')
  expect(pageErrors(page)).toEqual([])
})

it('a declined entry shows the comment, is fixed and goes back to submitted', async () => {
  const entries = await expectStatus<{ results: any[] }>(talent.get('/api/v1/talent/time-sheets/?date_from=2031-05-20&date_to=2031-05-20'), 200, 'entries')
  const tuesday = entries.results.find((entry) => entry.engagementId === ids.epic)
  await reviewTime(admin, tuesday.id, 'declined', { clientComment: 'Tuesday was the training day: log 4 hours.' })

  const { page } = await newPage(browser)
  watchApi(page)
  await signIn(page)
  await openSheet(page)
  await week(page).getByText('Declined', { exact: true }).waitFor()
  await week(page).getByText('Tuesday was the training day: log 4 hours.').waitFor()
  await week(page).getByRole('button', { name: `Comment and details, Tue 05/20, ${names.epic}` }).click()
  await page.getByRole('dialog').getByText(/Declined by .*Tuesday was the training day/).waitFor()
  await expectAccessible(page, 'Declined entry dialog')
  await viewShot(page, 'talent-declined-entry-dialog')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  await hours(page, 'Tue 05/20', names.epic).fill('4')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, 'Time sheet was saved')
  await week(page).getByText('Declined', { exact: true }).waitFor({ state: 'detached' })
  const fixed = await expectStatus<any>(talent.get(`/api/v1/talent/time-sheets/?date_from=2031-05-20&date_to=2031-05-20`), 200, 'entry')
  expect(fixed.results.find((entry: any) => entry.engagementId === ids.epic)).toMatchObject({ state: 'pending', hours: '4.00' })
  expect(pageErrors(page)).toEqual([])
})

it('the time sheet, a new entry dialog and the other screens at 375 px', async () => {
  const { page } = await newPage(browser, { mobile: true })
  watchApi(page)
  await signIn(page)
  await openSheet(page)
  await week(page).getByRole('region', { name: 'Fri 05/23' }).waitFor()
  await expectAccessible(page, 'Talent time sheet, 375 px')
  await pageShot(page, 'talent-time-sheet-375')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // The New time sheet entry dialog from a day: Thursday on the Cerner engagement, 1:15 more.
  await week(page).getByRole('button', { name: 'New time sheet entry, Thu 05/22' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: 'New time sheet entry' }).waitFor()
  await dialog.getByRole('combobox', { name: 'Engagement' }).selectOption({ label: names.cerner })
  await dialog.getByLabel('Hours').fill('1')
  await dialog.getByRole('combobox', { name: 'Minutes' }).selectOption('15')
  await expectAccessible(page, 'New time sheet entry dialog, 375 px')
  await viewShot(page, 'talent-new-entry-375')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Time entry was saved')
  const thursday = await expectStatus<any>(talent.get('/api/v1/talent/time-sheets/?date_from=2031-05-22&date_to=2031-05-22'), 200, 'entries')
  expect(thursday.results.filter((entry: any) => entry.engagementId === ids.cerner).map((entry: any) => entry.hours).sort()).toEqual(['0.50', '1.25'])
  expect(pageErrors(page)).toEqual([])
})

it('after the window closes, a change is an adjustment with the warning; payroll history lists the period', async () => {
  // Northwind approves Monday's Epic time while the period is open; later, less time on it is deducted.
  const monday = await expectStatus<{ results: any[] }>(talent.get('/api/v1/talent/time-sheets/?date_from=2031-05-19&date_to=2031-05-19'), 200, 'entries')
  await reviewTime(admin, monday.results.find((entry) => entry.engagementId === ids.epic).id, 'approved')
  await server.stop()
  server = await startTestServer({ sameDatabaseAs: server, env: { CLOCK_NOW: LATER_NOW, RUN_JOBS: 'false' } })
  const { page } = await newPage(browser)
  watchApi(page)
  await signIn(page)
  await openInApp(page, `${server.url}/time-tracking`)
  await page.getByRole('combobox', { name: 'Pay period' }).selectOption({ label: '05/16/2031 – 05/31/2031 (closed)' })
  await week(page).waitFor()
  await page.getByText('This period is closed').waitFor()
  await hours(page, 'Mon 05/19', names.epic).fill('5')
  await page.getByText(PAY_PERIOD_CLOSED_WARNING).waitFor()
  await expectAccessible(page, 'Closed period with a change')
  await pageShot(page, 'talent-time-closed-period')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await toast(page, reducedHoursMessage('1.00'))
  await page.getByRole('alert').filter({ hasText: PAY_PERIOD_CLOSED_WARNING }).first().waitFor()
  await week(page).getByText('Adj. Submitted for review').waitFor()

  await page.getByRole('tab', { name: 'Historical adjustments' }).click()
  const adjustments = page.getByRole('table', { name: 'Adjustments' })
  await adjustments.getByText('05/19/2031').waitFor()
  expect(await adjustments.textContent()).toContain('Adj. 5.00')
  await expectAccessible(page, 'Historical adjustments')
  await screenshot(page, 'talent-historical-adjustments')

  await page.getByRole('tab', { name: 'Payroll history' }).click()
  const periods = page.getByRole('table', { name: 'Pay periods' })
  await periods.getByRole('rowheader', { name: '05/16/2031 – 05/31/2031' }).waitFor()
  await expectAccessible(page, 'Payroll history')
  await screenshot(page, 'talent-payroll-history')

  const mobile = await newPage(browser, { mobile: true })
  await signIn(mobile.page)
  await openInApp(mobile.page, `${server.url}/time-tracking/payroll-history`)
  await mobile.page.getByRole('table', { name: 'Pay periods' }).waitFor()
  await expectAccessible(mobile.page, 'Payroll history, 375 px')
  await screenshot(mobile.page, 'talent-payroll-history-375')
  expect(await mobile.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  // The adjustments as stacked cards: nothing scrolls sideways, not even inside a box the keyboard cannot reach.
  await mobile.page.goto(`${server.url}/time-tracking/historical-adjustments`)
  const adjustmentCard = mobile.page.getByRole('list', { name: 'Adjustments' }).getByRole('listitem').filter({ hasText: '05/19/2031' })
  await adjustmentCard.getByText('Adj. Submitted for review').waitFor()
  expect(await sidewaysOverflow(mobile.page)).toEqual({ overflow: 0, hiddenScrolls: [] })
  expect(await wordsBrokenAcrossLines(adjustmentCard)).toEqual([])
  await expectAccessible(mobile.page, 'Historical adjustments, 375 px')
  await screenshot(mobile.page, 'talent-historical-adjustments-375')
  // A range with no periods: the spec's empty state.
  await mobile.page.goto(`${server.url}/time-tracking/payroll-history?from=2030-01-01&to=2030-01-31`)
  await mobile.page.getByText('No results found...').waitFor()
  expect(pageErrors(page)).toEqual([])
})
