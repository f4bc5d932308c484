import type { PayloadRequest } from 'payload'
import { mayViewOrganizationRate, type AuthUser } from '../../access/roles'
import { centsToDecimal } from '../../contract/engagements/pricing'
import type { EngagementPlace, WorkKind } from '../../contract/engagements/documents'
import type { NamedRef, Opportunity, OpportunityBase, OpportunityQuestion, OpportunitySpecialization, OpportunityStatus } from '../../contract/opportunities/opportunity'
import type { ExpertiseLevel } from '../../contract/talentProfile'
import { fullName } from '../../contract/talentList'
import { ancestorsOf, loadNodesWithAncestors } from '../profile/sections'
import { idOf, str } from '../shared/values'
import { findRows, groupBy, idsOf, unique } from './records'
import type { Row } from '../shared/records'

/**
 * Opportunities as both sides read them (contract/opportunities/opportunity.ts). A page is presented
 * with a fixed number of queries whatever its size: related rows are loaded with `in` queries (the
 * specializations, their tree level by level, roles, skills, organizations, creators, applicant counts).
 */

export const rateText = (cents: unknown): string | null => (typeof cents === 'number' ? centsToDecimal(cents) : null)

/** Talents read the pay offered; organization users only when they may view rate (the spec: "manager only with hasPermissionViewRate"). */
export const mayReadOpportunityRate = (user: AuthUser) => user.role === 'talent' || mayViewOrganizationRate(user)

export const questionsOf = (doc: Row<'opportunities'>): OpportunityQuestion[] =>
  Array.isArray(doc.questions) ? doc.questions.map((row) => ({ id: String(row.id), question: String(row.question ?? '') })) : []

/** The specializations of opportunities `ids`, by opportunity id (roles, skills and ancestors resolved in batches). */
export async function loadOpportunitySpecializations(req: PayloadRequest, user: AuthUser, opportunityIds: string[], rows?: Row<'opportunity-specializations'>[]): Promise<Map<string, OpportunitySpecialization[]>> {
  const found = rows ?? (opportunityIds.length ? await findRows(req, user, 'opportunity-specializations', { opportunity: { in: opportunityIds } }) : [])
  found.sort((a, b) => String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? '')) || String(a.id).localeCompare(String(b.id)))
  const roleIds = unique(found.flatMap((row) => idsOf(row.roles)))
  const skillIds = unique(found.flatMap((row) => idsOf(row.skills)))
  const named = async (collection: 'specialization-roles' | 'specialization-skills', ids: string[]) =>
    new Map((ids.length ? await findRows(req, user, collection, { id: { in: ids } }, { name: true }) : []).map((row) => [String(row.id), { id: String(row.id), name: String(row.name ?? '') }] as const))
  const [nodes, roles, skills] = await Promise.all([
    loadNodesWithAncestors(req, user, unique(found.map((row) => idOf(row.specialization)))),
    named('specialization-roles', roleIds),
    named('specialization-skills', skillIds),
  ])
  const pick = (map: Map<string, NamedRef>, ids: string[]) => ids.map((id) => map.get(id)).filter((item): item is NamedRef => Boolean(item))
  const out = new Map<string, OpportunitySpecialization[]>()
  for (const [opportunityId, list] of groupBy(found, 'opportunity')) {
    out.set(
      opportunityId,
      list.map((row) => {
        const node = nodes.get(idOf(row.specialization) ?? '')
        return {
          id: String(row.id),
          specializationId: idOf(row.specialization) ?? '',
          name: node?.name ?? '',
          ancestors: node ? ancestorsOf(node, nodes).map((parent) => parent.name) : [],
          expertise: (str(row.expertise) as ExpertiseLevel | null) ?? null,
          roles: pick(roles, idsOf(row.roles)),
          skills: pick(skills, idsOf(row.skills)),
        }
      }),
    )
  }
  return out
}

/**
 * The names of the organizations of opportunities the caller read. An organization user reads their own
 * organization; a talent may read no organization, yet an opportunity it may read shows who posts it:
 * the names (only) of exactly those organizations are read without the caller's access (the named
 * exception of ARCHITECTURE.md, like the engagement's organization name).
 */
export async function organizationNames(req: PayloadRequest, user: AuthUser, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = unique(ids)
  if (!wanted.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'organizations',
    where: { id: { in: wanted } },
    select: { name: true },
    pagination: false,
    depth: 0,
    ...(user.role === 'talent' ? { overrideAccess: true } : { overrideAccess: false, user }),
    req,
  })
  return new Map(docs.map((doc) => [String(doc.id), String(doc.name ?? '')]))
}

export interface BaseParts {
  specializations: Map<string, OpportunitySpecialization[]>
  organizations: Map<string, string>
}

export async function loadBaseParts(req: PayloadRequest, user: AuthUser, docs: Row<'opportunities'>[]): Promise<BaseParts> {
  const [specializations, organizations] = await Promise.all([
    loadOpportunitySpecializations(req, user, docs.map((doc) => String(doc.id))),
    organizationNames(req, user, docs.map((doc) => idOf(doc.organization))),
  ])
  return { specializations, organizations }
}

export function presentBase(user: AuthUser, doc: Row<'opportunities'>, parts: BaseParts): OpportunityBase {
  const rates = mayReadOpportunityRate(user)
  const organizationId = idOf(doc.organization) ?? ''
  return {
    id: String(doc.id),
    title: String(doc.title ?? ''),
    description: String(doc.description ?? ''),
    status: doc.status as OpportunityStatus,
    place: (str(doc.place) as EngagementPlace | null) ?? null,
    workKind: (str(doc.workKind) as WorkKind | null) ?? null,
    city: str(doc.city),
    state: str(doc.state),
    startDate: str(doc.startDate),
    endDate: str(doc.endDate),
    hoursPerWeek: typeof doc.hoursPerWeek === 'number' ? doc.hoursPerWeek : null,
    rateMin: rates ? rateText(doc.rateMinCents) : null,
    rateMax: rates ? rateText(doc.rateMaxCents) : null,
    questions: questionsOf(doc),
    specializations: parts.specializations.get(String(doc.id)) ?? [],
    organization: { id: organizationId, name: parts.organizations.get(organizationId) ?? '' },
    createdAt: String(doc.createdAt ?? ''),
    updatedAt: String(doc.updatedAt ?? ''),
  }
}

/** The organization side's opportunities (list or one), in the order given. */
export async function presentOpportunities(req: PayloadRequest, user: AuthUser, docs: Row<'opportunities'>[]): Promise<Opportunity[]> {
  if (!docs.length) return []
  const ids = docs.map((doc) => String(doc.id))
  const creatorIds = unique(docs.map((doc) => idOf(doc.createdBy)))
  const [parts, creators, talents] = await Promise.all([
    loadBaseParts(req, user, docs),
    creatorIds.length ? findRows(req, user, 'users', { id: { in: creatorIds } }, { firstName: true, lastName: true }) : Promise.resolve([]),
    findRows(req, user, 'opportunity-talents', { and: [{ opportunity: { in: ids } }, { status: { not_equals: 'removed' } }] }, { opportunity: true, hasApplied: true }),
  ])
  const creatorById = new Map(creators.map((row) => [String(row.id), { id: String(row.id), fullName: fullName(row) }]))
  const talentsByOpportunity = groupBy(talents, 'opportunity')
  const canViewRate = mayViewOrganizationRate(user)
  return docs.map((doc) => {
    const rows = talentsByOpportunity.get(String(doc.id)) ?? []
    return {
      ...presentBase(user, doc, parts),
      createdBy: creatorById.get(idOf(doc.createdBy) ?? '') ?? null,
      applicantsCount: rows.filter((row) => row.hasApplied === true).length,
      talentsCount: rows.length,
      canViewRate,
    }
  })
}

export async function presentOpportunity(req: PayloadRequest, user: AuthUser, doc: Row<'opportunities'>): Promise<Opportunity> {
  return (await presentOpportunities(req, user, [doc]))[0]!
}
