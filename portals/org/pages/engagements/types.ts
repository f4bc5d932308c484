import type { AnswerType } from '../../../../contract/engagements/documents'
import { useRolePrefix } from '../talents/orgApi'

/**
 * The answers of the organization-side engagement calls (contract/engagements/engagement.ts) under the names these
 * screens use, and the paths of the calls.
 */
export type { PageOf } from '../talents/orgApi'

export type {
  Engagement,
  EngagementEvent,
  EngagementListItem,
  EngagementPurchaseOrder as PurchaseOrderOption,
  FilledAnswer,
  PendingExtension,
  PersonRef,
  RequiredDocumentStatus as EngagementRequiredDocument,
} from '../../../../contract/engagements/engagement'

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
    list: `${prefix}/engagements/` as const,
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
