import type { FieldErrors } from '../errors'
import { messages } from '../messages'

/**
 * Required documents (the organization's document library), their answers by the talent, and the
 * engagement terms. Pure rules shared by the endpoints and both
 * portals: the form says what the save will answer, and the status texts are the spec's, verbatim.
 */

export const ANSWER_TYPES = ['sign_and_return', 'consent_form', 'upload'] as const
export type AnswerType = (typeof ANSWER_TYPES)[number]

/** Where an engagement is worked (the spec's "Engagement place: remote, on-site"; both is an engagement's choice). */
export const ENGAGEMENT_PLACES = ['remote', 'on_site', 'both'] as const
export type EngagementPlace = (typeof ENGAGEMENT_PLACES)[number]

/** The spec: the 14 kinds of work. */
export const WORK_KINDS = [
  'general_it',
  'build',
  'report_writing',
  'integration',
  'security',
  'management_consulting',
  'project_management',
  'training',
  'curriculum_development',
  'documentation_analysis',
  'ticket_resolution',
  'staff_augmentation',
  'go_live_support',
  'other',
] as const
export type WorkKind = (typeof WORK_KINDS)[number]

export const REQUIRED_DOCUMENT_LIMITS = { name: 150, description: 1000, internalComment: 1000 } as const
export const ENGAGEMENT_TERMS_MAX = 1500

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`

export const documentMessages = {
  required: messages.required,
  tooLong,
  atLeastOnePlace: 'Select at least one place: remote or on site.',
  invalidAnswerType: 'Select a valid answer type.',
  fileRequired: 'Attach the document the talent signs or reads.',
  // The spec's words, verbatim: an acknowledgement that must be checked.
  mustBeAccepted: 'Must be accepted',
  uploadRequired: 'Upload the document.',
} as const

export interface RequiredDocumentInput {
  name: string
  description: string | null
  internalComment: string | null
  places: { remote: boolean; onSite: boolean }
  answerType: string
  /** A file is attached now or already stored. */
  hasFile: boolean
}

/**
 * Work-flows 5: name required, at least one place, the file's type and size (checked by the upload
 * itself). Decided: description and internal comment at most 1,000, name 150; sign and return and
 * consent form need a file (the talent has nothing to sign or read otherwise), upload does not.
 */
export function requiredDocumentErrors(input: RequiredDocumentInput): FieldErrors {
  const errors: FieldErrors = {}
  const name = input.name.trim()
  if (!name) errors.name = [documentMessages.required]
  else if (name.length > REQUIRED_DOCUMENT_LIMITS.name) errors.name = [tooLong(REQUIRED_DOCUMENT_LIMITS.name)]
  for (const field of ['description', 'internalComment'] as const) {
    const value = input[field]?.trim() ?? ''
    if (value.length > REQUIRED_DOCUMENT_LIMITS[field]) errors[field] = [tooLong(REQUIRED_DOCUMENT_LIMITS[field])]
  }
  if (!input.places.remote && !input.places.onSite) errors.places = [documentMessages.atLeastOnePlace]
  if (!(ANSWER_TYPES as readonly string[]).includes(input.answerType)) errors.answerType = [documentMessages.invalidAnswerType]
  else if (input.answerType !== 'upload' && !input.hasFile) errors.file = [documentMessages.fileRequired]
  return errors
}

/** Whether a library document is offered by default for an engagement worked at `place`. */
export function offeredFor(place: EngagementPlace, places: { remote: boolean; onSite: boolean }): boolean {
  if (place === 'both') return places.remote || places.onSite
  return place === 'remote' ? places.remote : places.onSite
}

export interface FilledState {
  isChecked: boolean
  hasFile: boolean
}

/** Done: a consent form checked; an upload or a signed-and-returned document uploaded. */
export function isDocumentDone(answerType: AnswerType, filled: FilledState | null): boolean {
  if (!filled) return false
  return answerType === 'consent_form' ? filled.isChecked : filled.hasFile
}

/** Work-flows 4, verbatim: the status text of a required document for its answer type. */
export function documentStatusText(answerType: AnswerType, filled: FilledState | null): string {
  const done = isDocumentDone(answerType, filled)
  if (answerType === 'sign_and_return') return done ? 'Uploaded' : 'Sign and return'
  if (answerType === 'consent_form') return done ? 'Accepted' : 'Read and accept'
  return done ? 'Uploaded' : 'Not uploaded'
}

/**
 * A talent's answer (filled-documents POST/PATCH: engagementId, typeId, isChecked, file): a consent
 * form must be checked (the portal enables the box only after the download); the other
 * two need a file, now or already stored.
 */
export function filledDocumentErrors(answerType: AnswerType, answer: FilledState): FieldErrors {
  if (answerType === 'consent_form') return answer.isChecked ? {} : { isChecked: [documentMessages.mustBeAccepted] }
  return answer.hasFile ? {} : { file: [documentMessages.uploadRequired] }
}

/** Engagement terms: text required, at most 1,500; the acknowledgement accepted. */
export function engagementTermsErrors(input: { text: string; isAcknowledgementStatementAccepted: boolean }): FieldErrors {
  const errors: FieldErrors = {}
  const text = input.text.trim()
  if (!text) errors.text = [documentMessages.required]
  else if (text.length > ENGAGEMENT_TERMS_MAX) errors.text = [tooLong(ENGAGEMENT_TERMS_MAX)]
  if (!input.isAcknowledgementStatementAccepted) errors.isAcknowledgementStatementAccepted = [documentMessages.mustBeAccepted]
  return errors
}
