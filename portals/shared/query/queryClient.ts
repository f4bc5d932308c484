import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api'

/**
 * Server state in the portals lives in TanStack Query. A 4xx will answer the same on a retry, so only
 * network failures and 5xx are retried (twice); data stays fresh for 30 s so moving between screens does
 * not refetch what was just shown, and every write invalidates the keys it changed.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
      },
      mutations: { retry: false },
    },
  })
}
