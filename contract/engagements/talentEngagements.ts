import { z } from 'zod'
import { text } from '../fields'
import { ANSWER_TYPES, ENGAGEMENT_PLACES, WORK_KINDS } from './documents'
import { ENGAGEMENT_ACTIONS, ENGAGEMENT_EVENT_KINDS, ENGAGEMENT_STATUSES, ENGAGEMENT_STATUS_FILTERS } from './status'

/**
 * The talent's side of engagements (docs/engagements-plan.md section 5, "Engagements (talent side)"):
 * the queries and the answers of GET /talent/engagements/, /talent/engagements/{id}/,
 * /talent/engagements-dashboard/, /talent/engagement-agreement/ and /talent/action-items/. A talent
 * never sees drafts nor the organization's hourly fee (the keys are absent, not null).
 */

export const talentEngagementMessages = {
  invalidStatus: 'Select a valid status.',
} as const

/** The statuses a talent can filter by: All and every status but draft. */
export const TALENT_STATUS_FILTERS = ENGAGEMENT_STATUS_FILTERS.filter((status) => status !== 'draft')

export const TALENT_ENGAGEMENT_ORDERING = ['name', 'status', 'startDate', 'endDate', 'createdAt', 'sentAt'] as const

export const talentEngagementFilters = z.object({
  status: z.enum(TALENT_STATUS_FILTERS as [string, ...string[]], { error: talentEngagementMessages.invalidStatus }).default('all'),
})

export const talentAgreementFilters = z.object({ engagementId: text().optional() })

const person = z.object({ id: z.string(), fullName: z.string() })
const organization = z.object({ id: z.string(), name: z.string() })
const status = z.enum(ENGAGEMENT_STATUSES)

export const talentEngagementListItem = z.object({
  id: z.string(),
  name: z.string(),
  status,
  organization,
  owners: z.array(person),
  place: z.enum(ENGAGEMENT_PLACES).nullable(),
  workKind: z.enum(WORK_KINDS).nullable(),
  hoursPerWeek: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  talentPayRate: z.string().nullable(),
  pendingExtension: z.boolean(),
  documentsDone: z.number().int(),
  documentsTotal: z.number().int(),
  sentAt: z.string().nullable(),
})
export type TalentEngagementListItem = z.infer<typeof talentEngagementListItem>

export const talentFilledDocument = z.object({
  id: z.string(),
  isChecked: z.boolean(),
  file: z.string().nullable(),
  originalFileName: z.string().nullable(),
  fileVersion: z.number().nullable(),
  filledAt: z.string().nullable(),
})

export const talentRequiredDocument = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  places: z.object({ remote: z.boolean(), onSite: z.boolean() }),
  answerType: z.enum(ANSWER_TYPES),
  file: z.string().nullable(),
  originalFileName: z.string().nullable(),
  fileVersion: z.number(),
  filled: talentFilledDocument.nullable(),
  isDone: z.boolean(),
  statusText: z.string(),
})

export const talentEngagementEvent = z.object({
  id: z.string(),
  kind: z.enum(ENGAGEMENT_EVENT_KINDS),
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  at: z.string(),
  actorName: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
})

export const talentEngagement = talentEngagementListItem.omit({ pendingExtension: true }).extend({
  organizationId: z.string(),
  talentPay: z.string().nullable(),
  isAdjustableTimesheets: z.boolean(),
  termsText: z.string().nullable(),
  pendingExtension: z.object({ endDate: z.string(), termsText: z.string().nullable(), sentAt: z.string().nullable() }).nullable(),
  terminatedByManagerAt: z.string().nullable(),
  terminationReason: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  requiredDocuments: z.array(talentRequiredDocument),
  history: z.array(talentEngagementEvent),
  availableActions: z.array(z.enum(ENGAGEMENT_ACTIONS)),
  createdAt: z.string(),
})
export type TalentEngagement = z.infer<typeof talentEngagement>

export const talentEngagementDashboard = z.object({
  pending: z.number().int(),
  accepted: z.number().int(),
  active: z.number().int(),
  documentsToFill: z.number().int(),
})

export const talentAgreement = z.object({
  engagementId: z.string(),
  engagementName: z.string(),
  organizationName: z.string(),
  termsText: z.string(),
  acceptedAt: z.string().nullable(),
})

export const ACTION_ITEM_KINDS = ['engagement_offer', 'engagement_extension', 'required_document'] as const
export const talentActionItem = z.object({
  kind: z.enum(ACTION_ITEM_KINDS),
  engagementId: z.string(),
  requiredDocumentId: z.string().optional(),
  title: z.string(),
})
export const talentActionItems = z.object({ results: z.array(talentActionItem) })

const usDate = (iso: string) => {
  const [year, month, day] = iso.split('-')
  return year && month && day ? `${month}/${day}/${year}` : iso
}

/** The titles of the action items (decided; the spec shows none). Dates as the product shows them. */
export const actionItemTitles = {
  offer: (engagement: string, organization: string) => `${organization} offers you ${engagement}`,
  extension: (engagement: string, endDate: string) => `Accept the extension of ${engagement} to ${usDate(endDate)}`,
  document: (document: string, engagement: string) => `Fill ${document} for ${engagement}`,
} as const
