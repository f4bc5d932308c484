import type { Browser, Page } from 'playwright-core'
import { demo } from '../helpers/apiClient'
import { expectAccessible } from '../helpers/axe'
import { describePage, launchBrowser, openInApp, pageErrors, screenshot, signedInPage } from '../helpers/browser'
import { sidewaysOverflow } from '../helpers/sidewaysOverflow'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Every main screen of the talent and organization portals, as a talent, an organization admin and a
 * manager, at 1280 and 375 px, on the demo data: axe finds nothing serious (WCAG 2.1 A/AA and best
 * practices, label in name among them), no heading is empty and a phone page never scrolls sideways. One
 * browser and one signed-in page per role; the screens are read, never changed, so the order is free.
 * A role's routes are its navigation's links plus the screens reached from the account menu and from
 * inside a section, so a section added to a navigation is scanned without touching this file.
 */
jest.setTimeout(600_000)

const CLOCK_NOW = '2026-11-20T17:00:00Z'
const WIDTHS = [1280, 375] as const

interface Role {
  name: string
  email: string
  /** Screens not in the navigation (account menu, sub-pages). */
  more: string[]
}

const ROLES: Role[] = [
  {
    // A talent with engagements, time and an adjustment request in the demo data (scripts/seedTimeSheets.ts).
    name: 'talent',
    email: demo.otherTalent,
    more: ['/applications', '/time-tracking/payroll-history', '/time-tracking/historical-adjustments', '/account', '/knowledge-center', '/knowledge-center/faq', '/knowledge-center/video-tutorials'],
  },
  {
    name: 'organization admin',
    email: demo.northwind.admin,
    more: ['/time-tracking/historical-adjustments', '/account', '/knowledge-center', '/knowledge-center/faq'],
  },
  {
    name: 'manager',
    email: demo.northwind.manager,
    more: ['/time-tracking/historical-adjustments', '/document-library', '/account', '/knowledge-center'],
  },
]

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { CLOCK_NOW } })
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Until the screen shows its data: a level-one heading, and no loading spinner or bar left (a bar with a value, such as profile completeness, is content). */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 })
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root').length === 0, undefined, { timeout: 15_000 })
}

/** Headings with no text a screen reader could announce (axe rates an empty heading minor, yet it is a stop with nothing to say). */
const emptyHeadings = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((heading) => heading.getAttribute('aria-hidden') !== 'true' && heading.getClientRects().length > 0)
      .filter((heading) => !(heading.getAttribute('aria-label') || heading.innerText).trim())
      .map((heading) => `${heading.tagName.toLowerCase()}.${[...heading.classList].filter((name) => !name.startsWith('css-')).join('.')}`),
  )

/** The navigation's own links at desktop width (the main menu), as paths. */
const navigationPaths = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))

describe.each(ROLES)('the $name', (role) => {
  it('sees every main screen at 1280 and 375 px without a serious accessibility finding', async () => {
    const { context, page } = await signedInPage(browser, server.url, role.email)
    const findings: string[] = []
    await page.goto(`${server.url}/`)
    await page.getByRole('navigation', { name: 'Main' }).waitFor()
    const routes = [...new Set([...(await navigationPaths(page)), ...role.more])]
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      for (const route of routes) {
        const screen = `${role.name} ${route} at ${width} px`
        try {
          await openInApp(page, `${server.url}${route}`)
          await settled(page)
          await expectAccessible(page, screen)
          const empty = await emptyHeadings(page)
          if (empty.length) findings.push(`${screen}: empty headings ${empty.join(', ')}`)
          if (width === 375) {
            const { overflow } = await sidewaysOverflow(page)
            if (overflow > 0) findings.push(`${screen}: the page scrolls sideways by ${overflow} px`)
          }
        } catch (error) {
          findings.push(error instanceof Error && error.message.startsWith('Accessibility violations') ? error.message : `${screen}: ${String(error)}\n${await describePage(page, `portal-a11y-${role.name}-${width}`)}`)
        }
      }
      await screenshot(page, `portal-a11y-${role.name.replace(/ /g, '-')}-${width}`)
    }
    expect(findings).toEqual([])
    expect(pageErrors(page)).toEqual([])
    await context.close()
  })
})
