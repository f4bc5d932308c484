import type { Browser, Locator, Page } from 'playwright-core'
import { opportunityMessages } from '../../contract/opportunities/opportunity'
import { ApiClient, DEMO_PASSWORD } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot } from '../helpers/browser'
import { inDays } from '../helpers/profileFixtures'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * In the talent portal, on the demo opportunities (scripts/seedOpportunities.ts, put into this
 * test server with SEED_OPPORTUNITIES=true): Emily Carter (approved, blank profile) adds the Epic
 * Ambulatory specialization and an availability window through the API, so 'Fits me' shows Northwind's
 * 'Epic Ambulatory go-live support' with its fit score and reasons. She opens it, is refused an
 * over-long answer with the spec's message, applies with the new form (its three questions); under
 * 'All open' she applies to 'Cerner to Epic data conversion analyst' with the old form (no questions);
 * /applications shows both as 'Applied' with the answers sent. Every screen and dialog passes the axe
 * check; the list, the opportunity, the dialog and the applications are looked at 375 px wide too.
 */
jest.setTimeout(300_000)

const TALENT = 'emily.carter@talent.example'
const FITTING = 'Epic Ambulatory go-live support'
const OLD_FORM = 'Cerner to Epic data conversion analyst'
const LONG_ANSWER = 'x'.repeat(2501)

const failedCalls: string[] = []
let server: TestServer
let browser: Browser

async function expectStatus<T>(response: Promise<{ status: number; body: T }>, status: number, what: string): Promise<T> {
  const answer = await response
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** The id of a specialization by its names from the root ('Epic', 'Clinical', 'Ambulatory'). */
async function specializationId(client: ApiClient, names: string[]): Promise<string> {
  type Node = { id: string; name: string; children?: Node[] }
  const roots = (await expectStatus<{ results: Node[] }>(client.get('/api/v1/specializations/?root=true'), 200, 'roots')).results
  let node = roots.find((root) => root.name === names[0])
  for (const name of names.slice(1)) {
    const full = await expectStatus<Node>(client.get(`/api/v1/specializations/${node!.id}/`), 200, `node ${node?.name}`)
    node = full.children?.find((child) => child.name === name)
  }
  if (!node) throw new Error(`no specialization ${names.join(' > ')}`)
  return node.id
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { SEED_OPPORTUNITIES: 'true' } })
  browser = await launchBrowser()
  const talent = await ApiClient.signedIn(server.url, TALENT)
  const ambulatory = await specializationId(talent, ['Epic', 'Clinical', 'Ambulatory'])
  await expectStatus(talent.post('/api/v1/talent/specializations/', { specialization: ambulatory, expertise: 'intermediate' }), 201, 'specialization')
  await expectStatus(talent.post('/api/v1/talent/availabilities/', { available_from_date: inDays(1), hours_per_week: 30, do_remote_contract: true, do_on_site_contract: true }), 201, 'availability')
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
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(TALENT)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

async function toast(page: Page, text: string) {
  try {
    await page.getByRole('alert').filter({ hasText: text }).first().waitFor()
  } catch (error) {
    await screenshot(page, 'talent-opportunities-failure')
    throw new Error(`No toast '${text}'. Failed API calls: ${failedCalls.join('; ') || 'none'}`, { cause: error })
  }
}

const card = (scope: Page | Locator, title: string) => scope.getByRole('article').filter({ has: scope.getByRole('heading', { name: title, exact: true }) })

it('a talent finds fitting opportunities and applies with the new and the old form', async () => {
  const { page } = await newPage(browser)
  watchApi(page)
  await signIn(page)

  // 'Opportunities' in the navigation; 'Fits me' is the default and shows the Ambulatory go-live only.
  await page.getByRole('navigation').getByRole('link', { name: 'Opportunities' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Opportunities' }).waitFor()
  expect(await page.getByRole('button', { name: 'Fits me' }).getAttribute('aria-pressed')).toBe('true')
  const fitting = card(page, FITTING)
  await fitting.waitFor()
  expect(await card(page, OLD_FORM).count()).toBe(0)
  const fittingText = (await fitting.textContent()) ?? ''
  expect(fittingText).toContain('Northwind Health System')
  expect(fittingText).toMatch(/Fit \d+%/)
  expect(fittingText).toContain('$85.00 – $105.00/h')
  await expectAccessible(page, 'Opportunities, fits me')
  await screenshot(page, 'talent-opportunities-fits-me')

  // The search narrows the list and keeps the words in the address.
  await page.getByRole('button', { name: 'All open' }).click()
  await page.waitForURL(/show=all/)
  await card(page, OLD_FORM).waitFor()
  await page.getByLabel('Search opportunities').fill('Cerner')
  await page.waitForURL(/search=Cerner/)
  await card(page, FITTING).waitFor({ state: 'detached' })
  await card(page, OLD_FORM).waitFor()
  await expectAccessible(page, 'Opportunities, all open, searched')
  await screenshot(page, 'talent-opportunities-all-open')
  await page.getByLabel('Search opportunities').fill('')
  await page.getByRole('button', { name: 'Fits me' }).click()

  // The opportunity: description, specializations, the three questions, the fit, Apply.
  await fitting.getByRole('link', { name: FITTING }).click()
  await page.getByRole('heading', { level: 1, name: FITTING }).waitFor()
  await page.getByRole('region', { name: 'Specializations' }).getByText('Epic › Clinical › Ambulatory').waitFor()
  expect(await page.getByRole('region', { name: 'Questions' }).getByRole('listitem').count()).toBe(3)
  await page.getByRole('region', { name: 'Description' }).getByText('14 primary and specialty clinics').waitFor()
  await expectAccessible(page, 'Opportunity')
  await screenshot(page, 'talent-opportunity')

  // New form: an answer over 2,500 characters is refused with the spec's message, live and on sending.
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: `Apply: ${FITTING}` }).waitFor()
  const answers = dialog.getByRole('textbox')
  expect(await answers.count()).toBe(3)
  await answers.nth(0).fill(LONG_ANSWER)
  await dialog.getByText(opportunityMessages.answerTooLong).waitFor()
  await dialog.getByText('2,501 / 2,500').waitFor()
  await dialog.getByRole('button', { name: 'Send application' }).click()
  await dialog.getByText('This field is required').first().waitFor()
  await dialog.getByText(opportunityMessages.answerTooLong).waitFor()
  await expectAccessible(page, 'Apply dialog (new form) with errors')
  await screenshot(page, 'talent-apply-new-form-errors')
  await answers.nth(0).fill('Four Ambulatory go-lives as a super user, two as at-the-elbow support.')
  await answers.nth(1).fill('Yes, the weekend and both weeks after it.')
  await answers.nth(2).fill('I help them finish the visit first and write the workflow gap down for the analysts.')
  await dialog.getByText(opportunityMessages.answerTooLong).waitFor({ state: 'detached' })

  // Leaving with typed answers asks first; staying keeps them.
  await page.keyboard.press('Escape')
  const leave = page.getByRole('dialog').filter({ hasText: 'Leave this page?' })
  await leave.waitFor()
  await expectAccessible(page, 'Leave prompt of the apply dialog')
  await leave.getByRole('button', { name: 'Stay on the page' }).click()
  expect(await answers.nth(1).inputValue()).toBe('Yes, the weekend and both weeks after it.')
  await dialog.getByRole('button', { name: 'Send application' }).click()
  await toast(page, opportunityMessages.applicationSent)
  await page.getByText(/You applied on/).waitFor()
  expect(await page.getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0)

  // Old form, from 'All open': skills and qualifications, experience and a rich-text message.
  await page.goto(`${server.url}/opportunities?show=all`)
  const oldForm = card(page, OLD_FORM)
  await oldForm.getByRole('button', { name: `Apply to ${OLD_FORM}` }).click()
  await dialog.getByRole('heading', { name: `Apply: ${OLD_FORM}` }).waitFor()
  await dialog.getByRole('button', { name: 'Send application' }).click()
  // Each of the three is required (the schema checks asynchronously: wait for the third message).
  await dialog.getByText('This field is required').nth(2).waitFor()
  await dialog.getByRole('textbox', { name: 'Skills and qualifications' }).fill('Epic Ambulatory credentialed trainer; HL7 basics.')
  await dialog.getByRole('textbox', { name: 'Experience' }).fill('Five years of clinic build and go-live support.')
  const message = dialog.getByRole('textbox', { name: 'Message' })
  await message.click()
  await page.keyboard.type('I would like to learn the conversion side with your team.')
  await expectAccessible(page, 'Apply dialog (old form)')
  await screenshot(page, 'talent-apply-old-form')
  await dialog.getByRole('button', { name: 'Send application' }).click()
  await toast(page, opportunityMessages.applicationSent)
  await card(page, OLD_FORM).getByText('Applied', { exact: true }).waitFor()

  // /applications: both, newest first, 'Applied', with the answers sent.
  await page.getByRole('link', { name: 'My applications' }).click()
  await page.getByRole('heading', { level: 1, name: 'My applications' }).waitFor()
  const applications = page.getByRole('list', { name: 'Applications' }).getByRole('article')
  await card(page, OLD_FORM).waitFor()
  expect(await applications.count()).toBe(2)
  expect(await applications.nth(0).getByRole('heading').textContent()).toBe(OLD_FORM)
  expect(await applications.nth(1).getByRole('heading').textContent()).toBe(FITTING)
  for (const title of [OLD_FORM, FITTING]) await card(page, title).getByText('Applied', { exact: true }).waitFor()
  await card(page, FITTING).getByRole('button', { name: 'Show your answers' }).click()
  await card(page, FITTING).getByText('Yes, the weekend and both weeks after it.').waitFor()
  await card(page, OLD_FORM).getByRole('button', { name: 'Show your answers' }).click()
  await card(page, OLD_FORM).getByText('I would like to learn the conversion side with your team.').waitFor()
  await expectAccessible(page, 'My applications')
  await screenshot(page, 'talent-applications')

  expect(pageErrors(page)).toEqual([])
  expect(failedCalls).toEqual([])
})

it('the opportunity screens work 375 px wide', async () => {
  const { page } = await newPage(browser, { mobile: true })
  watchApi(page)
  await signIn(page)
  await openInApp(page, `${server.url}/opportunities?show=all`)
  await card(page, 'Oracle Health PowerChart conversion analyst').waitFor()
  await expectAccessible(page, 'Opportunities at 375 px')
  await screenshot(page, 'talent-opportunities-375')
  const noHorizontalScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  expect(await noHorizontalScroll()).toBe(true)

  // Nothing matches: the empty state says so.
  await page.getByLabel('Search opportunities').fill('Meditech')
  await page.getByText('No opportunities match your search').waitFor()
  await expectAccessible(page, 'Opportunities, nothing found, at 375 px')
  await page.getByLabel('Search opportunities').fill('')

  await card(page, 'Oracle Health PowerChart conversion analyst').getByRole('link', { name: 'Details' }).click()
  await page.getByRole('heading', { level: 1, name: 'Oracle Health PowerChart conversion analyst' }).waitFor()
  expect(await noHorizontalScroll()).toBe(true)
  await expectAccessible(page, 'Opportunity at 375 px')
  await screenshot(page, 'talent-opportunity-375')

  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Experience' }).waitFor()
  await expectAccessible(page, 'Apply dialog at 375 px')
  await screenshot(page, 'talent-apply-375')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await dialog.waitFor({ state: 'detached' })

  await page.goto(`${server.url}/applications`)
  await page.getByRole('list', { name: 'Applications' }).getByRole('article').first().waitFor()
  expect(await noHorizontalScroll()).toBe(true)
  await expectAccessible(page, 'My applications at 375 px')
  await screenshot(page, 'talent-applications-375')
  expect(pageErrors(page)).toEqual([])
})
