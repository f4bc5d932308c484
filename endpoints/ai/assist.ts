import type { PayloadRequest } from 'payload'
import type { Role } from '../../contract/accounts'
import {
  aiMessages,
  applicantReviewInput,
  generatedApplicantReview,
  generatedOverview,
  generatedQuestions,
  generatedRating,
  generatedTitleDescription,
  questionsInput,
  talentOverviewInput,
  talentRatingInput,
  titleDescriptionInput,
} from '../../contract/ai'
import { ENGAGEMENT_PLACES, WORK_KINDS, type EngagementPlace, type WorkKind } from '../../contract/engagements/documents'
import type { FeatureFlag } from '../../contract/featureFlags'
import { plainText } from '../../contract/fields'
import { opportunityMessages } from '../../contract/opportunities/opportunity'
import { searchMessages } from '../../contract/search/criteria'
import type { AuthUser } from '../../access/roles'
import { aiProviderFor } from '../../domain/ai'
import { applicantRecord, emptyOpportunity, nodeFacts, opportunityFacts, organizationWeights, talentFacts } from '../../domain/ai/facts'
import type { OpportunityFacts, TalentFacts } from '../../domain/ai/provider'
import { getEnv } from '../../server/env'
import { HttpError, defineEndpoint, looksLikeId } from '../http'
import { todayOf } from '../timeSheets/organization'

/**
 * AI assistance: five calls of the organization side, each
 * behind its feature flag (off: 403 with aiMessages.featureOff). Every id in a body is read AS THE CALLER
 * first (domain/ai/facts.ts): one the caller may not read is a 422 on its field, as any other
 * organization's id in a body, and only what was read goes to the provider. The provider comes from
 * the server's AI_* settings (offline without AI_BASE_URL); its answers are cleaned on the server.
 */
const TAG = 'AI assistance'
const ROLES: readonly Role[] = ['manager', 'organization_admin']

const aiMessagesLocal = {
  // Not shown in the spec; chosen to read like the shown ones.
  invalidApplicant: 'Select a valid applicant.',
  invalidChoice: 'Select a valid choice.',
} as const

function assertFlag(flag: FeatureFlag) {
  if (!getEnv().featureFlags[flag]) throw HttpError.forbidden(aiMessages.featureOff)
}

const providerFor = (req: PayloadRequest) => aiProviderFor(getEnv().ai, (details, message) => req.payload.logger.warn(details, message))

const invalid = (field: string, message: string) => HttpError.validation({ [field]: [message] })

async function readOpportunity(req: PayloadRequest, user: AuthUser, id: string): Promise<OpportunityFacts> {
  const facts = looksLikeId(id) ? await opportunityFacts(req, user, id) : null
  if (!facts) throw invalid('opportunityId', opportunityMessages.invalidOpportunity)
  return facts
}

async function readTalent(req: PayloadRequest, user: AuthUser, id: string): Promise<TalentFacts> {
  const facts = looksLikeId(id) ? await talentFacts(req, user, id) : null
  if (!facts) throw invalid('talentId', opportunityMessages.invalidTalent)
  return facts
}

interface FormFields {
  opportunityId?: string
  specializationIds?: string[]
  workKind?: string | null
  place?: string | null
  notes?: string
  title?: string
  description?: string
}

/** What the opportunity form holds so far: the saved opportunity (when named), with the loose fields over it. */
async function formFacts(req: PayloadRequest, user: AuthUser, body: FormFields): Promise<OpportunityFacts> {
  const facts = body.opportunityId ? await readOpportunity(req, user, body.opportunityId) : emptyOpportunity()
  if (body.specializationIds) {
    const nodes = body.specializationIds.every(looksLikeId) ? await nodeFacts(req, user, body.specializationIds) : null
    if (!nodes) throw invalid('specializationIds', searchMessages.invalidSpecialization)
    // A node the saved opportunity already asks for keeps its level, roles and skills.
    facts.specializations = nodes.map((node) => facts.specializations.find((saved) => saved.nodeId === node.nodeId) ?? node)
  }
  if (body.workKind !== undefined) {
    if (body.workKind !== null && !(WORK_KINDS as readonly string[]).includes(body.workKind)) throw invalid('workKind', aiMessagesLocal.invalidChoice)
    facts.workKind = body.workKind as WorkKind | null
  }
  if (body.place !== undefined) {
    if (body.place !== null && !(ENGAGEMENT_PLACES as readonly string[]).includes(body.place)) throw invalid('place', aiMessagesLocal.invalidChoice)
    facts.place = body.place as EngagementPlace | null
  }
  if (body.notes?.trim()) facts.notes = body.notes.trim()
  if (body.title?.trim()) facts.title = body.title.trim()
  if (body.description?.trim()) facts.description = plainText(body.description) || null
  return facts
}

export const aiTitleDescription = defineEndpoint({
  method: 'post',
  path: '/org-side/ai/opportunity-title-description/',
  summary: 'A generated title and rich-text description for an opportunity, from the saved opportunity (opportunityId) and/or the form’s specializations, work kind, place and notes. Flag aiOpportunityCreation',
  tag: TAG,
  access: ROLES,
  body: titleDescriptionInput,
  response: generatedTitleDescription,
  handler: async ({ req, user, body }) => {
    assertFlag('aiOpportunityCreation')
    return providerFor(req).titleDescription(await formFacts(req, user!, body))
  },
})

export const aiQuestions = defineEndpoint({
  method: 'post',
  path: '/org-side/ai/opportunity-questions/',
  summary: 'Generated application questions tailored to an opportunity’s specializations and work kind (count 1..10; 3 to 5 by default). Flag aiGeneratedApplicationQuestions',
  tag: TAG,
  access: ROLES,
  body: questionsInput,
  response: generatedQuestions,
  handler: async ({ req, user, body }) => {
    assertFlag('aiGeneratedApplicationQuestions')
    return providerFor(req).questions({ opportunity: await formFacts(req, user!, body), count: body.count ?? null })
  },
})

export const aiTalentOverview = defineEndpoint({
  method: 'post',
  path: '/org-side/ai/talent-overview/',
  summary: 'A generated overview of a talent’s profile (as the caller may read it) with highlights. Flag aiDiscoveryOfTalentProfile',
  tag: TAG,
  access: ROLES,
  body: talentOverviewInput,
  response: generatedOverview,
  handler: async ({ req, user, body }) => {
    assertFlag('aiDiscoveryOfTalentProfile')
    return providerFor(req).talentOverview(await readTalent(req, user!, body.talentId))
  },
})

/** A talent whose profile the caller can no longer read (deactivated, unapproved): only the application is reviewed. */
const hiddenTalent = (): TalentFacts => ({
  firstName: 'The applicant',
  lastName: '',
  city: null,
  state: null,
  aboutMe: null,
  hourlyRateCents: null,
  specializations: [],
  experience: [],
  certificates: [],
  availabilities: [],
})

export const aiApplicantReview = defineEndpoint({
  method: 'post',
  path: '/org-side/opportunity-ai/',
  summary: 'A generated review of an applicant (opportunityTalentId): a 0..100 rating with its reasons and a summary of the application. Flag aiApplicantReview',
  tag: TAG,
  access: ROLES,
  body: applicantReviewInput,
  response: generatedApplicantReview,
  handler: async ({ req, user, body }) => {
    assertFlag('aiApplicantReview')
    const applicant = looksLikeId(body.opportunityTalentId) ? await applicantRecord(req, user!, body.opportunityTalentId) : null
    const opportunity = applicant ? await opportunityFacts(req, user!, applicant.opportunityId) : null
    if (!applicant || !opportunity) throw invalid('opportunityTalentId', aiMessagesLocal.invalidApplicant)
    const talent = await talentFacts(req, user!, applicant.talentId)
    const weights = await organizationWeights(req, user!)
    const review = await providerFor(req).applicantReview({ opportunity, talent: talent ?? hiddenTalent(), application: applicant.application, today: await todayOf(req, user!), weights })
    if (talent) return review
    const note = { kind: 'note' as const, text: 'The talent’s profile is not visible to you any more: only the application was reviewed.' }
    return { ...review, reasons: [note, ...review.reasons].slice(0, 12) }
  },
})

export const aiTalentRating = defineEndpoint({
  method: 'post',
  path: '/org-side/opportunity-ai-talent-rating/',
  summary: 'A generated 0..100 rating of how well a talent fits an opportunity of the organization, with its reasons. Flag aiOrgSideMatching',
  tag: TAG,
  access: ROLES,
  body: talentRatingInput,
  response: generatedRating,
  handler: async ({ req, user, body }) => {
    assertFlag('aiOrgSideMatching')
    const opportunity = await readOpportunity(req, user!, body.opportunityId)
    const talent = await readTalent(req, user!, body.talentId)
    return providerFor(req).talentRating({ opportunity, talent, today: await todayOf(req, user!), weights: await organizationWeights(req, user!) })
  },
})

export const aiEndpoints = [aiTitleDescription, aiQuestions, aiTalentOverview, aiApplicantReview, aiTalentRating]
