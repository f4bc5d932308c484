import type { Browser, BrowserContext, Page } from 'playwright-core'
import { GO_LIVE_QUESTIONS } from '../../scripts/demoOpportunities'
import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { readDirectory } from '../helpers/directory'
import { addProfileItems, modulesAtDepthThree, tinyPdf, inDays, uploadComplianceDocuments, type ModuleNode } from '../helpers/profileFixtures'
import { sidewaysOverflow } from '../helpers/sidewaysOverflow'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The spec's common routes for the super admin in the console (the spec: /opportunities,
 * /opportunities/{id}, /new-opportunity, /knowledge-center with /faq and /video-tutorials), and the
 * talent's page with the whole profile (sections, specializations, documents with their status and
 * earlier versions, engagements, comments under their flags), at 1280 and 375 px: each shows its
 * content, passes the accessibility check and does not scroll sideways. Screenshots in
 * tests/artifacts/screenshots/console-common-*.
 */
jest.setTimeout(600_000)
const SOFIA = 'sofia.martinez@talent.example'
const OPPORTUNITY = 'Epic Ambulatory go-live support'
let server: TestServer
let browser: Browser
const ids: Record<string, string> = {}
let sofiaModule: ModuleNode

beforeAll(async () => {
  server = await startTestServer({
    seed: true,
    env: { RUN_JOBS: 'false', SEED_OPPORTUNITIES: 'true', SEED_KNOWLEDGE_CENTER: 'true', FEATURE_FLAGS: 'show_org_comments,show_superadmin_comments' },
  })
  browser = await launchBrowser()
  const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  const directory = await readDirectory(superAdmin)
  ids.sofia = directory.userId(SOFIA)
  const opportunities = await superAdmin.get(`/api/admin/opportunities?filter=${encodeURIComponent(JSON.stringify({ q: OPPORTUNITY }))}`)
  ids.opportunity = (opportunities.body as { id: string }[])[0]!.id
  // Sofia's full profile, made through her own API: a specialization with roles and skills, one item
  // in every section, two documents uploaded and then replaced (the first files become earlier versions).
  const sofia = await ApiClient.signedIn(server.url, SOFIA, DEMO_PASSWORD)
  ;[sofiaModule] = await modulesAtDepthThree(sofia, 1)
  await addProfileItems(sofia, [sofiaModule!], 1)
  await uploadComplianceDocuments(sofia, inDays(200))
  await uploadComplianceDocuments(sofia, inDays(300))
  const flu = new FormData()
  flu.set('flu_shot[file]', tinyPdf(), 'flu-shot.pdf')
  if ((await sofia.patch('/api/v1/talent/document_set/', flu)).status !== 200) throw new Error('flu shot not saved')
  // A manager's comment on her profile (organization comments are on).
  const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  const comment = await manager.post('/api/v1/org-side/comment/', { comment_text: '<p>Great Resolute billing analyst</p>', comment_permission_id: 1 })
  const linked = await manager.post('/api/v1/org-side/profile_comment/', { comment_id: comment.body.id, talent_id: ids.sofia })
  if (comment.status !== 201 || linked.status >= 300) throw new Error(`comment not created: ${comment.status} ${linked.status}`)
}, 240_000)
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

describe.each([
  ['desktop', false],
  ['375 px', true],
])('the super admin’s common routes (%s)', (viewport, mobile) => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    ;({ context, page } = await newPage(browser, { mobile }))
    await signIn(page)
  })
  afterAll(() => context?.close())

  /** Settled (no spinner), at the expected path, accessible, fits the phone, and pictured. */
  async function checkScreen(name: string, path: string) {
    await page.waitForFunction(() => !document.querySelector('[role=progressbar]:not([aria-valuenow])'))
    expect(new URL(page.url()).pathname).toBe(path)
    await expectAccessible(page, `console ${name} (${viewport})`)
    await screenshot(page, `console-common-${name}${mobile ? '-mobile' : ''}`)
    expect({ screen: name, ...(await sidewaysOverflow(page)) }).toEqual({ screen: name, overflow: 0, hiddenScrolls: [] })
  }

  it('lists every organization’s opportunities with their organization, status and applicants', async () => {
    await openInApp(page, `${server.url}/opportunities`)
    await page.getByText(OPPORTUNITY).first().waitFor()
    await page.getByText('Lakeside Medical Center').first().waitFor()
    await page.getByText('Northwind Health System').first().waitFor()
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0)
    await checkScreen('opportunities', '/opportunities')
  })

  it('opens an opportunity at /opportunities/{id} with its details, specializations, questions and applicants', async () => {
    await openInApp(page, `${server.url}/opportunities`)
    await page.getByText(OPPORTUNITY).first().click()
    await page.waitForURL(new RegExp(`/opportunities/${ids.opportunity}$`))
    await page.getByRole('heading', { name: OPPORTUNITY, level: 1 }).waitFor()
    const region = (name: string) => page.getByRole('region', { name })
    await region('Details').getByText('Northwind Health System').waitFor()
    expect(await region('Details').innerText()).toMatch(/\$85\.00 – \$105\.00 per hour/)
    expect(await region('Details').innerText()).toMatch(/\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/)
    await region('Specializations').getByText('Epic › Clinical › Ambulatory').waitFor()
    await region('Application questions').getByText(GO_LIVE_QUESTIONS[0]!).waitFor()
    const applicants = region('Applicants')
    await applicants.getByText('Hannah Lee').waitFor()
    await applicants.getByText('Applied', { exact: true }).first().waitFor()
    await applicants.getByRole('button', { name: /Hannah Lee/ }).click()
    await applicants.getByText('Six Ambulatory go-lives since 2019', { exact: false }).waitFor()
    await checkScreen('opportunity', `/opportunities/${ids.opportunity}`)
  })

  it('says at /new-opportunity that organizations post opportunities, with the way to the list', async () => {
    await openInApp(page, `${server.url}/new-opportunity`)
    await page.getByRole('heading', { name: 'New opportunity', level: 1 }).waitFor()
    await page.getByText('Opportunities are posted by organizations', { exact: false }).waitFor()
    await checkScreen('new-opportunity', '/new-opportunity')
    await page.getByRole('link', { name: 'See every opportunity' }).click()
    await page.waitForURL(/\/opportunities$/)
    await page.getByText(OPPORTUNITY).first().waitFor()
  })

  it('shows the knowledge center as its readers see it: the hub, the FAQ by category and the video tutorials', async () => {
    await openInApp(page, `${server.url}/knowledge-center`)
    await page.getByRole('heading', { name: 'Knowledge center', level: 1 }).waitFor()
    await checkScreen('knowledge-center', '/knowledge-center')
    await page.getByRole('link', { name: /^FAQ/ }).click()
    await page.waitForURL(/\/knowledge-center\/faq$/)
    await page.getByText('What is Talentgrid?').waitFor()
    await page.getByRole('button', { name: /What is Talentgrid\?/ }).click()
    await checkScreen('knowledge-center-faq', '/knowledge-center/faq')
    // Talents read their own questions and everyone's, never the organization users' only.
    await page.getByRole('button', { name: 'Talents', exact: true }).click()
    await page.waitForURL(/reader=talent/)
    await page.getByText('How do I invite a manager to my organization?').waitFor({ state: 'detached' })
    await page.getByText('What is Talentgrid?').waitFor()
    await openInApp(page, `${server.url}/knowledge-center/video-tutorials`)
    await page.getByRole('heading', { name: 'A tour of Talentgrid' }).waitFor()
    expect(await page.getByRole('link', { name: /^Open A tour of Talentgrid/ }).getAttribute('href')).toMatch(/^https:\/\//)
    await checkScreen('knowledge-center-videos', '/knowledge-center/video-tutorials')
  })

  it('shows a talent’s whole profile: sections, specializations, documents with status and history, engagements, comments', async () => {
    const base = `/talents/${ids.sofia}`
    await openInApp(page, `${server.url}${base}`)
    await page.locator('form input').first().waitFor()
    await page.getByRole('tab', { name: 'Profile' }).click()
    await page.waitForURL(new RegExp(`${base}/profile$`))
    const region = (name: string) => page.getByRole('region', { name })
    await region('Specializations & Skills').getByText(sofiaModule.name, { exact: false }).first().waitFor()
    await region('Specializations & Skills').getByText(sofiaModule.skills[0]!.name).waitFor()
    await region('Work Experience').getByText('Analyst 0').waitFor()
    await region('Resume, Certifications and More').getByRole('link', { name: 'certificate-0.pdf' }).waitFor()
    expect(await region('Resume, Certifications and More').getByRole('link', { name: 'certificate-0.pdf' }).getAttribute('href')).toMatch(/\/api\/v1\/files\/[^/]+\/$/)
    await region('Availability').getByText('20 hours per week').waitFor()
    await checkScreen('talent-profile', `${base}/profile`)

    await page.getByRole('tab', { name: 'Documents' }).click()
    await page.waitForURL(new RegExp(`${base}/documents$`))
    const current = page.getByRole('table', { name: 'Current documents' })
    await current.getByText('Background Check').waitFor()
    expect(await current.getByText('Uploaded', { exact: true }).count()).toBeGreaterThanOrEqual(3)
    expect(await current.getByText('Not uploaded', { exact: true }).count()).toBe(3)
    const history = page.getByRole('table', { name: 'Earlier versions' })
    await history.getByText('Background Check').waitFor()
    expect(await history.locator('tbody tr').count()).toBe(2)
    expect(await history.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/)
    await checkScreen('talent-documents', `${base}/documents`)

    await page.getByRole('tab', { name: 'Engagements' }).click()
    await page.waitForURL(new RegExp(`${base}/engagements$`))
    await region('Engagements').getByText(/No engagements yet\.|\$\d/).first().waitFor()
    await checkScreen('talent-engagements', `${base}/engagements`)

    await page.getByRole('tab', { name: 'Comments' }).click()
    await page.waitForURL(new RegExp(`${base}/comments$`))
    await region('Comments').getByText('Great Resolute billing analyst').waitFor()
    await checkScreen('talent-comments', `${base}/comments`)
  })

  it('threw no uncaught error on any screen', () => {
    expect(pageErrors(page)).toEqual([])
  })
})
