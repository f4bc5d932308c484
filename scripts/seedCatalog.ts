import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { SPECIALIZATION_CATALOG, type CatalogNode } from '../domain/specializations/catalog'

/**
 * The specialization catalogue (about 160 nodes, 700 roles, 650 skills) written below the Local API,
 * inside the seed's transaction (`req`). Through the Local API each of those 1,500 records ran access,
 * validation, every hook and its own transaction: 15-19 s on a quiet machine, and SQLite's client opened
 * a connection per transaction, which left the process at 730-870 MB. What is skipped, and why that is
 * safe for this data:
 * - validation (required names, maxLength 150): tests/unit/referenceData.test.ts checks every name of
 *   the catalogue against the same limits;
 * - preventSpecializationCycles: runs on updates only, a new tree has no cycles;
 * - keepExpertiseLevelsOnPlatforms: the catalogue gives levels to platforms only (unit-tested);
 * - the audit trail: records nothing without a signed-in user, and the seed has none;
 * - cache invalidation: the seed runs before the server answers anything, so no cache holds a thing.
 * On the SQL adapters the rows go in as a few multi-row INSERTs through the adapter's Drizzle tables
 * (ids are uuids made here, as the adapter would); other adapters get one `payload.db.create` per row.
 * Answers the node ids by path ('Epic > Clinical > Ambulatory').
 */
export async function seedCatalog(payload: Payload, req: PayloadRequest, nodes: CatalogNode[] = SPECIALIZATION_CATALOG): Promise<Map<string, string>> {
  const now = new Date().toISOString()
  const rows = { specializations: [] as SpecializationRow[], roles: [] as NamedRow[], skills: [] as NamedRow[] }
  const ids = new Map<string, string>()
  const walk = (siblings: CatalogNode[], parent: { id: string; path: string } | null) => {
    siblings.forEach((node, sortOrder) => {
      const id = randomUUID()
      const path = parent ? `${parent.path} > ${node.name}` : node.name
      ids.set(path, id)
      rows.specializations.push({ id, name: node.name, parent: parent?.id ?? null, sortOrder, expertiseLevels: node.expertiseLevels ?? [], createdAt: now, updatedAt: now })
      for (const name of node.roles ?? []) rows.roles.push({ id: randomUUID(), name, specialization: id, createdAt: now, updatedAt: now })
      for (const name of node.skills ?? []) rows.skills.push({ id: randomUUID(), name, specialization: id, createdAt: now, updatedAt: now })
      if (node.children?.length) walk(node.children, { id, path })
    })
  }
  walk(nodes, null)
  const drizzle = await sqlTransaction(payload, req)
  if (drizzle) {
    await insertSql(payload, drizzle, rows)
    return ids
  }
  const real = await insertOneByOne(payload, req, rows)
  return new Map([...ids].map(([path, id]) => [path, real.get(id)!]))
}

interface SpecializationRow {
  id: string
  name: string
  parent: string | null
  sortOrder: number
  expertiseLevels: string[]
  createdAt: string
  updatedAt: string
}
interface NamedRow {
  id: string
  name: string
  specialization: string
  createdAt: string
  updatedAt: string
}
export interface DrizzleLike {
  insert(table: unknown): { values(rows: object[]): Promise<unknown> }
}
export interface SqlAdapter {
  name: string
  tables: Record<string, unknown>
  drizzle: DrizzleLike
  sessions: Record<string, { db: DrizzleLike } | undefined>
}

/** The Drizzle handle of the seed's transaction on the SQL adapters (as the adapter's own getTransaction finds it), else null. */
export async function sqlTransaction(payload: Payload, req: PayloadRequest): Promise<DrizzleLike | null> {
  const adapter = payload.db as unknown as SqlAdapter
  if (adapter.name !== 'sqlite' && adapter.name !== 'postgres') return null
  const transactionID = await req.transactionID
  return (transactionID ? adapter.sessions[String(transactionID)]?.db : undefined) ?? adapter.drizzle
}

/** Parents before children (the parent column references the same table), in chunks well under SQLite's bound-parameter limit. */
async function insertSql(payload: Payload, drizzle: DrizzleLike, rows: { specializations: SpecializationRow[]; roles: NamedRow[]; skills: NamedRow[] }) {
  const tables = (payload.db as unknown as SqlAdapter).tables
  const insert = async (table: string, values: object[]) => {
    for (let start = 0; start < values.length; start += 500) await drizzle.insert(tables[table]).values(values.slice(start, start + 500))
  }
  await insert(
    'specializations',
    rows.specializations.map(({ expertiseLevels: _levels, ...row }) => row),
  )
  await insert(
    'specializations_expertise_levels',
    rows.specializations.flatMap((row) => row.expertiseLevels.map((value, index) => ({ order: index + 1, parent: row.id, value }))),
  )
  await insert('specialization_roles', rows.roles)
  await insert('specialization_skills', rows.skills)
}

/** Answers the adapter's id of each of our ids. */
async function insertOneByOne(payload: Payload, req: PayloadRequest, rows: { specializations: SpecializationRow[]; roles: NamedRow[]; skills: NamedRow[] }): Promise<Map<string, string>> {
  // Other adapters make their own ids: map ours onto theirs as the nodes are written (parents come first).
  const real = new Map<string, string>()
  for (const { id, parent, ...data } of rows.specializations) {
    const created = await payload.db.create({ collection: 'specializations', data: { ...data, parent: parent ? real.get(parent) : null }, req })
    real.set(id, String(created.id))
  }
  for (const [collection, list] of [['specialization-roles', rows.roles], ['specialization-skills', rows.skills]] as const) {
    for (const { id: _id, specialization, ...data } of list) {
      await payload.db.create({ collection, data: { ...data, specialization: real.get(specialization) }, req, returning: false })
    }
  }
  return real
}
