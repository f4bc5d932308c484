import type { AnswerType, EngagementPlace, WorkKind } from './documents'
import type { EngagementAction, EngagementEventKind, EngagementStatus } from './status'

/**
 * The answers of the engagement endpoints: what both portals and
 * the console read. Rates travel as two-decimal strings ('120.00'); a rate the caller may not view is
 * null. The talent's answers never carry `hourlyFee`.
 */

export interface PersonRef {
  id: string
  fullName: string
}

export interface TalentRef extends PersonRef {
  avatarPicture: string | null
}

export interface EngagementEvent {
  id: string
  kind: EngagementEventKind
  fromStatus: EngagementStatus | null
  toStatus: EngagementStatus | null
  /** ISO instant, the business clock's. */
  at: string
  actorId: string | null
  /** null: the daily job. */
  actorName: string | null
  changes: Record<string, { old: unknown; new: unknown }>
  note: string | null
}

export interface FilledAnswer {
  id: string
  isChecked: boolean
  file: string | null
  originalFileName: string | null
}

/** A required document on an engagement, with the talent's answer and the spec's status text. */
export interface RequiredDocumentStatus {
  id: string
  name: string
  description: string | null
  answerType: AnswerType
  places: { remote: boolean; onSite: boolean }
  file: string | null
  originalFileName: string | null
  fileVersion: number
  isActive: boolean
  filled: FilledAnswer | null
  isDone: boolean
  /** The spec: 'Sign and return' / 'Uploaded', 'Read and accept' / 'Accepted', 'Not uploaded' / 'Uploaded'. */
  statusText: string
}

export interface EngagementPurchaseOrder {
  id: string
  name: string
  description: string
  isAssigned: boolean
}

export interface PendingExtension {
  endDate: string
  termsText: string | null
  sentAt: string | null
}

export interface Engagement {
  id: string
  name: string
  status: EngagementStatus
  organizationId: string
  talent: TalentRef | null
  owners: PersonRef[]
  department: { id: string; name: string } | null
  place: EngagementPlace | null
  workKind: WorkKind | null
  hoursPerWeek: number | null
  startDate: string | null
  endDate: string | null
  talentPayRate: string | null
  hourlyFee: string | null
  isAdjustableTimesheets: boolean
  terminatedByManagerAt: string | null
  terminationReason: string | null
  termsId: string | null
  termsText: string | null
  isAcknowledgementStatementAccepted: boolean
  pendingExtension: PendingExtension | null
  requiredDocuments: RequiredDocumentStatus[]
  purchaseOrders: EngagementPurchaseOrder[]
  history: EngagementEvent[]
  availableActions: EngagementAction[]
  duplicatedFromId: string | null
  /** The opportunity the engagement was created from (an applicant's 'Create engagement'), else null. */
  opportunityId: string | null
  createdAt: string
  sentAt: string | null
  acceptedAt: string | null
}

/** The talent's view: no hourlyFee, nothing of the organization's internals. */
export type TalentEngagement = Omit<Engagement, 'hourlyFee'>

export interface EngagementListItem {
  id: string
  name: string
  status: EngagementStatus
  talent: TalentRef | null
  owners: PersonRef[]
  department: { id: string; name: string } | null
  startDate: string | null
  endDate: string | null
  hourlyFee: string | null
  talentPayRate: string | null
  pendingExtension: boolean
  documentsDone: number
  documentsTotal: number
  createdAt: string
}
