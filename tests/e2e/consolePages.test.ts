import type { Browser, BrowserContext, Page } from 'playwright-core'
import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { readDirectory } from '../helpers/directory'
import { cutTexts, sidewaysOverflow } from '../helpers/sidewaysOverflow'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Every page of the console, as the super admin, on a desktop and at 375 px: each list, show and edit
 * page, and the spec's routes (/dashboard, /talents, /organizations/{id}?activeTabIndex=1, /accounting,
 * /messenger, /internal, /background-jobs, /account). Each screen must answer at its path, show its data
 * and pass the accessibility check, its structure rules included (a level-one heading, named table
 * columns, distinct landmarks); no text is cut with an ellipsis, and every date reads MM/dd/yyyy (a
 * date-time MM/dd/yyyy hh:mm a); at 375 px the page itself must not scroll sideways (a wide table
 * scrolls in its own box, or the list is a compact list). The screenshots are in
 * tests/artifacts/screenshots/console-*.
 */
jest.setTimeout(600_000)
let server: TestServer
let browser: Browser
let superAdmin: ApiClient
const ids: Record<string, string> = {}
/** The first row of some resources, whose text shows that their page arrived. */
const firstRows: Record<string, Record<string, string>> = {}

/** The first row's id of a console resource, through the console's own dialect. */
async function firstId(resource: string, filter: Record<string, unknown> = {}): Promise<string> {
  const response = await superAdmin.get(`/api/admin/${resource}?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}`)
  const row = (response.body as { id: string }[])[0]
  if (!row?.id) throw new Error(`no ${resource} row to open`)
  firstRows[resource] = row as unknown as Record<string, string>
  return row.id
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { FEATURE_FLAGS: 'show_org_comments', RUN_JOBS: 'false', SEED_KNOWLEDGE_CENTER: 'true' } })
  browser = await launchBrowser()
  superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  const directory = await readDirectory(superAdmin)
  // A comment and an audit event to show: a manager comments on a talent (both are recorded).
  const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  const comment = await manager.post('/api/v1/org-side/comment/', { comment_text: '<p>Strong Epic analyst</p>', comment_permission_id: 1 })
  const linked = await manager.post('/api/v1/org-side/profile_comment/', { comment_id: comment.body.id, talent_id: directory.userId(demo.talent) })
  if (comment.status !== 201 || linked.status >= 300) throw new Error(`comment not created: ${comment.status} ${linked.status} ${JSON.stringify(linked.body)}`)
  // A lead time to edit (the seed leaves every document type on the default).
  const leadTime = await superAdmin.post('/api/document-types', { type: 'fluShot', expiresSoonDays: 20 })
  if (leadTime.status !== 201) throw new Error(`lead time not created: ${leadTime.status}`)
  // A talent's knowledge-center question and a manager's talent-not-found feedback (lists of their own).
  const question = new FormData()
  question.append('message', 'Why are my hours for the week of May 4 missing from the time sheet?')
  const talent = await ApiClient.signedIn(server.url, demo.talent)
  const asked = await talent.post('/api/v1/faq-feedback/', question)
  const notFound = await manager.post('/api/v1/manager/feedbacks/talent-not-found/', { message: 'Looking for an Epic Willow analyst, nights.', last_search: 'Epic > Willow' })
  if (asked.status !== 201 || notFound.status !== 201) throw new Error(`feedback not sent: ${asked.status} ${notFound.status}`)
  ids.northwind = directory.organizationId('Northwind Health System')
  ids.talent = directory.userId(demo.talent)
  ids.user = directory.userId(demo.northwind.manager)
  for (const resource of [
    'departments',
    'specializations',
    'document-types',
    'comments',
    'audit-events',
    'engagements',
    'required-documents',
    'purchase-orders',
    'talent-not-found-feedbacks',
    'knowledge-center-faqs',
    'faq-categories',
    'knowledge-center-videos',
    'faq-feedbacks',
  ])
    ids[resource] = await firstId(resource)
}, 180_000)
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

/** Each screen: its path, what shows that its data arrived, and its name in reports and screenshots. */
const screens = (): Array<{ name: string; path: string; ready: (page: Page) => Promise<unknown> }> => {
  // A list's first row: a table's on a desktop, a compact list's item (or a table's) at 375 px.
  const table = (page: Page) => page.locator('#main-content table tbody tr, #main-content li.MuiListItem-root').first().waitFor()
  const form = (page: Page) => page.locator('form input').first().waitFor()
  const shows = (resource: string, field: string) => (page: Page) => page.getByText(firstRows[resource]![field]!).first().waitFor()
  const heading = (text: string) => (page: Page) => page.getByRole('heading', { name: text, level: 1 }).waitFor()
  return [
    { name: 'dashboard', path: '/dashboard', ready: (page) => page.getByText('Organizations').last().waitFor() },
    { name: 'talents', path: '/talents', ready: table },
    { name: 'talent', path: `/talents/${ids.talent}`, ready: form },
    { name: 'organizations', path: '/organizations', ready: table },
    { name: 'organization', path: `/organizations/${ids.northwind}`, ready: form },
    { name: 'organization-create', path: '/organizations/create', ready: form },
    { name: 'users', path: '/users', ready: table },
    { name: 'user', path: `/users/${ids.user}`, ready: form },
    { name: 'user-create', path: '/users/create', ready: form },
    { name: 'departments', path: '/departments', ready: table },
    { name: 'department', path: `/departments/${ids.departments}`, ready: form },
    { name: 'specializations', path: '/specializations', ready: table },
    { name: 'specialization', path: `/specializations/${ids.specializations}`, ready: form },
    { name: 'document-types', path: '/document-types', ready: table },
    { name: 'document-type', path: `/document-types/${ids['document-types']}`, ready: form },
    { name: 'comments', path: '/comments', ready: table },
    { name: 'comment', path: `/comments/${ids.comments}/show`, ready: (page) => page.getByText('Strong Epic analyst').first().waitFor() },
    { name: 'audit-events', path: '/audit-events', ready: table },
    { name: 'audit-event', path: `/audit-events/${ids['audit-events']}/show`, ready: (page) => page.getByText('Marcus Reed').first().waitFor() },
    { name: 'engagements', path: '/engagements', ready: table },
    { name: 'engagement', path: `/engagements/${ids.engagements}/show`, ready: shows('engagements', 'name') },
    { name: 'required-documents', path: '/required-documents', ready: table },
    { name: 'required-document', path: `/required-documents/${ids['required-documents']}/show`, ready: shows('required-documents', 'name') },
    { name: 'purchase-orders', path: '/purchase-orders', ready: table },
    { name: 'purchase-order', path: `/purchase-orders/${ids['purchase-orders']}/show`, ready: shows('purchase-orders', 'description') },
    { name: 'time-tracking', path: '/time-tracking', ready: table },
    { name: 'talent-not-found-feedbacks', path: '/talent-not-found-feedbacks', ready: table },
    { name: 'talent-not-found-feedback', path: `/talent-not-found-feedbacks/${ids['talent-not-found-feedbacks']}/show`, ready: shows('talent-not-found-feedbacks', 'message') },
    { name: 'knowledge-center-faqs', path: '/knowledge-center-faqs', ready: table },
    { name: 'knowledge-center-faq', path: `/knowledge-center-faqs/${ids['knowledge-center-faqs']}`, ready: form },
    { name: 'faq-categories', path: '/faq-categories', ready: table },
    { name: 'faq-category', path: `/faq-categories/${ids['faq-categories']}`, ready: form },
    { name: 'knowledge-center-videos', path: '/knowledge-center-videos', ready: table },
    { name: 'knowledge-center-video', path: `/knowledge-center-videos/${ids['knowledge-center-videos']}`, ready: form },
    { name: 'faq-feedbacks', path: '/faq-feedbacks', ready: table },
    { name: 'faq-feedback', path: `/faq-feedbacks/${ids['faq-feedbacks']}/show`, ready: shows('faq-feedbacks', 'message') },
    { name: 'accounting', path: '/accounting', ready: heading('Accounting') },
    { name: 'messenger', path: '/messenger', ready: heading('Messenger') },
    { name: 'internal', path: '/internal', ready: heading('Internal') },
    { name: 'background-jobs', path: '/background-jobs', ready: (page) => page.getByRole('button', { name: 'Run now' }).first().waitFor() },
    { name: 'account', path: '/account', ready: (page) => page.getByText(demo.superAdmin).waitFor() },
  ]
}

/**
 * Dates and times written any other way than MM/dd/yyyy and MM/dd/yyyy hh:mm a: a day or month of one
 * digit ('12/6/2026'), or a time with seconds ('5:35:27 AM', the browser's toLocaleString).
 */
const otherDateForms = (text: string) => text.match(/(?<![\d/])(\d\/\d{1,2}|\d{1,2}\/\d)\/\d{4}(?!\d)|\b\d{1,2}:\d{2}:\d{2}\b/g) ?? []

// The screens' names are known before beforeAll; their paths (record ids) are read when each test runs.
const screenNames = screens().map((screen) => screen.name)

describe.each([
  ['desktop', false],
  ['375 px', true],
])('every console page (%s)', (viewport, mobile) => {
  // One signed-in page for the whole round, a test per screen (each names its screen when it fails).
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    ;({ context, page } = await newPage(browser, { mobile }))
    await signIn(page)
  })
  afterAll(() => context?.close())

  const fits = mobile ? ', and does not scroll sideways' : ''
  it.each(screenNames)(`%s answers at its path, shows its data and passes the accessibility check${fits}`, async (name) => {
    const screen = screens().find((candidate) => candidate.name === name)!
    await openInApp(page, `${server.url}${screen.path}`)
    await screen.ready(page)
    // Settled: no loading indicator left (react-admin's app-bar spinner, a list's progress bar).
    await page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
    expect(new URL(page.url()).pathname).toBe(screen.path)
    await expectAccessible(page, `console ${screen.name} (${viewport})`, { structure: true })
    await screenshot(page, `console-${screen.name}${mobile ? '-mobile' : ''}`)
    expect({ screen: screen.name, cut: await cutTexts(page) }).toEqual({ screen: screen.name, cut: [] })
    expect({ screen: screen.name, dates: otherDateForms(await page.locator('#main-content').innerText()) }).toEqual({ screen: screen.name, dates: [] })
    // A phone scrolls up and down only: a wide table scrolls in its own box, or the list is a compact list.
    if (mobile) expect({ screen: screen.name, ...(await sidewaysOverflow(page)) }).toEqual({ screen: screen.name, overflow: 0, hiddenScrolls: [] })
  })

  if (mobile)
    it('opens the menu as a named dialog that passes the accessibility check', async () => {
      await openInApp(page, `${server.url}/`)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog', { name: 'Navigation' }).getByRole('menuitem', { name: 'Dashboard' }).waitFor()
      await expectAccessible(page, `console menu (${viewport})`)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: 'Navigation' }).waitFor({ state: 'hidden' })
    })

  it('threw no uncaught error on any screen', () => {
    expect(pageErrors(page)).toEqual([])
  })
})

it('opens the tab named by activeTabIndex on /organizations/{id}', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page)
  await openInApp(page, `${server.url}/organizations/${ids.northwind}?activeTabIndex=1`)
  await page.waitForURL(new RegExp(`/organizations/${ids.northwind}/1$`))
  await page.getByText(/^Users: \d+$/).waitFor()
  expect(await page.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true')
  await expectAccessible(page, 'console organization users tab')
  await page.goto(`${server.url}/organizations/${ids.northwind}?activeTabIndex=0`)
  await page.waitForURL(new RegExp(`/organizations/${ids.northwind}$`))
  expect(await page.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

describe.each([
  ['desktop', false],
  ['375 px', true],
])('the organization page (%s)', (_viewport, mobile) => {
  it('shows the whole title and Change Rate in words, and opens the rate dialog on its first field', async () => {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    await openInApp(page, `${server.url}/organizations/${ids.northwind}`)
    await page.getByRole('heading', { level: 1, name: 'Organization Northwind Health System' }).waitFor()
    expect(await cutTexts(page)).toEqual([])
    const changeRate = page.getByRole('button', { name: 'Change Rate' })
    // Its words, not a bare % icon (the button's text is upper-cased by the theme).
    expect((await changeRate.textContent())?.trim()).toBe('Change Rate')
    await changeRate.click()
    const dialog = page.getByRole('dialog', { name: 'Change Rate' })
    await dialog.waitFor()
    expect(await dialog.getByLabel('Rate (%)').evaluate((input) => input === document.activeElement)).toBe(true)
    await expectAccessible(page, `console change rate dialog (${mobile ? '375 px' : 'desktop'})`)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })
})

it('writes list dates as MM/dd/yyyy and date-times as MM/dd/yyyy hh:mm a', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page)
  await openInApp(page, `${server.url}/organizations`)
  const created = page.locator('#main-content table tbody tr').first().locator('td.column-createdDate')
  expect(await created.innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
  await page.goto(`${server.url}/audit-events`)
  const at = page.locator('#main-content table tbody tr').first().locator('td.column-at')
  expect(await at.innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/)
  await context.close()
})

it('says why a seeded payroll export that is done has no file', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page)
  await openInApp(page, `${server.url}/background-jobs`)
  const tasks = page.getByRole('table', { name: 'Tasks' })
  const seeded = tasks.getByRole('row').filter({ hasText: /^Payroll report/ }).filter({ hasText: 'Done' }).first()
  await seeded.getByText('No file kept for this export: the period was recorded as exported without one.').waitFor()
  await context.close()
})

it('names the settings on /internal in words, not by their flag or setting names', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page)
  await openInApp(page, `${server.url}/internal`)
  await page.getByRole('textbox', { name: 'Talent usage fee (%)' }).waitFor()
  const text = await page.locator('#main-content').innerText()
  expect(text.match(/\b[a-z]+[A-Z]\w*\b|\b[a-z]+_[a-z_]+\b/g) ?? []).toEqual([])
  await context.close()
})

it('runs the document-expiry job now from /background-jobs and lists the scheduled run', async () => {
  expect((await superAdmin.get('/api/payload-jobs/handle-schedules?queue=daily')).status).toBe(200)
  const { context, page } = await newPage(browser)
  await signIn(page)
  await openInApp(page, `${server.url}/background-jobs`)
  await page.getByText('Every day at 06:00', { exact: false }).waitFor()
  const documentExpiry = page.getByRole('region', { name: 'E-mail talents about documents that expire soon or have expired' })
  await documentExpiry.getByRole('table', { name: 'Latest runs' }).getByText('Queued').waitFor()
  await documentExpiry.getByRole('button', { name: 'Run now' }).click()
  await page.getByText(/^Done: \d+ expiry warnings and \d+ expiry notices sent$/).waitFor()
  // The engagement-dates job says what it moved.
  const engagementDates = page.getByRole('region', { name: 'Start accepted engagements on their start day and expire active ones after their end day' })
  await engagementDates.getByRole('button', { name: 'Run now' }).click()
  await page.getByText(/^Done: \d+ engagements started and \d+ expired$/).waitFor()
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

describe('/account', () => {
  it('checks the change-password form before sending it', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page)
    await openInApp(page, `${server.url}/account`)
    await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByLabel('New password', { exact: true }).fill('weak')
    await page.getByLabel('Confirm new password', { exact: true }).fill('other')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Passwords must match').waitFor()
    await page.getByText(/^Must include:/).waitFor()
    await expectAccessible(page, 'console account with errors')
    await screenshot(page, 'console-account-errors')
    await context.close()
  })

  it('changes the password through POST /api/v1/user/password/', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page)
    await openInApp(page, `${server.url}/account`)
    const next = 'Changed#Pass9'
    await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByLabel('New password', { exact: true }).fill(next)
    await page.getByLabel('Confirm new password', { exact: true }).fill(next)
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('The password was changed').first().waitFor({ timeout: 10_000 })
    expect(await page.getByLabel('Current password', { exact: true }).inputValue()).toBe('')
    await context.close()
  })
})
