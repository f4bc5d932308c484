import { z } from 'zod'
import { text, multilineText } from './fields'

/**
 * AI assistance (the spec's calls "ai/…", "opportunity-ai", "opportunity-ai-talent-rating",
 * each behind its feature flag). Every answer says it was generated (`generated: true`, and which
 * provider made it) so the screens label it and let the user edit it before saving; a rating always
 * carries its reasons. These zod schemas also validate what an external provider returns
 * : an answer that does not fit falls back to the offline provider.
 */

export const AI_LIMITS = { notes: 2000, title: 150, description: 5000, question: 500, questions: 10, overview: 3000, reason: 300 } as const

export const aiMessages = {
  // Not shown in the spec; chosen to read like the shown ones.
  featureOff: 'This feature is not enabled for your organization.',
  generatedLabel: 'Generated — review and edit before saving',
} as const

const generatedBy = { generated: z.literal(true), provider: z.string() }

export const generatedTitleDescription = z.object({ ...generatedBy, title: z.string().max(AI_LIMITS.title), description: z.string().max(AI_LIMITS.description * 8) })
export type GeneratedTitleDescription = z.infer<typeof generatedTitleDescription>

export const generatedQuestions = z.object({ ...generatedBy, questions: z.array(z.string().min(1).max(AI_LIMITS.question)).min(1).max(AI_LIMITS.questions) })
export type GeneratedQuestions = z.infer<typeof generatedQuestions>

export const generatedOverview = z.object({ ...generatedBy, overview: z.string().min(1).max(AI_LIMITS.overview), highlights: z.array(z.string().max(AI_LIMITS.reason)).max(10) })
export type GeneratedOverview = z.infer<typeof generatedOverview>

/** A 0..100 score with the reasons behind it; `verdict` is the one-line summary. */
export const generatedRating = z.object({
  ...generatedBy,
  score: z.number().int().min(0).max(100),
  verdict: z.string().min(1).max(AI_LIMITS.reason),
  reasons: z.array(z.object({ kind: z.enum(['strength', 'gap', 'note']), text: z.string().min(1).max(AI_LIMITS.reason) })).min(1).max(12),
})
export type GeneratedRating = z.infer<typeof generatedRating>

/** An applicant review: the rating of the applicant for the opportunity plus a summary of their answers. */
export const generatedApplicantReview = generatedRating.extend({ summary: z.string().min(1).max(AI_LIMITS.overview) })
export type GeneratedApplicantReview = z.infer<typeof generatedApplicantReview>

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`
const id = () => text().max(64, { error: tooLong(64) })

/** POST /org-side/ai/opportunity-title-description/: from what the form holds so far (an opportunity id or loose fields). */
export const titleDescriptionInput = z.object({
  opportunityId: id().optional(),
  specializationIds: z.array(id()).max(20).optional(),
  workKind: text().max(64).nullable().optional(),
  place: text().max(64).nullable().optional(),
  notes: multilineText().max(AI_LIMITS.notes, { error: tooLong(AI_LIMITS.notes) }).optional(),
})
/** POST /org-side/ai/opportunity-questions/ */
export const questionsInput = titleDescriptionInput.extend({
  title: text().max(AI_LIMITS.title, { error: tooLong(AI_LIMITS.title) }).optional(),
  description: multilineText().max(AI_LIMITS.description * 8, { error: tooLong(AI_LIMITS.description) }).optional(),
  count: z.number().int().min(1).max(AI_LIMITS.questions).optional(),
})
/** POST /org-side/ai/talent-overview/ */
export const talentOverviewInput = z.object({ talentId: id() })
/** POST /org-side/opportunity-ai/ (applicant review) */
export const applicantReviewInput = z.object({ opportunityTalentId: id() })
/** POST /org-side/opportunity-ai-talent-rating/ */
export const talentRatingInput = z.object({ opportunityId: id(), talentId: id() })
