import { createClient } from '@libsql/client'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import type { SearchWeights } from '../../contract/search/criteria'
import { noteRawQuery, type PageRequest, type SearchRequest, type TalentSearchEngine } from './engine'
import { sqlCount, sqlPage, type SQL, type SqlDialect } from './sqlSearch'

/**
 * SQLite: an FTS5 external-content table over `talent_search_profiles.search_text`, kept by triggers.
 * Drizzle's development schema push compares the database with the collections and stops at a table it
 * does not know, so outside production the table and its triggers are dropped before Payload connects
 * (`dropSqliteFtsBeforeConnect`, when payload.config.ts loads) and created again, with a rebuild from the
 * content table, when the server starts (`ensureSqliteFts`, server/main.ts, after the migrations and the seed). The rebuild also covers rowids a schema push or VACUUM renumbered.
 */

export const FTS_TABLE = 'talent_search_fts'
const TRIGGERS = ['talent_search_fts_ai', 'talent_search_fts_ad', 'talent_search_fts_au'] as const

const DROP = [...TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${name}`), `DROP TABLE IF EXISTS ${FTS_TABLE}`]

const CREATE = [
  `CREATE VIRTUAL TABLE IF NOT EXISTS ${FTS_TABLE} USING fts5(search_text, content='talent_search_profiles', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`,
  `CREATE TRIGGER IF NOT EXISTS talent_search_fts_ai AFTER INSERT ON talent_search_profiles BEGIN
     INSERT INTO ${FTS_TABLE}(rowid, search_text) VALUES (new.rowid, new.search_text); END`,
  `CREATE TRIGGER IF NOT EXISTS talent_search_fts_ad AFTER DELETE ON talent_search_profiles BEGIN
     INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, search_text) VALUES ('delete', old.rowid, old.search_text); END`,
  `CREATE TRIGGER IF NOT EXISTS talent_search_fts_au AFTER UPDATE ON talent_search_profiles BEGIN
     INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
     INSERT INTO ${FTS_TABLE}(rowid, search_text) VALUES (new.rowid, new.search_text); END`,
]

const isSqliteUrl = (url: string) => !/^(postgres(ql)?|mongodb(\+srv)?):\/\//.test(url)

/** Before Payload connects (development push only): the push must not meet the FTS table. */
export async function dropSqliteFtsBeforeConnect(databaseUrl: string, push: boolean): Promise<void> {
  if (!push || !isSqliteUrl(databaseUrl)) return
  const client = createClient({ url: databaseUrl })
  try {
    await client.batch(DROP, 'write')
  } finally {
    client.close()
  }
}

type LibsqlDrizzle = {
  run(query: SQL): Promise<unknown>
  all(query: SQL): Promise<unknown[]>
}
const drizzleOf = (payload: Payload) => {
  // Only the SQLite adapter has this client; it is asked for on no other.
  const db: Payload['db'] & { drizzle?: LibsqlDrizzle } = payload.db
  return db.drizzle!
}

/** After Payload connected: the FTS table and its triggers, filled from the index when it was (re)created. */
export async function ensureSqliteFts(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite') return
  const db = drizzleOf(payload)
  const content = (await db.all(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'talent_search_profiles'`)) as unknown[]
  if (!content.length) return
  const existing = (await db.all(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = ${FTS_TABLE}`)) as unknown[]
  for (const statement of CREATE) await db.run(sql.raw(statement))
  if (!existing.length) {
    const started = Date.now()
    await db.run(sql.raw(`INSERT INTO ${FTS_TABLE}(${FTS_TABLE}) VALUES ('rebuild')`))
    payload.logger.info({ ms: Date.now() - started }, 'talent search: SQLite full-text table built')
  }
}

const dialect = (payload: Payload): SqlDialect => ({
  sql,
  truth: sql`1`,
  num: (value) => sql`${value}`,
  float: (expression) => sql`CAST(${expression} AS REAL)`,
  least: (a, b) => sql`MIN(${a}, ${b})`,
  greatest: (a, b) => sql`MAX(${a}, ${b})`,
  days: (from, to) => sql`(julianday(${to}) - julianday(${from}))`,
  // Truncation is the floor for the non-negative fractions of a score.
  roundScore: (fraction) => sql`CAST(${fraction} * 100 + 0.5 + 1e-9 AS INTEGER)`,
  keyword: (words) => {
    // Each word a quoted FTS5 string ("" doubles a quote; the words are letters and digits anyway), the last a prefix.
    const query = words.map((word, index) => `"${word.replace(/"/g, '""')}"${index === words.length - 1 ? '*' : ''}`).join(' ')
    return {
      // The full-text match drives (CROSS JOIN keeps SQLite from scanning the index rows and matching each).
      from: sql.raw(`${FTS_TABLE} CROSS JOIN talent_search_profiles p ON p.rowid = ${FTS_TABLE}.rowid`),
      where: sql`${sql.raw(FTS_TABLE)} MATCH ${query}`,
      rank: sql`bm25(${sql.raw(FTS_TABLE)})`,
      lowerIsBetter: true,
    }
  },
  rows: async (statement) => {
    noteRawQuery(payload)
    return (await drizzleOf(payload).all(statement)) as Record<string, unknown>[]
  },
})

export function sqliteFts5Engine(payload: Payload): TalentSearchEngine {
  const d = dialect(payload)
  return {
    name: 'sqlite-fts5',
    count: (request: SearchRequest) => sqlCount(d, request),
    page: (request: SearchRequest, weights: SearchWeights, page: PageRequest) => sqlPage(d, request, weights, page),
  }
}
