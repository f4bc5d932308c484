import { useCurrentUser } from '../shared/session'
import { orgRole, type OrgRole } from './pages/talents/orgApi'

/**
 * The signed-in user's role prefix as a literal type ('/manager' or '/organization_admin'), so a path
 * built from it names a path of the contract and the typed client checks the call and types its answer
 * (`${prefix}/groups/` is '/manager/groups/' | '/organization_admin/groups/').
 */
export type RolePrefix = `/${OrgRole}`

export function useOrgRolePrefix(): RolePrefix {
  return `/${orgRole(useCurrentUser())}`
}
