import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import type { AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import type { FieldErrors } from '../../contract/errors'
import { DATED_DOCUMENT_TYPES, DOCUMENT_TYPES, isoDate, documentSet, profileMessages, talentDocument, type DocumentType } from '../../contract/talentProfile'
import { now as clock } from '../../domain/clock'
import { READ_APPROVED_TALENTS } from '../../domain/profile/contextKeys'
import { loadDocumentHistory, loadDocumentRows, loadDocumentSet } from '../../domain/profile/documents'
import { idOf, str } from '../../domain/shared/values'
import type { Row } from '../../domain/shared/records'
import type { ReceivedFile } from '../../storage/receiveUpload'
import { HttpError, defineEndpoint, looksLikeId, uploadedFile } from '../http'
import { TAG, TALENT_ONLY } from './records'
import { filesOf, oneAtATime, receive, saveWithFiles } from './uploads'

/**
 * The six typed compliance documents:
 * - GET /talent/document_set/: all six, each with its status today;
 * - PATCH /talent/document_set/: multipart, only the changed entries: `<type>[begin_date]`,
 *   `<type>[expiration_date]`, `<type>[file]` (type in snake_case or camelCase); the string 'null'
 *   clears a value. A new file without new dates clears the dates; removing the file clears both.
 *   Background check and multipanel drug screen need both dates while they have a file; expiration
 *   may not precede begin. Errors are keyed '<type>.<field>' ('backgroundCheck.beginDate').
 *   Replacing or removing a file keeps the previous state as a talent-document-versions row.
 * - GET /talent/document_set/history/: those earlier versions;
 * - GET /<manager|organization_admin|super_admin>/talents/{id}/document_set/: a talent's documents as
 *   an organization sees them (approved, active talents only; the super admin sees every talent).
 */
/** Not worded by the spec; chosen to read like its messages. */
export const CONCURRENT_CHANGE = 'Your documents were changed by another request at the same time. Please try again.'

const ENTRY_NAME = /^([A-Za-z0-9]+)\[([A-Za-z]+)\]$/
const ENTRY_FIELDS = ['beginDate', 'expirationDate', 'file'] as const
type EntryField = (typeof ENTRY_FIELDS)[number]

function entryOf(name: string): { type: DocumentType; field: EntryField } | null {
  const match = ENTRY_NAME.exec(name)
  if (!match) return null
  const type = match[1] as DocumentType
  const field = match[2] as EntryField
  return DOCUMENT_TYPES.includes(type) && ENTRY_FIELDS.includes(field) ? { type, field } : null
}

interface EntryPatch {
  beginDate?: string
  expirationDate?: string
  /** A new file, or 'null' to remove the current one. */
  file?: ReceivedFile | 'null'
}

interface DocumentState {
  beginDate: string | null
  expirationDate: string | null
  fileId: string | null
  uploadAt: string | null
}

const stateOf = (row: Row<'talent-documents'> | undefined): DocumentState => ({
  beginDate: str(row?.beginDate),
  expirationDate: str(row?.expirationDate),
  fileId: idOf(row?.file),
  uploadAt: str(row?.uploadAt),
})

const dateValue = (sent: string | undefined, current: string | null) => (sent === undefined ? current : sent === 'null' ? null : sent)

/** The state after the patch, and the errors of that state. `newFileId` stands for a file not yet saved. */
function applyPatch(type: DocumentType, current: DocumentState, patch: EntryPatch, errors: FieldErrors) {
  const add = (field: EntryField, message: string) => {
    const list = (errors[`${type}.${field}`] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  // The contract's documentEntryPatch rule, field by field so a bad date reads 'Enter a valid date'
  // (the union with 'null' would only say that the input is invalid).
  let datesValid = true
  for (const field of ['beginDate', 'expirationDate'] as const) {
    const value = patch[field]
    if (value === undefined || value === 'null') continue
    const parsed = isoDate().safeParse(value)
    if (!parsed.success) {
      datesValid = false
      for (const issue of parsed.error.issues) add(field, issue.message)
    }
  }
  if (!datesValid) return null
  let next: DocumentState & { newFile: ReceivedFile | null }
  if (patch.file === 'null') {
    // Removing the file clears its dates too.
    next = { beginDate: null, expirationDate: null, fileId: null, uploadAt: null, newFile: null }
  } else if (patch.file) {
    // A newly picked file clears the dates unless new ones come with it.
    next = {
      beginDate: dateValue(patch.beginDate, null),
      expirationDate: dateValue(patch.expirationDate, null),
      fileId: null,
      uploadAt: null,
      newFile: patch.file,
    }
  } else {
    next = {
      beginDate: dateValue(patch.beginDate, current.beginDate),
      expirationDate: dateValue(patch.expirationDate, current.expirationDate),
      fileId: current.fileId,
      uploadAt: current.uploadAt,
      newFile: null,
    }
  }
  const hasFile = Boolean(next.newFile || next.fileId)
  if (hasFile && DATED_DOCUMENT_TYPES.includes(type)) {
    if (!next.beginDate) add('beginDate', profileMessages.datesRequiredWithFile)
    if (!next.expirationDate) add('expirationDate', profileMessages.datesRequiredWithFile)
  }
  if (next.beginDate && next.expirationDate && next.expirationDate < next.beginDate) add('expirationDate', profileMessages.expirationBeforeBegin)
  return next
}

export const getDocumentSet = defineEndpoint({
  method: 'get',
  path: '/talent/document_set/',
  summary: 'The six compliance documents of the signed-in talent, with their status',
  tag: TAG,
  access: TALENT_ONLY,
  response: documentSet,
  handler: ({ req, user }) => loadDocumentSet(req, user!, user!.id),
})

/** The multipart body of PATCH as the OpenAPI document shows it: per type in snake_case, its file and dates, each optional. */
const snakeType = (type: DocumentType) => type.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`)
const documentSetForm = z.object(
  Object.fromEntries(
    DOCUMENT_TYPES.flatMap((type) => [
      [`${snakeType(type)}[file]`, z.union([uploadedFile(), z.literal('null')]).optional()],
      [`${snakeType(type)}[begin_date]`, z.string().optional().describe("yyyy-MM-dd, or 'null' to clear")],
      [`${snakeType(type)}[expiration_date]`, z.string().optional().describe("yyyy-MM-dd, or 'null' to clear")],
    ]),
  ),
)

export const patchDocumentSet = defineEndpoint({
  method: 'patch',
  path: '/talent/document_set/',
  summary:
    "Multipart: only the changed entries, as <type>[begin_date], <type>[expiration_date], <type>[file] (type in snake_case, e.g. background_check[file]); 'null' clears. Files: jpg, jpeg, png, gif, tiff, csv, doc, docx, xls, xlsx, pdf, psd, eps, ai, indd, raw up to 50 MB. Errors are keyed '<type>.<field>'.",
  tag: TAG,
  access: TALENT_ONLY,
  multipart: documentSetForm,
  response: documentSet,
  handler: async ({ req, user }) => {
    const talent = user!
    const upload = await receive(req, {
      kind: 'document',
      maxFiles: DOCUMENT_TYPES.length,
      fileKey: (name) => {
        const entry = entryOf(name)
        return entry?.field === 'file' ? `${entry.type}.file` : null
      },
    })
    try {
      const patches = new Map<DocumentType, EntryPatch>()
      const patchOf = (type: DocumentType) => patches.get(type) ?? patches.set(type, {}).get(type)!
      for (const [name, value] of Object.entries(upload.fields)) {
        const entry = entryOf(name)
        if (!entry) continue
        if (entry.field === 'file') {
          // Only 'null' means something as text: remove the file. Anything else (an old url) changes nothing.
          if (value.trim() === 'null') patchOf(entry.type).file = 'null'
        } else {
          // An emptied date input clears the date, like 'null'.
          const date = value.trim()
          patchOf(entry.type)[entry.field] = date === '' ? 'null' : date
        }
      }
      for (const file of upload.files) {
        const type = file.key.split('.')[0] as DocumentType
        const patch = patchOf(type)
        if (patch.file !== 'null') patch.file = file
      }

      await oneAtATime(filesOf(talent), async () => {
        const current = await loadDocumentRows(req, talent, talent.id)
        const errors: FieldErrors = {}
        const changes: { type: DocumentType; row: Row<'talent-documents'> | undefined; next: NonNullable<ReturnType<typeof applyPatch>> }[] = []
        for (const [type, patch] of patches) {
          const row = current.get(type)
          const next = applyPatch(type, stateOf(row), patch, errors)
          if (next) changes.push({ type, row, next })
        }
        if (Object.keys(errors).length) throw HttpError.validation(errors)

        // Files sent for entries that also said 'null' are not kept.
        const wanted = new Set(changes.flatMap((change) => (change.next.newFile ? [change.next.newFile.key] : [])))
        upload.files = upload.files.filter((file) => wanted.has(file.key))
        await saveWithFiles(req, talent, upload, 'document', async (saved) => {
          // The upload's date is a business fact (shown, compared with the document's dates): the clock's.
          const now = clock().toISOString()
          for (const { type, row, next } of changes) {
            const before = stateOf(row)
            const fileId = next.newFile ? saved.get(next.newFile.key)!.id : next.fileId
            const uploadAt = next.newFile ? now : next.uploadAt
            if (before.fileId && before.fileId !== fileId) {
              await req.payload.create({
                collection: 'talent-document-versions',
                data: {
                  talent: talent.id,
                  type,
                  beginDate: before.beginDate,
                  expirationDate: before.expirationDate,
                  file: before.fileId,
                  uploadAt: before.uploadAt,
                  replacedAt: now,
                },
                depth: 0,
                overrideAccess: false,
                user: talent,
                req,
                context: serverWriteContext,
              })
            }
            const data = { beginDate: next.beginDate, expirationDate: next.expirationDate, file: fileId, uploadAt }
            if (row) {
              const unchanged = before.beginDate === data.beginDate && before.expirationDate === data.expirationDate && before.fileId === fileId
              if (!unchanged) await req.payload.update({ collection: 'talent-documents', id: row.id, data, depth: 0, overrideAccess: false, user: talent, req })
            } else {
              await req.payload
                .create({ collection: 'talent-documents', data: { talent: talent.id, type, ...data }, depth: 0, overrideAccess: false, user: talent, req })
                .catch((error: { name?: string }) => {
                  // Another request created this document first (one row per talent and type): this one is
                  // rolled back, its files deleted, and the talent asked to try again.
                  if (error?.name === 'ValidationError') throw HttpError.nonField(409, CONCURRENT_CHANGE)
                  throw error
                })
            }
          }
        })
      })
    } finally {
      await upload.discard()
    }
    return loadDocumentSet(req, talent, talent.id)
  },
})

/** A replaced version: the document as it was, without a status, plus when it was replaced. */
export const documentVersion = talentDocument.omit({ status: true }).extend({ replacedAt: z.string() })
const history = z.object({ results: z.array(documentVersion) })

export const getDocumentHistory = defineEndpoint({
  method: 'get',
  path: '/talent/document_set/history/',
  summary: 'Earlier versions of the signed-in talent’s documents (replaced or removed files), newest first',
  tag: TAG,
  access: TALENT_ONLY,
  response: history,
  handler: async ({ req, user }) => ({ results: await loadDocumentHistory(req, user!, user!.id) }),
})

/**
 * The talent `talentId` if `viewer` may look at them: organization users only a talent the platform
 * approved and has not deactivated (collections/Users/access.ts with READ_APPROVED_TALENTS), the super
 * admin any talent. Otherwise 404, so an unapproved talent reads like one that does not exist.
 */
export async function assertVisibleTalent(req: PayloadRequest, viewer: AuthUser, talentId: string | undefined): Promise<string> {
  if (!talentId || !looksLikeId(talentId)) throw HttpError.notFound()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ id: { equals: talentId } }, { role: { equals: 'talent' } }] },
    select: { isTalentApprovedByPlatform: true, isDeactivated: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: viewer,
    req,
    context: { [READ_APPROVED_TALENTS]: true },
  })
  const talent = docs[0] as { isTalentApprovedByPlatform?: boolean; isDeactivated?: boolean } | undefined
  if (!talent) throw HttpError.notFound()
  if (viewer.role !== 'super_admin' && (!talent.isTalentApprovedByPlatform || talent.isDeactivated)) throw HttpError.notFound()
  return talentId
}

const talentDocumentSet = (role: Role, who: string) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/talents/:id/document_set/`,
    summary: `A talent’s compliance documents (${who})`,
    tag: 'Talents',
    access: [role],
    response: documentSet,
    handler: async ({ req, user, params }) => loadDocumentSet(req, user!, await assertVisibleTalent(req, user!, params.id)),
  })

export const managerTalentDocumentSet = talentDocumentSet('manager', 'approved, active talents')
export const organizationAdminTalentDocumentSet = talentDocumentSet('organization_admin', 'approved, active talents')
export const superAdminTalentDocumentSet = talentDocumentSet('super_admin', 'any talent')

export const superAdminTalentDocumentHistory = defineEndpoint({
  method: 'get',
  path: '/super_admin/talents/:id/document_set/history/',
  summary: 'Earlier versions of a talent’s documents (super admin)',
  tag: 'Talents',
  access: ['super_admin'],
  response: history,
  handler: async ({ req, user, params }) => ({ results: await loadDocumentHistory(req, user!, await assertVisibleTalent(req, user!, params.id)) }),
})
