import {
  cellText,
  dateCell,
  dateTimeCell,
  exportDate,
  exportDateTime,
  exportMoney,
  formulaSafe,
  hoursCell,
  moneyCell,
  startsFormula,
  xlsxCell,
  XLSX_FORMATS,
} from '../../domain/exports/cellFormat'

/** The export cell rules (domain/exports/cellFormat.ts) every CSV, XLSX and IIF file is written with. */
describe('export cell formats', () => {
  it('makes text formula-safe with a single leading quote, and leaves other text alone', () => {
    for (const text of ['=HYPERLINK("http://e.x","J")', '@SUM(1+1)', '=1+2+cmd|calc!A0', '+1', '-2+3', '\tx', '\rx', '＝1', '＋1', '－1', '＠x']) {
      expect(startsFormula(text)).toBe(true)
      expect(formulaSafe(text)).toBe(`'${text}`)
      expect(startsFormula(formulaSafe(text))).toBe(false)
      expect(cellText(text)).toBe(`'${text}`)
    }
    for (const text of ['Emily Carter', 'a = b', "O'Brien", '', '5']) expect(formulaSafe(text)).toBe(text)
    // Text is text: a person's '-5.00' is quoted, typed money is not.
    expect(cellText('-5.00')).toBe("'-5.00")
    expect(cellText(moneyCell(-500))).toBe('-5.00')
  })

  it('writes money as dollars with two decimals, no symbol and no grouping', () => {
    expect(exportMoney(123450)).toBe('1234.50')
    expect(exportMoney(81600)).toBe('816.00')
    expect(exportMoney(84150)).toBe('841.50')
    expect(exportMoney(-5)).toBe('-0.05')
    expect(exportMoney(123456789)).toBe('1234567.89')
    expect(moneyCell(null)).toBeNull()
    expect(moneyCell(1.5)).toBeNull()
  })

  it('writes hours with two decimals, dates MM/dd/yyyy and date-times MM/dd/yyyy hh:mm a in the stated zone', () => {
    expect(cellText(hoursCell(450))).toBe('7.50')
    expect(cellText(hoursCell(-90))).toBe('-1.50')
    expect(exportDate('2026-12-06')).toBe('12/06/2026')
    expect(cellText(dateCell('2026-01-09'))).toBe('01/09/2026')
    expect(dateCell('')).toBeNull()
    expect(dateCell('2026-02-30')).toBeNull()
    const at = new Date('2026-12-06T05:21:42.444Z')
    expect(exportDateTime(at, 'America/New_York')).toBe('12/06/2026 12:21 AM')
    expect(exportDateTime(at, 'America/Los_Angeles')).toBe('12/05/2026 09:21 PM')
    expect(exportDateTime(new Date('2026-07-01T16:05:00Z'), 'America/New_York')).toBe('07/01/2026 12:05 PM')
    expect(cellText(dateTimeCell('2026-12-06T05:21:42.444Z', 'UTC'))).toBe('12/06/2026 05:21 AM')
    expect(dateTimeCell(null, 'UTC')).toBeNull()
    expect(dateTimeCell('not a date', 'UTC')).toBeNull()
    expect(cellText(true)).toBe('Yes')
    expect(cellText(false)).toBe('No')
    expect(cellText(3)).toBe('3')
  })

  it('gives XLSX numbers with a currency format, real dates showing the zone’s wall clock, and formula-safe text', () => {
    expect(xlsxCell(moneyCell(123450))).toEqual({ value: 1234.5, numFmt: XLSX_FORMATS.money })
    expect(xlsxCell(hoursCell(450))).toEqual({ value: 7.5, numFmt: XLSX_FORMATS.hours })
    expect(xlsxCell(dateCell('2026-11-16'))).toEqual({ value: new Date(Date.UTC(2026, 10, 16)), numFmt: 'mm/dd/yyyy' })
    expect(xlsxCell(dateTimeCell('2026-12-06T05:21:42Z', 'America/New_York'))).toEqual({ value: new Date(Date.UTC(2026, 11, 6, 0, 21, 42)), numFmt: XLSX_FORMATS.dateTime })
    expect(xlsxCell('=1+2+cmd|calc!A0')).toEqual({ value: "'=1+2+cmd|calc!A0" })
    expect(xlsxCell(null)).toEqual({ value: null })
  })
})
