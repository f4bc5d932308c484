import type { Payload, PayloadRequest, TaskConfig, Where } from 'payload'
import { logger } from '../server/logger'

/**
 * The account e-mails (confirmation, password reset, the notice to an address that already has an
 * account, the new-e-mail link) leave through a durable queue, never inside the request:
 * - the request writes a Payload job on the `mail` queue with `req`, so the job row commits or rolls back
 *   with the records the mail is about (a crash after the commit leaves the row, and the mail goes out at
 *   the next start; a rollback leaves no mail about records that do not exist);
 * - after the answer, `wakeMailQueue` runs the queue in this process; a failed delivery (SMTP down) is
 *   retried with a growing wait; every start, and a sweep every minute, run whatever is still waiting.
 *   The queue runs only here, one run at a time, not through Payload's autoRun: two runners in one
 *   process could both pick a job up (Payload marks jobs as processing after reading them).
 * So the answer never waits on SMTP, and a request whose mail goes to an unknown address does the same
 * work as one whose mail goes to a known one.
 *
 * Sent jobs are deleted at once: their input holds the mail's links (tokens), which must not outlive
 * the delivery in the jobs table.
 */
export const MAIL_QUEUE = 'mail'
/** The sweep for mails whose retry came due while nothing woke the queue. */
const SWEEP_EVERY_MS = 60_000
/** A run stops after this many rounds even if jobs keep coming; the next wake or sweep goes on. */
const MAX_ROUNDS = 20

export interface QueuedMail {
  to: string
  subject: string
  text: string
  html?: string
}

export const SEND_EMAIL_TASK = 'sendEmail'

export const sendEmailTask: TaskConfig<{ input: QueuedMail; output: object }> = {
  slug: SEND_EMAIL_TASK,
  label: 'Send an e-mail',
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
  ],
  // About a day of attempts: 10 s, 20 s, 40 s ... doubling.
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({ to: input.to, subject: input.subject, text: input.text, ...(input.html ? { html: input.html } : {}) })
    return { output: {} }
  },
}

/** Queues a mail in the request's transaction (`req`): it is sent only if that transaction commits. */
export async function queueMail(req: PayloadRequest, mail: QueuedMail): Promise<void> {
  await req.payload.jobs.queue({ task: SEND_EMAIL_TASK as never, input: mail as never, queue: MAIL_QUEUE, req })
}

let running: Promise<void> | null = null
let again = false
let retryTimer: NodeJS.Timeout | null = null
let enabled = false

/** Lets this process deliver queued mail (RUN_JOBS: with several replicas, one runs the queues). */
export function startMailQueue(payload: Payload): void {
  enabled = true
  wakeMailQueue(payload)
  setInterval(() => wakeMailQueue(payload), SWEEP_EVERY_MS).unref()
}

/**
 * Runs the mail queue soon, after the current answer went out; one run at a time in this process, and a
 * wake during a run runs the queue once more afterwards (the new job may have missed the run's read).
 */
export function wakeMailQueue(payload: Payload): void {
  if (!enabled) return
  if (running) {
    again = true
    return
  }
  running = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runUntilEmpty(payload))
    .catch((error) => logger.warn({ err: error }, 'mail queue run failed'))
    .finally(() => {
      running = null
      if (again) {
        again = false
        wakeMailQueue(payload)
      }
    })
}

/** Resolves when no run is under way (tests and shutdown). */
export async function mailQueueIdle(): Promise<void> {
  while (running) await running
}

async function runUntilEmpty(payload: Payload): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    await payload.jobs.run({ queue: MAIL_QUEUE, limit: 50, overrideAccess: true })
    await payload.db.deleteMany({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: MAIL_QUEUE } }, { completedAt: { exists: true } }] },
    })
    const due = await payload.count({ collection: 'payload-jobs', where: runnableNow(), overrideAccess: true })
    if (due.totalDocs === 0) break
  }
  await scheduleNextRetry(payload)
}

const waiting = (): { and: Where[] } => ({ and: [{ queue: { equals: MAIL_QUEUE } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }, { processing: { equals: false } }] })
const runnableNow = (): Where => ({ and: [...waiting().and, { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: new Date().toISOString() } }] }] })

/** A failed delivery waits for its retry time: wake the queue then rather than at the next sweep. */
async function scheduleNextRetry(payload: Payload): Promise<void> {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: waiting(), sort: 'waitUntil', limit: 1, depth: 0, overrideAccess: true })
  const next = (docs[0] as { waitUntil?: string } | undefined)?.waitUntil
  if (retryTimer) clearTimeout(retryTimer)
  retryTimer = null
  if (!next) return
  retryTimer = setTimeout(() => wakeMailQueue(payload), Math.max(0, new Date(next).getTime() - Date.now()) + 50)
  retryTimer.unref()
}
