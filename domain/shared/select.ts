/**
 * The selection for "does it exist" and "which ids": Payload answers a document's id with every
 * selection, and its generated select types do not list `id` itself, so the smallest selection names
 * the creation time that every collection has.
 */
export const ID_ONLY = { createdAt: true } as const
