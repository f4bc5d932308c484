import { apiQuery, useInvalidate } from '../../queries'
import { WHOLE_LIST, useRolePrefix, type PageOf, type Subgroup } from '../talents/orgApi'

/** A group's subgroups, as the group page and the 'Add to group' dialog ask for them (one cache entry). */
export const subgroupsQuery = (prefix: string, groupId: string) =>
  apiQuery<PageOf<Subgroup>>(`${prefix}/subgroups/`, { groupId, pageSize: WHOLE_LIST })

/** After a talent joined or left a subgroup: its list and the subgroup's and group's talent counts refresh. */
export function useMembersChanged() {
  const prefix = useRolePrefix()
  const invalidate = useInvalidate()
  return () => invalidate(`${prefix}/group-members/`, `${prefix}/subgroups/`, `${prefix}/groups/`)
}
