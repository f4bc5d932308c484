import {
  MAX_PAY_RATE_CENTS,
  MAX_PERCENT,
  basisPoints,
  centsToDecimal,
  dollarsToCents,
  organizationPricing,
  parseUsd,
  percentOf,
  priceEngagement,
  pricingSettings,
  type OrganizationPricing,
  type PricingFlags,
  type PricingSettings,
} from '../../contract/engagements/pricing'
import { formatMoney } from '../../contract/format'

/** contract/engagements/pricing.ts: the hourly fee of an engagement, integer cents, one rounding per part. */
const SETTINGS: PricingSettings = { talentUsageFee: 5, w2OrgMarkup: 25, w2TalentMarkdown: 15 }
const OFF: PricingFlags = { orgPricingStructure: false, talentUsageFee: false }
const TIERS: PricingFlags = { orgPricingStructure: true, talentUsageFee: false }
const FEE: PricingFlags = { orgPricingStructure: false, talentUsageFee: true }
const standard: OrganizationPricing = { rate: 20, tierRate: 26, isW2: false }

describe('percent pricing', () => {
  it('adds the rate percent of the pay rate (default 20)', () => {
    expect(priceEngagement(10_000, standard, SETTINGS, OFF)).toEqual({
      model: 'percent',
      payRateCents: 10_000,
      markupCents: 2_000,
      w2MarkupCents: 0,
      talentFeeCents: 0,
      hourlyFeeWithoutTalentFeeCents: 12_000,
      hourlyFeeCents: 12_000,
      talentPayCents: 10_000,
    })
  })

  it('rounds the markup once, to the nearest cent, halves up', () => {
    // 20 % of $0.03 = 0.6 cent -> 1; of $0.02 = 0.4 cent -> 0; 10 % of $0.05 = 0.5 cent -> 1.
    expect(priceEngagement(3, standard, SETTINGS, OFF).markupCents).toBe(1)
    expect(priceEngagement(2, standard, SETTINGS, OFF).markupCents).toBe(0)
    expect(priceEngagement(5, { ...standard, rate: 10 }, SETTINGS, OFF).markupCents).toBe(1)
    // 17.5 % of $123.45 = 2160.375 cents -> 2160.
    expect(priceEngagement(12_345, { ...standard, rate: 17.5 }, SETTINGS, OFF).hourlyFeeCents).toBe(14_505)
    // A rate with more than two decimals counts to the basis point: 33.335 % -> 33.34 %.
    expect(priceEngagement(10_000, { ...standard, rate: 33.335 }, SETTINGS, OFF).markupCents).toBe(3_334)
  })

  it('is exact where floating point is not (0.1 + 0.2)', () => {
    // $85.15 x 1.2 in floating point is 102.17999999999999; in cents it is 10218.
    expect(priceEngagement(8_515, standard, SETTINGS, OFF).hourlyFeeCents).toBe(10_218)
  })

  it('prices a rate of 0 as no markup when tier pricing is off', () => {
    expect(priceEngagement(10_000, { ...standard, rate: 0 }, SETTINGS, OFF)).toMatchObject({ model: 'percent', markupCents: 0, hourlyFeeCents: 10_000 })
  })

  it('prices a zero pay rate as zero', () => {
    expect(priceEngagement(0, standard, SETTINGS, { orgPricingStructure: false, talentUsageFee: true }).hourlyFeeCents).toBe(0)
  })
})

describe('tier pricing (orgPricingStructure, rate 0)', () => {
  it('adds the tier rate in dollars per hour, whatever the pay rate', () => {
    const tier = { ...standard, rate: 0 }
    expect(priceEngagement(10_000, tier, SETTINGS, TIERS)).toMatchObject({ model: 'tier', markupCents: 2_600, hourlyFeeCents: 12_600 })
    expect(priceEngagement(4_000, tier, SETTINGS, TIERS)).toMatchObject({ model: 'tier', markupCents: 2_600, hourlyFeeCents: 6_600 })
    expect(priceEngagement(4_000, { ...tier, tierRate: 31.5 }, SETTINGS, TIERS).hourlyFeeCents).toBe(7_150)
  })

  it('keeps percent pricing under the flag while the rate is not 0', () => {
    expect(priceEngagement(10_000, standard, SETTINGS, TIERS)).toMatchObject({ model: 'percent', hourlyFeeCents: 12_000 })
  })
})

describe('W-2 organizations', () => {
  const w2 = { ...standard, isW2: true }

  it('adds w2_org_markup to the markup and pays the talent less w2_talent_markdown', () => {
    expect(priceEngagement(10_000, w2, SETTINGS, OFF)).toEqual({
      model: 'percent',
      payRateCents: 10_000,
      markupCents: 4_500,
      w2MarkupCents: 2_500,
      talentFeeCents: 0,
      hourlyFeeWithoutTalentFeeCents: 14_500,
      hourlyFeeCents: 14_500,
      talentPayCents: 8_500,
    })
  })

  it('adds the W-2 markup to a tier rate too', () => {
    expect(priceEngagement(10_000, { ...w2, rate: 0 }, SETTINGS, TIERS)).toMatchObject({ model: 'tier', markupCents: 5_100, w2MarkupCents: 2_500, hourlyFeeCents: 15_100 })
  })

  it('rounds the markdown once (15 % of $33.33 = 499.95 cents -> 500)', () => {
    expect(priceEngagement(3_333, w2, SETTINGS, OFF).talentPayCents).toBe(2_833)
  })

  it('never pays a negative amount, even with a markdown over 100 %', () => {
    expect(priceEngagement(10_000, w2, { ...SETTINGS, w2TalentMarkdown: 150 }, OFF).talentPayCents).toBe(0)
  })
})

describe('talent usage fee (flag talentUsageFee)', () => {
  it('adds talent_usage_fee % of the pay rate to the hourly fee, leaving the talent pay alone', () => {
    expect(priceEngagement(10_000, standard, SETTINGS, FEE)).toMatchObject({
      talentFeeCents: 500,
      hourlyFeeWithoutTalentFeeCents: 12_000,
      hourlyFeeCents: 12_500,
      talentPayCents: 10_000,
    })
  })

  it('adds nothing while the flag is off, whatever the setting', () => {
    expect(priceEngagement(10_000, standard, { ...SETTINGS, talentUsageFee: 50 }, OFF)).toMatchObject({ talentFeeCents: 0, hourlyFeeCents: 12_000 })
  })

  it('adds up: every part is rounded once and the totals are their sums', () => {
    const price = priceEngagement(3_333, { rate: 17.5, tierRate: 26, isW2: true }, SETTINGS, FEE)
    expect(price.hourlyFeeCents).toBe(price.payRateCents + price.markupCents + price.talentFeeCents)
    // 17.5 % of 3333 = 583.275 -> 583; 25 % = 833.25 -> 833; 5 % = 166.65 -> 167.
    expect(price).toMatchObject({ markupCents: 1_416, w2MarkupCents: 833, talentFeeCents: 167, hourlyFeeCents: 4_916 })
  })
})

describe('pricing inputs', () => {
  it('refuses what is not a pay rate in cents', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_PAY_RATE_CENTS + 1]) {
      expect(() => priceEngagement(bad, standard, SETTINGS, OFF)).toThrow(RangeError)
    }
    expect(priceEngagement(MAX_PAY_RATE_CENTS, { ...standard, rate: MAX_PERCENT }, SETTINGS, OFF).hourlyFeeCents).toBe(MAX_PAY_RATE_CENTS * 101)
  })

  it('takes percentages to basis points and refuses impossible ones', () => {
    expect(basisPoints(20)).toBe(2_000)
    expect(basisPoints(17.555)).toBe(1_756)
    expect(basisPoints(0)).toBe(0)
    for (const bad of [-0.01, Number.NaN, MAX_PERCENT + 1]) expect(() => basisPoints(bad)).toThrow(RangeError)
  })

  it('rounds a share of a negative amount away from zero (adjustments)', () => {
    expect(percentOf(-5, 1_000)).toBe(-1)
    expect(percentOf(-4, 1_000)).toBe(0)
    expect(percentOf(-10_000, 2_000)).toBe(-2_000)
  })

  it('takes dollars to cents exactly and refuses negative amounts', () => {
    expect(dollarsToCents(26)).toBe(2_600)
    expect(dollarsToCents(26.1)).toBe(2_610)
    expect(dollarsToCents(0.29)).toBe(29)
    expect(() => dollarsToCents(-1)).toThrow(RangeError)
  })

  it('reads the organization as stored, with the defaults for what is missing or broken', () => {
    expect(organizationPricing({}, false)).toEqual({ rate: 20, tierRate: 26, isW2: false })
    expect(organizationPricing({ rate: 0, tierRate: 30, isW2Type: true }, true)).toEqual({ rate: 0, tierRate: 30, isW2: true })
    expect(organizationPricing({ rate: 15, isW2Type: true }, false).isW2).toBe(false)
    expect(organizationPricing({ rate: -3, tierRate: 'x' }, true)).toEqual({ rate: 20, tierRate: 26, isW2: false })
    expect(organizationPricing({ rate: 1e9, tierRate: 1e12 }, false)).toEqual({ rate: MAX_PERCENT, tierRate: MAX_PAY_RATE_CENTS / 100, isW2: false })
  })

  it('reads the settings rows as percentages; missing or broken ones count as 0', () => {
    expect(
      pricingSettings([
        { name: 'talent_usage_fee', value: '5' },
        { name: 'w2_org_markup', value: ' 25.5 ' },
        { name: 'w2_talent_markdown', value: 15 },
      ]),
    ).toEqual({ talentUsageFee: 5, w2OrgMarkup: 25.5, w2TalentMarkdown: 15 })
    expect(pricingSettings([{ name: 'talent_usage_fee', value: 'five' }, { name: 'w2_org_markup', value: '-3' }, { name: 'w2_talent_markdown', value: '' }])).toEqual({
      talentUsageFee: 0,
      w2OrgMarkup: 0,
      w2TalentMarkdown: 0,
    })
    expect(pricingSettings([{ name: 'talent_usage_fee', value: '1e9' }]).talentUsageFee).toBe(MAX_PERCENT)
  })
})

describe('US dollars', () => {
  it('formats cents with two decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(5)).toBe('$0.05')
    expect(formatMoney(12_000)).toBe('$120.00')
    expect(formatMoney(12_345)).toBe('$123.45')
    expect(formatMoney(100_000)).toBe('$1,000.00')
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89')
    expect(formatMoney(-5)).toBe('-$0.05')
    expect(formatMoney(-123_456)).toBe('-$1,234.56')
    expect(() => formatMoney(1.5)).toThrow(RangeError)
  })

  it('writes cents as the API’s two-decimal text', () => {
    expect(centsToDecimal(12_000)).toBe('120.00')
    expect(centsToDecimal(123_456_789)).toBe('1234567.89')
    expect(centsToDecimal(-5)).toBe('-0.05')
    expect(parseUsd(centsToDecimal(98_765))).toBe(98_765)
  })

  it('reads typed dollar amounts as cents', () => {
    expect(parseUsd('125')).toBe(12_500)
    expect(parseUsd('125.5')).toBe(12_550)
    expect(parseUsd('125.50')).toBe(12_550)
    expect(parseUsd('125.')).toBe(12_500)
    expect(parseUsd('.5')).toBe(50)
    expect(parseUsd(' $1,250.00 ')).toBe(125_000)
    expect(parseUsd('0')).toBe(0)
  })

  it('refuses what is not a dollar amount', () => {
    for (const bad of ['', '.', '-5', '1.234', '12,50', '1,2345', 'abc', '1e3', '$', '1.2.3']) expect(parseUsd(bad)).toBeNull()
  })
})
