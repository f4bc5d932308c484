import type { Browser, Locator, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { cutChips, sidewaysOverflow } from '../helpers/sidewaysOverflow'
import { readDirectory, type Directory } from '../helpers/directory'
import { OPPORTUNITY, OPPORTUNITY_TALENT, applyToOpportunity, createOpportunity } from '../helpers/opportunities'
import { modulesAtDepthThree } from '../helpers/profileFixtures'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The organization portal's opportunity screens in the browser: the empty list and its 'New opportunity'; a new
 * opportunity with generated title, description and questions (labelled, edited before saving), published; a
 * talent's application made through the API; the applicant's answers, the manager comment, the Applicant
 * Qualifications review with the AI review and the match rating; invite from a talent's profile; removal with the
 * spec's two messages, the removed tab and restore; Create engagement prefilled from the opportunity; the status
 * filter; closing. Desktop and 375 px screenshots; every screen and dialog passes axe.
 */
jest.setTimeout(300_000)

const FLAGS = 'ai_opportunity_creation,ai_generated_application_questions,ai_applicant_review,ai_org_side_matching,ai_discovery_of_talent_profile,new_applicant_removal_workflow'
const GENERATED = 'Generated — review and edit before saving'
const REMOVE_APPLIED =
  'When you remove a Talent they will be notified that they are not a fit for this position and will no longer be accessible from this list of Applicants'
const REMOVE_NOT_APPLIED = 'When you remove a Talent they will no longer be accessible from this list of Applicants.'

let server: TestServer
let browser: Browser
let admin: ApiClient
let emily: ApiClient
let directory: Directory

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { FEATURE_FLAGS: FLAGS } })
  browser = await launchBrowser()
  directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
  ;[admin, emily] = await Promise.all([ApiClient.signedIn(server.url, demo.northwind.admin), ApiClient.signedIn(server.url, demo.talent)])
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const shot = (page: Page, name: string) => screenshot(page, `org-opportunities-${name}`)

async function signIn(page: Page, email: string) {
  // Through the API (tests/helpers/browser.ts): this file is not about the sign-in form.
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor()

/** An input's value once it settles (forms fill after their data loads). */
async function valueSoon(locator: Locator, expected: string) {
  let actual = ''
  for (let waited = 0; waited <= 5_000; waited += 100) {
    actual = await locator.inputValue()
    if (actual === expected) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`expected value ${expected}, got ${actual}`)
}

/** Types MM/dd/yyyy into an MUI X date picker's sections. */
async function typeDate(page: Page, label: string, mmddyyyy: string) {
  const field = page.locator('.MuiPickersTextField-root').filter({ has: page.locator('label', { hasText: label }) })
  await field.getByRole('spinbutton').first().click()
  await page.keyboard.type(mmddyyyy)
}

const applicantsList = (page: Page) => page.getByRole('list', { name: 'Applicants' })
const applicant = (page: Page, name: string) => page.getByRole('article', { name })

it('creates an opportunity with generated text and questions, edits them and publishes it', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.admin)
  await page.getByRole('navigation').getByRole('link', { name: 'Opportunities' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Opportunities' }).waitFor()
  await page.getByText('No opportunities yet').waitFor()
  await expectAccessible(page, 'Opportunities list, empty')
  await shot(page, 'list-empty')

  await page.getByRole('main').getByRole('link', { name: 'New opportunity' }).last().click()
  await page.getByRole('heading', { level: 1, name: 'New Opportunity' }).waitFor()
  // Publishing needs a title and a description.
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('This field is required').first().waitFor()

  await page.getByLabel('Place').click()
  await page.getByRole('option', { name: 'On site', exact: true }).click()
  await page.getByLabel('City').fill('Verona')
  await page.getByLabel('State').fill('WI')
  await page.getByLabel('Kind of work').click()
  await page.getByRole('option', { name: 'Go-live support' }).click()
  await page.getByRole('button', { name: 'Generate title and description' }).click()
  await page.getByText(GENERATED).first().waitFor()
  const title = page.getByLabel('Title')
  expect((await title.inputValue()).length).toBeGreaterThan(0)
  // Generated text stays editable.
  await title.fill('Epic go-live support in Verona')

  await typeDate(page, 'Start date', '01042027')
  await typeDate(page, 'End date', '03312027')
  await page.getByLabel('Hours per week').fill('40')
  await page.getByLabel('Lowest hourly rate').fill('80')
  await page.getByLabel('Highest hourly rate').fill('95')

  await page.getByRole('button', { name: 'Suggest questions' }).click()
  await page.getByLabel('Question 1', { exact: true }).waitFor()
  const suggested = await page.getByRole('list', { name: 'Questions' }).getByRole('listitem').count()
  expect(suggested).toBeGreaterThan(0)
  // Edit, add, move and remove questions; an over-long one is refused with the limit's message.
  await page.getByLabel('Question 1', { exact: true }).fill('Which Epic go-lives did you support at the elbow?')
  await page.getByRole('button', { name: 'Add question' }).click()
  const added = page.getByLabel(`Question ${suggested + 1}`, { exact: true })
  await added.fill('x'.repeat(501))
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Ensure this field has no more than 500 characters.').waitFor()
  await added.fill('Are you available for night shifts during cut-over?')
  await page.getByRole('button', { name: `Move question ${suggested + 1} up` }).click()
  await valueSoon(page.getByLabel(`Question ${suggested}`, { exact: true }), 'Are you available for night shifts during cut-over?')
  if (suggested > 1) await page.getByRole('button', { name: `Remove question ${suggested + 1}` }).click()
  const questionCount = await page.getByRole('list', { name: 'Questions' }).getByRole('listitem').count()
  await expectAccessible(page, 'New opportunity form with generated text')
  await shot(page, 'form')

  // Leaving with unsaved changes asks first.
  await page.getByRole('navigation').getByRole('link', { name: 'Groups' }).first().click()
  await page.getByRole('dialog').getByText('Leave this page?').waitFor()
  await page.getByRole('dialog').getByRole('button', { name: 'Stay on the page' }).click()

  await page.getByRole('button', { name: 'Publish' }).click()
  await toast(page, 'Opportunity was created')
  await page.waitForURL(/\/opportunities\/[^/]+$/)
  await page.getByRole('heading', { level: 1, name: 'Epic go-live support in Verona' }).waitFor()
  const id = page.url().split('/').pop()!
  const stored = (await admin.get(`${OPPORTUNITY}${id}/`)).body
  expect(stored).toMatchObject({ status: 'open', place: 'on_site', city: 'Verona', state: 'WI', workKind: 'go_live_support', startDate: '2027-01-04', endDate: '2027-03-31', hoursPerWeek: 40, rateMin: '80.00', rateMax: '95.00' })
  expect(stored.questions).toHaveLength(questionCount)
  expect(stored.questions[0].question).toBe('Which Epic go-lives did you support at the elbow?')
  expect(stored.description.length).toBeGreaterThan(0)
  await page.getByText('Nobody applied yet.', { exact: false }).waitFor()
  await expectAccessible(page, 'Opportunity detail, no applicants')
  await shot(page, 'detail-empty')

  // The list: the status filter lives in the address.
  await page.goto(`${server.url}/opportunities`)
  await page.getByRole('table', { name: 'Opportunities' }).getByRole('link', { name: 'Epic go-live support in Verona' }).waitFor()
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Closed', exact: true }).click()
  await page.waitForURL(/status=closed/)
  await page.getByText('No results found...').waitFor()
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Open', exact: true }).click()
  await page.getByRole('table', { name: 'Opportunities' }).getByRole('link', { name: 'Epic go-live support in Verona' }).waitFor()
  await expectAccessible(page, 'Opportunities list')
  await shot(page, 'list')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('reviews an application, comments, rates, removes and restores, invites, and creates the engagement from it', async () => {
  const opportunity = await createOpportunity(admin, {
    title: 'Cerner ambulatory build lead',
    rate_min: '70',
    rate_max: '90',
    start_date: '2027-02-01',
    end_date: '2027-06-30',
    questions: [{ question: 'How many Cerner builds have you led?' }, { question: 'Which modules?' }],
    specializations: [{ specialization_id: (await modulesAtDepthThree(admin, 1))[0]!.id }],
  })
  await applyToOpportunity(emily, opportunity, 'Four builds, PowerChart Ambulatory.')
  const jamesId = directory.userId(demo.otherTalent)

  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.admin)

  // Invite James from his profile (the shared invite dialog).
  await page.goto(`${server.url}/talents/${jamesId}`)
  await page.getByRole('button', { name: 'Invite to opportunity' }).click()
  const invite = page.getByRole('dialog')
  await invite.getByRole('heading', { name: 'Invite to opportunity' }).waitFor()
  await invite.getByLabel('Opportunity').click()
  await page.getByRole('option', { name: 'Cerner ambulatory build lead' }).click()
  await expectAccessible(page, 'Invite to opportunity dialog')
  await invite.getByRole('button', { name: 'Invite' }).click()
  await toast(page, 'The talents were invited')
  // The AI overview on the profile, labelled as generated.
  await page.getByRole('button', { name: 'Generate overview' }).click()
  await page.getByRole('region', { name: 'Overview' }).getByText(GENERATED).waitFor()
  await expectAccessible(page, 'Talent profile with the generated overview')

  await page.goto(`${server.url}/opportunities/${opportunity.id}`)
  await applicant(page, 'Emily Carter').waitFor()
  await applicant(page, 'James Nguyen').waitFor()
  // Applied first, then invited.
  expect(await applicantsList(page).getByRole('article').evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent))).toEqual(['Emily Carter', 'James Nguyen'])

  const emilyCard = applicant(page, 'Emily Carter')
  await emilyCard.getByRole('button', { name: 'Show answers' }).click()
  await emilyCard.getByText('How many Cerner builds have you led?').waitFor()
  await emilyCard.getByText('Four builds, PowerChart Ambulatory.').first().waitFor()

  // Manager comment, inline.
  await emilyCard.getByRole('button', { name: 'Add comment on Emily Carter' }).click()
  await emilyCard.getByRole('textbox', { name: 'Manager comment' }).fill('Strong PowerChart background; call this week.')
  await emilyCard.getByRole('button', { name: 'Save comment' }).click()
  await toast(page, 'Comment was saved')
  await emilyCard.getByText('Strong PowerChart background; call this week.').waitFor()
  const rows = (await admin.get(`${OPPORTUNITY_TALENT}?opportunity_id=${opportunity.id}`)).body.results
  expect(rows[0].managerComment).toBe('Strong PowerChart background; call this week.')

  // Match rating with its reasons.
  await emilyCard.getByRole('button', { name: 'Rate match' }).click()
  const rating = emilyCard.getByRole('region', { name: 'Match rating of Emily Carter' })
  await rating.getByText(/\d+ \/ 100/).waitFor()
  expect(await rating.getByRole('list', { name: 'Reasons' }).getByRole('listitem').count()).toBeGreaterThan(0)
  await expectAccessible(page, 'Opportunity detail with applicants')
  await shot(page, 'detail')

  // Applicant Qualifications with the AI review.
  await emilyCard.getByRole('button', { name: 'Review' }).click()
  const review = page.getByRole('dialog')
  await review.getByRole('heading', { name: 'Applicant Qualifications' }).waitFor()
  await review.getByRole('link', { name: 'View profile' }).waitFor()
  await review.getByText('Strong PowerChart background; call this week.').waitFor()
  await review.getByRole('button', { name: 'Review with AI' }).click()
  await review.getByRole('region', { name: 'AI review' }).getByRole('list', { name: 'Reasons' }).waitFor()
  await expectAccessible(page, 'Applicant Qualifications dialog')
  await shot(page, 'review')
  await review.getByRole('button', { name: 'Close', exact: true }).last().click()
  await review.waitFor({ state: 'detached' })

  // Remove: the two messages of the spec; cancelling keeps the applicant.
  await applicant(page, 'James Nguyen').getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('dialog').getByText(REMOVE_NOT_APPLIED).waitFor()
  await expectAccessible(page, 'Remove confirmation')
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await toast(page, 'The talent was removed')
  await applicant(page, 'James Nguyen').waitFor({ state: 'detached' })
  await emilyCard.getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('dialog').getByText(REMOVE_APPLIED).waitFor()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await emilyCard.waitFor()

  // Removed applicants and Restore.
  await page.getByRole('tab', { name: 'Removed applicants' }).click()
  await page.waitForURL(/tab=removed/)
  const removedList = page.getByRole('list', { name: 'Removed applicants' })
  await removedList.getByRole('article', { name: 'James Nguyen' }).waitFor()
  await expectAccessible(page, 'Removed applicants')
  await removedList.getByRole('button', { name: 'Restore' }).click()
  await toast(page, 'The talent was restored')
  await page.getByText('Nobody was removed from this opportunity.').waitFor()
  await page.getByRole('tab', { name: /^Applicants/ }).click()
  await applicant(page, 'James Nguyen').waitFor()

  // Create engagement, prefilled from the opportunity; saving links the applicant.
  await emilyCard.getByRole('link', { name: 'Create engagement' }).click()
  await page.waitForURL(/\/new-engagement\?/)
  await page.getByRole('heading', { level: 1, name: 'New Engagement' }).waitFor()
  await valueSoon(page.getByLabel('Engagement name'), 'Cerner ambulatory build lead')
  await valueSoon(page.getByLabel('Hours per week'), '40')
  await valueSoon(page.getByLabel('Talent pay rate'), '90.00')
  await valueSoon(page.getByLabel('Start date'), '2027-02-01')
  await valueSoon(page.getByLabel('End date'), '2027-06-30')
  await page.getByText('From the opportunity “Cerner ambulatory build lead”', { exact: false }).waitFor()
  await expectAccessible(page, 'New engagement from an opportunity')
  await shot(page, 'new-engagement')
  await page.getByRole('button', { name: 'Save as draft' }).click()
  await toast(page, 'Draft was saved')
  await page.waitForURL(/\/engagements\/draft\/[^/]+$/)
  const engagementId = page.url().split('/').pop()!
  const linked = (await admin.get(`${OPPORTUNITY_TALENT}?opportunity_id=${opportunity.id}`)).body.results
  expect(linked.find((row: { talentFullName: string }) => row.talentFullName === 'Emily Carter').engagementId).toBe(engagementId)

  // Close the opportunity from its form.
  await page.goto(`${server.url}/opportunity/${opportunity.id}/edit`)
  await page.getByRole('heading', { level: 1, name: 'Edit Opportunity' }).waitFor()
  await valueSoon(page.getByLabel('Title'), 'Cerner ambulatory build lead')
  await valueSoon(page.getByLabel('Question 2', { exact: true }), 'Which modules?')
  await expectAccessible(page, 'Edit opportunity form')
  // The edit is one request: the opportunity's PATCH carries its specializations (one transaction).
  const writes: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/v1/org-side/opportunit')) writes.push(`${request.method()} ${new URL(request.url()).pathname}`)
  })
  await page.getByRole('button', { name: 'Close opportunity' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Close opportunity' }).click()
  await toast(page, 'Opportunity was updated')
  expect(writes).toEqual([`PATCH /api/v1/org-side/opportunity/${opportunity.id}/`])
  await page.waitForURL(`${server.url}/opportunities/${opportunity.id}`)
  await page.getByRole('main').getByText('Closed', { exact: true }).first().waitFor()
  const closed = (await admin.get(`${OPPORTUNITY}${opportunity.id}/`)).body
  expect(closed.status).toBe('closed')
  expect(closed.questions.map((question: { question: string }) => question.question)).toEqual(['How many Cerner builds have you led?', 'Which modules?'])
  // The specialization sent back unchanged kept its row.
  expect(closed.specializations.map((row: { id: string }) => row.id)).toEqual(opportunity.specializations.map((row: { id: string }) => row.id))
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('fits 375 px: list, form, detail and review', async () => {
  const opportunity = (await admin.get('/api/v1/org-side/opportunities/?search=Cerner%20ambulatory')).body.results[0]
  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page, demo.northwind.admin)
  const noSideways = async (screen: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect({ screen, overflow }).toEqual({ screen, overflow: 0 })
  }
  await page.goto(`${server.url}/opportunities`)
  await page.getByRole('table', { name: 'Opportunities' }).waitFor()
  await expectAccessible(page, 'Opportunities list (375 px)')
  await noSideways('list')
  await shot(page, 'list-375')

  await page.goto(`${server.url}/new-opportunity`)
  await page.getByRole('heading', { level: 1, name: 'New Opportunity' }).waitFor()
  await page.getByRole('button', { name: 'Add question' }).click()
  await expectAccessible(page, 'New opportunity form (375 px)')
  await noSideways('form')
  await shot(page, 'form-375')

  await page.goto(`${server.url}/opportunities/${opportunity.id}`)
  await applicant(page, 'Emily Carter').waitFor()
  await expectAccessible(page, 'Opportunity detail (375 px)')
  await noSideways('detail')
  await shot(page, 'detail-375')
  await applicant(page, 'Emily Carter').getByRole('button', { name: 'Review' }).click()
  await page.getByRole('dialog').getByRole('heading', { name: 'Applicant Qualifications' }).waitFor()
  await expectAccessible(page, 'Applicant Qualifications (375 px)')
  await shot(page, 'review-375')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('pages through a list longer than one page, at desktop and 375 px', async () => {
  // Drafts through the API until Northwind has one more than a page (ListPages: the buttons show only then).
  // The list's page size, OPPORTUNITIES_PAGE_SIZE in portals/org/pages/opportunities/OpportunitiesListPage.tsx.
  const PAGE_SIZE = 25
  const count = async () => (await admin.get('/api/v1/org-side/opportunities/?page_size=1')).body.count as number
  const missing = PAGE_SIZE + 1 - (await count())
  for (let i = 0; i < missing; i++) await createOpportunity(admin, { status: 'draft', title: `Paging draft ${i + 1}` })
  // One more with a specialization whose path, roles and skills are far wider than a phone.
  const [module] = await modulesAtDepthThree(admin, 1)
  const long = await createOpportunity(admin, {
    status: 'draft',
    title: 'Paging draft with a long specialization',
    specializations: [
      { specialization_id: module!.id, expertise: 'intermediate', role_ids: module!.roles.map((role) => role.id), skill_ids: module!.skills.map((skill) => skill.id) },
    ],
  })
  const total = await count()
  expect(total).toBeGreaterThan(PAGE_SIZE)

  for (const mobile of [false, true]) {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page, demo.northwind.admin)
    await openInApp(page, `${server.url}/opportunities`)
    const pages = page.getByRole('navigation', { name: 'Opportunity pages' })
    await pages.getByRole('button', { name: 'page 1', exact: true }).waitFor()
    await pages.getByRole('button', { name: 'Go to page 2' }).click()
    await page.waitForURL(/[?&]page=2\b/)
    // The second page holds what the first could not.
    await page.waitForFunction((left) => document.querySelectorAll('table[aria-label="Opportunities"] tbody tr').length === left, total - PAGE_SIZE)
    expect(await pages.getByRole('button', { name: 'page 2', exact: true }).getAttribute('aria-current')).toBe('page')
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, hiddenScrolls: [] })
    // The buttons' colours fade (MUI transitions): the screenshot waits for them to settle.
    await page.waitForFunction(() => document.getAnimations().length === 0)
    await shot(page, mobile ? 'page-2-375' : 'page-2')
    // The specialization's chip wraps its whole label rather than cutting it.
    await page.goto(`${server.url}/opportunities/${long.id}`)
    await page.getByRole('heading', { level: 1, name: 'Paging draft with a long specialization' }).waitFor()
    await page.getByText(module!.name, { exact: false }).first().waitFor()
    expect(await cutChips(page)).toEqual([])
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, hiddenScrolls: [] })
    expect(pageErrors(page)).toEqual([])
    await context.close()
  }
})
