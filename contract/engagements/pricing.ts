import { DEFAULT_RATE, DEFAULT_TIER_RATE } from '../organizations'

/**
 * The money of an engagement (the spec's "Organization" and "Rate"): from the talent's
 * pay rate and the organization's pricing, what the organization is billed per hour (the hourly fee)
 * and what the talent is paid. Shared by the server (stored on the engagement when it is sent) and the
 * New Engagement form (shown while typing), so both say the same number.
 *
 * Amounts are integer cents, in and out. Percentages are taken to basis points (hundredths of a
 * percent: 20 -> 2000, 17.555 -> 1756). Each amount derived from a percentage is rounded once, to the
 * nearest cent, halves away from zero (exact integer arithmetic, no floating-point steps), and the
 * totals are sums of those rounded parts, so the parts always add up to the total shown.
 *
 * The model:
 * - Percent pricing (the default, rate 20): markup = pay rate x rate %.
 * - Tier pricing (flag orgPricingStructure and rate 0): markup = the tier rate in dollars (default 26)
 *   per hour, whatever the pay rate. Rate 0 without the flag is simply a 0 % markup.
 * - W-2 organizations (isW2Type under the w2EngagementType flag): w2_org_markup % of the pay rate is
 *   added to the markup (employer costs), and the talent is paid the pay rate less w2_talent_markdown %.
 * - Talent usage fee (flag talentUsageFee): talent_usage_fee % of the pay rate, added to the hourly fee
 *   (`hourlyFeeCents` includes it, `hourlyFeeWithoutTalentFeeCents` does not: the time sheets' `cost` and
 *   `costTalentFeeIncluded` are hours times these two). It does not reduce the talent's pay.
 */

export interface OrganizationPricing {
  /** Percent (organizations.rate); 20 by default. */
  rate: number
  /** Dollars per hour (organizations.tierRate); 26 by default. */
  tierRate: number
  /** organizations.isW2Type, and the w2EngagementType flag is on. */
  isW2: boolean
}

export interface PricingSettings {
  /** Percent, from the setting talent_usage_fee. */
  talentUsageFee: number
  /** Percent, from the setting w2_org_markup. */
  w2OrgMarkup: number
  /** Percent, from the setting w2_talent_markdown. */
  w2TalentMarkdown: number
}

export interface PricingFlags {
  orgPricingStructure: boolean
  talentUsageFee: boolean
}

export type PricingModel = 'percent' | 'tier'

export interface EngagementPrice {
  model: PricingModel
  /** The pay rate the engagement names (what the form asked for). */
  payRateCents: number
  /** The organization's markup per hour: rate % of the pay rate, or the tier rate; W-2 markup included. */
  markupCents: number
  /** Of which the W-2 organization markup (0 unless W-2). */
  w2MarkupCents: number
  /** The talent usage fee per hour (0 unless the flag is on). */
  talentFeeCents: number
  /** Pay rate + markup. */
  hourlyFeeWithoutTalentFeeCents: number
  /** What the organization is billed per hour: pay rate + markup + talent usage fee. */
  hourlyFeeCents: number
  /** What the talent is paid per hour: the pay rate, less the W-2 markdown for W-2 organizations. */
  talentPayCents: number
}

/** The largest pay rate priced: $100,000.00 an hour (keeps every product far inside exact integers). */
export const MAX_PAY_RATE_CENTS = 10_000_000

/** The largest percentage priced (keeps pay rate x basis points inside exact integers). */
export const MAX_PERCENT = 10_000

/** A percentage as basis points; a negative, non-finite or absurd one is a caller's error. */
export function basisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_PERCENT) throw new RangeError(`Not a percentage: ${percent}`)
  return Math.round(percent * 100)
}

/** amount x bp / 10,000, rounded to the nearest cent, halves away from zero, in integers. */
export function percentOf(cents: number, bp: number): number {
  const product = Math.abs(cents) * bp
  const rounded = Math.floor((2 * product + 10_000) / 20_000)
  return cents < 0 && rounded !== 0 ? -rounded : rounded
}

/** Dollars (a rate or tier rate as stored) as cents, exact to the cent. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars < 0 || dollars > MAX_PAY_RATE_CENTS) throw new RangeError(`Not an amount: ${dollars}`)
  return Math.round(dollars * 100)
}

export function priceEngagement(payRateCents: number, pricing: OrganizationPricing, settings: PricingSettings, flags: PricingFlags): EngagementPrice {
  if (!Number.isSafeInteger(payRateCents) || payRateCents < 0 || payRateCents > MAX_PAY_RATE_CENTS) {
    throw new RangeError(`Not a pay rate in cents: ${payRateCents}`)
  }
  const model: PricingModel = flags.orgPricingStructure && pricing.rate === 0 ? 'tier' : 'percent'
  const baseMarkup = model === 'tier' ? dollarsToCents(pricing.tierRate) : percentOf(payRateCents, basisPoints(pricing.rate))
  const w2MarkupCents = pricing.isW2 ? percentOf(payRateCents, basisPoints(settings.w2OrgMarkup)) : 0
  const markupCents = baseMarkup + w2MarkupCents
  const talentFeeCents = flags.talentUsageFee ? percentOf(payRateCents, basisPoints(settings.talentUsageFee)) : 0
  const hourlyFeeWithoutTalentFeeCents = payRateCents + markupCents
  const talentPayCents = pricing.isW2 ? payRateCents - percentOf(payRateCents, basisPoints(settings.w2TalentMarkdown)) : payRateCents
  return {
    model,
    payRateCents,
    markupCents,
    w2MarkupCents,
    talentFeeCents,
    hourlyFeeWithoutTalentFeeCents,
    hourlyFeeCents: hourlyFeeWithoutTalentFeeCents + talentFeeCents,
    talentPayCents: Math.max(0, talentPayCents),
  }
}

/** The organization's pricing as stored (organizations row), defaults for what is missing. */
export function organizationPricing(organization: { rate?: unknown; tierRate?: unknown; isW2Type?: unknown }, w2EngagementTypeFlag: boolean): OrganizationPricing {
  // The organization's rules take any rate >= 0; a stored value beyond what is priced is held at the cap.
  const number = (value: unknown, fallback: number, cap: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(value, cap) : fallback
  return {
    rate: number(organization.rate, DEFAULT_RATE, MAX_PERCENT),
    tierRate: number(organization.tierRate, DEFAULT_TIER_RATE, MAX_PAY_RATE_CENTS / 100),
    isW2: w2EngagementTypeFlag && organization.isW2Type === true,
  }
}

/**
 * The settings rows (GET /settings/: name and value as text) as percentages. A setting that is missing
 * or not a number >= 0 counts as 0: no surcharge the super admin has not set; above MAX_PERCENT, the cap.
 */
export function pricingSettings(rows: readonly { name: string; value: unknown }[]): PricingSettings {
  const percent = (name: string) => {
    const raw = rows.find((row) => row.name === name)?.value
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : Number.NaN
    return Number.isFinite(value) && value >= 0 ? Math.min(value, MAX_PERCENT) : 0
  }
  return { talentUsageFee: percent('talent_usage_fee'), w2OrgMarkup: percent('w2_org_markup'), w2TalentMarkdown: percent('w2_talent_markdown') }
}

// --- US dollars as text -----------------------------------------------------------------------------

/**
 * Cents as the API's decimal text with two decimals and no symbol: 12000 -> '120.00', -5 -> '-0.05'
 * (hourlyFee and talentPayRate travel like the time entry's hours: a string with two decimals).
 */
export { centsToDecimal } from '../format'

/**
 * A dollar amount typed in a form ('125', '125.5', '125.50', '$1,250.00') as cents, or null when it is
 * not one: negative, more than two decimals, or anything but digits, one point, commas and a leading $.
 */
export function parseUsd(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '')
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned)
  if (!match) return null
  const cents = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : null
}
