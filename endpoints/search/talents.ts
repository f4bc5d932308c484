import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import type { AuthUser } from '../../access/roles'
import type { Role } from '../../contract/accounts'
import { centsToDecimal } from '../../contract/engagements/pricing'
import {
  hasCriteria,
  meaningfulCriteria,
  searchCriteriaQuery,
  searchMessages,
  type SearchCriteria,
  type TalentMatch,
  type TalentSearchResult,
} from '../../contract/search/criteria'
import { DEFAULT_TALENT_ORDERING, TALENT_ORDERING, fullName } from '../../contract/talentList'
import type { ExpertiseLevel } from '../../contract/talentProfile'
import { listCache } from '../../domain/cache/listCache'
import { READ_APPROVED_TALENTS } from '../../domain/profile/contextKeys'
import { idOf, str } from '../../domain/shared/values'
import { ID_ONLY } from '../../domain/shared/select'
import { SEARCH_ORDERINGS, searchEngineFor, type EngineRow } from '../../domain/search/engine'
import { explain, type SearchNames } from '../../domain/search/scoring'
import { organizationWeights } from '../../domain/search/searchWeights'
import { loadScoringProfiles } from '../../domain/search/talentSearchProfile'
import { TALENT_LIST_SELECT, findableTalents } from '../../domain/talents/listItems'
import { HttpError, defineEndpoint, looksLikeId } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { todayOf } from '../timeSheets/organization'

/**
 * GET <org>talents/ and <org>talents/matched_count/ (talent search and
 * matched count). Without criteria the list is the plain talent list (findable
 * talents, the `search` word filter, name order, `score: null`); with criteria the search engine
 * filters, scores and orders, and the rows are read back through the Local API as the caller.
 */
const TAG = 'Talent search'

/**
 * Answers per caller and URL for a few seconds (domain/cache/listCache.ts): the search screen asks the
 * count on every keystroke and pages back and forth; any write to what an answer is made of forgets them.
 */
const searchCache = listCache('talent search', [
  // "Today" is the caller's organization's day: a new zone changes which availability windows count.
  'organizations',
  'talent-search-profiles',
  'search-weights',
  'talent-specializations',
  'specializations',
  'specialization-roles',
  'specialization-skills',
])

/** Requests for the same answer while it loads share that load (a burst of the same search runs it once). */
const loading = new Map<string, Promise<unknown>>()
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const pending = loading.get(key) as Promise<T> | undefined
  if (pending) return pending
  const started = searchCache.through(key, load).finally(() => loading.delete(key))
  loading.set(key, started)
  return started
}

const criteriaQuery = searchCriteriaQuery.extend({
  search: z.string().trim().max(200, { error: 'Ensure this field has no more than 200 characters.' }).optional(),
})
const listQuery = pageQuery.extend(criteriaQuery.shape)

const searchResult = z.object({
  id: z.string(),
  avatarPicture: z.string().nullable(),
  fullName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  isTalentApprovedByPlatform: z.boolean(),
  hourlyRate: z.string().nullable(),
  specializations: z.array(z.string()),
  match: z.object({
    score: z.number().nullable(),
    criteria: z.array(
      z.object({
        criterion: z.string(),
        label: z.string(),
        fit: z.number(),
        weight: z.number(),
        points: z.number(),
        reason: z.string(),
      }),
    ),
  }),
})

type ScoringProfiles = Awaited<ReturnType<typeof loadScoringProfiles>>
const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean)
const criteriaOf = (query: z.output<typeof criteriaQuery>): SearchCriteria => {
  const { search: _search, ...criteria } = query
  return meaningfulCriteria(criteria as SearchCriteria)
}

/** Asked specializations must exist, and their roles and skills belong to the asked node or below it. Returns the tree's names. */
async function checkSpecializations(req: PayloadRequest, user: AuthUser, criteria: SearchCriteria): Promise<SearchNames> {
  const asked = criteria.specializations ?? []
  if (!asked.length) return {}
  const invalid = () =>
    HttpError.validation({
      specializations: [searchMessages.invalidSpecialization],
    })
  const roleIds = asked.flatMap((node) => node.roles ?? [])
  const skillIds = asked.flatMap((node) => node.skills ?? [])
  if (![...asked.map((node) => node.id), ...roleIds, ...skillIds].every(looksLikeId)) throw invalid()
  const read = {
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  } as const
  const [tree, roles, skills] = await Promise.all([
    req.payload.find({
      collection: 'specializations',
      select: { name: true, parent: true },
      ...read,
    }),
    roleIds.length
      ? req.payload.find({
          collection: 'specialization-roles',
          where: { id: { in: roleIds } },
          select: { specialization: true },
          ...read,
        })
      : null,
    skillIds.length
      ? req.payload.find({
          collection: 'specialization-skills',
          where: { id: { in: skillIds } },
          select: { specialization: true },
          ...read,
        })
      : null,
  ])
  const parentOf = new Map(tree.docs.map((node) => [String(node.id), idOf(node.parent)]))
  const nodes = Object.fromEntries(tree.docs.map((node) => [String(node.id), String(node.name ?? '')]))
  const nodeOf = new Map(
    [...(roles?.docs ?? []), ...(skills?.docs ?? [])].map((row) => [
      String(row.id),
      idOf(row.specialization),
    ]),
  )
  const isUnder = (nodeId: string | null | undefined, ancestor: string) => {
    for (let at = nodeId ?? null, steps = 0; at && steps < 20; at = parentOf.get(at) ?? null, steps++) if (at === ancestor) return true
    return false
  }
  for (const node of asked) {
    if (!parentOf.has(node.id)) throw invalid()
    if (![...(node.roles ?? []), ...(node.skills ?? [])].every((id) => isUnder(nodeOf.get(id), node.id))) throw invalid()
  }
  return { nodes }
}

/** Rows to show, read as the caller (users with READ_APPROVED_TALENTS, their claimed specializations), in `ids` order. */
async function presentRows(
  req: PayloadRequest,
  user: AuthUser,
  ids: string[],
  profiles: ScoringProfiles,
  matchOf: (id: string, names: SearchNames) => TalentMatch,
  names: SearchNames,
): Promise<TalentSearchResult[]> {
  if (!ids.length) return []
  const asCaller = {
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    context: { [READ_APPROVED_TALENTS]: true },
  } as const
  const [users, claims] = await Promise.all([
    req.payload.find({
      collection: 'users',
      where: { and: [{ id: { in: ids } }, findableTalents()] },
      select: { ...TALENT_LIST_SELECT, hourlyRate: true },
      ...asCaller,
    }),
    req.payload.find({
      collection: 'talent-specializations',
      where: { talent: { in: ids } },
      select: { talent: true, specialization: true, expertise: true },
      ...asCaller,
    }),
  ])
  // The index's node paths name the claims (reference data every signed-in user reads).
  const pathNames = new Map<string, string[]>()
  for (const profile of profiles.values()) for (const claim of profile.claims) pathNames.set(claim.specializationId, claim.pathNames)
  const allNames: SearchNames = {
    nodes: {
      ...Object.fromEntries(
        [...profiles.values()].flatMap((profile) =>
          profile.claims.flatMap((claim) => claim.path.map((id, index) => [id, claim.pathNames[index] ?? ''])),
        ),
      ),
      ...names.nodes,
    },
  }
  const levelRank = (level: unknown) => ({ expert: 3, intermediate: 2, novice: 1 })[String(level) as ExpertiseLevel] ?? 0
  const claimsOf = new Map<string, (typeof claims.docs)[number][]>()
  for (const claim of claims.docs) {
    const talent = idOf(claim.talent)!
    claimsOf.set(talent, [...(claimsOf.get(talent) ?? []), claim])
  }
  const byId = new Map(users.docs.map((doc) => [String(doc.id), doc]))
  return ids.flatMap((id) => {
    const doc = byId.get(id)
    if (!doc) return []
    const specializations = (claimsOf.get(id) ?? [])
      .map((claim) => {
        const path = pathNames.get(idOf(claim.specialization) ?? '') ?? []
        const name = path.length > 1 ? `${path[0]} ${path[path.length - 1]}` : (path[0] ?? '')
        return {
          name: claim.expertise ? `${name} · ${String(claim.expertise)}` : name,
          rank: levelRank(claim.expertise),
        }
      })
      .filter((entry) => entry.name)
      .sort((a, b) => b.rank - a.rank || a.name.localeCompare(b.name))
      .slice(0, 3)
      .map((entry) => entry.name)
    const rate = doc.hourlyRate === null || doc.hourlyRate === undefined ? null : centsToDecimal(Number(doc.hourlyRate))
    return [
      {
        id,
        avatarPicture: str(doc.avatarPicture),
        fullName: fullName(doc),
        city: str(doc.city),
        state: str(doc.state),
        isTalentApprovedByPlatform: doc.isTalentApprovedByPlatform === true,
        hourlyRate: rate,
        specializations,
        match: matchOf(id, allNames),
      },
    ]
  })
}

const issue4Search = (text: string | undefined): Where[] =>
  words(text).map((word) => ({
    or: ['firstName', 'lastName', 'city', 'state'].map((field) => ({
      [field]: { like: word },
    })),
  }))

const listTalents = (role: Extract<Role, 'manager' | 'organization_admin'>) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/talents/`,
    summary:
      "Talents the platform approved and has not deactivated. Without criteria: the talent list (search; ordering 'first_name,last_name' by default, also city, state, created_at). With criteria (specializations and availability as JSON, city, state, talent_hourly_rate, first_name, last_name, keyword): the matching talents with their score and reasons (ordering '-score' by default, also first_name, last_name, city, state, hourly_rate)",
    tag: TAG,
    access: [role],
    query: listQuery,
    response: z.object({
      count: z.number(),
      next: z.string().nullable(),
      previous: z.string().nullable(),
      results: z.array(searchResult),
    }),
    handler: ({ req, user, query }) => cached(`${user!.id} ${req.url}`, () => listPage(req, user!, query)),
  })

async function listPage(req: PayloadRequest, user: AuthUser | null, query: z.output<typeof listQuery>) {
  const criteria = criteriaOf(query)
  const noMatch = (): TalentMatch => ({ score: null, criteria: [] })
  if (!hasCriteria(criteria)) {
    const found = await req.payload.find({
      collection: 'users',
      where: { and: [findableTalents(), ...issue4Search(query.search)] },
      select: ID_ONLY,
      sort: [...toSort(query.ordering ?? DEFAULT_TALENT_ORDERING, TALENT_ORDERING, 'firstName'), 'createdAt'],
      page: query.page,
      limit: query.pageSize,
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
      context: { [READ_APPROVED_TALENTS]: true },
    })
    const ids = found.docs.map((doc) => String(doc.id))
    return toPage(req, query, found.totalDocs, await presentRows(req, user!, ids, await loadScoringProfiles(req.payload, req, ids), noMatch, {}))
  }
  const names = await checkSpecializations(req, user!, criteria)
  // Dates of work are calendar dates of the caller's organization (its zone), as in the time sheets.
  const [engine, weights, today] = await Promise.all([searchEngineFor(req.payload), organizationWeights(req, user!), todayOf(req, user!)])
  const ordering = (query.ordering ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => (SEARCH_ORDERINGS as readonly string[]).includes(key.replace(/^-/, '')))
    .join(',')
  const found = await engine.page({ criteria, words: words(query.search), today }, weights, { page: query.page, pageSize: query.pageSize, ordering })
  const rowOf = new Map<string, EngineRow>(found.rows.map((row) => [row.talentId, row]))
  const profiles = await loadScoringProfiles(req.payload, req, [...rowOf.keys()])
  const matchOf = (id: string, allNames: SearchNames): TalentMatch => {
    const row = rowOf.get(id)
    const profile = profiles.get(id)
    if (!row || !profile) return noMatch()
    const match = explain(profile, criteria, row.fits, weights, allNames, today)
    // The engine's score ordered the list: show that very number.
    return { ...match, score: row.score }
  }
  return toPage(req, query, found.count, await presentRows(req, user!, [...rowOf.keys()], profiles, matchOf, names))
}

export const managerTalents = listTalents('manager')
export const organizationAdminTalents = listTalents('organization_admin')

const matchedCount = (role: Extract<Role, 'manager' | 'organization_admin'>) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/talents/matched_count/`,
    summary: 'How many talents match the criteria (the same criteria as the list; every findable talent without criteria)',
    tag: TAG,
    access: [role],
    query: criteriaQuery,
    response: z.object({ count: z.number() }),
    handler: ({ req, user, query }) =>
      cached(`${user!.id} ${req.url}`, async () => {
        const criteria = criteriaOf(query)
        await checkSpecializations(req, user!, criteria)
        const [engine, today] = await Promise.all([searchEngineFor(req.payload), todayOf(req, user!)])
        return { count: await engine.count({ criteria, words: words(query.search), today }) }
      }),
  })

export const managerMatchedCount = matchedCount('manager')
export const organizationAdminMatchedCount = matchedCount('organization_admin')
