import type { CurrentUser } from '../../../../contract/accounts'
import { requiredDocumentMessages } from '../../../../contract/engagements/documentInput'
import { termsMessages } from '../../../../contract/engagements/termsInput'
import type { AnswerOf } from '../../../shared/client'

/**
 * The document library's and the terms' calls. List paths are the query keys' first part, so a write
 * invalidates them (portals/org/queries.ts useInvalidate). The answers' types are the contract's, as the
 * typed client (portals/shared/client) reads them from its schema.
 */

/** `/manager/required-documents/` or `/organization_admin/required-documents/`: one family, two role prefixes. */
export const requiredDocumentsPath = (user: CurrentUser) =>
  user.role === 'organization_admin' ? ('/organization_admin/required-documents/' as const) : ('/manager/required-documents/' as const)
export type RequiredDocumentsPath = ReturnType<typeof requiredDocumentsPath>
/** Only the organization admin writes the library. */
export const ADMIN_REQUIRED_DOCUMENTS = '/organization_admin/required-documents/' as const
export const ADMIN_REQUIRED_DOCUMENT = '/organization_admin/required-documents/{id}/' as const
export const ENGAGEMENT_TERMS = '/org-side/engagement-terms/' as const
export const ENGAGEMENT_TERMS_ONE = '/org-side/engagement-terms/{id}/' as const

/** A library document as the list answers it. */
export type RequiredDocument = AnswerOf<'get', RequiredDocumentsPath>['results'][number]
/** An engagement terms text as the list answers it. */
export type EngagementTerms = AnswerOf<'get', typeof ENGAGEMENT_TERMS>['results'][number]
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
