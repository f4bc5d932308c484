import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * Accessibility check of what the page shows now (axe-core, WCAG 2.1 A and AA rules). Fails with the
 * rule, its impact and the offending elements for every serious or critical violation, so a screen that
 * cannot be used with a keyboard or a screen reader fails its browser test. Call it after the page has
 * settled (its data shown), once per distinct screen or open dialog.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A toast or dialog half-way through its fade reads as low contrast: let finite animations end first
  // (spinners run forever and are left alone).
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5_000 },
  )
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  if (serious.length === 0) return
  const report = serious
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n')}`)
    .join('\n')
  throw new Error(`Accessibility violations on ${screen}:\n${report}`)
}
