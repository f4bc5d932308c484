import type { Browser, Page } from 'playwright-core'
import { messengerMessages } from '../../contract/messenger'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, screenshot, signInThroughApi } from '../helpers/browser'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { tinyPdf, tinyPng } from '../helpers/uploads'

/**
 * The messenger screens: a manager opens a chat
 * with a talent from the talent's profile ('There is no chat with this user yet.', 'Start chat') and
 * writes; the talent's page, open in another browser, shows the unread badge and the message without a
 * reload, and the reply comes back the same way. A page whose live stream fails shows the spec's error
 * snackbar and still gets the unread count by polling, and the snackbar goes once the stream is back.
 * The talent's engagement page offers 'Message' to its owner; the super admin's console messenger
 * shows the unread count in the menu. Desktop and 375 px screenshots; every screen passes axe.
 */
jest.setTimeout(300_000)

const LIVE = '**/api/v1/live/**'

let server: TestServer
let browser: Browser
let directory: Directory

beforeAll(async () => {
  server = await startTestServer({ seed: true })
  browser = await launchBrowser()
  directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const shot = (page: Page, name: string) => screenshot(page, `messenger-${name}`)

async function signIn(page: Page, email: string) {
  // Through the API (tests/helpers/browser.ts): the sign-in form has browser files of its own.
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  // The portals have an account menu; the console names itself.
  if (email === demo.superAdmin) await page.getByText('Talentgrid console').first().waitFor()
  else await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

/** 'Messenger' in the main navigation, named with its unread count ('Messenger (2 unread messages)'). */
const messengerLink = (page: Page, unread: string | null) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: unread ? `Messenger (${unread})` : 'Messenger', exact: true })
    .first()

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' })
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })

it('a manager starts a chat from the profile, the talent sees the badge and the message live, and the reply comes back', async () => {
  const emilyId = directory.userId(demo.talent)

  // The talent's page is open before anything is sent: what follows must reach it without a reload.
  const talent = await newPage(browser)
  await signIn(talent.page, demo.talent)
  await messengerLink(talent.page, null).waitFor()

  const manager = await newPage(browser)
  await signIn(manager.page, demo.northwind.manager)
  await openInApp(manager.page, `${server.url}/talents/${emilyId}`)
  await manager.page.getByRole('heading', { level: 1, name: 'Emily Carter' }).waitFor()
  await manager.page.getByRole('link', { name: 'Message' }).click()
  await manager.page.waitForURL(/\/messenger\?user=/)
  await manager.page.getByText(messengerMessages.noChatYet).waitFor()
  await expectAccessible(manager.page, 'Messenger, no chat with this user yet')
  await shot(manager.page, 'no-chat-yet')

  await manager.page.getByRole('button', { name: 'Start chat' }).click()
  await manager.page.waitForURL(/\/messenger\?chat=/)
  await manager.page.getByRole('region', { name: 'Chat with Emily Carter' }).waitFor()
  await manager.page.getByRole('region', { name: 'Chat with Emily Carter' }).getByText('No messages yet').waitFor()
  // Shift+Enter starts a new line; Enter sends.
  await composer(manager.page).fill('Hello Emily,')
  await composer(manager.page).press('Shift+Enter')
  await composer(manager.page).pressSequentially('are you free for the Epic go-live in March?')
  await composer(manager.page).press('Enter')
  await thread(manager.page).getByText('are you free for the Epic go-live in March?').waitFor()
  expect(await composer(manager.page).inputValue()).toBe('')
  expect(await thread(manager.page).getByRole('listitem', { name: 'You wrote' }).innerText()).toContain('Hello Emily,\nare you free')

  // The talent's navigation counts it, live.
  await messengerLink(talent.page, '1 unread message').waitFor()
  await expectAccessible(talent.page, 'Talent navigation with the unread badge')
  await shot(talent.page, 'talent-badge')
  await messengerLink(talent.page, '1 unread message').click()
  await talent.page.getByRole('heading', { level: 1, name: 'Messenger' }).waitFor()
  const chatRow = talent.page
    .getByRole('list', { name: 'Chats' })
    .getByRole('button', { name: /Northwind/ })
    .first()
  await chatRow.waitFor()
  await chatRow.click()
  await thread(talent.page).getByText('are you free for the Epic go-live in March?').waitFor()
  // Read while on screen: the badge goes.
  await messengerLink(talent.page, null).waitFor()

  // The reply reaches the manager's open thread without a reload.
  await composer(talent.page).fill('Yes, I am. Which site?')
  await talent.page.getByRole('button', { name: 'Send' }).click()
  await thread(talent.page).getByText('Yes, I am. Which site?').waitFor()
  await thread(manager.page).getByText('Yes, I am. Which site?').waitFor()
  await expectAccessible(talent.page, 'Messenger thread (talent)')
  await expectAccessible(manager.page, 'Messenger thread (manager)')
  await shot(talent.page, 'thread-talent')
  await shot(manager.page, 'thread-manager')

  // A picked file that is not a jpg, jpeg, png or gif is refused before anything is sent.
  const picker = talent.page.locator('input[type=file]')
  await picker.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: tinyPdf() })
  await talent.page.getByText(messengerMessages.imageType).waitFor()
  // An image is previewed, can be removed, and goes with or without text; both sides see it.
  await picker.setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: tinyPng() })
  await talent.page.getByRole('img', { name: 'Preview of badge.png' }).waitFor()
  await talent.page.getByRole('button', { name: 'Remove image' }).click()
  await talent.page.getByRole('img', { name: 'Preview of badge.png' }).waitFor({ state: 'detached' })
  await picker.setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: tinyPng() })
  await talent.page.getByRole('img', { name: 'Preview of badge.png' }).waitFor()
  await expectAccessible(talent.page, 'Messenger composer with an image preview')
  await shot(talent.page, 'image-preview')
  await composer(talent.page).press('Enter')
  await talent.page.getByRole('img', { name: 'Preview of badge.png' }).waitFor({ state: 'detached' })
  const sentImage = thread(manager.page).getByRole('link', { name: 'Open image' }).last()
  await sentImage.waitFor()
  await manager.page.waitForFunction(() => [...document.querySelectorAll('ol img')].some((img) => (img as HTMLImageElement).naturalWidth > 0))

  expect(pageErrors(talent.page)).toEqual([])
  expect(pageErrors(manager.page)).toEqual([])
  await talent.context.close()
  await manager.context.close()
})

it('shows the connection-error snackbar when the stream fails, keeps the count by polling, and recovers', async () => {
  const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  const created = await manager.post('/api/v1/manager/chats/', { talentId: directory.userId(demo.talent) })
  expect(created.status).toBe(200)
  const channelId = created.body.channelId as string

  const { context, page } = await newPage(browser)
  await page.route(LIVE, (route) => route.abort())
  await signIn(page, demo.talent)
  await page.getByRole('alert').filter({ hasText: messengerMessages.connectionLost }).waitFor()
  await expectAccessible(page, 'Connection-error snackbar')
  await shot(page, 'connection-lost')

  // No stream: the count still comes, by polling GET /chats/unread_count/.
  const sent = await manager.post(`/api/v1/chats/${channelId}/messages/`, { text: 'Polling still finds me.' })
  expect(sent.status).toBe(201)
  await messengerLink(page, '1 unread message').waitFor({ timeout: 30_000 })

  // The stream is back: the snackbar goes, and the next message arrives live again.
  await page.unroute(LIVE)
  await page.getByRole('alert').filter({ hasText: messengerMessages.connectionLost }).waitFor({ state: 'detached', timeout: 30_000 })
  await manager.post(`/api/v1/chats/${channelId}/messages/`, { text: 'And live again.' })
  await messengerLink(page, '2 unread messages').waitFor()
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('at 375 px shows one pane at a time, pages backwards with Load earlier, and the talent can message an engagement owner', async () => {
  // A page of 30 newer messages pushes the earlier ones behind 'Load earlier'.
  const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  const { channelId } = (await manager.post('/api/v1/manager/chats/', { talentId: directory.userId(demo.talent) })).body
  for (let n = 1; n <= 30; n += 1) expect((await manager.post(`/api/v1/chats/${channelId}/messages/`, { text: `Shift note ${n}` })).status).toBe(201)

  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page, demo.talent)
  await openInApp(page, `${server.url}/messenger`)
  await page.getByRole('heading', { level: 1, name: 'Messenger' }).waitFor()
  const list = page.getByRole('list', { name: 'Chats' })
  await list.waitFor()
  await expectAccessible(page, 'Messenger chat list (375 px)')
  await shot(page, 'list-mobile')
  await list.getByRole('button').first().click()
  await thread(page).getByText('Shift note 30', { exact: true }).waitFor()
  expect(await thread(page).getByText('And live again.').count()).toBe(0)
  // One pane: the list is gone while the thread shows, and comes back with the back button.
  expect(await list.count()).toBe(0)
  await page.getByRole('button', { name: 'Load earlier' }).click()
  await thread(page).getByText('And live again.').waitFor()
  await thread(page).getByText('Shift note 30', { exact: true }).waitFor()
  await expectAccessible(page, 'Messenger thread (375 px)')
  await shot(page, 'thread-mobile')
  await page.getByRole('button', { name: 'Back to chats' }).click()
  await list.waitFor()

  // The mobile navigation counts unread messages too.
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await messengerLink(page, null).waitFor()
  await page.keyboard.press('Escape')

  // 'Message' on an engagement starts the chat with its owner (the organization admin who sent it).
  const admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
  const engagement = await createEngagement('pending', { organization: admin, talentId: directory.userId(demo.talent) })
  await page.goto(`${server.url}/engagements/${engagement.id}`)
  await page.getByRole('heading', { level: 1, name: engagement.name }).waitFor()
  await page.getByRole('link', { name: 'Message' }).click()
  await page.waitForURL(/\/messenger\?user=/)
  await page.getByText(messengerMessages.noChatYet).waitFor()
  await expectAccessible(page, 'Messenger, no chat yet (375 px)')
  await shot(page, 'no-chat-yet-mobile')
  await page.getByRole('button', { name: 'Start chat' }).click()
  await page.waitForURL(/\/messenger\?chat=/)
  // No list beside the thread on a phone: the thread still names the other party.
  await page.getByRole('region', { name: 'Chat with Olivia Grant' }).getByText('Northwind Health System').waitFor()
  await composer(page).fill('Thank you for the offer, one question first.')
  await composer(page).press('Enter')
  await thread(page).getByText('Thank you for the offer, one question first.').waitFor()
  await shot(page, 'owner-chat-mobile')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it("shows the super admin's unread count in the console menu and the chat in the console messenger", async () => {
  const admin = await ApiClient.signedIn(server.url, demo.superAdmin)
  const emily = await ApiClient.signedIn(server.url, demo.talent)
  const created = await admin.post('/api/v1/super_admin/chats/', { userId: directory.userId(demo.talent) })
  expect(created.status).toBe(201)

  for (const mobile of [false, true]) {
    // One new message each time (the previous round read the last one).
    const sent = await emily.post(`/api/v1/chats/${created.body.channelId}/messages/`, { text: 'A question about my documents.' })
    expect(sent.status).toBe(201)
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page, demo.superAdmin)
    await openInApp(page, `${server.url}/messenger`)
    await page.getByRole('heading', { level: 1, name: 'Messenger' }).waitFor()
    if (mobile) await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('menuitem', { name: 'Messenger (1 unread message)' }).waitFor()
    if (mobile) await page.keyboard.press('Escape')
    else await shot(page, 'console-badge')
    await page
      .getByRole('list', { name: 'Chats' })
      .getByRole('button', { name: /Emily Carter/ })
      .click()
    await thread(page).getByText('A question about my documents.').first().waitFor()
    if (!mobile) await page.getByRole('menuitem', { name: 'Messenger', exact: true }).waitFor()
    await expectAccessible(page, `Console messenger${mobile ? ' (375 px)' : ''}`)
    await shot(page, `console${mobile ? '-mobile' : ''}`)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  }
})
