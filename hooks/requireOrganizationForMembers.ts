import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { ORGANIZATION_ROLES } from '../contract/accounts'
import { relationId } from '../access/roles'

/**
 * Organization admins, managers and contacts always belong to an organization; talents, super admins
 * and content editors never do. Enforced here so the console, the generated REST and the contract
 * endpoints cannot disagree.
 */
export const requireOrganizationForMembers: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const role = data.role ?? originalDoc?.role
  const organization = relationId(data.organization !== undefined ? data.organization : originalDoc?.organization)
  const isMember = (ORGANIZATION_ROLES as readonly string[]).includes(role)
  if (isMember && !organization) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'organization', message: 'An organization is required for this role' }],
      req,
    })
  }
  if (!isMember && organization) data.organization = null
  return data
}
