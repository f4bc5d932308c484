import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { measureAgainstBaseline } from './baseline'
import { ApiClient, demo } from '../tests/helpers/apiClient'
import { addProfileItems, modulesAtDepthThree, uploadComplianceDocuments } from '../tests/helpers/profileFixtures'
import { startTestServer } from '../tests/helpers/testServer'

/**
 * The complete-profile benchmark: a seeded SQLite server with EXPOSE_QUERY_COUNT=true, one
 * talent whose profile holds 1 and then 20 items in every section (filled through the API), and
 * GET /api/v1/talent/profile/ under load (autocannon, 10 connections, 10 s after a 2 s warm-up).
 * Reports requests per second, p99 latency, and the database queries of one answer with 1 and with 20
 * items per section (X-Query-Count), which must be equal, and the ratio to the trivial route measured
 * right before (bench/baseline.ts). Runs the compiled server; run this file directly for these numbers alone.
 */
const ITEMS = 20

export async function measureProfileLoad(): Promise<{ rps: number; p99: number; ratio: number; queries1: number; queries20: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talentgrid-bench-profile-'))
  const server = await startTestServer({ dataDir, seed: true, compiled: true, env: { EXPOSE_QUERY_COUNT: 'true' } })
  try {
    const talent = await ApiClient.signedIn(server.url, demo.talent)
    const modules = await modulesAtDepthThree(talent, ITEMS)
    const profileUrl = `${server.url}/api/v1/talent/profile/`
    const queriesOf = async () => {
      const response = await talent.get('/api/v1/talent/profile/')
      if (response.status !== 200) throw new Error(`GET /talent/profile/: ${response.status} ${JSON.stringify(response.body)}`)
      return Number(response.headers.get('x-query-count'))
    }
    expect(await talent.patch('/api/v1/user/', { summary: '<p>Epic Ambulatory analyst, nine go-lives.</p>' }))
    await uploadComplianceDocuments(talent)
    await addProfileItems(talent, modules, 1)
    const queries1 = await queriesOf()
    await addProfileItems(talent, modules, ITEMS - 1, 1)
    const queries20 = await queriesOf()
    const { rps, p99, ratio } = await measureAgainstBaseline(profileUrl, { cookie: `talentgrid-token=${talent.cookie('talentgrid-token')}` })
    return { rps, p99, ratio, queries1, queries20 }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function expect(response: { status: number; body: unknown }) {
  if (response.status !== 200) throw new Error(`setup call failed: ${response.status} ${JSON.stringify(response.body)}`)
}

/** Run directly (`node --import tsx bench/profileLoad.ts`): the profile numbers against the trivial route. */
async function main() {
  const profile = await measureProfileLoad()
  const ratio = profile.ratio
  console.log(`GET /api/v1/talent/profile/    ${profile.rps.toFixed(0).padStart(7)} req/s   p99 ${profile.p99} ms   (${ITEMS} items per section)`)
  console.log(`ratio                          ${ratio.toFixed(3)}   (budget >= 0.2)`)
  console.log(`queries per profile           ${profile.queries1} with 1 item, ${profile.queries20} with ${ITEMS} items per section (must be equal)`)
  const failures = [
    ...(ratio < 0.2 ? [`profile ratio ${ratio.toFixed(3)} < 0.2`] : []),
    ...(profile.queries1 !== profile.queries20 ? [`query count grows with items: ${profile.queries1} -> ${profile.queries20}`] : []),
  ]
  if (failures.length) {
    console.error(`budget missed: ${failures.join('; ')}`)
    process.exit(1)
  }
  process.exit(0)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
