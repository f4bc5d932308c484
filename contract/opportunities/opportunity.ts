import type { EngagementPlace, WorkKind } from '../engagements/documents'
import type { ExpertiseLevel } from '../talentProfile'

/**
 * Opportunities, applicants and applications (the spec's "Opportunity", "Opportunity apply",
 * "Applicant", "Apply answers" and removal messages). Answer types and wordings; inputs are in
 * opportunityInput.ts, rules in domain/opportunities/.
 */

export const OPPORTUNITY_STATUSES = ['draft', 'open', 'closed'] as const
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number]

/** An applicant row's state on the organization side. */
export const APPLICANT_STATUSES = ['invited', 'applied', 'removed'] as const
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number]

/** An application's state as its talent sees it. */
export const APPLICATION_STATUSES = ['applied', 'engaged', 'not_selected', 'closed'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const OPPORTUNITY_LIMITS = {
  title: 150,
  description: 5000,
  question: 500,
  questions: 10,
  answer: 2500,
  oldFormText: 2500,
  managerComment: 1000,
  city: 150,
  state: 150,
  invitesPerCall: 100,
  specializations: 20,
} as const

export const opportunityMessages = {
  // The spec's words, verbatim (spec spelling kept)
  answerTooLong: 'You cannot use more then 2,500 characters',
  // The spec's words, verbatim
  removeApplied:
    'When you remove a Talent they will be notified that they are not a fit for this position and will no longer be accessible from this list of Applicants',
  removeNotApplied: 'When you remove a Talent they will no longer be accessible from this list of Applicants.',
  noResults: 'No results found...',
  // Not shown in the spec; chosen to read like the shown ones.
  answerRequired: 'This field is required',
  answerEveryQuestion: 'Answer every question of this opportunity.',
  unknownQuestion: 'Select a valid question.',
  useNewForm: 'This opportunity asks its own questions: send one answer per question.',
  useOldForm: 'This opportunity has no questions: send skills and qualifications, experience and a message.',
  notOpen: 'Only open opportunities accept applications.',
  alreadyApplied: 'You have already applied to this opportunity.',
  notApproved: 'Your profile must be approved before you can apply.',
  removedCannotApply: 'This opportunity is no longer available to you.',
  invalidOpportunity: 'Select a valid opportunity.',
  invalidTalent: 'Select a valid talent.',
  rateRange: 'The lowest rate cannot be above the highest.',
  endBeforeStart: "End date can't be before start date",
  openNeeds: 'An open opportunity needs a title and a description.',
  onlyDraftDeleted: 'Only a draft can be deleted.',
  alreadyRemoved: 'This talent is already removed.',
  notRemoved: 'This talent is not removed.',
  opportunityCreated: 'Opportunity was created',
  opportunityUpdated: 'Opportunity was updated',
  applicationSent: 'Your application was sent',
  talentsInvited: 'The talents were invited',
  commentSaved: 'Comment was saved',
  applicantRemoved: 'The talent was removed',
  applicantRestored: 'The talent was restored',
} as const

export interface NamedRef {
  id: string
  name: string
}

export interface OpportunityQuestion {
  id: string
  question: string
}

export interface OpportunitySpecialization {
  id: string
  specializationId: string
  name: string
  /** Names from the root: ['Epic', 'Ambulatory']. */
  ancestors: string[]
  expertise: ExpertiseLevel | null
  roles: NamedRef[]
  skills: NamedRef[]
}

/** What both sides read. Rates are '95.00' text; null when not set or when the reader may not view rates. */
export interface OpportunityBase {
  id: string
  title: string
  /** Rich text (sanitized HTML). */
  description: string
  status: OpportunityStatus
  place: EngagementPlace | null
  workKind: WorkKind | null
  city: string | null
  state: string | null
  startDate: string | null
  endDate: string | null
  hoursPerWeek: number | null
  rateMin: string | null
  rateMax: string | null
  questions: OpportunityQuestion[]
  specializations: OpportunitySpecialization[]
  organization: NamedRef
  createdAt: string
  updatedAt: string
}

/** The organization side's opportunity (list and detail). */
export interface Opportunity extends OpportunityBase {
  createdBy: { id: string; fullName: string } | null
  /** Applicants who applied and were not removed. */
  applicantsCount: number
  /** Invited and applied, not removed (the spec: "organization-side details include a talents list"). */
  talentsCount: number
  /** Whether the reader may see rates (rateMin/rateMax are null otherwise). */
  canViewRate: boolean
}

/** The talent's view of an open opportunity (or one they applied to). */
export interface TalentOpportunity extends OpportunityBase {
  /** How well the talent's profile fits it (the same scoring as the search, from the opportunity's side). */
  fit: { score: number | null; reasons: string[] }
  application: { id: string; status: ApplicationStatus; appliedAt: string } | null
  /** Whether an Apply button makes sense: open, approved talent, not applied, not removed. */
  canApply: boolean
  /** Why not, in words, when canApply is false (one of opportunityMessages). */
  cannotApplyReason: string | null
}

export interface ApplicationAnswer {
  opportunityQuestionId: string | null
  question: string
  answer: string
}

/** The application a talent sent (old or new form). */
export interface OpportunityApply {
  id: string
  opportunityId: string
  talentId: string
  form: 'old' | 'new'
  skillsAndQualifications: string | null
  experience: string | null
  /** Rich text. */
  applyMessage: string | null
  answers: ApplicationAnswer[]
  appliedAt: string
}

/** An applicant or invited talent on the organization side (the spec's "Applicant"). */
export interface Applicant {
  /** The opportunity-talent id (PATCH to remove, POST restore). */
  id: string
  opportunityId: string
  talentId: string
  talentFullName: string
  avatarPicture: string | null
  city: string | null
  state: string | null
  isTalentApprovedByPlatform: boolean
  status: ApplicantStatus
  hasApplied: boolean
  invitedAt: string | null
  invitedBy: { id: string; fullName: string } | null
  removedAt: string | null
  /** The application, when they applied. */
  apply: (OpportunityApply & { managerComment: string | null }) | null
  /** Convenience for lists: the application's answers as [question, answer]. */
  answers: { question: string; answer: string }[]
  managerComment: string | null
  /** The engagement created from this applicant, when there is one the reader may see. */
  engagementId: string | null
}

/** A talent's application as /applications lists it. */
export interface TalentApplication {
  id: string
  status: ApplicationStatus
  appliedAt: string
  opportunity: { id: string; title: string; organizationName: string; status: OpportunityStatus; place: EngagementPlace | null; startDate: string | null }
  apply: OpportunityApply
}
