import type { PayloadRequest } from 'payload'
import { JOB_RUNS_SHOWN, backgroundJobList, jobRunState, type BackgroundJob, type JobRun } from '../../contract/backgroundJobs'
import type { AuthUser } from '../../access/roles'
import { asUser, defineEndpoint } from '../http'
import { DOCUMENT_EXPIRY_CRON, DOCUMENT_EXPIRY_QUEUE, documentExpiryTask } from './documentExpiry'
import { ENGAGEMENT_DATES_CRON, ENGAGEMENT_DATES_QUEUE, engagementDatesTask } from './engagementDates'
import { TIME_SHEET_REMINDERS_CRON, TIME_SHEET_REMINDERS_QUEUE, timeSheetRemindersTask } from './timeSheetReminders'
import { CHAT_UNREAD_EMAILS_CRON, CHAT_UNREAD_EMAILS_QUEUE, chatUnreadEmailsTask } from './chatUnreadEmails'
import { iso } from '../../domain/shared/values'

/**
 * GET /super_admin/jobs/: the scheduled tasks with their queue, schedule and latest runs, read from
 * Payload's jobs collection ('payload-jobs'; payload.config.ts lets the super admin read it and keeps
 * completed jobs, so the runs stay listed). On-demand runs (POST …/run/) run in the request and are not
 * jobs, so they answer their counts to the caller instead of appearing here.
 */
const SCHEDULED = [
  {
    task: documentExpiryTask.slug,
    label: documentExpiryTask.label ?? documentExpiryTask.slug,
    queue: DOCUMENT_EXPIRY_QUEUE,
    cron: DOCUMENT_EXPIRY_CRON,
    runNowPath: '/api/v1/super_admin/jobs/document-expiry/run/',
  },
  {
    task: engagementDatesTask.slug,
    label: engagementDatesTask.label ?? engagementDatesTask.slug,
    queue: ENGAGEMENT_DATES_QUEUE,
    cron: ENGAGEMENT_DATES_CRON,
    runNowPath: '/api/v1/super_admin/jobs/engagement-dates/run/',
  },
  // Time-sheet reminders
  {
    task: timeSheetRemindersTask.slug,
    label: timeSheetRemindersTask.label ?? timeSheetRemindersTask.slug,
    queue: TIME_SHEET_REMINDERS_QUEUE,
    cron: TIME_SHEET_REMINDERS_CRON,
    runNowPath: '/api/v1/super_admin/jobs/time-sheet-reminders/run/',
  },
  // The messenger's unread e-mails
  {
    task: chatUnreadEmailsTask.slug,
    label: chatUnreadEmailsTask.label ?? chatUnreadEmailsTask.slug,
    queue: CHAT_UNREAD_EMAILS_QUEUE,
    cron: CHAT_UNREAD_EMAILS_CRON,
    runNowPath: '/api/v1/super_admin/jobs/chat-unread-emails/run/',
  },
]

type JobDoc = { id: string | number; completedAt?: unknown; hasError?: unknown; processing?: unknown } & Record<string, unknown>


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
  return (docs as unknown as JobDoc[]).map(presentJobRun)
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
    for (const job of SCHEDULED) results.push({ ...job, runs: await runsOf(req, user!, job.task) })
    return { results }
  },
})
