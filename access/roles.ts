import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'
import type { Role } from '../contract/accounts'

/**
 * Shared access rules. Each function is named after the rule it states and returns either a boolean or
 * a Where that scopes rows, so list, read, update and delete share one path (house style). Deny first.
 */
export interface AuthUser {
  id: string
  role: Role
  organization?: string | { id: string } | null
  hasPermissionSendEngagement?: boolean | null
  hasPermissionViewRate?: boolean | null
  /** May approve any of the organization's time (a manager; admins always may). */
  hasTimeSheetApproval?: boolean | null
  collection?: string
}

export const authUser = (req: PayloadRequest): AuthUser | null => (req.user as unknown as AuthUser) ?? null

export const relationId = (value: unknown): string | null => {
  if (!value) return null
  if (typeof value === 'string') return value
  if (typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}

export const organizationOf = (user: AuthUser | null) => relationId(user?.organization)

export const isSuperAdmin = (user: AuthUser | null) => user?.role === 'super_admin'
export const isOrganizationUser = (user: AuthUser | null) =>
  user?.role === 'organization_admin' || user?.role === 'manager'
export const isOrganizationMember = (user: AuthUser | null) =>
  isOrganizationUser(user) || user?.role === 'contact'

/**
 * Field read: the organization's fee (and what it is made of) to those who may view rate: the
 * organization admin always, a manager with hasPermissionViewRate, the super admin. Never the talent.
 */
export const mayViewOrganizationRate = (user: AuthUser | null): boolean =>
  isSuperAdmin(user) || user?.role === 'organization_admin' || (user?.role === 'manager' && user.hasPermissionViewRate === true)

/** Only the super admin. */
export const superAdminOnly: Access = ({ req }) => isSuperAdmin(authUser(req))

/** Anyone signed in. */
export const signedIn: Access = ({ req }) => Boolean(req.user)

/** Anyone, signed in or not: for reference data such as the specialization tree and settings. */
export const anyone: Access = () => true

/** Nobody through any API: append-only records written by the server itself with overrideAccess. */
export const nobody: Access = () => false

export const superAdminField: FieldAccess = ({ req }) => isSuperAdmin(authUser(req))

/** Super admin sees all rows; an organization member only rows whose `organization` is theirs. */
export const superAdminOrOwnOrganization =
  (field = 'organization'): Access =>
  ({ req }) => {
    const user = authUser(req)
    if (!user) return false
    if (isSuperAdmin(user)) return true
    const organization = organizationOf(user)
    if (!organization || !isOrganizationMember(user)) return false
    return { [field]: { equals: organization } } satisfies Where
  }
