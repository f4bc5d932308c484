import type { CurrentUser } from '../../../../contract/accounts'
import type { AnswerType } from '../../../../contract/engagements/documents'
import type { StoredFileRef } from '../../../../contract/talentProfile'

/**
 * The document library's and the terms' calls (docs/engagements-plan.md section 5). Paths are the
 * query keys' first part, so a write invalidates them (portals/org/queries.ts useInvalidate).
 * Shapes as the plan's answers; the contract's schemas (contract/engagements/documentInput.ts,
 * termsInput.ts) describe the same fields.
 */

/** `/manager/required-documents/` or `/organization_admin/required-documents/`: one family, two role prefixes. */
export const requiredDocumentsPath = (user: CurrentUser) =>
  `/${user.role === 'organization_admin' ? 'organization_admin' : 'manager'}/required-documents/`
export const ENGAGEMENT_TERMS = '/org-side/engagement-terms/'

export interface RequiredDocument {
  id: string
  name: string
  description: string | null
  internalComment: string | null
  places: { remote: boolean; onSite: boolean }
  answerType: AnswerType
  file: StoredFileRef | null
  originalFileName: string | null
  isActive: boolean
  isUsed: boolean
  fileVersion: number
  organizationId: string
  createdAt?: string
}

export interface Acknowledgement {
  engagementId: string
  engagementName: string
  engagementStatus?: string
  talentId: string | null
  talentName: string
  status: string
  isChecked: boolean
  filledAt: string | null
  fileVersion: number | null
  file: StoredFileRef | null
}

export interface EngagementTerms {
  id: string
  text: string
  organizationId: string
  isAcknowledgementStatementAccepted: boolean
  isActive: boolean
  createdAt: string
}

export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  sign_and_return: 'Sign and return',
  consent_form: 'Consent form',
  upload: 'Upload',
}

export function placesText(places: RequiredDocument['places']): string {
  if (places.remote && places.onSite) return 'Remote, On site'
  return places.remote ? 'Remote' : places.onSite ? 'On site' : '—'
}

/** Toasts of plan section 8. */
export const LIBRARY_TOASTS = {
  created: 'Document was created',
  updated: 'Document was updated',
  deactivated: 'Document was deactivated',
  reactivated: 'Document was reactivated',
  deleted: 'Document was deleted',
  termsSaved: 'Terms were saved',
} as const
