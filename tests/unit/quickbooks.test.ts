import { toCsv } from '../../domain/csv/csvWriter'
import {
  INVOICE_COLUMNS,
  iifDuration,
  iifHeader,
  iifText,
  iifTimeLine,
  invoiceLineOf,
  invoiceNumber,
  qbDate,
  qbJobName,
  qbPersonName,
  type QbEntry,
} from '../../domain/exports/quickbooks'

/** The QuickBooks formatters (domain/exports/quickbooks.ts): IIF TIMEACT lines and the Online invoice CSV. */
const entry = (overrides: Partial<QbEntry> = {}): QbEntry => ({
  date: '2026-11-02',
  organizationId: '0b6f2c1e-4d5a-4c3b-9a8f-1234567890ab',
  organizationName: 'Northwind Health System',
  engagementName: 'Epic Beaker build',
  talentFirstName: 'Emily',
  talentLastName: 'Carter',
  minutes: 450,
  hourlyFeeCents: 12_345,
  amountCents: 92_588,
  note: 'Build review',
  isAdjustment: false,
  ...overrides,
})

describe('QuickBooks IIF time activity', () => {
  it('writes DURATION as hours:minutes', () => {
    expect(iifDuration(450)).toBe('7:30')
    expect(iifDuration(480)).toBe('8:00')
    expect(iifDuration(15)).toBe('0:15')
    expect(iifDuration(1440)).toBe('24:00')
    expect(() => iifDuration(-15)).toThrow(RangeError)
    expect(() => iifDuration(1.5)).toThrow(RangeError)
  })

  it('names people and jobs as QuickBooks lists them', () => {
    expect(qbPersonName('Emily', 'Carter')).toBe('Carter, Emily')
    expect(qbPersonName('Cher', '')).toBe('Cher')
    expect(qbJobName('Northwind Health System', 'Epic Beaker build')).toBe('Northwind Health System:Epic Beaker build')
    // A colon would open another level of the customer:job list.
    expect(qbJobName('Acme: East', 'Go-live: week 1')).toBe('Acme- East:Go-live- week 1')
    expect(qbDate('2026-11-02')).toBe('11/02/2026')
  })

  it('keeps every field on its line (no tab, line break or double quote)', () => {
    expect(iifText('a\tb\r\nc "d"')).toBe("a b c 'd'")
  })

  it('writes the header and one TIMEACT line per entry with time, CRLF-terminated', () => {
    expect(iifHeader()).toBe('!TIMEACT\tDATE\tJOB\tEMP\tITEM\tPITEM\tDURATION\tPROJ\tNOTE\tBILLINGSTATUS\r\n')
    expect(iifTimeLine(entry())).toBe('TIMEACT\t11/02/2026\tNorthwind Health System:Epic Beaker build\tCarter, Emily\tTalent Services\t\t7:30\t\tBuild review\t1\r\n')
    expect(iifTimeLine(entry({ minutes: 90, isAdjustment: true }))).toContain('\t1:30\t')
    // QuickBooks imports no negative or empty time: such a line is left to the invoice.
    expect(iifTimeLine(entry({ minutes: -60, isAdjustment: true }))).toBe('')
    expect(iifTimeLine(entry({ minutes: 0 }))).toBe('')
  })

  it('makes every field formula-safe: names, job and note starting with = + - @ get a leading quote', () => {
    const line = iifTimeLine(entry({ talentLastName: '', talentFirstName: '=HYPERLINK("http://e.x","J")', organizationName: '@SUM(1+1)', note: '\t=1+2+cmd|calc!A0' }))
    const cells = line.trimEnd().split('\t')
    expect(cells[3]).toBe(`'=HYPERLINK('http://e.x','J')`)
    expect(cells[2]).toBe("'@SUM(1+1):Epic Beaker build")
    expect(cells[8]).toBe("'=1+2+cmd|calc!A0")
    expect(iifTimeLine(entry({ talentLastName: '-Carter', engagementName: '+1' }))).toContain("\t'-Carter, Emily\t")
  })
})

describe('QuickBooks Online invoice CSV', () => {
  const period = { start: '2026-11-01', end: '2026-11-15' }

  it('numbers one invoice per organization and period within 21 characters', () => {
    const number = invoiceNumber('2026-11-01', '0b6f2c1e-4d5a-4c3b-9a8f-1234567890ab')
    expect(number).toBe('TG20261101-0B6F2C1E')
    expect(number.length).toBeLessThanOrEqual(21)
  })

  it("has the import's columns; amounts keep their sign as numbers; invoiced on the period's last day, due 30 days later", () => {
    const csv = toCsv(INVOICE_COLUMNS, [
      invoiceLineOf(entry(), period),
      invoiceLineOf(entry({ minutes: -60, amountCents: -12_345, isAdjustment: true, talentFirstName: '=cmd', engagementName: 'Epic, "Beaker"' }), period),
    ])
    const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    // A description starting with a formula character is quoted like every text cell.
    const formula = toCsv(INVOICE_COLUMNS, [invoiceLineOf(entry({ engagementName: '=1+1', organizationName: '@SUM(1)' }), period)]).split('\r\n')[1]
    expect(formula).toContain(",'@SUM(1),")
    expect(formula).toContain(",'=1+1 - Emily Carter - 11/02/2026,")
    expect(lines[0]).toBe('InvoiceNo,Customer,InvoiceDate,DueDate,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount')
    expect(lines[1]).toBe('TG20261101-0B6F2C1E,Northwind Health System,11/15/2026,12/15/2026,Talent Services,Epic Beaker build - Emily Carter - 11/02/2026,7.50,123.45,925.88')
    expect(lines[2]).toBe('TG20261101-0B6F2C1E,Northwind Health System,11/15/2026,12/15/2026,Talent Services,"Adjustment: Epic, ""Beaker"" - =cmd Carter - 11/02/2026",-1.00,123.45,-123.45')
  })
})
