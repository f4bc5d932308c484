import { apiQuery } from '../../../shared/client'
import { useInvalidate } from '../../queries'
import { useOrgRolePrefix, type RolePrefix } from '../../rolePrefix'
import { WHOLE_LIST } from '../talents/orgApi'

/** A group's subgroups, as the group page and the 'Add to group' dialog ask for them (one cache entry). */
export const subgroupsQuery = (prefix: RolePrefix, groupId: string) =>
  apiQuery(`${prefix}/subgroups/` as const, { params: { query: { group_id: groupId, page_size: WHOLE_LIST } } })

/** After a talent joined or left a subgroup: its list and the subgroup's and group's talent counts refresh. */
export function useMembersChanged() {
  const prefix = useOrgRolePrefix()
  const invalidate = useInvalidate()
  return () => invalidate(`${prefix}/group-members/`, `${prefix}/subgroups/`, `${prefix}/groups/`)
}
