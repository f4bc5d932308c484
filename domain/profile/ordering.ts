/**
 * The order of a talent's work experience: the API says where an item goes by the id of the item it
 * follows (afterId: null = first, absent on create = last); the stored sortIndex is the item's position
 * in that order, 0 for the first.
 */

/** `order` with `id` placed right after `afterId` (null: first; undefined: last), or null when afterId is not in the list. */
export function placeAfter(order: readonly string[], id: string, afterId: string | null | undefined): string[] | null {
  const rest = order.filter((item) => item !== id)
  if (afterId === undefined) return [...rest, id]
  if (afterId === null) return [id, ...rest]
  const index = rest.indexOf(afterId)
  if (index === -1) return null
  return [...rest.slice(0, index + 1), id, ...rest.slice(index + 1)]
}

/** The items whose stored index differs from their position in `order`: the only rows to rewrite. */
export function indexChanges(order: readonly string[], stored: ReadonlyMap<string, number>): { id: string; sortIndex: number }[] {
  return order.flatMap((id, sortIndex) => (stored.get(id) === sortIndex ? [] : [{ id, sortIndex }]))
}
