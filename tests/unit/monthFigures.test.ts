import {
  centsToDollars,
  formatAxisDollars,
  formatHours,
  hasCents,
  minutesToHours,
  monthLabel,
  monthRows,
} from '../../contract/dashboards/monthFigures'

/** Contract/dashboards/monthFigures.ts: how the dashboards' charts and their tables write the figures. */

describe('monthLabel', () => {
  it.each([
    ['2026-11', 'Nov 2026'],
    ['2026-01', 'Jan 2026'],
    ['2025-12', 'Dec 2025'],
  ])('writes %s as %s', (month, label) => expect(monthLabel(month)).toBe(label))

  it.each(['2026-13', '2026-00', '2026-1', 'November', ''])('leaves %p as it came', (month) => expect(monthLabel(month)).toBe(month))
})

describe('hours', () => {
  it('turns whole minutes into hours with two decimals at most', () => {
    expect(minutesToHours(0)).toBe(0)
    expect(minutesToHours(90)).toBe(1.5)
    expect(minutesToHours(100)).toBe(1.67)
    expect(minutesToHours(12_345)).toBe(205.75)
  })

  it('writes hours to read with a thousands separator', () => {
    expect(formatHours(0)).toBe('0 h')
    expect(formatHours(90)).toBe('1.5 h')
    expect(formatHours(600_000)).toBe('10,000 h')
  })
})

describe('dollars on an axis', () => {
  it('turns cents into dollars without rounding', () => expect(centsToDollars(123_456)).toBe(1234.56))

  it.each([
    [0, '$0'],
    [950, '$950'],
    [999.6, '$1,000'],
    [1_000, '$1k'],
    [1_500, '$1.5k'],
    [12_340, '$12.3k'],
    [2_000_000, '$2M'],
    [2_450_000, '$2.5M'],
    [-1_500, '-$1.5k'],
  ])('writes %p as %s', (dollars, text) => expect(formatAxisDollars(dollars)).toBe(text))
})

describe('the table behind a chart', () => {
  const figures = [
    { month: '2026-10', minutes: 600, cents: 123_456 },
    { month: '2026-11', minutes: 90, cents: null },
  ]

  it('has a money column when any month carries cents, to the cent', () => {
    expect(hasCents(figures)).toBe(true)
    expect(monthRows(figures)).toEqual([
      { month: '2026-10', label: 'Oct 2026', hours: '10 h', dollars: '$1,234.56' },
      { month: '2026-11', label: 'Nov 2026', hours: '1.5 h', dollars: '$0.00' },
    ])
  })

  it('has no money column when no month carries cents (a user who may not view rates)', () => {
    const hoursOnly = figures.map((figure) => ({ ...figure, cents: null }))
    expect(hasCents(hoursOnly)).toBe(false)
    expect(monthRows(hoursOnly).map((row) => row.dollars)).toEqual([null, null])
  })
})
