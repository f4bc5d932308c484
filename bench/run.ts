import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ApiClient, DEMO_PASSWORD, demo } from '../tests/helpers/apiClient'
import { idleRssMb } from '../tests/helpers/memory'
import { startTestServer } from '../tests/helpers/testServer'
import { reportLists, measureAdminLists } from './adminLists'
import { measureAgainstBaseline } from './baseline'
import { measureEngagementList, reportEngagementList } from './engagements'
import { measureProfileLoad } from './profileLoad'
import { measureTimeSheets, reportTimeSheets } from './timeSheets'
import { measureTalentSearch, reportTalentSearch } from './talentSearch'
import { measureUploadMemory, UPLOAD_MEMORY_BUDGET_MB } from './uploadMemory'
import { measureLiveConnections, reportLiveConnections } from './liveConnections'
import { measureAccountTiming, reportAccountTiming } from './accountTiming'

/**
 * `npm run bench` (prebench builds what is stale): every budget, against the compiled server as
 * production runs it (dist/server). `npm run bench -- startup account-timing` runs only the parts named
 * (BENCH_PARTS below). Each ratio divides by the trivial Express route measured right before it
 * (bench/baseline.ts), never by one baseline taken minutes earlier.
 * - startup: first start on an empty SQLite database, seeding the demo data: ready < 5 s, idle RSS after
 *   < 350 MB; cold start on that database (nothing to seed): ready < 2 s, idle RSS after <= 250 MB.
 * - account-timing (bench/accountTiming.ts): sign-in with a wrong password, password reset and sign-up
 *   take as long for a known as for an unknown e-mail: medians not both 1.5x and 100 ms apart; and a
 *   sign-in with the right password against an unknown e-mail, on the same budget (one hash each).
 * - GET /api/v1/user/ signed in: ratio >= 0.25.
 * - GET /api/v1/talent/profile/ with 20 items in every section: ratio >= 0.2, and the same number of
 *   database queries with 1 item as with 20.
 * - With 1,000 users and 5,000 group members in one organization, the users list and the members list
 *   (page of 25, filtered): ratio >= 0.2 each, and the same number of queries for a page of 5 and of 25.
 * - With 10,000 engagements in one organization, the engagements list (page of 25 filtered by status, as
 *   the organization admin): ratio >= 0.2, and the same number of queries for a page of 5 and of 25.
 * - With 100,000 time entries in one organization (bench/timeSheets.ts), the period list (page
 *   of 25 with filters): ratio >= 0.2 and the same number of queries for a page of 5 and of 25; the
 *   payroll export of all of them: peak server memory < idle + 128 MB, done in < 60 s.
 * - With 10,000 approved talents with full profiles (bench/talentSearch.ts), the talent search's
 *   matched count and first results page (platform, availability, rate and keyword): ratio >= 0.1 each,
 *   p99 < 100 ms, and the same number of queries with 1,000 and with 10,000 talents.
 * - Uploading a 50 MB document: peak server memory < idle + 64 MB.
 * - Live connections (bench/liveConnections.ts): 500 open live connections in one process with messages fanned
 *   out to them: delivery p99 < 500 ms, memory per connection reported; GET /chats/unread_count/ ratio >= 0.25.
 * Prints the load average next to the start numbers (the machine may be shared). Exits non-zero when a
 * budget is missed.
 */
export const START_BUDGETS = { seededStartMs: 5000, seededIdleMb: 350, coldStartMs: 2000, coldIdleMb: 250 }

/** The 1-minute load average (Linux), printed next to the start times: the machine may be shared. */
const load = () => `load average ${existsSync('/proc/loadavg') ? readFileSync('/proc/loadavg', 'utf8').split(' ')[0] : 'unknown'}`

const dataDir = mkdtempSync(path.join(tmpdir(), 'talentgrid-bench-'))
const failures: string[] = []
const budget = (ok: boolean, failure: string) => {
  if (!ok) failures.push(failure)
}

async function startup() {
  // First start: an empty database, the demo seed runs before the server listens.
  let started = Date.now()
  // NODE_ENV=development: the whole demo seed, lived-in profiles included (test servers skip those).
  const seeding = await startTestServer({ dataDir, seed: true, compiled: true, env: { NODE_ENV: 'development' } })
  const seededStartMs = Date.now() - started
  const seededIdleMb = await idleRssMb(seeding.pid, 2000)
  await seeding.stop()
  console.log(`first start with demo seed ${seededStartMs} ms (budget < ${START_BUDGETS.seededStartMs} ms), idle ${seededIdleMb.toFixed(0)} MB (budget < ${START_BUDGETS.seededIdleMb} MB)   ${load()}`)
  budget(seededStartMs < START_BUDGETS.seededStartMs, `first start with seed ${seededStartMs} ms >= ${START_BUDGETS.seededStartMs} ms`)
  budget(seededIdleMb < START_BUDGETS.seededIdleMb, `idle after seeding ${seededIdleMb.toFixed(0)} MB >= ${START_BUDGETS.seededIdleMb} MB`)

  // Cold start: the same database again, nothing to seed.
  started = Date.now()
  const server = await startTestServer({ dataDir, seed: true, compiled: true })
  const coldStartMs = Date.now() - started
  const coldIdleMb = await idleRssMb(server.pid, 2000)
  await server.stop()
  console.log(`cold start (SQLite)        ${coldStartMs} ms (budget < ${START_BUDGETS.coldStartMs} ms), idle ${coldIdleMb.toFixed(0)} MB (budget <= ${START_BUDGETS.coldIdleMb} MB)   ${load()}`)
  budget(coldStartMs < START_BUDGETS.coldStartMs, `cold start ${coldStartMs} ms >= ${START_BUDGETS.coldStartMs} ms`)
  budget(coldIdleMb <= START_BUDGETS.coldIdleMb, `idle after start ${coldIdleMb.toFixed(0)} MB > ${START_BUDGETS.coldIdleMb} MB`)
}

async function currentUserRoute() {
  // On the database the start-up part seeded, when it ran; else on a fresh one.
  const server = await startTestServer({ dataDir, seed: true, compiled: true })
  const client = new ApiClient(server.url)
  await client.signIn(demo.northwind.manager, DEMO_PASSWORD)
  const user = await measureAgainstBaseline(`${server.url}/api/v1/user/`, { cookie: `talentgrid-token=${client.cookie('talentgrid-token')}` })
  await server.stop()
  console.log(`trivial Express route     ${user.baselineRps.toFixed(0).padStart(7)} req/s (right before)`)
  console.log(`GET /api/v1/user/ (auth)  ${user.rps.toFixed(0).padStart(7)} req/s   p99 ${user.p99} ms`)
  console.log(`ratio                     ${user.ratio.toFixed(3)}   (budget >= 0.25)`)
  budget(user.ratio >= 0.25, `GET /api/v1/user/ ratio ${user.ratio.toFixed(3)} < 0.25`)
}

async function profileLoad() {
  const profile = await measureProfileLoad()
  console.log(`GET /api/v1/talent/profile/ (20 items each) ${profile.rps.toFixed(0)} req/s   p99 ${profile.p99} ms`)
  console.log(`profile ratio             ${profile.ratio.toFixed(3)}   (budget >= 0.2)`)
  console.log(`profile queries           ${profile.queries1} with 1 item, ${profile.queries20} with 20 (budget: equal)`)
  budget(profile.ratio >= 0.2, `profile ratio ${profile.ratio.toFixed(3)} < 0.2`)
  budget(profile.queries20 === profile.queries1, `profile queries grow: ${profile.queries1} -> ${profile.queries20}`)
}

async function uploadMemory() {
  const memory = await measureUploadMemory()
  console.log(`50 MB upload memory       idle ${memory.idleRssMb.toFixed(1)} MB, peak ${memory.peakRssMb.toFixed(1)} MB (budget < idle + ${UPLOAD_MEMORY_BUDGET_MB} MB)`)
  budget(memory.budgetOk, `upload peak ${memory.peakRssMb.toFixed(1)} MB >= idle ${memory.idleRssMb.toFixed(1)} + ${UPLOAD_MEMORY_BUDGET_MB} MB`)
}

/** The parts in the order `npm run bench` runs them; `npm run bench -- <part> ...` runs the ones named. */
const BENCH_PARTS: Record<string, () => Promise<void>> = {
  startup,
  'account-timing': async () => void failures.push(...reportAccountTiming(await measureAccountTiming())),
  'current-user': currentUserRoute,
  profile: profileLoad,
  'admin-lists': async () => void failures.push(...reportLists(await measureAdminLists())),
  engagements: async () => void failures.push(...reportEngagementList(await measureEngagementList())),
  'time-sheets': async () => void failures.push(...reportTimeSheets(await measureTimeSheets())),
  // The talent search over 10,000 talents (bench/talentSearch.ts)
  'talent-search': async () => void failures.push(...reportTalentSearch(await measureTalentSearch())),
  // 500 live connections, fan-out delivery and memory; the unread count route (bench/liveConnections.ts)
  live: async () => void failures.push(...reportLiveConnections(await measureLiveConnections())),
  upload: uploadMemory,
}

const named = process.argv.slice(2)
const unknownParts = named.filter((name) => !(name in BENCH_PARTS))
if (unknownParts.length) {
  console.error(`no bench part ${unknownParts.join(', ')}; the parts: ${Object.keys(BENCH_PARTS).join(', ')}`)
  process.exit(2)
}
try {
  for (const [name, run] of Object.entries(BENCH_PARTS)) if (!named.length || named.includes(name)) await run()
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
if (failures.length) {
  console.error(`budget missed: ${failures.join('; ')}`)
  process.exit(1)
}
process.exit(0)
