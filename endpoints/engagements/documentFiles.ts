import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { StoredFileKind } from '../../collections/Platform/StoredFiles'
import { commitTempFile, deleteStoredFilesQuietly } from '../../storage/diskStore'
import type { ReceivedFile, ReceivedUpload } from '../../storage/receiveUpload'
import { readBody, withTransaction } from '../http'
import { receive } from '../talent/uploads'

/**
 * The files of the document library and of the talents' answers: received exactly as a talent's
 * documents are (storage/receiveUpload.ts: the document rule, 50 MB, 'Unsupported file format' /
 * 'File size exceeds the max. limit of 50 MB'), stored as stored-files rows that name the organization
 * they belong to, so that access/storedFiles.ts can let exactly the readers of the record read them.
 */

/** What a body said about `file`: a new one, removal (`file` sent as '' or 'null', or JSON null), or nothing. */
export type FileChange = ReceivedFile | 'remove' | null

export interface DocumentBody {
  /** The text fields, camelCased; `places[remote]`-style names folded into `places: { remote }`. */
  fields: Record<string, unknown>
  file: FileChange
  /** Deletes the temporary file when it was not stored. */
  discard(): Promise<void>
}

const removes = (value: unknown) => value === null || (typeof value === 'string' && ['', 'null'].includes(value.trim()))

/** Form fields named `group[key]` become `{ group: { key } }` (places[remote], places[onSite]). */
function foldBrackets(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(fields)) {
    const match = /^([A-Za-z0-9]+)\[([A-Za-z0-9]+)\]$/.exec(name)
    if (!match) {
      if (!(name in out)) out[name] = value
      continue
    }
    const group = out[match[1]!]
    const target = group && typeof group === 'object' && !Array.isArray(group) ? (group as Record<string, unknown>) : (out[match[1]!] = {})
    ;(target as Record<string, unknown>)[match[2]!] = value
  }
  return out
}

/**
 * A multipart or urlencoded body (the spec's form data, one file part `file`), or JSON for the answers
 * that need no file (an upload-type library document, a consent form).
 */
export async function readDocumentBody(req: PayloadRequest): Promise<DocumentBody> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase()
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/.test(type)) {
    const upload: ReceivedUpload = await receive(req, { kind: 'document', fileKey: (name) => (name === 'file' ? 'file' : null) })
    const received = upload.files.find((candidate) => candidate.key === 'file') ?? null
    const file: FileChange = received ?? ('file' in upload.fields && removes(upload.fields.file) ? 'remove' : null)
    const { file: _ignored, ...rest } = upload.fields
    return { fields: foldBrackets(rest), file, discard: upload.discard }
  }
  const body = await readBody(req)
  const { file, ...rest } = body
  return { fields: foldBrackets(rest), file: 'file' in body && removes(file) ? 'remove' : null, discard: async () => undefined }
}

/**
 * Moves `file` (if any) into the store and runs `work` in one transaction that starts by creating its
 * stored-files row (owner, kind, organization). Stored files `work` made obsolete (their rows deleted
 * in the transaction, listed in `obsolete`) lose their bytes after the commit; if the transaction
 * fails, the new bytes are deleted again. The temporary file is removed in every case.
 */
export async function saveWithDocumentFile<T>(
  req: PayloadRequest,
  owner: AuthUser,
  body: DocumentBody,
  target: { kind: StoredFileKind; organization: string },
  work: (fileId: string | null, obsolete: string[]) => Promise<T>,
): Promise<T> {
  const received = body.file && body.file !== 'remove' ? body.file : null
  const log = (error: unknown, key: string) => req.payload.logger.error({ err: error, storageKey: key }, 'could not delete a stored file')
  let storageKey: string | null = null
  const obsolete: string[] = []
  try {
    if (received) storageKey = await commitTempFile(received.tmpPath)
    const result = await withTransaction(req, async () => {
      let fileId: string | null = null
      if (received && storageKey) {
        const row = await req.payload.create({
          collection: 'stored-files',
          data: {
            owner: owner.id,
            kind: target.kind,
            organization: target.organization,
            storageKey,
            originalFileName: received.originalFileName,
            mimeType: received.mimeType,
            size: received.size,
          },
          depth: 0,
          overrideAccess: false,
          user: owner,
          req,
          context: serverWriteContext,
        })
        fileId = String(row.id)
      }
      return work(fileId, obsolete)
    })
    await deleteStoredFilesQuietly(obsolete, log)
    return result
  } catch (error) {
    if (storageKey) await deleteStoredFilesQuietly([storageKey], log)
    throw error
  } finally {
    await body.discard()
  }
}

/** Deletes the stored-files row `fileId` inside the caller's transaction; its bytes go after the commit. */
export async function dropStoredFile(req: PayloadRequest, user: AuthUser, fileId: string | null, obsolete: string[]) {
  if (!fileId) return
  const { docs } = await req.payload.find({
    collection: 'stored-files',
    where: { id: { equals: fileId } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    showHiddenFields: true,
    joins: false,
  })
  const row = docs[0]
  if (!row) return
  await req.payload.delete({ collection: 'stored-files', id: String(row.id), depth: 0, overrideAccess: false, user, req, context: serverWriteContext })
  if (row.storageKey) obsolete.push(row.storageKey)
}
