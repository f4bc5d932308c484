import { z } from 'zod'
import { formBoolean, formNumber, plainText, text, multilineText } from '../fields'
import { ENGAGEMENT_PLACES, WORK_KINDS } from '../engagements/documents'
import { payRate } from '../engagements/engagementInput'
import { EXPERTISE_LEVELS } from '../talentProfile'
import { isDay } from '../timeSheets/talentInput'
import { OPPORTUNITY_LIMITS, OPPORTUNITY_STATUSES, opportunityMessages } from './opportunity'

/**
 * Bodies and queries of the opportunity calls. Shapes and limits
 * only; what needs the database (the organization's own ids, the opportunity's status, the talent's
 * approval) is checked by the endpoints. Over-long input is refused with its limit's message, never cut.
 */

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`
const limited = (max: number) => text().max(max, { error: tooLong(max) })
const optionalText = (max: number) => limited(max).nullable().optional()
const id = () => limited(64)
const idList = (max: number) => z.array(id(), { error: 'Expected a list of ids.' }).max(max, { error: `Select at most ${max}.` })
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'Select a valid choice.' })
const day = () => text().refine(isDay, { error: 'Enter a valid date.' })

/** Rich text whose visible text is at most `max` (the stored HTML is bounded too, so empty tags cannot pile up). */
export const richTextUpTo = (max: number, message = tooLong(max)) =>
  multilineText()
    .max(max * 8, { error: message })
    .refine((value) => plainText(value).length <= max, { error: message })

/** Dollars as typed, cents after parsing: the engagement form's own rule (contract/engagements/engagementInput.ts). */
const rate = payRate

/** A question as the form edits it: an existing question keeps its id, a new one has none. */
export const questionInput = z.object({
  id: id().optional(),
  question: multilineText().trim().min(1, { error: 'This field is required' }).max(OPPORTUNITY_LIMITS.question, { error: tooLong(OPPORTUNITY_LIMITS.question) }),
})

/** POST /org-side/opportunity/ and PATCH /org-side/opportunity/{id}/ (every field optional on PATCH). */
export const opportunityFields = z.object({
  title: limited(OPPORTUNITY_LIMITS.title).optional(),
  description: richTextUpTo(OPPORTUNITY_LIMITS.description).optional(),
  status: choice(OPPORTUNITY_STATUSES).optional(),
  place: choice(ENGAGEMENT_PLACES).nullable().optional(),
  workKind: choice(WORK_KINDS).nullable().optional(),
  city: optionalText(OPPORTUNITY_LIMITS.city),
  state: optionalText(OPPORTUNITY_LIMITS.state),
  startDate: day().nullable().optional(),
  endDate: day().nullable().optional(),
  hoursPerWeek: formNumber()
    .pipe(z.number().int({ error: 'Enter whole hours between 1 and 168.' }).min(1, { error: 'Enter whole hours between 1 and 168.' }).max(168, { error: 'Enter whole hours between 1 and 168.' }))
    .nullable()
    .optional(),
  rateMin: rate().nullable().optional(),
  rateMax: rate().nullable().optional(),
  questions: z.array(questionInput, { error: 'Expected a list.' }).max(OPPORTUNITY_LIMITS.questions, { error: `Ask at most ${OPPORTUNITY_LIMITS.questions} questions.` }).optional(),
})
export type OpportunityFieldsInput = z.input<typeof opportunityFields>
export type OpportunityFields = z.output<typeof opportunityFields>

/** The cross-field rules every save checks (the endpoint also checks them against the stored values on PATCH). */
export function opportunityFieldErrors(values: OpportunityFields): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (values.rateMin != null && values.rateMax != null && values.rateMin > values.rateMax) errors.rateMax = [opportunityMessages.rateRange]
  if (values.startDate && values.endDate && values.startDate > values.endDate) errors.endDate = [opportunityMessages.endBeforeStart]
  if (values.status === 'open') {
    if (!values.title?.trim()) errors.title = ['This field is required']
    if (!values.description || !plainText(values.description)) errors.description = ['This field is required']
  }
  return errors
}

export const opportunityListQuery = z.object({
  status: choice(OPPORTUNITY_STATUSES).optional(),
  search: limited(100).optional(),
})

/** POST /org-side/opportunity-specialization/ ; PATCH by id takes expertise, roleIds, skillIds. */
export const opportunitySpecializationInput = z.object({
  opportunityId: id(),
  specializationId: id(),
  expertise: choice(EXPERTISE_LEVELS).nullable().optional(),
  roleIds: idList(50).optional(),
  skillIds: idList(50).optional(),
})
export const opportunitySpecializationPatch = opportunitySpecializationInput.pick({ expertise: true, roleIds: true, skillIds: true })

/** One specialization inside an opportunity's body (the opportunity is the one being written). */
export const opportunitySpecializationItem = opportunitySpecializationInput.omit({ opportunityId: true })
export type OpportunitySpecializationItem = z.input<typeof opportunitySpecializationItem>

/**
 * POST /org-side/opportunity/ and PATCH /org-side/opportunity/{id}/: the fields, and optionally the whole
 * list of specializations, written in the same transaction. On PATCH the list replaces the set (a node
 * sent again keeps its row); without the key the specializations stay as they are.
 */
export const opportunityInput = opportunityFields.extend({
  specializations: z
    .array(opportunitySpecializationItem, { error: 'Expected a list.' })
    .max(OPPORTUNITY_LIMITS.specializations, { error: `Select at most ${OPPORTUNITY_LIMITS.specializations}.` })
    .optional(),
})
export type OpportunityInput = z.input<typeof opportunityInput>

/** POST /org-side/opportunity-talent/: invite talents (from a search or a group) to an opportunity. */
export const inviteTalentsInput = z.object({
  opportunityId: id(),
  talentIds: idList(OPPORTUNITY_LIMITS.invitesPerCall).min(1, { error: 'Select at least one talent.' }),
})

/** PATCH /org-side/opportunity-talent/{id}/: remove (isRemoved true). Restoring is POST …/{id}/restore/. */
export const opportunityTalentPatch = z.object({ isRemoved: formBoolean() })

export const opportunityTalentQuery = z.object({
  opportunityId: id(),
  status: z.enum(['invited', 'applied'], { error: 'Select a valid choice.' }).optional(),
})

/** PATCH /org-side/opportunity-apply/{applyId}/ (the spec: "manager comment saved by PATCH on the apply"). */
export const managerCommentInput = z.object({
  managerComment: multilineText().max(OPPORTUNITY_LIMITS.managerComment, { error: tooLong(OPPORTUNITY_LIMITS.managerComment) }).nullable(),
})

const answerText = () =>
  multilineText()
    .refine((value) => value.trim().length > 0, { error: opportunityMessages.answerRequired })
    .refine((value) => value.length <= OPPORTUNITY_LIMITS.answer, { error: opportunityMessages.answerTooLong })

/**
 * POST /talent/opportunity-apply/: the old form (skillsAndQualifications, experience, applyMessage: each
 * required) when the opportunity has no questions, else the new one (`answers`: exactly one per question).
 * One object, so each field's message lands on that field; which form applies is the endpoint's check
 * (it knows the opportunity), with `applyFormErrors` below.
 */
export const applyInput = z.object({
  opportunityId: id(),
  answers: z
    .array(z.object({ opportunityQuestionId: id(), answer: answerText() }), { error: 'Expected a list.' })
    .max(OPPORTUNITY_LIMITS.questions, { error: opportunityMessages.answerEveryQuestion })
    .optional(),
  skillsAndQualifications: answerText().optional(),
  experience: answerText().optional(),
  applyMessage: multilineText()
    .refine((value) => plainText(value).length > 0, { error: opportunityMessages.answerRequired })
    .refine((value) => value.length <= OPPORTUNITY_LIMITS.oldFormText * 8 && plainText(value).length <= OPPORTUNITY_LIMITS.oldFormText, { error: opportunityMessages.answerTooLong })
    .optional(),
})
export type ApplyInput = z.output<typeof applyInput>

export const talentOpportunityQuery = z.object({
  /** 'true' (default): only opportunities that fit the talent's specializations; 'false': every open one. */
  fitsMe: formBoolean().optional(),
  search: limited(100).optional(),
})

/** Which form the opportunity needs and what is missing from it (field errors; empty when complete). */
export function applyFormErrors(input: ApplyInput, questionIds: string[]): Record<string, string[]> {
  if (questionIds.length) {
    if (!input.answers) return { answers: [opportunityMessages.useNewForm] }
    const errors: Record<string, string[]> = {}
    const given = input.answers.map((answer) => answer.opportunityQuestionId)
    if (given.some((questionId) => !questionIds.includes(questionId))) errors.answers = [opportunityMessages.unknownQuestion]
    else if (new Set(given).size !== given.length || questionIds.some((questionId) => !given.includes(questionId))) errors.answers = [opportunityMessages.answerEveryQuestion]
    return errors
  }
  if (input.answers?.length) return { answers: [opportunityMessages.useOldForm] }
  const errors: Record<string, string[]> = {}
  for (const field of ['skillsAndQualifications', 'experience', 'applyMessage'] as const) if (input[field] === undefined) errors[field] = [opportunityMessages.answerRequired]
  return errors
}
