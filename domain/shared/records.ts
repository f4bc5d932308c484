import type { CollectionSlug, DataFromCollectionSlug, TypedCollectionSelect } from 'payload'

/**
 * A stored row of collection `S` as the Local API answers it (payload-types.ts, generated from the
 * collections). At depth 0 a relation is its id; the generated type also allows the populated document.
 */
export type Row<S extends CollectionSlug> = DataFromCollectionSlug<S>

/** The fields of collection `S` a Local API read may select. */
export type Selection<S extends CollectionSlug> = TypedCollectionSelect[S]
