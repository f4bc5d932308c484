import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import type { AuthUser } from '../../access/roles'
import type { Doc } from '../../domain/profile/sections'
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

export async function sumRows(
  req: PayloadRequest,
  user: AuthUser,
  collection: CollectionSlug,
  where: Where,
  select: Record<string, true>,
  each: (row: Doc) => void,
): Promise<void> {
  for (let page = 1; ; page++) {
    const found = await req.payload.find({ collection, where, select, sort: 'id', page, limit: SUM_PAGE, ...asUser(req, user) })
    for (const row of found.docs as unknown as Doc[]) each(row)
    if (!found.hasNextPage) return
  }
}

/** The first row of a query (the earliest date of a counted set), or null. */
export async function firstRow(
  req: PayloadRequest,
  user: AuthUser,
  collection: CollectionSlug,
  where: Where,
  sort: string,
  select: Record<string, true>,
): Promise<Doc | null> {
  const { docs } = await req.payload.find({ collection, where, sort, select, limit: 1, pagination: false, ...asUser(req, user) })
  return ((docs as unknown as Doc[])[0] ?? null) as Doc | null
}
