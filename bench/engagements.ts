import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { LIST_RATIO_BUDGET, type ListMeasurement } from './adminLists'
import { measureAgainstBaseline } from './baseline'
import { ApiClient, demo } from '../tests/helpers/apiClient'
import { startTestServer } from '../tests/helpers/testServer'

/**
 * The engagements-list benchmark: Northwind with 10,000 engagements (bench/engagementsBulk.ts
 * writes them into the seeded database while the server is stopped), then, on the server started again
 * with EXPOSE_QUERY_COUNT=true, GET /api/v1/organization_admin/engagements/ as the organization admin —
 * a page of 25 filtered by status — under load (autocannon, bench/baseline.ts), divided by the trivial
 * route measured right before it: budget >= 0.2. And the database queries of one answer with page_size 5
 * and with 25 (X-Query-Count), which must be equal.
 */
export const ENGAGEMENTS = 10_000

export async function measureEngagementList(options: { compiled?: boolean } = {}): Promise<{ engagements: ListMeasurement }> {
  const compiled = options.compiled ?? true
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talentgrid-bench-engagements-'))
  const env = { EXPOSE_QUERY_COUNT: 'true', RUN_JOBS: 'false' }
  try {
    const seeding = await startTestServer({ dataDir, seed: true, compiled, env })
    await seeding.stop()
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/engagementsBulk.ts'], {
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
        BENCH_ENGAGEMENTS: String(ENGAGEMENTS),
      },
    })
    const server = await startTestServer({ dataDir, seed: false, compiled, env })
    try {
      const admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
      const listPath = (size: number, status: string) => `/api/v1/organization_admin/engagements/?status=${status}&page_size=${size}`
      const queriesOf = async (url: string, expectedRows: number) => {
        const response = await admin.get(url)
        const rows = (response.body as { results?: unknown[] })?.results?.length
        if (response.status !== 200 || rows !== expectedRows) throw new Error(`${url}: ${response.status}, ${rows} rows (expected ${expectedRows})`)
        return Number(response.headers.get('x-query-count'))
      }
      const total = (await admin.get(listPath(1, 'all'))).body.count as number
      if (total < ENGAGEMENTS) throw new Error(`expected at least ${ENGAGEMENTS} engagements, the list counts ${total}`)
      const engagements: ListMeasurement = {
        queries5: await queriesOf(listPath(5, 'active'), 5),
        queries25: await queriesOf(listPath(25, 'active'), 25),
        ...(await measureAgainstBaseline(`${server.url}${listPath(25, 'active')}`, { cookie: `talentgrid-token=${admin.cookie('talentgrid-token')}` })),
      }
      return { engagements }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function reportEngagementList(result: { engagements: ListMeasurement }): string[] {
  const m = result.engagements
  console.log(`engagements list (10,000 in one organization, page of 25 filtered by status) ${m.rps.toFixed(0)} req/s   p99 ${m.p99} ms   trivial route right before ${m.baselineRps.toFixed(0)} req/s`)
  console.log(`engagements list ratio    ${m.ratio.toFixed(3)}   (budget >= ${LIST_RATIO_BUDGET})`)
  console.log(`engagements list queries  ${m.queries5} with page_size 5, ${m.queries25} with 25 (budget: equal)`)
  const failures: string[] = []
  if (m.ratio < LIST_RATIO_BUDGET) failures.push(`engagements list ratio ${m.ratio.toFixed(3)} < ${LIST_RATIO_BUDGET}`)
  if (m.queries5 !== m.queries25) failures.push(`engagements list queries grow with page size: ${m.queries5} -> ${m.queries25}`)
  return failures
}

/** Run directly (`node --import tsx bench/engagements.ts`; BENCH_SOURCES=true runs the sources instead of dist/). */
async function main() {
  const failures = reportEngagementList(await measureEngagementList({ compiled: process.env.BENCH_SOURCES !== 'true' }))
  if (failures.length) {
    console.error(`budget missed: ${failures.join('; ')}`)
    process.exit(1)
  }
  process.exit(0)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
