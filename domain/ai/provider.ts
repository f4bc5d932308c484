import type { GeneratedApplicantReview, GeneratedOverview, GeneratedQuestions, GeneratedRating, GeneratedTitleDescription } from '../../contract/ai'
import type { EngagementPlace, WorkKind } from '../../contract/engagements/documents'
import type { SearchWeights } from '../../contract/search/criteria'
import type { ExpertiseLevel } from '../../contract/talentProfile'

/**
 * The AI assistance behind one interface. A provider
 * receives plain data the endpoint has already read AS THE CALLER (the opportunity through the Local API
 * with the caller's access, the talent's profile as the caller may see it, an applicant of the caller's
 * organization): nothing here reads the database, so nothing a provider sees could be something the
 * user could not read. Rich text arrives as plain text (a prompt needs no markup).
 */

/** A specialization (of an opportunity or a talent) by its names, with the ids the matching compares. */
export interface SpecializationFacts {
  nodeId: string
  name: string
  /** Names from the root down to the node's parent: ['Epic', 'Clinical']. */
  ancestors: string[]
  /** Ids of the same ancestors (a talent claiming a descendant of an asked node matches it). */
  ancestorIds: string[]
  expertise: ExpertiseLevel | null
  roles: { id: string; name: string }[]
  skills: { id: string; name: string }[]
}

/** An opportunity, or what its form holds so far (every part may be missing). */
export interface OpportunityFacts {
  title: string | null
  /** Plain text. */
  description: string | null
  workKind: WorkKind | null
  place: EngagementPlace | null
  city: string | null
  state: string | null
  /** Calendar dates 'yyyy-MM-dd'. */
  startDate: string | null
  endDate: string | null
  hoursPerWeek: number | null
  /** The most it pays per hour, integer cents; null when not set or when the caller may not view rates. */
  rateMaxCents: number | null
  specializations: SpecializationFacts[]
  questions: string[]
  /** Free notes typed for the generator (title-description and questions only). */
  notes: string | null
}

export interface TalentFacts {
  firstName: string
  lastName: string
  city: string | null
  state: string | null
  /** About Me, plain text. */
  aboutMe: string | null
  /** The talent's asking rate, integer cents, when the caller's answer carries it. */
  hourlyRateCents: number | null
  specializations: SpecializationFacts[]
  experience: { position: string; organizationName: string; startPeriodDate: string; endPeriodDate: string | null; isPresent: boolean; responsibilities: string | null }[]
  certificates: { documentName: string; schoolOrUniversity: string | null; fieldOfStudy: string | null }[]
  availabilities: { availableFromDate: string; availableToDate: string | null; hoursPerWeek: number; onSite: boolean; remote: boolean; note: string | null }[]
}

/** An application as the organization reads it (old form texts or new form answers), plain text. */
export interface ApplicationFacts {
  form: 'old' | 'new'
  skillsAndQualifications: string | null
  experience: string | null
  applyMessage: string | null
  answers: { question: string; answer: string }[]
}

export interface QuestionsRequest {
  opportunity: OpportunityFacts
  /** How many questions (1..10); the provider's default when absent. */
  count: number | null
}

export interface RatingRequest {
  opportunity: OpportunityFacts
  talent: TalentFacts
  /** The business day ('yyyy-MM-dd', domain/clock.ts): availability that ended before it does not count. */
  today: string
  /** The organization's search weights (the rating is the search's score for the same criteria). */
  weights: SearchWeights
}

export interface ApplicantReviewRequest extends RatingRequest {
  application: ApplicationFacts | null
}

export interface AiProvider {
  /** Named in every answer (`provider`), so the screens and the logs say who generated it. */
  readonly name: string
  titleDescription(opportunity: OpportunityFacts): Promise<GeneratedTitleDescription>
  questions(request: QuestionsRequest): Promise<GeneratedQuestions>
  talentOverview(talent: TalentFacts): Promise<GeneratedOverview>
  applicantReview(request: ApplicantReviewRequest): Promise<GeneratedApplicantReview>
  talentRating(request: RatingRequest): Promise<GeneratedRating>
}
