import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import type { AuthUser } from '../../access/roles'
import type { Row, Selection } from '../../domain/shared/records'
import { asUser } from '../http'

/**
 * The dashboards' reads, always as the caller (`overrideAccess: false`): a figure is computed only from
 * rows the caller's access rules let through, so nothing of another organization can reach a sum.
 *
 * Counting is a COUNT query (`payload.count`), never a list. Sums (minutes, cents) have no aggregate in
 * the Local API: `sumRows` walks the matching rows a page at a time, reading only the few columns the
 * sum needs, so memory stays flat whatever the number of entries (a page is dropped before the next
 * one is read), and the work is one indexed query per SUM_PAGE rows.
 */
export const SUM_PAGE = 1000

export async function countAs(req: PayloadRequest, user: AuthUser, collection: CollectionSlug, where: Where): Promise<number> {
  const { totalDocs } = await req.payload.count({ collection, where, overrideAccess: false, user, req })
  return totalDocs
}

export async function sumRows<S extends CollectionSlug>(
  req: PayloadRequest,
  user: AuthUser,
  collection: S,
  where: Where,
  select: Selection<S>,
  each: (row: Row<S>) => void,
): Promise<void> {
  for (let page = 1; ; page++) {
    const found = await req.payload.find({ collection, where, select, sort: 'id', page, limit: SUM_PAGE, ...asUser(req, user) })
    // With a selection a row holds only the selected fields and its id; callers read no others.
    for (const row of found.docs as Row<S>[]) each(row)
    if (!found.hasNextPage) return
  }
}

/** The first row of a query (the earliest date of a counted set), or null. */
export async function firstRow<S extends CollectionSlug>(
  req: PayloadRequest,
  user: AuthUser,
  collection: S,
  where: Where,
  sort: string,
  select: Selection<S>,
): Promise<Row<S> | null> {
  const { docs } = await req.payload.find({ collection, where, sort, select, limit: 1, pagination: false, ...asUser(req, user) })
  // With a selection a row holds only the selected fields and its id; callers read no others.
  return (docs as Row<S>[])[0] ?? null
}
