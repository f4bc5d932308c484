import { NotFound, type CollectionSlug, type PayloadRequest, type Where } from 'payload'
import type { AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import { idOf } from '../shared/values'
import { looksLikeId } from '../shared/values'
import type { Row, Selection } from '../shared/records'

/**
 * Reading and writing the opportunity records as the caller: every
 * read is the Local API with the caller's access (another organization's row, a talent's draft: not
 * found), every write runs in the server-write context. Domain code throws Payload's own errors
 * (NotFound, APIError, ValidationError), which the endpoints answer in the contract's shape.
 */

export { looksLikeId }

export const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))]

export const idsOf = (value: unknown): string[] => (Array.isArray(value) ? unique(value.map(idOf)) : [])

/** The Local API options of a read as `user`, inside the request's transaction. */
export const readAs = (req: PayloadRequest, user: AuthUser) => ({ depth: 0, overrideAccess: false, user, req }) as const

/** The Local API options of a write as `user` (the collections take writes from the endpoints only). */
export const writeAs = (req: PayloadRequest, user: AuthUser) => ({ ...readAs(req, user), context: serverWriteContext }) as const

/** Every row of `collection` matching `where` that `user` may read: one query. */
export async function findRows<S extends CollectionSlug>(req: PayloadRequest, user: AuthUser, collection: S, where: Where, select?: Selection<S>): Promise<Row<S>[]> {
  const { docs } = await req.payload.find({ collection, where, select, pagination: false, ...readAs(req, user) })
  // With a selection a row holds only the selected fields and its id; callers read no others.
  return docs as Row<S>[]
}

/** One row by id as `user` may read it, else NotFound (a malformed id too). */
export async function loadFor<S extends CollectionSlug>(req: PayloadRequest, user: AuthUser, collection: S, id: string | undefined): Promise<Row<S>> {
  if (!looksLikeId(id)) throw new NotFound()
  const rows = await findRows(req, user, collection, { id: { equals: id } })
  if (!rows[0]) throw new NotFound()
  return rows[0]
}

export const loadOpportunityFor = (req: PayloadRequest, user: AuthUser, id: string | undefined) => loadFor(req, user, 'opportunities', id)

/** Groups rows by the id in `field`. */
export function groupBy<T>(rows: T[], field: keyof T): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const key = idOf(row[field]) ?? ''
    const list = groups.get(key)
    if (list) list.push(row)
    else groups.set(key, [row])
  }
  return groups
}
