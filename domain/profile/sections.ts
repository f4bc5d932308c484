import type { CollectionSlug, PayloadRequest, Sort, Where } from 'payload'
import type { AuthUser } from '../../access/roles'
import type { Availability, ExternalLink, TalentSpecialization, WorkExperience } from '../../contract/talentProfile'
import type { Row, Selection } from '../shared/records'
import { idOf, str } from '../shared/values'

/**
 * The talent-owned profile sections, read and presented the same way by their own endpoints
 * (endpoints/talent/*) and by the complete profile (profileView.ts). Every read goes through the Local
 * API with the asker's access (overrideAccess: false), loads a whole section with one query
 * (pagination: false, depth 0) and resolves relations in batches, one query per related collection.
 */
type Named = { id: string; name: string }

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))]

/** Every row of `collection` that matches `where` and that `user` may read: one query. */
export async function findAll<S extends CollectionSlug>(
  req: PayloadRequest,
  user: AuthUser,
  collection: S,
  where: Where,
  options: { sort?: Sort; select?: Selection<S> } = {},
): Promise<Row<S>[]> {
  const { docs } = await req.payload.find({
    collection,
    where,
    sort: options.sort,
    select: options.select,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  // With a selection a row holds only the selected fields and its id; callers read no others.
  return docs as Row<S>[]
}

export const ownedBy = (talentId: string): Where => ({ talent: { equals: talentId } })

// --- Availability -------------------------------------------------------------------------------

export const AVAILABILITY_SORT = ['availableFromDate', 'createdAt']
export const AVAILABILITY_SELECT = {
  availableFromDate: true,
  availableToDate: true,
  hoursPerWeek: true,
  doOnSiteContract: true,
  doRemoteContract: true,
  doToHireContract: true,
  note: true,
} as const

export const presentAvailability = (doc: Pick<Row<'availabilities'>, 'id' | keyof typeof AVAILABILITY_SELECT>): Availability => ({
  id: String(doc.id),
  availableFromDate: String(doc.availableFromDate ?? ''),
  availableToDate: str(doc.availableToDate),
  hoursPerWeek: Number(doc.hoursPerWeek ?? 0),
  doOnSiteContract: Boolean(doc.doOnSiteContract),
  doRemoteContract: Boolean(doc.doRemoteContract),
  doToHireContract: Boolean(doc.doToHireContract),
  note: str(doc.note),
})

// --- External links -------------------------------------------------------------------------------

export const EXTERNAL_LINK_SORT = ['createdAt']
export const EXTERNAL_LINK_SELECT = { link: true, description: true, createdAt: true } as const

export const presentExternalLink = (doc: Pick<Row<'external-links'>, 'id' | keyof typeof EXTERNAL_LINK_SELECT>): ExternalLink => ({
  id: String(doc.id),
  link: String(doc.link ?? ''),
  description: String(doc.description ?? ''),
})

// --- Work experience ------------------------------------------------------------------------------

/** The talent's order; two items with the same index (a race between two saves) keep creation order. */
export const WORK_EXPERIENCE_SORT = ['sortIndex', 'createdAt']
export const WORK_EXPERIENCE_SELECT = {
  position: true,
  organizationName: true,
  isPresent: true,
  startPeriodDate: true,
  endPeriodDate: true,
  responsibilities: true,
  sortIndex: true,
  createdAt: true,
} as const

/** The whole list in its order; each item's afterId is the id of the item before it (null for the first). */
export const presentWorkExperiences = (docs: Pick<Row<'work-experiences'>, 'id' | keyof typeof WORK_EXPERIENCE_SELECT>[]): WorkExperience[] =>
  docs.map((doc, index) => ({
    id: String(doc.id),
    position: String(doc.position ?? ''),
    organizationName: String(doc.organizationName ?? ''),
    isPresent: Boolean(doc.isPresent),
    startPeriodDate: String(doc.startPeriodDate ?? ''),
    endPeriodDate: doc.isPresent ? null : str(doc.endPeriodDate),
    responsibilities: str(doc.responsibilities),
    sortIndex: Number(doc.sortIndex ?? 0),
    afterId: index === 0 ? null : String(docs[index - 1]!.id),
  }))

// --- Specializations ------------------------------------------------------------------------------

export interface SpecializationNode {
  id: string
  name: string
  parent: string | null
  expertiseLevels: string[]
}

export const TALENT_SPECIALIZATION_SORT = ['createdAt']
export const TALENT_SPECIALIZATION_SELECT = { specialization: true, expertise: true, roles: true, skills: true, createdAt: true } as const

/**
 * The nodes `ids` and all their ancestors, keyed by id: one query per tree level (the tree has four:
 * platform, area, module, sub-module), never one per node, so the cost depends on the tree's depth and
 * not on how many nodes are asked for.
 */
export async function loadNodesWithAncestors(req: PayloadRequest, user: AuthUser, ids: string[]): Promise<Map<string, SpecializationNode>> {
  const nodes = new Map<string, SpecializationNode>()
  let pending = unique(ids)
  // Six levels is a safe stop should the tree ever hold a cycle.
  for (let level = 0; pending.length && level < 6; level++) {
    const docs = await findAll(req, user, 'specializations', { id: { in: pending } }, { select: { name: true, parent: true, expertiseLevels: true } })
    for (const doc of docs) {
      nodes.set(String(doc.id), {
        id: String(doc.id),
        name: String(doc.name ?? ''),
        parent: idOf(doc.parent),
        expertiseLevels: Array.isArray(doc.expertiseLevels) ? doc.expertiseLevels.map(String) : [],
      })
    }
    pending = unique(docs.map((doc) => idOf(doc.parent))).filter((id) => !nodes.has(id))
  }
  return nodes
}

/** The chain above `node`, platform first (the node itself not included). */
export function ancestorsOf(node: SpecializationNode, nodes: Map<string, SpecializationNode>): SpecializationNode[] {
  const chain: SpecializationNode[] = []
  let parentId = node.parent
  while (parentId && chain.length < 6) {
    const parent = nodes.get(parentId)
    if (!parent) break
    chain.unshift(parent)
    parentId = parent.parent
  }
  return chain
}

/** The platform a node belongs to: its root ancestor, or the node itself when it is a platform. */
export const platformOf = (node: SpecializationNode, nodes: Map<string, SpecializationNode>) => ancestorsOf(node, nodes)[0] ?? node

const named = (node: { id: string; name: string }): Named => ({ id: node.id, name: node.name })

/** A talent's or an opportunity's specialization row: the node, its expertise, roles and skills. */
type SpecializationClaim = Pick<Row<'talent-specializations'>, 'id' | 'specialization' | 'expertise' | 'roles' | 'skills'>

/**
 * Talent specializations with their node, ancestors, roles and skills, resolved in batches: the
 * nodes level by level, then all roles and all skills in one query each.
 */
export async function presentTalentSpecializations(req: PayloadRequest, user: AuthUser, docs: SpecializationClaim[]): Promise<TalentSpecialization[]> {
  if (!docs.length) return []
  const ids = (doc: SpecializationClaim, field: 'roles' | 'skills') => (Array.isArray(doc[field]) ? doc[field].map(idOf).filter((id): id is string => Boolean(id)) : [])
  const roleIds = unique(docs.flatMap((doc) => ids(doc, 'roles')))
  const skillIds = unique(docs.flatMap((doc) => ids(doc, 'skills')))
  const byId = async (collection: 'specialization-roles' | 'specialization-skills', wanted: string[]) =>
    new Map(
      (wanted.length ? await findAll(req, user, collection, { id: { in: wanted } }, { select: { name: true } }) : []).map(
        (doc) => [String(doc.id), { id: String(doc.id), name: String(doc.name ?? '') }] as const,
      ),
    )
  const [nodes, roles, skills] = await Promise.all([
    loadNodesWithAncestors(req, user, docs.map((doc) => idOf(doc.specialization)).filter((id): id is string => Boolean(id))),
    byId('specialization-roles', roleIds),
    byId('specialization-skills', skillIds),
  ])
  const pick = (map: Map<string, Named>, wanted: string[]) => wanted.map((id) => map.get(id)).filter((item): item is Named => Boolean(item))
  return docs.map((doc) => {
    const node = nodes.get(idOf(doc.specialization) ?? '')
    return {
      id: String(doc.id),
      specialization: node ? named(node) : { id: idOf(doc.specialization) ?? '', name: '' },
      expertise: (str(doc.expertise) as TalentSpecialization['expertise']) ?? null,
      roles: pick(roles, ids(doc, 'roles')),
      skills: pick(skills, ids(doc, 'skills')),
      ancestors: node ? ancestorsOf(node, nodes).map(named) : [],
    }
  })
}
