import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import type { AuthUser } from '../../access/roles'
import type { Role } from '../../contract/accounts'
import { idOf } from '../../domain/shared/values'
import type { Row } from '../../domain/shared/records'
import { HttpError, looksLikeId } from '../http'

/** What the talent-profile section endpoints share. */
export const TALENT_ONLY = ['talent'] as const satisfies readonly Role[]
export const TAG = 'Talent profile'

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) })

/**
 * One record of the signed-in talent, or 404: the read goes through the collection's access (a talent
 * reads only their own records), so another talent's id reads exactly like an id that does not exist.
 */
/** The collections of records a talent owns (each names its talent). */
type TalentOwned = 'availabilities' | 'external-links' | 'work-experiences' | 'talent-specializations' | 'certificates'

export async function ownRecord<S extends TalentOwned>(req: PayloadRequest, user: AuthUser, collection: S, id: string | undefined): Promise<Row<S>> {
  if (!id || !looksLikeId(id)) throw HttpError.notFound()
  const doc = (await req.payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })) as Row<S> | null
  if (!doc || idOf(doc.talent) !== user.id) throw HttpError.notFound()
  return doc
}

/** Deletes one of the signed-in talent's records (404 unless it is theirs). */
export async function deleteOwnRecord(req: PayloadRequest, user: AuthUser, collection: TalentOwned, id: string | undefined) {
  const doc = await ownRecord(req, user, collection, id)
  await req.payload.delete({ collection, id: doc.id, depth: 0, overrideAccess: false, user, req })
}
