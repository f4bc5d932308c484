import type { Browser } from 'playwright-core'
import { expectAccessible } from '../helpers/axe'
import { launchBrowser, newPage } from '../helpers/browser'

/**
 * The accessibility helper every browser test leans on: it must fail on a real violation, and must not
 * fail on a toast that starts fading out while axe reads the page (a CI run once did).
 */
jest.setTimeout(60_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PAGE = (body: string) => `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`

test('low-contrast text fails with the rule and the element', async () => {
  const { context, page } = await newPage(browser)
  await page.setContent(PAGE('<p id="faint" style="color:#bbb;background:#fff">Hard to read</p>'))
  await expect(expectAccessible(page, 'Faint text')).rejects.toThrow(/Accessibility violations on Faint text:\ncolor-contrast \(serious\)[\s\S]*#faint/)
  await context.close()
})

test('a readable page passes', async () => {
  const { context, page } = await newPage(browser)
  await page.setContent(PAGE('<p style="color:#222;background:#fff">Easy to read</p>'))
  await expectAccessible(page, 'Readable text')
  await context.close()
})

test('a control whose name leaves out its visible text fails (label in name)', async () => {
  const { context, page } = await newPage(browser)
  await page.setContent(PAGE('<a id="home" href="/" aria-label="Talentgrid home"><span aria-hidden="true">T</span> Talentgrid</a>'))
  await expect(expectAccessible(page, 'Home link')).rejects.toThrow(/label-content-name-mismatch \(serious\)[\s\S]*#home/)
  await context.close()
})

test('a scroll box the keyboard cannot reach fails', async () => {
  const { context, page } = await newPage(browser)
  await page.setContent(PAGE('<div id="wide" style="width:200px;overflow-x:auto"><p style="white-space:nowrap;color:#222">A wide table row: Date, Talent, Engagement, PO, Hours, State, Cost, Reviewer</p></div>'))
  await expect(expectAccessible(page, 'Wide box')).rejects.toThrow(/scrollable-region-focusable \(serious\)[\s\S]*#wide/)
  await context.close()
})

test('a toast that begins to fade out during the scan does not fail it', async () => {
  const { context, page } = await newPage(browser)
  await page.setContent(
    PAGE(`<p style="color:#222;background:#fff">Page</p>
      <div id="toast" role="status" style="color:#fff;background:#1b5e20;padding:8px">Search was saved</div>`),
  )
  // The toast's exit starts the moment axe is put into the page, as an auto-hide timer may: it drops to
  // a faint 0.3 at once (steps), stays so for the 1.5 s of the transition, then is removed as MUI does.
  await page.evaluate(() => {
    let axe: unknown
    Object.defineProperty(window, 'axe', {
      configurable: true,
      get: () => axe,
      set: (value) => {
        const toast = document.querySelector<HTMLElement>('#toast')
        if (axe === undefined && toast) {
          toast.addEventListener('transitionend', () => toast.remove())
          toast.style.transition = 'opacity 1500ms steps(1, start)'
          toast.style.opacity = '0.3'
        }
        axe = value
      },
    })
  })
  await expectAccessible(page, 'Fading toast')
  expect(await page.locator('#toast').count()).toBe(0)
  await context.close()
})
