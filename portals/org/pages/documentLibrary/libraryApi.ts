import type { CurrentUser } from '../../../../contract/accounts'
import { requiredDocumentMessages } from '../../../../contract/engagements/documentInput'
import { termsMessages } from '../../../../contract/engagements/termsInput'

/**
 * The document library's and the terms' calls. Paths are the
 * query keys' first part, so a write invalidates them (portals/org/queries.ts useInvalidate).
 * Shapes of the answers; the contract's schemas (contract/engagements/documentInput.ts,
 * termsInput.ts) describe the same fields.
 */

/** `/manager/required-documents/` or `/organization_admin/required-documents/`: one family, two role prefixes. */
export const requiredDocumentsPath = (user: CurrentUser) =>
  `/${user.role === 'organization_admin' ? 'organization_admin' : 'manager'}/required-documents/`
export const ENGAGEMENT_TERMS = '/org-side/engagement-terms/'

export type { Acknowledgement, RequiredDocument } from '../../../../contract/engagements/documentInput'
export type { EngagementTerms } from '../../../../contract/engagements/termsInput'
import type { RequiredDocument } from '../../../../contract/engagements/documentInput'
export { ANSWER_TYPE_LABELS } from '../../../../contract/labels'

export function placesText(places: RequiredDocument['places']): string {
  if (places.remote && places.onSite) return 'Remote, On site'
  return places.remote ? 'Remote' : places.onSite ? 'On site' : '—'
}

/** The library's toasts. */
export const LIBRARY_TOASTS = {
  created: requiredDocumentMessages.created,
  updated: requiredDocumentMessages.updated,
  deactivated: requiredDocumentMessages.deactivated,
  reactivated: 'Document was reactivated',
  deleted: 'Document was deleted',
  termsSaved: termsMessages.saved,
} as const
