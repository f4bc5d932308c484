import { getFieldsToSign, jwtSign, logoutOperation, type PayloadRequest } from 'payload'
import { addSessionToUser } from 'payload/shared'
import type { AuthUser } from '../../access/roles'
import { messages } from '../../contract/messages'
import { HttpError } from '../http'
import type { Row } from '../../domain/shared/records'
import { IMPERSONATOR_COOKIE, readCookie, sessionCookieName, sessionTokenOf } from './cookies'
import { forgetToken } from '../../access/sessionCache'
import { activeImpersonation, sessionIdOf } from './currentUserView'
import { lockUserSessions } from '../../collections/Users/sessionLock'

/**
 * Impersonation: a super admin gets a real session of the other user (so every access rule applies to
 * them exactly as to that user), the super admin's own token waits in a separate HttpOnly cookie, and
 * each impersonation is a record with its session id, start and end. The records are written with
 * overrideAccess because no API may create or change them; who may start one is checked before.
 */

/**
 * A fresh session and token for `targetId`, as if that user had signed in. Inside the caller's
 * transaction, in turn with the user's other session writes: the lock first, then the read.
 */
async function issueSessionFor(req: PayloadRequest, targetId: string) {
  const { payload } = req
  await lockUserSessions(req, targetId)
  const collectionConfig = payload.collections.users.config
  const stored = await payload.db.findOne<Row<'users'>>({ collection: 'users', where: { id: { equals: targetId } }, req })
  if (!stored) throw HttpError.notFound()
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: stored })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: String(stored.email), sid, user: { ...stored, collection: 'users' } })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  return { token, sid: sid! }
}

export async function startImpersonation(req: PayloadRequest, superAdmin: AuthUser, targetId: string) {
  if (superAdmin.role !== 'super_admin') throw HttpError.forbidden(messages.onlySuperAdminImpersonates)
  if (targetId === superAdmin.id) throw HttpError.nonField(422, messages.cannotImpersonateSelf)
  const target = await req.payload.findByID({ collection: 'users', id: targetId, depth: 0, overrideAccess: false, user: superAdmin, req, disableErrors: true })
  if (!target) throw HttpError.notFound()
  if (target.role === 'super_admin') throw HttpError.nonField(422, messages.cannotImpersonateSuperAdmin)
  if (target.isDeactivated) throw HttpError.nonField(422, messages.accountDeactivated)
  const ownToken = readCookie(req.headers, sessionCookieName(req.payload))
  if (!ownToken) throw HttpError.nonField(400, 'Impersonation needs a browser session (cookie sign-in).')
  const { token, sid } = await issueSessionFor(req, targetId)
  await req.payload.create({
    collection: 'impersonations',
    data: {
      superAdmin: superAdmin.id,
      impersonatedUser: targetId,
      sessionId: sid,
      startedAt: new Date().toISOString(),
      ipAddress: req.headers.get('x-forwarded-for') ?? null,
    },
    overrideAccess: true,
    req,
  })
  return { token, ownToken, target }
}

/** The super admin behind the waiting token, if it is still a valid super-admin session. */
async function impersonatorOf(req: PayloadRequest) {
  const token = readCookie(req.headers, IMPERSONATOR_COOKIE)
  if (!token) return null
  const { user } = await req.payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  const admin = user as (AuthUser & { _sid?: string }) | null
  return admin?.role === 'super_admin' ? { admin, token } : null
}

/**
 * Ends the impersonation the current session belongs to, if any: the record gets its end time and the
 * impersonated session is revoked by the caller's logout. With revokeImpersonator the super admin's own
 * session ends as well (plain sign-out); without it the caller hands that token back (way back).
 */
export async function endImpersonationOf(req: PayloadRequest, user: AuthUser, options: { revokeImpersonator: boolean }) {
  if (user.role === 'super_admin') return null
  const record = await activeImpersonation(req, user)
  if (!record) return null
  await req.payload.update({
    collection: 'impersonations',
    id: record.id,
    data: { endedAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
  const impersonator = await impersonatorOf(req)
  if (impersonator && options.revokeImpersonator) {
    const adminReq = Object.assign(Object.create(Object.getPrototypeOf(req)), req, { user: { ...impersonator.admin, collection: 'users' } })
    await logoutOperation({ collection: req.payload.collections.users, req: adminReq })
    forgetToken(impersonator.token)
  }
  return { record, impersonator }
}

export async function stopImpersonation(req: PayloadRequest, user: AuthUser) {
  if (!sessionIdOf(req)) throw HttpError.nonField(400, messages.notImpersonating)
  const ended = await endImpersonationOf(req, user, { revokeImpersonator: false })
  if (!ended) throw HttpError.nonField(400, messages.notImpersonating)
  await logoutOperation({ collection: req.payload.collections.users, req })
  forgetToken(sessionTokenOf(req))
  return ended.impersonator?.token ?? null
}
