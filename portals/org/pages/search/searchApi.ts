import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { SearchCriteriaInput } from '../../../../contract/search/criteria'
import { apiQuery } from '../../../shared/client'
import { keepShownWhileFetching } from '../../queries'
import type { RolePrefix } from '../../rolePrefix'
import { apiParamsOf } from './searchCriteriaForm'

/** The organization side's search paths, under the user's role prefix. */
export const searchPaths = (prefix: RolePrefix) =>
  ({
    talents: `${prefix}/talents/`,
    matchedCount: `${prefix}/talents/matched_count/`,
    savedSearches: `${prefix}/saved-searches/`,
    savedSearch: `${prefix}/saved-searches/{id}/`,
    weights: `${prefix}/search-weights/`,
    talentNotFound: `${prefix}/feedbacks/talent-not-found/`,
  }) as const

/** Waits until `value` has stayed the same for `delay` ms (typing, ticking boxes) before passing it on. */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/**
 * 'Number of Talent matching your criteria: N': GET matched_count/ for the
 * criteria as typed, 300 ms after the last change; `null` criteria (invalid while typing) keep the last
 * number. The previous number stays while the next loads.
 */
export function useMatchedCount(prefix: RolePrefix, criteria: SearchCriteriaInput | null) {
  const key = criteria ? JSON.stringify(apiParamsOf(criteria)) : null
  const settled = useDebounced(key, 300)
  const params = settled ? (JSON.parse(settled) as Record<string, string>) : {}
  return useQuery({
    ...apiQuery(searchPaths(prefix).matchedCount, { params: { query: params } }),
    enabled: settled !== null,
    ...keepShownWhileFetching,
  })
}
