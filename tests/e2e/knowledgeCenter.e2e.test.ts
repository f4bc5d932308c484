import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { KNOWLEDGE_LIMITS, knowledgeMessages } from '../../contract/knowledgeCenter'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, SCREENSHOT_DIR, signInThroughApi } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { tinyPdf } from '../helpers/uploads'

/**
 * The knowledge center in the talent and org portals:
 * a talent finds an FAQ by search and opens its answer, narrows by category and meets the empty state;
 * sees the video tutorials of her audience and opens one in the player dialog (Escape closes it); sends
 * 'Do you have a question?' with a file (refused types first), the e-mail reaching the test SMTP server;
 * Send stays disabled until the form is dirty; an over-long message is refused with the limit's message
 * and closing asks first. A manager, at 375 px, sees the organization audience's FAQ and not the talent's.
 * The demo knowledge center of the seed (scripts/seedKnowledgeCenter.ts) is the content.
 */
jest.setTimeout(300_000)

const TALENT_FAQ = 'How do I submit my time sheet?'
const ORG_FAQ = 'How do I approve time sheets?'

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { SEED_KNOWLEDGE_CENTER: 'true', SEED_TIME_SHEETS: 'false' } })
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/**
 * A screenshot once transitions (dialog fades, accordions, ripples) have ended: the whole page from its
 * top, or, for a dialog, what the viewport shows (a full-page shot of a scrolled page behind a modal
 * draws the backdrop over one screen only).
 */
async function shot(page: Page, name: string, { dialog = false } = {}) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  )
  if (!dialog) {
    await page.evaluate(() => window.scrollTo(0, 0))
    return screenshot(page, `knowledge-center-${name}`)
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `knowledge-center-${name}.png`) })
}

async function signIn(page: Page, email: string) {
  // Through the API (tests/helpers/browser.ts): this file is not about the sign-in form.
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

/** The user menu's 'Knowledge center' (the same at every width). */
async function openKnowledgeCenter(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('link', { name: 'Knowledge center' }).click()
  await page.getByRole('heading', { level: 1, name: 'Knowledge center' }).waitFor()
}

const question = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true })
const dialog = (page: Page) => page.getByRole('dialog')

it('lets a talent find an FAQ by search, open its answer, filter by category and meet the empty state', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.talent)
  await openKnowledgeCenter(page)
  await page.getByRole('link', { name: /Video tutorials/ }).waitFor()
  await page.getByRole('button', { name: 'Do you have a question?' }).waitFor()
  await shot(page, 'home-desktop')
  await expectAccessible(page, 'knowledge center')

  await page.getByRole('link', { name: /^FAQ/ }).click()
  await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor()
  // Her audience and both; never the organizations' questions.
  await question(page, TALENT_FAQ).waitFor()
  await question(page, 'What is Talentgrid?').waitFor()
  expect(await question(page, ORG_FAQ).count()).toBe(0)
  await shot(page, 'faq-desktop')
  await expectAccessible(page, 'FAQ')

  await page.getByLabel('Search questions').fill('time sheet')
  await question(page, 'How do I reset my password?').waitFor({ state: 'detached' })
  await question(page, TALENT_FAQ).click()
  await page.getByText('fill in the hours for each day of the pay period').waitFor()
  expect(await question(page, TALENT_FAQ).getAttribute('aria-expanded')).toBe('true')
  // The answer is the server's HTML: its <strong> stays markup.
  expect(await page.locator('.rich-text strong', { hasText: 'Time Tracking' }).count()).toBe(1)
  await shot(page, 'faq-search-desktop')

  await page.getByLabel('Search questions').fill('no such words here')
  await page.getByText(knowledgeMessages.noFaqFound).waitFor()
  await shot(page, 'faq-empty-desktop')

  await page.getByLabel('Search questions').fill('')
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Payments' }).click()
  await question(page, 'When do I get paid?').waitFor()
  await question(page, 'What is Talentgrid?').waitFor({ state: 'detached' })
  expect(await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Payments' }).getAttribute('aria-pressed')).toBe('true')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('says when the FAQ cannot be loaded and loads it on Try again', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.talent)
  const faq = (url: URL) => url.pathname === '/api/v1/talent/knowledge-center-faq/'
  await page.route(faq, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'Service unavailable' }) }),
  )
  await page.goto(`${server.url}/knowledge-center/faq`)
  const failure = page.getByRole('alert').filter({ hasText: 'Service unavailable' })
  await failure.waitFor()
  await shot(page, 'faq-error-desktop')
  await page.unroute(faq)
  await failure.getByRole('button', { name: 'Try again' }).click()
  await question(page, TALENT_FAQ).waitFor()
  await failure.waitFor({ state: 'detached' })
  await context.close()
})

it('shows a talent the video tutorials of her audience and plays one in a dialog that Escape closes', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.talent)
  await openInApp(page, `${server.url}/knowledge-center/video-tutorials`)
  const list = page.getByRole('list', { name: 'Video tutorials' })
  await list.getByRole('button', { name: 'Play Completing your profile' }).waitFor()
  await list.getByRole('button', { name: 'Play A tour of Talentgrid' }).waitFor()
  expect(await list.getByRole('button', { name: 'Play Posting an opportunity' }).count()).toBe(0)
  // The posters come from the server (GET /knowledge-center-videos/{id}/poster/) and are real images.
  await page.waitForFunction(() => {
    const images = [...document.querySelectorAll('ul[aria-label="Video tutorials"] img')] as HTMLImageElement[]
    return images.length === 3 && images.every((image) => image.complete && image.naturalWidth > 0)
  })
  await shot(page, 'videos-desktop')
  await expectAccessible(page, 'video tutorials')

  await list.getByRole('button', { name: 'Play Tracking your time' }).click()
  await dialog(page).getByRole('heading', { name: 'Tracking your time' }).waitFor()
  const open = dialog(page).getByRole('link', { name: 'Open video' })
  expect(await open.getAttribute('href')).toBe('https://help.talentgrid.example/videos/time')
  expect(await open.getAttribute('target')).toBe('_blank')
  await shot(page, 'video-dialog-desktop', { dialog: true })
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('sends a question with a file: Send waits for a change, wrong files are refused, the e-mail reaches support', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.talent)
  await openKnowledgeCenter(page)
  await page.getByRole('button', { name: 'Do you have a question?' }).click()
  const form = dialog(page)
  await form.getByRole('heading', { name: 'Do you have a question?' }).waitFor()
  const send = form.getByRole('button', { name: 'Send' })
  expect(await send.isDisabled()).toBe(true)
  await form.getByText(`0/${KNOWLEDGE_LIMITS.faqMessage}`).waitFor()

  const message = 'How do I add a second specialization to my profile? The list does not show Epic Beaker.'
  await form.getByLabel('Message').fill(message)
  expect(await send.isEnabled()).toBe(true)
  await form.getByText(`${message.length}/${KNOWLEDGE_LIMITS.faqMessage}`).waitFor()
  // Back to the start: nothing to send again.
  await form.getByLabel('Message').fill('')
  expect(await send.isDisabled()).toBe(true)

  await form.getByLabel('Attachment').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
  await form.getByText(knowledgeMessages.fileType).waitFor()
  await form
    .getByLabel('Attachment')
    .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(KNOWLEDGE_LIMITS.faqFileBytes + 1) })
  await form.getByText(knowledgeMessages.fileTooLarge).waitFor()
  await form.getByLabel('Attachment').setInputFiles({ name: 'specializations.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Specializations') })
  await form.getByText('specializations.pdf').waitFor()
  // A file alone makes the form dirty; the message is still required.
  expect(await send.isEnabled()).toBe(true)
  await send.click()
  await form.getByText('This field is required').waitFor()

  await form.getByLabel('Message').fill(message)
  await shot(page, 'question-desktop', { dialog: true })
  await expectAccessible(page, 'question dialog')
  await send.click()
  await form.getByText(knowledgeMessages.messageSent).waitFor()
  await form.getByText(knowledgeMessages.supportPromise).waitFor()
  await shot(page, 'question-sent-desktop', { dialog: true })
  const mail = await server.mail.waitFor((received) => received.text.includes(message))
  expect(mail.text).toContain('Emily')
  await form.getByRole('button', { name: 'Close' }).last().click()
  await dialog(page).waitFor({ state: 'detached' })
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('refuses an over-long question with the limit, and asks before closing with typed text', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.talent)
  await openInApp(page, `${server.url}/knowledge-center/faq`)
  await page.getByRole('button', { name: 'Do you have a question?' }).click()
  const form = dialog(page)
  const tooLong = 'x'.repeat(KNOWLEDGE_LIMITS.faqMessage + 1)
  await form.getByLabel('Message').fill(tooLong)
  await form.getByText(`${KNOWLEDGE_LIMITS.faqMessage + 1}/${KNOWLEDGE_LIMITS.faqMessage}`).waitFor()
  await form.getByRole('button', { name: 'Send' }).click()
  await form.getByText(`Ensure this field has no more than ${KNOWLEDGE_LIMITS.faqMessage} characters.`).waitFor()
  // Never cut: the whole text is still there.
  expect((await form.getByLabel('Message').inputValue()).length).toBe(KNOWLEDGE_LIMITS.faqMessage + 1)
  await shot(page, 'question-too-long-desktop', { dialog: true })

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Stay on the page' }).click()
  expect((await form.getByLabel('Message').inputValue()).length).toBe(KNOWLEDGE_LIMITS.faqMessage + 1)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Yes, leave the page' }).click()
  await dialog(page).waitFor({ state: 'detached' })
  expect(server.mail.messages.some((mail) => mail.text.includes(tooLong))).toBe(false)
  await context.close()
})

it('shows a manager at 375 px the organization audience, not the talent-only FAQ', async () => {
  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page, demo.northwind.manager)
  await openKnowledgeCenter(page)
  await shot(page, 'home-mobile')
  await page.getByRole('link', { name: /^FAQ/ }).click()
  await question(page, ORG_FAQ).waitFor()
  await question(page, 'What is Talentgrid?').waitFor()
  expect(await question(page, TALENT_FAQ).count()).toBe(0)
  await question(page, ORG_FAQ).click()
  await page.getByText('Review each talent').waitFor()
  await shot(page, 'faq-mobile')

  await page.goto(`${server.url}/knowledge-center/video-tutorials`)
  const list = page.getByRole('list', { name: 'Video tutorials' })
  await list.getByRole('button', { name: 'Play Posting an opportunity' }).waitFor()
  expect(await list.getByRole('button', { name: 'Play Completing your profile' }).count()).toBe(0)
  await shot(page, 'videos-mobile')
  await list.getByRole('button', { name: 'Play Posting an opportunity' }).click()
  await dialog(page).getByRole('link', { name: 'Open video' }).waitFor()
  await shot(page, 'video-dialog-mobile', { dialog: true })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Do you have a question?' }).click()
  await dialog(page).getByLabel('Message').fill('Can managers see the time sheets of other departments?')
  await shot(page, 'question-mobile', { dialog: true })
  await dialog(page).getByRole('button', { name: 'Send' }).click()
  await dialog(page).getByText(knowledgeMessages.messageSent).waitFor()
  await shot(page, 'question-sent-mobile', { dialog: true })
  await server.mail.waitFor((mail) => mail.text.includes('Can managers see the time sheets of other departments?'))
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('plays an uploaded tutorial from our server in the dialog, loading only its metadata until Play', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.talent)
  // A real, playable WebM (a few coloured frames of a canvas, recorded by Chromium's MediaRecorder).
  const webm = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 180
    const draw = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    for (let frame = 0; frame < 12; frame++) {
      draw.fillStyle = `hsl(${frame * 30}, 60%, 50%)`
      draw.fillRect(0, 0, 320, 180)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    recorder.stop()
    await stopped
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()))
  })
  const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  const created = await superAdmin.post('/api/admin/knowledge-center-videos', {
    title: 'Using the messenger',
    description: 'Start a chat with your manager.',
    audience: 'talent',
    order: 0,
  })
  expect(created.status).toBe(201)
  const file = new FormData()
  file.append('file', new Blob([new Uint8Array(webm)], { type: 'video/webm' }), 'messenger.webm')
  expect((await superAdmin.post(`/api/v1/knowledge-center-videos/${created.body.id}/video/`, file)).status).toBe(200)
  expect((await superAdmin.put(`/api/admin/knowledge-center-videos/${created.body.id}`, { status: 'published' })).status).toBe(200)

  await page.goto(`${server.url}/knowledge-center/video-tutorials`)
  await page.getByRole('list', { name: 'Video tutorials' }).getByRole('button', { name: 'Play Using the messenger' }).click()
  const video = dialog(page).locator('video')
  await video.waitFor()
  expect(await video.getAttribute('preload')).toBe('metadata')
  expect(await video.getAttribute('controls')).not.toBeNull()
  // The browser reads the metadata through the server's range requests and knows the picture's size.
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve, reject) => {
        if (element.readyState >= 1) return resolve()
        element.addEventListener('loadedmetadata', () => resolve(), { once: true })
        element.addEventListener('error', () => reject(new Error('the video did not load')), { once: true })
      }),
  )
  expect(await video.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.videoHeight, element.paused])).toEqual([320, 180, true])
  await shot(page, 'video-player-desktop', { dialog: true })
  await expectAccessible(page, 'video player')
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('has no knowledge center for an organization contact', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.contact)
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('link', { name: 'My account' }).waitFor()
  expect(await page.getByRole('link', { name: 'Knowledge center' }).count()).toBe(0)
  await page.goto(`${server.url}/knowledge-center/faq`)
  await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'FAQ' }).first().waitFor()
  expect(await page.getByRole('heading', { level: 1, name: 'FAQ' }).count()).toBe(0)
  await context.close()
})
