import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { TimeEntry } from '../../../../contract/timeSheets/timeEntry'
import { api } from '../../../shared/api'
import { apiKey } from '../../../shared/query/keys'
import { PATHS, type Page } from './types'

const PAGE_SIZE = 100

/**
 * Every entry (adjustments included) on the days from `dateFrom` to `dateTo`: the list answers pages of
 * at most 100, and two periods of several engagements can hold more, so the pages are read in turn.
 */
export function entriesQuery(dateFrom: string, dateTo: string) {
  const params = { dateFrom, dateTo, ordering: 'timekeeping_date', pageSize: PAGE_SIZE }
  return queryOptions({
    queryKey: apiKey(PATHS.entries, { ...params, every: true }),
    queryFn: async ({ signal }) => {
      const entries: TimeEntry[] = []
      for (let page = 1; ; page++) {
        const answer = await api.get<Page<TimeEntry>>(PATHS.entries, { params: { ...params, page }, signal })
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
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  )
}
