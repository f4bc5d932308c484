import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, signInThroughApi } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * In the browser: Northwind's manager browses the approved talents, builds a group with a
 * subgroup and adds talents to it (from the subgroup and from the talent list), writes a comment on a
 * profile, and shares the group with Northwind's admin, who then reads it without edit controls. Every
 * screen and dialog on the way passes the axe check.
 */
jest.setTimeout(240_000)

const SHOTS = '/tmp/shots'

/** API calls that failed, so a timeout says which request went wrong rather than only what did not appear. */
const failedCalls: string[] = []

let server: TestServer
let browser: Browser

beforeAll(async () => {
  // Comments are behind their flag; the server reads FEATURE_FLAGS as a comma list.
  server = await startTestServer({ seed: true, env: { FEATURE_FLAGS: 'show_org_comments' } })
  browser = await launchBrowser()
  mkdirSync(SHOTS, { recursive: true })
}, 300_000)

afterAll(async () => {
  // The happy path makes no failing call; any that happened explain a failure better than a timeout.
  if (failedCalls.length) console.log(`Failed API calls:\n${failedCalls.join('\n')}\nServer output:\n${server?.output.slice(-20).join('')}`)
  await browser?.close()
  await server?.stop()
})

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

/** Signed in through the API (this file is not about the sign-in form), on the first screen. */
async function signIn(page: Page, email: string) {
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

function watchApi(page: Page) {
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      failedCalls.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
    }
  })
}

/** Waits for a toast with this text. */
async function toast(page: Page, text: string) {
  try {
    await page.getByRole('alert').filter({ hasText: text }).first().waitFor()
  } catch (error) {
    await shot(page, 'failure')
    throw new Error(`No toast '${text}'. Failed API calls: ${failedCalls.join('; ') || 'none'}`, { cause: error })
  }
}

const talentRows = (page: Page) => page.getByRole('list', { name: 'Talents' }).getByRole('listitem')

it('a manager groups talents, comments and shares the group; the admin reads it', async () => {
  const manager = await newPage(browser)
  const page = manager.page
  watchApi(page)
  await signIn(page, demo.northwind.manager)

  // /talents: approved talents only, with the badge and its tooltip; the search narrows the list.
  await page.goto(`${server.url}/talents`)
  await page.getByRole('heading', { level: 1, name: 'Talents' }).waitFor()
  await talentRows(page).first().waitFor()
  expect(await talentRows(page).count()).toBe(8)
  expect(await page.getByText('Grace Thompson').count()).toBe(0)
  const badge = talentRows(page).filter({ hasText: 'Hannah Lee' }).getByText('Approved')
  await badge.hover()
  await page.getByRole('tooltip').filter({ hasText: 'Approved by Talentgrid' }).waitFor()
  await expectAccessible(page, 'Talents')
  await shot(page, 'talents-list')

  await page.getByLabel('Search talents').fill('Hannah')
  await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Talents"] > li').length === 1)
  expect(await talentRows(page).first().textContent()).toContain('Rochester, MN')
  await page.getByLabel('Search talents').fill('nobody-by-this-name')
  await page.getByText('No results found...').waitFor()
  await shot(page, 'talents-no-results')

  // /groups: a new group, then its first subgroup.
  await page.goto(`${server.url}/groups`)
  await page.getByRole('link', { name: 'Epic Go-Live Pool' }).waitFor()
  await expectAccessible(page, 'Groups')
  await page.getByRole('button', { name: 'New group' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('dialog').getByText('This field is required').waitFor()
  await expectAccessible(page, 'New Group dialog with an error')
  await page.getByLabel('Group Name').fill('Cerner Migration')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Group was added')
  await page.waitForURL(/\/groups\/[^/]+$/)
  await page.getByRole('heading', { level: 1, name: 'Cerner Migration' }).waitFor()
  await page.getByRole('button', { name: 'New subgroup' }).first().click()
  await page.getByLabel('Subgroup Name').fill('Pharmacy')
  await page.keyboard.press('Enter')
  await toast(page, 'Subgroup was added')
  const groupUrl = page.url().split('?')[0]!

  // 'Add talent' on the subgroup: search, pick, add.
  await page.getByRole('button', { name: 'Add talent' }).first().click()
  const picker = page.getByRole('dialog')
  await picker.getByLabel('Search talents').fill('Hannah')
  await picker.getByRole('radio', { name: /Hannah Lee/ }).click()
  await expectAccessible(page, 'Add talent dialog')
  await picker.getByRole('button', { name: 'Add' }).click()
  await toast(page, 'The Talent was added to the Group')
  const members = page.getByRole('list', { name: 'Talents in Pharmacy' })
  await members.getByText('Hannah Lee').waitFor()
  // The subgroup's count follows the add (the write invalidated the subgroups' query).
  await page.getByRole('navigation', { name: 'Subgroups' }).getByText('1 talent').waitFor()

  // 'Add to group' from the talent list.
  await page.goto(`${server.url}/talents`)
  await talentRows(page).filter({ hasText: 'David Kowalski' }).getByRole('button', { name: 'Add to group' }).click()
  const addDialog = page.getByRole('dialog')
  await addDialog.getByRole('combobox', { name: 'Group', exact: true }).click()
  await page.getByRole('option', { name: 'Cerner Migration' }).click()
  await addDialog.getByRole('combobox', { name: 'Subgroup', exact: true }).click()
  await page.getByRole('option', { name: 'Pharmacy' }).click()
  await expectAccessible(page, 'Add to group dialog')
  await shot(page, 'add-to-group-dialog')
  await addDialog.getByRole('button', { name: 'Add' }).click()
  await toast(page, 'The Talent was added to the Group')

  // The subgroup's filters: the name search keeps only David.
  await page.goto(groupUrl)
  await members.getByText('David Kowalski').waitFor()
  await members.getByText('Hannah Lee').waitFor()
  await page.getByLabel('Search by name').fill('Kowalski')
  await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Talents in Pharmacy"] > li').length === 1)
  expect(await members.textContent()).toContain('David Kowalski')
  await expectAccessible(page, 'Group')
  await shot(page, 'group-page')

  // Deleting a subgroup asks first, then goes to the groups page.
  await page.getByRole('button', { name: 'New subgroup' }).first().click()
  await page.getByLabel('Subgroup Name').fill('Temporary')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Subgroup was added')
  await page.getByRole('heading', { level: 2, name: 'Temporary' }).waitFor()
  await page.getByRole('navigation', { name: 'Subgroups' }).getByRole('listitem').filter({ hasText: 'Temporary' }).getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await page.waitForURL(/\/groups$/)
  await page.getByRole('link', { name: 'Cerner Migration' }).waitFor()

  // A comment on Hannah's profile.
  await page.goto(groupUrl)
  await members.getByRole('link', { name: 'Hannah Lee' }).click()
  await page.waitForURL(/\/talents\/[^/]+$/)
  const comments = page.getByRole('region', { name: 'Comments' })
  await comments.getByRole('button', { name: 'Add comment' }).click()
  const commentDialog = page.getByRole('dialog')
  expect(await commentDialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true)
  await expectAccessible(page, 'Add Comment dialog')
  await commentDialog.getByRole('textbox', { name: 'Comment' }).click()
  await page.keyboard.type('Strong Willow pharmacy build; ready for the April go-live.')
  await commentDialog.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Comment was saved')
  await comments.getByText('Strong Willow pharmacy build').waitFor()
  await expectAccessible(page, 'Talent profile with comments')
  await shot(page, 'talent-comments')

  // Share the group with Northwind's admin: subgroups first, then people; Share waits for both.
  await page.goto(groupUrl)
  await page.getByRole('button', { name: 'Share group' }).click()
  const share = page.getByRole('dialog')
  await share.getByRole('checkbox', { name: /Pharmacy/ }).waitFor()
  expect(await share.getByRole('checkbox', { name: /Pharmacy/ }).isChecked()).toBe(true)
  await expectAccessible(page, 'Share group dialog, subgroups')
  await share.getByRole('button', { name: 'Next' }).click()
  await share.getByRole('checkbox', { name: /Olivia Grant/ }).waitFor()
  expect(await share.getByRole('checkbox', { name: /Marcus Reed/ }).count()).toBe(0)
  expect(await share.getByRole('checkbox', { name: /Daniel Moore/ }).count()).toBe(0)
  expect(await share.getByRole('button', { name: 'Share' }).isDisabled()).toBe(true)
  await share.getByRole('checkbox', { name: /Olivia Grant/ }).check()
  await expectAccessible(page, 'Share group dialog, people')
  await shot(page, 'share-group-dialog')
  await share.getByRole('button', { name: 'Share' }).click()
  await toast(page, 'You shared the group with Olivia Grant')
  expect(pageErrors(page)).toEqual([])
  await manager.context.close()

  // The admin sees the shared group, read-only, and the manager's comment on the profile.
  // On a phone-sized screen, so the stacked layout is exercised too.
  const admin = await newPage(browser, { mobile: true })
  watchApi(admin.page)
  await signIn(admin.page, demo.northwind.admin)
  await openInApp(admin.page, `${server.url}/groups`)
  await admin.page.getByRole('link', { name: 'Cerner Migration' }).waitFor()
  await admin.page.getByText('Shared by Marcus Reed').waitFor()
  await expectAccessible(admin.page, 'Groups on a phone')
  await shot(admin.page, 'admin-groups')
  await admin.page.getByRole('link', { name: 'Cerner Migration' }).click()
  await admin.page.getByRole('list', { name: 'Talents in Pharmacy' }).getByText('Hannah Lee').waitFor()
  expect(await admin.page.getByRole('button', { name: 'Add talent' }).count()).toBe(0)
  expect(await admin.page.getByRole('button', { name: 'Share group' }).count()).toBe(0)
  expect(await admin.page.getByRole('button', { name: 'Remove from subgroup' }).count()).toBe(0)
  await expectAccessible(admin.page, 'Shared group on a phone')
  await shot(admin.page, 'admin-shared-group')
  await admin.page.getByRole('link', { name: 'Hannah Lee' }).click()
  await admin.page.getByRole('region', { name: 'Comments' }).getByText('Strong Willow pharmacy build').waitFor()
  expect(pageErrors(admin.page)).toEqual([])
  await admin.context.close()
})
