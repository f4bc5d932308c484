import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { ApiClient, DEMO_PASSWORD, demo } from '../tests/helpers/apiClient'
import { startTestServer } from '../tests/helpers/testServer'

/**
 * `npm run bench`: requests per second and p99 of GET /api/v1/user/ (signed in, real server, seeded
 * SQLite) against a trivial Express route measured in the same run, and the ratio between them, plus
 * the cold start of the real server on an existing SQLite database. Budgets: ratio >= 0.25, cold start
 * under 5 s. Exits non-zero when a budget is missed.
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
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
if (failures.length) {
  console.error(`budget missed: ${failures.join('; ')}`)
  process.exit(1)
}
process.exit(0)
