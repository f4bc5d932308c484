import { ORGANIZATION_ROLES } from '../../../../contract/accounts'
import type { OrgRole } from './types'

export const ORG_ROLES: readonly OrgRole[] = ORGANIZATION_ROLES

/**
 * Which inputs of the user form the role fixes: an admin has no department and always both
 * permissions, a contact neither permission, and a manager must name a department. The values
 * themselves change through the contract's applyRoleChange.
 */
export function roleLocks(role: OrgRole | '') {
  return {
    department: role === 'organization_admin',
    permissions: role === 'organization_admin' || role === 'contact',
    departmentRequired: role === 'manager',
  }
}
