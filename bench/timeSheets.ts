import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { TaskAnswer } from '../contract/timeSheets/tasks'
import { addDaysTo, payPeriodOf } from '../domain/timeSheets/payPeriods'
import { ApiClient, demo } from '../tests/helpers/apiClient'
import { idleRssMb, sampleRss } from '../tests/helpers/memory'
import { startTestServer } from '../tests/helpers/testServer'
import { LIST_RATIO_BUDGET, type ListMeasurement } from './adminLists'
import { measureAgainstBaseline } from './baseline'

/**
 * The time-sheet benchmark: Northwind with 100,000 approved time entries over the last two years
 * (bench/timeSheetsBulk.ts writes them into the seeded database while the server is stopped), then, on
 * the server started again with EXPOSE_QUERY_COUNT=true:
 * - the organization's period list, GET /api/v1/organization_admin/time-sheets/?period_start=…&state=approved
 *   (a page of 25 of a period's ~2,000 entries) under load, divided by the trivial route measured right
 *   before it: budget >= 0.2; and the same number of database queries for page_size 5 and 25;
 * - the payroll report of all 100,000 entries, POST /api/v1/org-side/time-sheets/export/ (csv) then
 *   polling GET /api/v1/tasks/{id}/ until it is done: the server's peak RSS (read from /proc every 50 ms)
 *   < idle + 128 MB (rows are streamed, never all in memory) and done in < 60 s. Idle is measured after a
 *   one-period export has loaded every module on the path.
 * An endpoint that answers 404 is reported as not built (a failure: the budget is not met by skipping it).
 */
export const TIME_ENTRIES = 100_000
// Two years: the payroll report covers up to 1,096 days, and the export takes all of them.
const DAYS = 730
export const EXPORT_MEMORY_BUDGET_MB = 128
export const EXPORT_TIME_BUDGET_MS = 60_000

export interface ExportMeasurement {
  ms: number
  idleRssMb: number
  peakRssMb: number
  rows: number | null
}
export interface TimeSheetMeasurement {
  list: ListMeasurement | null
  export: ExportMeasurement | null
  missing: string[]
}

/** Polls the task until it is done or failed (or the deadline passes); answers the last answer. */
async function waitForTask(client: ApiClient, location: string, deadlineMs: number): Promise<TaskAnswer> {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    const response = await client.get<TaskAnswer>(location)
    if (response.status !== 200) throw new Error(`${location}: ${response.status} ${JSON.stringify(response.body)}`)
    if (response.body.status === 'done' || response.body.status === 'failed' || Date.now() > deadline) return response.body
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const taskPath = (response: { headers: Headers; body: { id?: string } }) => {
  const location = response.headers.get('location') ?? `/api/v1/tasks/${response.body.id}/`
  return location.startsWith('http') ? new URL(location).pathname : location
}

export async function measureTimeSheets(options: { compiled?: boolean } = {}): Promise<TimeSheetMeasurement> {
  const compiled = options.compiled ?? true
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talentgrid-bench-time-sheets-'))
  // Two days before the UTC date: never a future day in any organization's zone.
  const lastDay = addDaysTo(new Date().toISOString().slice(0, 10), -2)
  const firstDay = addDaysTo(lastDay, -(DAYS - 1))
  const missing: string[] = []
  try {
    const seeding = await startTestServer({ dataDir, seed: true, compiled, env: { RUN_JOBS: 'false' } })
    await seeding.stop()
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/timeSheetsBulk.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, 'test.db')}`,
        PAYLOAD_SECRET: 'test-secret-not-for-production',
        SEED_ON_EMPTY: 'false',
        RUN_JOBS: 'false',
        LOG_LEVEL: 'warn',
        BENCH_TIME_ENTRIES: String(TIME_ENTRIES),
        BENCH_DAYS: String(DAYS),
        BENCH_LAST_DAY: lastDay,
      },
    })
    // RUN_JOBS stays on: the export runs in the server's own job runner.
    const server = await startTestServer({ dataDir, seed: false, compiled, env: { EXPOSE_QUERY_COUNT: 'true' } })
    try {
      const admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
      // A whole period well inside the data.
      const period = payPeriodOf(addDaysTo(lastDay, -30))
      const listPath = (size: number) => `/api/v1/organization_admin/time-sheets/?period_start=${period.start}&state=approved&page_size=${size}`
      let list: ListMeasurement | null = null
      // The query counts first, each URL asked once: a repeated URL is answered from the list cache (0 queries).
      const first = await admin.get(listPath(5))
      if (first.status === 404) missing.push('GET /organization_admin/time-sheets/ (part i11-org-api)')
      else {
        const queriesOf = async (size: number, response?: { status: number; body: unknown; headers: Headers }) => {
          const answer = response ?? (await admin.get(listPath(size)))
          const rows = (answer.body as { results?: unknown[] })?.results?.length
          if (answer.status !== 200 || rows !== size) throw new Error(`${listPath(size)}: ${answer.status}, ${rows} rows (expected ${size})`)
          return Number(answer.headers.get('x-query-count'))
        }
        list = {
          queries5: await queriesOf(5, first),
          queries25: await queriesOf(25),
          ...(await measureAgainstBaseline(`${server.url}${listPath(25)}`, { cookie: `talentgrid-token=${admin.cookie('talentgrid-token')}` })),
        }
      }

      let exported: ExportMeasurement | null = null
      const exportPath = '/api/v1/org-side/time-sheets/export/'
      const warmUp = await admin.post(exportPath, { period_start: period.start, format: 'csv' })
      if (warmUp.status === 404) missing.push('POST /org-side/time-sheets/export/ (part i11-exports)')
      else {
        if (warmUp.status !== 202) throw new Error(`warm-up export: ${warmUp.status} ${JSON.stringify(warmUp.body)}`)
        const warmTask = await waitForTask(admin, taskPath(warmUp), EXPORT_TIME_BUDGET_MS)
        if (warmTask.status !== 'done') throw new Error(`warm-up export ended ${warmTask.status}: ${warmTask.error}`)
        const idle = await idleRssMb(server.pid, 2000)
        const sampler = sampleRss(server.pid, 50)
        const started = Date.now()
        const response = await admin.post(exportPath, { date_from: firstDay, date_to: lastDay, format: 'csv' })
        if (response.status !== 202) throw new Error(`export: ${response.status} ${JSON.stringify(response.body)}`)
        const task = await waitForTask(admin, taskPath(response), EXPORT_TIME_BUDGET_MS * 2)
        const ms = Date.now() - started
        const { peakMb } = sampler.stop()
        if (task.status !== 'done') throw new Error(`export ended ${task.status} after ${ms} ms: ${task.error}`)
        let rows: number | null = null
        if (task.fileUrl) {
          const file = await admin.get<string>(new URL(task.fileUrl, server.url).pathname)
          if (file.status === 200 && typeof file.body === 'string') rows = file.body.split('\n').filter((line) => line.trim()).length
        }
        exported = { ms, idleRssMb: idle, peakRssMb: peakMb, rows }
      }
      return { list, export: exported, missing }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function reportTimeSheets(result: TimeSheetMeasurement): string[] {
  const failures: string[] = []
  const m = result.list
  if (m) {
    console.log(`time-sheet period list (100,000 entries in one organization, page of 25 of a period, state=approved) ${m.rps.toFixed(0)} req/s   p99 ${m.p99} ms   trivial route right before ${m.baselineRps.toFixed(0)} req/s`)
    console.log(`time-sheet list ratio     ${m.ratio.toFixed(3)}   (budget >= ${LIST_RATIO_BUDGET})`)
    console.log(`time-sheet list queries   ${m.queries5} with page_size 5, ${m.queries25} with 25 (budget: equal)`)
    if (m.ratio < LIST_RATIO_BUDGET) failures.push(`time-sheet list ratio ${m.ratio.toFixed(3)} < ${LIST_RATIO_BUDGET}`)
    if (m.queries5 !== m.queries25) failures.push(`time-sheet list queries grow with page size: ${m.queries5} -> ${m.queries25}`)
  }
  const e = result.export
  if (e) {
    console.log(
      `payroll export of ${TIME_ENTRIES.toLocaleString('en-US')} entries ${(e.ms / 1000).toFixed(1)} s (budget < ${EXPORT_TIME_BUDGET_MS / 1000} s), idle ${e.idleRssMb.toFixed(1)} MB, peak ${e.peakRssMb.toFixed(1)} MB (budget < idle + ${EXPORT_MEMORY_BUDGET_MB} MB), ${e.rows ?? '?'} lines in the file`,
    )
    if (e.ms >= EXPORT_TIME_BUDGET_MS) failures.push(`payroll export took ${e.ms} ms >= ${EXPORT_TIME_BUDGET_MS} ms`)
    if (e.peakRssMb >= e.idleRssMb + EXPORT_MEMORY_BUDGET_MB) failures.push(`payroll export peak ${e.peakRssMb.toFixed(1)} MB >= idle ${e.idleRssMb.toFixed(1)} + ${EXPORT_MEMORY_BUDGET_MB} MB`)
    if (e.rows !== null && e.rows < TIME_ENTRIES) failures.push(`payroll export file has ${e.rows} lines, fewer than the ${TIME_ENTRIES} entries`)
  }
  for (const what of result.missing) {
    console.log(`time sheets: not measured, endpoint not built: ${what}`)
    failures.push(`time-sheet benchmark: ${what} is not built`)
  }
  return failures
}

/** Run directly (`node --import tsx bench/timeSheets.ts`; BENCH_SOURCES=true runs the sources instead of dist/). */
async function main() {
  const failures = reportTimeSheets(await measureTimeSheets({ compiled: process.env.BENCH_SOURCES !== 'true' }))
  if (failures.length) {
    console.error(`budget missed: ${failures.join('; ')}`)
    process.exit(1)
  }
  process.exit(0)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
