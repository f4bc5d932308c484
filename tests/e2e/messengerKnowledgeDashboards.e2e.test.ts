import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { ActionItemsAnswer, MonthFigure, OrganizationDashboard, SuperAdminDashboard, TalentDashboard } from '../../contract/dashboards'
import { formatHours, monthLabel } from '../../contract/dashboards/monthFigures'
import { formatMoney } from '../../contract/format'
import { knowledgeMessages } from '../../contract/knowledgeCenter'
import { messengerMessages } from '../../contract/messenger'
import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, SCREENSHOT_DIR, signInThroughApi } from '../helpers/browser'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { tinyPdf } from '../helpers/uploads'

/**
 * The messenger, knowledge center and dashboards story, one server and one browser from start to end:
 * 1. A Northwind manager opens a chat with Emily from her profile (/talents/{id} → 'Message' →
 *    /messenger) and writes; Emily's page, open on /dashboard before anything was sent, shows the unread
 *    count on 'Messenger' and, on /messenger, the message, without a reload; her reply reaches the
 *    manager's open page. The same at 375 px (the count inside the navigation drawer).
 * 2. A content editor signs in to the console, writes an FAQ (question, rich-text answer, audience
 *    talents), saves a draft and publishes it; Emily finds it by search on /knowledge-center/faq.
 * 3. Emily sends 'Do you have a question?' with a file: the success message shows, the e-mail with the
 *    file reaches the test SMTP server.
 * 4. Each role's dashboard (talent /dashboard, organization admin /dashboard, the super admin's console
 *    dashboard) shows its action items and its charts, each chart's figures in its accessible table.
 * Every screen passes axe; screenshots at 1280 and 375 px at each step (tests/artifacts/screenshots/story-*).
 */
jest.setTimeout(600_000)

const EDITOR = 'clara.editor@talentgrid.local'
const EDITOR_PASSWORD = 'Talentgrid#2026-editor'

let server: TestServer
let browser: Browser
let directory: Directory
/** The pending offer made in beforeAll: an action item for Emily and for Northwind. */
let offer: { id: string; name: string }

/** The category the editor files the FAQ under, and a published FAQ of it that the search must leave out. */
const CATEGORY = 'Time off and absences'
const OTHER_FAQ = 'Who do I tell when I am sick?'

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { RUN_JOBS: 'false' } })
  browser = await launchBrowser()
  const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  directory = await readDirectory(superAdmin)
  // The super admin manages content editors as users (the console's users resource).
  const editor = await superAdmin.post('/api/admin/users', {
    email: EDITOR,
    firstName: 'Clara',
    lastName: 'Editor',
    role: 'content_editor',
    password: EDITOR_PASSWORD,
  })
  if (editor.status !== 201) throw new Error(`content editor not created: ${editor.status} ${JSON.stringify(editor.body)}`)
  const category = await superAdmin.post('/api/admin/faq-categories', { name: CATEGORY, order: 0 })
  if (category.status !== 201) throw new Error(`category not created: ${category.status} ${JSON.stringify(category.body)}`)
  const other = await superAdmin.post('/api/admin/knowledge-center-faqs', {
    question: OTHER_FAQ,
    answer: '<p>Your manager, before your shift starts.</p>',
    category: category.body.id,
    audience: 'talent',
    order: 0,
    status: 'published',
  })
  if (other.status !== 201) throw new Error(`FAQ not created: ${other.status} ${JSON.stringify(other.body)}`)
  const northwindAdmin = await ApiClient.signedIn(server.url, demo.northwind.admin)
  offer = await createEngagement('pending', { organization: northwindAdmin, talentId: directory.userId(demo.talent) })
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/**
 * A screenshot once transitions (snackbars, dialogs, ripples) have ended: the whole page from its top,
 * or, for a dialog, what the viewport shows (a full-page shot draws a modal's backdrop over one screen).
 */
async function shot(page: Page, name: string, { dialog = false } = {}) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  )
  if (!dialog) {
    await page.evaluate(() => window.scrollTo(0, 0))
    return screenshot(page, `story-${name}`)
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `story-${name}.png`) })
}

/**
 * Signs in through the API and opens the home screen (tests/helpers/browser.ts signInThroughApi): the
 * sign-in form has browser files of its own, and the form here loaded a page only to load the next one.
 * The portals show an account menu, the console names itself.
 */
async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await signInThroughApi(page, server.url, email, password)
  await page.goto(`${server.url}/`)
  if (email === demo.superAdmin || email === EDITOR) await page.getByText('Talentgrid console').first().waitFor()
  else await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

/** Marks the document; `expectSameDocument` fails if the page was reloaded (or navigated by the server) since. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { storyMark: boolean }).storyMark = true))
const expectSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { storyMark?: boolean }).storyMark)).toBe(true)

/** 'Messenger' in the main navigation, named with its unread count ('Messenger (1 unread message)'). */
const messengerLink = (page: Page, unread: string | null) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: unread ? `Messenger (${unread})` : 'Messenger', exact: true })
    .first()
const thread = (page: Page) => page.getByRole('list', { name: 'Messages' })
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })

describe('messenger, knowledge center and dashboards story', () => {
  it('1. a manager writes to a talent from her profile; the badge, the message and the reply travel live', async () => {
    const emilyId = directory.userId(demo.talent)
    const managerApi = await ApiClient.signedIn(server.url, demo.northwind.manager)
    // No chat between them yet: the profile's 'Message' leads to 'Start chat'.
    expect((await managerApi.get(`/api/v1/chats/by-user/${emilyId}/`)).status).toBe(404)

    // Emily's dashboard is open before anything is sent; nothing below reloads it.
    const talent = await newPage(browser)
    await signIn(talent.page, demo.talent)
    await openInApp(talent.page, `${server.url}/dashboard`)
    await talent.page.getByRole('heading', { level: 1, name: 'Welcome, Emily' }).waitFor()
    await messengerLink(talent.page, null).waitFor()
    await markDocument(talent.page)

    const manager = await newPage(browser)
    await signIn(manager.page, demo.northwind.manager)
    await openInApp(manager.page, `${server.url}/talents/${emilyId}`)
    await manager.page.getByRole('heading', { level: 1, name: 'Emily Carter' }).waitFor()
    await expectAccessible(manager.page, 'talent profile with Message')
    await shot(manager.page, '1-manager-profile-desktop')
    await manager.page.getByRole('link', { name: 'Message' }).click()
    await manager.page.waitForURL(/\/messenger\?user=/)
    await manager.page.getByText(messengerMessages.noChatYet).waitFor()
    await manager.page.getByRole('button', { name: 'Start chat' }).click()
    await manager.page.waitForURL(/\/messenger\?chat=/)
    const managerThread = manager.page.getByRole('region', { name: 'Chat with Emily Carter' })
    await managerThread.waitFor()
    await markDocument(manager.page)
    const question = 'Hi Emily, could you cover two extra Epic go-live shifts in March?'
    await composer(manager.page).fill(question)
    await manager.page.getByRole('button', { name: 'Send' }).click()
    await thread(manager.page).getByText(question).waitFor()
    expect(await composer(manager.page).inputValue()).toBe('')
    await expectAccessible(manager.page, 'manager thread')
    await shot(manager.page, '1-manager-sent-desktop')

    // The count reaches Emily's dashboard live: the stream was up all along (no polling fallback, which
    // runs only behind the connection-lost snackbar), and the page was not reloaded.
    await messengerLink(talent.page, '1 unread message').waitFor()
    await expect(talent.page.getByTestId('unread-badge').first().textContent()).resolves.toBe('1')
    expect(await talent.page.getByRole('alert').filter({ hasText: messengerMessages.connectionLost }).count()).toBe(0)
    await expectSameDocument(talent.page)
    await expectAccessible(talent.page, 'talent dashboard with the unread badge')
    await shot(talent.page, '1-talent-badge-desktop')
    await messengerLink(talent.page, '1 unread message').click()
    await talent.page.waitForURL(/\/messenger/)
    await talent.page.getByRole('heading', { level: 1, name: 'Messenger' }).waitFor()
    const chatRow = talent.page
      .getByRole('list', { name: 'Chats' })
      .getByRole('button', { name: /Northwind/ })
      .first()
    await chatRow.click()
    await thread(talent.page).getByText(question).waitFor()
    // Read while on screen: the count goes.
    await messengerLink(talent.page, null).waitFor()
    await expectSameDocument(talent.page)
    await shot(talent.page, '1-talent-message-desktop')

    // Her reply reaches the manager's open thread without a reload.
    const reply = 'Yes, both Saturdays work for me.'
    await composer(talent.page).fill(reply)
    await composer(talent.page).press('Enter')
    await thread(talent.page).getByText(reply).waitFor()
    await thread(manager.page).getByText(reply).waitFor()
    await expectSameDocument(manager.page)
    await expectAccessible(talent.page, 'talent thread')
    await shot(talent.page, '1-talent-replied-desktop')
    await shot(manager.page, '1-manager-reply-desktop')
    expect(pageErrors(talent.page)).toEqual([])
    await talent.context.close()

    // At 375 px: Emily's phone on the dashboard; the count is inside the navigation drawer.
    const phone = await newPage(browser, { mobile: true })
    await signIn(phone.page, demo.talent)
    await openInApp(phone.page, `${server.url}/dashboard`)
    await phone.page.getByRole('heading', { level: 1, name: 'Welcome, Emily' }).waitFor()
    await markDocument(phone.page)
    const followUp = 'Great, I will send the schedule tomorrow.'
    await composer(manager.page).fill(followUp)
    await composer(manager.page).press('Enter')
    await thread(manager.page).getByText(followUp).waitFor()
    await phone.page.getByRole('button', { name: 'Open navigation' }).click()
    await messengerLink(phone.page, '1 unread message').waitFor()
    await expectAccessible(phone.page, 'talent navigation with the unread badge (375 px)')
    await shot(phone.page, '1-talent-badge-mobile', { dialog: true })
    await messengerLink(phone.page, '1 unread message').click()
    await phone.page.getByRole('heading', { level: 1, name: 'Messenger' }).waitFor()
    await phone.page
      .getByRole('list', { name: 'Chats' })
      .getByRole('button', { name: /Northwind/ })
      .first()
      .click()
    await thread(phone.page).getByText(followUp).waitFor()
    await composer(phone.page).fill('Thank you!')
    await composer(phone.page).press('Enter')
    await thread(manager.page).getByText('Thank you!').waitFor()
    await expectSameDocument(phone.page)
    await expectAccessible(phone.page, 'talent thread (375 px)')
    await shot(phone.page, '1-talent-thread-mobile')
    expect(pageErrors(phone.page)).toEqual([])
    expect(pageErrors(manager.page)).toEqual([])
    await phone.context.close()
    await manager.context.close()

    // The manager's side at 375 px: one pane, the whole conversation in order.
    const managerPhone = await newPage(browser, { mobile: true })
    await signIn(managerPhone.page, demo.northwind.manager)
    await openInApp(managerPhone.page, `${server.url}/messenger`)
    await managerPhone.page
      .getByRole('list', { name: 'Chats' })
      .getByRole('button', { name: /Emily Carter/ })
      .first()
      .click()
    await thread(managerPhone.page).getByText('Thank you!').waitFor()
    const texts = await thread(managerPhone.page).getByRole('listitem').allInnerTexts()
    // Newest last.
    const order = [question, reply, followUp, 'Thank you!'].map((text) => texts.findIndex((item) => item.includes(text)))
    expect(order.every((index) => index >= 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    await expectAccessible(managerPhone.page, 'manager thread (375 px)')
    await shot(managerPhone.page, '1-manager-thread-mobile')
    await managerPhone.context.close()
  })

  const FAQ_QUESTION = 'Can I take a week off during an engagement?'
  const FAQ_WORDS = 'week off'

  it('2. a content editor publishes an FAQ in the console and a talent finds it by search', async () => {
    const talentApi = await ApiClient.signedIn(server.url, demo.talent)
    const talentQuestions = async () =>
      ((await talentApi.get('/api/v1/talent/knowledge-center-faq/')).body.results as { question: string }[]).map((item) => item.question)

    const { context, page } = await newPage(browser)
    await signIn(page, EDITOR, EDITOR_PASSWORD)
    await page.getByRole('menuitem', { name: 'FAQs' }).click()
    await page.waitForURL(/\/knowledge-center-faqs$/)
    await page.getByRole('link', { name: 'Create' }).click()
    await page.waitForURL(/\/knowledge-center-faqs\/create$/)
    await page.getByRole('textbox', { name: /^Question/ }).fill(FAQ_QUESTION)
    await page.getByRole('textbox', { name: 'Answer' }).click()
    await page.keyboard.type('Yes. Agree the dates with your manager, then enter them as ')
    await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('time off')
    await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type(' in Time tracking.')
    await page.getByRole('combobox', { name: /^Category/ }).click()
    await page.getByRole('option', { name: CATEGORY }).click()
    await page.getByRole('combobox', { name: /^Audience/ }).click()
    await page.getByRole('option', { name: 'Talents', exact: true }).click()
    const preview = page.getByLabel('Preview as the portal shows it')
    await preview.locator('strong', { hasText: 'time off' }).waitFor()
    await expectAccessible(page, 'console FAQ form')
    await shot(page, '2-editor-faq-form-desktop')

    await page.getByRole('button', { name: 'Save draft' }).click()
    // The saved draft's page (an id, not /create, which the pattern [^/]+ also matched: Publish was then
    // clicked on the create form while the draft was still being saved).
    await page.waitForURL(/\/knowledge-center-faqs\/[0-9a-f-]+$/)
    await page.getByRole('button', { name: 'Delete' }).waitFor()
    // A draft stays out of the portals.
    expect(await talentQuestions()).not.toContain(FAQ_QUESTION)
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.waitForURL(/\/knowledge-center-faqs$/)
    const row = page.getByRole('row').filter({ hasText: FAQ_QUESTION })
    await row.getByText('Published').waitFor()
    await expectAccessible(page, 'console FAQ list')
    await shot(page, '2-editor-faq-list-desktop')
    expect(pageErrors(page)).toEqual([])
    await context.close()

    const editorPhone = await newPage(browser, { mobile: true })
    await signIn(editorPhone.page, EDITOR, EDITOR_PASSWORD)
    await openInApp(editorPhone.page, `${server.url}/knowledge-center-faqs`)
    await editorPhone.page.getByText(FAQ_QUESTION).first().waitFor()
    await editorPhone.page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
    await expectAccessible(editorPhone.page, 'console FAQ list (375 px)')
    await shot(editorPhone.page, '2-editor-faq-list-mobile')
    await editorPhone.context.close()

    // Emily searches the FAQ at both widths.
    for (const mobile of [false, true]) {
      const { context: talentContext, page: talentPage } = await newPage(browser, { mobile })
      await signIn(talentPage, demo.talent)
      await openInApp(talentPage, `${server.url}/knowledge-center/faq`)
      await talentPage.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor()
      await talentPage.getByRole('button', { name: OTHER_FAQ, exact: true }).waitFor()
      await talentPage.getByLabel('Search questions').fill(FAQ_WORDS)
      await talentPage.getByRole('button', { name: OTHER_FAQ, exact: true }).waitFor({ state: 'detached' })
      const found = talentPage.getByRole('button', { name: FAQ_QUESTION, exact: true })
      await found.click()
      expect(await found.getAttribute('aria-expanded')).toBe('true')
      await talentPage.getByText('Agree the dates with your manager').waitFor()
      // The answer keeps its markup (the server's sanitized HTML).
      await talentPage.locator('.rich-text strong', { hasText: 'time off' }).waitFor()
      await expectAccessible(talentPage, `FAQ search${mobile ? ' (375 px)' : ''}`)
      await shot(talentPage, `2-talent-faq-found-${mobile ? 'mobile' : 'desktop'}`)
      expect(pageErrors(talentPage)).toEqual([])
      await talentContext.close()
    }
  })

  it("3. a talent sends 'Do you have a question?' with a file and the e-mail reaches support", async () => {
    const sent: { message: string; fileName: string }[] = []
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser, { mobile })
      await signIn(page, demo.talent)
      await openInApp(page, `${server.url}/knowledge-center`)
      await page.getByRole('heading', { level: 1, name: 'Knowledge center' }).waitFor()
      await shot(page, `3-knowledge-center-${mobile ? 'mobile' : 'desktop'}`)
      await page.getByRole('button', { name: 'Do you have a question?' }).click()
      const form = page.getByRole('dialog')
      await form.getByRole('heading', { name: 'Do you have a question?' }).waitFor()
      const send = form.getByRole('button', { name: 'Send' })
      // Nothing typed: nothing to send.
      expect(await send.isDisabled()).toBe(true)
      const message = mobile
        ? 'Attached is my renewed BLS card; where do I upload it?'
        : 'My W-9 is attached. Does it need to be signed again for the new engagement?'
      const fileName = mobile ? 'bls-card.pdf' : 'w9-form.pdf'
      await form.getByLabel('Message').fill(message)
      await form.getByLabel('Attachment').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: tinyPdf(fileName) })
      await form.getByText(fileName).waitFor()
      expect(await send.isEnabled()).toBe(true)
      await expectAccessible(page, `question dialog${mobile ? ' (375 px)' : ''}`)
      await shot(page, `3-question-filled-${mobile ? 'mobile' : 'desktop'}`, { dialog: true })
      await send.click()
      await form.getByText(knowledgeMessages.messageSent).waitFor()
      await form.getByText(knowledgeMessages.supportPromise).waitFor()
      await shot(page, `3-question-sent-${mobile ? 'mobile' : 'desktop'}`, { dialog: true })

      // Support (the active super admins: the test server sets no SUPPORT_EMAIL) gets it with the file.
      const mail = await server.mail.waitFor((received) => received.text.includes(message))
      expect(mail.to).toContain(demo.superAdmin)
      expect(mail.text).toContain('Emily')
      // (tests/helpers/smtp.ts keeps the attached files' names.)
      expect((mail as typeof mail & { attachments: string[] }).attachments).toContain(fileName)
      sent.push({ message, fileName })
      expect(pageErrors(page)).toEqual([])
      await context.close()
    }

    // Support's console lists both questions, each with its file, which downloads as it was sent.
    const superAdminApi = await ApiClient.signedIn(server.url, demo.superAdmin)
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser, { mobile })
      await signIn(page, demo.superAdmin)
      await openInApp(page, `${server.url}/faq-feedbacks`)
      for (const { message, fileName } of sent) {
        const fileLink = new RegExp(`^${fileName.replace('.', '\\.')} `)
        // A table row on a desktop; on a phone one list item per question (sender and file name shown)
        // that opens the question's page, where the file downloads.
        const row = mobile ? page.getByRole('link').filter({ hasText: message }) : page.getByRole('row').filter({ hasText: message })
        await row.getByText('Emily Carter').waitFor()
        if (mobile) {
          expect(await row.textContent()).toContain(fileName)
          await row.click()
          await page.waitForURL(/\/faq-feedbacks\/[^/]+\/show/)
        }
        const file = (mobile ? page : row).getByRole('link', { name: fileLink })
        const download = await superAdminApi.get<string>((await file.getAttribute('href'))!)
        expect(download.status).toBe(200)
        expect(String(download.body).startsWith('%PDF-1.4')).toBe(true)
        if (mobile) await page.goto(`${server.url}/faq-feedbacks`)
      }
      await page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
      await expectAccessible(page, `console questions${mobile ? ' (375 px)' : ''}`)
      await shot(page, `3-console-questions-${mobile ? 'mobile' : 'desktop'}`)
      expect(pageErrors(page)).toEqual([])
      await context.close()
    }
  })

  /** The action items (region 'Action items') show each item of the API by its title, as a link with its count. */
  async function expectActionItems(page: Page, answer: ActionItemsAnswer) {
    const region = page.getByRole('region', { name: 'Action items' })
    for (const item of answer.results) {
      const link = region.getByRole('link', { name: item.title }).first()
      await link.waitFor()
      expect(await link.getAttribute('href')).toBe(item.link)
      expect(await link.textContent()).toContain(String(item.count))
    }
  }

  /**
   * A chart's accessible table (by its caption) lists the API's months; its last row holds the last
   * month's figures as `cells` formats them.
   */
  async function expectMonthTable(page: Page, caption: string, figures: readonly MonthFigure[], cells: (figure: MonthFigure) => string[]) {
    expect(figures.length).toBeGreaterThan(0)
    const table = page.getByRole('table', { name: caption })
    await table.waitFor({ state: 'attached' })
    const rows = table.locator('tbody tr')
    expect(await rows.count()).toBe(figures.length)
    const last = figures[figures.length - 1]!
    expect(await rows.last().getByRole('rowheader').textContent()).toBe(monthLabel(last.month))
    expect(await rows.last().getByRole('cell').allTextContents()).toEqual(cells(last))
  }
  const hoursCell = (figure: MonthFigure) => [formatHours(figure.minutes)]
  /** Hours, and dollars when any month of the figures carries cents (a month without shows $0.00). */
  const hoursAndMoney = (figures: readonly MonthFigure[]) => (figure: MonthFigure) =>
    figures.some((each) => each.cents !== null) ? [formatHours(figure.minutes), formatMoney(figure.cents ?? 0)] : hoursCell(figure)

  it("4. each role's dashboard shows its action items and charts", async () => {
    const emilyApi = await ApiClient.signedIn(server.url, demo.talent)
    const talentItems = (await emilyApi.get('/api/v1/talent/action-items/')).body as ActionItemsAnswer
    const talentDashboard = (await emilyApi.get('/api/v1/talent/dashboard/')).body as TalentDashboard
    // The offer made in beforeAll waits for her answer.
    const offerItem = talentItems.results.find((item) => item.link === `/engagements/${offer.id}`)
    expect(offerItem?.title).toBe(`Northwind Health System offers you ${offer.name}`)
    const talentChart = talentDashboard.hoursByMonth.some((figure) => figure.cents !== null) ? 'Hours and pay by month' : 'Hours by month'

    const adminApi = await ApiClient.signedIn(server.url, demo.northwind.admin)
    const orgItems = (await adminApi.get('/api/v1/org-side/action-items/')).body as ActionItemsAnswer
    const orgDashboard = (await adminApi.get('/api/v1/org-side/dashboard/')).body as OrganizationDashboard
    expect(orgItems.results.find((item) => item.kind === 'engagement_awaiting_talent')?.title).toMatch(/^\d+ engagements? awaiting the talent$/)

    const superAdminApi = await ApiClient.signedIn(server.url, demo.superAdmin)
    const consoleDashboard = (await superAdminApi.get('/api/v1/super_admin/dashboard/')).body as SuperAdminDashboard

    for (const mobile of [false, true]) {
      const width = mobile ? 'mobile' : 'desktop'

      const talent = await newPage(browser, { mobile })
      await signIn(talent.page, demo.talent)
      await openInApp(talent.page, `${server.url}/dashboard`)
      await talent.page.getByRole('heading', { level: 1, name: 'Welcome, Emily' }).waitFor()
      await expectActionItems(talent.page, talentItems)
      await talent.page.getByRole('region', { name: 'Action items' }).getByRole('link', { name: offerItem!.title }).waitFor()
      await expectMonthTable(talent.page, talentChart, talentDashboard.hoursByMonth, hoursAndMoney(talentDashboard.hoursByMonth))
      await talent.page.getByText('Hours this period', { exact: true }).waitFor()
      await talent.page.getByText('Next pay date', { exact: true }).waitFor()
      await expectAccessible(talent.page, `talent dashboard${mobile ? ' (375 px)' : ''}`)
      await shot(talent.page, `4-talent-dashboard-${width}`)
      expect(pageErrors(talent.page)).toEqual([])
      await talent.context.close()

      const admin = await newPage(browser, { mobile })
      await signIn(admin.page, demo.northwind.admin)
      await openInApp(admin.page, `${server.url}/dashboard`)
      await admin.page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor()
      await expectActionItems(admin.page, orgItems)
      const spend = orgDashboard.byMonth.some((figure) => figure.cents !== null)
      // An organization admin may view rates: the chart carries spend.
      expect(spend).toBe(true)
      await expectMonthTable(admin.page, 'Hours and spend by month', orgDashboard.byMonth, hoursAndMoney(orgDashboard.byMonth))
      await admin.page.getByText('Active engagements').first().waitFor()
      await expectAccessible(admin.page, `organization dashboard${mobile ? ' (375 px)' : ''}`)
      await shot(admin.page, `4-org-dashboard-${width}`)
      expect(pageErrors(admin.page)).toEqual([])
      await admin.context.close()

      const superAdmin = await newPage(browser, { mobile })
      await signIn(superAdmin.page, demo.superAdmin)
      await openInApp(superAdmin.page, `${server.url}/dashboard`)
      await expectMonthTable(superAdmin.page, 'Hours by month', consoleDashboard.byMonth, hoursCell)
      await expectMonthTable(superAdmin.page, 'Revenue by month', consoleDashboard.byMonth, (figure) => [formatMoney(figure.cents ?? 0)])
      // Its action items: who waits for approval, what runs, what failed.
      for (const [label, value] of [
        ['Talents awaiting approval', consoleDashboard.counts.talentsAwaitingApproval],
        ['Active engagements', consoleDashboard.counts.activeEngagements],
        ['Failed tasks', consoleDashboard.counts.failedTasks],
      ] as const) {
        await superAdmin.page
          .getByRole('link')
          .filter({ hasText: label })
          .filter({ hasText: value.toLocaleString('en-US') })
          .first()
          .waitFor()
      }
      await superAdmin.page.getByRole('region', { name: 'Failed tasks' }).getByRole('link', { name: 'Open background jobs' }).waitFor()
      await superAdmin.page.waitForFunction(() => !document.querySelector('[role=progressbar]'))
      await expectAccessible(superAdmin.page, `console dashboard${mobile ? ' (375 px)' : ''}`)
      await shot(superAdmin.page, `4-console-dashboard-${width}`)
      expect(pageErrors(superAdmin.page)).toEqual([])
      await superAdmin.context.close()
    }
  })
})
