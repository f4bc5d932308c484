/**
 * The text PostgreSQL's full-text search reads: the 'english' tsvector of the index's `search_text`. The
 * GIN index (collections/Search/postgresSearchIndex.ts) and the engine's query (postgresEngine.ts) use this
 * one expression, so the planner uses the index.
 */
export const TALENT_SEARCH_TSVECTOR = "to_tsvector('english', coalesce(search_text, ''))"
