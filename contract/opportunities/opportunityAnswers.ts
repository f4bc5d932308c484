import { z } from 'zod'
import { ENGAGEMENT_PLACES, WORK_KINDS } from '../engagements/documents'
import { EXPERTISE_LEVELS } from '../talentProfile'
import { APPLICANT_STATUSES, OPPORTUNITY_STATUSES } from './opportunity'

/**
 * The organization side's answers about opportunities and their applicants, as the presenters of
 * domain/opportunities write them (the interfaces of ./opportunity.ts); the typed client of the portals
 * reads its types from these through the OpenAPI document.
 */

const namedRef = z.object({ id: z.string(), name: z.string() })
const person = z.object({ id: z.string(), fullName: z.string() })

export const opportunitySpecialization = z.object({
  id: z.string(),
  specializationId: z.string(),
  name: z.string(),
  ancestors: z.array(z.string()),
  expertise: z.enum(EXPERTISE_LEVELS).nullable(),
  roles: z.array(namedRef),
  skills: z.array(namedRef),
})

export const opportunityAnswer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(OPPORTUNITY_STATUSES),
  place: z.enum(ENGAGEMENT_PLACES).nullable(),
  workKind: z.enum(WORK_KINDS).nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  hoursPerWeek: z.number().nullable(),
  rateMin: z.string().nullable(),
  rateMax: z.string().nullable(),
  questions: z.array(z.object({ id: z.string(), question: z.string() })),
  specializations: z.array(opportunitySpecialization),
  organization: namedRef,
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: person.nullable(),
  applicantsCount: z.number(),
  talentsCount: z.number(),
  canViewRate: z.boolean(),
})

const applicationAnswer = z.object({ opportunityQuestionId: z.string().nullable(), question: z.string(), answer: z.string() })

/** What a talent sent with an application, as both sides read it (the organization side adds its comment). */
export const applicationRecord = z.object({
  id: z.string(),
  opportunityId: z.string(),
  talentId: z.string(),
  form: z.enum(['old', 'new']),
  skillsAndQualifications: z.string().nullable(),
  experience: z.string().nullable(),
  applyMessage: z.string().nullable(),
  answers: z.array(applicationAnswer),
  appliedAt: z.string(),
})

export const applicantAnswer = z.object({
  id: z.string(),
  opportunityId: z.string(),
  talentId: z.string(),
  talentFullName: z.string(),
  avatarPicture: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  isTalentApprovedByPlatform: z.boolean(),
  status: z.enum(APPLICANT_STATUSES),
  hasApplied: z.boolean(),
  invitedAt: z.string().nullable(),
  invitedBy: person.nullable(),
  removedAt: z.string().nullable(),
  apply: applicationRecord.extend({ managerComment: z.string().nullable() }).nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  managerComment: z.string().nullable(),
  engagementId: z.string().nullable(),
})

export const invitedApplicantsAnswer = z.object({ results: z.array(applicantAnswer) })
