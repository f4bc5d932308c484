import type { Access, PayloadRequest, Where } from 'payload'
import { COMMENT_PERMISSIONS } from '../contract/comments'
import type { FeatureFlagMap } from '../contract/featureFlags'
import { authUser, isOrganizationUser, isSuperAdmin, organizationOf, type AuthUser } from './roles'
import { SERVER_WRITE } from './serverWrites'

/**
 * Who sees and changes comments on talent profiles:
 * - 1 org_user_public: the managers and organization admins of the author's organization, and the super admin;
 * - 3 super_admin_public: the super admin, and organization users of every organization while
 *   showSuperadminComments is on;
 * - 4 super_admin_private: the super admin only;
 * - a comment not yet linked to a profile: only its author (and the super admin, who sees every comment
 *   to moderate them);
 * - talents, contacts and content editors: never any.
 * Organization users see nothing at all while showOrgComments is off.
 */
export type CommentFlags = Pick<FeatureFlagMap, 'showOrgComments' | 'showSuperadminComments'>

/** The flags as the server started with them (payload.config.ts puts them in `custom`). */
export const commentFlagsOf = (req: PayloadRequest): CommentFlags => {
  const flags = (req.payload.config.custom as { featureFlags?: Partial<FeatureFlagMap> } | undefined)?.featureFlags
  return { showOrgComments: flags?.showOrgComments === true, showSuperadminComments: flags?.showSuperadminComments === true }
}

// A function, not a shared constant: Payload extends a query's conditions in place when it joins.
const linked = (): Where => ({ talent: { exists: true } })

/** The comments `user` may read, as a Where (or true for all, false for none). */
export function visibleComments(user: AuthUser | null, flags: CommentFlags): boolean | Where {
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  if (!isOrganizationUser(user) || !organization || !flags.showOrgComments) return false
  const scopes: Where[] = [
    { author: { equals: user.id } },
    { and: [linked(), { commentPermissionId: { equals: COMMENT_PERMISSIONS.orgUserPublic } }, { organization: { equals: organization } }] },
  ]
  if (flags.showSuperadminComments) scopes.push({ and: [linked(), { commentPermissionId: { equals: COMMENT_PERMISSIONS.superAdminPublic } }] })
  return { or: scopes }
}

/**
 * The comments `user` may delete: their own; the super admin any; an organization admin the linked
 * comments of their organization (a manager's note that no longer belongs on the profile).
 */
export function deletableComments(user: AuthUser | null, flags: CommentFlags): boolean | Where {
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  if (!isOrganizationUser(user) || !organization || !flags.showOrgComments) return false
  const own: Where = { author: { equals: user.id } }
  if (user.role !== 'organization_admin') return own
  return { or: [own, { and: [linked(), { organization: { equals: organization } }] }] }
}

export const readComments: Access = ({ req }) => visibleComments(authUser(req), commentFlagsOf(req))

export const deleteComments: Access = ({ req }) => deletableComments(authUser(req), commentFlagsOf(req))

/**
 * Creating and editing go through /api/v1 only (SERVER_WRITE), where the text and visibility rules of
 * contract/comments.ts apply; the author is always the caller and only the author edits.
 */
export const createComments: Access = ({ req, data }) => {
  const user = authUser(req)
  if (!user || req.context?.[SERVER_WRITE] !== true) return false
  return (isSuperAdmin(user) || isOrganizationUser(user)) && String((data as { author?: unknown } | undefined)?.author ?? '') === user.id
}

export const updateComments: Access = ({ req }) => {
  const user = authUser(req)
  if (!user || req.context?.[SERVER_WRITE] !== true) return false
  return { author: { equals: user.id } }
}
