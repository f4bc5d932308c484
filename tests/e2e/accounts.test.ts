import type { Browser, Page } from 'playwright-core'
import { DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, pageErrors, screenshot } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * What a new user does in the browser: sign up, confirm through the captured mail, sign in and land on
 * the talent dashboard; the super admin lands in the console; a forgotten password is reset end to end;
 * organization users land in their portal with the navigation of their role.
 */
jest.setTimeout(120_000)

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer({ seed: true })
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

it('a new talent signs up, confirms the e-mail from the mail, signs in and lands on the welcome page', async () => {
  const { context, page } = await newPage(browser)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  await expectAccessible(page, 'sign-in')
  await page.goto(`${server.url}/sign-up`)
  await page.getByRole('button', { name: 'Sign up' }).waitFor()
  await screenshot(page, 'public-sign-up')
  await expectAccessible(page, 'sign-up')
  // Client checks show after the first submit.
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.getByText('This field is required', { exact: true }).first().waitFor()
  await expectAccessible(page, 'sign-up with errors')
  await page.getByLabel('First Name').fill('Maya')
  await page.getByLabel('Last Name').fill('Brooks')
  await page.getByLabel('Email').fill('maya.brooks@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Epic#Analyst9')
  await page.getByLabel('Confirm Password').fill('Epic#Analyst9')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.waitForURL(/\/sign-up\/thanks/)
  await page.getByRole('button', { name: 'Try again' }).waitFor()
  await screenshot(page, 'public-sign-up-thanks')
  await expectAccessible(page, 'sign-up thanks')

  // Signing in before confirming is refused with the reason.
  await signIn(page, 'maya.brooks@example.com', 'Epic#Analyst9')
  await page.getByText('Please confirm your e-mail address before signing in.').waitFor()
  await expectAccessible(page, 'sign-in refused for an unconfirmed e-mail')

  const mail = await server.mail.waitFor((m) => m.to.includes('maya.brooks@example.com'))
  const link = mail.links.find((l) => l.includes('/confirm-email/'))!
  await page.goto(link)
  await page.getByRole('button', { name: 'Proceed' }).waitFor()
  await screenshot(page, 'public-confirm-email-success')
  await expectAccessible(page, 'confirm e-mail')
  await page.getByRole('button', { name: 'Proceed' }).click()

  // A new talent (nothing in the profile yet) starts on /welcome: what to fill first.
  await signIn(page, 'maya.brooks@example.com', 'Epic#Analyst9')
  await page.waitForURL(/\/welcome$/)
  await page.getByRole('heading', { name: 'Welcome to Talentgrid, Maya' }).waitFor()
  await expectAccessible(page, 'welcome')
  await page.goto(`${server.url}/dashboard`)
  await page.getByRole('heading', { name: /Maya/ }).waitFor()
  for (const item of ['Dashboard', 'Profile', 'Opportunities', 'Engagements', 'Time Tracking']) {
    await page.getByRole('link', { name: item, exact: true }).first().waitFor()
  }
  await screenshot(page, 'talent-dashboard')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('shows the failure state for a used or broken confirmation link', async () => {
  const { context, page } = await newPage(browser)
  await page.goto(`${server.url}/confirm-email/00000000-0000-0000-0000-000000000000/not-a-token`)
  await page.getByText('An error has occurred. Please resend the confirmation email.').waitFor()
  await page.getByRole('button', { name: 'Resend' }).waitFor()
  await screenshot(page, 'public-confirm-email-failure')
  await expectAccessible(page, 'confirm e-mail failure')
  await context.close()
})

it('the super admin signs in and lands in the admin console', async () => {
  const { context, page } = await newPage(browser)
  await signIn(page, demo.superAdmin, DEMO_PASSWORD)
  await page.getByText('Talentgrid console').first().waitFor()
  await page.getByRole('menuitem', { name: /Organizations/ }).click()
  await page.getByText('Northwind Health System').waitFor()
  await screenshot(page, 'console-organizations')
  await page.getByRole('menuitem', { name: /Users/ }).click()
  await page.getByText('admin@northwind.example').waitFor()
  await screenshot(page, 'console-users')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('resets a forgotten password from the e-mailed link', async () => {
  const { context, page } = await newPage(browser)
  await page.goto(`${server.url}/reset-password`)
  await page.getByText(/will be sent/).waitFor()
  await expectAccessible(page, 'reset password')
  await page.getByLabel('Email').fill(demo.otherTalent)
  await page.getByRole('button', { name: 'Send' }).click()
  await page.getByText(/has been sent/).waitFor()
  await screenshot(page, 'public-reset-password-sent')
  await expectAccessible(page, 'reset password sent')

  const mail = await server.mail.waitFor((m) => m.to.includes(demo.otherTalent) && m.subject === 'Reset your password')
  const link = mail.links.find((l) => l.includes('/create-password/'))!
  await page.goto(link)
  await page.getByLabel('Password', { exact: true }).fill('New#Password22')
  await page.getByLabel('Confirm Password').fill('New#Password22')
  await screenshot(page, 'public-create-password')
  await expectAccessible(page, 'create password')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('The password was confirmed').first().waitFor()

  // The link works once.
  await page.goto(link)
  await page.getByText('Reset password token is invalid.').waitFor()

  await signIn(page, demo.otherTalent, 'New#Password22')
  // Signed in with the new password: the talent bundle's account menu shows (the landing page
  // depends on how much of the seeded profile is filled).
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
  await context.close()
})

it('organization users land in their portal with the navigation of their role', async () => {
  const admin = await newPage(browser)
  await signIn(admin.page, demo.northwind.admin, DEMO_PASSWORD)
  await admin.page.getByText('Northwind Health System').first().waitFor()
  for (const item of ['Dashboard', 'Opportunities', 'Groups', 'Search', 'Engagements', 'Time Tracking', 'Administration']) {
    await admin.page.getByRole('link', { name: item, exact: true }).first().waitFor()
  }
  await screenshot(admin.page, 'org-admin-dashboard')
  await admin.context.close()

  const manager = await newPage(browser)
  await signIn(manager.page, demo.northwind.manager2, DEMO_PASSWORD)
  await manager.page.getByRole('link', { name: 'Groups', exact: true }).first().waitFor()
  expect(await manager.page.getByRole('link', { name: 'Engagements', exact: true }).count()).toBe(0)
  expect(await manager.page.getByRole('link', { name: 'Administration', exact: true }).count()).toBe(0)
  await manager.context.close()

  const contact = await newPage(browser)
  await signIn(contact.page, demo.northwind.contact, DEMO_PASSWORD)
  await contact.page.getByText('Northwind Health System').first().waitFor()
  expect(await contact.page.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0)
  await screenshot(contact.page, 'org-contact-dashboard')
  await contact.context.close()
})

it('the public pages work on a phone-sized screen', async () => {
  const { context, page } = await newPage(browser, { mobile: true })
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  await screenshot(page, 'public-sign-in-mobile')
  await expectAccessible(page, 'sign-in on a phone')
  await context.close()
})
