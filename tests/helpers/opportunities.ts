import type { ApiClient } from './apiClient'

/**
 * Opportunities for tests (API and browser): create one through the org-side API, invite, apply
 * as a talent. Each call asserts its status, so a fixture that did not happen fails where it was made.
 */
let counter = 0
export const uniqueOpportunityTitle = (prefix = 'Opportunity') => `${prefix} ${process.pid}-${Date.now().toString(36)}-${++counter}`

export const OPPORTUNITY = '/api/v1/org-side/opportunity/'
export const OPPORTUNITIES = '/api/v1/org-side/opportunities/'
export const OPPORTUNITY_TALENT = '/api/v1/org-side/opportunity-talent/'
export const TALENT_OPPORTUNITIES = '/api/v1/talent/opportunities/'
export const TALENT_APPLY = '/api/v1/talent/opportunity-apply/'

/** A body of an open remote opportunity (snake_case, as the portals send it). */
export const opportunityBody = (extra: Record<string, unknown> = {}) => ({
  title: uniqueOpportunityTitle(),
  description: '<p>Lead the Epic Ambulatory build for three clinics.</p>',
  status: 'open',
  place: 'remote',
  work_kind: 'build',
  hours_per_week: 40,
  ...extra,
})

function expectStatus(response: { status: number; body: unknown }, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`)
}

/** Creates an opportunity as `client` (an organization admin or manager); open by default. */
export async function createOpportunity(client: ApiClient, extra: Record<string, unknown> = {}): Promise<any> {
  const response = await client.post(OPPORTUNITY, opportunityBody(extra))
  expectStatus(response, 201, 'create opportunity')
  return response.body
}

/** Invites talents to an opportunity; returns the Applicant rows. */
export async function inviteToOpportunity(client: ApiClient, opportunityId: string, talentIds: string[]): Promise<any[]> {
  const response = await client.post(OPPORTUNITY_TALENT, { opportunity_id: opportunityId, talent_ids: talentIds })
  expectStatus(response, 201, 'invite talents')
  return response.body.results
}

/**
 * Applies as `talent`: the new form (one answer per question) when the opportunity asks questions, else
 * the old form. Returns the TalentApplication.
 */
export async function applyToOpportunity(talent: ApiClient, opportunity: { id: string; questions: { id: string; question: string }[] }, answer = 'Eight years of Epic Ambulatory builds.'): Promise<any> {
  const body = opportunity.questions.length
    ? { opportunity_id: opportunity.id, answers: opportunity.questions.map((question) => ({ opportunity_question_id: question.id, answer })) }
    : { opportunity_id: opportunity.id, skills_and_qualifications: answer, experience: answer, apply_message: `<p>${answer}</p>` }
  const response = await talent.post(TALENT_APPLY, body)
  expectStatus(response, 201, 'apply')
  return response.body
}
