import { dashboardMessages } from '../../contract/dashboards'
import {
  closingPeriods,
  declinedFixableFrom,
  documentExpiringItem,
  extensionDueRange,
  isWithoutFunds,
  organizationItems,
  talentItems,
} from '../../domain/dashboards/actionItems'
import { entryBilledCents, entryMinutes, entryPayCents } from '../../domain/dashboards/entries'
import { MonthTotals, monthOf, monthsEndingWith, monthsRange, shiftMonth } from '../../domain/dashboards/months'
import { benchmarkFor, savedCents, savingsOf } from '../../domain/dashboards/savings'

/** The dashboards' pure rules (domain/dashboards/). */
describe('dashboard months', () => {
  it('the 12 months end with the month of today, oldest first, across a year line', () => {
    expect(monthsEndingWith('2031-02-14')).toEqual([
      '2030-03',
      '2030-04',
      '2030-05',
      '2030-06',
      '2030-07',
      '2030-08',
      '2030-09',
      '2030-10',
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
    ])
    expect(monthsEndingWith('2031-12-31', 3)).toEqual(['2031-10', '2031-11', '2031-12'])
    expect(monthsRange(monthsEndingWith('2031-02-14'))).toEqual({ from: '2030-03-01', to: '2031-02-31' })
  })

  it('shifts months and reads the month of a calendar day (no instant, no zone)', () => {
    expect(shiftMonth('2031-01', -1)).toBe('2030-12')
    expect(shiftMonth('2030-12', 1)).toBe('2031-01')
    expect(shiftMonth('2031-05', -24)).toBe('2029-05')
    expect(monthOf('2031-05-31')).toBe('2031-05')
    expect(() => shiftMonth('2031-5', 1)).toThrow(RangeError)
  })

  it('sums rows into their months, ignores days outside, and hides cents from who may not see money', () => {
    const months = monthsEndingWith('2031-05-19', 2)
    const totals = new MonthTotals(months, true)
    totals.add('2031-04-30', 60, 12_000)
    totals.add('2031-05-01', 90, 18_000)
    totals.add('2031-05-19', -30, -6_000)
    totals.add('2031-03-31', 600, 1)
    totals.add('2031-06-01', 600, 1)
    expect(totals.result()).toEqual([
      { month: '2031-04', minutes: 60, cents: 12_000 },
      { month: '2031-05', minutes: 60, cents: 12_000 },
    ])
    const hidden = new MonthTotals(months, false)
    hidden.add('2031-05-02', 45, 9_000)
    expect(hidden.result()).toEqual([
      { month: '2031-04', minutes: 0, cents: null },
      { month: '2031-05', minutes: 45, cents: null },
    ])
  })

  it('an entry counts its duration and cost; an adjustment its signed deltas', () => {
    const row = { isAdjustive: false, durationMinutes: 120, deltaMinutes: 5, costTalentFeeIncludedCents: 25_200, payCents: 20_000 }
    const adjustment = { isAdjustive: true, durationMinutes: 60, deltaMinutes: -30, costTalentFeeIncludedDeltaCents: -6_300, payDeltaCents: -5_000 }
    expect([entryMinutes(row), entryBilledCents(row), entryPayCents(row)]).toEqual([120, 25_200, 20_000])
    expect([entryMinutes(adjustment), entryBilledCents(adjustment), entryPayCents(adjustment)]).toEqual([-30, -6_300, -5_000])
    expect(entryMinutes({ durationMinutes: 'x' })).toBe(0)
  })
})

describe('savings formula', () => {
  it('saved = (benchmark − bill rate) × approved hours, in cents, rounded once', () => {
    // ($150.00 − $120.00) × 10 h = $300.00
    expect(savedCents(15_000, 12_000, 600)).toBe(30_000)
    // ($150.00 − $120.00) × 1 h 20 min = $40.00
    expect(savedCents(15_000, 12_000, 80)).toBe(4_000)
    // ($100.01 − $100.00) × 0.5 h = 0.5 cent -> 1 cent (rounded once per engagement)
    expect(savedCents(10_001, 10_000, 30)).toBe(1)
    // A bill rate above the benchmark: a negative figure.
    expect(savedCents(10_000, 12_000, 60)).toBe(-2_000)
    expect(savedCents(15_000, 12_000, 0)).toBe(0)
  })

  it('no specialization or no benchmark counts 0 and says so', () => {
    expect(savingsOf({ specializationId: null, benchmarkRateCents: 15_000, billRateCents: 12_000, minutes: 600 })).toEqual({
      savedCents: 0,
      note: dashboardMessages.noSpecialization,
    })
    expect(savingsOf({ specializationId: 's', benchmarkRateCents: null, billRateCents: 12_000, minutes: 600 })).toEqual({
      savedCents: 0,
      note: dashboardMessages.noBenchmark,
    })
    expect(savingsOf({ specializationId: 's', benchmarkRateCents: 15_000, billRateCents: 12_000, minutes: 600 })).toEqual({
      savedCents: 30_000,
      note: null,
    })
  })

  it('a benchmark is the node’s own, else the nearest ancestor’s; a cycle ends the walk', () => {
    const parents = new Map<string, string | null>([
      ['module', 'area'],
      ['area', 'platform'],
      ['platform', null],
      ['loop-a', 'loop-b'],
      ['loop-b', 'loop-a'],
    ])
    expect(benchmarkFor('module', new Map([['platform', 100]]), parents)).toBe(100)
    expect(
      benchmarkFor(
        'module',
        new Map([
          ['platform', 100],
          ['area', 200],
        ]),
        parents,
      ),
    ).toBe(200)
    expect(
      benchmarkFor(
        'module',
        new Map([
          ['module', 300],
          ['area', 200],
        ]),
        parents,
      ),
    ).toBe(300)
    expect(benchmarkFor('module', new Map(), parents)).toBeNull()
    expect(benchmarkFor(null, new Map([['platform', 100]]), parents)).toBeNull()
    expect(benchmarkFor('loop-a', new Map(), parents)).toBeNull()
  })
})

describe('action item rules', () => {
  it('drafts to submit: the grace period while the talent’s window is open, the current one in its last 3 days', () => {
    // 17 May: 1-15 May is in grace through the 19th; 16-31 May is not closing yet.
    expect(closingPeriods('2031-05-17')).toEqual([{ period: { start: '2031-05-01', end: '2031-05-15' }, dueDate: '2031-05-19' }])
    // 20 May: 1-15 May closed for the talent; nothing closing.
    expect(closingPeriods('2031-05-20')).toEqual([])
    // 13 May: the current period's last three days (13-15).
    expect(closingPeriods('2031-05-13')).toEqual([{ period: { start: '2031-05-01', end: '2031-05-15' }, dueDate: '2031-05-19' }])
    expect(closingPeriods('2031-05-12')).toEqual([])
    // 2 June: 16-31 May in grace (through 4 June).
    expect(closingPeriods('2031-06-02')).toEqual([{ period: { start: '2031-05-16', end: '2031-05-31' }, dueDate: '2031-06-04' }])
    // 30 May: the current period closing.
    expect(closingPeriods('2031-05-30').map((item) => item.period.start)).toEqual(['2031-05-16'])
  })

  it('declined entries are fixable back to the talent’s 3-month adjustment horizon', () => {
    expect(declinedFixableFrom('2031-05-19')).toBe('2031-02-19')
  })

  it('an extension is due when the end date is within 14 days of today', () => {
    expect(extensionDueRange('2031-05-19')).toEqual({ from: '2031-05-19', to: '2031-06-02' })
  })

  it('a purchase order is without funds only when it has an amount and nothing remains', () => {
    expect(isWithoutFunds(0)).toBe(true)
    expect(isWithoutFunds(-1)).toBe(true)
    expect(isWithoutFunds(1)).toBe(false)
    expect(isWithoutFunds(null)).toBe(false)
  })

  it('items say what to do, with links and counts', () => {
    expect(talentItems.offer('e1', 'Go-live', 'Northwind', '2031-06-01')).toMatchObject({
      kind: 'engagement_offer',
      title: 'Northwind offers you Go-live',
      link: '/engagements/e1',
      count: 1,
      dueDate: '2031-06-01',
      engagementId: 'e1',
    })
    expect(talentItems.entriesToSubmit(2, { start: '2031-05-01', end: '2031-05-15' }, '2031-05-19')).toMatchObject({
      kind: 'entries_to_submit',
      title: 'Submit 2 time entries of 05/01/2031 – 05/15/2031',
      count: 2,
      dueDate: '2031-05-19',
    })
    expect(talentItems.entriesDeclined(1).title).toBe('Fix 1 declined time entry')
    expect(documentExpiringItem('Flu Shot', '2031-05-01', '2031-05-19')).toMatchObject({
      kind: 'document_expiring',
      title: 'Your Flu Shot has expired',
      dueDate: '2031-05-01',
    })
    expect(documentExpiringItem('Flu Shot', '2031-06-01', '2031-05-19').title).toBe('Your Flu Shot expires soon')
    expect(organizationItems.timeToApprove(1).title).toBe('Approve 1 time entry')
    expect(organizationItems.poWithoutFunds(['PO-1', 'PO-2'])).toMatchObject({ kind: 'po_without_funds', count: 2, detail: 'PO-1, PO-2' })
    expect(organizationItems.newApplicants(3).title).toBe('3 new applicants')
    expect(organizationItems.extensionDue(1, '2031-05-25')).toMatchObject({
      kind: 'extension_due',
      title: '1 engagement ending within 14 days',
      dueDate: '2031-05-25',
    })
  })
})
