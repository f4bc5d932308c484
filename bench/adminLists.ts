import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { measureAgainstBaseline } from './baseline'
import { ApiClient, demo } from '../tests/helpers/apiClient'
import { readDirectory } from '../tests/helpers/directory'
import { startTestServer } from '../tests/helpers/testServer'

/**
 * The administration-lists benchmark: one organization (Northwind) with 1,000 users and a
 * group whose subgroups hold 5,000 members in all, made through the API on a seeded SQLite server with
 * EXPOSE_QUERY_COUNT=true. Under load (autocannon, 10 connections, 10 s after a 2 s warm-up):
 * - GET /api/v1/organization_admin/users/ — a page of 25, filtered by role and search, as the admin;
 * - GET /api/v1/manager/group-members/ — a page of 25 of one subgroup, filtered by name, as the manager.
 * Also the database queries of one uncached answer with page_size 5 and with 25 (X-Query-Count), which
 * must be equal. Each rate is divided by the trivial route's, measured right before it (bench/baseline.ts).
 */
const USERS = 1_000
const TALENTS = 200
const SUBGROUPS = 25
/** Parallel setup calls: enough to keep both cores busy without queueing the server for long. */
const SETUP_PARALLEL = 8


async function inParallel<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: SETUP_PARALLEL }, async () => {
      while (next < items.length) {
        const index = next++
        await work(items[index]!, index)
      }
    }),
  )
}

function created(response: { status: number; body: unknown }, what: string): string {
  const body = response.body as { id?: string; data?: { id?: string } }
  const id = body?.id ?? body?.data?.id
  if (response.status !== 201 || !id) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`)
  return id
}

export interface ListMeasurement {
  rps: number
  p99: number
  /** rps divided by the trivial route's, measured right before. */
  ratio: number
  baselineRps: number
  queries5: number
  queries25: number
}

export async function measureAdminLists(): Promise<{ users: ListMeasurement; members: ListMeasurement }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talentgrid-bench-lists-'))
  const server = await startTestServer({ dataDir, seed: true, compiled: true, env: { EXPOSE_QUERY_COUNT: 'true' } })
  try {
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const admin = await ApiClient.signedIn(server.url, demo.northwind.admin)
    const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    const directory = await readDirectory(superAdmin)
    const northwind = directory.organizationId('Northwind Health System')

    // 1,000 users of Northwind (contacts: no department needed), through the console as the super admin.
    await inParallel(Array.from({ length: USERS }, (_, i) => i), async (i) => {
      created(
        await superAdmin.post('/api/admin/users', {
          email: `bench.user.${i}@northwind.example`,
          password: 'Bench#Pass2026',
          firstName: i % 2 ? 'Bench' : 'Load',
          lastName: `User ${String(i).padStart(4, '0')}`,
          role: 'contact',
          organization: northwind,
        }),
        'bench user',
      )
    })
    // 200 approved talents, each a member of all 25 subgroups: 5,000 members.
    const talentIds: string[] = []
    await inParallel(Array.from({ length: TALENTS }, (_, i) => i), async (i) => {
      talentIds.push(
        created(
          await superAdmin.post('/api/admin/users', {
            email: `bench.talent.${i}@talent.example`,
            password: 'Bench#Pass2026',
            firstName: i % 3 ? 'Avery' : 'Jordan',
            lastName: `Talent ${String(i).padStart(3, '0')}`,
            role: 'talent',
            isTalentApprovedByPlatform: true,
          }),
          'bench talent',
        ),
      )
    })
    const groupId = created(await manager.post('/api/v1/manager/groups/', { name: 'Bench pool' }), 'group')
    const subgroupIds: string[] = []
    for (let s = 0; s < SUBGROUPS; s += 1) {
      subgroupIds.push(created(await manager.post('/api/v1/manager/subgroups/', { name: `Wave ${s + 1}`, group_id: groupId }), 'subgroup'))
    }
    const pairs = subgroupIds.flatMap((subgroupId) => talentIds.map((talentId) => ({ subgroupId, talentId })))
    await inParallel(pairs, async ({ subgroupId, talentId }) => {
      created(await manager.post('/api/v1/manager/group-members/', { talent_id: talentId, subgroup_id: subgroupId }), 'member')
    })

    const usersPath = (size: number, search: string) => `/api/v1/organization_admin/users/?page_size=${size}&role=contact&search=${search}`
    const membersPath = (size: number, name: string) => `/api/v1/manager/group-members/?subgroup_id=${subgroupIds[0]}&page_size=${size}&name=${name}`
    // Distinct filters for the two counts, so neither answer comes from the list cache.
    const queriesOf = async (client: ApiClient, url: string, expectedRows: number) => {
      const response = await client.get(url)
      const rows = (response.body as { results?: unknown[] })?.results?.length
      if (response.status !== 200 || rows !== expectedRows) throw new Error(`${url}: ${response.status}, ${rows} rows (expected ${expectedRows})`)
      return Number(response.headers.get('x-query-count'))
    }
    const users: ListMeasurement = {
      queries5: await queriesOf(admin, usersPath(5, 'Bench'), 5),
      queries25: await queriesOf(admin, usersPath(25, 'User'), 25),
      ...(await measureAgainstBaseline(`${server.url}${usersPath(25, 'Load')}`, { cookie: `talentgrid-token=${admin.cookie('talentgrid-token')}` })),
    }
    const members: ListMeasurement = {
      queries5: await queriesOf(manager, membersPath(5, 'Avery'), 5),
      queries25: await queriesOf(manager, membersPath(25, 'Talent'), 25),
      ...(await measureAgainstBaseline(`${server.url}${membersPath(25, 'Jordan')}`, { cookie: `talentgrid-token=${manager.cookie('talentgrid-token')}` })),
    }
    return { users, members }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export const LIST_RATIO_BUDGET = 0.2

/** Run directly (`node --import tsx bench/adminLists.ts`): the list numbers against the trivial route. */
async function main() {
  const failures = reportLists(await measureAdminLists())
  if (failures.length) {
    console.error(`budget missed: ${failures.join('; ')}`)
    process.exit(1)
  }
  process.exit(0)
}

/** Prints the list numbers and returns the budgets they miss. */
export function reportLists(lists: { users: ListMeasurement; members: ListMeasurement }): string[] {
  const failures: string[] = []
  for (const [name, m] of Object.entries(lists)) {
    const ratio = m.ratio
    console.log(`${name} list (1,000 users / 5,000 members, page of 25 filtered) ${m.rps.toFixed(0)} req/s   p99 ${m.p99} ms   trivial route right before ${m.baselineRps.toFixed(0)} req/s`)
    console.log(`${name} list ratio        ${ratio.toFixed(3)}   (budget >= ${LIST_RATIO_BUDGET})`)
    console.log(`${name} list queries      ${m.queries5} with page_size 5, ${m.queries25} with 25 (budget: equal)`)
    if (ratio < LIST_RATIO_BUDGET) failures.push(`${name} list ratio ${ratio.toFixed(3)} < ${LIST_RATIO_BUDGET}`)
    if (m.queries5 !== m.queries25) failures.push(`${name} list queries grow with page size: ${m.queries5} -> ${m.queries25}`)
  }
  return failures
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
