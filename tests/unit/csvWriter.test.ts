import { CSV_CONTENT_TYPE, csvAttachment, csvStream, toCsv, type CsvColumn } from '../../domain/csv/csvWriter'
import { dateTimeCell, moneyCell } from '../../domain/exports/cellFormat'

interface PayrollRow {
  name: string
  note: string | null
  amountCents: number
  approved: boolean
  paidAt: string | null
}

const columns: CsvColumn<PayrollRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Amount', value: (row) => moneyCell(row.amountCents) },
  { header: 'Approved', value: (row) => row.approved },
  { header: 'Paid at', value: (row) => dateTimeCell(row.paidAt, 'America/New_York') },
]

const row = (name: string, overrides: Partial<PayrollRow> = {}): PayrollRow => ({ name, note: null, amountCents: 1000, approved: true, paidAt: null, ...overrides })
const BOM = '\uFEFF'

describe('the shared CSV writer (domain/csv)', () => {
  it('neutralises every text cell that starts with =, +, -, @, tab or carriage return with a single quote', () => {
    const single: CsvColumn<string>[] = [{ header: 'Cell', value: (cell) => cell }]
    const expected: [string, string][] = [
      ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
      ['+1+cmd|/C calc!A0', "'+1+cmd|/C calc!A0"],
      ['-2+3', "'-2+3"],
      ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
      ['\tTabbed', "'\tTabbed"],
      ['\rReturn', `"'\rReturn"`],
      ['＝1+1', "'＝1+1"],
      ['＋1', "'＋1"],
      ['－1', "'－1"],
      ['＠SUM(1)', "'＠SUM(1)"],
    ]
    for (const [cell, written] of expected) expect(toCsv(single, [cell])).toBe(`${BOM}Cell\r\n${written}\r\n`)
    // Anywhere in a row, not only the first column.
    expect(toCsv(columns, [row('Ann', { note: '=1+1' })])).toBe(`${BOM}Name,Note,Amount,Approved,Paid at\r\nAnn,'=1+1,10.00,Yes,\r\n`)
  })

  it('leaves harmless text and typed money (negative amounts too) as they are', () => {
    const csv = toCsv(columns, [row('Emily Carter', { amountCents: -1250, note: 'a = b, "quoted"' }), row('José Núñez', { amountCents: 0 })])
    expect(csv).toBe(`${BOM}Name,Note,Amount,Approved,Paid at\r\nEmily Carter,"a = b, ""quoted""",-12.50,Yes,\r\nJosé Núñez,,0.00,Yes,\r\n`)
    // A negative amount written as text is text: it is neutralised like any other.
    expect(toCsv(columns, [row('-12.5')])).toContain("'-12.5")
  })

  it('writes UTF-8 with a byte-order mark, CRLF line ends, quoting, empty cells for null, date-times in the stated zone, Yes/No', () => {
    const csv = toCsv(columns, [row('Ann "A" Lee', { note: 'line1\nline2', approved: false, paidAt: '2026-11-24T08:00:00Z' })])
    expect(csv.startsWith(BOM)).toBe(true)
    expect(csv).toBe(`${BOM}Name,Note,Amount,Approved,Paid at\r\n"Ann ""A"" Lee","line1\nline2",10.00,No,11/24/2026 03:00 AM\r\n`)
    expect(Buffer.from(toCsv(columns, [row('Zoë')]), 'utf8').toString('utf8')).toContain('Zoë')
    expect(CSV_CONTENT_TYPE).toBe('text/csv; charset=utf-8')
  })

  it('streams the same bytes as it writes in memory, from an async source', async () => {
    const rows = [row('=1+1'), row('Plain', { amountCents: -300 }), row('@x', { note: '\tnote' })]
    async function* fromPages() {
      for (const item of rows) yield item
    }
    const chunks: Buffer[] = []
    for await (const chunk of csvStream(columns, fromPages())) chunks.push(Buffer.from(chunk))
    expect(Buffer.concat(chunks).toString('utf8')).toBe(toCsv(columns, rows))
  })

  it('names the attachment with ASCII only', () => {
    expect(csvAttachment('payroll 2026/11')).toBe('attachment; filename="payroll_2026_11.csv"')
    expect(csvAttachment('report.csv')).toBe('attachment; filename="report.csv"')
    expect(csvAttachment('"')).toBe('attachment; filename="_.csv"')
  })
})
