import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'

/**
 * Some fields of a row of collection `S` as a Local API update takes them (payload-types.ts): a
 * relation is its id, and a field left out keeps its stored value. A create needs Payload's own
 * `RequiredDataFromCollectionSlug<S>`, which already leaves out the id and the timestamps.
 */
export type RowChanges<S extends CollectionSlug> = Partial<RequiredDataFromCollectionSlug<S>>
