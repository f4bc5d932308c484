import { z } from 'zod'

/**
 * The super admin's Background jobs page (/background-jobs): each scheduled Payload task with its queue
 * and schedule, and its latest runs as Payload's jobs collection records them (the next scheduled run is
 * a queued job waiting for its time). Read through GET /api/v1/super_admin/jobs/.
 */
export const JOB_RUN_STATES = ['queued', 'running', 'completed', 'failed'] as const
export type JobRunState = (typeof JOB_RUN_STATES)[number]

export const jobRun = z.object({
  id: z.string(),
  state: z.enum(JOB_RUN_STATES),
  queuedAt: z.string(),
  /** When a queued run may start (the scheduled time), else null. */
  waitUntil: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** How many times it was tried (retries included). */
  totalTried: z.number().int(),
  /** The task's answer, e.g. { warned, expired } for the document-expiry e-mails. */
  output: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
})
export type JobRun = z.infer<typeof jobRun>

export const backgroundJob = z.object({
  task: z.string(),
  label: z.string(),
  queue: z.string(),
  /** Cron expression in the server's time zone, e.g. '0 6 * * *'. */
  cron: z.string(),
  /** The contract path of its on-demand run (POST), or null when it has none. */
  runNowPath: z.string().nullable(),
  runs: z.array(jobRun),
})
export type BackgroundJob = z.infer<typeof backgroundJob>

export const backgroundJobList = z.object({ results: z.array(backgroundJob) })

/** The runs listed per task: enough to see the last week of a daily job. */
export const JOB_RUNS_SHOWN = 10

/** The state of a run from the fields of Payload's jobs collection. */
export function jobRunState(job: { completedAt?: unknown; hasError?: unknown; processing?: unknown }): JobRunState {
  if (job.hasError) return 'failed'
  if (job.completedAt) return 'completed'
  if (job.processing) return 'running'
  return 'queued'
}

/** '0 6 * * *' -> 'Every day at 06:00'; any other cron expression is shown as it is. */
export function describeCron(cron: string): string {
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim())
  if (!daily) return cron
  const [minute, hour] = [Number(daily[1]), Number(daily[2])]
  if (minute > 59 || hour > 23) return cron
  return `Every day at ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}
