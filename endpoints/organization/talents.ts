import type { Where } from 'payload'
import { z } from 'zod'
import type { Role } from '../../contract/accounts'
import { messages } from '../../contract/messages'
import { DEFAULT_TALENT_ORDERING, TALENT_ORDERING, superAdminTalentListItem } from '../../contract/talentList'
import { talentProfile, talentProfileResponse } from '../../domain/profile/profileView'
import { TALENT_LIST_SELECT, presentTalentListItem } from '../../domain/talents/listItems'
import { HttpError, defineEndpoint, looksLikeId } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { pageOf } from '../talent/records'

/**
 * A talent's complete profile as the organization side reads it, under the reader's role prefix:
 * managers and organization admins see talents the platform approved and has not deactivated (any other
 * id reads as 404, whether it is a hidden talent, another kind of user or nothing at all); the super
 * admin sees every talent and may deactivate or reactivate one.
 */
const TAG = 'Talents'

const viewTalent = (role: Extract<Role, 'manager' | 'organization_admin' | 'super_admin'>) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/talents/:id/`,
    summary:
      role === 'super_admin'
        ? 'A talent’s complete profile (any talent)'
        : 'A talent’s complete profile (talents the platform approved and has not deactivated)',
    tag: TAG,
    access: [role],
    response: talentProfile,
    handler: async ({ req, user, params }) => {
      if (!looksLikeId(params.id!)) throw HttpError.notFound()
      const profile = await talentProfileResponse(req, user!, params.id!)
      if (!profile) throw HttpError.notFound()
      return profile
    },
  })

export const managerTalent = viewTalent('manager')
export const organizationAdminTalent = viewTalent('organization_admin')
export const superAdminTalent = viewTalent('super_admin')

const talentPatchMessages = {
  // Not shown in the spec; chosen to read like the shown ones.
  nothingToChange: 'Send isDeactivated or isTalentApprovedByPlatform.',
} as const

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
  error: (issue) => (issue.input === undefined ? messages.required : 'Must be a valid boolean.'),
})

export const setTalentDeactivated = defineEndpoint({
  method: 'patch',
  path: '/super_admin/talents/:id/',
  summary:
    'Deactivate (isDeactivated true: their sessions end, sign-in is refused) or reactivate a talent, and/or approve (isTalentApprovedByPlatform true: organizations find them) or unapprove them; at least one of the two',
  tag: TAG,
  access: ['super_admin'],
  body: z
    .object({ isDeactivated: flag.optional(), isTalentApprovedByPlatform: flag.optional() })
    .refine((body) => body.isDeactivated !== undefined || body.isTalentApprovedByPlatform !== undefined, { error: talentPatchMessages.nothingToChange }),
  response: talentProfile,
  handler: async ({ req, user, params, body }) => {
    if (!looksLikeId(params.id!)) throw HttpError.notFound()
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { and: [{ id: { equals: params.id } }, { role: { equals: 'talent' } }] },
      select: { isDeactivated: true },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
    })
    if (!docs[0]) throw HttpError.notFound()
    // The users hooks end the talent's sessions and drop their cached ones when this deactivates.
    const data = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
    await req.payload.update({ collection: 'users', id: params.id!, data, depth: 0, overrideAccess: false, user: user!, req })
    const profile = await talentProfileResponse(req, user!, params.id!)
    if (!profile) throw HttpError.notFound()
    return profile
  },
})

// --- talent lists --------------------------------------------------------------------------

const search = (text: string | undefined): Where[] =>
  (text ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ or: ['firstName', 'lastName', 'city', 'state'].map((field) => ({ [field]: { like: word } })) }))

const talentOrdering = (ordering: string | undefined) => [...toSort(ordering ?? DEFAULT_TALENT_ORDERING, TALENT_ORDERING, 'firstName'), 'createdAt']

// The organization side's talent list is also the talent search (endpoints/search/talents.ts).
export { managerTalents, organizationAdminTalents } from '../search/talents'

export const superAdminTalents = defineEndpoint({
  method: 'get',
  path: '/super_admin/talents/',
  summary:
    "Every talent (search; is_talent_approved_by_platform; is_deactivated; page, page_size; ordering 'first_name,last_name' by default)",
  tag: TAG,
  access: ['super_admin'],
  query: pageQuery.extend({ search: z.string().trim().optional(), isTalentApprovedByPlatform: flag.optional(), isDeactivated: flag.optional() }),
  response: pageOf(superAdminTalentListItem),
  handler: async ({ req, user, query }) => {
    const and: Where[] = [{ role: { equals: 'talent' } }, ...search(query.search)]
    if (query.isTalentApprovedByPlatform !== undefined) and.push({ isTalentApprovedByPlatform: query.isTalentApprovedByPlatform ? { equals: true } : { not_equals: true } })
    if (query.isDeactivated !== undefined) and.push({ isDeactivated: query.isDeactivated ? { equals: true } : { not_equals: true } })
    const found = await req.payload.find({
      collection: 'users',
      where: { and },
      select: TALENT_LIST_SELECT,
      sort: talentOrdering(query.ordering),
      page: query.page,
      limit: query.pageSize,
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
    })
    return toPage(req, query, found.totalDocs, found.docs.map((doc) => ({ ...presentTalentListItem(doc), isDeactivated: doc.isDeactivated === true })))
  },
})
