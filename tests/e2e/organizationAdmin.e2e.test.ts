import { mkdirSync } from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { ApiClient, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, openInApp, pageErrors, signInThroughApi } from '../helpers/browser'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { tinyPng } from '../helpers/uploads'

/**
 * In the browser: Northwind's admin runs the administration screens — edits the organization
 * (uploads, then removes its logo),
 * changes its rate under tier pricing, adds a manager (the role rules visible in the form), toggles
 * time-sheet approval, deactivates a manager who holds an engagement (choosing who takes it over) and
 * reactivates her, adds departments with Save & Add (an over-long name is refused with the limit's
 * message, never cut) and meets the discard warning, reads the audit trail, and sends, re-sends and is
 * refused invitations from the dashboard. Every screen and dialog on the way passes the axe check.
 */
jest.setTimeout(240_000)

const SHOTS = '/tmp/shots'

let server: TestServer
let browser: Browser
let superAdmin: ApiClient
let admin: ApiClient
let directory: Directory

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { FEATURE_FLAGS: 'org_pricing_structure' } })
  browser = await launchBrowser()
  mkdirSync(SHOTS, { recursive: true })
  superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
  directory = await readDirectory(superAdmin)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/org-admin-${name}.png`, fullPage: true })

async function signIn(page: Page, email: string) {
  // Through the API (tests/helpers/browser.ts): this file is not about the sign-in form.
  await signInThroughApi(page, server.url, email)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

/**
 * Waits for a toast with this text, in the accessibility tree: also one raised while a dialog is open
 * (Save & Add), which MUI's modal would hide if the toast lived among the page's other elements.
 */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor()

/** Polls `condition` (mail arrives a moment after the answer) for up to 10 s. */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 100) {
    if (waited > 10_000) throw new Error(`still not true after 10 s: ${condition}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const dialog = (page: Page) => page.getByRole('dialog')

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const userRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

async function northwindUser(id: string) {
  const response = await admin.get(`/api/v1/organization_admin/users/${id}/`)
  expect(response.status).toBe(200)
  return response.body
}

it('the Northwind admin manages the organization, its users and departments, and invites', async () => {
  const northwindId = directory.organizationId('Northwind Health System')
  // Priya Shah (manager2) holds an engagement, so deactivating her needs someone to take it over. She
  // lacks Manage Engagement, so the admin who sends it is its other owner (one owner must have it).
  const talent = await ApiClient.signedIn(server.url, demo.talent)
  const engagement = await createEngagement('active', {
    organization: admin,
    talent,
    talentId: directory.userId(demo.talent),
    body: { name: 'Ambulatory optimization', owner_ids: [directory.userId(demo.northwind.manager2), directory.userId(demo.northwind.admin)] },
  })
  expect(engagement.status).toBe('active')

  const { context, page } = await newPage(browser)
  await signIn(page, demo.northwind.admin)

  // --- Details: edit the organization ---------------------------------------------------------------
  await page.getByRole('link', { name: 'Administration' }).first().click()
  await page.waitForURL(/\/organization$/)
  await page.getByRole('heading', { name: 'Northwind Health System' }).waitFor()
  await expectAccessible(page, 'Administration: Details')
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const edit = dialog(page)
  await edit.getByRole('heading', { name: 'Edit Organization' }).waitFor()
  // Nothing changed yet: nothing to save.
  expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true)
  await expectAccessible(page, 'Edit Organization dialog')
  await edit.getByLabel('Address Line 2').fill('Suite 400')
  // A dirty form asks before Escape throws the typing away.
  await page.keyboard.press('Escape')
  await dialog(page).getByText('You are about to leave the page. If you leave it, you will lose all unsaved data.').waitFor()
  await expectAccessible(page, 'leave-page prompt')
  await dialog(page).getByRole('button', { name: 'Stay on the page' }).click()
  expect(await edit.getByLabel('Address Line 2').inputValue()).toBe('Suite 400')
  await edit.getByLabel('ZIP Code').fill('')
  await edit.getByRole('button', { name: 'Save' }).click()
  await edit.getByText('This field is required').waitFor()
  await edit.getByLabel('ZIP Code').fill('53703')
  await shot(page, 'edit-organization')
  await edit.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Organization was updated')
  await page.getByText('Suite 400').waitFor()

  // --- Details: upload the logo (a wrong pick is refused before sending), see it, remove it --------------
  const logoOnDetails = page.getByRole('img', { name: 'Northwind Health System logo' })
  expect(await logoOnDetails.count()).toBe(0)
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const logoForm = dialog(page)
  await logoForm.getByRole('button', { name: 'Upload logo' }).waitFor()
  expect(await logoForm.getByRole('button', { name: 'Remove logo' }).count()).toBe(0)
  await logoForm.getByLabel('Logo file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') })
  await logoForm.getByText('Unsupported file format').waitFor()
  await logoForm.getByLabel('Logo file').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_000_001) })
  await logoForm.getByText('File size exceeds the max. limit of 5 MB').waitFor()
  await shot(page, 'edit-organization-logo-refused')
  await logoForm.getByLabel('Logo file').setInputFiles({ name: 'northwind.png', mimeType: 'image/png', buffer: tinyPng() })
  await logoForm.getByRole('img', { name: 'Northwind Health System logo' }).waitFor()
  await logoForm.getByRole('button', { name: 'Replace logo' }).waitFor()
  expect(await logoForm.getByText('File size exceeds the max. limit of 5 MB').count()).toBe(0)
  await shot(page, 'edit-organization-logo')
  await logoForm.getByRole('button', { name: 'Save' }).click()
  await dialog(page).waitFor({ state: 'hidden' })
  await toast(page, 'Organization was updated')
  await logoOnDetails.waitFor()
  // The image the Details tab shows is the stored file, served to the signed-in admin.
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Northwind Health System logo"]')
    return Boolean(image?.complete && image.naturalWidth === 1)
  })
  const withLogo = (await admin.get(`/api/v1/organization_admin/organizations/${northwindId}/`)).body
  expect(withLogo.logo).toMatch(/\/api\/v1\/files\/[^/]+\/$/)
  expect((await logoOnDetails.getAttribute('src'))).toBe(withLogo.logo)
  await shot(page, 'details-logo')

  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await dialog(page).getByRole('button', { name: 'Remove logo' }).click()
  await dialog(page).getByRole('button', { name: 'Upload logo' }).waitFor()
  expect(await dialog(page).getByRole('img', { name: 'Northwind Health System logo' }).count()).toBe(0)
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await dialog(page).waitFor({ state: 'hidden' })
  await logoOnDetails.waitFor({ state: 'detached' })
  expect((await admin.get(`/api/v1/organization_admin/organizations/${northwindId}/`)).body.logo).toBeNull()
  expect((await admin.get(withLogo.logo)).status).toBe(404)

  // --- Details: change the rate (tier pricing on: 0 fills the tier rate with 26) ----------------------
  await page.getByRole('button', { name: 'Change Rate' }).click()
  const rate = dialog(page)
  await rate.getByLabel('Tier Rate').waitFor()
  await expectAccessible(page, 'Change Rate dialog')
  await rate.getByLabel('Tier Rate').fill('30')
  await rate.getByLabel('Rate', { exact: true }).fill('0')
  expect(await rate.getByLabel('Tier Rate').inputValue()).toBe('26')
  await rate.getByLabel('Rate', { exact: true }).fill('18.5x')
  expect(await rate.getByLabel('Rate', { exact: true }).inputValue()).toBe('18.5')
  await shot(page, 'change-rate')
  await rate.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Rate was changed')
  await page.getByText('18.5%').waitFor()
  const organization = await admin.get(`/api/v1/organization_admin/organizations/${northwindId}/`)
  expect(organization.body).toMatchObject({ rate: 18.5, tierRate: 26, address2: 'Suite 400' })
  await shot(page, 'details')

  // --- Users: add a manager; the role rules show in the form ----------------------------------------
  await page.getByRole('tab', { name: 'Users' }).click()
  await page.waitForURL(/\?tab=users$/)
  await userRow(page, 'Marcus Reed').waitFor()
  await expectAccessible(page, 'Administration: Users')
  await page.getByRole('button', { name: 'Add User' }).click()
  const form = dialog(page)
  await form.getByLabel('First Name').fill('Nina')
  await form.getByLabel('Last Name').fill('Patel')
  await form.getByLabel('Email', { exact: true }).fill('nina.patel@northwind.example')
  await choose(page, form, 'Role', 'Organization Admin')
  // Admin: no department, both permissions on and fixed.
  expect(await form.getByRole('combobox', { name: 'Department (optional)' }).getAttribute('aria-disabled')).toBe('true')
  expect(await form.getByLabel('View Rate').isChecked()).toBe(true)
  expect(await form.getByLabel('Manage Engagement').isDisabled()).toBe(true)
  await choose(page, form, 'Role', 'Contact')
  expect(await form.getByLabel('Manage Engagement').isChecked()).toBe(false)
  await form.getByText('Contact Type').waitFor()
  await choose(page, form, 'Role', 'Manager')
  await form.getByRole('button', { name: 'Save' }).click()
  // Manager: a department is required.
  await form.getByText('This field is required').waitFor()
  await expectAccessible(page, 'Add User dialog with an error')
  await shot(page, 'add-user-required-department')
  await choose(page, form, 'Department', 'Revenue Cycle')
  await form.getByLabel('Manage Engagement').check()
  await form.getByRole('button', { name: 'Add Phone' }).click()
  await form.getByRole('textbox', { name: 'Phone 1' }).fill('6085550199')
  await form.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Changes Saved')
  await userRow(page, 'Nina Patel').waitFor()
  const nina = (await admin.get('/api/v1/organization_admin/users/?search=nina')).body.results[0]
  expect(nina).toMatchObject({
    role: 'manager',
    departmentName: 'Revenue Cycle',
    hasPermissionSendEngagement: true,
    hasPermissionViewRate: false,
    additionalPhoneList: ['+16085550199'],
  })

  // --- Users: time-sheet approval -----------------------------------------------------------------------
  await page.getByRole('switch', { name: 'Time-sheet approval for Nina Patel' }).check()
  await toast(page, 'Time-sheet approval was turned on')
  expect((await northwindUser(nina.id)).hasTimeSheetApproval).toBe(true)

  // --- Users: deactivate a holder of engagements (reassign required), then reactivate -------------------
  await page.getByRole('button', { name: 'Deactivate Priya Shah' }).click()
  const confirm = dialog(page)
  await confirm.getByRole('heading', { name: 'Deactivate Priya Shah?' }).waitFor()
  await confirm.getByText('Priya Shah holds 1 engagement').waitFor()
  await expectAccessible(page, 'Deactivate user dialog')
  await confirm.getByRole('button', { name: 'Deactivate' }).click()
  await confirm.getByText('This field is required').waitFor()
  await choose(page, confirm, 'Reassign engagements to', 'Nina Patel · Manager')
  await shot(page, 'deactivate-with-reassign')
  await confirm.getByRole('button', { name: 'Deactivate' }).click()
  await toast(page, 'The user was deactivated')
  await userRow(page, 'Priya Shah').getByText('Deactivated').waitFor()
  expect(await northwindUser(directory.userId(demo.northwind.manager2))).toMatchObject({ isDeactivated: true, engagementsCount: 0 })
  expect((await northwindUser(nina.id)).engagementsCount).toBe(1)

  await page.getByRole('button', { name: 'Reactivate Priya Shah' }).click()
  await dialog(page).getByRole('heading', { name: 'Reactivate Priya Shah?' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Reactivate' }).click()
  await toast(page, 'The user was reactivated')
  await userRow(page, 'Priya Shah').getByRole('button', { name: 'Deactivate Priya Shah' }).waitFor()
  expect((await northwindUser(directory.userId(demo.northwind.manager2))).isDeactivated).toBe(false)

  // Turning off Manage Engagement of a manager who holds engagements asks who inherits them.
  await page.getByRole('button', { name: 'Edit Nina Patel' }).click()
  const editNina = dialog(page)
  await editNina.getByLabel('First Name').waitFor()
  expect(await editNina.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true)
  await editNina.getByLabel('Manage Engagement').uncheck()
  await editNina.getByRole('button', { name: 'Save' }).click()
  await editNina.getByText('This field is required').waitFor()
  await choose(page, editNina, 'Engagements and time tracking go to', 'Olivia Grant · Organization Admin')
  await editNina.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Changes Saved')
  await dialog(page).waitFor({ state: 'hidden' })
  expect(await northwindUser(nina.id)).toMatchObject({ hasPermissionSendEngagement: false, engagementsCount: 0 })
  expect((await northwindUser(directory.userId(demo.northwind.admin))).engagementsCount).toBe(1)

  // Filters and the empty state.
  await page.getByLabel('Search users').fill('nobody-matches-this')
  await page.getByText('No results found...').waitFor()
  await page.getByLabel('Search users').fill('')
  await userRow(page, 'Marcus Reed').waitFor()
  await shot(page, 'users')

  // --- Departments: Save & Add keeps the dialog open; a half-filled one asks before it is discarded ----
  await page.getByRole('tab', { name: 'Departments' }).click()
  await page.getByRole('row').filter({ hasText: 'Revenue Cycle' }).waitFor()
  await expectAccessible(page, 'Administration: Departments')
  await page.getByRole('button', { name: 'Add Department' }).click()
  const department = dialog(page)
  await expectAccessible(page, 'Add Department dialog')
  // A name over the limit of 20 is kept as typed and refused with the contract's message, never cut.
  const overLong = 'Pharmacy Informatics Group'
  expect(overLong).toHaveLength(26)
  await department.getByLabel('Name').fill(overLong)
  expect(await department.getByLabel('Name').inputValue()).toBe(overLong)
  await department.getByText('26/20').waitFor()
  await department.getByRole('button', { name: 'Save', exact: true }).click()
  await department.getByText('Ensure this field has no more than 20 characters.').waitFor()
  expect(await department.getByLabel('Name').inputValue()).toBe(overLong)
  await shot(page, 'department-name-too-long')
  const departmentNames = async () => (await admin.get('/api/v1/organization_admin/departments/?page_size=100')).body.results.map((row: { name: string }) => row.name)
  expect((await departmentNames()).filter((name: string) => name.startsWith('Pharmacy'))).toEqual([])
  await department.getByLabel('Name').fill('Pharmacy')
  await department.getByLabel('Department ID').fill('PHA')
  await department.getByPlaceholder('Optional, max limit is 100 symbols').fill('Willow and pharmacy systems')
  await department.getByRole('button', { name: 'Save & Add' }).click()
  await toast(page, 'Departments was created')
  expect(await department.getByLabel('Name').inputValue()).toBe('')
  await department.getByLabel('Name').fill('Laboratory')
  await department.getByRole('button', { name: 'Cancel' }).click()
  await dialog(page)
    .getByText('You have populated fields. All this information will be discarded. Are you sure you want to cancel Department adding?')
    .waitFor()
  await shot(page, 'department-discard')
  await dialog(page).getByRole('button', { name: 'No, Continue Adding' }).click()
  expect(await department.getByLabel('Name').inputValue()).toBe('Laboratory')
  await department.getByRole('button', { name: 'Cancel' }).click()
  await dialog(page).getByRole('button', { name: 'Yes, Discard' }).click()
  await dialog(page).waitFor({ state: 'hidden' })
  await page.getByRole('row').filter({ hasText: 'Pharmacy' }).waitFor()
  expect(await page.getByRole('row').filter({ hasText: 'Laboratory' }).count()).toBe(0)
  expect((await departmentNames()).filter((name: string) => name.startsWith('Pharmacy'))).toEqual(['Pharmacy'])
  await shot(page, 'departments')

  // Manage Taxonomies: walk the tree and check a node; another department then sees it taken.
  await page.getByRole('button', { name: 'Manage Taxonomies of Pharmacy' }).click()
  const taxonomies = dialog(page)
  await taxonomies.getByRole('button', { name: 'Open Epic' }).click()
  await taxonomies.getByRole('checkbox', { name: 'Clinical' }).check()
  await expectAccessible(page, 'Manage Taxonomies dialog')
  await shot(page, 'taxonomies')
  await taxonomies.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Taxonomies was updated')
  await dialog(page).waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: 'Manage Taxonomies of Ambulatory' }).click()
  await dialog(page).getByRole('button', { name: 'Open Epic' }).click()
  // The other departments' assignments load with the dialog: wait for them before reading the state.
  await dialog(page).getByText('Assigned to Pharmacy').waitFor()
  expect(await dialog(page).getByRole('checkbox', { name: 'Clinical' }).isDisabled()).toBe(true)
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()

  // --- Audit trail -------------------------------------------------------------------------------------
  await page.getByRole('tab', { name: 'Audit trail' }).click()
  await page.getByRole('table', { name: 'Audit trail' }).getByText('Olivia Grant').first().waitFor()
  await expectAccessible(page, 'Administration: Audit trail')
  await shot(page, 'audit')

  // --- Invite from the dashboard: sent, already invited (Resend), existing account (Close) -------------
  await page.getByRole('link', { name: 'Dashboard' }).first().click()
  await page.getByRole('button', { name: 'Invite', exact: true }).waitFor()
  await expectAccessible(page, 'Dashboard')
  const invite = async (email: string) => {
    await page.getByRole('button', { name: 'Invite', exact: true }).click()
    const form = dialog(page)
    await form.getByLabel('First Name').fill('Casey')
    await form.getByLabel('Last Name').fill('Colleague')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Invite' }).click()
    return form
  }
  await invite('casey.colleague@talent.example')
  await toast(page, 'The invite was sent')
  await dialog(page).waitFor({ state: 'hidden' })
  const again = await invite('casey.colleague@talent.example')
  await again.getByText('This person has already been invited. Want to resend?').waitFor()
  await expectAccessible(page, 'Invite dialog')
  await shot(page, 'invite-resend')
  await again.getByRole('button', { name: 'Resend' }).click()
  await dialog(page).waitFor({ state: 'hidden' })
  await toast(page, 'The invite was sent')
  await until(() => server.mail.messages.filter((mail) => mail.to.includes('casey.colleague@talent.example')).length === 2)
  const existing = await invite(demo.talent)
  await existing.getByText('A user with this email already exists.').waitFor()
  expect(await existing.getByRole('button', { name: 'Resend' }).count()).toBe(0)
  await existing.getByRole('button', { name: 'Close', exact: true }).last().click()
  await dialog(page).waitFor({ state: 'hidden' })

  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('fits a phone screen: the user list becomes cards and dialogs fill the screen', async () => {
  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page, demo.northwind.admin)
  await openInApp(page, `${server.url}/organization?tab=users`)
  await page.getByRole('list', { name: 'Users' }).getByText('Marcus Reed').waitFor()
  await expectAccessible(page, 'Administration: Users on a phone')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await shot(page, 'users-mobile')
  await page.getByRole('button', { name: 'Edit Marcus Reed' }).click()
  const box = await dialog(page).boundingBox()
  expect(box?.width).toBe(page.viewportSize()!.width)
  // On edit a manager may only become an admin; a manager has to keep a department.
  await page.getByRole('combobox', { name: 'Role' }).click()
  expect(await page.getByRole('option').allTextContents()).toEqual(['Organization Admin', 'Manager'])
  await page.keyboard.press('Escape')
  await expectAccessible(page, 'Edit User dialog on a phone')
  await shot(page, 'edit-user-mobile')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('/engagements answers every organization role, not a 404: the list for an admin, a notice for a contact', async () => {
  for (const [email, mobile] of [
    [demo.northwind.contact, true],
    [demo.northwind.admin, false],
  ] as const) {
    const { context, page } = await newPage(browser, { mobile })
    await signIn(page, email)
    await openInApp(page, `${server.url}/engagements`)
    await page.getByRole('heading', { level: 1, name: 'Engagements' }).waitFor()
    if (email === demo.northwind.contact) await page.getByText(/Engagements are kept by your organization’s admins and managers/).waitFor()
    else await page.getByRole('link', { name: 'New Engagement' }).waitFor()
    expect(await page.getByText('Page not found').count()).toBe(0)
    await expectAccessible(page, `Engagements (${email})`)
    await shot(page, `engagements-${mobile ? 'contact-mobile' : 'admin'}`)
    expect(pageErrors(page)).toEqual([])
    await context.close()
  }
})
