import type { Browser, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The organization portal's /search on the seeded
 * demo talents: a manager picks Epic > Clinical > Ambulatory with the shared picker and the matched count
 * follows (in the picker and on the page), runs the search, reads why Hannah Lee ranks, saves the search,
 * runs it again from the saved list, deletes it (confirmed) and, for a search nobody matches, sends the
 * talent-not-found feedback carrying the picked path. The organization admin tunes and resets the match
 * weights. Desktop and 375 px screenshots; axe on the page and each dialog.
 */
jest.setTimeout(300_000)

let server: TestServer
let browser: Browser

/** A specialization node's id by its path of names, walked through the public tree endpoints. */
async function nodeId(client: ApiClient, names: string[]): Promise<string> {
  const roots = await client.get('/api/v1/specializations/?root=true&page_size=100')
  let node = ((roots.body.results ?? roots.body) as { id: string; name: string }[]).find((item) => item.name === names[0])!
  for (const name of names.slice(1)) {
    const parent = await client.get(`/api/v1/specializations/${node.id}/`)
    node = (parent.body.children as { id: string; name: string }[]).find((item) => item.name === name)!
  }
  return node.id
}

/** Test servers seed the demo talents blank (scripts/seedData.ts): two of them fill in what the search finds. */
async function fillProfile(email: string, summary: string, path: string[]) {
  const talent = await ApiClient.signedIn(server.url, email)
  expect((await talent.patch('/api/v1/user/', { summary })).status).toBe(200)
  const specialization = await nodeId(talent, path)
  expect((await talent.post('/api/v1/talent/specializations/', { specialization, expertise: 'expert', roles: [], skills: [] })).status).toBe(201)
}

beforeAll(async () => {
  server = await startTestServer({ seed: true })
  browser = await launchBrowser()
  await fillProfile('hannah.lee@talent.example', '<p>Epic Ambulatory analyst: SmartTools and Navigator build for clinics.</p>', ['Epic', 'Clinical', 'Ambulatory'])
  await fillProfile('james.nguyen@talent.example', '<p>Epic Bridges interface analyst: HL7 and FHIR.</p>', ['Epic', 'Technical', 'Bridges (Interfaces)'])
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const shot = (page: Page, name: string) => screenshot(page, `org-search-${name}`)
const COUNT = /^Number of Talent matching your criteria: (\d+)$/

async function signIn(page: Page, email: string) {
  // Through the API (tests/helpers/browser.ts): this file is not about the sign-in form.
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

/** Waits for the toast, then dismisses it: a toast fading out under the next axe check reads as low contrast. */
async function toast(page: Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: text }).first()
  await alert.waitFor()
  await alert.getByRole('button', { name: 'Dismiss notification' }).click()
  await alert.waitFor({ state: 'detached' })
}
const criteria = (page: Page) => page.getByRole('form', { name: 'Search criteria' })
const results = (page: Page) => page.getByRole('list', { name: 'Search results' })

/** The number the page's 'Number of Talent matching your criteria: N' shows once it has settled on one. */
async function countIn(scope: ReturnType<Page['getByRole']> | Page): Promise<number> {
  const status = scope.getByRole('status').filter({ hasText: COUNT })
  await status.waitFor()
  return Number(COUNT.exec((await status.textContent())!.trim())![1])
}

/** Waits until the count in `scope` reads `expected`. */
async function countBecomes(scope: ReturnType<Page['getByRole']> | Page, expected: number) {
  await scope.getByRole('status').filter({ hasText: `Number of Talent matching your criteria: ${expected}` }).waitFor({ timeout: 15_000 })
}

it('a manager picks a specialization, reads the ranked result, saves and reruns the search, and reports talent not found', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await page.getByRole('link', { name: 'Search', exact: true }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/search')
  const everyone = await countIn(criteria(page))
  expect(everyone).toBeGreaterThan(1)
  await results(page).getByRole('listitem').first().waitFor()
  await expectAccessible(page, 'Search page')
  await shot(page, 'start')

  // The picker: Epic -> Clinical -> Ambulatory; the dialog shows the count for the node being picked.
  await criteria(page).getByRole('button', { name: 'Add specialization' }).click()
  const picker = page.getByRole('dialog')
  await picker.getByRole('button', { name: /^Epic/ }).click()
  await picker.getByRole('button', { name: /^Clinical/ }).click()
  await picker.getByRole('navigation', { name: 'Specialization path' }).getByRole('button', { name: 'Epic' }).waitFor()
  await picker.getByRole('button', { name: /^Ambulatory/ }).click()
  await picker.getByLabel('Expert', { exact: true }).waitFor()
  // The last crumb is plain text, the ones before it go back.
  expect(await picker.getByRole('navigation', { name: 'Specialization path' }).getByRole('button', { name: 'Ambulatory' }).count()).toBe(0)
  await countBecomes(picker, 1)
  await expectAccessible(page, 'Specialization picker')
  await shot(page, 'picker')
  // A layout switch while picking (a rotated phone, a resized window; CI's full-page screenshot caused one)
  // keeps the criteria form mounted, so Add lands in the form on the page.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.locator('#search-criteria-header').waitFor()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.locator('#search-criteria-header').waitFor({ state: 'hidden' })
  await picker.getByRole('button', { name: 'Add', exact: true }).click()
  await picker.waitFor({ state: 'detached' })
  await criteria(page).getByRole('button', { name: /Epic › Clinical › Ambulatory/ }).waitFor()
  await countBecomes(criteria(page), 1)

  // Search: Hannah Lee, with her score and each criterion's reason.
  await criteria(page).getByRole('button', { name: 'Search', exact: true }).click()
  await page.waitForURL(/specializations=/)
  await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Search results"] > li').length === 1)
  const hannah = results(page).getByRole('listitem').filter({ hasText: 'Hannah Lee' }).first()
  await hannah.getByText('Approved').waitFor()
  const scoreButton = hannah.getByRole('button', { name: /% match for Hannah Lee/ })
  await scoreButton.focus()
  await page.keyboard.press('Enter')
  const why = page.getByRole('list', { name: 'Why Hannah Lee matches' })
  await why.getByText('Specializations').waitFor()
  expect(await why.textContent()).toMatch(/Ambulatory/)
  expect(await scoreButton.getAttribute('aria-expanded')).toBe('true')
  await expectAccessible(page, 'Search results with a score breakdown')
  await shot(page, 'results')

  // The row's actions: the profile, groups, engagements and opportunities.
  await hannah.getByRole('button', { name: 'Actions for Hannah Lee' }).click()
  for (const action of ['Open profile', 'Add to group', 'Invite to opportunity', 'Start engagement']) await page.getByRole('menuitem', { name: action }).waitFor()
  await page.getByRole('menuitem', { name: 'Add to group' }).click()
  await page.getByRole('dialog').getByText('Add to group').first().waitFor()
  await expectAccessible(page, 'Add to group from search')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  // Save Search: a name starting with a blank is refused with the spec's words.
  await criteria(page).getByRole('button', { name: 'Save search' }).click()
  const saveDialog = page.getByRole('dialog')
  await saveDialog.getByLabel(/Search name/).fill(' Ambulatory')
  await saveDialog.getByRole('button', { name: 'Save' }).click()
  await saveDialog.getByText('* This field cannot start from blankspaces').waitFor()
  await expectAccessible(page, 'Save Search dialog')
  await shot(page, 'save-dialog')
  await saveDialog.getByLabel(/Search name/).fill('Ambulatory experts')
  await saveDialog.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Search was saved')
  const saved = page.getByRole('region', { name: 'Saved searches' })
  await saved.getByText('Ambulatory experts').waitFor()

  // Clear, then run the saved search: the criteria and the results come back.
  await criteria(page).getByRole('button', { name: 'Clear' }).click()
  await countBecomes(criteria(page), everyone)
  expect(await criteria(page).getByRole('button', { name: /Epic › Clinical › Ambulatory/ }).count()).toBe(0)
  await saved.getByRole('button', { name: 'Run Ambulatory experts' }).click()
  await criteria(page).getByRole('button', { name: /Epic › Clinical › Ambulatory/ }).waitFor()
  await countBecomes(criteria(page), 1)
  await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Search results"] > li').length === 1)

  // Nobody by this last name: the empty state offers the talent-not-found feedback.
  await criteria(page).getByLabel('Last name').fill('Nobodyhere')
  await countBecomes(criteria(page), 0)
  await criteria(page).getByRole('button', { name: 'Search', exact: true }).click()
  await page.getByText('No results found...').waitFor()
  await expectAccessible(page, 'Search without results')
  await shot(page, 'no-results')
  await page.getByRole('button', { name: 'Tell us who you need' }).click()
  const feedback = page.getByRole('dialog')
  await feedback.getByText('Epic > Clinical > Ambulatory').waitFor()
  await feedback.getByRole('button', { name: 'Send' }).click()
  await feedback.getByText('This field is required').waitFor()
  await expectAccessible(page, 'Talent-not-found dialog')
  await shot(page, 'feedback-dialog')
  await feedback.getByLabel(/Message/).fill('We need an Epic Ambulatory analyst for a February go-live in Minneapolis.')
  await feedback.getByRole('button', { name: 'Send' }).click()
  await toast(page, 'Feedback has been sent')
  const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  const sent = await superAdmin.get('/api/v1/super_admin/feedbacks/talent-not-found/')
  expect(sent.status).toBe(200)
  expect(sent.body.results[0]).toMatchObject({ lastSearch: 'Epic > Clinical > Ambulatory', message: 'We need an Epic Ambulatory analyst for a February go-live in Minneapolis.' })

  // Deleting a saved search asks first.
  await saved.getByRole('button', { name: 'Delete Ambulatory experts' }).click()
  const confirm = page.getByRole('dialog')
  await confirm.getByText('Delete this saved search?').waitFor()
  await expectAccessible(page, 'Delete saved search confirmation')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await saved.getByText('None yet. Save a search to run it again later.').waitFor()
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the organization admin tunes the match weights and resets them; a manager has no such button', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.admin)
  await openInApp(page, `${server.url}/search`)
  await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor()
  await page.getByRole('button', { name: 'Match weights' }).click()
  const dialog = page.getByRole('dialog')
  const keyword = dialog.getByRole('slider', { name: 'Keyword' })
  await keyword.waitFor()
  expect(await keyword.getAttribute('aria-valuenow')).toBe('15')
  await expectAccessible(page, 'Match weights dialog')
  await shot(page, 'weights')
  await keyword.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  expect(await keyword.getAttribute('aria-valuenow')).toBe('25')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Match weights were saved')
  await page.getByRole('button', { name: 'Match weights' }).click()
  expect(await page.getByRole('dialog').getByRole('slider', { name: 'Keyword' }).getAttribute('aria-valuenow')).toBe('25')
  await page.getByRole('dialog').getByRole('button', { name: 'Reset to defaults' }).click()
  await toast(page, 'Match weights were reset to the defaults')
  await page.getByRole('button', { name: 'Match weights' }).click()
  expect(await page.getByRole('dialog').getByRole('slider', { name: 'Keyword' }).getAttribute('aria-valuenow')).toBe('15')
  expect(pageErrors(page)).toEqual([])
  await context.close()

  const manager = await newPage(browser)
  await signIn(manager.page, demo.northwind.manager2)
  await openInApp(manager.page, `${server.url}/search`)
  await manager.page.getByRole('heading', { level: 1, name: 'Search' }).waitFor()
  await results(manager.page).getByRole('listitem').first().waitFor()
  expect(await manager.page.getByRole('button', { name: 'Match weights' }).count()).toBe(0)
  // Without Manage Engagement: no 'Start engagement' on a row.
  await results(manager.page).getByRole('button', { name: /^Actions for / }).first().click()
  await manager.page.getByRole('menuitem', { name: 'Add to group' }).waitFor()
  expect(await manager.page.getByRole('menuitem', { name: 'Start engagement' }).count()).toBe(0)
  await manager.context.close()
})

it('works on a phone (375 px): the criteria fold into an accordion above the results', async () => {
  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page, demo.northwind.manager)
  await openInApp(page, `${server.url}/search`)
  await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor()
  await countIn(criteria(page))
  await expectAccessible(page, 'Search page on a phone')
  await shot(page, 'start-mobile')
  await criteria(page).getByLabel('Keyword').fill('Epic')
  await criteria(page).getByRole('button', { name: 'Search', exact: true }).click()
  // The search folds the criteria away so the results come first.
  await page.getByRole('button', { name: 'Search criteria' }).and(page.locator('[aria-expanded="false"]')).waitFor()
  await results(page).getByRole('listitem').first().waitFor()
  await results(page).getByRole('button', { name: /% match for/ }).first().click()
  await page.getByRole('list', { name: /^Why .* matches$/ }).first().waitFor()
  await expectAccessible(page, 'Search results on a phone')
  await shot(page, 'results-mobile')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
