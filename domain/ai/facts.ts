import type { PayloadRequest } from 'payload'
import { organizationOf, type AuthUser } from '../../access/roles'
import { parseUsd } from '../../contract/engagements/pricing'
import type { EngagementPlace, WorkKind } from '../../contract/engagements/documents'
import { plainText } from '../../contract/fields'
import { DEFAULT_SEARCH_WEIGHTS, SCORED_CRITERIA, type SearchWeights } from '../../contract/search/criteria'
import type { TalentSpecialization } from '../../contract/talentProfile'
import { talentProfileResponse, type TalentProfile } from '../profile/profileView'
import { ancestorsOf, findAll, loadNodesWithAncestors, presentTalentSpecializations } from '../profile/sections'
import { idOf, str } from '../shared/values'
import type { ApplicationFacts, OpportunityFacts, SpecializationFacts, TalentFacts } from './provider'

/**
 * What the AI endpoints put into a prompt, read AS THE CALLER: every read here goes through the Local
 * API with the caller's access (overrideAccess: false), so a record the caller may not read comes back
 * as null and never reaches a provider; fields the caller may not read (an opportunity's rates without
 * View Rate) are simply absent from what is read.
 */

const NO_ROW = '00000000-0000-0000-0000-000000000000'

const text = (value: unknown) => {
  const plain = plainText(String(value ?? ''))
  return plain || null
}

const specializationFacts = (spec: TalentSpecialization): SpecializationFacts => ({
  nodeId: spec.specialization.id,
  name: spec.specialization.name,
  ancestors: spec.ancestors.map((node) => node.name),
  ancestorIds: spec.ancestors.map((node) => node.id),
  expertise: spec.expertise,
  roles: spec.roles,
  skills: spec.skills,
})

export const emptyOpportunity = (): OpportunityFacts => ({
  title: null,
  description: null,
  workKind: null,
  place: null,
  city: null,
  state: null,
  startDate: null,
  endDate: null,
  hoursPerWeek: null,
  rateMaxCents: null,
  specializations: [],
  questions: [],
  notes: null,
})

/** The opportunity `id` with its specializations' names, or null when the caller may not read it. */
export async function opportunityFacts(req: PayloadRequest, user: AuthUser, id: string): Promise<OpportunityFacts | null> {
  const [doc] = await findAll(req, user, 'opportunities', { id: { equals: id } })
  if (!doc) return null
  const parts = await findAll(req, user, 'opportunity-specializations', { opportunity: { equals: id } }, { sort: ['createdAt'] })
  const specializations = await presentTalentSpecializations(req, user, parts)
  const questions = Array.isArray(doc.questions) ? (doc.questions as { question?: unknown }[]).map((row) => String(row.question ?? '')).filter(Boolean) : []
  return {
    title: str(doc.title),
    description: text(doc.description),
    workKind: (str(doc.workKind) as WorkKind | null) ?? null,
    place: (str(doc.place) as EngagementPlace | null) ?? null,
    city: str(doc.city),
    state: str(doc.state),
    startDate: str(doc.startDate),
    endDate: str(doc.endDate),
    hoursPerWeek: typeof doc.hoursPerWeek === 'number' ? doc.hoursPerWeek : null,
    // Absent for a caller without View Rate (field access), so it never reaches a prompt for them.
    rateMaxCents: typeof doc.rateMaxCents === 'number' ? doc.rateMaxCents : null,
    specializations: specializations.filter((spec) => spec.specialization.name).map(specializationFacts),
    questions,
    notes: null,
  }
}

/** The specialization nodes `ids` by name (no roles or skills), or null when one of them does not exist. */
export async function nodeFacts(req: PayloadRequest, user: AuthUser, ids: string[]): Promise<SpecializationFacts[] | null> {
  const unique = [...new Set(ids)]
  if (!unique.length) return []
  const nodes = await loadNodesWithAncestors(req, user, unique)
  if (unique.some((id) => !nodes.has(id))) return null
  return unique.map((id) => {
    const node = nodes.get(id)!
    const ancestors = ancestorsOf(node, nodes)
    return { nodeId: id, name: node.name, ancestors: ancestors.map((a) => a.name), ancestorIds: ancestors.map((a) => a.id), expertise: null, roles: [], skills: [] }
  })
}

/** The asking rate as the profile answer carries it ('95.00'), when it does. */
const rateOf = (profile: Record<string, unknown>): number | null => (typeof profile.hourlyRate === 'string' ? parseUsd(profile.hourlyRate) : null)

/** The talent's profile as the caller may see it (domain/profile/profileView.ts), or null. */
export async function talentFacts(req: PayloadRequest, user: AuthUser, talentId: string): Promise<TalentFacts | null> {
  const response = await talentProfileResponse(req, user, talentId)
  if (!response) return null
  const profile = (await response.json()) as TalentProfile & Record<string, unknown>
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    city: profile.city,
    state: profile.state,
    aboutMe: text(profile.summary),
    hourlyRateCents: rateOf(profile),
    specializations: profile.specializations.map(specializationFacts),
    experience: profile.workExperiences.map((item) => ({
      position: item.position,
      organizationName: item.organizationName,
      startPeriodDate: item.startPeriodDate,
      endPeriodDate: item.endPeriodDate,
      isPresent: item.isPresent,
      responsibilities: text(item.responsibilities),
    })),
    certificates: profile.certificates.map((item) => ({ documentName: item.documentName, schoolOrUniversity: item.schoolOrUniversity, fieldOfStudy: item.fieldOfStudy })),
    availabilities: profile.availabilities.map((item) => ({
      availableFromDate: item.availableFromDate,
      availableToDate: item.availableToDate,
      hoursPerWeek: item.hoursPerWeek,
      onSite: item.doOnSiteContract,
      remote: item.doRemoteContract,
      note: text(item.note),
    })),
  }
}

export interface ApplicantRecord {
  opportunityId: string
  talentId: string
  application: ApplicationFacts | null
}

/** An applicant (opportunity-talent row) of the caller's organization with its application, or null. */
export async function applicantRecord(req: PayloadRequest, user: AuthUser, opportunityTalentId: string): Promise<ApplicantRecord | null> {
  const [row] = await findAll(req, user, 'opportunity-talents', { id: { equals: opportunityTalentId } }, { select: { opportunity: true, talent: true } })
  const opportunityId = idOf(row?.opportunity)
  const talentId = idOf(row?.talent)
  if (!row || !opportunityId || !talentId) return null
  const [apply] = await findAll(req, user, 'opportunity-applies', { opportunityTalent: { equals: opportunityTalentId } })
  const answers = Array.isArray(apply?.answers) ? (apply.answers as { question?: unknown; answer?: unknown }[]) : []
  return {
    opportunityId,
    talentId,
    application: apply
      ? {
          form: apply.form === 'new' ? 'new' : 'old',
          skillsAndQualifications: text(apply.skillsAndQualifications),
          experience: text(apply.experience),
          applyMessage: text(apply.applyMessage),
          answers: answers.map((item) => ({ question: String(item.question ?? ''), answer: plainText(String(item.answer ?? '')) })),
        }
      : null,
  }
}

/** The caller's organization's search weights (the defaults until its admin tunes them). */
export async function organizationWeights(req: PayloadRequest, user: AuthUser): Promise<SearchWeights> {
  const [row] = await findAll(req, user, 'search-weights', organizationOf(user) ? { organization: { equals: organizationOf(user) } } : { id: { equals: NO_ROW } })
  if (!row) return DEFAULT_SEARCH_WEIGHTS
  return Object.fromEntries(SCORED_CRITERIA.map((key) => [key, typeof row[key] === 'number' ? (row[key] as number) : DEFAULT_SEARCH_WEIGHTS[key]])) as SearchWeights
}
