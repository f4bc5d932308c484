import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AUDIT_TRAIL, invalidatePaths } from '../../queries'

/**
 * The org-side opportunity calls: one prefix for both organization
 * roles, so the paths do not depend on the user.
 */
import type { AnswerOf } from '../../../shared/client'

/** The organization side's opportunity and applicant, as the contract answers them. */
export type Opportunity = AnswerOf<'get', '/org-side/opportunity/{id}/'>
export type Applicant = AnswerOf<'get', '/org-side/opportunity-talent/'>['results'][number]
export type { PageOf } from '../talents/orgApi'

const id = (value: string) => encodeURIComponent(value)

export const opportunityPaths = {
  list: '/org-side/opportunities/',
  create: '/org-side/opportunity/',
  one: (opportunityId: string) => `/org-side/opportunity/${id(opportunityId)}/`,
  removedTalents: (opportunityId: string) => `/org-side/opportunity/${id(opportunityId)}/removed-talents/`,
  specializations: '/org-side/opportunity-specialization/',
  specialization: (rowId: string) => `/org-side/opportunity-specialization/${id(rowId)}/`,
  talents: '/org-side/opportunity-talent/',
  talent: (rowId: string) => `/org-side/opportunity-talent/${id(rowId)}/`,
  restore: (rowId: string) => `/org-side/opportunity-talent/${id(rowId)}/restore/`,
  apply: (applyId: string) => `/org-side/opportunity-apply/${id(applyId)}/`,
  aiTitleDescription: '/org-side/ai/opportunity-title-description/',
  aiQuestions: '/org-side/ai/opportunity-questions/',
  aiTalentOverview: '/org-side/ai/talent-overview/',
  aiApplicantReview: '/org-side/opportunity-ai/',
  aiTalentRating: '/org-side/opportunity-ai-talent-rating/',
} as const

/** Every query an opportunity write can change: the lists, the opportunity, its talents and removed talents. */
const OPPORTUNITY_QUERIES = ['/org-side/opportunities/', '/org-side/opportunity/', '/org-side/opportunity-talent/', AUDIT_TRAIL]

/** After any opportunity, applicant or invitation write. */
export function useOpportunitiesChanged() {
  const client = useQueryClient()
  return useCallback(() => invalidatePaths(client, OPPORTUNITY_QUERIES), [client])
}

export { APPLICANT_STATUS_LABELS } from '../../../../contract/labels'
