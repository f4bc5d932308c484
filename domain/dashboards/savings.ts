import { dashboardMessages } from '../../contract/dashboards'

/**
 * The savings card (the spec: "See savings: admin always; manager only with the send-engagement
 * permission"): per engagement, saved = (benchmark
 * rate − bill rate) × approved hours, in cents, rounded once per engagement; the total is the sum of the
 * engagements' rounded figures, so the rows always add up to the total shown. An engagement without a
 * benchmark (or whose talent names no specialization) saves 0 and says why. A bill rate above the
 * benchmark gives a negative figure: the card shows what the organization really paid against the market.
 */

export function savedCents(benchmarkRateCents: number, billRateCents: number, minutes: number): number {
  return Math.round(((benchmarkRateCents - billRateCents) * minutes) / 60)
}

export interface SavingsInput {
  specializationId: string | null
  benchmarkRateCents: number | null
  billRateCents: number
  minutes: number
}

export interface SavingsFigure {
  savedCents: number
  /** Why the engagement counts 0, or null. */
  note: string | null
}

export function savingsOf(input: SavingsInput): SavingsFigure {
  if (!input.specializationId) return { savedCents: 0, note: dashboardMessages.noSpecialization }
  if (input.benchmarkRateCents === null) return { savedCents: 0, note: dashboardMessages.noBenchmark }
  return { savedCents: savedCents(input.benchmarkRateCents, input.billRateCents, input.minutes), note: null }
}

/**
 * The benchmark of a specialization: its own, else the nearest ancestor's (a benchmark kept for 'Epic'
 * covers every module under it). `parentOf` maps a node to its parent (null at the root).
 */
export function benchmarkFor(
  specializationId: string | null,
  benchmarks: ReadonlyMap<string, number>,
  parentOf: ReadonlyMap<string, string | null>,
): number | null {
  const seen = new Set<string>()
  for (let node = specializationId; node && !seen.has(node); node = parentOf.get(node) ?? null) {
    seen.add(node)
    const rate = benchmarks.get(node)
    if (rate !== undefined) return rate
  }
  return null
}
