import type { CurrentUser } from '../../../../contract/accounts'
import type { Colleague } from '../../../../contract/organizationUsers'
import { useCurrentUser } from '../../../shared/session'

/**
 * Shapes and paths of the organization-side calls these screens make (talents,
 * groups). Each organization role has its own prefix, so every path starts
 * with the signed-in user's role.
 */
export type OrgRole = 'manager' | 'organization_admin'

export const orgRole = (user: CurrentUser): OrgRole => (user.role === 'organization_admin' ? 'organization_admin' : 'manager')

/** '/manager' or '/organization_admin' for the signed-in user. */
export function useRolePrefix(): `/${OrgRole}` {
  return `/${orgRole(useCurrentUser())}` as const
}

export type { PageOf } from '../../../shared/profile/types'

export type { Group, GroupMember, Subgroup } from '../../../../contract/groups'
export type { TalentListItem } from '../../../../contract/talentList'

/**
 * A colleague in the Share Group list: GET /manager/users/ answers active colleagues only, while
 * GET /organization_admin/users/ answers full users, deactivated ones included.
 */
export type OrgUserSummary = Colleague & { isDeactivated?: boolean }

export { DEFAULT_TALENT_ORDERING as TALENT_ORDERING } from '../../../../contract/talentList'

export const talentLocation = (talent: { city: string | null; state: string | null }) =>
  [talent.city, talent.state].filter(Boolean).join(', ')

/** Everything of a short list in one call (subgroups of a group, groups to pick from). */
export const WHOLE_LIST = 100
