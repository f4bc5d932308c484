import type { Browser, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { chooseOption, downloadedBytes, launchBrowser, newPage, openInApp, pageErrors, screenshot, signedInPage, signInThroughApi } from '../helpers/browser'
import { readDirectory } from '../helpers/directory'
import { sidewaysOverflow, wordsBrokenAcrossLines } from '../helpers/sidewaysOverflow'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { logTime, timeEngagement } from '../helpers/timeSheets'

/**
 * The organization portal's time tracking in the browser, on
 * Northwind with the seed's demo time sheets and the clock on Friday 11/20/2026 (current period
 * 11/16 - 11/30; 11/01 - 11/15 closed to talents, still open to the organization through 11/22). Two
 * engagements of this test (David Kowalski's with a PO, Hannah Lee's) carry time the talents submit
 * through their API; the manager declines one entry with a comment, approves an entire day in one go
 * and un-approves with a reason; the admin exports the payroll report and the file arrives; on the
 * historical adjustments page the 'Time sheet Adjustment' form edits, cancels (the value comes back)
 * and saves. Every screen and dialog passes axe; desktop and 375 px screenshots.
 */
jest.setTimeout(300_000)

const CLOCK_NOW = '2026-11-20T17:00:00Z'
const DAVID = 'david.kowalski@talent.example'
const HANNAH = 'hannah.lee@talent.example'
const DAVIDS = 'Epic Cupid cardiology build'
const HANNAHS = 'Epic Kaleidoscope ophthalmology build'
let server: TestServer
let browser: Browser
let manager: ApiClient
let davids: string
let hannahs: string
let hannahClient: ApiClient

interface Entry {
  id: string
  state: string
  engagementId: string
  clientComment: string
  description: string
  unapproveReason: string
  talentName: string
  timekeepingDate: string
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { CLOCK_NOW, RUN_JOBS: 'true' } })
  browser = await launchBrowser()
  const admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
  manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  const directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
  const david = await ApiClient.signedIn(server.url, DAVID)
  const hannah = await ApiClient.signedIn(server.url, HANNAH)
  hannahClient = hannah
  // The manager owns both engagements: owners have approval rights on their time.
  const dates = { startDate: '2026-10-26', endDate: '2027-01-29' }
  const owners = [directory.userId(demo.northwind.manager)]
  davids = (await timeEngagement({ organization: admin, talent: david, talentId: directory.userId(DAVID), ...dates, purchaseOrders: ['NW-TT-0417'], body: { name: DAVIDS, owner_ids: owners } })).id
  hannahs = (await timeEngagement({ organization: admin, talent: hannah, talentId: directory.userId(HANNAH), ...dates, body: { name: HANNAHS, owner_ids: owners } })).id
  await logTime(david, { engagementId: davids, date: '2026-11-17', hours: 8, submit: true })
  await logTime(david, { engagementId: davids, date: '2026-11-18', hours: 7, minutes: 30, submit: true })
  await logTime(hannah, { engagementId: hannahs, date: '2026-11-17', hours: 6, minutes: 15, submit: true })
  // A day of the period closed to talents: David's time there is a request for review (an adjustment).
  await logTime(david, { engagementId: davids, date: '2026-11-03', hours: 3, submit: true })
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const shot = (page: Page, name: string) => screenshot(page, `org-time-tracking-${name}`)
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor()
const grid = (page: Page, name = 'Time entries') => page.getByRole('grid', { name })

async function signIn(page: Page, email: string) {
  // Through the API (tests/helpers/browser.ts): this file is not about the sign-in form.
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

/** This test's entries of the current period (the manager's API). */
async function entries(path = 'time-sheets/?period_start=2026-11-16'): Promise<Entry[]> {
  const response = await manager.get(`/api/v1/manager/${path}&page_size=100`)
  expect(response.status).toBe(200)
  return (response.body.results as Entry[]).filter((entry) => entry.engagementId === davids || entry.engagementId === hannahs)
}
const entryOf = async (talent: string, day: string) => (await entries()).find((entry) => entry.talentName === talent && entry.timekeepingDate === day)!

/** Shows only this test's rows (the seed's demo time is in the same period): waits until every row names `text`. */
async function searchFor(page: Page, text: string, gridName = 'Time entries') {
  await page.getByRole('searchbox', { name: 'Search talent or engagement' }).fill(text)
  await page.waitForURL(new RegExp(`search=${text}`))
  await page.waitForFunction(
    ({ name, expected }) => {
      const rows = [...document.querySelectorAll(`[role="grid"][aria-label="${name}"] [role="row"][data-id]`)]
      return rows.length > 0 && rows.every((row) => row.textContent?.includes(expected))
    },
    { name: gridName, expected: text },
    { timeout: 10_000 },
  )
}

it('the manager declines one entry with a comment and approves an entire day', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await page.getByRole('navigation').getByRole('link', { name: 'Time Tracking' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Time Tracking' }).waitFor()
  await page.getByRole('combobox', { name: 'Pay period' }).filter({ hasText: 'Current: 11/16/2026 – 11/30/2026' }).waitFor()
  await grid(page).getByRole('row').nth(1).waitFor()
  await page.locator('dl[aria-label="Totals"]').getByText('Total hours').waitFor()
  await page.getByRole('region', { name: 'PO burn-down figures' }).getByText('NW-TT-0417').waitFor()
  await page.getByText(/^All approved spend to date \(11\/20\/2026\), whichever period is shown\./).waitFor()
  await page.getByRole('region', { name: 'PO burn-down figures' }).getByRole('columnheader', { name: 'Submitted' }).waitFor()
  await expectAccessible(page, 'Time tracking')
  await shot(page, 'list')

  await searchFor(page, 'Kowalski')
  // A layout switch (a rotated tablet, a resized window; CI's full-page screenshots caused one) mounts the
  // filters again: the search stays in the box, so the box does not report '' and clear it from the address.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('button', { name: /^Filters/ }).waitFor()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: /^Filters/ }).waitFor({ state: 'detached' })
  expect(await page.getByRole('searchbox', { name: 'Search talent or engagement' }).inputValue()).toBe('Kowalski')
  // Hours with two decimals and the fraction as h:mm; adjustments carry 'Adj.'.
  await grid(page).getByText('7.50 (7:30)').waitFor()
  await grid(page).getByText(`Adj. ${DAVIDS}`).waitFor()

  // Decline David's 11/18: the comment is required, then saved (trimmed) with the entry.
  await page.getByRole('menuitem', { name: 'Decline David Kowalski, 11/18/2026' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Decline time entry').waitFor()
  await dialog.getByRole('button', { name: 'Decline' }).click()
  await dialog.getByText('This field is required').waitFor()
  await expectAccessible(page, 'Decline time entry dialog')
  await shot(page, 'decline')
  await dialog.getByLabel('Comment for the talent').fill('  Please split the 11/18 hours between the two reports.  ')
  await dialog.getByRole('button', { name: 'Decline' }).click()
  await toast(page, 'Time entry was declined')
  const declined = await entryOf('David Kowalski', '2026-11-18')
  expect(declined.state).toBe('declined')
  expect(declined.clientComment).toBe('Please split the 11/18 hours between the two reports.')

  // Approve the entire day 11/17 of David's engagement: Hannah's 11/17 stays waiting.
  await page.getByRole('button', { name: 'Approve time' }).click()
  await page.getByRole('menuitem', { name: 'Approve entire day' }).click()
  await dialog.getByText('Approved entries include applicable adjustments within the pay period; for a custom range, adjustments are not filtered by the date range.').waitFor()
  await dialog.getByRole('combobox', { name: 'Day' }).click()
  await page.getByRole('option', { name: '11/17/2026' }).click()
  await dialog.getByRole('combobox', { name: 'Engagement' }).fill('Cupid')
  await page.getByRole('option', { name: DAVIDS }).click()
  await expectAccessible(page, 'Approve entire day dialog')
  await shot(page, 'bulk-day')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await toast(page, '1 time entry was approved')
  expect((await entryOf('David Kowalski', '2026-11-17')).state).toBe('approved')
  expect((await entryOf('Hannah Lee', '2026-11-17')).state).toBe('pending')
  expect((await entryOf('David Kowalski', '2026-11-18')).state).toBe('declined')

  // The grid orders on the server: by talent name, then descending.
  await grid(page).getByRole('columnheader', { name: 'Talent' }).click()
  await page.waitForURL(/ordering=talent_name/)
  await grid(page).getByRole('columnheader', { name: 'Talent' }).click()
  await page.waitForURL(/ordering=-talent_name/)

  // The PO burn-down is all approved spend to date: the same figures on every period.
  const burnDownRow = page.getByRole('region', { name: 'PO burn-down figures' }).getByRole('row').filter({ hasText: 'NW-TT-0417' })
  const burnDownOnCurrent = await burnDownRow.textContent()

  // The grace period holds nothing of David's booked into it; a custom range reads the days worked,
  // the 11/03 request for review among them.
  await page.getByRole('combobox', { name: 'Pay period' }).click()
  // The list's own request for the grace period (the search still applied) answers first, then the grid shows that answer.
  const graceList = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname.endsWith('/time-sheets/') && url.searchParams.get('period_start') === '2026-11-01' && url.searchParams.get('search') === 'Kowalski'
  })
  await page.getByRole('option', { name: 'Grace: 11/01/2026 – 11/15/2026' }).click()
  await page.waitForURL(/period=2026-11-01/)
  expect((await (await graceList).json()).count).toBe(0)
  await page.getByText('No results found...').waitFor()
  expect(await burnDownRow.textContent()).toBe(burnDownOnCurrent)
  await shot(page, 'grace-burn-down')
  await expectAccessible(page, 'Time tracking, no results')
  await page.getByRole('combobox', { name: 'Pay period' }).click()
  await page.getByRole('option', { name: 'Custom date range' }).click()
  await page.waitForURL(/from=2026-11-01&to=2026-11-15/)
  await grid(page).getByText(`Adj. ${DAVIDS}`).waitFor()
  await expectAccessible(page, 'Time tracking, custom range')
  await shot(page, 'custom-range')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the admin exports the payroll report and the file arrives', async () => {
  // Hannah's 11/17 approved too, so the report holds both talents of this test.
  const hannah17 = await entryOf('Hannah Lee', '2026-11-17')
  expect((await manager.patch(`/api/v1/manager/time-sheets/${hannah17.id}/`, { state: 'approved' })).status).toBe(200)
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.admin)
  await openInApp(page, `${server.url}/time-tracking`)
  await grid(page).getByRole('row').nth(1).waitFor()
  await page.getByRole('button', { name: 'Export payroll report' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Export payroll report').waitFor()
  await dialog.getByLabel('CSV').check()
  await expectAccessible(page, 'Export dialog')
  await dialog.getByRole('button', { name: 'Export' }).click()
  const link = dialog.getByRole('link', { name: /^Download / })
  await link.waitFor({ timeout: 60_000 })
  await expectAccessible(page, 'Export dialog, done')
  await shot(page, 'export')
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const text = (await downloadedBytes(download)).toString('utf8')
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  expect(text).toContain('David Kowalski')
  expect(text).toContain('Hannah Lee')
  expect(text).toContain(DAVIDS)

  // The same report as XLSX (a zip: 'PK').
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Export payroll report' }).click()
  await dialog.getByLabel('Excel (XLSX)').check()
  await dialog.getByRole('button', { name: 'Export' }).click()
  await link.waitFor({ timeout: 60_000 })
  const [workbook] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/)
  expect((await downloadedBytes(workbook)).subarray(0, 2).toString()).toBe('PK')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the manager un-approves an approved entry with a reason', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await openInApp(page, `${server.url}/time-tracking`)
  await searchFor(page, 'Kowalski')
  await page.getByRole('menuitem', { name: 'Un-approve David Kowalski, 11/17/2026' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Un-approve time entry').waitFor()
  await dialog.getByRole('button', { name: 'Un-approve' }).click()
  await dialog.getByText('This field is required').waitFor()
  await expectAccessible(page, 'Un-approve dialog')
  await dialog.getByLabel('Reason').fill('Approved by mistake: the hours belong to the 11/18 build.')
  await dialog.getByRole('button', { name: 'Un-approve' }).click()
  await toast(page, 'Time entry was un-approved')
  const entry = await entryOf('David Kowalski', '2026-11-17')
  expect(entry.state).toBe('pending')
  expect(entry.unapproveReason).toBe('Approved by mistake: the hours belong to the 11/18 build.')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the adjustment form edits, cancels back to the original and saves only when changed', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await openInApp(page, `${server.url}/time-tracking/historical-adjustments`)
  await page.getByRole('heading', { level: 1, name: 'Historical adjustments' }).waitFor()
  await grid(page, 'Adjustments').getByRole('row').nth(1).waitFor()
  await expectAccessible(page, 'Historical adjustments')
  await shot(page, 'adjustments')

  await searchFor(page, 'Kowalski', 'Adjustments')
  await page.getByRole('menuitem', { name: 'Adjust David Kowalski, 11/03/2026' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Time sheet Adjustment').waitFor()
  await dialog.getByText('NW-TT-0417').waitFor()
  const save = dialog.getByRole('button', { name: 'Save' })
  expect(await save.isDisabled()).toBe(true)

  // Hours: Edit, change, Cancel -> the original 3.00 is back and nothing is dirty.
  await dialog.getByRole('button', { name: 'Edit Hours' }).click()
  await dialog.getByLabel('Hours', { exact: true }).fill('5')
  expect(await save.isDisabled()).toBe(false)
  await dialog.getByRole('button', { name: 'Cancel Hours change' }).click()
  await dialog.getByText('3.00', { exact: true }).waitFor()
  expect(await save.isDisabled()).toBe(true)

  // Description: Edit and Save.
  await dialog.getByRole('button', { name: 'Edit Description' }).click()
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Workshop preparation agreed with the cardiology lead.')
  await expectAccessible(page, 'Time sheet Adjustment dialog')
  await shot(page, 'adjustment-dialog')
  await save.click()
  await toast(page, 'Adjustment was saved')
  const adjustments = await entries('time-sheets/adjustments/?search=Kowalski')
  expect(adjustments.filter((entry) => entry.timekeepingDate === '2026-11-03').map((entry) => entry.description)).toContain('Workshop preparation agreed with the cardiology lead.')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the action item approves what the list shows waiting', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await openInApp(page, `${server.url}/time-tracking`)
  await searchFor(page, 'Kowalski')
  const waiting = (await entries()).filter((entry) => entry.engagementId === davids && (entry.state === 'pending' || entry.state === 'submitted'))
  expect(waiting.length).toBeGreaterThan(0)
  await page.getByText('Time entries shown here are waiting for approval.').waitFor()
  await page.getByRole('button', { name: 'Approve all' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Approve all waiting time').waitFor()
  await dialog.getByText(waiting.length === 1 ? /Approves the entry waiting for approval/ : new RegExp(`Approves the ${waiting.length} entries waiting for approval`)).waitFor()
  await expectAccessible(page, 'Approve all waiting time dialog')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await toast(page, waiting.length === 1 ? '1 time entry was approved' : `${waiting.length} time entries were approved`)
  const after = await entries()
  for (const entry of waiting) expect(after.find((item) => item.id === entry.id)?.state ?? 'approved').toBe('approved')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('fits a 375 px screen: the entries, the PO burn-down and the adjustments as cards with their figures and buttons in view', async () => {
  // A fresh entry of Hannah's waits for review (the tests above settled every earlier one).
  await logTime(hannahClient, { engagementId: hannahs, date: '2026-11-19', hours: 5, minutes: 45, submit: true })
  const { context, page } = await signedInPage(browser, server.url, demo.northwind.manager, { mobile: true })
  await page.goto(`${server.url}/time-tracking`)
  const cards = page.getByRole('list', { name: 'Time entries' }).getByRole('listitem')
  await cards.first().waitFor()
  await page.getByRole('searchbox', { name: 'Search talent or engagement' }).fill('Hannah')
  await page.waitForURL(/search=Hannah/)
  // Until the list shows the search's answer: every card is Hannah's.
  await page.waitForFunction(() => {
    const items = [...document.querySelectorAll('ul[aria-label="Time entries"] > li')]
    return items.length > 0 && items.every((item) => item.textContent?.includes('Hannah Lee'))
  })
  const card = cards.filter({ hasText: `11/19/2026 · ${HANNAHS}` })
  await card.waitFor()
  // Nothing scrolls sideways, the page nor a box inside it; no word of a card is broken across lines.
  expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, hiddenScrolls: [] })
  for (const item of await cards.all()) expect(await wordsBrokenAcrossLines(item)).toEqual([])
  // Hours, state and both review buttons are on screen, inside the phone's width.
  const approve = card.getByRole('button', { name: 'Approve Hannah Lee, 11/19/2026' })
  for (const shown of [card.getByText('5.75 (5:45)'), card.getByText('Submitted'), approve, card.getByRole('button', { name: 'Decline Hannah Lee, 11/19/2026' })]) {
    const box = (await shown.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }
  // The PO burn-down's figures stack as one card per PO, every figure inside the phone's width.
  const burnDown = page.getByRole('list', { name: 'PO burn-down' }).getByRole('listitem').filter({ hasText: 'NW-TT-0417' })
  await burnDown.waitFor()
  expect(await page.getByRole('region', { name: 'PO burn-down figures' }).count()).toBe(0)
  for (const label of ['Amount', 'Approved to date', 'Submitted', 'Remaining', 'Valid through']) {
    const box = (await burnDown.getByText(label, { exact: true }).boundingBox())!
    expect([label, box.x + box.width <= 375]).toEqual([label, true])
  }
  expect(await wordsBrokenAcrossLines(burnDown)).toEqual([])
  await expectAccessible(page, 'Time tracking, 375 px')
  await shot(page, 'list-mobile')

  // Approve from the card.
  await approve.click()
  await toast(page, 'Time entry was approved')
  expect((await entryOf('Hannah Lee', '2026-11-19')).state).toBe('approved')
  await card.getByRole('button', { name: 'Un-approve Hannah Lee, 11/19/2026' }).waitFor()

  // The cards sort as the grid's headers do.
  await chooseOption(page.getByRole('combobox', { name: 'Sort by' }), 'Talent, A–Z')
  await page.waitForURL(/ordering=talent_name/)

  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('combobox', { name: 'Department' }).waitFor()
  await page.goto(`${server.url}/time-tracking/historical-adjustments`)
  // The adjustments stack as cards like the entries: nothing scrolls sideways, the actions in view.
  const adjustments = page.getByRole('list', { name: 'Adjustments' }).getByRole('listitem')
  await adjustments.first().waitFor()
  expect(await page.getByRole('grid', { name: 'Adjustments' }).count()).toBe(0)
  expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, hiddenScrolls: [] })
  for (const item of await adjustments.all()) expect(await wordsBrokenAcrossLines(item)).toEqual([])
  const davidsAdjustment = adjustments.filter({ hasText: 'David Kowalski' }).first()
  for (const shown of [davidsAdjustment.getByText('Booked into'), davidsAdjustment.getByText('State'), davidsAdjustment.getByRole('button', { name: /^Adjust David Kowalski, / })]) {
    const box = (await shown.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }
  await expectAccessible(page, 'Historical adjustments, 375 px')
  await shot(page, 'adjustments-mobile')
  // An adjustment opens its form from the card.
  await davidsAdjustment.getByRole('button', { name: /^Adjust David Kowalski, / }).click()
  await page.getByRole('dialog').getByText('Time sheet Adjustment').waitFor()
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
