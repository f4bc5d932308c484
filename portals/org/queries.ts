import { useCallback } from 'react'
import { keepPreviousData, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query'

/**
 * Server state of the organization portal lives in TanStack Query. A query's key starts with the API path it loads
 * (`apiQuery` of shared/client, keyed by the contract's path), and a write invalidates the paths it changed:
 * `invalidatePaths` matches by path prefix, so `/organization_admin/organizations/` also covers that
 * organization's own path and its counts, and `/org-side/groups/` its `/org-side/groups/{id}/` queries.
 */

/**
 * For lists that page, search or filter: the last answer stays on screen (with the 'Updating' bar)
 * while the next page loads, instead of the whole list turning into a spinner.
 */
export const keepShownWhileFetching = { placeholderData: keepPreviousData } as const

/** A query's answer and the states every screen shows (loading, updating, failed), named as the screens use them. */
export function loadState<T>(query: UseQueryResult<T>) {
  return {
    data: query.data,
    error: query.error,
    /** Nothing to show yet: the first answer has not come. */
    loading: query.isPending,
    /** An answer is shown and a newer one is on its way (after a write, another page, a search). */
    refreshing: query.isFetching && !query.isPending,
    /** Failed with nothing to show: the screen offers 'Try again'. */
    failed: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
  }
}

/** The audit trail records every organization-side write, so each one makes it stale. */
export const AUDIT_TRAIL = '/organization_admin/audit-events/'

export function invalidatePaths(client: QueryClient, paths: readonly string[]) {
  return client.invalidateQueries({
    predicate: (query) => {
      const [path] = query.queryKey
      return typeof path === 'string' && paths.some((prefix) => path.startsWith(prefix))
    },
  })
}

/** `invalidate(...paths)` after a write: the shown queries under those paths (and the audit trail) refetch. */
export function useInvalidate() {
  const client = useQueryClient()
  return useCallback((...paths: string[]) => invalidatePaths(client, [...paths, AUDIT_TRAIL]), [client])
}
