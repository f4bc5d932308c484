import {
  MAX_MINUTES_PER_DAY,
  MINUTE_OPTIONS,
  TIME_ENTRY_TEXT_MAX,
  costOf,
  durationOf,
  hoursAndMinutesText,
  hoursText,
  splitDuration,
} from '../../domain/timeSheets/timeMath'

/** domain/timeSheets/timeMath.ts: durations, the two hour texts and the one rounding of money. */

describe('durationOf', () => {
  it('accepts every whole hour 0-23 with every minute option, and 24:00', () => {
    for (let hours = 0; hours < 24; hours += 1) {
      for (const minutes of MINUTE_OPTIONS) expect(durationOf(hours, minutes)).toBe(hours * 60 + minutes)
    }
    expect(durationOf(24, 0)).toBe(MAX_MINUTES_PER_DAY)
    expect(MAX_MINUTES_PER_DAY).toBe(1440)
  })

  it.each([
    [24, 15],
    [24, 45],
    [25, 0],
    [-1, 0],
    [1.5, 0],
    [Number.NaN, 0],
    [1, 10],
    [1, 60],
    [1, -15],
    [1, 15.5],
    [Number.POSITIVE_INFINITY, 0],
  ])('refuses %p hours and %p minutes', (hours, minutes) => {
    expect(durationOf(hours, minutes)).toBeNull()
  })

  it('keeps the texts at 500 characters', () => {
    expect(TIME_ENTRY_TEXT_MAX).toBe(500)
  })
})

describe('splitDuration', () => {
  it('round-trips every quarter hour of a day', () => {
    for (let total = 0; total <= MAX_MINUTES_PER_DAY; total += 15) {
      const { hours, minutes } = splitDuration(total)
      expect(durationOf(hours, minutes)).toBe(total)
    }
  })

  it('keeps the sign on both parts of a negative delta', () => {
    expect(splitDuration(-90)).toEqual({ hours: -1, minutes: -30 })
    expect(splitDuration(-45)).toEqual({ hours: -0, minutes: -45 })
    expect(splitDuration(-45).hours * 60 + splitDuration(-45).minutes).toBe(-45)
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 })
  })
})

describe('hoursText and hoursAndMinutesText', () => {
  it('writes every quarter hour of a day with two decimals and as h:mm', () => {
    for (let total = 0; total <= MAX_MINUTES_PER_DAY; total += 15) {
      const hours = Math.floor(total / 60)
      const quarter = ['00', '25', '50', '75'][(total % 60) / 15]
      expect(hoursText(total)).toBe(`${hours}.${quarter}`)
      expect(hoursAndMinutesText(total)).toBe(`${hours}:${String(total % 60).padStart(2, '0')}`)
      expect(Number(hoursText(total))).toBe(total / 60)
    }
  })

  it.each([
    [450, '7.50', '7:30'],
    [15, '0.25', '0:15'],
    [480, '8.00', '8:00'],
    [-90, '-1.50', '-1:30'],
    [-15, '-0.25', '-0:15'],
    [0, '0.00', '0:00'],
    [1, '0.02', '0:01'], // 1.67 hundredths -> 2
    [2, '0.03', '0:02'], // 3.33 -> 3
    [59, '0.98', '0:59'], // 98.33 -> 98
    [3 * 1440, '72.00', '72:00'], // a total over several days
  ])('%i minutes -> %s and %s', (minutes, decimal, clock) => {
    expect(hoursText(minutes)).toBe(decimal)
    expect(hoursAndMinutesText(minutes)).toBe(clock)
  })

  it('never writes a negative zero', () => {
    expect(hoursText(-0)).toBe('0.00')
    expect(hoursAndMinutesText(-0)).toBe('0:00')
  })

  it('refuses a fraction of a minute', () => {
    expect(() => hoursText(1.5)).toThrow(RangeError)
  })
})

describe('costOf', () => {
  /** Exact reference in BigInt: |m| x r / 60 rounded half away from zero. */
  function exact(minutes: number, cents: number): number {
    const product = BigInt(Math.abs(minutes)) * BigInt(cents)
    const quotient = product / 60n
    const remainder = product % 60n
    const rounded = remainder * 2n >= 60n ? quotient + 1n : quotient
    return minutes < 0 ? -Number(rounded) : Number(rounded)
  }

  it('rounds 7:30 at $123.45 once: 92,587.5 cents -> 92,588', () => {
    expect(costOf(450, 12345)).toBe(92588)
  })

  it.each([
    [60, 10000, 10000],
    [15, 10000, 2500],
    [1, 30, 1], // 0.5 -> 1, away from zero
    [-1, 30, -1],
    [1, 29, 0], // 0.483 -> 0
    [1, 31, 1],
    [15, 1, 0], // 0.25 -> 0
    [30, 1, 1], // 0.5 -> 1
    [-30, 1, -1],
    [0, 99999, 0],
    [1440, 0, 0],
  ])('%i minutes at %i cents an hour cost %i cents', (minutes, cents, expected) => {
    expect(costOf(minutes, cents)).toBe(expected)
  })

  it('never answers a negative zero', () => {
    expect(Object.is(costOf(-1, 29), 0)).toBe(true)
    expect(Object.is(costOf(-15, 0), 0)).toBe(true)
  })

  it('matches the exact rounding for every quarter hour of a day at many rates, and is symmetric for deltas', () => {
    const rates = [1, 7, 29, 30, 31, 59, 61, 99, 1234, 4999, 12345, 15001, 99999, 1_000_000]
    for (const rate of rates) {
      for (let total = 0; total <= MAX_MINUTES_PER_DAY; total += 15) {
        expect(costOf(total, rate)).toBe(exact(total, rate))
        expect(costOf(-total, rate)).toBe(-costOf(total, rate) || 0)
      }
    }
  })

  it('matches the exact rounding for every whole minute 0-1440 at a rate with a remainder', () => {
    for (let total = 0; total <= MAX_MINUTES_PER_DAY; total += 1) expect(costOf(total, 12345)).toBe(exact(total, 12345))
  })

  it('refuses a fraction of a minute or a cent, a negative rate, and unsafe numbers', () => {
    expect(() => costOf(1.5, 100)).toThrow(RangeError)
    expect(() => costOf(60, 100.5)).toThrow(RangeError)
    expect(() => costOf(60, -1)).toThrow(RangeError)
    expect(() => costOf(Number.NaN, 100)).toThrow(RangeError)
    expect(() => costOf(60, Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError)
  })
})
