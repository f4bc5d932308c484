import { useQuery } from '@tanstack/react-query'
import { EXPERTISE_LEVELS } from '../../../contract/talentProfile'
import { apiQuery, type AnswerOf } from '../client'
import { itemsOf } from '../profile/types'

/** A node of GET /specializations/{id}/ (and the items of ?root=true), as the contract answers it. */
export type SpecNode = AnswerOf<'get', '/specializations/{id}/'>
export type Named = SpecNode['roles'][number]
export type ChildRef = SpecNode['children'][number]

/** The spec: the picker's search box appears only above this many children. */
export const SEARCH_THRESHOLD = 15

export const PLATFORMS = apiQuery('/specializations/', { params: { query: { root: 'true', page_size: 100 } } })
export const specializationNodeQuery = (id: string) => apiQuery('/specializations/{id}/', { params: { path: { id } } })

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
