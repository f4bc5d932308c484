import { z } from 'zod'
import { ANSWER_TYPES, requiredDocumentErrors } from '../../../../contract/engagements/documents'
import type { RequiredDocument } from './libraryApi'

/**
 * The 'Create or edit a library required document' form. Its rules are the
 * contract's requiredDocumentErrors, the ones the server runs, so the form refuses what the save
 * would refuse with the same words; the file's type and size are checked when it is picked.
 */
export interface DocumentFormValues {
  name: string
  description: string
  internalComment: string
  places: { remote: boolean; onSite: boolean }
  answerType: string
  /** A file picked in this form and not sent yet. */
  file: File | null
  /** The stored file stays (false once the admin removes it, for an upload-type document). */
  keepStoredFile: boolean
}

export const documentFormValues = (document: RequiredDocument | null): DocumentFormValues => ({
  name: document?.name ?? '',
  description: document?.description ?? '',
  internalComment: document?.internalComment ?? '',
  places: { remote: document?.places.remote ?? false, onSite: document?.places.onSite ?? false },
  answerType: document?.answerType ?? '',
  file: null,
  keepStoredFile: true,
})

/** `hasStoredFile`: the document being edited has a file on the server. */
export const documentFormSchema = (hasStoredFile: boolean) =>
  z
    .object({
      name: z.string(),
      description: z.string(),
      internalComment: z.string(),
      places: z.object({ remote: z.boolean(), onSite: z.boolean() }),
      answerType: z.string(),
      file: z.instanceof(File).nullable(),
      keepStoredFile: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const errors = requiredDocumentErrors({
        ...values,
        hasFile: Boolean(values.file) || (hasStoredFile && values.keepStoredFile),
      })
      for (const [field, list] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message: list.join(', ') })
    })

/** The multipart body of POST / PATCH `<org>required-documents/` (form data). */
export function documentFormData(values: DocumentFormValues, hasStoredFile: boolean): FormData {
  const data = new FormData()
  data.append('name', values.name.trim())
  data.append('description', values.description.trim())
  data.append('internalComment', values.internalComment.trim())
  data.append('places[remote]', String(values.places.remote))
  data.append('places[onSite]', String(values.places.onSite))
  data.append('answerType', values.answerType)
  if (values.file) data.append('file', values.file)
  // `file` sent as '' removes the stored one (only an upload-type document may be without).
  else if (hasStoredFile && !values.keepStoredFile) data.append('file', '')
  return data
}

export const ANSWER_TYPE_CHOICES = ANSWER_TYPES
