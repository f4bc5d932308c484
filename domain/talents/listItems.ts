import type { PayloadRequest, Where } from 'payload'
import type { AuthUser } from '../../access/roles'
import { fullName, type TalentListItem } from '../../contract/talentList'
import { READ_APPROVED_TALENTS } from '../profile/contextKeys'
import { str } from '../shared/values'
import type { Row } from '../shared/records'

/**
 * Talents as lists show them (contract/talentList.ts). Organization users read a talent's account only
 * through READ_APPROVED_TALENTS (collections/Users/access.ts), so these reads find approved, active
 * talents for them and every talent for the super admin.
 */
export const TALENT_LIST_SELECT = { firstName: true, lastName: true, city: true, state: true, avatarPicture: true, isTalentApprovedByPlatform: true, isDeactivated: true } as const

/** Talents the organization side may find: approved by the platform and not deactivated (a new Where per query: Payload may extend it in place). */
export const findableTalents = (): Where => ({
  and: [{ role: { equals: 'talent' } }, { isTalentApprovedByPlatform: { equals: true } }, { isDeactivated: { not_equals: true } }],
})

/** The fields of a talent the list item shows. */
export type TalentListFields = Pick<Row<'users'>, 'id' | 'firstName' | 'lastName' | 'city' | 'state' | 'avatarPicture' | 'isTalentApprovedByPlatform'>

export const presentTalentListItem = (doc: TalentListFields): TalentListItem => ({
  id: String(doc.id),
  avatarPicture: str(doc.avatarPicture),
  state: str(doc.state),
  fullName: fullName(doc),
  city: str(doc.city),
  isTalentApprovedByPlatform: doc.isTalentApprovedByPlatform === true,
})

/** The list items of talents `ids` that `viewer` may read, by id: one query. */
export async function loadTalentListItems(req: PayloadRequest, viewer: AuthUser, ids: string[]): Promise<Map<string, TalentListItem>> {
  if (!ids.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ id: { in: [...new Set(ids)] } }, { role: { equals: 'talent' } }] },
    select: TALENT_LIST_SELECT,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: viewer,
    req,
    context: { [READ_APPROVED_TALENTS]: true },
  })
  return new Map(docs.map((doc) => [String(doc.id), presentTalentListItem(doc)]))
}
