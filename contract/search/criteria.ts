import { z } from 'zod'
import { text, multilineText } from '../fields'
import { EXPERTISE_LEVELS } from '../talentProfile'
import { payRate } from '../engagements/engagementInput'
import { isDay } from '../timeSheets/talentInput'

/**
 * Talent search (the spec's "Saved search" and calls "talents/matched_count", "saved-searches",
 * "feedbacks/talent-not-found"). One criteria shape serves the results
 * list, the matched count, a saved search's params and the screens' form, so a saved search runs exactly
 * as it was typed. Query strings carry `specializations` and `availability` as JSON text (the spec:
 * "specializations as JSON, availability as JSON"), every other criterion as plain text.
 * Shapes only: domain/search/scoring.ts says how each criterion filters and scores.
 */

export const SEARCH_LIMITS = {
  savedSearchName: 50,
  feedbackMessage: 1000,
  lastSearch: 2000,
  keyword: 200,
  name: 30,
  place: 150,
  specializations: 20,
  rolesOrSkills: 50,
  savedSearchesPerUser: 100,
} as const

export const searchMessages = {
  // The spec's words, verbatim
  nameStartsWithBlank: '* This field cannot start from blankspaces',
  // The spec's words, verbatim
  searchSaved: 'Search was saved',
  feedbackSent: 'Feedback has been sent',
  noResults: 'No results found...',
  // The spec's words, verbatim (N filled in by matchedCountText)
  matchedCount: 'Number of Talent matching your criteria:',
  // Not shown in the spec; chosen to read like the shown ones.
  invalidJson: 'Enter valid JSON.',
  invalidDate: 'Enter a valid date.',
  endBeforeStart: "End date can't be before start date",
  hoursPerWeek: 'Enter whole hours between 1 and 168.',
  invalidAmount: 'Enter a valid amount.',
  invalidSpecialization: 'Select a valid specialization.',
  tooManySavedSearches: `You can keep at most ${100} saved searches. Delete one first.`,
  weightsRange: 'Enter a whole number between 0 and 100.',
  weightsAllZero: 'At least one weight must be above 0.',
} as const

export const matchedCountText = (count: number) => `${searchMessages.matchedCount} ${count}`

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`
const limited = (max: number) => text().max(max, { error: tooLong(max) })
const id = () => limited(64)
const idList = (max: number) => z.array(id(), { error: 'Expected a list of ids.' }).max(max, { error: `Select at most ${max}.` })

/** One specialization the organization looks for: a tree node, optionally a level and some of its roles and skills. */
export const specializationCriterion = z.object({
  id: id(),
  expertise: z.enum(EXPERTISE_LEVELS, { error: 'Select a valid choice.' }).nullable().optional(),
  roles: idList(SEARCH_LIMITS.rolesOrSkills).optional(),
  skills: idList(SEARCH_LIMITS.rolesOrSkills).optional(),
})
export type SpecializationCriterion = z.infer<typeof specializationCriterion>

const day = () => text().refine(isDay, { error: searchMessages.invalidDate })

/** When and how the organization needs someone: any part may be left out. */
export const availabilityCriterion = z
  .object({
    availableFromDate: day().nullable().optional(),
    availableToDate: day().nullable().optional(),
    hoursPerWeek: z.number({ error: searchMessages.hoursPerWeek }).int({ error: searchMessages.hoursPerWeek }).min(1, { error: searchMessages.hoursPerWeek }).max(168, { error: searchMessages.hoursPerWeek }).nullable().optional(),
    onSite: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
    remote: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
  })
  .refine((value) => !value.availableFromDate || !value.availableToDate || value.availableFromDate <= value.availableToDate, {
    error: searchMessages.endBeforeStart,
    path: ['availableToDate'],
  })
export type AvailabilityCriterion = z.infer<typeof availabilityCriterion>

/** Dollars per hour as typed ('95', '95.50'); cents after parsing. The talent's own asking rate must not exceed it. */
const maxRate = () => payRate().refine((cents) => cents > 0, { error: searchMessages.invalidAmount })

/** The criteria as a JSON object (saved-search params, the screens' state). Empty strings mean "not given". */
export const searchCriteria = z.object({
  specializations: z.array(specializationCriterion, { error: 'Expected a list.' }).max(SEARCH_LIMITS.specializations, { error: `Select at most ${SEARCH_LIMITS.specializations}.` }).optional(),
  availability: availabilityCriterion.nullable().optional(),
  city: limited(SEARCH_LIMITS.place).optional(),
  state: limited(SEARCH_LIMITS.place).optional(),
  talentHourlyRate: maxRate().nullable().optional(),
  firstName: limited(SEARCH_LIMITS.name).optional(),
  lastName: limited(SEARCH_LIMITS.name).optional(),
  keyword: limited(SEARCH_LIMITS.keyword).optional(),
})
/** Parsed criteria: talentHourlyRate in cents. */
export type SearchCriteria = z.output<typeof searchCriteria>
/** Criteria as sent (talentHourlyRate as dollars text). */
export type SearchCriteriaInput = z.input<typeof searchCriteria>

/** A query-string parameter holding JSON (specializations, availability). */
const jsonParam = <T extends z.ZodType>(schema: T) =>
  text()
    .max(20_000, { error: tooLong(20_000) })
    .transform((value, ctx) => {
      if (!value.trim()) return undefined
      try {
        return JSON.parse(value) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: searchMessages.invalidJson })
        return z.NEVER
      }
    })
    .pipe(schema.optional())

/** The same criteria as query parameters of GET <org>talents/ and <org>talents/matched_count/. */
export const searchCriteriaQuery = z.object({
  specializations: jsonParam(searchCriteria.shape.specializations.unwrap()).optional(),
  availability: jsonParam(availabilityCriterion).optional(),
  city: searchCriteria.shape.city,
  state: searchCriteria.shape.state,
  talentHourlyRate: z.union([text(), z.number()]).optional().transform((value) => (value === '' ? undefined : value)).pipe(maxRate().optional()),
  firstName: searchCriteria.shape.firstName,
  lastName: searchCriteria.shape.lastName,
  keyword: searchCriteria.shape.keyword,
})

/** Criteria that actually say something (blank text, empty lists and empty availability removed). */
export function meaningfulCriteria(criteria: SearchCriteria): SearchCriteria {
  const clean: SearchCriteria = {}
  if (criteria.specializations?.length) clean.specializations = criteria.specializations
  const a = criteria.availability
  if (a && (a.availableFromDate || a.availableToDate || a.hoursPerWeek || a.onSite || a.remote)) clean.availability = a
  for (const key of ['city', 'state', 'firstName', 'lastName', 'keyword'] as const) {
    const value = criteria[key]?.trim()
    if (value) clean[key] = value
  }
  if (criteria.talentHourlyRate) clean.talentHourlyRate = criteria.talentHourlyRate
  return clean
}

export const hasCriteria = (criteria: SearchCriteria) => Object.keys(meaningfulCriteria(criteria)).length > 0

// --- the explainable match score -----------------------------------------------------------------------

/** The scored criteria and their default weights (the organization admin tunes and resets them). */
export const SCORED_CRITERIA = ['specializations', 'availability', 'rate', 'place', 'keyword'] as const
export type ScoredCriterion = (typeof SCORED_CRITERIA)[number]
export type SearchWeights = Record<ScoredCriterion, number>
export const DEFAULT_SEARCH_WEIGHTS: SearchWeights = { specializations: 40, availability: 25, rate: 10, place: 10, keyword: 15 }
export const CRITERION_LABELS: Record<ScoredCriterion, string> = {
  specializations: 'Specializations',
  availability: 'Availability',
  rate: 'Hourly rate',
  place: 'Location',
  keyword: 'Keyword',
}

const weight = () => z.number({ error: searchMessages.weightsRange }).int({ error: searchMessages.weightsRange }).min(0, { error: searchMessages.weightsRange }).max(100, { error: searchMessages.weightsRange })
export const searchWeightsInput = z
  .object(Object.fromEntries(SCORED_CRITERIA.map((key) => [key, weight()])) as Record<ScoredCriterion, ReturnType<typeof weight>>)
  .refine((value) => SCORED_CRITERIA.some((key) => value[key] > 0), { error: searchMessages.weightsAllZero })

/** One criterion's part of a talent's score: `fit` 0..1 of this criterion, `points` its share of the 0..100 score. */
export interface CriterionMatch {
  criterion: ScoredCriterion
  label: string
  fit: number
  weight: number
  points: number
  /** Why, in words: 'Epic Ambulatory (expert) and Epic Beacon of 2 asked'. */
  reason: string
}

export interface TalentMatch {
  /** 0..100, rounded; null when no scored criterion was given (the list is then in name order). */
  score: number | null
  criteria: CriterionMatch[]
}

/** A result row: the list item plus why it matched. */
export interface TalentSearchResult {
  id: string
  avatarPicture: string | null
  fullName: string
  city: string | null
  state: string | null
  isTalentApprovedByPlatform: boolean
  /** The talent's asking rate, '95.00', or null when they have not given one. */
  hourlyRate: string | null
  /** Top specializations by name with their level, for the row: 'Epic Ambulatory · expert'. */
  specializations: string[]
  match: TalentMatch
}

export interface MatchedCountAnswer {
  count: number
}

export interface SearchWeightsAnswer {
  weights: SearchWeights
  isDefault: boolean
}

// --- saved searches and not-found feedback --------------------------------------------------------------

export const savedSearchName = () =>
  text()
    .refine((value) => !/^\s/.test(value), { error: searchMessages.nameStartsWithBlank })
    .pipe(z.string().min(1, { error: 'This field is required' }).max(SEARCH_LIMITS.savedSearchName, { error: tooLong(SEARCH_LIMITS.savedSearchName) }))

export const savedSearchInput = z.object({
  name: savedSearchName(),
  params: searchCriteria,
})

export interface SavedSearch {
  id: string
  name: string
  /** As saved: talentHourlyRate as dollars text ('95.00') so the form shows it as typed. */
  params: SearchCriteriaInput
  createdAt: string
}

export const talentNotFoundInput = z.object({
  message: multilineText()
    .trim()
    .min(1, { error: 'This field is required' })
    .max(SEARCH_LIMITS.feedbackMessage, { error: tooLong(SEARCH_LIMITS.feedbackMessage) }),
  // The spec: "the specialization ancestor path or empty"
  lastSearch: limited(SEARCH_LIMITS.lastSearch).optional(),
})

export const talentNotFoundFeedback = z.object({
  id: z.string(),
  message: z.string(),
  lastSearch: z.string(),
  sentBy: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  organization: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
})
export type TalentNotFoundFeedback = z.infer<typeof talentNotFoundFeedback>
