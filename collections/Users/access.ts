import type { Access, FieldAccess, Where } from 'payload'
import { authUser, isOrganizationUser, isSuperAdmin, organizationOf, relationId } from '../../access/roles'
import { ORGANIZATION_ROLES } from '../../contract/accounts'
import { ACCOUNT_FIELDS_WRITE, ORGANIZATION_USER_WRITE } from '../../domain/accounts/contextKeys'
import { READ_APPROVED_TALENTS } from '../../domain/profile/contextKeys'

/**
 * Who may see and change user accounts:
 * - super admin: everyone;
 * - organization admin and manager: themselves and the members of their own organization;
 * - talent, contact, content editor: only themselves.
 * Public sign-up creates its talent through the Local API with context.signUp set by the sign-up
 * endpoint, so the generated REST cannot be used to skip the sign-up rules and rate limit.
 */
export const readUsers: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const self: Where = { id: { equals: user.id } }
  const organization = organizationOf(user)
  if (isOrganizationUser(user) && organization) {
    const scopes: Where[] = [self, { organization: { equals: organization } }]
    if (req.context?.[READ_APPROVED_TALENTS] === true) scopes.push(approvedTalents())
    return { or: scopes }
  }
  return self
}

/**
 * Organization users read a talent's account only through the talent-profile endpoints, which set the
 * READ_APPROVED_TALENTS context key server-side (domain/profile/contextKeys.ts), and only a talent the
 * platform approved and has not deactivated. The generated REST and /api/admin never set it.
 */
// A function, not a shared constant: Payload extends a query's conditions in place when it joins.
const approvedTalents = (): Where => ({
  and: [{ role: { equals: 'talent' } }, { isTalentApprovedByPlatform: { equals: true } }, { isDeactivated: { not_equals: true } }],
})

export const createUsers: Access = ({ req, data }) => {
  // Sign-up is public: its talent is created the same way whoever the browser happens to be signed in as.
  if (req.context?.signUp === true) return data?.role === 'talent'
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  // Organization admins add users to their own organization; the role rules live in the
  // organization-user endpoints, which pass the organization explicitly.
  const organization = organizationOf(user)
  return (
    user.role === 'organization_admin' &&
    Boolean(organization) &&
    relationId(data?.organization) === organization &&
    data?.role !== 'super_admin' &&
    data?.role !== 'talent' &&
    data?.role !== 'content_editor'
  )
}

export const updateUsers: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const self: Where = { id: { equals: user.id } }
  const organization = organizationOf(user)
  if (user.role === 'organization_admin' && organization) {
    return { or: [self, { organization: { equals: organization } }] }
  }
  return self
}

export const deleteUsers: Access = ({ req }) => isSuperAdmin(authUser(req))

/**
 * Lifting the lock of five failed sign-ins: only the super admin. Payload's default lets any signed-in
 * user call POST /api/users/unlock for any e-mail, which would turn the lockout into a speed bump.
 */
export const unlockUsers: Access = ({ req }) => isSuperAdmin(authUser(req))

/** Fields that decide what a user may do: only the super admin changes them through the API. */
export const privilegedField: FieldAccess = ({ req }) => isSuperAdmin(authUser(req))

/**
 * What a member may do in their organization (role, department, permissions, time-sheet approval,
 * deactivation, contact type, the sign-in e-mail): the super admin for anyone; an organization admin for
 * members of their own organization, but only through the organization-user endpoints
 * (endpoints/organizations/organizationUsers.ts), which apply the spec's role rules and then set
 * ORGANIZATION_USER_WRITE in the request context (no HTTP caller can). Through the generated REST and
 * the console these fields stay as they are for everyone but the super admin.
 */
export const organizationUserField: FieldAccess = ({ req, doc }) => {
  const user = authUser(req)
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  return (
    user?.role === 'organization_admin' &&
    req.context?.[ORGANIZATION_USER_WRITE] === true &&
    Boolean(organization) &&
    relationId(doc?.organization) === organization
  )
}

/** The role, as organizationUserField, and an organization admin only ever names an organization role. */
export const organizationRoleField: FieldAccess = (args) => {
  if (isSuperAdmin(authUser(args.req))) return true
  return Boolean(organizationUserField(args)) && (ORGANIZATION_ROLES as readonly unknown[]).includes(args.data?.role)
}

/** Set once at creation: by the super admin, or by an organization admin within their organization. */
export const organizationFieldCreate: FieldAccess = ({ req, data }) => {
  const user = authUser(req)
  if (!user) return !data?.organization
  if (isSuperAdmin(user)) return true
  return user.role === 'organization_admin' && String(data?.organization ?? '') === organizationOf(user)
}

/**
 * The sign-in e-mail: as organizationUserField, and the user's own change confirmed by the link sent to
 * the new address (endpoints/account/changeEmail.ts sets ACCOUNT_FIELDS_WRITE). Payload's generated REST
 * may not write it at all (hooks/closeCredentialFields.ts).
 */
export const signInEmailField: FieldAccess = (args) => args.req.context?.[ACCOUNT_FIELDS_WRITE] === true || Boolean(organizationUserField(args))
