import { addCalendarDays, calendarDateIn, clockFrom, isCalendarDate, isTimeZone, now, todayIn, todayUtc } from '../../domain/clock'

/** domain/clock.ts: CLOCK_NOW outside production, the real time otherwise, and the calendar helpers. */
describe('clockFrom', () => {
  it('runs on the real time without CLOCK_NOW', () => {
    const clock = clockFrom({ NODE_ENV: 'development' })
    expect(clock.fixedAt).toBeNull()
    const before = Date.now()
    const at = clock.now().getTime()
    expect(at).toBeGreaterThanOrEqual(before)
    expect(at).toBeLessThanOrEqual(Date.now())
  })

  it('treats an empty CLOCK_NOW as unset', () => {
    expect(clockFrom({ NODE_ENV: 'test', CLOCK_NOW: '  ' }).fixedAt).toBeNull()
  })

  it.each(['test', 'development', undefined])('stands still at CLOCK_NOW when NODE_ENV is %s', (nodeEnv) => {
    const clock = clockFrom({ NODE_ENV: nodeEnv, CLOCK_NOW: '2031-03-10T12:00:00Z' })
    expect(clock.fixedAt?.toISOString()).toBe('2031-03-10T12:00:00.000Z')
    expect(clock.now().toISOString()).toBe('2031-03-10T12:00:00.000Z')
    expect(clock.now().toISOString()).toBe('2031-03-10T12:00:00.000Z')
  })

  it('hands out a new Date each time, so a caller changing one changes nothing else', () => {
    const clock = clockFrom({ NODE_ENV: 'test', CLOCK_NOW: '2031-03-10T12:00:00Z' })
    clock.now().setUTCFullYear(1999)
    clock.fixedAt!.setUTCFullYear(1999)
    expect(clock.now().toISOString()).toBe('2031-03-10T12:00:00.000Z')
  })

  it('reads offsets and fractions of a second', () => {
    expect(clockFrom({ CLOCK_NOW: '2031-03-10T23:30:00-05:00' }).now().toISOString()).toBe('2031-03-11T04:30:00.000Z')
    expect(clockFrom({ CLOCK_NOW: '2031-03-10T08:15:30.250+01:00' }).now().toISOString()).toBe('2031-03-10T07:15:30.250Z')
    expect(clockFrom({ CLOCK_NOW: '2031-03-10T08:15Z' }).now().toISOString()).toBe('2031-03-10T08:15:00.000Z')
  })

  it('ignores CLOCK_NOW in production, even a malformed one', () => {
    expect(clockFrom({ NODE_ENV: 'production', CLOCK_NOW: '2031-03-10T12:00:00Z' }).fixedAt).toBeNull()
    expect(clockFrom({ NODE_ENV: 'production', CLOCK_NOW: 'tomorrow' }).fixedAt).toBeNull()
    expect(Math.abs(clockFrom({ NODE_ENV: 'production', CLOCK_NOW: '2031-03-10T12:00:00Z' }).now().getTime() - Date.now())).toBeLessThan(1000)
  })

  it.each(['tomorrow', '2031-03-10', '2031-03-10T12:00:00', '2031-02-30T12:00:00Z', '2031-03-10 12:00:00Z', '1710072000000'])(
    'refuses CLOCK_NOW %p outside production',
    (value) => {
      expect(() => clockFrom({ NODE_ENV: 'test', CLOCK_NOW: value })).toThrow(/CLOCK_NOW must be an ISO date-time with a zone/)
    },
  )
})

describe('the process clock', () => {
  it('follows the real time in the unit tests (no CLOCK_NOW set)', () => {
    expect(process.env.CLOCK_NOW).toBeUndefined()
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000)
    expect(todayUtc()).toBe(new Date().toISOString().slice(0, 10))
  })
})

describe('calendar dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2025-02-29')).toBe(false)
    expect(isCalendarDate('2025-13-01')).toBe(false)
    expect(isCalendarDate('2025-1-01')).toBe(false)
    expect(isCalendarDate('2025-01-01T00:00:00Z')).toBe(false)
  })

  it('takes the day an instant falls on in a zone', () => {
    const lateEvening = new Date('2031-03-11T03:30:00Z') // 23:30 on the 10th in New York (EDT)
    expect(calendarDateIn('UTC', lateEvening)).toBe('2031-03-11')
    expect(calendarDateIn('America/New_York', lateEvening)).toBe('2031-03-10')
    expect(calendarDateIn('America/Los_Angeles', new Date('2031-01-01T07:59:59Z'))).toBe('2030-12-31')
    expect(calendarDateIn('America/Los_Angeles', new Date('2031-01-01T08:00:00Z'))).toBe('2031-01-01')
    expect(calendarDateIn('Asia/Tokyo', new Date('2031-12-31T15:00:00Z'))).toBe('2032-01-01')
  })

  it('gives today in a zone and in UTC from a given instant', () => {
    const at = new Date('2031-07-01T02:00:00Z')
    expect(todayIn('America/New_York', at)).toBe('2031-06-30')
    expect(todayIn('UTC', at)).toBe('2031-07-01')
    expect(todayUtc(at)).toBe('2031-07-01')
  })

  it('changes day at midnight in the zone, across daylight-saving changes', () => {
    // New York springs forward on 2031-03-09 and falls back on 2031-11-02.
    expect(todayIn('America/New_York', new Date('2031-03-09T04:59:59Z'))).toBe('2031-03-08')
    expect(todayIn('America/New_York', new Date('2031-03-09T05:00:00Z'))).toBe('2031-03-09')
    expect(todayIn('America/New_York', new Date('2031-03-10T03:59:59Z'))).toBe('2031-03-09')
    expect(todayIn('America/New_York', new Date('2031-03-10T04:00:00Z'))).toBe('2031-03-10')
    expect(todayIn('America/New_York', new Date('2031-11-03T04:59:59Z'))).toBe('2031-11-02')
    expect(todayIn('America/New_York', new Date('2031-11-03T05:00:00Z'))).toBe('2031-11-03')
  })

  it('knows zone names', () => {
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })

  it('adds whole days over month, year, leap-day and daylight-saving boundaries', () => {
    expect(addCalendarDays('2031-01-31', 1)).toBe('2031-02-01')
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addCalendarDays('2031-12-31', 1)).toBe('2032-01-01')
    expect(addCalendarDays('2031-03-01', -1)).toBe('2031-02-28')
    expect(addCalendarDays('2031-03-08', 2)).toBe('2031-03-10')
    expect(addCalendarDays('2031-11-01', 2)).toBe('2031-11-03')
    expect(addCalendarDays('2031-03-10', 0)).toBe('2031-03-10')
    expect(addCalendarDays('2031-03-10', 365)).toBe('2032-03-09')
  })

  it('refuses to move what is not a calendar date', () => {
    expect(() => addCalendarDays('2031-02-30', 1)).toThrow(RangeError)
  })
})
