import { z } from 'zod'
import type { EngagementPlace, WorkKind } from '../../../../contract/engagements/documents'
import type { SpecializationCriterion } from '../../../../contract/search/criteria'
import { opportunityFieldErrors, opportunityFields, type OpportunityFields, type OpportunitySpecializationItem } from '../../../../contract/opportunities/opportunityInput'
import type { Opportunity, OpportunityStatus } from '../../../../contract/opportunities/opportunity'

/** The opportunity form's values: text inputs hold text; `toInput` makes the opportunityFields body. */
export interface OpportunityFormValues {
  title: string
  description: string
  place: EngagementPlace | ''
  workKind: WorkKind | ''
  city: string
  state: string
  startDate: string
  endDate: string
  hoursPerWeek: string
  rateMin: string
  rateMax: string
  /** `key` keeps React's list identity while questions move; `id` is the stored question's. */
  questions: { key: string; id?: string; question: string }[]
  /** As the shared picker field edits them (node id, expertise, roles, skills); stored rows are matched by node id. */
  specializations: SpecializationCriterion[]
}

let keys = 0
export const questionKey = () => `q${++keys}`

export function emptyOpportunityValues(): OpportunityFormValues {
  return { title: '', description: '', place: '', workKind: '', city: '', state: '', startDate: '', endDate: '', hoursPerWeek: '', rateMin: '', rateMax: '', questions: [], specializations: [] }
}

export function opportunityValues(opportunity: Opportunity): OpportunityFormValues {
  return {
    title: opportunity.title,
    description: opportunity.description,
    place: opportunity.place ?? '',
    workKind: opportunity.workKind ?? '',
    city: opportunity.city ?? '',
    state: opportunity.state ?? '',
    startDate: opportunity.startDate ?? '',
    endDate: opportunity.endDate ?? '',
    hoursPerWeek: opportunity.hoursPerWeek === null ? '' : String(opportunity.hoursPerWeek),
    rateMin: opportunity.rateMin ?? '',
    rateMax: opportunity.rateMax ?? '',
    questions: opportunity.questions.map((question) => ({ key: questionKey(), id: question.id, question: question.question })),
    specializations: opportunity.specializations.map((row) => ({
      id: row.specializationId,
      ...(row.expertise ? { expertise: row.expertise } : {}),
      ...(row.roles.length ? { roles: row.roles.map((role) => role.id) } : {}),
      ...(row.skills.length ? { skills: row.skills.map((skill) => skill.id) } : {}),
    })),
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())
/** City and state belong to work on site; remote work sends none. */
export const placeHasSite = (place: OpportunityFormValues['place']) => place === 'on_site' || place === 'both'

/** The body of POST /org-side/opportunity/ and PATCH …/{id}/ without the specializations (`specializationBody` each). */
export function toOpportunityInput(values: OpportunityFormValues, options: { status: OpportunityStatus; canViewRate: boolean }) {
  const site = placeHasSite(values.place)
  return {
    title: values.title.trim(),
    description: values.description,
    status: options.status,
    place: values.place || null,
    workKind: values.workKind || null,
    city: site ? orNull(values.city) : null,
    state: site ? orNull(values.state) : null,
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    hoursPerWeek: orNull(values.hoursPerWeek),
    // A user who may not view rates sends none (the server refuses them with 403).
    ...(options.canViewRate ? { rateMin: orNull(values.rateMin), rateMax: orNull(values.rateMax) } : {}),
    questions: values.questions.map((question) => (question.id ? { id: question.id, question: question.question } : { question: question.question })),
  }
}

/** The contract's schema plus its cross-field rules (rate range, dates, what publishing needs), on the fields they name. */
export const opportunityFormSchema = opportunityFields.superRefine((values, ctx) => {
  for (const [field, list] of Object.entries(opportunityFieldErrors(values as OpportunityFields))) ctx.addIssue({ code: 'custom', path: [field], message: list[0] })
})

export type OpportunityFormSchema = typeof opportunityFormSchema
export type ParsedOpportunity = z.output<typeof opportunityFormSchema>

/** A picked specialization as an item of the opportunity's `specializations` list (contract: opportunitySpecializationItem). */
export const specializationBody = (criterion: SpecializationCriterion): OpportunitySpecializationItem => ({
  specializationId: criterion.id,
  expertise: criterion.expertise ?? null,
  roleIds: criterion.roles ?? [],
  skillIds: criterion.skills ?? [],
})
