import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { Row } from '../../domain/shared/records'
import type { AuthUser } from '../../access/roles'
import type { FieldErrors } from '../../contract/errors'
import { profileMessages, talentSpecialization, talentSpecializationInput } from '../../contract/talentProfile'
import { sectionMessages } from '../../domain/profile/messages'
import { TALENT_SPECIALIZATION_SELECT, findAll, loadNodesWithAncestors, ownedBy, platformOf, presentTalentSpecializations } from '../../domain/profile/sections'
import { idOf } from '../../domain/shared/values'
import { HttpError, defineEndpoint, looksLikeId, readBody, validateBody } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { TAG, TALENT_ONLY, deleteOwnRecord, ownRecord, pageOf } from './records'

/**
 * The signed-in talent's specializations and skills: a node of the specialization tree, roles and
 * skills of that node, and an expertise level, required when the node's platform (its root ancestor)
 * has expertise levels and then one of them.
 */
const COLLECTION = 'talent-specializations'
type Input = z.output<typeof talentSpecializationInput>

/** The stored data for `input`, or 422 with every rule it breaks. */
async function checked(req: PayloadRequest, user: AuthUser, input: Input, selfId: string | null) {
  const errors: FieldErrors = {}
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message)
  const nodeId = input.specialization
  const roles = [...new Set(input.roles)]
  const skills = [...new Set(input.skills)]
  const known = looksLikeId(nodeId)
  // Roles and skills of the node itself: an id of another node's role (or no id at all) does not count.
  const ofNode = async (collection: 'specialization-roles' | 'specialization-skills', ids: string[]) => {
    const wanted = ids.filter(looksLikeId)
    if (!known || !wanted.length) return []
    return findAll(req, user, collection, { and: [{ id: { in: wanted } }, { specialization: { equals: nodeId } }] }, { select: { name: true } })
  }
  const [nodes, ownedRoles, ownedSkills, same] = await Promise.all([
    known ? loadNodesWithAncestors(req, user, [nodeId]) : Promise.resolve(new Map<string, never>()),
    ofNode('specialization-roles', roles),
    ofNode('specialization-skills', skills),
    known ? findAll(req, user, COLLECTION, { and: [ownedBy(user.id), { specialization: { equals: nodeId } }] }, { select: { specialization: true } }) : [],
  ])
  const node = nodes.get(nodeId)
  if (!node) {
    add('specialization', sectionMessages.unknownSpecialization)
    throw HttpError.validation(errors)
  }
  if (same.some((doc) => String(doc.id) !== selfId)) add('specialization', sectionMessages.duplicateSpecialization)
  if (ownedRoles.length !== roles.length) add('roles', sectionMessages.rolesOfSpecialization)
  if (ownedSkills.length !== skills.length) add('skills', sectionMessages.skillsOfSpecialization)
  const levels = platformOf(node, nodes).expertiseLevels
  // A platform without levels takes none: a level there would mean nothing to anyone reading it.
  const expertise = levels.length ? (input.expertise ?? null) : null
  if (levels.length && !expertise) add('expertise', profileMessages.expertiseRequired)
  else if (expertise && !levels.includes(expertise)) add('expertise', sectionMessages.expertiseNotOffered)
  if (Object.keys(errors).length) throw HttpError.validation(errors)
  return { specialization: nodeId, expertise, roles, skills }
}

const presentOne = async (req: PayloadRequest, user: AuthUser, doc: Row<'talent-specializations'>) => (await presentTalentSpecializations(req, user, [doc]))[0]!

export const listTalentSpecializations = defineEndpoint({
  method: 'get',
  path: '/talent/specializations/',
  summary: 'The signed-in talent’s specializations with roles, skills and ancestors (page)',
  tag: TAG,
  access: TALENT_ONLY,
  query: pageQuery,
  response: pageOf(talentSpecialization),
  handler: async ({ req, user, query }) => {
    const found = await req.payload.find({
      collection: COLLECTION,
      where: ownedBy(user!.id),
      sort: toSort(query.ordering, ['createdAt'], 'createdAt'),
      page: query.page,
      limit: query.pageSize,
      select: TALENT_SPECIALIZATION_SELECT,
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
    })
    return toPage(req, query, found.totalDocs, await presentTalentSpecializations(req, user!, found.docs))
  },
})

export const createTalentSpecialization = defineEndpoint({
  method: 'post',
  path: '/talent/specializations/',
  summary: 'Add a specialization: node id, roles and skills of that node, expertise (required when its platform has levels)',
  tag: TAG,
  access: TALENT_ONLY,
  body: talentSpecializationInput,
  status: 201,
  response: talentSpecialization,
  handler: async ({ req, user, body }) => {
    const data = await checked(req, user!, body, null)
    const created = await req.payload.create({ collection: COLLECTION, data: { ...data, talent: user!.id }, depth: 0, overrideAccess: false, user: user!, req })
    return presentOne(req, user!, created)
  },
})

export const updateTalentSpecialization = defineEndpoint({
  method: 'patch',
  path: '/talent/specializations/:id/',
  summary: 'Change a specialization; fields not sent keep their value, the result must pass the same rules',
  tag: TAG,
  access: TALENT_ONLY,
  // Read in the handler, after the record is found to be the caller's (404 first), merged over it.
  documentedBody: talentSpecializationInput.partial(),
  response: talentSpecialization,
  handler: async ({ req, user, params }) => {
    const existing = await ownRecord(req, user!, COLLECTION, params.id)
    const ids = (value: unknown) => (Array.isArray(value) ? value.map(idOf).filter(Boolean) : [])
    const input = validateBody(talentSpecializationInput, {
      specialization: idOf(existing.specialization),
      expertise: existing.expertise ?? null,
      roles: ids(existing.roles),
      skills: ids(existing.skills),
      ...(await readBody(req)),
    })
    const data = await checked(req, user!, input, String(existing.id))
    const updated = await req.payload.update({ collection: COLLECTION, id: existing.id, data, depth: 0, overrideAccess: false, user: user!, req })
    return presentOne(req, user!, updated)
  },
})

export const deleteTalentSpecialization = defineEndpoint({
  method: 'delete',
  path: '/talent/specializations/:id/',
  summary: 'Delete a specialization',
  tag: TAG,
  access: TALENT_ONLY,
  status: 204,
  handler: async ({ req, user, params }) => {
    await deleteOwnRecord(req, user!, COLLECTION, params.id)
  },
})
