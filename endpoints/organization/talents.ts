import { z } from 'zod'
import type { Role } from '../../contract/accounts'
import { messages } from '../../contract/messages'
import { talentProfile, talentProfileResponse } from '../../domain/profile/profileView'
import { HttpError, defineEndpoint, looksLikeId } from '../http'

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

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
  error: (issue) => (issue.input === undefined ? messages.required : 'Must be a valid boolean.'),
})

export const setTalentDeactivated = defineEndpoint({
  method: 'patch',
  path: '/super_admin/talents/:id/',
  summary: 'Deactivate (isDeactivated true: their sessions end, sign-in is refused) or reactivate a talent',
  tag: TAG,
  access: ['super_admin'],
  body: z.object({ isDeactivated: flag }),
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
    await req.payload.update({ collection: 'users', id: params.id!, data: { isDeactivated: body.isDeactivated }, depth: 0, overrideAccess: false, user: user!, req })
    const profile = await talentProfileResponse(req, user!, params.id!)
    if (!profile) throw HttpError.notFound()
    return profile
  },
})
