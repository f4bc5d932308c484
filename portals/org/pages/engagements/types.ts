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

/** The paths of the organization-side engagement calls under the signed-in user's role prefix. */
export function useEngagementPaths() {
  const prefix = useRolePrefix()
  const base = `${prefix}/engagements/`
  return {
    prefix,
    list: `${prefix}/engagements/` as const,
    one: (id: string) => `${base}${encodeURIComponent(id)}/`,
    talents: `${prefix}/engagements/talents/` as const,
    owners: `${prefix}/engagements/owners/` as const,
    departments: `${prefix}/engagements/departments/` as const,
    nameValidation: `${base}name-validation/`,
    purchaseOrderNumbers: `${prefix}/engagements/purchase-order-numbers/` as const,
    assignPurchaseOrder: (id: string, poId: string) => `${base}${encodeURIComponent(id)}/purchase-order-numbers/${encodeURIComponent(poId)}/`,
    requiredDocuments: `${prefix}/required-documents/` as const,
    terms: '/org-side/engagement-terms/' as const,
    orgTalents: `${prefix}/talents/` as const,
    orgDepartments: `${prefix}/departments/` as const,
    orgUsers: `${prefix}/users/` as const,
  }
}

export type EngagementPaths = ReturnType<typeof useEngagementPaths>
