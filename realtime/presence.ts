import type { Payload } from 'payload'
import { now } from '../domain/clock'

/**
 * `live-presences`: when a user last had an open live connection. The
 * unread-messages e-mail (job chatUnreadEmails) skips a member who was online since the messages came.
 * Written when a connection opens and refreshed while one stays open, at most once a minute per user
 * and process (PRESENCE_REFRESH_MS): one row per user, `lastSeenAt` from domain/clock.
 *
 * The server's own bookkeeping, not a user's write: nobody reads or writes this collection through the
 * API, so it is written with overrideAccess (ARCHITECTURE.md names the exception).
 */
export const PRESENCE_COLLECTION = 'live-presences'
export const PRESENCE_REFRESH_MS = 60_000

const lastMarked = new Map<string, number>()

/** Records that `userId` is online now; answers false when skipped (marked within the minute). */
export async function markOnline(payload: Payload, userId: string, options: { force?: boolean } = {}): Promise<boolean> {
  const at = now()
  const previous = lastMarked.get(userId)
  if (!options.force && previous !== undefined && at.getTime() - previous < PRESENCE_REFRESH_MS && at.getTime() >= previous) return false
  lastMarked.set(userId, at.getTime())
  const collection = PRESENCE_COLLECTION as never
  const found = await payload.find({ collection, where: { user: { equals: userId } }, limit: 1, depth: 0, pagination: false, overrideAccess: true })
  const row = found.docs[0] as { id: string } | undefined
  const data = { user: userId, lastSeenAt: at.toISOString() } as never
  if (row) await payload.update({ collection, id: row.id, data, depth: 0, overrideAccess: true })
  else await payload.create({ collection, data, depth: 0, overrideAccess: true })
  return true
}

/** The user's connections here all closed: the next connection marks them at once. */
export function forgetPresence(userId: string) {
  lastMarked.delete(userId)
}
