import { useQuery } from '@tanstack/react-query'
import { EXPERTISE_LEVELS } from '../../../contract/talentProfile'
import { itemsOf, type PageOf } from '../profile/types'
import { apiQuery } from '../query/keys'

/** The specialization tree as the public endpoints answer it (GET /specializations/?root=true, /specializations/{id}/). */
export interface Named {
  id: string
  name: string
}
export interface ChildRef extends Named {
  numchild: number
}
/** A node of GET /specializations/{id}/ (and the items of ?root=true). */
export interface SpecNode extends Named {
  numchild: number
  expertiseLevels: string[]
  roles: Named[]
  skills: Named[]
  ancestors: Named[]
  children: ChildRef[]
}

/** The spec: the picker's search box appears only above this many children. */
export const SEARCH_THRESHOLD = 15

export const PLATFORMS = apiQuery<PageOf<SpecNode> | SpecNode[]>('/specializations/', { root: true, pageSize: 100 })
export const specializationNodeQuery = (id: string) => apiQuery<SpecNode>(`/specializations/${id}/`)

/** The platform's expertise levels, in the contract's order. */
export const levelsOf = (platform: Pick<SpecNode, 'expertiseLevels'> | undefined) => EXPERTISE_LEVELS.filter((level) => platform?.expertiseLevels?.includes(level))

/** The platforms (roots), each with its expertise levels. */
export function usePlatforms() {
  return useQuery({ ...PLATFORMS, select: itemsOf })
}

/** The expertise levels that apply to a node: its platform's (the first node of its path). */
export function usePlatformLevels(node: Pick<SpecNode, 'id' | 'ancestors' | 'expertiseLevels'> | null | undefined) {
  const platforms = usePlatforms().data
  if (!node) return []
  const platformId = node.ancestors[0]?.id ?? node.id
  const platform = platforms?.find((candidate) => candidate.id === platformId) ?? (node.ancestors.length ? undefined : node)
  return levelsOf(platform)
}

/** 'Epic > Clinical > Ambulatory': a node's ancestor path as one text (the talent-not-found feedback's lastSearch). */
export const nodePath = (node: Pick<SpecNode, 'name' | 'ancestors'>, separator = ' > ') => [...node.ancestors.map((ancestor) => ancestor.name), node.name].join(separator)

export const toggleId = (list: string[], id: string) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id])
