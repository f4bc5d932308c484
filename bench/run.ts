import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { ApiClient, DEMO_PASSWORD, demo } from '../tests/helpers/apiClient'
import { startTestServer } from '../tests/helpers/testServer'
import { measureAdminLists, reportLists } from './adminLists'
import { measureProfileLoad } from './profileLoad'
import { measureUploadMemory, UPLOAD_MEMORY_BUDGET_MB } from './uploadMemory'

/**
 * `npm run bench`: every budget, measured in one run against a trivial Express route as the baseline.
 * - GET /api/v1/user/ signed in: ratio >= 0.25; cold start on an existing SQLite database < 5 s.
 * - GET /api/v1/talent/profile/ with 20 items in every section: ratio >= 0.2, and the same number of
 *   database queries with 1 item as with 20.
 * - Uploading a 50 MB document: peak server memory < idle + 64 MB.
 * - With 1,000 users and 5,000 group members in one organization, the users list and the members list
 *   (page of 25, filtered): ratio >= 0.2 each, and the same number of queries for a page of 5 and of 25.
 * Exits non-zero when a budget is missed.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10

async function measure(url: string, headers: Record<string, string> = {}) {
  // A short warm-up so JIT and connection pools are settled before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { rps: result.requests.average, p99: result.latency.p99 }
}

async function startTrivial(): Promise<{ url: string; stop: () => void }> {
  const child = fork(path.join(process.cwd(), 'bench/trivialServer.ts'), { execArgv: ['--import', 'tsx'] })
  const port = await new Promise<number>((resolve) => child.on('message', (m: { port: number }) => resolve(m.port)))
  return { url: `http://127.0.0.1:${port}/trivial`, stop: () => child.kill('SIGTERM') }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'talentgrid-bench-'))
const failures: string[] = []
try {
  // First start seeds the database; the second start on the same file is the cold start we budget.
  const seeding = await startTestServer({ dataDir, seed: true })
  await seeding.stop()
  const coldStarted = Date.now()
  const server = await startTestServer({ dataDir, seed: true })
  const coldStartMs = Date.now() - coldStarted

  const client = new ApiClient(server.url)
  await client.signIn(demo.northwind.manager, DEMO_PASSWORD)
  const cookie = `talentgrid-token=${client.cookie('talentgrid-token')}`

  const trivial = await startTrivial()
  const baseline = await measure(trivial.url)
  trivial.stop()
  const user = await measure(`${server.url}/api/v1/user/`, { cookie })
  await server.stop()

  const ratio = user.rps / baseline.rps
  console.log(`trivial Express route     ${baseline.rps.toFixed(0).padStart(7)} req/s   p99 ${baseline.p99} ms`)
  console.log(`GET /api/v1/user/ (auth)  ${user.rps.toFixed(0).padStart(7)} req/s   p99 ${user.p99} ms`)
  console.log(`ratio                     ${ratio.toFixed(3)}   (budget >= 0.25)`)
  console.log(`cold start (SQLite)       ${coldStartMs} ms (budget < 5000 ms)`)
  if (ratio < 0.25) failures.push(`GET /api/v1/user/ ratio ${ratio.toFixed(3)} < 0.25`)
  if (coldStartMs >= 5000) failures.push(`cold start ${coldStartMs} ms >= 5000 ms`)

  const profile = await measureProfileLoad()
  const profileRatio = profile.rps / baseline.rps
  console.log(`GET /api/v1/talent/profile/ (20 items each) ${profile.rps.toFixed(0)} req/s   p99 ${profile.p99} ms`)
  console.log(`profile ratio             ${profileRatio.toFixed(3)}   (budget >= 0.2)`)
  console.log(`profile queries           ${profile.queries1} with 1 item, ${profile.queries20} with 20 (budget: equal)`)
  if (profileRatio < 0.2) failures.push(`profile ratio ${profileRatio.toFixed(3)} < 0.2`)
  if (profile.queries20 !== profile.queries1) failures.push(`profile queries grow: ${profile.queries1} -> ${profile.queries20}`)

  failures.push(...reportLists(await measureAdminLists(), baseline.rps))

  const memory = await measureUploadMemory()
  console.log(`50 MB upload memory       idle ${memory.idleRssMb.toFixed(1)} MB, peak ${memory.peakRssMb.toFixed(1)} MB (budget < idle + ${UPLOAD_MEMORY_BUDGET_MB} MB)`)
  if (!memory.budgetOk) failures.push(`upload peak ${memory.peakRssMb.toFixed(1)} MB >= idle ${memory.idleRssMb.toFixed(1)} + ${UPLOAD_MEMORY_BUDGET_MB} MB`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
if (failures.length) {
  console.error(`budget missed: ${failures.join('; ')}`)
  process.exit(1)
}
process.exit(0)
