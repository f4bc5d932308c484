import type { Payload } from 'payload'
import type { ScoredCriterion, SearchCriteria, SearchWeights } from '../../contract/search/criteria'

/**
 * The talent search engines. An engine filters, scores and orders
 * the search index (`talent-search-profiles`) and yields talent ids with their numbers; the endpoint
 * then reads what it shows through the Local API as the caller. The SQL engines answer in one
 * statement (a second one only to count a page past the end), whatever the number of talents.
 */

/** Orderings of the results: `-score` (default with scored criteria), names, place, rate; '-' = descending. */
export const SEARCH_ORDERINGS = ['score', 'first_name', 'last_name', 'city', 'state', 'hourly_rate'] as const
export type SearchOrderingKey = (typeof SEARCH_ORDERINGS)[number]

export interface SearchRequest {
  criteria: SearchCriteria
  /** The old list's word filter: every word in the first name, last name, city or state. */
  words?: string[]
  /** Today, 'yyyy-MM-dd' (domain/clock.ts): availability windows that ended before it never count. */
  today: string
}

export interface EngineRow {
  talentId: string
  score: number | null
  fits: Record<ScoredCriterion, number | null>
  keywordRank: number | null
}

export interface EnginePage {
  count: number
  rows: EngineRow[]
}

export interface PageRequest {
  page: number
  pageSize: number
  ordering?: string
}

export interface TalentSearchEngine {
  readonly name: 'sqlite-fts5' | 'postgres' | 'plain'
  count(request: SearchRequest): Promise<number>
  page(request: SearchRequest, weights: SearchWeights, page: PageRequest): Promise<EnginePage>
}

/** `[{ key, descending }]` of an ordering text, unknown keys left out; empty = the engine's default. */
export function parseOrdering(ordering: string | undefined): { key: SearchOrderingKey; descending: boolean }[] {
  return (ordering ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({
      key: part.replace(/^-/, '') as SearchOrderingKey,
      descending: part.startsWith('-'),
    }))
    .filter((entry) => (SEARCH_ORDERINGS as readonly string[]).includes(entry.key))
}

/** The words of a keyword: letters and digits only, so no query syntax of any engine can come from a user. */
export const keywordWords = (keyword: string | undefined): string[] =>
  (keyword ?? '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 20) ?? []

/** Escapes LIKE wildcards (used with ESCAPE '\'). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * The engine of this server: SEARCH_ENGINE=plain forces the plain one (its tests); else by database
 * (SQLite FTS5, PostgreSQL tsvector, plain for MongoDB).
 */
export async function searchEngineFor(payload: Payload): Promise<TalentSearchEngine> {
  const name = payload.db.name
  if (process.env.SEARCH_ENGINE !== 'plain') {
    if (name === 'sqlite') return (await import('./sqliteFts5Engine')).sqliteFts5Engine(payload)
    if (name === 'postgres') return (await import('./postgresEngine')).postgresEngine(payload)
  }
  return (await import('./plainEngine')).plainEngine(payload)
}

/**
 * Reports one raw SQL statement to the request's query counter (server/queryCounter.ts installs the hook
 * on the adapter when EXPOSE_QUERY_COUNT is on; otherwise there is none and this does nothing).
 */
export function noteRawQuery(payload: Payload): void {
  const db: Payload['db'] & { noteRawQuery?: () => void } = payload.db
  db.noteRawQuery?.()
}
