import { z } from 'zod'
import { ENGAGEMENT_PLACES } from '../engagements/documents'
import { APPLICATION_STATUSES, OPPORTUNITY_STATUSES, type TalentApplication, type TalentOpportunity } from './opportunity'
import { applicationRecord, opportunityAnswer } from './opportunityAnswers'

/**
 * The talent side's answers about opportunities and their own applications, as
 * domain/opportunities/talentSide.ts presents them (TalentOpportunity, TalentApplication of
 * ./opportunity.ts); the talent portal's typed client reads its types from these.
 */

/** What both sides read of an opportunity: the organization side's answer without its own fields. */
const opportunityBase = opportunityAnswer.omit({ createdBy: true, applicantsCount: true, talentsCount: true, canViewRate: true })

export const talentOpportunityAnswer = opportunityBase.extend({
  fit: z.object({ score: z.number().nullable(), reasons: z.array(z.string()) }),
  application: z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES), appliedAt: z.string() }).nullable(),
  canApply: z.boolean(),
  cannotApplyReason: z.string().nullable(),
}) satisfies z.ZodType<TalentOpportunity>

export const talentApplicationAnswer = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  opportunity: z.object({
    id: z.string(),
    title: z.string(),
    organizationName: z.string(),
    status: z.enum(OPPORTUNITY_STATUSES),
    place: z.enum(ENGAGEMENT_PLACES).nullable(),
    startDate: z.string().nullable(),
  }),
  apply: applicationRecord,
}) satisfies z.ZodType<TalentApplication>
