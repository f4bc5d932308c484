import { execFile } from 'node:child_process'
import path from 'node:path'
import { match } from 'path-to-regexp'
import type { CapabilityRecord, ScheduledJob } from '../../plugins/capabilityPlugin'
import { EDIT_WINDOW_DAYS } from '../../domain/timeSheets/payPeriods'
import { MAX_HOURS_PER_DAY } from '../../domain/timeSheets/timeMath'

/**
 * Every capability is a Payload plugin (docs/decisions/capability-plugins.md): the built config is made
 * of what the plugins listed in payload.config.ts contributed, each collection, endpoint and task by
 * exactly one of them, and the Background jobs page lists exactly the jobs the scheduler runs. The
 * config is built by scripts/describe-plugins.ts in a child process (an ES module with top-level await).
 */
interface Described {
  plugins: (string | null)[]
  capabilities: CapabilityRecord[]
  collections: string[]
  endpoints: { method: string; path: string }[]
  tasks: string[]
  autoRun: { cron: string; queue?: string }[]
  scheduledJobs: ScheduledJob[]
  timeSheets: unknown
}

const root = path.resolve(__dirname, '../..')
/** Collections Payload adds itself (jobs, preferences, locked documents, migrations, key-value store). */
const PAYLOAD_OWN = /^payload-/
/** Payload's own root endpoint (the permissions of the signed-in user). */
const PAYLOAD_OWN_ENDPOINTS = ['get /access']
let built: Described

beforeAll(async () => {
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ['--import', 'tsx', 'scripts/describe-plugins.ts'], { cwd: root, maxBuffer: 16 * 1024 * 1024 }, (error, out) =>
      error ? reject(error) : resolve(out),
    ),
  )
  built = JSON.parse(stdout) as Described
}, 120_000)

const keyOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`

/** Each value with the capabilities that contributed it. */
function owners(pick: (capability: CapabilityRecord) => string[]): Map<string, string[]> {
  const byValue = new Map<string, string[]>()
  for (const capability of built.capabilities) for (const value of pick(capability)) byValue.set(value, [...(byValue.get(value) ?? []), capability.name])
  return byValue
}

it('builds the config from the plugins payload.config.ts lists, each capability once, the collection rules last', () => {
  const names = built.capabilities.map((capability) => capability.name)
  expect(built.plugins).toEqual([...names, 'collectionRules'])
  expect(new Set(names).size).toBe(names.length)
})

it('has every collection contributed by exactly one plugin', () => {
  const byCollection = owners((capability) => capability.collections)
  const ours = built.collections.filter((slug) => !PAYLOAD_OWN.test(slug))
  expect(ours.filter((slug) => byCollection.get(slug)?.length !== 1)).toEqual([])
  expect([...byCollection.keys()].sort()).toEqual([...ours].sort())
})

it('has every endpoint contributed by exactly one plugin, but the one Payload adds itself', () => {
  const byEndpoint = owners((capability) => capability.endpoints)
  const keys = built.endpoints.map(keyOf).filter((key) => !PAYLOAD_OWN_ENDPOINTS.includes(key))
  expect(keys.filter((key) => byEndpoint.get(key)?.length !== 1)).toEqual([])
  expect(new Set(keys).size).toBe(keys.length)
  expect([...byEndpoint.keys()].sort()).toEqual([...keys].sort())
  expect(keys.filter((key) => !key.includes(' /v1/') && !key.includes(' /admin/'))).toEqual([])
})

it('has every task contributed by exactly one plugin', () => {
  const byTask = owners((capability) => capability.tasks)
  expect(built.tasks.filter((slug) => byTask.get(slug)?.length !== 1)).toEqual([])
  expect([...byTask.keys()].sort()).toEqual([...built.tasks].sort())
})

it('lists on the Background jobs page exactly the jobs the autoRun crons run, each a task of the config', () => {
  const scheduled = new Set(built.scheduledJobs.map(({ cron, queue }) => `${cron} @ ${queue}`))
  expect(new Set(built.autoRun.map(({ cron, queue }) => `${cron} @ ${queue}`))).toEqual(scheduled)
  expect(built.autoRun).toHaveLength(scheduled.size)
  for (const job of built.scheduledJobs) expect(built.tasks).toContain(job.task)
  expect(built.scheduledJobs.map((job) => job.task)).toEqual(['documentExpiry', 'engagementDates', 'timeSheetReminders', 'chatUnreadEmails'])
})

it('lets no endpoint hide another: a path of each is first matched by that endpoint itself', () => {
  // The contract router (server/contractRouter.ts) and Payload's handler take the first path that
  // matches, so a plugin listed earlier must not capture the word paths of a later one.
  const routes = built.endpoints.map((endpoint) => ({ ...endpoint, matches: match(endpoint.path) }))
  const hidden = routes.filter((endpoint) => {
    const sample = endpoint.path.replace(/:([A-Za-z_]+)/g, 'sample-$1')
    return routes.find((candidate) => candidate.method === endpoint.method && candidate.matches(sample)) !== endpoint
  })
  expect(hidden.map(keyOf)).toEqual([])
})

it('publishes the time-sheet settings with the rules the time-sheet code holds', () => {
  expect(built.timeSheets).toEqual({
    maxHoursPerDay: MAX_HOURS_PER_DAY,
    editWindowDays: EDIT_WINDOW_DAYS,
    payPeriod: { shape: 'semi-monthly', payDayAfterPeriodEnd: 10 },
  })
})
