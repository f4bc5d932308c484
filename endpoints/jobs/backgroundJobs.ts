import type { PayloadRequest } from 'payload'
import { JOB_RUNS_SHOWN, backgroundJobList, jobRunState, type BackgroundJob, type JobRun } from '../../contract/backgroundJobs'
import type { AuthUser } from '../../access/roles'
import { asUser, defineEndpoint } from '../http'
import { iso } from '../../domain/shared/values'
import type { Row } from '../../domain/shared/records'
import type { CapabilityCustom, ScheduledJob } from '../../plugins/capabilityPlugin'

/**
 * GET /super_admin/jobs/: the scheduled tasks with their queue, schedule and latest runs, read from
 * Payload's jobs collection ('payload-jobs'; payload.config.ts lets the super admin read it and keeps
 * completed jobs, so the runs stay listed). The scheduled tasks are those the capability plugins declare
 * (plugins/capabilityPlugin.ts publishes them in `config.custom.scheduledJobs`, in plugin order).
 * On-demand runs (POST …/run/) run in the request and are not jobs, so they answer their counts to the
 * caller instead of appearing here.
 */
const scheduledJobs = (req: PayloadRequest): ScheduledJob[] => (req.payload.config.custom as CapabilityCustom).scheduledJobs ?? []

/** A run as Payload's jobs collection stores it. */
type JobDoc = Row<'payload-jobs'>

/** The last error of a run as one line (Payload stores `{ message, stack }` or a string). */
function errorText(value: unknown): string | null {
  if (!value) return null
  if (typeof value === 'string') return value
  const message = (value as { message?: unknown }).message
  return typeof message === 'string' ? message : 'The run failed'
}

/** The task's output: Payload logs each task run with its output; the last successful entry is the answer. */
function outputOf(job: JobDoc): Record<string, unknown> | null {
  const log = Array.isArray(job.log) ? (job.log as Array<{ state?: string; output?: unknown }>) : []
  const done = [...log].reverse().find((entry) => entry.state === 'succeeded' && entry.output && typeof entry.output === 'object')
  return (done?.output as Record<string, unknown> | undefined) ?? null
}

export function presentJobRun(job: JobDoc): JobRun {
  return {
    id: String(job.id),
    state: jobRunState(job),
    queuedAt: iso(job.createdAt) ?? '',
    waitUntil: iso(job.waitUntil),
    completedAt: iso(job.completedAt),
    totalTried: Number(job.totalTried ?? 0),
    output: outputOf(job),
    error: errorText(job.error),
  }
}

async function runsOf(req: PayloadRequest, user: AuthUser, task: string): Promise<JobRun[]> {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: task } },
    sort: '-createdAt',
    limit: JOB_RUNS_SHOWN,
    ...asUser(req, user),
  })
  return docs.map(presentJobRun)
}

export const listBackgroundJobs = defineEndpoint({
  method: 'get',
  path: '/super_admin/jobs/',
  summary: 'The scheduled background jobs: queue, schedule (cron) and their latest runs from Payload’s jobs collection',
  tag: 'Jobs',
  access: ['super_admin'],
  response: backgroundJobList,
  handler: async ({ req, user }) => {
    const results: BackgroundJob[] = []
    for (const job of scheduledJobs(req)) results.push({ ...job, runs: await runsOf(req, user!, job.task) })
    return { results }
  },
})
