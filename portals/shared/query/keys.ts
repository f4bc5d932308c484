import { queryOptions } from '@tanstack/react-query'
import { api } from '../api'

/**
 * Query keys start with the API path they load, then the query parameters when there are any:
 * `['/talent/documents/']`, `['/talent/availabilities/', { page: 2 }]`. A write invalidates the paths
 * it changed with `queryClient.invalidateQueries({ queryKey: ['/talent/documents/'] })`, which
 * refreshes every page and filter of that path.
 */
export type ApiQueryKey = readonly [path: string] | readonly [path: string, params: Record<string, unknown>]

export function apiKey(path: string, params?: Record<string, unknown>): ApiQueryKey {
  return params ? [path, params] : [path]
}

/**
 * A GET of `path` (with `params`) as query options for useQuery / prefetchQuery / fetchQuery, keyed by
 * the convention above; the request is cancelled when nobody needs it any more.
 */
export function apiQuery<T>(path: string, params?: Record<string, unknown>) {
  return queryOptions({
    queryKey: apiKey(path, params),
    queryFn: ({ signal }) => api.get<T>(path, { params, signal }),
  })
}
