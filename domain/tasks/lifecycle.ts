import type { TaskStatus } from '../../contract/timeSheets/tasks'

/**
 * The life of a task (docs/decisions/task-runner.md):
 * queued -> running (one replica claims it by compare-and-set on `status`) -> done | failed.
 * A running task says it is alive with a heartbeat; a heartbeat older than STALE_AFTER_MS means the process
 * running it died. Such a task is queued again once; a task that already ran twice is failed with
 * TASK_STOPPED_MESSAGE. Pure: the runner (endpoints/tasks/runner.ts) applies these decisions.
 */

/** How often a running task writes its heartbeat (and its progress). */
export const HEARTBEAT_EVERY_MS = 3_000
/** A running task whose heartbeat is older than this was left by a process that stopped. */
export const STALE_AFTER_MS = 60_000
/** A task runs at most this often: the first run and one re-run after a stopped process. */
export const MAX_ATTEMPTS = 2

export const TASK_STOPPED_MESSAGE = 'Stopped when the server restarted.'
/** What a failed run tells the user; the cause goes to the server log, never to the client. */
export const TASK_FAILED_MESSAGE = 'The export could not be completed. Please try again.'

export type Recovery = { status: Extract<TaskStatus, 'queued'> } | { status: Extract<TaskStatus, 'failed'>; error: string }

/** What becomes of a task found running with a stale heartbeat. */
export function recoveryOf(attempts: number): Recovery {
  return attempts < MAX_ATTEMPTS ? { status: 'queued' } : { status: 'failed', error: TASK_STOPPED_MESSAGE }
}

/** The heartbeat before which a running task counts as left behind. */
export const staleBefore = (nowMs: number, staleAfterMs = STALE_AFTER_MS): Date => new Date(nowMs - staleAfterMs)

/** Progress 0-100 of `done` out of `total` steps; 99 at most until the files are stored (100 = done). */
export function progressOf(done: number, total: number): number {
  if (total <= 0) return 99
  return Math.max(0, Math.min(99, Math.floor((done * 100) / total)))
}
