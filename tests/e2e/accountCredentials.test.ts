import type { Browser, Page } from 'playwright-core'
import { DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, pageErrors, screenshot } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * On /account: a talent changes the password (desktop), an organization user changes the sign-in
 * e-mail on a phone (375 px) and follows the link in the same browser; the public page of an
 * already-confirmed sign-up link offers sign-in.
 */
jest.setTimeout(180_000)

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer({ seed: true })
  browser = await launchBrowser()
}, 300_000)

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

it('a talent changes the password on /account: wrong current password, mismatch, then success; other sessions end', async () => {
  const email = 'ryan.sullivan@talent.example'
  const elsewhere = await newPage(browser)
  await signIn(elsewhere.page, email, DEMO_PASSWORD)
  await elsewhere.page.waitForURL(/\/dashboard$/)

  const { context, page } = await newPage(browser)
  await signIn(page, email, DEMO_PASSWORD)
  await page.waitForURL(/\/dashboard$/)
  await page.goto(`${server.url}/account`)
  const form = page.getByRole('form', { name: 'Change password' })
  const submit = form.getByRole('button', { name: 'Change password' })
  await submit.waitFor()
  // Nothing typed yet: nothing to save.
  expect(await submit.isDisabled()).toBe(true)
  await screenshot(page, 'talent-account-credentials')
  await expectAccessible(page, 'talent account page')

  await form.getByLabel(/^Current password/).fill('Not#The1Password')
  await form.getByLabel(/^New password/).fill('Brand#New2026')
  await form.getByLabel(/^Confirm new password/).fill('Brand#New2027')
  await submit.click()
  await form.getByText('Passwords must match').waitFor()

  await form.getByLabel(/^Confirm new password/).fill('Brand#New2026')
  await submit.click()
  // The server's field error lands on the field.
  await form.getByText('The current password is not correct.').waitFor()
  await screenshot(page, 'talent-account-change-password-error')
  await expectAccessible(page, 'change password with errors')

  await form.getByLabel(/^Current password/).fill(DEMO_PASSWORD)
  await submit.click()
  await page.getByText('The password was changed').first().waitFor()
  // The form is empty again and this session still works.
  expect(await form.getByLabel(/^Current password/).inputValue()).toBe('')
  await page.reload()
  await page.getByRole('form', { name: 'Change password' }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/account')

  // The other browser was signed out: its next page is the sign-in page.
  await elsewhere.page.goto(`${server.url}/account`)
  await elsewhere.page.getByRole('button', { name: 'Sign in' }).waitFor()
  await elsewhere.context.close()

  expect(pageErrors(page)).toEqual([])
  await context.close()

  // The new password signs in.
  const again = await newPage(browser)
  await signIn(again.page, email, 'Brand#New2026')
  await again.page.waitForURL(/\/dashboard$/)
  await again.context.close()
})

it('an organization user changes the sign-in e-mail on a phone and follows the link in the same browser', async () => {
  const { context, page } = await newPage(browser, { mobile: true })
  await signIn(page, demo.lakeside.manager2, DEMO_PASSWORD)
  // The organization portal opens at '/': signed in once its account menu shows.
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
  await page.goto(`${server.url}/account`)
  const form = page.getByRole('form', { name: 'Change sign-in e-mail' })
  await form.getByRole('button', { name: 'Send confirmation link' }).waitFor()
  await screenshot(page, 'org-account-credentials-mobile')
  await expectAccessible(page, 'organization account page (375 px)')

  // A taken address is refused on the field.
  await form.getByLabel(/^New e-mail/).fill(demo.talent)
  await form.getByLabel(/^Current password/).fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: 'Send confirmation link' }).click()
  await form.getByText('A user with this email already exists.').waitFor()

  await form.getByLabel(/^New e-mail/).fill('lakeside.manager.two@example.com')
  await form.getByRole('button', { name: 'Send confirmation link' }).click()
  await page.getByText('We sent a confirmation link to lakeside.manager.two@example.com').waitFor()
  await screenshot(page, 'org-account-change-email-sent-mobile')

  const mail = await server.mail.waitFor((m) => m.to.includes('lakeside.manager.two@example.com'))
  const link = mail.links.find((l) => l.includes('/confirm-new-email/'))!
  await page.goto(link)
  await page.getByRole('heading', { name: 'Your sign-in e-mail was changed' }).waitFor()
  await screenshot(page, 'public-confirm-new-email-mobile')
  await expectAccessible(page, 'new e-mail confirmed (375 px)')
  await page.getByRole('button', { name: 'Continue' }).click()
  // Still signed in (this browser opened the link), now under the new address.
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
  await page.goto(`${server.url}/account`)
  await page.getByText('lakeside.manager.two@example.com').first().waitFor()
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('opening a used confirmation link again says the account is confirmed and offers sign-in', async () => {
  const { context, page } = await newPage(browser)
  await page.goto(`${server.url}/sign-up`)
  await page.getByLabel('First Name').fill('Lena')
  await page.getByLabel('Last Name').fill('Park')
  await page.getByLabel('Email').fill('lena.park@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Epic#Analyst9')
  await page.getByLabel('Confirm Password').fill('Epic#Analyst9')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.waitForURL(/\/sign-up\/thanks/)
  const mail = await server.mail.waitFor((m) => m.to.includes('lena.park@example.com'))
  const link = mail.links.find((l) => l.includes('/confirm-email/'))!
  await page.goto(link)
  await page.getByRole('button', { name: 'Proceed' }).waitFor()

  await page.goto(link)
  await page.getByRole('heading', { name: 'Your account is already confirmed' }).waitFor()
  await page.getByText('This account is already confirmed. Please sign in.').waitFor()
  await screenshot(page, 'public-confirm-email-already-confirmed')
  await expectAccessible(page, 'confirmation link opened again')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('Email').waitFor()
  expect(pageErrors(page)).toEqual([])
  await context.close()

  const mobile = await newPage(browser, { mobile: true })
  await mobile.page.goto(link)
  await mobile.page.getByRole('heading', { name: 'Your account is already confirmed' }).waitFor()
  await screenshot(mobile.page, 'public-confirm-email-already-confirmed-mobile')
  await mobile.context.close()
})
