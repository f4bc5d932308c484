import type { TaskAnswer } from '../../contract/timeSheets/tasks'

/** Console: the tasks' words and timing, pure (unit-tested without a browser). */

/** The server's field messages in one readable line (a 422 names fields; anything else has none). */
export function errorText(error: unknown, fallback: string): string {
  // react-admin's HttpError carries the answer's body; anything else (a network failure) has none.
  const body = (error as { body?: unknown } | null)?.body as { errors?: Record<string, string[] | string>; nonFieldErrors?: string[] } | undefined
  const lists = [...Object.values(body?.errors ?? {}), body?.nonFieldErrors ?? []].flatMap((value) => (Array.isArray(value) ? value : [value]))
  return lists.length ? lists.join(' ') : fallback
}

/** Polling while a task is queued or running: 1 s, then half again longer each time, at most 5 s. */
export function nextPollDelay(polls: number): number {
  return Math.min(5000, Math.round(1000 * 1.5 ** polls))
}

export const isFinished = (task: TaskAnswer | undefined) => task?.status === 'done' || task?.status === 'failed'

/** '2 min 05 s', '14 s', '—' while queued. */
export function durationText(ms: number | null): string {
  if (ms === null || ms < 0) return '—'
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
}
