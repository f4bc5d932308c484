import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiCall, apiQueryKey, type AnswerOf } from '../../../shared/client'
import { PATHS } from './types'

const PAGE_SIZE = 100

type Entry = AnswerOf<'get', typeof PATHS.entries>['results'][number]

/**
 * Every entry (adjustments included) on the days from `dateFrom` to `dateTo`: the list answers pages of
 * at most 100, and two periods of several engagements can hold more, so the pages are read in turn.
 */
export function entriesQuery(dateFrom: string, dateTo: string) {
  const query = { date_from: dateFrom, date_to: dateTo, ordering: 'timekeeping_date', page_size: PAGE_SIZE }
  return queryOptions({
    // Keyed by the path first like every query of it, so invalidating the path refreshes these too.
    queryKey: [PATHS.entries, { params: { query }, every: true }] as const,
    queryFn: async ({ signal }) => {
      const entries: Entry[] = []
      for (let page = 1; ; page++) {
        const answer = await apiCall('get', PATHS.entries, { params: { query: { ...query, page } }, signal })
        entries.push(...answer.results)
        if (!answer.next || answer.results.length === 0) return entries
      }
    },
  })
}

/** Everything a change to the talent's time can move: the grid, the totals, history and adjustments. */
export function invalidateTime(queryClient: QueryClient) {
  return Promise.all(
    [PATHS.entries, PATHS.short, PATHS.total, PATHS.adjustments, PATHS.extended, PATHS.extendedTotal, PATHS.payDate].map((path) =>
      queryClient.invalidateQueries({ queryKey: apiQueryKey(path) }),
    ),
  )
}
