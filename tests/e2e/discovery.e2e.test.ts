import type { Browser, Locator, Page } from 'playwright-core'
import { aiMessages } from '../../contract/ai'
import { opportunityMessages } from '../../contract/opportunities/opportunity'
import { APPLICATION_STATUS_LABELS } from '../../contract/labels'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { chooseOption, describePage, launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { applyToOpportunity, TALENT_OPPORTUNITIES } from '../helpers/opportunities'
import { inDays } from '../helpers/profileFixtures'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The discovery story in the browser. Two talents the platform has just
 * approved (Luis Herrera and Grace Thompson, blank in test servers) claim Epic > Clinical > Ambulatory
 * through the API. Northwind's manager (Marcus Reed, Manage Engagement and View Rate) picks that node
 * in /search and sees the matched count change, saves the search, and for a search nobody matches sends
 * the talent-not-found feedback (the super admin gets the e-mail); posts an opportunity with the AI's
 * questions; Luis applies in the talent portal answering them (Grace through the API); the manager
 * reviews Luis with the AI, removes Grace (she gets the 'not a fit' e-mail) and restores her, and
 * creates an engagement from Luis's application, which Luis then sees as 'Engagement offered'.
 * Desktop and 375 px screenshots (tests/artifacts/screenshots/discovery-*), axe on every screen and dialog.
 */
jest.setTimeout(600_000)

const FLAGS = ['aiOpportunityCreation', 'aiGeneratedApplicationQuestions', 'aiApplicantReview', 'aiOrgSideMatching', 'aiDiscoveryOfTalentProfile', 'newApplicantRemovalWorkflow']
const LUIS = 'luis.herrera@talent.example'
const GRACE = 'grace.thompson@talent.example'
const TITLE = 'Epic Ambulatory clinic go-live lead'
const SAVED = 'Ambulatory go-live pool'
const FEEDBACK = 'We need an Epic Ambulatory analyst in Phoenix who also knows Cadence.'
const COUNT = /Number of Talent matching your criteria: (\d+)/

let server: TestServer
let browser: Browser
let manager: ApiClient
const talentIds: Record<string, string> = {}
const failedCalls: string[] = []
let opportunityId = ''
let questionCount = 0

async function expectStatus<T = any>(response: Promise<{ status: number; body: T }>, status: number, what: string): Promise<T> {
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
  server = await startTestServer({ seed: true, env: { FEATURE_FLAGS: FLAGS.join(',') } })
  browser = await launchBrowser()
  manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  // The two talents' profiles (not what the story is about) through the API, then the platform's approval.
  for (const [email, rate, expertise] of [
    [LUIS, '95', 'expert'],
    [GRACE, '90', 'intermediate'],
  ] as const) {
    const talent = await ApiClient.signedIn(server.url, email)
    const ambulatory = await specializationId(talent, ['Epic', 'Clinical', 'Ambulatory'])
    await expectStatus(talent.post('/api/v1/talent/specializations/', { specialization: ambulatory, expertise }), 201, `${email} specialization`)
    await expectStatus(talent.post('/api/v1/talent/availabilities/', { available_from_date: inDays(1), hours_per_week: 40, do_remote_contract: true, do_on_site_contract: true }), 201, `${email} availability`)
    await expectStatus(talent.patch('/api/v1/user/', { hourlyRate: rate }), 200, `${email} rate`)
    talentIds[email] = (await expectStatus(talent.get('/api/v1/user/'), 200, 'user')).id
    await expectStatus(superAdmin.patch(`/api/v1/super_admin/talents/${talentIds[email]}/`, { is_talent_approved_by_platform: true }), 200, `approve ${email}`)
  }
}, 400_000)

afterAll(async () => {
  if (failedCalls.length) console.log(`Failed API calls:\n${failedCalls.join('\n')}`)
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
  await opened.page.getByRole('button', { name: /^Account menu for/ }).waitFor()
  return opened
}

/** A full-page screenshot from the top (scrolled, the sticky app bar would sit in the middle of it). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, `discovery-${name}`)
}
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor()
const dialog = (page: Page) => page.getByRole('dialog')
const criteria = (page: Page) => page.getByRole('form', { name: 'Search criteria' })
const results = (page: Page) => page.getByRole('list', { name: 'Search results' })
const card = (scope: Page | Locator, title: string) => scope.getByRole('article').filter({ has: scope.getByRole('heading', { name: title, exact: true }) })
const applicant = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

/** Waits until the matched count in `scope` reads `expected`. */
async function countBecomes(scope: Locator, expected: number) {
  try {
    await scope.getByRole('status').filter({ hasText: `Number of Talent matching your criteria: ${expected}` }).waitFor({ timeout: 15_000 })
  } catch (error) {
    await shot(scope.page(), 'DEBUG-count')
    throw new Error(`count: ${JSON.stringify(await scope.getByRole('status').allTextContents())}; failed calls ${failedCalls.join('; ')}`, { cause: error })
  }
}

/** Picks Epic > Clinical > Ambulatory in the shared specialization picker (the dialog open). */
async function pickAmbulatory(page: Page) {
  const picker = dialog(page)
  await picker.getByRole('button', { name: /^Epic/ }).click()
  await picker.getByRole('button', { name: /^Clinical/ }).click()
  await picker.getByRole('button', { name: /^Ambulatory/ }).click()
  return picker
}

/** Types a calendar date into an MUI X date field (month, day, year sections). */
async function fillDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-')
  const monthSection = page.getByRole('group', { name: label }).getByRole('spinbutton').first()
  // CI once found no 'Start date' here for 30 s right after the Kind of work menu (not reproduced since):
  // if it happens again, the message says what the page showed instead.
  await monthSection.waitFor({ timeout: 20_000 }).catch(async (error) => {
    throw new Error(`no ${label} field; ${await describePage(page, `discovery-${label}`)}`, { cause: error })
  })
  await monthSection.click()
  await page.keyboard.type(`${month}${day}${year}`)
}

it('1. a manager searches with the picker and sees the count change, saves the search, sends not-found feedback', async () => {
  const { context, page } = await open(demo.northwind.manager)
  await page.getByRole('link', { name: 'Search', exact: true }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor()
  const everyone = criteria(page).getByRole('status').filter({ hasText: COUNT })
  await everyone.waitFor()
  const before = Number(COUNT.exec((await everyone.textContent()) ?? '')![1])
  expect(before).toBeGreaterThan(2)
  await results(page).getByRole('listitem').first().waitFor()
  await page.getByRole('region', { name: 'Saved searches' }).getByText(/None yet/).waitFor()
  await page.waitForLoadState('networkidle')

  // The picker shows the count for the node being picked; the page's count follows once it is added.
  await criteria(page).getByRole('button', { name: 'Add specialization' }).click()
  const picker = await pickAmbulatory(page)
  await countBecomes(picker, 2)
  await expectAccessible(page, 'Specialization picker with its count')
  await shot(page, 'picker')
  await picker.getByRole('button', { name: 'Add', exact: true }).click()
  await picker.waitFor({ state: 'detached' })
  await criteria(page).getByRole('button', { name: /Epic › Clinical › Ambulatory/ }).waitFor()
  await countBecomes(criteria(page), 2)

  await criteria(page).getByRole('button', { name: 'Search', exact: true }).click()
  await page.waitForURL(/specializations=/)
  for (const name of ['Luis Herrera', 'Grace Thompson']) await results(page).getByRole('listitem').filter({ hasText: name }).first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Search results"] > li').length === 2)
  // The expert ranks first; the score explains itself.
  expect(await results(page).getByRole('listitem').first().textContent()).toContain('Luis Herrera')
  await results(page).getByRole('button', { name: /% match for Luis Herrera/ }).click()
  await page.getByRole('list', { name: 'Why Luis Herrera matches' }).getByText('Specializations').waitFor()
  await expectAccessible(page, 'Search results')
  await shot(page, 'search-results')
  const searchAddress = page.url()

  // Save Search.
  await criteria(page).getByRole('button', { name: 'Save search' }).click()
  await dialog(page).getByLabel(/Search name/).fill(SAVED)
  await expectAccessible(page, 'Save Search dialog')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Search was saved')
  await page.getByRole('region', { name: 'Saved searches' }).getByText(SAVED).waitFor()
  const saved = await expectStatus(manager.get('/api/v1/manager/saved-searches/'), 200, 'saved searches')
  expect(saved.results.map((search: { name: string }) => search.name)).toContain(SAVED)

  // Nobody matches: the empty state offers the talent-not-found feedback; the super admin is told.
  await criteria(page).getByLabel('Last name').fill('Nobodyhere')
  await countBecomes(criteria(page), 0)
  await criteria(page).getByRole('button', { name: 'Search', exact: true }).click()
  await page.getByText('No results found...').waitFor()
  await expectAccessible(page, 'Search without results')
  await page.getByRole('button', { name: 'Tell us who you need' }).click()
  await dialog(page).getByText('Epic > Clinical > Ambulatory').waitFor()
  await dialog(page).getByLabel(/Message/).fill(FEEDBACK)
  await expectAccessible(page, 'Talent-not-found dialog')
  await shot(page, 'feedback-dialog')
  await dialog(page).getByRole('button', { name: 'Send' }).click()
  await toast(page, 'Feedback has been sent')
  const mail = await server.mail.waitFor((message) => message.to.includes(demo.superAdmin) && message.subject.startsWith('Talent not found: feedback from Marcus Reed'))
  expect(mail.text).toContain(FEEDBACK)
  expect(mail.text).toContain('Epic > Clinical > Ambulatory')
  expect(pageErrors(page)).toEqual([])
  await context.close()

  // The results at 375 px, from the address the search left.
  const phone = await open(demo.northwind.manager, { mobile: true })
  await openInApp(phone.page, searchAddress)
  await results(phone.page).getByRole('listitem').filter({ hasText: 'Grace Thompson' }).first().waitFor()
  await expectAccessible(phone.page, 'Search results, 375 px')
  await shot(phone.page, 'search-results-375')
  expect(await noHorizontalScroll(phone.page)).toBe(true)
  expect(pageErrors(phone.page)).toEqual([])
  await phone.context.close()
})

it('2. the manager posts an opportunity with generated questions', async () => {
  const { context, page } = await open(demo.northwind.manager)
  await page.getByRole('navigation').getByRole('link', { name: 'Opportunities' }).first().click()
  await page.getByRole('link', { name: 'New opportunity' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'New Opportunity' }).waitFor()
  const form = page.getByRole('form', { name: 'New opportunity' })
  await form.getByLabel('Title').fill(TITLE)
  await form.getByRole('textbox', { name: 'Description' }).click()
  await page.keyboard.type('Lead at-the-elbow support for three Phoenix clinics moving to Epic Ambulatory; remote planning, two go-live weeks.')
  await form.getByRole('button', { name: 'Add specialization' }).click()
  const picker = await pickAmbulatory(page)
  await picker.getByRole('button', { name: 'Add', exact: true }).click()
  await picker.waitFor({ state: 'detached' })
  await form.getByRole('list', { name: 'Specializations talents should have' }).getByText(/Ambulatory/).waitFor()
  await chooseOption(form.getByRole('combobox', { name: 'Place' }), 'Remote')
  await chooseOption(form.getByRole('combobox', { name: 'Kind of work' }), 'Go-live support')
  await fillDate(page, 'Start date', inDays(10))
  await fillDate(page, 'End date', inDays(70))
  await form.getByLabel('Hours per week').fill('40')
  await form.getByLabel('Lowest hourly rate').fill('85')
  await form.getByLabel('Highest hourly rate').fill('105')

  // The AI suggests questions from what the form holds; they are labelled, editable, saved with it.
  await form.getByRole('button', { name: 'Suggest questions' }).click()
  const questions = form.getByRole('list', { name: 'Questions' }).getByRole('textbox')
  await questions.first().waitFor()
  questionCount = await questions.count()
  expect(questionCount).toBeGreaterThanOrEqual(2)
  await form.getByText(aiMessages.generatedLabel).first().waitFor()
  const firstQuestion = await questions.first().inputValue()
  expect(firstQuestion.length).toBeGreaterThan(10)
  await expectAccessible(page, 'New opportunity with generated questions')
  await shot(page, 'opportunity-form')
  await form.getByRole('button', { name: 'Publish' }).click()
  await toast(page, opportunityMessages.opportunityCreated)
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
  opportunityId = new URL(page.url()).pathname.split('/').pop()!
  const questionsShown = page.getByRole('region', { name: 'Application questions' }).getByRole('listitem')
  expect(await questionsShown.count()).toBe(questionCount)
  expect(await questionsShown.first().textContent()).toBe(firstQuestion)
  await page.getByRole('region', { name: 'Talents on this opportunity' }).getByText('Nobody applied yet.', { exact: false }).waitFor()
  await expectAccessible(page, 'Published opportunity')

  const posted = await expectStatus(manager.get(`/api/v1/org-side/opportunity/${opportunityId}/`), 200, 'opportunity')
  expect(posted).toMatchObject({ title: TITLE, status: 'open', place: 'remote', workKind: 'go_live_support', hoursPerWeek: 40, rateMin: '85.00', rateMax: '105.00', startDate: inDays(10), endDate: inDays(70) })
  expect(posted.questions).toHaveLength(questionCount)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('3. a talent applies, answering the generated questions', async () => {
  // At 375 px first: the apply dialog, left again without typing.
  const phone = await open(LUIS, { mobile: true })
  await openInApp(phone.page, `${server.url}/opportunities/${opportunityId}`)
  await phone.page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
  await phone.page.getByRole('button', { name: 'Apply', exact: true }).click()
  await dialog(phone.page).getByRole('heading', { name: `Apply: ${TITLE}` }).waitFor()
  await expectAccessible(phone.page, 'Apply dialog, 375 px')
  await shot(phone.page, 'apply-dialog-375')
  await dialog(phone.page).getByRole('button', { name: 'Cancel' }).click()
  await dialog(phone.page).waitFor({ state: 'detached' })
  expect(pageErrors(phone.page)).toEqual([])
  await phone.context.close()

  const { context, page } = await open(LUIS)
  await page.getByRole('navigation').getByRole('link', { name: 'Opportunities' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Opportunities' }).waitFor()
  // 'Fits me' (the default) finds it: the opportunity as search criteria matches Luis's profile.
  const fitting = card(page, TITLE)
  await fitting.waitFor()
  expect(await fitting.textContent()).toMatch(/Fit \d+%/)
  await expectAccessible(page, 'Opportunities, fits me')
  await fitting.getByRole('link', { name: TITLE }).click()
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  const apply = dialog(page)
  await apply.getByRole('heading', { name: `Apply: ${TITLE}` }).waitFor()
  const answers = apply.getByRole('textbox')
  expect(await answers.count()).toBe(questionCount)
  for (let index = 0; index < questionCount; index++) await answers.nth(index).fill(`Answer ${index + 1}: six Epic Ambulatory go-lives, four as the at-the-elbow lead.`)
  await expectAccessible(page, 'Apply dialog with the generated questions')
  await shot(page, 'apply-dialog')
  await apply.getByRole('button', { name: 'Send application' }).click()
  await toast(page, opportunityMessages.applicationSent)
  await page.getByText(/You applied on/).waitFor()

  await page.goto(`${server.url}/applications`)
  await page.getByRole('heading', { level: 1, name: 'My applications' }).waitFor()
  const application = card(page, TITLE)
  await application.getByText(APPLICATION_STATUS_LABELS.applied, { exact: true }).waitFor()
  await application.getByRole('button', { name: 'Show your answers' }).click()
  await application.getByText(/^Answer 1: six Epic Ambulatory go-lives/).waitFor()
  await expectAccessible(page, 'My applications')
  await shot(page, 'applications')
  expect(pageErrors(page)).toEqual([])
  await context.close()

  // Grace applies through the API: the manager needs a second applicant to remove and restore.
  const grace = await ApiClient.signedIn(server.url, GRACE)
  const seen = await expectStatus(grace.get(`${TALENT_OPPORTUNITIES}${opportunityId}/`), 200, 'Grace reads the opportunity')
  await applyToOpportunity(grace, seen, 'Three Ambulatory go-lives in Denver clinics.')
})

it('4. the manager reviews, removes one applicant and restores them, creates an engagement from another', async () => {
  const { context, page } = await open(demo.northwind.manager)
  await openInApp(page, `${server.url}/opportunities/${opportunityId}`)
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
  const luis = applicant(page, 'Luis Herrera')
  const grace = applicant(page, 'Grace Thompson')
  await luis.waitFor()
  await grace.waitFor()
  await luis.getByRole('button', { name: 'Show answers' }).click()
  await luis.getByText(/^Answer 1: six Epic Ambulatory go-lives/).waitFor()

  // Applicant Qualifications with the AI review.
  await luis.getByRole('button', { name: 'Review' }).click()
  const review = dialog(page)
  await review.getByText('Applicant Qualifications').first().waitFor()
  await review.getByRole('button', { name: 'Review with AI' }).click()
  await review.getByRole('region', { name: 'AI review' }).waitFor()
  await expectAccessible(page, 'Applicant Qualifications with the AI review')
  await shot(page, 'applicant-review')
  await review.getByRole('button', { name: 'Close', exact: true }).last().click()
  await review.waitFor({ state: 'detached' })
  await expectAccessible(page, 'Opportunity with applicants')
  await shot(page, 'opportunity-applicants')

  // Removing Grace, who applied, asks with the spec's words and tells her she is not a fit.
  await grace.getByRole('button', { name: 'Remove' }).click()
  const confirm = dialog(page)
  await confirm.getByText(opportunityMessages.removeApplied).waitFor()
  await expectAccessible(page, 'Remove applicant confirmation')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await toast(page, opportunityMessages.applicantRemoved)
  await grace.waitFor({ state: 'detached' })
  const notAFit = await server.mail.waitFor((mail) => mail.to.includes(GRACE) && mail.subject === `Your application to "${TITLE}"`)
  expect(notAFit.text).toContain('not a fit')
  const graceClient = await ApiClient.signedIn(server.url, GRACE)
  const graceApplication = async () => (await expectStatus(graceClient.get('/api/v1/talent/opportunity-apply/'), 200, 'applications')).results.find((row: { opportunity: { id: string } }) => row.opportunity.id === opportunityId)
  expect((await graceApplication()).status).toBe('not_selected')

  // Removed applicants: Restore puts her back (and sends nothing).
  await page.getByRole('tab', { name: 'Removed applicants' }).click()
  const removed = page.getByRole('list', { name: 'Removed applicants' })
  await removed.getByRole('article', { name: 'Grace Thompson' }).waitFor()
  await expectAccessible(page, 'Removed applicants')
  await removed.getByRole('article', { name: 'Grace Thompson' }).getByRole('button', { name: 'Restore' }).click()
  await toast(page, opportunityMessages.applicantRestored)
  await page.getByText('Nobody was removed from this opportunity.').waitFor()
  await page.getByRole('tab', { name: /^Applicants/ }).click()
  await grace.waitFor()
  expect((await graceApplication()).status).toBe('applied')
  expect(server.mail.messages.filter((mail) => mail.to.includes(GRACE) && mail.subject.includes(TITLE))).toHaveLength(1)

  // Create engagement from Luis's application: the form comes prefilled from the opportunity.
  await luis.getByRole('link', { name: 'Create engagement' }).click()
  await page.getByRole('heading', { level: 1, name: 'New Engagement' }).waitFor()
  expect(await page.getByLabel('Engagement name').inputValue()).toBe(TITLE)
  expect(await page.getByLabel('Hours per week').inputValue()).toBe('40')
  expect(await page.getByLabel('Talent pay rate').inputValue()).toMatch(/^105(\.00)?$/)
  const talentField = await page.getByLabel('Talent', { exact: true }).elementHandle()
  await page.waitForFunction((input) => (input as HTMLInputElement).value === 'Luis Herrera', talentField)
  await expectAccessible(page, 'New engagement from an applicant')
  await page.getByRole('button', { name: 'Send' }).click()
  await toast(page, 'Engagement was sent')
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
  const engagements = await expectStatus(manager.get(`/api/v1/manager/engagements/?search=${encodeURIComponent(TITLE)}`), 200, 'engagements')
  const engagement = await expectStatus(manager.get(`/api/v1/manager/engagements/${engagements.results[0].id}/`), 200, 'engagement')
  expect(engagement).toMatchObject({ status: 'pending', talentPayRate: '105.00', startDate: inDays(10), endDate: inDays(70), hoursPerWeek: 40 })
  await page.goto(`${server.url}/opportunities/${opportunityId}`)
  await applicant(page, 'Luis Herrera').getByRole('link', { name: 'Open engagement' }).waitFor()
  await applicant(page, 'Luis Herrera').getByText('Engagement created', { exact: true }).waitFor()
  expect(pageErrors(page)).toEqual([])
  await context.close()

  // The opportunity with its applicants at 375 px.
  const phone = await open(demo.northwind.manager, { mobile: true })
  await openInApp(phone.page, `${server.url}/opportunities/${opportunityId}`)
  await applicant(phone.page, 'Grace Thompson').waitFor()
  await applicant(phone.page, 'Luis Herrera').getByRole('link', { name: 'Open engagement' }).waitFor()
  await expectAccessible(phone.page, 'Opportunity with applicants, 375 px')
  await shot(phone.page, 'opportunity-applicants-375')
  expect(await noHorizontalScroll(phone.page)).toBe(true)
  expect(pageErrors(phone.page)).toEqual([])
  await phone.context.close()

  // Luis sees the engagement offered on /applications (375 px).
  const talentPhone = await open(LUIS, { mobile: true })
  await openInApp(talentPhone.page, `${server.url}/applications`)
  await card(talentPhone.page, TITLE).getByText(APPLICATION_STATUS_LABELS.engaged, { exact: true }).waitFor()
  await expectAccessible(talentPhone.page, 'My applications, 375 px')
  await shot(talentPhone.page, 'applications-375')
  expect(await noHorizontalScroll(talentPhone.page)).toBe(true)
  expect(pageErrors(talentPhone.page)).toEqual([])
  await talentPhone.context.close()
})
