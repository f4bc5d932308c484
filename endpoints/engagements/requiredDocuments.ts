import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { organizationOf, relationId, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import { zodErrors, type FieldErrors } from '../../contract/errors'
import {
  acknowledgement,
  deactivateInput,
  requiredDocument,
  requiredDocumentInput,
  requiredDocumentMessages,
  requiredDocumentPatch,
  type Acknowledgement,
  type RequiredDocument,
} from '../../contract/engagements/documentInput'
import { requiredDocumentErrors } from '../../contract/engagements/documents'
import { CSV_CONTENT_TYPE, csvAttachment, toCsv, type CsvColumn } from '../../domain/csv/csvWriter'
import { dateTimeCell } from '../../domain/exports/cellFormat'
import type { Row } from '../../domain/shared/records'
import { organizationDay } from '../../domain/timeSheets/context'
import { deleteStoredFilesQuietly } from '../../storage/diskStore'
import { HttpError, NO_ID, asUser, defineEndpoint, looksLikeId, uploadedFile, withTransaction } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { pageOf } from '../talent/records'
import { dropStoredFile, readDocumentBody, saveWithDocumentFile, type DocumentBody } from './documentFiles'
import { forEngagementManagers } from './manageEngagement'
import { loadAcknowledgements, presentRequiredDocuments, usedOf } from './requiredDocumentViews'

/**
 * The document library (the spec's "Create or edit a library required document", call
 * required-documents): under /organization_admin/ (everything) and /manager/ (read, with
 * Manage Engagement: managers choose documents for an engagement and follow the acknowledgements), and the super admin's
 * read-only view of every organization's. Files as the talent's documents (endpoints/talent/documents.ts):
 * the document types, 50 MB, kind `requiredDocument` naming the organization; a new file counts
 * fileVersion up. Deactivate instead of delete once any engagement names the document.
 */
const TAG = 'Document library'

const ORDERING = ['name', 'createdAt', 'updatedAt', 'answerType', 'isActive']

const listQuery = pageQuery.extend({
  search: z.string().trim().optional().describe('Part of the name'),
  isActive: z.enum(['true', 'false']).optional().describe('true: active documents only; false: deactivated ones'),
  place: z.enum(['remote', 'on_site', 'both']).optional().describe("Documents offered for an engagement at that place (both: every document)"),
  organization: z.string().trim().optional().describe('Super admin: one organization'),
})

const reportQuery = pageQuery.extend({ format: z.enum(['json', 'csv']).optional().describe('csv: every row as a CSV download') })

/** The library document `id` as `user` may read it, or 404 (another organization's included). */
async function readableDocument(req: PayloadRequest, user: AuthUser, id: string | undefined): Promise<Row<'required-documents'>> {
  if (!id || !looksLikeId(id)) throw HttpError.notFound()
  const { docs } = await req.payload.find({ collection: 'required-documents', where: { id: { equals: id } }, limit: 1, pagination: false, ...asUser(req, user) })
  if (!docs[0]) throw HttpError.notFound()
  return docs[0]
}

const presentOne = async (req: PayloadRequest, user: AuthUser, doc: Row<'required-documents'>): Promise<RequiredDocument> => (await presentRequiredDocuments(req, user, [doc]))[0]!

// --- reads ----------------------------------------------------------------------------------------

const listDocuments = (role: Role) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/required-documents/`,
    summary: `The document library (page, page_size, search, is_active, place remote|on_site|both; ordering name, created_at, answer_type; name by default)${role === 'super_admin' ? ' of every organization (organization narrows); internalComment is null' : ''}`,
    tag: TAG,
    access: [role],
    query: listQuery,
    response: pageOf(requiredDocument),
    handler: async ({ req, user, query }) => {
      const filters: Where[] = []
      if (query.search) filters.push({ name: { like: query.search } })
      if (query.isActive) filters.push({ isActive: { equals: query.isActive === 'true' } })
      if (query.place === 'remote') filters.push({ 'places.remote': { equals: true } })
      if (query.place === 'on_site') filters.push({ 'places.onSite': { equals: true } })
      if (query.organization && role === 'super_admin') filters.push({ organization: { equals: looksLikeId(query.organization) ? query.organization : NO_ID } })
      const found = await req.payload.find({
        collection: 'required-documents',
        where: filters.length ? { and: filters } : {},
        sort: [...toSort(query.ordering, ORDERING, 'name'), 'id'],
        page: query.page,
        limit: query.pageSize,
        ...asUser(req, user!),
      })
      return toPage(req, query, found.totalDocs, await presentRequiredDocuments(req, user!, found.docs))
    },
  })

const getDocument = (role: Role) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/required-documents/:id/`,
    summary: 'One library document',
    tag: TAG,
    access: [role],
    response: requiredDocument,
    handler: async ({ req, user, params }) => presentOne(req, user!, await readableDocument(req, user!, params.id)),
  })

/** The report's columns; 'Filled at' in the document's organization's zone. */
const reportColumns = (timeZone: string): CsvColumn<Acknowledgement>[] => [
  { header: 'Engagement', value: (row) => row.engagementName },
  { header: 'Engagement status', value: (row) => row.engagementStatus },
  { header: 'Talent', value: (row) => row.talentName },
  { header: 'Status', value: (row) => row.status },
  { header: 'Accepted', value: (row) => row.isChecked },
  { header: 'Filled at', value: (row) => dateTimeCell(row.filledAt, timeZone) },
  { header: 'File version', value: (row) => row.fileVersion },
  { header: 'File', value: (row) => row.originalFileName },
]

const acknowledgements = (role: Role) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/required-documents/:id/acknowledgements/`,
    summary: 'Who accepted or uploaded the document, when, which version of its file: every sent engagement naming it, newest first (page; format=csv downloads every row)',
    tag: TAG,
    access: [role],
    query: reportQuery,
    response: pageOf(acknowledgement),
    handler: async ({ req, user, params, query }) => {
      const document = await readableDocument(req, user!, params.id)
      if (query.format === 'csv') {
        const { rows } = await loadAcknowledgements(req, user!, document, null)
        const { timeZone } = await organizationDay(req, relationId(document.organization) ?? '')
        return new Response(toCsv(reportColumns(timeZone), rows), {
          status: 200,
          headers: { 'Content-Type': CSV_CONTENT_TYPE, 'Content-Disposition': csvAttachment(`acknowledgements-${String(document.name)}`), 'Cache-Control': 'private, no-cache' },
        })
      }
      const { totalDocs, rows } = await loadAcknowledgements(req, user!, document, query)
      return toPage(req, query, totalDocs, rows)
    },
  })

// --- writes (organization admin) ------------------------------------------------------------------

const ADMIN = 'organization_admin'
const FORM_SUMMARY =
  'form data: name (at most 150), description and internal_comment (at most 1000), places[remote], places[on_site] (at least one), answer_type sign_and_return|consent_form|upload, file (jpg, jpeg, png, gif, tiff, csv, doc, docx, xls, xlsx, pdf, psd, eps, ai, indd, raw up to 50 MB; needed for sign_and_return and consent_form)'

function validated<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): { value: z.output<T> | null; errors: FieldErrors } {
  const parsed = schema.safeParse(fields)
  return parsed.success ? { value: parsed.data, errors: {} } : { value: null, errors: zodErrors(parsed.error) }
}

/**
 * The form's fields as the multipart body documents them (readDocumentBody reads them itself, from the
 * form or from JSON with the same keys; places as places[remote] and places[on_site]): the file a binary
 * part, or the text '' or 'null' that removes the stored one.
 */
const formFile = { file: z.union([uploadedFile(), z.enum(['', 'null'])]).optional() }

const fails = (errors: FieldErrors) => Object.keys(errors).length > 0
const newFile = (body: DocumentBody) => body.file !== null && body.file !== 'remove'

export const createDocument = defineEndpoint({
  method: 'post',
  path: `/${ADMIN}/required-documents/`,
  summary: `Add a library document (${FORM_SUMMARY}). Toast: Document was created`,
  tag: TAG,
  access: [ADMIN],
  multipart: requiredDocumentInput.extend(formFile),
  status: 201,
  response: requiredDocument,
  handler: async ({ req, user }) => {
    const body = await readDocumentBody(req)
    try {
      const { value, errors } = validated(requiredDocumentInput, body.fields)
      if (!value) throw HttpError.validation(errors)
      const ruleErrors = requiredDocumentErrors({ ...value, description: value.description ?? null, internalComment: value.internalComment ?? null, hasFile: newFile(body) })
      if (fails(ruleErrors)) throw HttpError.validation(ruleErrors)
      const organization = organizationOf(user)!
      const received = newFile(body) ? body.file : null
      const created = await saveWithDocumentFile(req, user!, body, { kind: 'requiredDocument', organization }, (fileId) =>
        req.payload.create({
          collection: 'required-documents',
          data: {
            name: value.name,
            description: value.description || null,
            internalComment: value.internalComment || null,
            places: value.places,
            answerType: value.answerType,
            file: fileId,
            originalFileName: received && received !== 'remove' ? received.originalFileName : null,
            fileVersion: fileId ? 1 : 0,
            organization,
            isActive: true,
            createdBy: user!.id,
          },
          ...asUser(req, user!),
          context: serverWriteContext,
        }),
      )
      return presentOne(req, user!, created)
    } finally {
      await body.discard()
    }
  },
})

const updateDocument = (method: 'put' | 'patch') =>
  defineEndpoint({
    method,
    path: `/${ADMIN}/required-documents/:id/`,
    summary:
      method === 'put'
        ? `Replace a library document (${FORM_SUMMARY}; the stored file stays unless a new one is sent or file is sent empty). Toast: Document was updated`
        : 'Change any fields of a library document (form data as POST; file sent empty removes it where the answer type allows). A new file counts file_version up; answers already given keep the version they answered. Toast: Document was updated',
    tag: TAG,
    access: [ADMIN],
    multipart: (method === 'put' ? requiredDocumentInput : requiredDocumentPatch).extend(formFile),
    response: requiredDocument,
    handler: async ({ req, user, params }) => {
      const body = await readDocumentBody(req)
      try {
        const existing = await readableDocument(req, user!, params.id)
        const { value, errors } = validated(method === 'put' ? requiredDocumentInput : requiredDocumentPatch, body.fields)
        if (!value) throw HttpError.validation(errors)
        const places = (existing.places ?? {}) as { remote?: boolean; onSite?: boolean }
        const keep = <T>(sent: T | undefined, stored: T): T => (sent === undefined && method === 'patch' ? stored : (sent as T))
        const next = {
          name: value.name ?? String(existing.name),
          description: keep(value.description, (existing.description as string | null) ?? null) ?? null,
          internalComment: keep(value.internalComment, (existing.internalComment as string | null) ?? null) ?? null,
          places: { remote: value.places?.remote ?? places.remote === true, onSite: value.places?.onSite ?? places.onSite === true },
          answerType: value.answerType ?? existing.answerType,
        }
        const storedFile = relationId(existing.file)
        const hasFile = newFile(body) || (Boolean(storedFile) && body.file !== 'remove')
        const ruleErrors = requiredDocumentErrors({ ...next, hasFile })
        if (next.answerType !== existing.answerType && (await usedOf(req, user!, [String(existing.id)])).size) {
          ruleErrors.answerType = [requiredDocumentMessages.answerTypeInUse]
        }
        if (fails(ruleErrors)) throw HttpError.validation(ruleErrors)
        const organization = relationId(existing.organization)!
        const received = newFile(body) && body.file !== 'remove' ? body.file : null
        const updated = await saveWithDocumentFile(req, user!, body, { kind: 'requiredDocument', organization }, async (fileId, obsolete) => {
          const fileChanges = fileId
            ? { file: fileId, originalFileName: received?.originalFileName ?? null, fileVersion: Number(existing.fileVersion ?? 0) + 1 }
            : body.file === 'remove'
              ? { file: null, originalFileName: null }
              : {}
          const saved = await req.payload.update({
            collection: 'required-documents',
            id: String(existing.id),
            data: { ...next, description: next.description || null, internalComment: next.internalComment || null, ...fileChanges },
            ...asUser(req, user!),
            context: serverWriteContext,
          })
          // The replaced library file goes (answers keep their own files and name the version they answered).
          if ((fileId || body.file === 'remove') && storedFile) await dropStoredFile(req, user!, storedFile, obsolete)
          return saved
        })
        return presentOne(req, user!, updated)
      } finally {
        await body.discard()
      }
    },
  })

export const deactivateDocument = defineEndpoint({
  method: 'post',
  path: `/${ADMIN}/required-documents/:id/deactivate/`,
  summary: 'Deactivate a library document: no longer offered for new engagements, kept on those that name it. { is_active: true } reactivates. Toast: Document was deactivated',
  tag: TAG,
  access: [ADMIN],
  body: deactivateInput,
  response: requiredDocument,
  handler: async ({ req, user, params, body }) => {
    const existing = await readableDocument(req, user!, params.id)
    const updated = await withTransaction(req, () =>
      req.payload.update({ collection: 'required-documents', id: String(existing.id), data: { isActive: body.isActive }, ...asUser(req, user!), context: serverWriteContext }),
    )
    return presentOne(req, user!, updated)
  },
})

export const deleteDocument = defineEndpoint({
  method: 'delete',
  path: `/${ADMIN}/required-documents/:id/`,
  summary: "Delete a library document no engagement names and nobody answered (else 422 'This document is in use; deactivate it instead.')",
  tag: TAG,
  access: [ADMIN],
  status: 204,
  handler: async ({ req, user, params }) => {
    const existing = await readableDocument(req, user!, params.id)
    const id = String(existing.id)
    const obsolete: string[] = []
    await withTransaction(req, async () => {
      if ((await usedOf(req, user!, [id])).size) throw HttpError.validation({ nonFieldErrors: [requiredDocumentMessages.inUse] })
      await req.payload.delete({ collection: 'required-documents', id, ...asUser(req, user!), context: serverWriteContext })
      await dropStoredFile(req, user!, relationId(existing.file), obsolete)
    })
    await deleteStoredFilesQuietly(obsolete, (error, key) => req.payload.logger.error({ err: error, storageKey: key }, 'could not delete a stored file'))
  },
})

const ORGANIZATION_ROLES = ['manager', 'organization_admin'] as const

export const requiredDocumentEndpoints = [
  ...ORGANIZATION_ROLES.flatMap((role) => [listDocuments(role), getDocument(role), acknowledgements(role)].map(forEngagementManagers)),
  createDocument,
  updateDocument('put'),
  updateDocument('patch'),
  deactivateDocument,
  deleteDocument,
  listDocuments('super_admin'),
  getDocument('super_admin'),
  acknowledgements('super_admin'),
]
