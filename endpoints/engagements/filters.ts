import type { Endpoint, PayloadRequest, Where } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { filterOptionsQuery, nameValidationInput } from '../../contract/engagements/engagementInput'
import { engagementDepartmentOption, engagementNameValidation, engagementPersonOption } from '../../contract/engagements/orgEngagementAnswers'
import { engagementActor, engagementMessages } from '../../contract/engagements/status'
import { fullName } from '../../contract/talentList'
import { validateName } from '../../domain/engagements/save'
import { findAll } from '../../domain/profile/sections'
import { HttpError, defineEndpoint, withTransaction } from '../http'
import { pageQuery, toPage } from '../pagination'
import { pageOf } from '../talent/records'
import { forEngagementManagers } from './manageEngagement'
import { TAG, type OrganizationRole } from './organization'

/**
 * The list filters' options (the talents, owners and departments the organization's engagements name)
 * and the name check the New Engagement form runs while typing. Options are paged after the names are
 * matched; names are read for exactly the ids the caller's engagements name (a talent deactivated since
 * keeps their name in the filter).
 */

async function namedIds(req: PayloadRequest, user: AuthUser, field: 'talent' | 'owners' | 'department'): Promise<string[]> {
  const rows = await findAll(req, user, 'engagements', {}, { select: { [field]: true } })
  return [...new Set(rows.flatMap((row) => (Array.isArray(row[field]) ? (row[field] as unknown[]) : [row[field]])).map(relationId).filter((id): id is string => Boolean(id)))]
}

async function options(req: PayloadRequest, collection: 'users' | 'departments', ids: string[], search: string | undefined): Promise<({ id: string; fullName: string } | { id: string; name: string })[]> {
  if (!ids.length) return []
  const words = (search ?? '').split(/\s+/).filter(Boolean)
  const nameFields = collection === 'users' ? ['firstName', 'lastName'] : ['name']
  const where: Where = { and: [{ id: { in: ids } }, ...words.map((word) => ({ or: nameFields.map((field) => ({ [field]: { like: word } })) }))] }
  const query = { where, select: Object.fromEntries(nameFields.map((field) => [field, true])), sort: nameFields, pagination: false, depth: 0, overrideAccess: true, req } as const
  if (collection === 'users') return (await req.payload.find({ collection, ...query })).docs.map((doc) => ({ id: String(doc.id), fullName: fullName(doc) }))
  return (await req.payload.find({ collection, ...query })).docs.map((doc) => ({ id: String(doc.id), name: String(doc.name ?? '') }))
}

const filterEndpoint = (role: OrganizationRole, segment: 'talents' | 'owners' | 'departments') =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/engagements/${segment}/`,
    summary: `The ${segment} the organization's engagements name (the list's ${segment} filter): search, page`,
    tag: TAG,
    access: [role],
    response: pageOf(segment === 'departments' ? engagementDepartmentOption : engagementPersonOption),
    query: pageQuery.extend(filterOptionsQuery.shape),
    handler: async ({ req, user, query }) => {
      const field = segment === 'talents' ? 'talent' : segment === 'owners' ? 'owners' : 'department'
      const all = await options(req, segment === 'departments' ? 'departments' : 'users', await namedIds(req, user!, field), query.search)
      const start = (query.page - 1) * query.pageSize
      return toPage(req, query, all.length, all.slice(start, start + query.pageSize))
    },
  })

const nameValidation = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'post',
    path: `/${role}/engagements/name-validation/`,
    summary: "Check an engagement name: required, at most 100, unique among the organization's engagements that are not withdrawn or declined (engagementId: the one being renamed). 200 { name } trimmed, or 422",
    tag: TAG,
    access: [role],
    response: engagementNameValidation,
    body: nameValidationInput,
    handler: async ({ req, user, body }) => {
      const actor = engagementActor(
        { id: user!.id, role: user!.role, organizationId: relationId(user!.organization), hasPermissionSendEngagement: user!.hasPermissionSendEngagement === true },
        { organizationId: relationId(user!.organization) ?? '', talentId: null },
      )
      if (actor !== 'manage') throw HttpError.forbidden(engagementMessages.manageOnly)
      return { name: await withTransaction(req, () => validateName(req, user!, body.name, body.engagementId ?? null)) }
    },
  })

export const engagementFilterEndpoints = (role: OrganizationRole): Endpoint[] =>
  [filterEndpoint(role, 'talents'), filterEndpoint(role, 'owners'), filterEndpoint(role, 'departments'), nameValidation(role)].map(forEngagementManagers)
