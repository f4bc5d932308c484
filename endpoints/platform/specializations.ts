import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import type { AuthUser } from '../../access/roles'
import { HttpError, NO_ID, defineEndpoint, looksLikeId } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import type { Row } from '../../domain/shared/records'

type NodeDoc = Pick<Row<'specializations'>, 'id' | 'name' | 'parent' | 'expertiseLevels'>
const named = (doc: { id: string | number; name?: unknown }) => ({ id: String(doc.id), name: String(doc.name ?? '') })

/**
 * Nodes with their children, roles, skills and ancestors, loaded level by level (one query per kind,
 * never per node) so the answer costs the same number of queries whatever the tree's width.
 */
async function childrenOf(req: PayloadRequest, user: AuthUser, parentIds: string[]) {
  if (!parentIds.length) return [] as NodeDoc[]
  const { docs } = await req.payload.find({
    collection: 'specializations',
    where: { parent: { in: parentIds } },
    sort: ['sortOrder', 'name'],
    pagination: false,
    depth: 0,
    select: { name: true, parent: true, expertiseLevels: true },
    overrideAccess: false,
    user,
    req,
  })
  return docs
}

async function attached(req: PayloadRequest, user: AuthUser, collection: 'specialization-roles' | 'specialization-skills', nodeIds: string[]) {
  if (!nodeIds.length) return []
  const { docs } = await req.payload.find({
    collection,
    where: { specialization: { in: nodeIds } },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  return docs
}

/** The chain from the platform down to `parentId` (inclusive), one query per level. */
async function ancestorsOf(req: PayloadRequest, user: AuthUser, parentId: string | null) {
  const ancestors: { id: string; name: string }[] = []
  // The tree is at most four levels deep (platform, area, module, sub-module); six is a safe stop.
  while (parentId && ancestors.length < 6) {
    const parent = (await req.payload.findByID({ collection: 'specializations', id: parentId, depth: 0, overrideAccess: false, user, req, disableErrors: true }))
    if (!parent) break
    ancestors.unshift(named(parent))
    parentId = parent.parent ? String(parent.parent) : null
  }
  return ancestors
}

async function presentNodes(req: PayloadRequest, user: AuthUser, nodes: NodeDoc[], ancestors: { id: string; name: string }[]) {
  const ids = nodes.map((node) => String(node.id))
  const children = await childrenOf(req, user, ids)
  const [grandchildren, roles, skills] = await Promise.all([
    childrenOf(req, user, children.map((child) => String(child.id))),
    attached(req, user, 'specialization-roles', ids),
    attached(req, user, 'specialization-skills', ids),
  ])
  const countBy = (docs: NodeDoc[]) => docs.reduce((map, doc) => map.set(String(doc.parent), (map.get(String(doc.parent)) ?? 0) + 1), new Map<string, number>())
  const childCount = countBy(children)
  const grandchildCount = countBy(grandchildren)
  return nodes.map((node) => ({
    id: String(node.id),
    name: node.name,
    numchild: childCount.get(String(node.id)) ?? 0,
    expertiseLevels: node.expertiseLevels ?? [],
    roles: roles.filter((role) => String(role.specialization) === String(node.id)).map(named),
    skills: skills.filter((skill) => String(skill.specialization) === String(node.id)).map(named),
    ancestors,
    children: children
      .filter((child) => String(child.parent) === String(node.id))
      .map((child) => ({ ...named(child), numchild: grandchildCount.get(String(child.id)) ?? 0 })),
  }))
}

const nodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  numchild: z.number(),
  expertiseLevels: z.array(z.string()),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  skills: z.array(z.object({ id: z.string(), name: z.string() })),
  ancestors: z.array(z.object({ id: z.string(), name: z.string() })),
  children: z.array(z.object({ id: z.string(), name: z.string(), numchild: z.number() })),
})

export const listSpecializations = defineEndpoint({
  method: 'get',
  path: '/specializations/',
  summary: 'Specialization nodes: the platforms with root=true, or the children of parent',
  tag: 'Specializations',
  access: 'signedIn',
  query: pageQuery.extend({
    root: z.enum(['true', 'false', '1', '0']).optional().describe('true: only the platforms'),
    parent: z.string().optional().describe('Id of the node whose children to list'),
    search: z.string().trim().max(150).optional(),
  }),
  response: z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(nodeSchema) }),
  handler: async ({ req, user, query }) => {
    const listRoots = query.root === 'true' || query.root === '1' || !query.parent
    const parentId = !listRoots && looksLikeId(query.parent!) ? query.parent! : null
    const where = listRoots ? { parent: { exists: false } } : { parent: { equals: parentId ?? NO_ID } }
    const found = await req.payload.find({
      collection: 'specializations',
      where: query.search ? { and: [where, { name: { like: query.search } }] } : where,
      // The catalogue's own order unless the client asks for another ('name', '-name').
      sort: query.ordering ? toSort(query.ordering, ['name'], 'sortOrder') : ['sortOrder', 'name'],
      page: query.page,
      limit: query.pageSize,
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
    })
    const ancestors = parentId ? await ancestorsOf(req, user!, parentId) : []
    const results = await presentNodes(req, user!, found.docs, ancestors)
    return toPage(req, query, found.totalDocs, results)
  },
})

export const getSpecialization = defineEndpoint({
  method: 'get',
  path: '/specializations/:id/',
  summary: 'One specialization node with children, roles, skills and ancestors',
  tag: 'Specializations',
  access: 'signedIn',
  response: nodeSchema,
  handler: async ({ req, user, params }) => {
    if (!looksLikeId(params.id!)) throw HttpError.notFound()
    const node = (await req.payload.findByID({ collection: 'specializations', id: params.id!, depth: 0, overrideAccess: false, user: user!, req, disableErrors: true }))
    if (!node) throw HttpError.notFound()
    const ancestors = await ancestorsOf(req, user!, node.parent ? String(node.parent) : null)
    const [presented] = await presentNodes(req, user!, [node], ancestors)
    return presented
  },
})
