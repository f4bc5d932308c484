import { messages } from '../messages'
import type { EngagementStatus } from './status'

/**
 * The engagement name (the spec says only "validated by a server call; the rules are not
 * shown"). The rule we chose:
 * - required: blank or only spaces is 'This field is required';
 * - at most 100 characters after trimming (UTF-16 units, as the collection's maxLength counts);
 *   longer is refused with the limit's message, never cut;
 * - unique among the organization's engagements that are not withdrawn or declined (drafts, pending,
 *   accepted, active, terminated and expired ones all keep their name), compared trimmed, without case
 *   and with any run of spaces as one ('Epic  Go-Live' = 'epic go-live'); the engagement being edited
 *   does not clash with itself.
 * Used by POST …/engagements/name-validation/ and by every write that sets a name (create, draft,
 * duplicate, PATCH), so the check the form runs while typing is the one the save runs.
 */

export const ENGAGEMENT_NAME_MAX = 100

/** Statuses whose engagements free their name for reuse. */
export const NAME_FREEING_STATUSES: readonly EngagementStatus[] = ['withdrawn', 'declined']

export const engagementNameMessages = {
  required: messages.required,
  tooLong: `Ensure this field has no more than ${ENGAGEMENT_NAME_MAX} characters.`,
  taken: 'An engagement with this name already exists in your organization.',
} as const

export interface ExistingEngagementName {
  id: string
  name: string
  status: EngagementStatus
}

/** The form two names are compared in. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US')

export type EngagementNameResult = { ok: true; name: string } | { ok: false; messages: string[] }

/**
 * Judges a name against the organization's other engagements. `existing` may hold any of the
 * organization's engagements (the caller may narrow the query to candidates by key); `ownId` is the
 * engagement being renamed, if any. Answers the trimmed name to store, or the messages for `name`.
 */
export function checkEngagementName(name: string, existing: readonly ExistingEngagementName[], ownId: string | null = null): EngagementNameResult {
  const trimmed = name.trim()
  if (trimmed === '') return { ok: false, messages: [engagementNameMessages.required] }
  if (trimmed.length > ENGAGEMENT_NAME_MAX) return { ok: false, messages: [engagementNameMessages.tooLong] }
  const key = nameKey(trimmed)
  const clash = existing.some((other) => other.id !== ownId && !NAME_FREEING_STATUSES.includes(other.status) && nameKey(other.name) === key)
  return clash ? { ok: false, messages: [engagementNameMessages.taken] } : { ok: true, name: trimmed }
}
