import type { Browser, Page } from 'playwright-core'
import { formatMoney } from '../../contract/format'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { readDirectory } from '../helpers/directory'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Console: the super admin reads every organization's engagements (list with the organization,
 * status and name filters; show with facts, rates, history, required documents and POs), the document
 * libraries with each document's acknowledgement report and its CSV, and the purchase orders, on the
 * seeded engagements (scripts/seedEngagements.ts); and deactivating a talent who holds accepted or active
 * engagements warns with their names first. Desktop and 375 px, screenshots in
 * tests/artifacts/screenshots/console-engagement*.
 */
jest.setTimeout(600_000)
let server: TestServer
let browser: Browser
let superAdmin: ApiClient
const ids: Record<string, string> = {}

const filter = (value: Record<string, unknown>) => encodeURIComponent(JSON.stringify(value))

async function firstId(resource: string, where: Record<string, unknown>): Promise<string> {
  const response = await superAdmin.get(`/api/admin/${resource}?range=[0,0]&filter=${filter(where)}`)
  const id = (response.body as { id: string }[])[0]?.id
  if (!id) throw new Error(`no ${resource} row for ${JSON.stringify(where)}`)
  return id
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { RUN_JOBS: 'false' } })
  browser = await launchBrowser()
  superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  const directory = await readDirectory(superAdmin)
  ids.lakeside = directory.organizationId('Lakeside Medical Center')
  ids.emily = directory.userId(demo.talent)
  ids.luis = directory.userId('luis.herrera@talent.example')
  ids.opTime = await firstId('engagements', { q: 'Epic OpTime perioperative build' })
  ids.hipaa = await firstId('required-documents', { q: 'HIPAA', organization: ids.lakeside })
  ids.po = await firstId('purchase-orders', { q: 'NW-24-1187' })
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

/** No loading indicator left (the app bar's spinner, a list's progress bar), then the checks and the picture. */
async function settledScreen(page: Page, name: string, mobile: boolean) {
  await page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
  await expectAccessible(page, `console ${name}${mobile ? ' (375 px)' : ''}`)
  await screenshot(page, `console-${name}${mobile ? '-mobile' : ''}`)
}

/** A list's rows: a table on a desktop, a compact list at 375 px. */
const rows = (page: Page, mobile: boolean) => (mobile ? page.locator('#main-content li.MuiListItem-root') : page.locator('table tbody tr'))
/** Every row's text names exactly these engagements, one each. */
async function expectRowsNaming(page: Page, mobile: boolean, names: string[]) {
  const texts = await rows(page, mobile).allInnerTexts()
  expect(texts).toHaveLength(names.length)
  for (const name of names) expect(texts.filter((text) => text.includes(name))).toHaveLength(1)
}

describe.each([
  ['desktop', false],
  ['375 px', true],
])('the engagement pages (%s)', (_viewport, mobile) => {
  it('lists every organization’s engagements and narrows them by organization, status and name', async () => {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    await openInApp(page, `${server.url}/engagements`)
    await page.getByText('Epic Beaker lab build').waitFor()
    await page.getByText('Epic Radiant imaging build').waitFor()
    expect(await rows(page, mobile).count()).toBe(20)
    // No create, no export, no bulk selection: the console reads.
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0)
    expect(await page.locator('table tbody input[type=checkbox]').count()).toBe(0)
    await settledScreen(page, 'engagements', mobile)

    await page.getByRole('combobox', { name: 'Organization' }).fill('Lakeside')
    await page.getByRole('option', { name: 'Lakeside Medical Center' }).click()
    await page.getByText('Epic Beaker lab build').waitFor({ state: 'detached' })
    expect(await rows(page, mobile).count()).toBe(10)
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Active' }).click()
    await page.getByText('Epic Tapestry claims analyst').waitFor({ state: 'detached' })
    await expectRowsNaming(page, mobile, ['Epic ClinDoc super-user training', 'Epic OpTime perioperative build'])
    await page.getByPlaceholder('Search').fill('OpTime')
    await page.getByText('Epic ClinDoc super-user training').waitFor({ state: 'detached' })
    await expectRowsNaming(page, mobile, ['Epic OpTime perioperative build'])
    const row = await rows(page, mobile).first().innerText()
    for (const text of ['Lakeside Medical Center', 'Active', '–']) expect(row).toContain(text)
    // The table also names the talent; the phone's compact list keeps name, organization, dates and status.
    if (!mobile) expect(row).toContain('Michael Okafor')
    await settledScreen(page, 'engagements-filtered', mobile)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })

  it('shows an engagement’s facts, rates, history, required documents and POs', async () => {
    const stored = (await superAdmin.get(`/api/admin/engagements/${ids.opTime}`)).body as {
      hourlyFeeCents: number
      talentPayRateCents: number
    }
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    await openInApp(page, `${server.url}/engagements`)
    await page.getByText('Epic OpTime perioperative build').click()
    await page.waitForURL(new RegExp(`/engagements/${ids.opTime}/show$`))
    const rates = page.getByRole('region', { name: 'Rates' })
    await rates.getByText(formatMoney(stored.hourlyFeeCents), { exact: true }).first().waitFor()
    const shown = await rates.innerText()
    for (const text of ['Talent pay rate', formatMoney(stored.talentPayRateCents), 'Hourly fee']) expect(shown).toContain(text)
    await page.getByText('Michael Okafor').first().waitFor()
    await page.getByText('Read-only: organizations make every change to their engagements.').waitFor()
    // Nothing to change it with.
    for (const name of ['Edit', 'Delete', 'Withdraw', 'Terminate']) expect(await page.getByRole('button', { name }).count()).toBe(0)
    await settledScreen(page, 'engagement', mobile)

    await page.getByRole('tab', { name: 'History' }).click()
    await page.getByText('Pending → Accepted', { exact: true }).waitFor()
    await page.getByText('Accepted → Active', { exact: true }).waitFor()
    await settledScreen(page, 'engagement-history', mobile)

    await page.getByRole('tab', { name: 'Required documents' }).click()
    // A table on a desktop, one item per document at 375 px.
    await page.getByRole(mobile ? 'list' : 'table', { name: 'Required documents' }).waitFor()
    await page.getByRole('link', { name: 'HIPAA Privacy and Security Attestation' }).waitFor()
    await page.getByText(/^\d+ of \d+ done$/).waitFor()
    await settledScreen(page, 'engagement-documents', mobile)

    await page.getByRole('tab', { name: 'Purchase orders' }).click()
    await page.getByRole('link', { name: 'LMC-5521' }).waitFor()
    await page.getByText('Perioperative build', { exact: true }).waitFor()
    await settledScreen(page, 'engagement-purchase-orders', mobile)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })

  it('shows a library document without its internal comment, with the acknowledgement report and its CSV', async () => {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    await openInApp(page, `${server.url}/required-documents`)
    await page.getByText('TB Test Results').first().waitFor()
    expect(await rows(page, mobile).count()).toBe(6)
    await settledScreen(page, 'required-documents', mobile)

    await openInApp(page, `${server.url}/required-documents/${ids.hipaa}/show`)
    const report = page.getByRole('table', { name: 'Acknowledgement report' })
    await report.getByRole('link', { name: 'Epic OpTime perioperative build' }).waitFor()
    expect(await report.getByText('Uploaded').count()).toBeGreaterThan(0)
    await page.getByText('Lakeside Medical Center').first().waitFor()
    // The organization's own note never reaches the console.
    expect(await page.getByText('Compliance keeps the signed copies').count()).toBe(0)
    const csv = page.getByRole('link', { name: 'Download CSV' })
    expect(await csv.getAttribute('href')).toBe(`/api/v1/super_admin/required-documents/${ids.hipaa}/acknowledgements/?format=csv`)
    const download = await page.request.get(`${server.url}/api/v1/super_admin/required-documents/${ids.hipaa}/acknowledgements/?format=csv`)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toContain('text/csv')
    expect(await download.text()).toContain('Epic OpTime perioperative build')
    await settledScreen(page, 'required-document', mobile)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })

  it('lists purchase orders and shows one with the engagements it is assigned to', async () => {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    await openInApp(page, `${server.url}/purchase-orders`)
    const row = rows(page, mobile).filter({ hasText: 'NW-24-1187' })
    const expected = ['Northwind Health System', 'Epic Ambulatory go-live', '$180,000.00', ...(mobile ? [] : ['Used'])]
    // The organization's name arrives by its own reference request after the row is drawn.
    await expected.reduce((complete, text) => complete.filter({ hasText: text }), row).waitFor()
    for (const text of expected) expect(await row.innerText()).toContain(text)
    await settledScreen(page, 'purchase-orders', mobile)

    await openInApp(page, `${server.url}/purchase-orders/${ids.po}/show`)
    await page.getByRole('link', { name: 'Epic Ambulatory go-live support' }).waitFor()
    await page.getByRole('link', { name: 'Clarity report writing sprint' }).waitFor()
    await page.getByText('Approved by the CIO for the spring go-live wave.').waitFor()
    await settledScreen(page, 'purchase-order', mobile)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })

  it('names a talent’s accepted and active engagements before deactivation is confirmed', async () => {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    await openInApp(page, `${server.url}/talents/${ids.emily}`)
    await page.getByRole('button', { name: 'Deactivate' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('This talent has accepted or active engagements: Clarity report writing sprint.', { exact: false }).waitFor()
    // Only the held ones: her pending, expired and Lakeside's terminated engagements are not named.
    const warning = await dialog.getByRole('alert').innerText()
    for (const name of ['Epic Ambulatory go-live support', 'Epic upgrade testing', 'Epic Cogito dashboard development'])
      expect(warning).not.toContain(name)
    await settledScreen(page, 'talent-deactivation-warning', mobile)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })

    // A talent with no engagement: the dialog confirms without a warning once the check is done.
    await openInApp(page, `${server.url}/talents/${ids.luis}`)
    await page.getByRole('button', { name: 'Deactivate' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Confirm' })
      .or(page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }))
      .first()
      .waitFor()
    await page.waitForFunction(() => !document.querySelector('[role=dialog] [role=status]'))
    expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0)
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })
})

it('deactivates the talent after the warning when the super admin confirms (a warning, not a refusal)', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page)
  await openInApp(page, `${server.url}/talents/${ids.emily}`)
  await page.getByRole('button', { name: 'Deactivate' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('alert').filter({ hasText: 'Clarity report writing sprint' }).waitFor()
  await dialog.getByRole('button', { name: 'Deactivate' }).click()
  await page.getByText('The Talent was deactivated').first().waitFor()
  expect((await superAdmin.get(`/api/admin/talents/${ids.emily}`)).body).toMatchObject({ isDeactivated: true })
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
