import type { PayloadRequest } from 'payload'
import { idOf } from '../shared/values'
import { writeTalentSearchProfiles } from './talentSearchProfile'

/**
 * A specialization renamed or moved (super admin, the console): every index row that names it changes,
 * i.e. the rows of the talents who claim that node or a node below it (`searchText` holds each claim's
 * node names from the root, `claims` their path names, `specializationTokens` their ancestors). The rows
 * are rebuilt in the writer's transaction (`req`), so the rename and the search index commit together; the
 * SQLite FTS5 table and the PostgreSQL tsvector follow the content rows (triggers, an indexed expression).
 * System reads and writes, like every index write (ARCHITECTURE.md, the search index exception).
 */

/** Talents are read and rebuilt this many at a time. */
const PAGE = 200
const SYSTEM = { overrideAccess: true, depth: 0 } as const

/** The node and every node below it (the tree is a few hundred nodes: one query for its parent links). */
async function subtreeOf(req: PayloadRequest, nodeId: string): Promise<string[]> {
  const { docs } = await req.payload.find({ collection: 'specializations', select: { parent: true }, pagination: false, ...SYSTEM, req })
  const children = new Map<string, string[]>()
  for (const node of docs) {
    const parent = idOf(node.parent)
    if (parent) children.set(parent, [...(children.get(parent) ?? []), String(node.id)])
  }
  const found = new Set([nodeId])
  for (const at of found) for (const child of children.get(at) ?? []) found.add(child)
  return [...found]
}

/** Rebuilds the index rows of the talents claiming `nodeId` or a node below it; answers how many talents. */
export async function refreshTalentsOfSpecialization(req: PayloadRequest, nodeId: string): Promise<number> {
  const nodes = await subtreeOf(req, nodeId)
  const talents = new Set<string>()
  for (let page = 1; ; page++) {
    const found = await req.payload.find({
      collection: 'talent-specializations',
      where: { specialization: { in: nodes } },
      select: { talent: true },
      sort: 'id',
      page,
      limit: PAGE,
      ...SYSTEM,
      req,
    })
    for (const claim of found.docs) {
      const talent = idOf(claim.talent)
      if (talent) talents.add(talent)
    }
    if (!found.hasNextPage) break
  }
  const ids = [...talents]
  for (let at = 0; at < ids.length; at += PAGE) await writeTalentSearchProfiles(req.payload, req, ids.slice(at, at + PAGE))
  return ids.length
}
