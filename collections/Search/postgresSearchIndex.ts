import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { TALENT_SEARCH_TSVECTOR } from '../../domain/search/postgresText'

/**
 * PostgreSQL's full-text index over the search index's text: a GIN
 * index on the 'english' tsvector of `search_text`, declared in the Drizzle schema so that the dev
 * schema push and the migrations both create it (an index Drizzle does not know would be dropped by the
 * next push). domain/search/postgresEngine.ts queries the same expression, so the planner uses it.
 */

export const addTalentSearchTextIndex: PostgresSchemaHook = ({ schema, extendTable }) => {
  const table = schema.tables.talent_search_profiles
  if (!table) return schema
  extendTable({
    table,
    extraConfig: () => ({
      talentSearchTextFts: index('talent_search_profiles_search_text_fts_idx').using('gin', sql.raw(TALENT_SEARCH_TSVECTOR)),
    }),
  })
  return schema
}
