import ExcelJS from 'exceljs'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { download, settledTask } from '../helpers/tasks'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { approvedTime, changeTime, timeEngagement } from '../helpers/timeSheets'

/**
 * Every cell of every export (docs/decisions/export-formula-safety.md, export-cell-formats.md): the payroll
 * report as CSV and XLSX, the QuickBooks IIF and invoice CSV, the acknowledgement report. A talent named
 * like a formula, an engagement and a comment that start one, and a negative adjustment go through each;
 * the files are read back cell by cell: no cell starts a formula (= + - @ tab CR) unless it is quoted or a
 * number the export typed, every date is MM/dd/yyyy, every date-time MM/dd/yyyy hh:mm a in the
 * organization's zone, every amount dollars with two decimals (XLSX: numbers with a currency format).
 */
const CLOCK_NOW = '2026-11-20T16:00:00Z'
const PERIOD = '2026-11-16'
const PAYROLL = '/api/v1/org-side/time-sheets/export/'
const QB = '/api/v1/super_admin/qb_export/'
const FIRST_NAME = '=HYPERLINK("http://e.x","J")'
const LAST_NAME = '@SUM(1+1)'
const COMMENT = '=1+2+cmd|calc!A0'
const ENGAGEMENT = '+Go-live -support'

const FORMULA_START = /^[=+\-@\t\r]/
const DATE = /^\d\d\/\d\d\/\d{4}$/
const DATE_TIME = /^\d\d\/\d\d\/\d{4} (0[1-9]|1[0-2]):[0-5]\d [AP]M$/
const MONEY = /^-?\d+\.\d\d$/
const HOURS = /^-?\d+\.\d\d$/

/** RFC 4180 CSV as rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index++
    } else cell += char
  }
  if (cell || row.length) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}

/** Header -> the cells of that column (totals row included). */
const columnsOf = (rows: string[][]) => new Map(rows[0]!.map((header, index) => [header, rows.slice(1).map((row) => row[index] ?? '')]))

/** No cell starts a formula, except a number the export typed in a column of numbers. */
function expectFormulaSafe(rows: string[][], numberColumns: readonly string[]) {
  const header = rows[0]!
  for (const row of rows.slice(1)) {
    row.forEach((cell, index) => {
      if (!FORMULA_START.test(cell)) return
      if (numberColumns.includes(header[index]!) && MONEY.test(cell)) return
      throw new Error(`column ${header[index]} starts a formula: ${JSON.stringify(cell)}`)
    })
  }
}

function expectColumns(rows: string[][], formats: Record<string, RegExp>, { emptyAllowed = true } = {}) {
  const columns = columnsOf(rows)
  for (const [header, format] of Object.entries(formats)) {
    const cells = columns.get(header)
    if (!cells) throw new Error(`no column ${header} in ${rows[0]!.join(',')}`)
    for (const cell of cells) if (!(emptyAllowed && cell === '')) expect({ header, cell, ok: format.test(cell) }).toEqual({ header, cell, ok: true })
  }
}

describe.each(databases)('every cell of every export (%s)', (database) => {
  let server: TestServer
  let admin: ApiClient
  let superAdmin: ApiClient
  let northwindId = ''
  let entryId = ''
  /** The files of the QuickBooks run made before the adjustment. */
  const exportedFiles: { url: string }[] = []

  beforeAll(async () => {
    server = await startTestServer({ database, env: { SEED_TIME_SHEETS: 'false', CLOCK_NOW } })
    ;[admin, superAdmin] = await Promise.all([demo.northwind.admin, demo.superAdmin].map((email) => ApiClient.signedIn(server.url, email)))
    const james = await ApiClient.signedIn(server.url, demo.otherTalent)
    expect((await james.patch('/api/v1/user/', { first_name: FIRST_NAME, last_name: LAST_NAME })).status).toBe(200)
    const directory = await readDirectory(superAdmin)
    northwindId = directory.organizationId('Northwind Health System')
    const work = await timeEngagement({ organization: admin, talent: james, talentId: directory.userId(demo.otherTalent), startDate: '2026-11-01', endDate: '2026-12-31', body: { name: ENGAGEMENT } })
    entryId = (await approvedTime(james, admin, { engagementId: work.id, date: '2026-11-16', hours: 8, talentComment: COMMENT })).id
    await approvedTime(james, admin, { engagementId: work.id, date: '2026-11-17', hours: 4, minutes: 15, talentComment: '-4 hours of @go-live' })
    // Exported, then reduced by two hours: an approved adjustment with negative money.
    const exported = await run(superAdmin, QB, { period_start: PERIOD, organization_ids: [northwindId] })
    exportedFiles.push(...exported.files)
    const changed = await changeTime(james, entryId, { hours: 6, minutes: 0 })
    const adjustment = changed.entry ?? changed
    expect((await admin.patch(`/api/v1/organization_admin/time-sheets/adjustments/${adjustment.id}/`, { state: 'approved' })).status).toBe(200)
  }, 300_000)
  afterAll(async () => {
    await server?.stop()
  }, 60_000)

  async function run(client: ApiClient, path: string, body: Record<string, unknown>) {
    const started = await client.post(path, body)
    expect(started.status).toBe(202)
    const done = await settledTask(client, started.headers.get('location')!)
    if (done.status !== 'done') throw new Error(`task ${done.status}: ${server.output.join('').slice(-3000)}`)
    return done
  }

  it('payroll CSV: formula-safe text, dates MM/dd/yyyy, reviewed at in New York time, money and hours with two decimals', async () => {
    const done = await run(admin, PAYROLL, { period_start: PERIOD, format: 'csv' })
    const rows = parseCsv((await download(admin, done.fileUrl)).bytes.toString('utf8'))
    const money = ['Hourly fee', 'Talent pay rate', 'Pay', 'Cost', 'Cost incl. talent fee']
    expectFormulaSafe(rows, [...money, 'Hours'])
    expectColumns(rows, { Date: DATE, 'Pay period': DATE, 'Reviewed at': DATE_TIME, Hours: HOURS, ...Object.fromEntries(money.map((header) => [header, MONEY])) })
    const james = rows.filter((row) => row[0]!.includes('HYPERLINK'))
    expect(james.map((row) => row.slice(0, 2))).toEqual([...Array(3)].map(() => [`'${FIRST_NAME} ${LAST_NAME}`, `'${ENGAGEMENT}`]))
    // The adjustment takes two hours and their money away: negative numbers, not quoted.
    const adjustment = james.find((row) => row[6] === 'Adjustment')!
    expect(adjustment[7]).toBe('-2.00')
    for (const cell of adjustment.slice(10, 13)) expect(cell).toMatch(/^-\d+\.\d\d$/)
    expect(adjustment[14]).toBe('11/20/2026 11:00 AM')
    expect(rows[rows.length - 1]!.slice(0, 8)).toEqual(['Total', '', '', '', '', '', '', '10.25'])
  }, 120_000)

  it('payroll XLSX: text formula-safe, dates real dates shown MM/dd/yyyy, money numbers with a dollar format', async () => {
    const done = await run(admin, PAYROLL, { period_start: PERIOD, format: 'xlsx' })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await download(admin, done.fileUrl)).bytes as never)
    const sheet = workbook.getWorksheet('Payroll report')!
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[]
    const kinds: Record<string, 'date' | 'dateTime' | 'money' | 'hours'> = {
      Date: 'date',
      'Pay period': 'date',
      'Reviewed at': 'dateTime',
      Hours: 'hours',
      'Hourly fee': 'money',
      'Talent pay rate': 'money',
      Pay: 'money',
      Cost: 'money',
      'Cost incl. talent fee': 'money',
    }
    let cells = 0
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return
      row.eachCell((cell, column) => {
        cells++
        const header = headers[column - 1]!
        const kind = kinds[header]
        if (!kind) {
          expect(typeof cell.value).toBe('string')
          expect({ header, value: cell.value, formula: FORMULA_START.test(String(cell.value)) }).toEqual({ header, value: cell.value, formula: false })
          return
        }
        if (kind === 'date' || kind === 'dateTime') {
          expect(cell.value).toBeInstanceOf(Date)
          expect(cell.numFmt).toBe(kind === 'date' ? 'mm/dd/yyyy' : 'mm/dd/yyyy hh:mm AM/PM')
        } else {
          expect(typeof cell.value).toBe('number')
          expect(cell.numFmt).toBe(kind === 'money' ? '"$"#,##0.00;-"$"#,##0.00' : '0.00')
        }
      })
    })
    expect(cells).toBeGreaterThan(30)
    const names = (sheet.getColumn(1).values as unknown[]).filter((value) => typeof value === 'string' && value.includes('HYPERLINK'))
    expect(names).toEqual([...Array(3)].map(() => `'${FIRST_NAME} ${LAST_NAME}`))
    // The review instant in Northwind's zone: 16:00 UTC is 11:00 in New York.
    const reviewedAt = sheet.getRow(2).getCell(headers.indexOf('Reviewed at') + 1).value as Date
    expect(reviewedAt.toISOString()).toBe('2026-11-20T11:00:00.000Z')
  }, 120_000)

  it('QuickBooks IIF and invoices: every field formula-safe, dates MM/dd/yyyy, money with two decimals', async () => {
    // The first run (before the adjustment) and a second one that carries the adjustment's credit line.
    const again = await run(superAdmin, QB, { period_start: PERIOD, organization_ids: [northwindId] })
    const files = [...exportedFiles, ...again.files]
    const iifs = [files[0]!, files[2]!]
    const invoices = [files[1]!, files[3]!]
    const timeLines = (await Promise.all(iifs.map(async (file) => (await download(superAdmin, file.url)).bytes.toString('utf8'))))
      .flatMap((text) => text.split('\r\n'))
      .filter((line) => line.startsWith('TIMEACT'))
    expect(timeLines).toHaveLength(2)
    for (const line of timeLines) {
      const cells = line.split('\t')
      for (const cell of cells) expect(FORMULA_START.test(cell)).toBe(false)
      expect(cells[1]).toMatch(DATE)
      expect(cells[6]).toMatch(/^\d+:[0-5]\d$/)
    }
    const first = timeLines.find((line) => line.includes('\t11/16/2026\t'))!.split('\t')
    expect(first.slice(2, 4)).toEqual([`Northwind Health System:${ENGAGEMENT}`, `'${LAST_NAME}, ${FIRST_NAME.replace(/"/g, "'")}`])
    expect(first[8]).toBe(`'${COMMENT}`)

    const lines: string[][] = []
    for (const file of invoices) {
      const rows = parseCsv((await download(superAdmin, file.url)).bytes.toString('utf8'))
      expectFormulaSafe(rows, ['ItemQuantity', 'ItemRate', 'ItemAmount'])
      expectColumns(rows, { InvoiceDate: DATE, DueDate: DATE, ItemQuantity: HOURS, ItemRate: MONEY, ItemAmount: MONEY }, { emptyAllowed: false })
      lines.push(...rows.slice(1))
    }
    expect(lines).toHaveLength(3)
    const credit = lines.find((line) => line[5]!.startsWith('Adjustment: '))!
    expect(credit[6]).toBe('-2.00')
    expect(credit[8]).toMatch(/^-\d+\.\d\d$/)
    expect(lines.find((line) => line[5]!.startsWith("'+Go-live"))).toBeTruthy()
  }, 180_000)

  it('acknowledgement report CSV: filled at MM/dd/yyyy hh:mm a, accepted Yes/No, formula-safe text', async () => {
    const library = (await superAdmin.get('/api/v1/super_admin/required-documents/?page_size=100')).body.results
    let checked = 0
    for (const document of library) {
      const response = await superAdmin.get(`/api/v1/super_admin/required-documents/${document.id}/acknowledgements/?format=csv`)
      expect(response.status).toBe(200)
      const rows = parseCsv(String(response.body))
      expect(rows[0]).toEqual(['Engagement', 'Engagement status', 'Talent', 'Status', 'Accepted', 'Filled at', 'File version', 'File'])
      expectFormulaSafe(rows, [])
      expectColumns(rows, { 'Filled at': DATE_TIME, Accepted: /^(Yes|No)$/, 'File version': /^\d+$/ })
      checked += columnsOf(rows).get('Filled at')!.filter(Boolean).length
    }
    expect(checked).toBeGreaterThan(0)
  }, 120_000)
})
