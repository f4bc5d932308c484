import { z } from 'zod'
import { formBoolean, text, multilineText } from '../fields'
import { ANSWER_TYPES, REQUIRED_DOCUMENT_LIMITS, documentMessages } from './documents'

/**
 * Payloads of the document library (the spec's "Create or edit a library required document",
 * call "required-documents") and of a talent's answers (the spec's "Upload or fill an engagement required
 * document", call "filled-documents"). Field by field here; the rules across fields (at least one place,
 * the file an answer type needs) are requiredDocumentErrors and filledDocumentErrors of
 * contract/engagements/documents.ts, run by the server after these schemas and by the portals' forms.
 */

const limited = (max: number) => text().trim().max(max, { error: documentMessages.tooLong(max) })
/** Text over lines (a description, a comment), trimmed and at most `max`. */
const optionalLines = (max: number) => multilineText().trim().max(max, { error: documentMessages.tooLong(max) }).nullable().optional()

export const requiredDocumentPlaces = z.object(
  {
    remote: formBoolean().optional().default(false),
    onSite: formBoolean().optional().default(false),
  },
  { error: documentMessages.atLeastOnePlace },
)

/** POST and PUT: every field (the file travels beside it, multipart `file`). */
export const requiredDocumentInput = z.object({
  name: limited(REQUIRED_DOCUMENT_LIMITS.name).min(1, { error: documentMessages.required }),
  description: optionalLines(REQUIRED_DOCUMENT_LIMITS.description),
  internalComment: optionalLines(REQUIRED_DOCUMENT_LIMITS.internalComment),
  places: requiredDocumentPlaces,
  answerType: z.enum(ANSWER_TYPES, { error: documentMessages.invalidAnswerType }),
})
export type RequiredDocumentFields = z.output<typeof requiredDocumentInput>

/** PATCH: any of them. */
export const requiredDocumentPatch = z.object({
  name: requiredDocumentInput.shape.name.optional(),
  description: requiredDocumentInput.shape.description,
  internalComment: requiredDocumentInput.shape.internalComment,
  places: z.object({ remote: formBoolean().optional(), onSite: formBoolean().optional() }, { error: documentMessages.atLeastOnePlace }).optional(),
  answerType: requiredDocumentInput.shape.answerType.optional(),
})
export type RequiredDocumentPatch = z.output<typeof requiredDocumentPatch>

/** POST /{id}/deactivate/: nothing deactivates; `{ isActive: true }` reactivates. */
export const deactivateInput = z.object({ isActive: formBoolean().optional().default(false) })

/** A talent's answer (form data; the file travels beside it). */
export const filledDocumentInput = z.object({
  engagementId: text().trim().min(1, { error: documentMessages.required }),
  typeId: text().trim().min(1, { error: documentMessages.required }),
  isChecked: formBoolean().optional().default(false),
})
export const filledDocumentPatch = z.object({ isChecked: formBoolean().optional() })

/** A talent's answer as RequiredDocument's `filled` carries it, plus what it answered. */
export const filledDocument = z.object({
  id: z.string(),
  isChecked: z.boolean(),
  /** Address of the talent's file (GET /files/{id}/), or null. */
  file: z.string().nullable(),
  originalFileName: z.string().nullable(),
  engagementId: z.string(),
  typeId: z.string(),
  fileVersion: z.number().nullable(),
  filledAt: z.string().nullable(),
  /** The spec's status text: 'Uploaded', 'Accepted', … */
  status: z.string(),
})
export type FilledDocument = z.infer<typeof filledDocument>

export const requiredDocument = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Only users of the owning organization read it: null for the super admin. */
  internalComment: z.string().nullable(),
  places: z.object({ remote: z.boolean(), onSite: z.boolean() }),
  answerType: z.enum(ANSWER_TYPES),
  /** Address of the library file (GET /files/{id}/), or null. */
  file: z.string().nullable(),
  originalFileName: z.string().nullable(),
  /** The talent's answer on an engagement; null in the library. */
  filled: filledDocument.pick({ id: true, isChecked: true, file: true, originalFileName: true }).nullable(),
  isActive: z.boolean(),
  /** Named by an engagement (of any status) or answered: deactivate instead of delete. */
  isUsed: z.boolean(),
  fileVersion: z.number(),
  organizationId: z.string(),
  createdAt: z.string(),
})
export type RequiredDocument = z.infer<typeof requiredDocument>

/** One row of a document's acknowledgement report: an engagement that names it, and its talent's answer. */
export const acknowledgement = z.object({
  engagementId: z.string(),
  engagementName: z.string(),
  engagementStatus: z.string(),
  talentId: z.string().nullable(),
  talentName: z.string(),
  status: z.string(),
  isChecked: z.boolean(),
  filledAt: z.string().nullable(),
  fileVersion: z.number().nullable(),
  /** Address of the talent's file, or null. */
  file: z.string().nullable(),
  originalFileName: z.string().nullable(),
})
export type Acknowledgement = z.infer<typeof acknowledgement>

export const requiredDocumentMessages = {
  inUse: 'This document is in use; deactivate it instead.',
  answerTypeInUse: 'This document is in use; its answer type cannot change.',
  invalidEngagement: 'Select a valid engagement.',
  invalidRequiredDocument: 'Select a valid required document.',
  engagementClosed: 'Documents can be filled only while the engagement is pending, accepted or active.',
  // Organization-portal toasts.
  created: 'Document was created',
  updated: 'Document was updated',
  deactivated: 'Document was deactivated',
} as const
