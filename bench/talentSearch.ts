import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { measureAgainstBaseline } from './baseline'
import { ApiClient, demo } from '../tests/helpers/apiClient'
import { startTestServer, type TestServer } from '../tests/helpers/testServer'

/**
 * The talent-search benchmark: approved talents with full
 * profiles written in bulk (bench/talentSearchBulk.ts) into a seeded database, then, as Northwind's
 * manager, the matched count and the first results page of a realistic search (a platform, availability
 * from a date with hours and remote, a maximum rate and a keyword) under load: each >= 0.1 of the trivial
 * route measured right before it, p99 < 100 ms; and the database queries of each answer the same with
 * 1,000 and with 10,000 talents (X-Query-Count).
 */
export const SEARCH_RATIO_BUDGET = 0.1
export const SEARCH_P99_BUDGET_MS = 100
const SMALL = 1_000
const LARGE = 10_000

interface Measured {
  rps: number
  p99: number
  baselineRps: number
  ratio: number
}

export interface TalentSearchMeasurement {
  count: Measured
  page: Measured
  matched: number
  queries: {
    count1k: number
    count10k: number
    page1k: number
    page10k: number
  }
}

function bulkLoad(dataDir: string, count: number, offset: number) {
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/talentSearchBulk.ts'], {
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
      BENCH_TALENTS: String(count),
      BENCH_TALENTS_OFFSET: String(offset),
    },
  })
}

async function searchPaths(manager: ApiClient) {
  const roots = (await manager.get('/api/v1/specializations/?root=true')).body.results as { id: string; name: string }[]
  const epic = roots.find((root) => root.name === 'Epic')!
  const from = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const criteria = new URLSearchParams({
    specializations: JSON.stringify([{ id: epic.id }]),
    availability: JSON.stringify({
      availableFromDate: from,
      hoursPerWeek: 20,
      remote: true,
    }),
    talent_hourly_rate: '120',
    keyword: 'epic analyst',
  }).toString()
  // `n` keeps the answer cache out of the query counts (each URL is asked once).
  return {
    count: (n = 0) => `/api/v1/manager/talents/matched_count/?${criteria}&n=${n}`,
    page: (n = 0) => `/api/v1/manager/talents/?${criteria}&page_size=25&n=${n}`,
  }
}

async function queriesOf(client: ApiClient, url: string): Promise<number> {
  const response = await client.get(url)
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`)
  return Number(response.headers.get('x-query-count'))
}

export async function measureTalentSearch(options: { compiled?: boolean } = {}): Promise<TalentSearchMeasurement> {
  const compiled = options.compiled ?? true
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talentgrid-bench-search-'))
  const env = { EXPOSE_QUERY_COUNT: 'true', RUN_JOBS: 'false' }
  const start = (seed: boolean) => startTestServer({ dataDir, seed, compiled, env })
  let server: TestServer | null = null
  try {
    const seeding = await start(true)
    await seeding.stop()
    bulkLoad(dataDir, SMALL, 0)
    server = await start(false)
    let manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    let paths = await searchPaths(manager)
    const count1k = await queriesOf(manager, paths.count(1))
    const page1k = await queriesOf(manager, paths.page(1))
    await server.stop()
    server = null
    bulkLoad(dataDir, LARGE - SMALL, SMALL)
    server = await start(false)
    manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    paths = await searchPaths(manager)
    const count10k = await queriesOf(manager, paths.count(2))
    const page10k = await queriesOf(manager, paths.page(2))
    const matched = (await manager.get(paths.count(3))).body.count as number
    const total = (await manager.get('/api/v1/manager/talents/matched_count/')).body.count as number
    if (total < LARGE) throw new Error(`expected at least ${LARGE} findable talents, the count says ${total}`)
    const headers = {
      cookie: `talentgrid-token=${manager.cookie('talentgrid-token')}`,
    }
    const count = await measureAgainstBaseline(`${server.url}${paths.count()}`, headers)
    const page = await measureAgainstBaseline(`${server.url}${paths.page()}`, headers)
    return {
      count,
      page,
      matched,
      queries: { count1k, count10k, page1k, page10k },
    }
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function reportTalentSearch(m: TalentSearchMeasurement): string[] {
  const failures: string[] = []
  for (const [name, measured] of [
    ['matched count', m.count],
    ['results page', m.page],
  ] as const) {
    console.log(
      `talent search ${name} (10,000 talents, ${m.matched} matching) ${measured.rps.toFixed(0)} req/s   p99 ${measured.p99} ms   trivial route right before ${measured.baselineRps.toFixed(0)} req/s`,
    )
    console.log(`talent search ${name} ratio ${measured.ratio.toFixed(3)}   (budget >= ${SEARCH_RATIO_BUDGET}, p99 < ${SEARCH_P99_BUDGET_MS} ms)`)
    if (measured.ratio < SEARCH_RATIO_BUDGET) failures.push(`talent search ${name} ratio ${measured.ratio.toFixed(3)} < ${SEARCH_RATIO_BUDGET}`)
    if (measured.p99 >= SEARCH_P99_BUDGET_MS) failures.push(`talent search ${name} p99 ${measured.p99} ms >= ${SEARCH_P99_BUDGET_MS} ms`)
  }
  const q = m.queries
  console.log(
    `talent search queries     count ${q.count1k} with 1,000 talents, ${q.count10k} with 10,000; page ${q.page1k} and ${q.page10k} (budget: equal)`,
  )
  if (q.count1k !== q.count10k) failures.push(`talent search count queries grow: ${q.count1k} -> ${q.count10k}`)
  if (q.page1k !== q.page10k) failures.push(`talent search page queries grow: ${q.page1k} -> ${q.page10k}`)
  return failures
}

/** Run directly (`node --import tsx bench/talentSearch.ts`; BENCH_SOURCES=true runs the sources instead of dist/). */
async function main() {
  const failures = reportTalentSearch(
    await measureTalentSearch({
      compiled: process.env.BENCH_SOURCES !== 'true',
    }),
  )
  if (failures.length) {
    console.error(`budget missed: ${failures.join('; ')}`)
    process.exit(1)
  }
  process.exit(0)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
