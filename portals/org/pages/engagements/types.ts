import type { EngagementEventKind, EngagementStatus } from '../../../../contract/engagements/status'
import type { AnswerType, EngagementPlace, WorkKind } from '../../../../contract/engagements/documents'
import { useRolePrefix } from '../talents/orgApi'

/**
 * The answers of the organization-side engagement calls, as docs/engagements-plan.md section 5 names
 * them (Engagement, EngagementListItem, RequiredDocument with `filled`, PurchaseOrderOption, history
 * events). Read by these screens only; the server's contract schemas are the source of truth.
 */
export type { PageOf } from '../talents/orgApi'

export interface PersonRef {
  id: string
  fullName: string
}

export interface EngagementTalent extends PersonRef {
  avatarPicture?: string | null
}

export interface FilledAnswer {
  id: string
  isChecked: boolean
  file: string | null
  originalFileName: string | null
}

export interface EngagementRequiredDocument {
  id: string
  name: string
  description: string | null
  answerType: AnswerType
  file: string | null
  originalFileName: string | null
  filled: FilledAnswer | null
}

export interface PurchaseOrderOption {
  id: string
  name: string
  description: string
  isAssigned: boolean
}

export interface EngagementEvent {
  id: string
  kind: EngagementEventKind
  fromStatus: EngagementStatus | null
  toStatus: EngagementStatus | null
  at: string
  actorId: string | null
  actorName: string | null
  changes: Record<string, { old: unknown; new: unknown }> | null
  note: string | null
}

export interface PendingExtension {
  endDate: string
  termsText: string | null
  sentAt: string
}

export interface Engagement {
  id: string
  name: string
  status: EngagementStatus
  organizationId: string
  talent: EngagementTalent | null
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
  termsText: string | null
  termsId?: string | null
  isAcknowledgementStatementAccepted: boolean
  pendingExtension: PendingExtension | null
  requiredDocuments: EngagementRequiredDocument[]
  purchaseOrders: PurchaseOrderOption[]
  history: EngagementEvent[]
  availableActions: string[]
  createdAt: string
  sentAt: string | null
}

export interface EngagementListItem {
  id: string
  name: string
  status: EngagementStatus
  talent: PersonRef | null
  owners: PersonRef[]
  department: { id: string; name: string } | null
  startDate: string | null
  endDate: string | null
  hourlyFee: string | null
  talentPayRate: string | null
  pendingExtension: boolean
  documentsDone: number
  documentsTotal: number
}

/** A library document offered to an engagement (GET <org>required-documents/). */
export interface LibraryDocument {
  id: string
  name: string
  description: string | null
  answerType: AnswerType
  places: { remote: boolean; onSite: boolean }
  isActive: boolean
}

export interface EngagementTerms {
  id: string
  text: string
  organizationId: string
  isAcknowledgementStatementAccepted: boolean
  isActive: boolean
  createdAt: string
}

/** The paths of the organization-side engagement calls under the signed-in user's role prefix. */
export function useEngagementPaths() {
  const prefix = useRolePrefix()
  const base = `${prefix}/engagements/`
  return {
    prefix,
    list: base,
    one: (id: string) => `${base}${encodeURIComponent(id)}/`,
    talents: `${base}talents/`,
    owners: `${base}owners/`,
    departments: `${base}departments/`,
    nameValidation: `${base}name-validation/`,
    purchaseOrderNumbers: `${base}purchase-order-numbers/`,
    assignPurchaseOrder: (id: string, poId: string) => `${base}${encodeURIComponent(id)}/purchase-order-numbers/${encodeURIComponent(poId)}/`,
    requiredDocuments: `${prefix}/required-documents/`,
    terms: '/org-side/engagement-terms/',
    orgTalents: `${prefix}/talents/`,
    orgDepartments: `${prefix}/departments/`,
    orgUsers: `${prefix}/users/`,
  }
}

export type EngagementPaths = ReturnType<typeof useEngagementPaths>
