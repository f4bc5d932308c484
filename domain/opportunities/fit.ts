import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { DEFAULT_ORGANIZATION_TIME_ZONE } from '../../contract/organizations'
import { DEFAULT_SEARCH_WEIGHTS } from '../../contract/search/criteria'
import type { ExpertiseLevel } from '../../contract/talentProfile'
import { todayIn } from '../clock'
import { plainText } from '../../contract/fields'
import { ancestorsOf, loadNodesWithAncestors } from '../profile/sections'
import { idOf } from '../shared/values'
import { criteriaOfOpportunity, explain, fitsOf, isCandidate, type ScoringProfile, type SearchNames } from '../search/scoring'
import { timeZonesOf } from '../timeSheets/context'
import { findRows, idsOf } from './records'
import type { Row } from '../shared/records'
import { ID_ONLY } from '../shared/select'

/**
 * How well the signed-in talent fits an opportunity (GET
 * /talent/opportunities/): the opportunity read as search criteria (`criteriaOfOpportunity`), the
 * talent's own profile as the search scores it, the platform's default weights (an organization's
 * weights are its own and not the talent's to read). Computed in code: open opportunities are few.
 * "Today" is the opportunity's organization's day (its zone): the work is that organization's, so an
 * availability window that ended yesterday there no longer counts, wherever the talent reads from.
 */

export interface TalentFitContext {
  profile: ScoringProfile
  names: SearchNames
  firstName: string
  lastName: string
  isApproved: boolean
}

/** The talent's own profile as scoring reads it: five queries plus the tree's levels. */
export async function loadTalentFitContext(req: PayloadRequest, user: AuthUser): Promise<TalentFitContext> {
  const mine = { talent: { equals: user.id } }
  const [[account], claims, windows, experiences] = await Promise.all([
    findRows(req, user, 'users', { id: { equals: user.id } }, { firstName: true, lastName: true, city: true, state: true, hourlyRate: true, summary: true, isTalentApprovedByPlatform: true, isDeactivated: true }),
    findRows(req, user, 'talent-specializations', mine, { specialization: true, expertise: true, roles: true, skills: true }),
    findRows(req, user, 'availabilities', mine, { availableFromDate: true, availableToDate: true, hoursPerWeek: true, doOnSiteContract: true, doRemoteContract: true }),
    findRows(req, user, 'work-experiences', mine, ID_ONLY),
  ])
  const nodes = await loadNodesWithAncestors(req, user, claims.map((claim) => idOf(claim.specialization)).filter((id): id is string => Boolean(id)))
  const names: SearchNames = { nodes: Object.fromEntries([...nodes.values()].map((node) => [node.id, node.name])) }
  const profile: ScoringProfile = {
    claims: claims.map((claim) => {
      const node = nodes.get(idOf(claim.specialization) ?? '')
      return {
        specializationId: idOf(claim.specialization) ?? '',
        path: node ? [...ancestorsOf(node, nodes).map((parent) => parent.id), node.id] : [idOf(claim.specialization) ?? ''],
        expertise: (claim.expertise as ExpertiseLevel | null) ?? null,
        roles: idsOf(claim.roles),
        skills: idsOf(claim.skills),
      }
    }),
    availabilities: windows.map((row) => ({
      from: String(row.availableFromDate ?? ''),
      to: typeof row.availableToDate === 'string' && row.availableToDate ? row.availableToDate : null,
      hoursPerWeek: Number(row.hoursPerWeek ?? 0),
      onSite: row.doOnSiteContract === true,
      remote: row.doRemoteContract === true,
    })),
    hourlyRateCents: typeof account?.hourlyRate === 'number' ? account.hourlyRate : null,
    city: typeof account?.city === 'string' ? account.city : null,
    state: typeof account?.state === 'string' ? account.state : null,
    profileWeight: claims.length + windows.length + experiences.length + (typeof account?.summary === 'string' && plainText(account.summary) ? 1 : 0),
  }
  return {
    profile,
    names,
    firstName: String(account?.firstName ?? ''),
    lastName: String(account?.lastName ?? ''),
    isApproved: account?.isTalentApprovedByPlatform === true && account?.isDeactivated !== true,
  }
}

export interface OpportunityFit {
  candidate: boolean
  score: number | null
  reasons: string[]
}

/**
 * Today of each opportunity's organization (its zone; America/New_York when unset), by opportunity id.
 * One query for any number of opportunities; the zones are read without the talent's access (a talent
 * reads no organization), like the organization names the talent's answers carry.
 */
export async function opportunityDays(req: PayloadRequest, opportunities: Row<'opportunities'>[]): Promise<Map<string, string>> {
  const zones = await timeZonesOf(req, opportunities.map((doc) => idOf(doc.organization)))
  return new Map(opportunities.map((doc) => [String(doc.id), todayIn(zones.get(idOf(doc.organization) ?? '') ?? DEFAULT_ORGANIZATION_TIME_ZONE)]))
}

/** The fit of one opportunity (its stored row and its opportunity-specialization rows) on `today` of its organization. */
export function fitOf(context: TalentFitContext, opportunity: Row<'opportunities'>, specializations: Row<'opportunity-specializations'>[], specializationNames: Record<string, string>, today: string): OpportunityFit {
  const criteria = criteriaOfOpportunity(
    {
      place: (opportunity.place as 'remote' | 'on_site' | 'both' | null) ?? null,
      city: (opportunity.city as string | null) ?? null,
      state: (opportunity.state as string | null) ?? null,
      startDate: (opportunity.startDate as string | null) ?? null,
      endDate: (opportunity.endDate as string | null) ?? null,
      hoursPerWeek: typeof opportunity.hoursPerWeek === 'number' ? opportunity.hoursPerWeek : null,
      rateMaxCents: typeof opportunity.rateMaxCents === 'number' ? opportunity.rateMaxCents : null,
    },
    specializations.map((row) => ({ specializationId: idOf(row.specialization) ?? '', expertise: (row.expertise as ExpertiseLevel | null) ?? null, roles: idsOf(row.roles), skills: idsOf(row.skills) })),
  )
  const fits = fitsOf(context.profile, criteria, { today })
  const names: SearchNames = { nodes: { ...specializationNames, ...context.names.nodes } }
  const match = explain(context.profile, criteria, fits, DEFAULT_SEARCH_WEIGHTS, names, today)
  return {
    candidate: isCandidate(context.profile, criteria, today, { firstName: context.firstName, lastName: context.lastName }),
    score: match.score,
    reasons: match.criteria.map((criterion) => criterion.reason).filter(Boolean),
  }
}
