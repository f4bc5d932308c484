import { z } from 'zod'
import { text } from '../fields'
import { ANSWER_TYPES, ENGAGEMENT_PLACES, WORK_KINDS } from './documents'
import { ENGAGEMENT_ACTIONS, ENGAGEMENT_EVENT_KINDS, ENGAGEMENT_STATUSES, ENGAGEMENT_STATUS_FILTERS } from './status'

/**
 * The talent's side of engagements:
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

/*
 * The answers, for the OpenAPI document: contract/engagements/engagement.ts is
 * the source of the shapes; the talent's add `organization` and never carry `hourlyFee`.
 */
const person = z.object({ id: z.string(), fullName: z.string() })
const talentRef = person.extend({ avatarPicture: z.string().nullable() })
const organization = z.object({ id: z.string(), name: z.string() })
const department = z.object({ id: z.string(), name: z.string() }).nullable()
const status = z.enum(ENGAGEMENT_STATUSES)

export const talentEngagementListItem = z.object({
  id: z.string(),
  name: z.string(),
  status,
  organization,
  talent: talentRef.nullable(),
  owners: z.array(person),
  department,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  talentPayRate: z.string().nullable(),
  pendingExtension: z.boolean(),
  documentsDone: z.number().int(),
  documentsTotal: z.number().int(),
  createdAt: z.string(),
})

const requiredDocumentStatus = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  answerType: z.enum(ANSWER_TYPES),
  places: z.object({ remote: z.boolean(), onSite: z.boolean() }),
  file: z.string().nullable(),
  originalFileName: z.string().nullable(),
  fileVersion: z.number(),
  isActive: z.boolean(),
  filled: z.object({ id: z.string(), isChecked: z.boolean(), file: z.string().nullable(), originalFileName: z.string().nullable() }).nullable(),
  isDone: z.boolean(),
  statusText: z.string(),
})

const engagementEvent = z.object({
  id: z.string(),
  kind: z.enum(ENGAGEMENT_EVENT_KINDS),
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  changes: z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() })),
  note: z.string().nullable(),
})

export const talentEngagement = z.object({
  id: z.string(),
  name: z.string(),
  status,
  organizationId: z.string(),
  organization,
  talent: talentRef.nullable(),
  owners: z.array(person),
  department,
  place: z.enum(ENGAGEMENT_PLACES).nullable(),
  workKind: z.enum(WORK_KINDS).nullable(),
  hoursPerWeek: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  talentPayRate: z.string().nullable(),
  isAdjustableTimesheets: z.boolean(),
  terminatedByManagerAt: z.string().nullable(),
  terminationReason: z.string().nullable(),
  termsId: z.string().nullable(),
  termsText: z.string().nullable(),
  isAcknowledgementStatementAccepted: z.boolean(),
  pendingExtension: z.object({ endDate: z.string(), termsText: z.string().nullable(), sentAt: z.string().nullable() }).nullable(),
  requiredDocuments: z.array(requiredDocumentStatus),
  purchaseOrders: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), isAssigned: z.boolean() })),
  history: z.array(engagementEvent),
  availableActions: z.array(z.enum(ENGAGEMENT_ACTIONS)),
  duplicatedFromId: z.string().nullable(),
  opportunityId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
})

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
