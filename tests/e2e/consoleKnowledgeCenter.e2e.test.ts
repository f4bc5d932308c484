import type { Browser, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot } from '../helpers/browser'
import { sidewaysOverflow } from '../helpers/sidewaysOverflow'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { tinyPng } from '../helpers/uploads'

/**
 * The console's knowledge center in the browser: a content
 * editor the super admin created signs in, sees only FAQs, FAQ categories and video tutorials, writes an FAQ
 * with the rich-text editor, saves it as a draft (the talent's portal API does not show it), sees the preview,
 * publishes it (now it does). The lists at desktop width and 375 px, where none scrolls sideways; every screen passes axe.
 */
jest.setTimeout(300_000)

const EDITOR = 'nora.editor@talentgrid.local'
const PASSWORD = 'Talentgrid#2026'

let server: TestServer
let browser: Browser
let talent: ApiClient

beforeAll(async () => {
  server = await startTestServer({ seed: true })
  browser = await launchBrowser()
  const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  const created = await superAdmin.post('/api/admin/users', {
    email: EDITOR,
    firstName: 'Nora',
    lastName: 'Editor',
    role: 'content_editor',
    password: PASSWORD,
  })
  if (created.status !== 201) throw new Error(`content editor not created: ${created.status}`)
  const category = await superAdmin.post('/api/admin/faq-categories', { name: 'Getting started', order: 0 })
  if (category.status !== 201) throw new Error(`category not created: ${category.status}`)
  const faq = await superAdmin.post('/api/admin/knowledge-center-faqs', {
    question: 'Where do I find my pay stubs?',
    answer: '<p>Under <strong>Time tracking</strong>, one per pay date.</p>',
    category: category.body.id,
    audience: 'talent',
    order: 5,
    status: 'published',
  })
  if (faq.status !== 201) throw new Error(`FAQ not created: ${faq.status}`)
  talent = await ApiClient.signedIn(server.url, demo.talent)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function signIn(page: Page) {
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(EDITOR)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByText('Talentgrid console').first().waitFor()
}

async function settled(page: Page, name: string, mobile = false) {
  await page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
  await expectAccessible(page, `console ${name}${mobile ? ' (375 px)' : ''}`)
  await screenshot(page, `console-knowledge-${name}${mobile ? '-mobile' : ''}`)
}

const talentQuestions = async () =>
  ((await talent.get('/api/v1/talent/knowledge-center-faq/')).body.results as { question: string }[]).map((item) => item.question)

it('lets a content editor draft an FAQ, preview it and publish it', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page)
  // Only the knowledge center in the menu.
  const menu = page.locator('.RaMenu-root, [class*=RaMenu]').first()
  await menu.getByText('FAQs').waitFor()
  await menu.getByText('Video tutorials').waitFor()
  await menu.getByText('FAQ categories').waitFor()
  expect(await menu.getByText('Users').count()).toBe(0)
  expect(await menu.getByText('Organizations').count()).toBe(0)

  await page.goto(`${server.url}/knowledge-center-faqs`)
  await page.getByText('Where do I find my pay stubs?').waitFor()
  await page.goto(`${server.url}/knowledge-center-faqs/create`)
  await page.getByLabel('Question').fill('How do I reset my password?')
  const answer = page.getByRole('textbox', { name: 'Answer' })
  await answer.click()
  await page.keyboard.type('Open ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('Forgot password')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(' on the sign-in page.')
  await page.getByLabel('Category').click()
  await page.getByRole('option', { name: 'Getting started' }).click()
  await page.getByLabel('Audience').click()
  await page.getByRole('option', { name: 'Talents', exact: true }).click()
  // The preview shows it as the portal will.
  const preview = page.getByLabel('Preview as the portal shows it')
  await preview.getByText('How do I reset my password?').waitFor()
  await preview.locator('strong', { hasText: 'Forgot password' }).waitFor()
  await settled(page, 'faq-create')

  await page.getByRole('button', { name: 'Save draft' }).click()
  await page.waitForURL(/\/knowledge-center-faqs\/[0-9a-f-]+$/)
  await page.getByLabel('Question').waitFor()
  expect(await talentQuestions()).not.toContain('How do I reset my password?')

  await page.getByRole('button', { name: 'Publish' }).click()
  await page.waitForURL(/\/knowledge-center-faqs$/)
  const row = page.getByRole('row').filter({ hasText: 'How do I reset my password?' })
  await row.getByText('Published').waitFor()
  expect(await talentQuestions()).toContain('How do I reset my password?')
  const stored = (await talent.get('/api/v1/talent/knowledge-center-faq/')).body.results.find(
    (item: { question: string }) => item.question === 'How do I reset my password?',
  )
  expect(stored.answer).toBe('<p>Open <strong>Forgot password</strong> on the sign-in page.</p>')
  await settled(page, 'faqs')

  // Anything else is closed to a content editor: the console shows no users page.
  await page.goto(`${server.url}/users`)
  await page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
  expect(await page.getByRole('columnheader', { name: 'Email' }).count()).toBe(0)

  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('uploads a tutorial video with its poster from the console and publishes it', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page)
  await openInApp(page, `${server.url}/knowledge-center-videos/create`)
  await page.getByLabel('Title').fill('Finding your pay stubs')
  await page.getByLabel('Description').fill('One minute on Time tracking.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await page.waitForURL(/\/knowledge-center-videos\/[0-9a-f-]+$/)
  // A small mp4 (an ftyp box and filler), checked by content on the server.
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(2048),
  ])
  await page.getByTestId('video-file').setInputFiles({ name: 'pay-stubs.mp4', mimeType: 'video/mp4', buffer: mp4 })
  await page.getByText('Uploaded. Publish to show it in the portals.').waitFor()
  await page.getByText(/pay-stubs\.mp4/).waitFor()
  await page.getByTestId('poster-file').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: tinyPng() })
  await page.getByText('poster.png').waitFor()
  await page.locator('video[preload="metadata"]').waitFor()
  await settled(page, 'video-edit')
  expect((await talent.get('/api/v1/talent/knowledge-center-videos/')).body.results).toEqual([])
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.waitForURL(/\/knowledge-center-videos$/)
  await page.getByRole('row').filter({ hasText: 'Finding your pay stubs' }).getByText('Published').waitFor()
  const [video] = (await talent.get('/api/v1/talent/knowledge-center-videos/')).body.results
  expect(video).toMatchObject({ title: 'Finding your pay stubs', videoMimeType: 'video/mp4', posterUrl: expect.stringMatching(/\/poster\/$/) })
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('shows the knowledge center lists at 375 px, none wider than the screen', async () => {
  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page)
  const fitsTheScreen = async (screen: string) =>
    expect({ screen, ...(await sidewaysOverflow(page)) }).toEqual({ screen, overflow: 0, hiddenScrolls: [] })
  await page.goto(`${server.url}/knowledge-center-faqs`)
  await page.getByText('Where do I find my pay stubs?').waitFor()
  await settled(page, 'faqs', true)
  await fitsTheScreen('faqs')
  await page.goto(`${server.url}/faq-categories`)
  await page.getByText('Getting started').waitFor()
  await settled(page, 'categories', true)
  await fitsTheScreen('categories')
  // The tutorial the upload test published (or none yet: the empty list must fit as well).
  await page.goto(`${server.url}/knowledge-center-videos`)
  await page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
  await page.locator('#main-content li.MuiListItem-root, #main-content .RaEmpty-root, #main-content table').first().waitFor()
  await settled(page, 'videos', true)
  await fitsTheScreen('videos')
  await page.goto(`${server.url}/knowledge-center-videos/create`)
  await page.getByLabel('Title').waitFor()
  await settled(page, 'video-create', true)
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
