import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { timedStep } from './stepTiming'

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }

/** Until every finite animation has ended (spinners run forever and are left alone). */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5_000 },
  )
}

/**
 * WCAG 2.1 A and AA and axe's best practices. `label-content-name-mismatch` (WCAG 2.5.3, label in name:
 * a speech user says what they see) is still tagged experimental in axe-core, so it only runs when named.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } }

/**
 * Only violations are read, so axe keeps one node of each passed, incomplete or inapplicable rule
 * instead of building a selector for every element it checked (axe's documented speed-up): every rule
 * still runs on every element, and a violation still names all its elements.
 */
const RESULT_TYPES = ['violations'] as const

/**
 * A scan runs axe-core in the page itself, injected once per document: a page that is scanned again (a
 * dialog opened, the next step of a form) reuses the 500 KB library instead of compiling it again, which
 * was about a quarter of a scan. What running in the page gives up is cross-origin frames, and the screens
 * have none (docs/decisions/accessibility-scan-in-page.md).
 */
async function runAxe(page: Page): Promise<{ violations: Violation[] }> {
  // page.evaluate with a string is the DevTools protocol's own evaluation, which the page's
  // Content-Security-Policy (no eval) does not apply to.
  const injected = () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function'
  if (!(await page.evaluate(injected))) await page.evaluate(axe.source)
  const options = { runOnly: { type: 'tag', values: TAGS }, rules: EXPERIMENTAL_RULES, resultTypes: [...RESULT_TYPES] }
  return page.evaluate((runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions as axe.RunOptions), options)
}

/**
 * Best-practice rules about a page's structure that axe rates moderate or minor, yet leave a screen-reader
 * user lost: no level-one heading, a table column without a header name, two landmarks of one name.
 * A caller that names them (`expectAccessible(page, name, { structure: true })`) fails on them too.
 */
export const STRUCTURE_RULES: readonly string[] = ['page-has-heading-one', 'empty-table-header', 'landmark-unique', 'empty-heading']

async function seriousViolations(page: Page, structure: boolean): Promise<Violation[]> {
  const results = await timedStep('axe', () => runAxe(page))
  return results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical' || (structure && STRUCTURE_RULES.includes(violation.id)),
  )
}

const nodeKey = (violation: Violation, node: { target: unknown[] }) => `${violation.id} ${node.target.join(' ')}`

/**
 * Accessibility check of what the page shows now (axe-core: WCAG 2.1 A and AA, best practices and label in
 * name; with `structure`, STRUCTURE_RULES at any impact). Fails with the
 * rule, its impact and the offending elements for every serious or critical violation, so a screen that
 * cannot be used with a keyboard or a screen reader fails its browser test. Call it after the page has
 * settled (its data shown), once per distinct screen or open dialog.
 *
 * A toast or dialog half-way through its fade reads as low contrast. Waiting for animations before the
 * scan is not enough on its own: a toast's auto-hide can start its exit fade while axe is reading the
 * page (CI once failed so on 'Search was saved' fading out behind a dialog). So a scan that finds
 * something is repeated once after animations settle again, and only the elements both scans name fail: a real
 * violation is there both times, a fade is not.
 */
export async function expectAccessible(page: Page, screen: string, options: { structure?: boolean } = {}): Promise<void> {
  const structure = options.structure ?? false
  await animationsSettled(page)
  const first = await seriousViolations(page, structure)
  if (first.length === 0) return
  await animationsSettled(page)
  const again = new Set((await seriousViolations(page, structure)).flatMap((violation) => violation.nodes.map((node) => nodeKey(violation, node))))
  const serious = first
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => again.has(nodeKey(violation, node))) }))
    .filter((violation) => violation.nodes.length > 0)
  if (serious.length === 0) return
  const report = serious
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n')}`)
    .join('\n')
  throw new Error(`Accessibility violations on ${screen}:\n${report}`)
}
