import type { Access, Where } from 'payload'
import { authUser, isOrganizationUser, isSuperAdmin } from './roles'
import { SERVER_WRITE } from './serverWrites'

/**
 * Access for every record a talent owns (availability, documents, certificates, links, work
 * experience, specializations, files), through its `talent` field (or `owner` for stored files):
 * - the super admin: all of them;
 * - the talent: their own;
 * - organization admins and managers: read only, and only of talents the platform approved and has
 *   not deactivated (the talents organizations may find);
 * - anyone else (contacts, content editors, another talent): nothing.
 */
export const approvedTalentWhere = (field: string): Where => ({
  and: [{ [`${field}.isTalentApprovedByPlatform`]: { equals: true } }, { [`${field}.isDeactivated`]: { not_equals: true } }],
})

export const readTalentRecords =
  (field = 'talent'): Access =>
  ({ req }) => {
    const user = authUser(req)
    if (!user) return false
    if (isSuperAdmin(user)) return true
    if (user.role === 'talent') return { [field]: { equals: user.id } }
    if (isOrganizationUser(user)) return approvedTalentWhere(field)
    return false
  }

/**
 * Create, update, delete: the talent on their own records, and the super admin — and only through the
 * /api/v1 endpoints (the contract router marks their requests with SERVER_WRITE), where the profile
 * rules and messages are checked. Payload's generated REST for these collections is read-only, so it
 * cannot store an availability starting yesterday or a link that is not a URL.
 */
export const writeOwnTalentRecords =
  (field = 'talent'): Access =>
  ({ req }) => {
    const user = authUser(req)
    if (!user || req.context?.[SERVER_WRITE] !== true) return false
    if (isSuperAdmin(user)) return true
    return user.role === 'talent' ? { [field]: { equals: user.id } } : false
  }

/** Creating: a talent only for themselves (the Where above cannot check data that does not exist yet), through /api/v1 only. */
export const createOwnTalentRecords =
  (field = 'talent'): Access =>
  ({ req, data }) => {
    const user = authUser(req)
    if (!user || req.context?.[SERVER_WRITE] !== true) return false
    if (isSuperAdmin(user)) return true
    return user.role === 'talent' && String((data as Record<string, unknown> | undefined)?.[field] ?? '') === user.id
  }
