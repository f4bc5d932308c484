import type { CollectionSlug, DataFromCollectionSlug, RequiredDataFromCollectionSlug, TypedCollectionSelect } from 'payload'

/**
 * A stored row of collection `S` as the Local API answers it (payload-types.ts, generated from the
 * collections). At depth 0 a relation is its id; the generated type also allows the populated document.
 */
export type Row<S extends CollectionSlug> = DataFromCollectionSlug<S>

/** The fields of collection `S` a Local API read may select. */
export type Selection<S extends CollectionSlug> = TypedCollectionSelect[S]

/**
 * What a Local API create of collection `S` takes: Payload's own type, the row without its id and
 * timestamps (a relation as an id or a document).
 */
export type CreateData<S extends CollectionSlug> = RequiredDataFromCollectionSlug<S>

/** What a Local API update of collection `S` takes: any of the fields a create takes. */
export type UpdateData<S extends CollectionSlug> = Partial<RequiredDataFromCollectionSlug<S>>
