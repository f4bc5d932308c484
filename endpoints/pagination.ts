import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { snakeToCamel } from '../contract/casing'

/**
 * Lists are pages: `{ count, next, previous, results }` with `page`, `page_size` and `ordering`
 * ('-' for descending, commas for several keys), as in the contract conventions.
 */
export const DEFAULT_PAGE_SIZE = 25
export const MAX_PAGE_SIZE = 100

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).describe('Items per page, at most 100'),
  ordering: z.string().optional().describe("Comma-separated fields, '-' prefix for descending: 'first_name,-created_at'"),
})
export type PageQuery = Pick<z.output<typeof pageQuery>, 'page' | 'pageSize'>

export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

/**
 * Turns the contract's ordering into a Payload sort, keeping only fields the endpoint allows so a
 * client cannot sort on a hidden column. Unknown fields are ignored rather than rejected.
 */
export function toSort(ordering: string | undefined, allowed: readonly string[], fallback: string): string[] {
  const keys = (ordering ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => {
      const descending = key.startsWith('-')
      const field = snakeToCamel(descending ? key.slice(1) : key)
      return allowed.includes(field) ? `${descending ? '-' : ''}${field}` : null
    })
    .filter((key): key is string => key !== null)
  return keys.length ? keys : [fallback]
}

function pageUrl(req: PayloadRequest, page: number | null): string | null {
  if (page === null) return null
  const url = new URL(req.url!)
  url.searchParams.set('page', String(page))
  return url.toString()
}

export function toPage<T>(req: PayloadRequest, query: PageQuery, totalDocs: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(totalDocs / query.pageSize))
  return {
    count: totalDocs,
    next: pageUrl(req, query.page < lastPage ? query.page + 1 : null),
    previous: pageUrl(req, query.page > 1 ? Math.min(query.page - 1, lastPage) : null),
    results,
  }
}
