import type { Locator, Page } from 'playwright-core'

/**
 * How far the page scrolls sideways (0: it fits the viewport), and the boxes inside it that scroll
 * sideways without being a deliberate scroll box (keyboard-focusable, tabIndex 0, and named by an
 * aria-label or aria-labelledby): a table cut at the screen's edge in an unnamed box looks broken even
 * though the page itself fits. Text fields and MUI's scrollable tabs scroll by design. A box is named by
 * its tag and its non-generated classes (react-admin's and MUI's), e.g. 'div.RaList-content'.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const overflow = Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth)
    const named = (element: HTMLElement) => element.getAttribute('aria-label') || element.getAttribute('aria-labelledby')
    const hiddenScrolls = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
      .filter((element) => !element.matches('input, textarea, .MuiTabs-scroller') && !(element.tabIndex === 0 && named(element)))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].filter((name) => !name.startsWith('css-')).join('.')}`)
    return { overflow, hiddenScrolls }
  })

/**
 * The chips whose text is cut: an MUI chip ends its label in an ellipsis when it is wider than its
 * container, which loses the end of a specialization path and its roles and skills on a phone
 * (portals/shared/WrappingChip.tsx wraps such labels instead).
 */
export const cutChips = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.MuiChip-label')].filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent ?? ''),
  )

/**
 * Text the page cuts with an ellipsis: any element (a title, a chip, a table cell) drawn with
 * `text-overflow: ellipsis` whose text is wider than its box, such as a console title that ends in
 * 'Organization Northwind H' on a phone. Text fields are left out: their value scrolls by design.
 */
export const cutTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => !element.matches('input, textarea, select') && getComputedStyle(element).textOverflow === 'ellipsis')
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim() !== '')
      .map((element) => (element.textContent ?? '').trim()),
  )

/**
 * The words of an element's text that the browser broke across two lines ('HIPA' / 'A Priva' / 'cy'
 * when a table squeezes a column): each word is measured as a text range, and a word whose pieces sit
 * on more than one line is broken. Whole words moved to the next line are fine; an empty answer means
 * every word reads whole.
 */
export const wordsBrokenAcrossLines = (element: Locator) =>
  element.evaluate((root) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        if (lines.size > 1) broken.push(match[0])
      }
    }
    return broken
  })
