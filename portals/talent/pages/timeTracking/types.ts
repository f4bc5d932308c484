import type { AnswerOf } from '../../../shared/client'

/** What the talent's time-tracking screens read and write, by their paths under /api/v1. */
export const PATHS = {
  short: '/talent/pay-periods/short/',
  extended: '/talent/pay-periods/extended/',
  extendedTotal: '/talent/pay-periods/extended/total/',
  entries: '/talent/time-sheets/',
  entry: '/talent/time-sheets/{id}/',
  submit: '/talent/time-sheets/submit/',
  adjustments: '/talent/time-sheets/adjustments/',
  total: '/talent/time-sheets/total/',
  payDate: '/pay-date/',
} as const

/** GET /talent/pay-periods/short/: what the grid needs. */
export type ShortAnswer = AnswerOf<'get', typeof PATHS.short>

/**
 * What saving a cell answers: POST the entry (with the closed-period notice beside its fields when it
 * is a request for review); PATCH the entry, or `{ entry, warning, message }` when the day is closed.
 */
export type SaveAnswer = AnswerOf<'post', typeof PATHS.entries> | AnswerOf<'patch', typeof PATHS.entry>

export const answerEntry = (answer: SaveAnswer) => ('entry' in answer ? answer.entry : answer)
export function answerNotes(answer: SaveAnswer): string[] {
  if (!('warning' in answer)) return []
  return [answer.warning, answer.message].filter((note): note is string => typeof note === 'string' && note !== '')
}
