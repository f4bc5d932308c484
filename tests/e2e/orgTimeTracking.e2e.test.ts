import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, pageErrors, screenshot } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Issue 11, the organization portal's time tracking in the browser (docs/time-sheets-plan.md section
 * 6), on the seeded Northwind engagements with the clock on Friday 11/20/2026 (current period 11/16 -
 * 11/30; 11/01 - 11/15 closed to talents, still open to the organization): Emily Carter and James
 * Nguyen submit time through the talent API; the manager declines one entry with a comment and approves
 * an entire day in one go; the admin exports the payroll report and the file arrives; on the
 * historical adjustments page the 'Time sheet Adjustment' form edits, cancels (the value comes back)
 * and saves. Every screen and dialog passes axe; desktop and 375 px screenshots.
 */
jest.setTimeout(300_000)

const TODAY = '2026-11-20'
let server: TestServer
let browser: Browser
let manager: ApiClient

interface Entry {
  id: string
  state: string
  clientComment: string
  description: string
  durationMinutes: number
  talentName: string
  timekeepingDate: string
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { CLOCK_NOW: `${TODAY}T17:00:00Z`, RUN_JOBS: 'true' } })
  browser = await launchBrowser()
  manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  const emily = await ApiClient.signedIn(server.url, demo.talent)
  const james = await ApiClient.signedIn(server.url, demo.otherTalent)
  await logTime(emily, 'Clarity report writing sprint', [['2026-11-17', 8, 0], ['2026-11-18', 7, 30]])
  await logTime(james, 'Epic Willow Inpatient pharmacy build', [['2026-11-17', 6, 15], ['2026-11-18', 4, 0]])
  // A day of the closed (for talents) period: the talent's change becomes an adjustment request.
  await logTime(emily, 'Clarity report writing sprint', [['2026-11-03', 3, 0]])
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Submits time on the talent's engagement with this name (the talent's own API). */
async function logTime(talent: ApiClient, engagementName: string, days: [string, number, number][]) {
  const found = await manager.get(`/api/v1/manager/engagements/?search=${encodeURIComponent(engagementName)}&page_size=100`)
  expect(found.status).toBe(200)
  const engagement = (found.body.results as { id: string; name: string }[]).find((item) => item.name === engagementName)
  if (!engagement) throw new Error(`no engagement ${engagementName}`)
  for (const [day, hours, minutes] of days) {
    const saved = await talent.post('/api/v1/talent/time-sheets/', { engagement_id: engagement.id, timekeeping_date: day, hours, minutes, submit: true })
    if (saved.status !== 201) throw new Error(`logging ${day}: ${saved.status} ${JSON.stringify(saved.body)}`)
  }
}

/** The Northwind entries of the current period (the manager's API). */
async function entries(query = 'period_start=2026-11-16'): Promise<Entry[]> {
  const response = await manager.get(`/api/v1/manager/time-sheets/?${query}&page_size=100`)
  expect(response.status).toBe(200)
  return response.body.results as Entry[]
}

const shot = (page: Page, name: string) => screenshot(page, `org-time-tracking-${name}`)
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor()
const grid = (page: Page, name = 'Time entries') => page.getByRole('grid', { name })

async function signIn(page: Page, email: string) {
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

it('the manager declines one entry with a comment and approves an entire day', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await page.getByRole('navigation').getByRole('link', { name: 'Time Tracking' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Time Tracking' }).waitFor()
  await grid(page).getByText('Emily Carter').first().waitFor()
  await page.getByRole('combobox', { name: 'Pay period' }).filter({ hasText: 'Current: 11/16/2026 – 11/30/2026' }).waitFor()
  // Hours with two decimals and the fraction as h:mm.
  await grid(page).getByText('7.50 (7:30)').waitFor()
  await grid(page).getByText('6.25 (6:15)').waitFor()
  await page.locator('dl[aria-label="Totals"]').getByText('Total hours').waitFor()
  await expectAccessible(page, 'Time tracking')
  await shot(page, 'list')

  // Decline Emily's 11/18: the comment is required, then saved with the entry.
  await page.getByRole('menuitem', { name: 'Decline Emily Carter, 11/18/2026' }).or(page.getByRole('button', { name: 'Decline Emily Carter, 11/18/2026' })).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Decline time entry').waitFor()
  await dialog.getByRole('button', { name: 'Decline' }).click()
  await dialog.getByText('This field is required').waitFor()
  await expectAccessible(page, 'Decline time entry dialog')
  await shot(page, 'decline')
  await dialog.getByLabel('Comment for the talent').fill('  Please split the 11/18 hours between the two reports.  ')
  await dialog.getByRole('button', { name: 'Decline' }).click()
  await toast(page, 'Time entry was declined')
  const declined = (await entries()).find((entry) => entry.talentName === 'Emily Carter' && entry.timekeepingDate === '2026-11-18')!
  expect(declined.state).toBe('declined')
  expect(declined.clientComment).toBe('Please split the 11/18 hours between the two reports.')

  // Approve the entire day 11/17 of James's engagement.
  await page.getByRole('button', { name: 'Approve time' }).click()
  await page.getByRole('menuitem', { name: 'Approve entire day' }).click()
  await dialog.getByText('Approved entries include applicable adjustments within the pay period; for a custom range, adjustments are not filtered by the date range.').waitFor()
  await dialog.getByRole('combobox', { name: 'Day' }).click()
  await page.getByRole('option', { name: '11/17/2026' }).click()
  await dialog.getByRole('combobox', { name: 'Engagement' }).fill('Willow')
  await page.getByRole('option', { name: 'Epic Willow Inpatient pharmacy build' }).click()
  await expectAccessible(page, 'Approve entire day dialog')
  await shot(page, 'bulk-day')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await toast(page, '1 time entry was approved')
  const after = await entries()
  const state = (talent: string, day: string) => after.find((entry) => entry.talentName === talent && entry.timekeepingDate === day)!.state
  expect(state('James Nguyen', '2026-11-17')).toBe('approved')
  expect(state('James Nguyen', '2026-11-18')).toBe('pending')
  expect(state('Emily Carter', '2026-11-17')).toBe('pending')

  // The grid orders on the server: by talent name, descending.
  await grid(page).getByRole('columnheader', { name: 'Talent' }).click()
  await page.waitForURL(/ordering=talent_name/)
  await grid(page).getByRole('columnheader', { name: 'Talent' }).click()
  await page.waitForURL(/ordering=-talent_name/)
  await page.getByRole('searchbox', { name: 'Search talent or engagement' }).fill('nobody by this name')
  await page.getByText('No results found...').waitFor()
  await page.getByRole('searchbox', { name: 'Search talent or engagement' }).fill('')
  await grid(page).getByText('Emily Carter').first().waitFor()

  // The grace period (11/01 - 11/15, open to the organization through 11/22) holds nothing booked into it;
  // a custom range reads the days worked, the 11/03 adjustment request among them.
  await page.getByRole('combobox', { name: 'Pay period' }).click()
  await page.getByRole('option', { name: 'Grace: 11/01/2026 – 11/15/2026' }).click()
  await page.waitForURL(/period=2026-11-01/)
  await page.getByText('No results found...').waitFor()
  await page.getByRole('combobox', { name: 'Pay period' }).click()
  await page.getByRole('option', { name: 'Custom date range' }).click()
  await page.waitForURL(/from=2026-11-01&to=2026-11-15/)
  await grid(page).getByText('Adj. Clarity report writing sprint').waitFor()
  await expectAccessible(page, 'Time tracking, custom range')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the admin exports the payroll report and the file arrives', async () => {
  // Emily's 11/17 approved too, so the report holds both talents.
  const emily17 = (await entries()).find((entry) => entry.talentName === 'Emily Carter' && entry.timekeepingDate === '2026-11-17')!
  expect((await manager.patch(`/api/v1/manager/time-sheets/${emily17.id}/`, { state: 'approved' })).status).toBe(200)
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.admin)
  await page.goto(`${server.url}/time-tracking`)
  await grid(page).getByText('Emily Carter').first().waitFor()
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
  const file = await download.path()
  const text = readFileSync(file, 'utf8')
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  expect(text).toContain('Emily Carter')
  expect(text).toContain('James Nguyen')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the manager un-approves an approved entry with a reason', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await page.goto(`${server.url}/time-tracking`)
  await page.getByRole('menuitem', { name: 'Un-approve James Nguyen, 11/17/2026' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Un-approve time entry').waitFor()
  await dialog.getByRole('button', { name: 'Un-approve' }).click()
  await dialog.getByText('This field is required').waitFor()
  await expectAccessible(page, 'Un-approve dialog')
  await dialog.getByLabel('Reason').fill('Approved by mistake: the hours belong to the 11/18 build.')
  await dialog.getByRole('button', { name: 'Un-approve' }).click()
  await toast(page, 'Time entry was un-approved')
  const entry = (await entries()).find((item) => item.talentName === 'James Nguyen' && item.timekeepingDate === '2026-11-17') as Entry & { unapproveReason: string }
  expect(entry.state).toBe('pending')
  expect(entry.unapproveReason).toBe('Approved by mistake: the hours belong to the 11/18 build.')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the adjustment form edits, cancels back to the original and saves only when changed', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await page.goto(`${server.url}/time-tracking/historical-adjustments`)
  await page.getByRole('heading', { level: 1, name: 'Historical adjustments' }).waitFor()
  await grid(page, 'Adjustments').getByText('Emily Carter').first().waitFor()
  await expectAccessible(page, 'Historical adjustments')
  await shot(page, 'adjustments')

  await grid(page, 'Adjustments').getByRole('menuitem', { name: 'Adjust Emily Carter, 11/03/2026' }).or(page.getByRole('button', { name: 'Adjust Emily Carter, 11/03/2026' })).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Time sheet Adjustment').waitFor()
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
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Workshop preparation agreed with the Ambulatory lead.')
  await expectAccessible(page, 'Time sheet Adjustment dialog')
  await shot(page, 'adjustment-dialog')
  await save.click()
  await toast(page, 'Adjustment was saved')
  const adjustments = (await manager.get('/api/v1/manager/time-sheets/adjustments/?page_size=100')).body.results as Entry[]
  const saved = adjustments.filter((entry) => entry.timekeepingDate === '2026-11-03' && entry.talentName === 'Emily Carter')
  expect(saved.map((entry) => entry.description)).toContain('Workshop preparation agreed with the Ambulatory lead.')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('fits a 375 px screen', async () => {
  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page, demo.northwind.manager)
  await page.goto(`${server.url}/time-tracking`)
  await grid(page).getByText('Emily Carter').first().waitFor()
  await expectAccessible(page, 'Time tracking, 375 px')
  await shot(page, 'list-mobile')
  await page.goto(`${server.url}/time-tracking/historical-adjustments`)
  await grid(page, 'Adjustments').getByText('Emily Carter').first().waitFor()
  await shot(page, 'adjustments-mobile')
  // The page itself never scrolls sideways; the grid scrolls inside its card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
