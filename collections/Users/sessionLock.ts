import type { CollectionAfterLogoutHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { lockInTransaction } from '../../domain/transactionLock'

/**
 * A user's sessions are one array on the user, and every writer of it (sign-in, sign-out, password
 * change and reset, e-mail switch, deactivation, impersonation) reads the user and writes the whole
 * array back. Two at once lost one write: a new session vanished (its token 401 on the next request) or
 * a session just ended came back. So one user's session writes take turns (ARCHITECTURE.md, "Sessions"):
 * every writer takes `lockUserSessions` first inside its transaction, before it reads the user.
 */
export async function lockUserSessions(req: PayloadRequest, userId: string): Promise<void> {
  await lockInTransaction(req, `user-sessions:${userId}`)
}

/**
 * Every update of one user (Payload begins its transaction, then runs this, then reads the stored user):
 * a password change keeps only the caller's session, a deactivation ends them all (afterChange, same
 * transaction), an e-mail switch ends the others; all of them rewrite the array they read.
 */
export const lockSessionsBeforeUpdate: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const id = (args as { id?: string | number }).id
  if (operation === 'update' && id !== undefined && id !== null) await lockUserSessions(req, String(id))
  return args
}

/**
 * Sign-out. Payload's logout runs its "afterLogout" hooks inside its transaction *before* it reads the
 * user and writes the remaining sessions, which is exactly where the lock must be taken.
 */
export const lockSessionsBeforeSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  if (req.user?.id !== undefined) await lockUserSessions(req, String(req.user.id))
}
