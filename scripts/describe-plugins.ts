import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { CapabilityCustom } from '../plugins/capabilityPlugin'

/**
 * Builds the Payload config and prints, as one JSON object, what tests/unit/plugins.test.ts checks:
 * the plugins payload.config.ts lists, what each capability contributed, and the collections,
 * endpoints, tasks, autoRun crons and scheduled jobs of the built config. Run in a child process: the
 * config is an ES module with top-level await, which jest's CommonJS runtime cannot load.
 */
// As in scripts/lint-openapi.ts: a throwaway DATA_DIR takes the secret and the unused SQLite file.
const scratch = mkdtempSync(path.join(tmpdir(), 'talentgrid-plugins-'))
Object.assign(process.env, { DATA_DIR: scratch, DATABASE_URL: `file:${path.join(scratch, 'unused.db')}`, PAYLOAD_SECRET: 'describe-plugins' })
const { default: configPromise } = await import('../payload.config')
const config = await configPromise
rmSync(scratch, { recursive: true, force: true })
const custom = config.custom as CapabilityCustom
const autoRun = Array.isArray(config.jobs.autoRun) ? config.jobs.autoRun : []
process.stdout.write(
  JSON.stringify({
    plugins: (config.plugins ?? []).map((plugin) => plugin.slug ?? null),
    capabilities: custom.capabilities ?? [],
    collections: config.collections.map((collection) => collection.slug),
    endpoints: config.endpoints.map((endpoint) => ({ method: endpoint.method, path: endpoint.path })),
    tasks: (config.jobs.tasks ?? []).map((task) => task.slug),
    autoRun: autoRun.map(({ cron, queue }) => ({ cron, queue })),
    scheduledJobs: custom.scheduledJobs ?? [],
    timeSheets: (config.custom as Record<string, unknown>).timeSheets ?? null,
  }),
)
