import type { Browser } from 'playwright-core'
import { DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage, pageErrors, screenshot } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { tinyPng } from '../helpers/uploads'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The console's organizations: the super admin creates one with a logo (multipart through
 * /api/v1), lands on its Users tab with the counts, changes the rate in the Change Rate dialog, and sees
 * the rules on the form when a client account lacks its dates.
 */
jest.setTimeout(180_000)
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

it('creates an organization with a logo, opens its Users tab, changes the rate and shows the rules', async () => {
  const { context, page } = await newPage(browser)
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(demo.superAdmin)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByText('Talentgrid console').first().waitFor()
  await page.getByRole('menuitem', { name: /Organizations/ }).click()
  await page.getByText('Northwind Health System').waitFor()
  await expectAccessible(page, 'console organizations list')
  await page.getByRole('link', { name: 'Create' }).click()
  await page.getByLabel('Account type').waitFor()
  await expectAccessible(page, 'console organization create')
  await page.getByLabel('Account type').click()
  await page.getByRole('option', { name: 'Prospect' }).click()
  await page.getByLabel('Name').fill('Smoke Clinic')
  await page.getByLabel('Address line 1').fill('1 Main St')
  await page.getByLabel('City').fill('Madison')
  await page.getByLabel('State').fill('WI')
  await page.getByLabel('ZIP code').fill('53703')
  const logo = path.join(mkdtempSync(path.join(tmpdir(), 'talentgrid-logo-')), 'logo.png')
  writeFileSync(logo, tinyPng())
  await page.locator('input[type=file]').setInputFiles(logo)
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Organization was created').first().waitFor()
  await page.waitForURL(/\/organizations\/[^/]+\/1$/)
  await page.getByText('Users: 0').waitFor()
  await page.getByText('Engagements in progress: 0').waitFor()
  await expectAccessible(page, 'console organization users tab')
  await screenshot(page, 'console-organization-users-tab')
  await page.getByRole('button', { name: 'Change Rate' }).click()
  await page.getByRole('dialog').waitFor()
  await expectAccessible(page, 'console change rate dialog')
  await page.getByLabel('Rate (%)').last().fill('12')
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await page.getByText('Rate was changed').first().waitFor()
  await page.getByRole('tab', { name: 'Details' }).click()
  await page.locator('img[title="logo"]').waitFor()
  expect(await page.getByLabel('Rate (%)').inputValue()).toBe('12')
  await expectAccessible(page, 'console organization details')
  await screenshot(page, 'console-organization-details')
  await page.getByLabel('Account type').click()
  await page.getByRole('option', { name: 'Client' }).click()
  await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).click()
  await page.getByText('This field is required').first().waitFor()
  expect(await page.getByText('This field is required').count()).toBe(3)
  await expectAccessible(page, 'console organization errors')
  await screenshot(page, 'console-organization-errors')
  expect(pageErrors(page)).toEqual([])
  await context.close()
})

it('after saves the server refused (422), the corrected save shows its success and no stale invalid-form toast', async () => {
  const { context, page } = await newPage(browser)
  await page.goto(`${server.url}/`)
  await page.getByLabel('Email').fill(demo.superAdmin)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('menuitem', { name: /Organizations/ }).click()
  await page.getByText('Northwind Health System').first().click()
  const name = page.getByRole('textbox', { name: 'Name' })
  await name.waitFor()
  const invalid = page.getByText('The form is not valid')
  // A control character passes the form's own rules; the server refuses it with 422, twice (Enter, then Save).
  await name.fill('Bad\u0001Name')
  let refused = page.waitForResponse((response) => response.request().method() === 'PUT' && response.status() === 422)
  await name.press('Enter')
  await refused
  await invalid.first().waitFor()
  refused = page.waitForResponse((response) => response.request().method() === 'PUT' && response.status() === 422)
  await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).click()
  await refused
  // Corrected and saved at once from the keyboard.
  await name.fill('Northwind Health Systems')
  await name.press('Enter')
  await page.getByText('Organization was updated').first().waitFor({ timeout: 3_000 })
  for (let waited = 0; waited < 2_000; waited += 250) {
    expect(await invalid.count()).toBe(0)
    await page.waitForTimeout(250)
  }
  expect(pageErrors(page)).toEqual([])
  await context.close()
})
