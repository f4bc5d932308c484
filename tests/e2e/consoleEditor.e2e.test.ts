import type { Browser, Page } from 'playwright-core'
import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { cutTexts, sidewaysOverflow } from '../helpers/sidewaysOverflow'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The content editor's console (editor@talentgrid.local, as the demo seeds it): a dashboard of their work
 * (the drafts waiting to be published, each a link to its form; the readers' latest questions without who
 * asked; the most-viewed FAQs and tutorials, counted as a talent opens them in the portal; the published
 * counts), and the console's
 * not-found page, at the path asked for, for every page that is not theirs (the messenger, engagements,
 * users, the super admin's pages). Desktop and 375 px, axe clean with the structure rules.
 */
jest.setTimeout(600_000)

const EDITOR = 'editor@talentgrid.local'
const DRAFT_FAQ = 'Can I log hours for a past week?'
const DRAFT_VIDEO = 'Submitting your time sheet'
const PUBLISHED_FAQ = 'Where do I find my pay stubs?'
const PUBLISHED_VIDEO = 'Your first week'
const QUESTION = 'Can my agency see my time sheets?'

let server: TestServer
let browser: Browser
const ids: Record<string, string> = {}

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { RUN_JOBS: 'false' } })
  browser = await launchBrowser()
  const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  // Test servers seed no content editor (scripts/seedContentEditor.ts): the super admin adds the demo's.
  const created = await superAdmin.post('/api/admin/users', { email: EDITOR, firstName: 'Nora', lastName: 'Patel', role: 'content_editor', password: DEMO_PASSWORD })
  if (created.status !== 201) throw new Error(`content editor not created: ${created.status}`)
  const editor = await ApiClient.signedIn(server.url, EDITOR)
  const category = await editor.post('/api/admin/faq-categories', { name: 'Time sheets', order: 0 })
  const published = await editor.post('/api/admin/knowledge-center-faqs', {
    question: PUBLISHED_FAQ,
    answer: '<p>Under Time tracking.</p>',
    category: category.body.id,
    audience: 'talent',
    order: 0,
    status: 'published',
  })
  const draft = await editor.post('/api/admin/knowledge-center-faqs', {
    question: DRAFT_FAQ,
    answer: '<p>Only within the edit window.</p>',
    category: category.body.id,
    audience: 'talent',
    order: 1,
    status: 'draft',
  })
  const video = await editor.post('/api/admin/knowledge-center-videos', { title: DRAFT_VIDEO, description: 'Two minutes.', audience: 'both', order: 0, status: 'draft' })
  const publishedVideo = await editor.post('/api/admin/knowledge-center-videos', {
    title: PUBLISHED_VIDEO,
    externalUrl: 'https://www.youtube.com/@talentgrid',
    audience: 'both',
    order: 1,
    status: 'published',
  })
  if ([category, published, draft, video, publishedVideo].some((answer) => answer.status !== 201)) throw new Error('knowledge-center content not created')
  ids.draft = draft.body.id
  ids.publishedVideo = publishedVideo.body.id
  ids.engagement = '00000000-0000-4000-8000-000000000000'
  // A talent asks a question and, in the portal, opens the published FAQ's answer and plays the tutorial:
  // the views the dashboard counts come from the portal's own screens.
  const talent = await ApiClient.signedIn(server.url, demo.talent)
  if ((await talent.post('/api/v1/faq-feedback/', { message: QUESTION })).status !== 201) throw new Error('question not sent')
  const { context, page } = await newPage(browser)
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(demo.talent)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
  await page.goto(`${server.url}/knowledge-center/faq`)
  const counted = (path: string) => page.waitForResponse((response) => response.url().includes(path) && response.request().method() === 'POST')
  const faqView = counted('/knowledge-center-faq/')
  await page.getByRole('button', { name: PUBLISHED_FAQ, exact: true }).click()
  expect((await faqView).status()).toBe(204)
  await page.goto(`${server.url}/knowledge-center/video-tutorials`)
  const videoView = counted('/knowledge-center-videos/')
  await page.getByRole('button', { name: `Play ${PUBLISHED_VIDEO}` }).click()
  expect((await videoView).status()).toBe(204)
  expect(pageErrors(page)).toEqual([])
  await context.close()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function signIn(page: Page) {
  // Through the API (tests/helpers/browser.ts): this file is not about the sign-in form.
  await signInThroughApi(page, server.url, EDITOR)
  await page.goto(`${server.url}/`)
  await page.getByText('Talentgrid console').first().waitFor()
}

async function checked(page: Page, name: string, mobile: boolean) {
  await page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
  await expectAccessible(page, `editor console ${name}${mobile ? ' (375 px)' : ''}`, { structure: true })
  await screenshot(page, `console-editor-${name}${mobile ? '-mobile' : ''}`)
  expect({ name, cut: await cutTexts(page) }).toEqual({ name, cut: [] })
  if (mobile) expect({ name, ...(await sidewaysOverflow(page)) }).toEqual({ name, overflow: 0, hiddenScrolls: [] })
}

describe.each([
  ['desktop', false],
  ['375 px', true],
])('the content editor’s console (%s)', (_viewport, mobile) => {
  it('opens on a dashboard of the drafts to publish, each a link to its form, the latest questions, the most viewed and the published counts', async () => {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    const faqDrafts = page.getByRole('region', { name: /^FAQ drafts to publish/ })
    await faqDrafts.getByRole('link', { name: new RegExp(DRAFT_FAQ.replace('?', '\\?')) }).waitFor()
    await page.getByRole('region', { name: /^Video tutorial drafts to publish/ }).getByRole('link', { name: new RegExp(DRAFT_VIDEO) }).waitFor()
    const published = page.getByRole('region', { name: 'Published' })
    await published.getByText('Published FAQs').waitFor()
    await published.getByRole('link', { name: /^1\s*Published FAQs$/ }).waitFor()
    expect(await page.getByText('Your editing tools will appear here.').count()).toBe(0)
    // The latest questions: what was asked, never who asked.
    const questions = page.getByRole('region', { name: 'Recent questions' })
    await questions.getByText(QUESTION).waitFor()
    expect(await questions.getByText(/Emily|Carter/).count()).toBe(0)
    // The most viewed, counted from the talent's openings in the portal, each a link to its form.
    await page.getByRole('region', { name: 'Most-viewed FAQs' }).getByRole('link', { name: new RegExp(`^${PUBLISHED_FAQ.replace('?', '\\?')}\\s*1 view$`) }).waitFor()
    await page.getByRole('region', { name: 'Most-viewed video tutorials' }).getByRole('link', { name: new RegExp(`^${PUBLISHED_VIDEO}\\s*1 view$`) }).waitFor()
    await checked(page, 'dashboard', mobile)
    await faqDrafts.getByRole('link', { name: new RegExp(DRAFT_FAQ.replace('?', '\\?')) }).click()
    await page.waitForURL(new RegExp(`/knowledge-center-faqs/${ids.draft}$`))
    expect(await page.getByRole('textbox', { name: 'Question' }).inputValue()).toBe(DRAFT_FAQ)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })

  it('shows the not-found page, at the path asked for, for every page that is not the editor’s', async () => {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page)
    for (const path of ['/messenger', '/engagements', `/engagements/${ids.engagement}/show`, '/users', '/background-jobs', '/no-such-page']) {
      await page.goto(`${server.url}${path}`)
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
      expect(new URL(page.url()).pathname).toBe(path)
      expect({ path, errors: await page.getByText(/not allowed|403/i).count() }).toEqual({ path, errors: 0 })
    }
    await checked(page, 'not-found', mobile)
    // The menu holds the editor's own pages only.
    if (!mobile) {
      const menu = page.locator('[class*=RaMenu]').first()
      await menu.getByText('FAQs').waitFor()
      expect(await menu.getByText('Messenger').count()).toBe(0)
      expect(await menu.getByText('Engagements').count()).toBe(0)
    }
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })
})

it('names what was saved in its toast', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page)
  await openInApp(page, `${server.url}/faq-categories/create`)
  await page.getByRole('textbox', { name: 'Name' }).fill('Pay and taxes')
  await page.getByRole('spinbutton', { name: 'Order' }).fill('5')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('FAQ category created').waitFor()
  expect(await page.getByText('Element created').count()).toBe(0)
  await context.close()
})

it('saves a tutorial without a description again, with no invalid-form toast', async () => {
  // A tutorial saved without a description comes back with it empty (null): the form once refused it
  // ('The form is not valid') right after its first successful save.
  const { context, page } = await newPage(browser)
  await signIn(page)
  await openInApp(page, `${server.url}/knowledge-center-videos/${ids.publishedVideo}`)
  await page.getByRole('textbox', { name: 'Title' }).fill(`${PUBLISHED_VIDEO} at Talentgrid`)
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Video tutorial updated').waitFor()
  expect(await page.getByText(/The form is not valid/).count()).toBe(0)
  await page.goto(`${server.url}/knowledge-center-videos/${ids.publishedVideo}`)
  // A description typed and cleared again is sent as null, like the stored one.
  await page.getByRole('textbox', { name: 'Title' }).fill(PUBLISHED_VIDEO)
  await page.getByRole('textbox', { name: 'Description' }).fill('One minute.')
  await page.getByRole('textbox', { name: 'Description' }).fill('')
  await page.getByRole('button', { name: /Save draft/i }).click()
  await page.getByText('Video tutorial updated').waitFor()
  expect(await page.getByText(/The form is not valid/).count()).toBe(0)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
