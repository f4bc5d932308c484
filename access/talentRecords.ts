import type { Access, Where } from 'payload'
import { authUser, isOrganizationUser, isSuperAdmin } from './roles'

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

/** Create, update, delete: the talent on their own records, and the super admin. */
export const writeOwnTalentRecords =
  (field = 'talent'): Access =>
  ({ req }) => {
    const user = authUser(req)
    if (!user) return false
    if (isSuperAdmin(user)) return true
    return user.role === 'talent' ? { [field]: { equals: user.id } } : false
  }

/** Creating: a talent only for themselves (the Where above cannot check data that does not exist yet). */
export const createOwnTalentRecords =
  (field = 'talent'): Access =>
  ({ req, data }) => {
    const user = authUser(req)
    if (!user) return false
    if (isSuperAdmin(user)) return true
    return user.role === 'talent' && String((data as Record<string, unknown> | undefined)?.[field] ?? '') === user.id
  }
