import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { centsToDecimal, DATE_FORMAT, DATE_TIME_FORMAT, decimalToCents, formatDate, formatDateTime, formatMoney, formatMoneyText } from '../../contract/format'

/** contract/format.ts: the one way screens, mails and export dates write money and dates. */
describe('formatMoney', () => {
  it('writes cents as US dollars with two decimals and grouping', () => {
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(5)).toBe('$0.05')
    expect(formatMoney(123_450)).toBe('$1,234.50')
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89')
  })

  it('writes a negative amount with a leading minus, as the adjustment screens show it', () => {
    expect(formatMoney(-12_000)).toBe('-$120.00')
    expect(formatMoney(-5)).toBe('-$0.05')
    expect(formatMoney(-0)).toBe('$0.00')
  })

  it('is exact up to the largest safe integer and refuses anything that is not whole cents', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91')
    expect(() => formatMoney(1.5)).toThrow(RangeError)
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError)
  })
})

describe('money text', () => {
  it('turns cents into the API decimal and back', () => {
    expect(centsToDecimal(123_450)).toBe('1234.50')
    expect(centsToDecimal(-5)).toBe('-0.05')
    expect(decimalToCents('1234.5')).toBe(123_450)
    expect(decimalToCents(' -120.00 ')).toBe(-12_000)
    expect(decimalToCents('120')).toBe(12_000)
    for (const bad of ['', '1.234', '$5', '1,000.00', 'abc', '1e3']) expect(decimalToCents(bad)).toBeNull()
  })

  it('formats the API decimal text, null when it is not an amount', () => {
    expect(formatMoneyText('1234.5')).toBe('$1,234.50')
    expect(formatMoneyText('-120.00')).toBe('-$120.00')
    expect(formatMoneyText(null)).toBeNull()
    expect(formatMoneyText(undefined)).toBeNull()
    expect(formatMoneyText('n/a')).toBeNull()
  })
})

/**
 * The formatters in a process of their own with TZ set: the zone is read when the process starts, so a
 * test cannot change it for the module it already loaded.
 */
function inZone(timeZone: string, expression: string): unknown {
  const script = `import('./contract/format.ts').then((format) => console.log(JSON.stringify(${expression})))`
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: join(__dirname, '..', '..'),
    env: { ...process.env, TZ: timeZone },
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout)
}

describe('formatDate', () => {
  it('rewrites a calendar date as MM/dd/yyyy', () => {
    expect(DATE_FORMAT).toBe('MM/dd/yyyy')
    expect(formatDate('2026-12-06')).toBe('12/06/2026')
    expect(formatDate('2024-02-29')).toBe('02/29/2024')
  })

  it('never moves a calendar date, whatever the zone; an instant shows its day in the reader’s zone', () => {
    const days = "['2026-12-06', '2026-01-01', '2026-03-08', '2026-11-01'].map((day) => format.formatDate(day))"
    for (const zone of ['America/Los_Angeles', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Sao_Paulo']) {
      expect(inZone(zone, days)).toEqual(['12/06/2026', '01/01/2026', '03/08/2026', '11/01/2026'])
    }
    expect(inZone('America/New_York', "[format.formatDate('2026-12-06T03:00:00Z'), format.formatDate(new Date('2026-12-06T17:00:00Z'))]")).toEqual([
      '12/05/2026',
      '12/06/2026',
    ])
  })

  it('shows a dash for nothing or for text that is not a date', () => {
    for (const empty of [null, undefined, '', 'soon', '2026-02-30', new Date(Number.NaN), {}]) expect(formatDate(empty)).toBe('—')
  })
})

describe('formatDateTime', () => {
  it('writes MM/dd/yyyy hh:mm a in the reader’s zone', () => {
    expect(DATE_TIME_FORMAT).toBe('MM/dd/yyyy hh:mm a')
    expect(inZone('America/Chicago', "['2026-12-06T11:35:00Z', '2026-12-06T18:05:00Z', Date.UTC(2026, 11, 6, 6)].map((at) => format.formatDateTime(at))")).toEqual([
      '12/06/2026 05:35 AM',
      '12/06/2026 12:05 PM',
      '12/06/2026 12:00 AM',
    ])
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime('later')).toBe('—')
  })
})
