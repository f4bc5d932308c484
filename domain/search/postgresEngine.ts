import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { TALENT_SEARCH_TSVECTOR } from './postgresText'
import type { SearchWeights } from '../../contract/search/criteria'
import { noteRawQuery, type PageRequest, type SearchRequest, type TalentSearchEngine } from './engine'
import { sqlCount, sqlPage, type SqlDialect } from './sqlSearch'

/**
 * PostgreSQL: the keyword is a tsquery ('english', so stemmed) matched against the same tsvector
 * expression as the GIN index (collections/Search/postgresSearchIndex.ts), so the planner uses it;
 * ts_rank orders. Each word goes through plainto_tsquery as a bound value, the last one as a prefix
 * (to_tsquery of letters and digits only with ':*'): no user text is ever read as query syntax.
 */

type PgDrizzle = {
  execute(query: unknown): Promise<{ rows: Record<string, unknown>[] }>
}

const dialect = (payload: Payload): SqlDialect => {
  // The adapters ship their own copies of drizzle-orm: this `sql` and the SQLite one SqlDialect names are
  // the same function, but their SQL types differ by private members, which no declaration can bridge.
  const s = sql as unknown as SqlDialect['sql']
  return {
    sql: s,
    truth: s`true`,
    num: (value) => s`${value}::float8`,
    float: (expression) => s`CAST(${expression} AS float8)`,
    least: (a, b) => s`LEAST(${a}, ${b})`,
    greatest: (a, b) => s`GREATEST(${a}, ${b})`,
    days: (from, to) => s`(CAST(${to} AS date) - CAST(${from} AS date))`,
    roundScore: (fraction) => s`CAST(FLOOR(${fraction} * 100 + 0.5 + 1e-9) AS integer)`,
    keyword: (words) => {
      const last = words[words.length - 1]!
      const parts = [...words.slice(0, -1).map((word) => s`plainto_tsquery('english', ${word})`), s`to_tsquery('english', ${`${last}:*`})`]
      const query = s`(${s.join(parts, s` && `)})`
      const vector = s.raw(TALENT_SEARCH_TSVECTOR.replace('search_text', 'p.search_text'))
      return {
        from: s`talent_search_profiles p`,
        where: s`${vector} @@ ${query}`,
        rank: s`ts_rank(${vector}, ${query})`,
        lowerIsBetter: false,
      }
    },
    rows: async (statement) => {
      noteRawQuery(payload)
      // Cast: Payload's adapter type merges every installed adapter's declarations, which type `drizzle` as
      // the SQLite client's; this engine runs on the PostgreSQL adapter only.
      return (await (payload.db as unknown as { drizzle: PgDrizzle }).drizzle.execute(statement)).rows
    },
  }
}

export function postgresEngine(payload: Payload): TalentSearchEngine {
  const d = dialect(payload)
  return {
    name: 'postgres',
    count: (request: SearchRequest) => sqlCount(d, request),
    page: (request: SearchRequest, weights: SearchWeights, page: PageRequest) => sqlPage(d, request, weights, page),
  }
}
