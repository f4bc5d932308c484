import { hoursShown, hoursTextShown } from '../../portals/org/pages/timeTracking/hours'
import { DEFAULT_TIME_ORDERING, orderingOf, sortModelOf } from '../../portals/org/pages/timeTracking/ordering'
import { choiceFromParams, choiceToParams, EARLIER_PERIODS, periodOptions } from '../../portals/org/pages/timeTracking/periods'

/** The organization time-tracking screen's pure parts: the period picker, the grid's ordering, hours as shown. */
describe('periodOptions', () => {
  it('offers the grace period while the organization window on it is open (through the 22nd)', () => {
    const options = periodOptions('2026-11-22')
    expect(options.slice(0, 3).map((option) => [option.tag, option.period.start, option.period.end])).toEqual([
      ['Current', '2026-11-16', '2026-11-30'],
      ['Grace', '2026-11-01', '2026-11-15'],
      ['', '2026-10-16', '2026-10-31'],
    ])
    expect(options).toHaveLength(2 + EARLIER_PERIODS)
    expect(options[0]!.label).toBe('11/16/2026 – 11/30/2026')
  })

  it('has no grace period once that window closed, and crosses the year back', () => {
    const options = periodOptions('2026-01-08')
    expect(options[0]!.period).toEqual({ start: '2026-01-01', end: '2026-01-15' })
    expect(options[1]!.tag).toBe('')
    expect(options[1]!.period).toEqual({ start: '2025-12-16', end: '2025-12-31' })
  })
})

describe('the period in the address', () => {
  const params = (text: string) => new URLSearchParams(text)
  it('defaults to the current period, reads a named period and a custom range', () => {
    expect(choiceFromParams(params(''), '2026-11-20')).toEqual({ kind: 'period', start: '2026-11-16', end: '2026-11-30' })
    expect(choiceFromParams(params('period=2026-10-16'), '2026-11-20')).toEqual({ kind: 'period', start: '2026-10-16', end: '2026-10-31' })
    expect(choiceFromParams(params('from=2026-11-02&to=2026-11-19'), '2026-11-20')).toEqual({ kind: 'range', from: '2026-11-02', to: '2026-11-19' })
  })

  it('ignores a reversed or unreadable range and a day that is not a date', () => {
    expect(choiceFromParams(params('from=2026-11-19&to=2026-11-02'), '2026-11-20').kind).toBe('period')
    expect(choiceFromParams(params('period=yesterday'), '2026-11-20')).toEqual({ kind: 'period', start: '2026-11-16', end: '2026-11-30' })
    // Any day names its period.
    expect(choiceFromParams(params('period=2026-02-20'), '2026-11-20')).toEqual({ kind: 'period', start: '2026-02-16', end: '2026-02-28' })
  })

  it('writes the current period as no parameter at all', () => {
    expect(choiceToParams({ kind: 'period', start: '2026-11-16', end: '2026-11-30' }, '2026-11-20')).toEqual({ period: null, from: null, to: null })
    expect(choiceToParams({ kind: 'period', start: '2026-11-01', end: '2026-11-15' }, '2026-11-20')).toEqual({ period: '2026-11-01', from: null, to: null })
    expect(choiceToParams({ kind: 'range', from: '2026-11-02', to: '2026-11-05' }, '2026-11-20')).toEqual({ period: null, from: '2026-11-02', to: '2026-11-05' })
  })
})

describe('grid ordering', () => {
  it('maps columns to the time-entry sort keys both ways', () => {
    expect(orderingOf([{ field: 'talentName', sort: 'asc' }])).toBe('talent_name')
    expect(orderingOf([{ field: 'purchaseOrder', sort: 'desc' }])).toBe('-po_number')
    expect(orderingOf([])).toBe(DEFAULT_TIME_ORDERING)
    expect(sortModelOf('-reviewer_name')).toEqual([{ field: 'reviewer', sort: 'desc' }])
    expect(sortModelOf(DEFAULT_TIME_ORDERING)).toEqual([{ field: 'timekeepingDate', sort: 'desc' }])
    expect(sortModelOf('no_such_key')).toEqual([])
  })
})

describe('hours as shown', () => {
  it('two decimals, and the fraction as h:mm', () => {
    expect(hoursShown(480)).toBe('8.00')
    expect(hoursShown(450)).toBe('7.50 (7:30)')
    expect(hoursShown(15)).toBe('0.25 (0:15)')
    expect(hoursTextShown('-1.25')).toBe('-1.25 (-1:15)')
    expect(hoursTextShown(null)).toBe('—')
  })
})
