import type { Browser, Locator, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, signInThroughApi } from '../helpers/browser'
import { readDirectory } from '../helpers/directory'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The TipTap editor (portals/shared/RichTextEditor.tsx) in the two places it is used most: the talent's
 * About Me (limit: under 2500 visible characters) and the organization's comment dialog (at most 1000).
 * Formatting through the toolbar and the keyboard, no links (not on the server's allow-list), the counter
 * at the exact boundary the contract uses, and what the server stored.
 */
jest.setTimeout(240_000)

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { FEATURE_FLAGS: 'show_org_comments' } })
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Signed in through the API (this file is not about the sign-in form), on the first screen. */
async function signIn(page: Page, email: string) {
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

/**
 * A toolbar button, then the editor's focus back: the editor takes it again on the next animation frame
 * (TipTap's focus command), and keys typed before that frame go to the button, not the text.
 */
async function useTool(page: Page, container: Locator, name: string) {
  await container.getByRole('button', { name }).click()
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'textbox')
}

/** Fills the editor with exactly `length` visible characters (insertText: one input event, not 2,500 keys). */
async function fillTo(page: Page, textbox: Locator, length: number) {
  await textbox.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.insertText('a'.repeat(length))
}

it('About Me: bold from the toolbar, a list from the keyboard, no links, and the limit where the contract puts it', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.talent)
  await openInApp(page, `${server.url}/summary`)
  const textbox = page.getByRole('textbox', { name: 'About Me' })
  await textbox.waitFor()
  const toolbar = page.getByRole('toolbar', { name: 'Text formatting' })
  // The toolbar it always had; no link button: links are not on the server's allow-list.
  expect(await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(['Bold', 'Italic', 'Bulleted list'])
  await expectAccessible(page, 'About Me editor')

  // Clear whatever the seed wrote, then write with the toolbar and the keyboard only.
  await fillTo(page, textbox, 0)
  await useTool(page, toolbar, 'Bold')
  await toolbar.locator('button[aria-label="Bold"][aria-pressed="true"]').waitFor()
  await page.keyboard.type('Epic analyst')
  await page.keyboard.press('ControlOrMeta+B')
  await page.keyboard.type(' see https://example.com/me')
  await page.keyboard.press('Enter')
  await page.keyboard.press('ControlOrMeta+Shift+8')
  await page.keyboard.type('eight go-lives')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Ambulatory')
  // The editable area is in the tab order right after the toolbar.
  await toolbar.getByRole('button', { name: 'Bulleted list' }).focus()
  await page.keyboard.press('Tab')
  expect(await isFocused(textbox)).toBe(true)

  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Changes Saved').first().waitFor()
  const talent = await ApiClient.signedIn(server.url, demo.talent)
  const stored = (await talent.get('/api/v1/user/')).body.summary as string
  expect(stored).toBe('<p><strong>Epic analyst</strong> see https://example.com/me</p><ul><li><p>eight go-lives</p></li><li><p>Ambulatory</p></li></ul>')

  // 'Under 2500 characters': 2499 is fine, 2500 is over, exactly as the contract counts.
  await fillTo(page, textbox, 2499)
  await page.getByText('2499 of 2500 characters used').waitFor()
  expect(await textbox.getAttribute('aria-invalid')).toBeNull()
  await page.keyboard.type('a')
  await page.getByText('2500 of 2500 characters used').waitFor()
  expect(await textbox.getAttribute('aria-invalid')).toBe('true')
  await expectAccessible(page, 'About Me editor over its limit')
  await page.keyboard.press('Backspace')
  expect(await textbox.getAttribute('aria-invalid')).toBeNull()
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Changes Saved').first().waitFor()
  expect((await talent.get('/api/v1/user/')).body.summary).toBe(`<p>${'a'.repeat(2499)}</p>`)

  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('the organization comment dialog: formatted comment saved and shown, at most 1000 characters', async () => {
  const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  const talentId = (await readDirectory(superAdmin)).userId(demo.talent)
  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.manager)
  await openInApp(page, `${server.url}/talents/${talentId}`)
  const comments = page.getByRole('region', { name: 'Comments' })
  await comments.getByRole('button', { name: 'Add comment' }).click()
  const dialog = page.getByRole('dialog')
  const textbox = dialog.getByRole('textbox', { name: 'Comment' })
  await textbox.waitFor()
  // The dialog focuses the editor when it opens.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'textbox')
  await expectAccessible(page, 'comment dialog')

  await page.keyboard.type('Strong ')
  await useTool(page, dialog, 'Italic')
  await page.keyboard.type('Willow')
  await useTool(page, dialog, 'Italic')
  await page.keyboard.type(' build')

  // 'At most 1000': 1000 is fine, 1001 is over.
  const draft = await textbox.innerHTML()
  await fillTo(page, textbox, 1000)
  await dialog.getByText('1000 of 1000 characters used').waitFor()
  expect(await textbox.getAttribute('aria-invalid')).toBeNull()
  await page.keyboard.type('a')
  await dialog.getByText('1001 of 1000 characters used').waitFor()
  expect(await textbox.getAttribute('aria-invalid')).toBe('true')
  expect(draft).toContain('<em>Willow</em>')

  await fillTo(page, textbox, 0)
  await page.keyboard.type('Strong ')
  await page.keyboard.press('ControlOrMeta+I')
  await page.keyboard.type('Willow')
  await page.keyboard.press('ControlOrMeta+I')
  await page.keyboard.type(' pharmacy build')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await comments.locator('em', { hasText: 'Willow' }).waitFor()
  const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
  const saved = (await manager.get(`/api/v1/org-side/comment/?talent_id=${talentId}&page_size=100`)).body.results as { commentText: string }[]
  expect(saved.map((item) => item.commentText)).toContain('<p>Strong <em>Willow</em> pharmacy build</p>')

  expect(pageErrors(page)).toEqual([])
  await context.close()
})
