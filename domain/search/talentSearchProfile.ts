import { randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import type { ExpertiseLevel } from '../../contract/talentProfile'
import { idOf, str } from '../shared/values'
import type { Row, Selection } from '../shared/records'
import { ID_ONLY } from '../shared/select'
import type { ScoringClaim, ScoringProfile, ScoringWindow } from './scoring'

/**
 * The search index: one `talent-search-profiles` row per talent,
 * built from the profile by the system. Hooks (hooks/refreshTalentSearchProfile.ts) rebuild a talent's
 * row in the writer's transaction; `ensureTalentSearchProfiles` builds missing and outdated rows at
 * start. These are system reads and writes (overrideAccess: named exception in ARCHITECTURE.md): the
 * index holds what a search compares, never what it shows; results are read as the caller.
 *
 * `specializationTokens` grammar: space-separated tokens with a space before the first and after the
 * last, so that SQL tests one token with `LIKE '% <token> %'` (ids are uuids: no LIKE wildcards):
 * - `n:<nodeId>`       the talent claims this node or a descendant of it (every claimed node and each ancestor);
 * - `e<k>:<nodeId>`    ... with expertise level k (1 novice, 2 intermediate, 3 expert) on such a claim;
 * - `r:<roleId>`, `s:<skillId>`  a role / skill the talent holds (each belongs to one node).
 */

/** Bump when what a row holds changes: start-up rebuilds rows of an older version. */
export const SEARCH_INDEX_VERSION = 1
/** Context flag of the index's own writes (the audit trail never records the index anyway). */
export const SEARCH_INDEX_WRITE = 'talentSearchIndexWrite'

export const LEVEL_NUMBER: Record<ExpertiseLevel, number> = {
  novice: 1,
  intermediate: 2,
  expert: 3,
}

/** A claim as the index keeps it: the scoring claim plus the node's names from the root, for the reasons. */
export interface IndexedClaim extends ScoringClaim {
  pathNames: string[]
}

export interface TalentSearchProfileData {
  talent: string
  isFindable: boolean
  firstName: string
  lastName: string
  city: string
  state: string
  hourlyRate: number | null
  specializationTokens: string
  claims: IndexedClaim[]
  availabilities: ScoringWindow[]
  searchText: string
  profileWeight: number
  indexVersion: number
}

const SYSTEM = { overrideAccess: true, depth: 0 } as const
const BATCH = 200

export const plainText = (html: unknown): string =>
  String(html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(idOf).filter((id): id is string => id !== null) : [])

async function findAllOf<S extends CollectionSlug>(payload: Payload, req: PayloadRequest | undefined, collection: S, where: Where, select?: Selection<S>): Promise<Row<S>[]> {
  const { docs } = await payload.find({ collection, where, pagination: false, ...SYSTEM, select, req })
  // With a selection a row holds only the selected fields and its id; callers read no others.
  return docs as Row<S>[]
}

/** The tokens of the claims (grammar above). */
export function specializationTokensOf(claims: ScoringClaim[]): string {
  const tokens = new Set<string>()
  for (const claim of claims) {
    for (const node of claim.path) {
      tokens.add(`n:${node}`)
      if (claim.expertise) tokens.add(`e${LEVEL_NUMBER[claim.expertise]}:${node}`)
    }
    for (const role of claim.roles) tokens.add(`r:${role}`)
    for (const skill of claim.skills) tokens.add(`s:${skill}`)
  }
  return tokens.size ? ` ${[...tokens].join(' ')} ` : ''
}

/** The index rows of `talentIds` as they should be (talents only; others are left out). One query per record kind. */
export async function buildTalentSearchProfiles(
  payload: Payload,
  req: PayloadRequest | undefined,
  talentIds: string[],
): Promise<TalentSearchProfileData[]> {
  if (!talentIds.length) return []
  const users = await findAllOf(
    payload,
    req,
    'users',
    { and: [{ id: { in: talentIds } }, { role: { equals: 'talent' } }] },
    {
      firstName: true,
      lastName: true,
      city: true,
      state: true,
      hourlyRate: true,
      summary: true,
      isTalentApprovedByPlatform: true,
      isDeactivated: true,
    },
  )
  if (!users.length) return []
  const found = users.map((user) => String(user.id))
  const byTalent = { talent: { in: found } }
  const [claims, windows, experiences, certificates, nodes] = await Promise.all([
    findAllOf(payload, req, 'talent-specializations', byTalent),
    findAllOf(payload, req, 'availabilities', byTalent, {
      talent: true,
      availableFromDate: true,
      availableToDate: true,
      hoursPerWeek: true,
      doOnSiteContract: true,
      doRemoteContract: true,
    }),
    findAllOf(payload, req, 'work-experiences', byTalent, {
      talent: true,
      position: true,
      organizationName: true,
      responsibilities: true,
    }),
    findAllOf(payload, req, 'certificates', byTalent, {
      talent: true,
      documentName: true,
      schoolOrUniversity: true,
      fieldOfStudy: true,
    }),
    // The whole tree (a few hundred nodes): ancestors of any claim without one query per level.
    findAllOf(payload, req, 'specializations', {}, { name: true, parent: true }),
  ])
  const roleIds = [...new Set(claims.flatMap((claim) => ids(claim.roles)))]
  const skillIds = [...new Set(claims.flatMap((claim) => ids(claim.skills)))]
  const [roles, skills] = await Promise.all([
    roleIds.length ? findAllOf(payload, req, 'specialization-roles', { id: { in: roleIds } }, { name: true }) : Promise.resolve([]),
    skillIds.length ? findAllOf(payload, req, 'specialization-skills', { id: { in: skillIds } }, { name: true }) : Promise.resolve([]),
  ])
  const nodeById = new Map(nodes.map((node) => [String(node.id), { name: String(node.name ?? ''), parent: idOf(node.parent) }]))
  const nameOf = new Map([...roles, ...skills].map((row) => [String(row.id), String(row.name ?? '')]))
  const pathOf = (nodeId: string): string[] => {
    const path: string[] = []
    for (let at: string | null = nodeId; at && !path.includes(at) && path.length < 20; at = nodeById.get(at)?.parent ?? null) path.unshift(at)
    return path
  }
  const group = <T extends { talent: unknown }>(rows: T[]) => {
    const map = new Map<string, T[]>()
    for (const row of rows) {
      const talent = idOf(row.talent)
      if (talent) map.set(talent, [...(map.get(talent) ?? []), row])
    }
    return map
  }
  const claimsOf = group(claims)
  const windowsOf = group(windows)
  const experiencesOf = group(experiences)
  const certificatesOf = group(certificates)

  return users.map((user) => {
    const talent = String(user.id)
    const indexed: IndexedClaim[] = (claimsOf.get(talent) ?? []).flatMap((claim) => {
      const node = idOf(claim.specialization)
      if (!node) return []
      const path = pathOf(node)
      const expertise = (str(claim.expertise) as ExpertiseLevel | null) ?? null
      return [
        {
          specializationId: node,
          path,
          pathNames: path.map((id) => nodeById.get(id)?.name ?? ''),
          expertise,
          roles: ids(claim.roles),
          skills: ids(claim.skills),
        },
      ]
    })
    const availabilities: ScoringWindow[] = (windowsOf.get(talent) ?? [])
      .map((w) => ({
        from: String(w.availableFromDate),
        to: str(w.availableToDate),
        hoursPerWeek: Number(w.hoursPerWeek ?? 0),
        onSite: w.doOnSiteContract === true,
        remote: w.doRemoteContract === true,
      }))
      .sort((a, b) => a.from.localeCompare(b.from))
    const summary = plainText(user.summary)
    const experienceRows = experiencesOf.get(talent) ?? []
    const searchText = [
      summary,
      ...experienceRows.map((row) => [row.position, row.organizationName, plainText(row.responsibilities)].filter(Boolean).join(' ')),
      ...(certificatesOf.get(talent) ?? []).map((row) => [row.documentName, row.schoolOrUniversity, row.fieldOfStudy].filter(Boolean).join(' ')),
      ...indexed.map((claim) => claim.pathNames.join(' ')),
      ...indexed.flatMap((claim) => [...claim.roles, ...claim.skills].map((id) => nameOf.get(id) ?? '')),
    ]
      .filter(Boolean)
      .join('\n')
    const profileWeight = [indexed.length > 0, availabilities.length > 0, summary !== '', experienceRows.length > 0].filter(Boolean).length
    const rate = user.hourlyRate === null || user.hourlyRate === undefined ? null : Number(user.hourlyRate)
    return {
      talent,
      isFindable: user.isTalentApprovedByPlatform === true && user.isDeactivated !== true,
      firstName: String(user.firstName ?? '').toLowerCase(),
      lastName: String(user.lastName ?? '').toLowerCase(),
      city: String(user.city ?? '')
        .trim()
        .toLowerCase(),
      state: String(user.state ?? '')
        .trim()
        .toLowerCase(),
      hourlyRate: rate,
      specializationTokens: specializationTokensOf(indexed),
      claims: indexed,
      availabilities,
      searchText,
      profileWeight,
      indexVersion: SEARCH_INDEX_VERSION,
    }
  })
}

/** Writes the rows of `talentIds` (creates, updates, and deletes those of users that are no talents any more). */
export async function writeTalentSearchProfiles(payload: Payload, req: PayloadRequest | undefined, talentIds: string[]): Promise<void> {
  if (!talentIds.length) return
  const [rows, existing] = await Promise.all([
    buildTalentSearchProfiles(payload, req, talentIds),
    findAllOf(payload, req, 'talent-search-profiles', { talent: { in: talentIds } }, { talent: true }),
  ])
  const write = { ...SYSTEM, req, context: { [SEARCH_INDEX_WRITE]: true } }
  const rowOf = new Map(existing.map((row) => [idOf(row.talent)!, String(row.id)]))
  for (const data of rows) {
    const id = rowOf.get(data.talent)
    if (id)
      await payload.update({
        collection: 'talent-search-profiles',
        id,
        data,
        ...write,
      })
    else
      await payload.create({
        collection: 'talent-search-profiles',
        data,
        ...write,
      })
    rowOf.delete(data.talent)
  }
  // Left over: the user was deleted or is no talent.
  for (const id of rowOf.values())
    await payload.delete({
      collection: 'talent-search-profiles',
      id,
      ...write,
    })
}

/** Rebuilds one talent's row, in the transaction of `req` (the hooks). */
export const refreshTalentSearchProfile = (req: PayloadRequest, talentId: string) => writeTalentSearchProfiles(req.payload, req, [talentId])

/**
 * At start: builds the rows of talents that have none or one of an older version (the seed and the
 * bench write profiles in bulk, around the hooks), in batches. Two queries when nothing is missing.
 */
export async function ensureTalentSearchProfiles(payload: Payload): Promise<number> {
  const started = Date.now()
  const current = await findAllOf(payload, undefined, 'talent-search-profiles', { indexVersion: { equals: SEARCH_INDEX_VERSION } }, { talent: true })
  const indexed = new Set(current.map((row) => idOf(row.talent)))
  const talents = await findAllOf(payload, undefined, 'users', { role: { equals: 'talent' } }, ID_ONLY)
  const missing = talents.map((row) => String(row.id)).filter((id) => !indexed.has(id))
  const db: Payload['db'] & {
    drizzle?: {
      insert(table: unknown): { values(rows: unknown[]): Promise<unknown> }
    }
    tables?: Record<string, unknown>
  } = payload.db
  const table = db.tables?.talent_search_profiles
  const outdated = new Set(await rowsOfOutdated(payload, missing))
  for (let at = 0; at < missing.length; at += BATCH) {
    const batch = missing.slice(at, at + BATCH)
    const fresh = batch.filter((id) => !outdated.has(id))
    if (db.drizzle && table && fresh.length) {
      // Talents without a row (a bulk load): one insert per batch through the adapter's tables, not one create each.
      const stamp = new Date().toISOString()
      const rows = await buildTalentSearchProfiles(payload, undefined, fresh)
      if (rows.length)
        await db.drizzle.insert(table).values(
          rows.map((row) => ({
            id: randomUUID(),
            ...row,
            createdAt: stamp,
            updatedAt: stamp,
          })),
        )
      await writeTalentSearchProfiles(
        payload,
        undefined,
        batch.filter((id) => outdated.has(id)),
      )
    } else await writeTalentSearchProfiles(payload, undefined, batch)
  }
  if (missing.length) payload.logger.info({ rows: missing.length, ms: Date.now() - started }, 'talent search index: rows built')
  return missing.length
}

export type IndexedProfile = Omit<ScoringProfile, 'claims'> & {
  claims: IndexedClaim[]
}

/** Talents of `talentIds` that have a row, of an older version. */
async function rowsOfOutdated(payload: Payload, talentIds: string[]): Promise<string[]> {
  if (!talentIds.length) return []
  const rows = await findAllOf(payload, undefined, 'talent-search-profiles', { indexVersion: { not_equals: SEARCH_INDEX_VERSION } }, { talent: true })
  const wanted = new Set(talentIds)
  return rows.map((row) => idOf(row.talent)!).filter((id) => wanted.has(id))
}

/** A row of the index as the score reads it. */
export function scoringProfileOf(row: Row<'talent-search-profiles'>): IndexedProfile {
  return {
    claims: Array.isArray(row.claims) ? (row.claims as IndexedClaim[]) : [],
    availabilities: Array.isArray(row.availabilities) ? (row.availabilities as ScoringWindow[]) : [],
    hourlyRateCents: row.hourlyRate === null || row.hourlyRate === undefined ? null : Number(row.hourlyRate),
    city: str(row.city),
    state: str(row.state),
    profileWeight: Number(row.profileWeight ?? 0),
  }
}

/** The index rows of `talentIds` by talent id (system read: what the score compares, never shown as such). */
export async function loadScoringProfiles(
  payload: Payload,
  req: PayloadRequest | undefined,
  talentIds: string[],
): Promise<Map<string, IndexedProfile>> {
  if (!talentIds.length) return new Map()
  const rows = await findAllOf(payload, req, 'talent-search-profiles', {
    talent: { in: talentIds },
  })
  return new Map(rows.map((row) => [idOf(row.talent)!, scoringProfileOf(row)]))
}
