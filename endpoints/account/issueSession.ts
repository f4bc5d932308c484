import { getFieldsToSign, jwtSign, resetLoginAttempts, type PayloadRequest } from 'payload'
import { addSessionToUser } from 'payload/shared'
import type { User } from '../../payload-types'
import { messages } from '../../contract/messages'
import { HttpError } from '../http'
import { isLocked } from '../../domain/accounts/failedSignIns'
import { hashPassword, isCurrentHash } from '../../domain/accounts/passwordCheck'

/** The users row as the database adapter returns it, with the markers Payload's auth adds. */
type StoredRow = User & Record<string, unknown> & { collection?: 'users'; _strategy?: string }

/**
 * A session for an account whose password the sign-in endpoint has just checked: the steps of Payload's
 * login after its own password check (payload/dist/auth/operations/login.js, Payload 3.90), taken from
 * Payload's exports, in its order. Calling Payload's login here instead would hash the password a second
 * time, which is most of a sign-in's cost (pbkdf2 with 600,000 iterations, about 0.2 s of CPU).
 *
 * Runs inside the caller's transaction, under the user's session lock. Like Payload's login it reads the
 * stored row again after the password was accepted, so a lock set meanwhile by parallel wrong passwords
 * still refuses the session, and the row it writes the new session into is the one it just read.
 */
export async function issueSession(req: PayloadRequest, accountId: string, credentials: { email: string; password: string }) {
  const { payload } = req
  const collectionConfig = payload.collections.users.config
  const stored = await payload.db.findOne<StoredRow>({ collection: 'users', req, where: { id: { equals: accountId } } })
  if (!stored) throw HttpError.nonField(422, messages.invalidCredentials)
  if (isLocked({ id: accountId, lockUntil: stored.lockUntil })) throw HttpError.nonField(403, messages.accountLocked)

  // Payload's hooks and session helpers take the stored row as the signed-in user, as its login does.
  let user: StoredRow = { ...stored, collection: 'users', _strategy: 'local-jwt' }
  // An older hash (25,000 iterations) is replaced by one in today's format, as Payload's login does; the
  // session's write below stores the whole row, the new hash with it.
  if (typeof user.hash === 'string' && !isCurrentHash(user.hash)) Object.assign(user, await hashPassword(credentials.password))

  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: credentials.email.toLowerCase().trim(), sid, user })
  await resetLoginAttempts({ collection: collectionConfig, doc: user, payload, req })
  for (const hook of collectionConfig.hooks?.beforeLogin ?? []) {
    user = (await hook({ collection: collectionConfig, context: req.context, req, user })) || user
  }
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  req.user = user
  for (const hook of collectionConfig.hooks?.afterLogin ?? []) {
    user = (await hook({ collection: collectionConfig, context: req.context, req, token, user })) || user
  }
  return { token, lastLogin: user.lastLogin ?? null }
}
