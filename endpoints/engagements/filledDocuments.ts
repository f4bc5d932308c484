import type { PayloadRequest, Where } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import { zodErrors } from '../../contract/errors'
import { filledDocument, filledDocumentInput, filledDocumentPatch, requiredDocumentMessages } from '../../contract/engagements/documentInput'
import { filledDocumentErrors, type AnswerType } from '../../contract/engagements/documents'
import { now } from '../../domain/clock'
import type { Row } from '../../domain/shared/records'
import { HttpError, asUser, defineEndpoint, looksLikeId, uploadedFile } from '../http'
import { filesOf, oneAtATime } from '../talent/uploads'
import { dropStoredFile, readDocumentBody, saveWithDocumentFile, type DocumentBody } from './documentFiles'
import { presentFilledDocument } from './requiredDocumentViews'

/**
 * A talent's answers to the required documents of their engagement (the spec's "Upload or fill an
 * engagement required document", call filled-documents): form data engagementId, typeId,
 * isChecked, file. Only the engagement's talent, only while it is pending, accepted or active, only a
 * document the engagement names. A consent form is accepted by checking it (its file is the library's,
 * nothing is uploaded); upload and sign and return need the talent's file (the document rule, 50 MB),
 * stored as kind `filledDocument` owned by the talent and naming the engagement's organization, so the
 * organization reads it (access/storedFiles.ts). Each answer records the library file's version it
 * answered and when (the business clock). One answer per engagement and document: POST again changes it.
 */
const TAG = 'Engagements (talent)'
const TALENT = ['talent'] as const
const OPEN_STATUSES = ['pending', 'accepted', 'active']

interface Context {
  engagement: Row<'engagements'>
  document: Row<'required-documents'>
  answerType: AnswerType
}

async function findOne<S extends 'engagements' | 'required-documents' | 'filled-documents'>(req: PayloadRequest, user: AuthUser, collection: S, where: Where): Promise<Row<S> | null> {
  const { docs } = await req.payload.find({ collection, where, limit: 1, pagination: false, ...asUser(req, user) })
  // Without a selection the rows are whole: the find's type, generic in the collection, is not reduced to Row<S>.
  return (docs[0] as Row<S> | undefined) ?? null
}

/** The engagement (the talent's own, not a draft) and the library document it names, or 422 on the field that named them. */
async function answerContext(req: PayloadRequest, talent: AuthUser, engagementId: string, typeId: string): Promise<Context> {
  const engagement = looksLikeId(engagementId) ? await findOne(req, talent, 'engagements', { id: { equals: engagementId } }) : null
  if (!engagement) throw HttpError.validation({ engagementId: [requiredDocumentMessages.invalidEngagement] })
  const named = ((engagement.requiredDocuments as unknown[]) ?? []).map((value) => relationId(value))
  const document = looksLikeId(typeId) && named.includes(typeId) ? await findOne(req, talent, 'required-documents', { id: { equals: typeId } }) : null
  if (!document) throw HttpError.validation({ typeId: [requiredDocumentMessages.invalidRequiredDocument] })
  return { engagement, document, answerType: document.answerType }
}

function assertOpen(engagement: Pick<Row<'engagements'>, 'status'>) {
  if (!OPEN_STATUSES.includes(String(engagement.status))) throw HttpError.validation({ nonFieldErrors: [requiredDocumentMessages.engagementClosed] })
}

/**
 * Writes the answer (creating it, or changing the one `loadExisting` finds) with its file in one
 * transaction; the file it replaces goes. A consent form keeps no file of the talent's: a file sent with
 * it is not stored. The talent's writes queue (one process): the existing answer is looked up inside
 * the queue, so two simultaneous first answers to one document make one row, changed twice.
 */
async function saveAnswer(
  req: PayloadRequest,
  talent: AuthUser,
  body: DocumentBody,
  context: Context,
  isCheckedOf: (existing: Row<'filled-documents'> | null) => boolean,
  loadExisting: () => Promise<Row<'filled-documents'> | null>,
): Promise<{ saved: Row<'filled-documents'>; created: boolean }> {
  const { engagement, document, answerType } = context
  const upload = answerType !== 'consent_form'
  const sent = upload && body.file !== null && body.file !== 'remove' ? body.file : null
  const organization = relationId(engagement.organization)!
  const toStore: DocumentBody = { ...body, file: sent }
  return oneAtATime(filesOf(talent), async () => {
    const existing = await loadExisting()
    const isChecked = isCheckedOf(existing)
    const storedFile = relationId(existing?.file)
    const keepsFile = upload && Boolean(storedFile) && body.file !== 'remove'
    const errors = filledDocumentErrors(answerType, { isChecked, hasFile: Boolean(sent) || keepsFile })
    if (Object.keys(errors).length) throw HttpError.validation(errors)
    const saved = await saveWithDocumentFile(req, talent, toStore, { kind: 'filledDocument', organization }, async (fileId, obsolete) => {
      const file = fileId ?? (keepsFile ? storedFile : null)
      const data = {
        isChecked,
        file,
        originalFileName: fileId ? sent!.originalFileName : keepsFile ? (existing?.originalFileName ?? null) : null,
        fileVersion: Number(document.fileVersion ?? 0),
        filledAt: now().toISOString(),
      }
      const row = existing
        ? await req.payload.update({ collection: 'filled-documents', id: String(existing.id), data, ...asUser(req, talent), context: serverWriteContext })
        : await req.payload.create({
            collection: 'filled-documents',
            data: { ...data, engagement: String(engagement.id), requiredDocument: String(document.id), talent: talent.id, organization },
            ...asUser(req, talent),
            context: serverWriteContext,
          })
      if (storedFile && storedFile !== file) await dropStoredFile(req, talent, storedFile, obsolete)
      return row
    })
    return { saved, created: !existing }
  })
}

const FORM = "form data: engagement_id, type_id (a required document the engagement names), is_checked (a consent form: must be true), file (upload and sign_and_return: jpg, jpeg, png, gif, tiff, csv, doc, docx, xls, xlsx, pdf, psd, eps, ai, indd, raw up to 50 MB)"

export const createFilledDocument = defineEndpoint({
  method: 'post',
  path: '/talent/filled-documents/',
  summary: `Answer a required document of the talent's engagement while it is pending, accepted or active (${FORM}). An answer that exists is changed (200).`,
  tag: TAG,
  access: TALENT,
  multipart: filledDocumentInput.extend({ file: uploadedFile().optional() }),
  status: 201,
  response: filledDocument,
  handler: async ({ req, user }) => {
    const body = await readDocumentBody(req)
    try {
      const parsed = filledDocumentInput.safeParse(body.fields)
      if (!parsed.success) throw HttpError.validation(zodErrors(parsed.error))
      const context = await answerContext(req, user!, parsed.data.engagementId, parsed.data.typeId)
      assertOpen(context.engagement)
      const { saved, created } = await saveAnswer(req, user!, body, context, () => parsed.data.isChecked, () =>
        findOne(req, user!, 'filled-documents', { and: [{ engagement: { equals: context.engagement.id } }, { requiredDocument: { equals: context.document.id } }] }),
      )
      const answer = presentFilledDocument(saved, context.answerType)
      return created ? answer : Response.json(answer, { status: 200 })
    } finally {
      await body.discard()
    }
  },
})

export const updateFilledDocument = defineEndpoint({
  method: 'patch',
  path: '/talent/filled-documents/:id/',
  summary: 'Change an answer while its engagement is pending, accepted or active (form data: is_checked, file)',
  tag: TAG,
  access: TALENT,
  multipart: filledDocumentPatch.extend({ file: uploadedFile().optional() }),
  response: filledDocument,
  handler: async ({ req, user, params }) => {
    const body = await readDocumentBody(req)
    try {
      const existing = params.id && looksLikeId(params.id) ? await findOne(req, user!, 'filled-documents', { id: { equals: params.id } }) : null
      if (!existing) throw HttpError.notFound()
      const parsed = filledDocumentPatch.safeParse(body.fields)
      if (!parsed.success) throw HttpError.validation(zodErrors(parsed.error))
      const engagement = await findOne(req, user!, 'engagements', { id: { equals: relationId(existing.engagement) } })
      const document = await findOne(req, user!, 'required-documents', { id: { equals: relationId(existing.requiredDocument) } })
      if (!engagement || !document) throw HttpError.notFound()
      assertOpen(engagement)
      const context = { engagement, document, answerType: document.answerType }
      const { saved } = await saveAnswer(req, user!, body, context, (current) => parsed.data.isChecked ?? current?.isChecked === true, () =>
        findOne(req, user!, 'filled-documents', { id: { equals: existing.id } }),
      )
      return presentFilledDocument(saved, context.answerType)
    } finally {
      await body.discard()
    }
  },
})

export const filledDocumentEndpoints = [createFilledDocument, updateFilledDocument]
