import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { organizationOf } from '../../access/roles'
import { presentCurrentUser, type StoredUser } from '../../domain/accounts/presentUser'

/** The session's id, set by Payload's JWT strategy when sessions are on. */
export const sessionIdOf = (req: PayloadRequest) => (req.user as { _sid?: string } | null)?._sid ?? null

/** The impersonation record of the session in use, if this session is an impersonation. */
export async function activeImpersonation(req: PayloadRequest, user: AuthUser) {
  const sid = sessionIdOf(req)
  if (!sid) return null
  const { docs } = await req.payload.find({
    collection: 'impersonations',
    where: { sessionId: { equals: sid }, endedAt: { exists: false } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
    req,
  })
  return docs[0] ?? null
}

/** GET /user/'s body for `user`: the stored account plus its organization's name. */
export async function currentUserView(
  req: PayloadRequest,
  user: AuthUser,
  stored: StoredUser,
  /** Known already (the impersonation endpoint has just started one): skips the session lookup. */
  known: { isImpersonate?: boolean } = {},
) {
  const organizationId = organizationOf(user)
  const [organization, impersonation] = await Promise.all([
    organizationId
      ? req.payload.findByID({
          collection: 'organizations',
          id: organizationId,
          depth: 0,
          select: { name: true },
          overrideAccess: false,
          user,
          req,
          disableErrors: true,
        })
      : null,
    user.role === 'super_admin' || known.isImpersonate !== undefined ? null : activeImpersonation(req, user),
  ])
  return presentCurrentUser(
    stored,
    organization ? { id: String(organization.id), name: String((organization as { name?: string }).name ?? '') } : null,
    { isImpersonate: known.isImpersonate ?? Boolean(impersonation) },
  )
}
