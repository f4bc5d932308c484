import { todayIn } from '../../domain/clock'
import {
  adjustmentHorizonStart,
  changeKind,
  daysOf,
  editWindowLastDay,
  isCalendarDate,
  isInEditWindow,
  nextPayDate,
  nextPayPeriod,
  openPeriods,
  payDateOf,
  payPeriodOf,
  payPeriodType,
  payPeriodsBetween,
  periodLabel,
  periodLength,
  previousPayPeriod,
  weeksOf,
  type Editor,
  type PayPeriod,
} from '../../domain/timeSheets/payPeriods'

/**
 * domain/timeSheets/payPeriods.ts, checked against an independent oracle built on UTC milliseconds
 * (no date-fns, no local time), over every day the spec's dates can name (1940-2099).
 */

const DAY_MS = 86_400_000
const utc = (date: string): number => Date.parse(`${date}T00:00:00Z`)
const text = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
const plusDays = (date: string, days: number): string => text(utc(date) + days * DAY_MS)
const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()
const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** The rule written out plainly: 1-15, and 16 to the month's last day. */
function expectedPeriod(date: string): PayPeriod {
  const [year, month, day] = date.split('-').map(Number)
  const prefix = date.slice(0, 8)
  return day <= 15 ? { start: `${prefix}01`, end: `${prefix}15` } : { start: `${prefix}16`, end: `${prefix}${daysInMonth(year, month)}` }
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let ms = utc(from); ms <= utc(to); ms += DAY_MS) days.push(text(ms))
  return days
}

const EDITORS: Editor[] = ['talent', 'organization']

describe('payPeriodOf over whole years', () => {
  it.each([2024, 2025])('maps every day of %i to its period', (year) => {
    const days = everyDay(`${year}-01-01`, `${year}-12-31`)
    expect(days).toHaveLength(isLeap(year) ? 366 : 365)
    for (const day of days) expect(payPeriodOf(day)).toEqual(expectedPeriod(day))
  })

  it('maps every day from 1940 to 2099 to its period, and the periods follow each other without a gap', () => {
    let previous: PayPeriod | null = null
    let periods = 0
    for (const day of everyDay('1940-01-01', '2099-12-31')) {
      const period = payPeriodOf(day)
      expect(period).toEqual(expectedPeriod(day))
      if (!previous || previous.start !== period.start) {
        if (previous) {
          expect(period.start).toBe(plusDays(previous.end, 1))
          expect(nextPayPeriod(previous)).toEqual(period)
          expect(previousPayPeriod(period)).toEqual(previous)
        }
        previous = period
        periods += 1
      }
    }
    expect(periods).toBe(160 * 24)
  })

  it('knows leap Februaries from 1940 to 2099 (2000 is leap; 1900 and 2100 are not, by the 100/400 rule)', () => {
    for (let year = 1940; year <= 2099; year += 1) {
      const second = payPeriodOf(`${year}-02-20`)
      expect(second).toEqual({ start: `${year}-02-16`, end: `${year}-02-${isLeap(year) ? 29 : 28}` })
      expect(periodLength(second)).toBe(isLeap(year) ? 14 : 13)
    }
    expect(payPeriodOf('2000-02-29').end).toBe('2000-02-29')
    expect(() => payPeriodOf('2100-02-29')).toThrow(RangeError)
    expect(() => payPeriodOf('2025-02-29')).toThrow(RangeError)
    expect(payPeriodOf('2024-02-29')).toEqual({ start: '2024-02-16', end: '2024-02-29' })
  })

  it('refuses what is not a calendar date', () => {
    for (const bad of ['2025-13-01', '2025-04-31', '2025-1-01', '20250101', '', '2025-01-01T00:00:00Z']) {
      expect(isCalendarDate(bad)).toBe(false)
      expect(() => payPeriodOf(bad)).toThrow(RangeError)
    }
    expect(isCalendarDate(20250101)).toBe(false)
  })
})

describe('period boundaries and lengths', () => {
  it.each([
    ['2025-01-15', '2025-01-01', '2025-01-15', 15],
    ['2025-01-16', '2025-01-16', '2025-01-31', 16],
    ['2025-01-31', '2025-01-16', '2025-01-31', 16],
    ['2025-04-30', '2025-04-16', '2025-04-30', 15],
    ['2025-02-28', '2025-02-16', '2025-02-28', 13],
    ['2024-02-29', '2024-02-16', '2024-02-29', 14],
    ['2024-12-31', '2024-12-16', '2024-12-31', 16],
    ['2025-03-01', '2025-03-01', '2025-03-15', 15],
  ])('%s is in %s..%s (%i days)', (day, start, end, length) => {
    const period = payPeriodOf(day)
    expect(period).toEqual({ start, end })
    expect(periodLength(period)).toBe(length)
    expect(daysOf(period)).toHaveLength(length)
    expect(daysOf(period)[0]).toBe(start)
    expect(daysOf(period).at(-1)).toBe(end)
  })

  it('every first half has 15 days and every second half 16, 15, 14 or 13 as its month has 31, 30, 29 or 28', () => {
    for (let year = 2024; year <= 2025; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const mm = String(month).padStart(2, '0')
        expect(periodLength(payPeriodOf(`${year}-${mm}-01`))).toBe(15)
        expect(periodLength(payPeriodOf(`${year}-${mm}-16`))).toBe(daysInMonth(year, month) - 15)
      }
    }
  })

  it('steps across a year end both ways', () => {
    expect(nextPayPeriod({ start: '2025-12-16', end: '2025-12-31' })).toEqual({ start: '2026-01-01', end: '2026-01-15' })
    expect(previousPayPeriod({ start: '2026-01-01', end: '2026-01-15' })).toEqual({ start: '2025-12-16', end: '2025-12-31' })
    expect(previousPayPeriod({ start: '2024-03-01', end: '2024-03-15' })).toEqual({ start: '2024-02-16', end: '2024-02-29' })
  })

  it('lists the periods touching a range, oldest first, and none for a reversed range', () => {
    expect(payPeriodsBetween('2024-02-10', '2024-03-01')).toEqual([
      { start: '2024-02-01', end: '2024-02-15' },
      { start: '2024-02-16', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-15' },
    ])
    expect(payPeriodsBetween('2025-01-01', '2025-12-31')).toHaveLength(24)
    expect(payPeriodsBetween('2025-02-02', '2025-02-01')).toEqual([])
  })

  it('labels a period MM/dd/yyyy – MM/dd/yyyy', () => {
    expect(periodLabel({ start: '2024-02-16', end: '2024-02-29' })).toBe('02/16/2024 – 02/29/2024')
  })
})

describe('edit windows', () => {
  const firstHalf = { start: '2026-11-01', end: '2026-11-15' }
  const februaryEnd = { start: '2025-02-16', end: '2025-02-28' }
  const leapFebruaryEnd = { start: '2024-02-16', end: '2024-02-29' }
  const decemberEnd = { start: '2026-12-16', end: '2026-12-31' }

  it.each([
    [firstHalf, 'talent', '2026-11-19'],
    [firstHalf, 'organization', '2026-11-22'],
    [februaryEnd, 'talent', '2025-03-04'],
    [februaryEnd, 'organization', '2025-03-07'],
    [leapFebruaryEnd, 'talent', '2024-03-04'],
    [leapFebruaryEnd, 'organization', '2024-03-07'],
    [decemberEnd, 'talent', '2027-01-04'],
    [decemberEnd, 'organization', '2027-01-07'],
  ] as const)('%o stays open to the %s through %s and closes the day after', (period, editor, lastDay) => {
    expect(editWindowLastDay(period, editor)).toBe(lastDay)
    for (const day of [period.start, period.end]) {
      expect(isInEditWindow(day, lastDay, editor)).toBe(true)
      expect(isInEditWindow(day, plusDays(lastDay, 1), editor)).toBe(false)
      expect(changeKind(day, lastDay, editor)).toBe('edit')
      expect(changeKind(day, plusDays(lastDay, 1), editor)).toBe('adjustment')
    }
    expect(payPeriodType(period, lastDay, editor)).toBe('grace')
    expect(payPeriodType(period, plusDays(lastDay, 1), editor)).toBe('close')
  })

  it('gives the talent and the organization different windows on the same day', () => {
    const today = '2026-11-20'
    expect(isInEditWindow('2026-11-10', today, 'talent')).toBe(false)
    expect(isInEditWindow('2026-11-10', today, 'organization')).toBe(true)
  })

  it('keeps the grace period only while its window is open, and only the previous period', () => {
    for (const editor of EDITORS) {
      const lastDay = editWindowLastDay(firstHalf, editor)
      for (const today of everyDay('2026-11-16', '2026-11-30')) {
        const open = openPeriods(today, editor)
        expect(open.current).toEqual({ start: '2026-11-16', end: '2026-11-30' })
        expect(open.grace).toEqual(today <= lastDay ? firstHalf : null)
        expect(payPeriodType(open.current, today, editor)).toBe('current')
      }
      // Two periods back is closed even on the first day of the current one.
      expect(payPeriodType({ start: '2026-10-16', end: '2026-10-31' }, '2026-11-16', editor)).toBe('close')
      // On a period's first day the one before is grace for both editors.
      expect(openPeriods('2026-11-01', editor).grace).toEqual({ start: '2026-10-16', end: '2026-10-31' })
    }
  })

  it('never treats a future period as open', () => {
    for (const editor of EDITORS) {
      expect(payPeriodType({ start: '2026-12-01', end: '2026-12-15' }, '2026-11-24', editor)).toBe('close')
      expect(isInEditWindow('2026-11-25', '2026-11-24', editor)).toBe(false)
    }
  })
})

describe('future days and the adjustment horizon', () => {
  it('calls any day after today future, for both editors, even inside the current period', () => {
    for (const editor of EDITORS) {
      expect(changeKind('2026-11-25', '2026-11-24', editor)).toBe('future')
      expect(changeKind('2027-01-01', '2026-11-24', editor)).toBe('future')
      expect(changeKind('2026-11-24', '2026-11-24', editor)).toBe('edit')
    }
  })

  it.each([
    ['2026-05-31', 'talent', '2026-02-28'],
    ['2024-05-31', 'talent', '2024-02-29'],
    ['2026-05-30', 'talent', '2026-02-28'],
    ['2026-05-28', 'talent', '2026-02-28'],
    ['2026-05-27', 'talent', '2026-02-27'],
    ['2026-08-31', 'organization', '2026-02-28'],
    ['2024-08-31', 'organization', '2024-02-29'],
    ['2026-11-24', 'talent', '2026-08-24'],
    ['2026-11-24', 'organization', '2026-05-24'],
    ['2027-01-15', 'talent', '2026-10-15'],
  ] as const)('from %s the %s reaches back to %s (clamped at a short month)', (today, editor, horizon) => {
    expect(adjustmentHorizonStart(today, editor)).toBe(horizon)
    expect(changeKind(horizon, today, editor)).toBe('adjustment')
    expect(changeKind(plusDays(horizon, -1), today, editor)).toBe('too_old')
  })

  it('classifies every day of a year before today-in-2026 consistently', () => {
    const today = '2026-11-24'
    for (const editor of EDITORS) {
      const horizon = adjustmentHorizonStart(today, editor)
      const lastOpenStart = openPeriods(today, editor).grace?.start ?? payPeriodOf(today).start
      for (const day of everyDay('2025-11-01', '2026-12-31')) {
        const expected = day > today ? 'future' : day >= lastOpenStart ? 'edit' : day < horizon ? 'too_old' : 'adjustment'
        expect([day, changeKind(day, today, editor)]).toEqual([day, expected])
      }
    }
  })
})

describe('pay dates', () => {
  it.each([
    [{ start: '2026-11-01', end: '2026-11-15' }, '2026-11-25'],
    [{ start: '2026-11-16', end: '2026-11-30' }, '2026-12-10'],
    [{ start: '2026-01-01', end: '2026-01-15' }, '2026-01-23'], // Sunday 25th -> Friday 23rd
    [{ start: '2026-04-01', end: '2026-04-15' }, '2026-04-24'], // Saturday 25th -> Friday 24th
    [{ start: '2026-09-16', end: '2026-09-30' }, '2026-10-09'], // Saturday 10th -> Friday 9th
    [{ start: '2026-12-16', end: '2026-12-31' }, '2027-01-08'], // Sunday 10th -> Friday 8th, across the year
    [{ start: '2024-02-16', end: '2024-02-29' }, '2024-03-08'], // Sunday 10th -> Friday 8th
    [{ start: '2025-02-16', end: '2025-02-28' }, '2025-03-10'], // Monday
  ])('%o is paid on %s', (period, payDate) => {
    expect(payDateOf(period)).toBe(payDate)
  })

  it('pays every period from 2024 to 2027 on a weekday, 8 to 10 days after its end and after every edit window', () => {
    for (const period of payPeriodsBetween('2024-01-01', '2027-12-31')) {
      const payDate = payDateOf(period)
      const raw = plusDays(period.end, 10)
      const weekday = new Date(utc(raw)).getUTCDay()
      expect(payDate).toBe(weekday === 6 ? plusDays(raw, -1) : weekday === 0 ? plusDays(raw, -2) : raw)
      expect([1, 2, 3, 4, 5]).toContain(new Date(utc(payDate)).getUTCDay())
      expect(payDate > editWindowLastDay(period, 'organization')).toBe(true)
    }
  })

  it('finds the next pay date on or after every day of 2025 and 2026 (the smallest one)', () => {
    const all = payPeriodsBetween('2024-10-01', '2027-03-31').map((period) => ({ period, payDate: payDateOf(period) }))
    for (const today of everyDay('2025-01-01', '2026-12-31')) {
      const expected = all.filter((item) => item.payDate >= today).sort((a, b) => (a.payDate < b.payDate ? -1 : 1))[0]
      expect([today, nextPayDate(today)]).toEqual([today, expected])
    }
  })

  it('answers the pay date itself on a pay day, and the next one the day after', () => {
    expect(nextPayDate('2026-11-25')).toEqual({ payDate: '2026-11-25', period: { start: '2026-11-01', end: '2026-11-15' } })
    expect(nextPayDate('2026-11-26')).toEqual({ payDate: '2026-12-10', period: { start: '2026-11-16', end: '2026-11-30' } })
    // The weekend before a Friday-moved pay date already waits for the next one.
    expect(nextPayDate('2026-01-24').payDate).toBe('2026-02-10')
  })
})

describe('weeksOf', () => {
  it('splits a period into Monday-first weeks clipped to the period', () => {
    expect(weeksOf({ start: '2026-11-01', end: '2026-11-15' })).toEqual([
      ['2026-11-01'],
      ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'],
      ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'],
    ])
    // 2024-02-16 is a Friday: Fri-Sun, a full week, then Mon-Thu 29th.
    expect(weeksOf({ start: '2024-02-16', end: '2024-02-29' }).map((week) => week.length)).toEqual([3, 7, 4])
  })

  it('covers every day of every period of 2024 and 2025 once, each later week starting on a Monday', () => {
    for (const period of payPeriodsBetween('2024-01-01', '2025-12-31')) {
      const weeks = weeksOf(period)
      expect(weeks.flat()).toEqual(daysOf(period))
      weeks.forEach((week, index) => {
        expect(week.length).toBeGreaterThan(0)
        expect(week.length).toBeLessThanOrEqual(7)
        if (index > 0) expect(new Date(utc(week[0])).getUTCDay()).toBe(1)
        week.slice(1).forEach((day) => expect(new Date(utc(day)).getUTCDay()).not.toBe(1))
      })
    }
  })
})

describe('the organization day changes at midnight in its zone', () => {
  it.each([
    // winter (EST, UTC-5): the 16th begins at 05:00Z
    ['America/New_York', '2026-01-16T04:59:59Z', '2026-01-15', '2026-01-01'],
    ['America/New_York', '2026-01-16T05:00:00Z', '2026-01-16', '2026-01-16'],
    // summer (EDT, UTC-4): the 16th begins at 04:00Z
    ['America/New_York', '2026-07-16T03:59:59Z', '2026-07-15', '2026-07-01'],
    ['America/New_York', '2026-07-16T04:00:00Z', '2026-07-16', '2026-07-16'],
    // March 8th 2026 (clocks go forward at 02:00): the day starts on EST and ends on EDT (23 hours)
    ['America/New_York', '2026-03-08T04:59:59Z', '2026-03-07', '2026-03-01'],
    ['America/New_York', '2026-03-08T05:00:00Z', '2026-03-08', '2026-03-01'],
    ['America/New_York', '2026-03-09T03:59:59Z', '2026-03-08', '2026-03-01'],
    ['America/New_York', '2026-03-09T04:00:00Z', '2026-03-09', '2026-03-01'],
    // November 1st 2026 (clocks go back at 02:00) is also a period's first day: 25 hours long
    ['America/New_York', '2026-11-01T03:59:59Z', '2026-10-31', '2026-10-16'],
    ['America/New_York', '2026-11-01T04:00:00Z', '2026-11-01', '2026-11-01'],
    ['America/New_York', '2026-11-02T04:59:59Z', '2026-11-01', '2026-11-01'],
    ['America/New_York', '2026-11-02T05:00:00Z', '2026-11-02', '2026-11-01'],
    // the same instants elsewhere
    ['Pacific/Honolulu', '2026-01-16T05:00:00Z', '2026-01-15', '2026-01-01'],
    ['Pacific/Honolulu', '2026-01-16T10:00:00Z', '2026-01-16', '2026-01-16'],
    ['UTC', '2026-01-16T00:00:00Z', '2026-01-16', '2026-01-16'],
  ])('in %s at %s today is %s, in the period from %s', (zone, instant, today, periodStart) => {
    const day = todayIn(zone, new Date(instant))
    expect(day).toBe(today)
    expect(payPeriodOf(day).start).toBe(periodStart)
  })

  it('closes the talent window at the organization midnight, not at UTC midnight', () => {
    const period = { start: '2026-11-01', end: '2026-11-15' }
    const lastSecond = todayIn('America/New_York', new Date('2026-11-20T04:59:59Z'))
    const nextDay = todayIn('America/New_York', new Date('2026-11-20T05:00:00Z'))
    expect(isInEditWindow(period.end, lastSecond, 'talent')).toBe(true)
    expect(isInEditWindow(period.end, nextDay, 'talent')).toBe(false)
    // At 00:30Z on the 20th it is already the 20th in UTC, but still the 19th in New York.
    expect(isInEditWindow(period.end, todayIn('America/New_York', new Date('2026-11-20T00:30:00Z')), 'talent')).toBe(true)
  })
})

describe('in any process time zone (a portal runs in the browser of its user)', () => {
  const original = process.env.TZ
  afterEach(() => {
    if (original === undefined) delete process.env.TZ
    else process.env.TZ = original
  })

  // São Paulo had DST starting at midnight (2018-11-04 00:00 did not exist), Beirut too; Honolulu
  // and Kiritimati sit at the two ends of the offsets.
  it.each(['America/Sao_Paulo', 'Asia/Beirut', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Honolulu'])(
    'gives the same days, periods and windows with TZ=%s',
    (zone) => {
      process.env.TZ = zone
      for (const day of everyDay('2018-01-01', '2019-12-31')) expect(payPeriodOf(day)).toEqual(expectedPeriod(day))
      expect(daysOf({ start: '2018-11-01', end: '2018-11-15' })).toEqual(everyDay('2018-11-01', '2018-11-15'))
      expect(periodLength({ start: '2026-03-01', end: '2026-03-15' })).toBe(15)
      expect(editWindowLastDay({ start: '2018-10-16', end: '2018-10-31' }, 'talent')).toBe('2018-11-04')
      expect(weeksOf({ start: '2026-11-01', end: '2026-11-15' }).map((week) => week.length)).toEqual([1, 7, 7])
      expect(adjustmentHorizonStart('2026-05-31', 'talent')).toBe('2026-02-28')
    },
  )
})
