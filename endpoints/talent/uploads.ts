import type { PayloadRequest, Where } from 'payload'
import type { AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { StoredFileKind } from '../../collections/Platform/StoredFiles'
import { profileMessages } from '../../contract/talentProfile'
import { commitTempFile, deleteStoredFilesQuietly } from '../../storage/diskStore'
import { UploadRejected, receiveUpload, type ReceiveOptions, type ReceivedFile, type ReceivedUpload } from '../../storage/receiveUpload'
import { HttpError, withTransaction } from '../http'

/**
 * What the upload endpoints (documents, certificates, avatar, profile video) share: receiving a
 * multipart body into checked temporary files, and saving them together with the records that name
 * them so that either both exist or neither does.
 */

/** The request's fields and checked files; a refused upload becomes the contract's error (nothing kept). */
export async function receive(req: PayloadRequest, options: ReceiveOptions): Promise<ReceivedUpload> {
  try {
    return await receiveUpload(req, options)
  } catch (error) {
    if (error instanceof UploadRejected) throw new HttpError(error.status, error.errors)
    throw error
  }
}

/** The one file of a single-file upload (`file`), or 422 'Please select a file' when required. */
export function singleFile(upload: ReceivedUpload, required: boolean): ReceivedFile | null {
  const file = upload.files.find((candidate) => candidate.key === 'file') ?? null
  if (!file && required) throw HttpError.validation({ file: [profileMessages.selectFile] })
  return file
}

export const fileOnly = (name: string) => (name === 'file' ? 'file' : null)

export interface SavedFile {
  id: string
  storageKey: string
  received: ReceivedFile
}

export interface StoredFileRow {
  id: string
  storageKey: string
}

/**
 * Moves the upload's files into the store, then runs `work` in one transaction that starts by creating
 * their stored-files rows (owned by `owner`). If the transaction fails, the moved bytes are deleted
 * again (compensation); the temporary files are removed in every case. `work` lists stored files it
 * made obsolete (their rows deleted in the same transaction) in `obsolete`: their bytes go after the
 * commit.
 */
export async function saveWithFiles<T>(
  req: PayloadRequest,
  owner: AuthUser,
  upload: ReceivedUpload,
  kind: StoredFileKind,
  work: (saved: Map<string, SavedFile>, obsolete: string[]) => Promise<T>,
): Promise<T> {
  const committed: { storageKey: string; received: ReceivedFile }[] = []
  const obsolete: string[] = []
  const log = (error: unknown, key: string) => req.payload.logger.error({ err: error, storageKey: key }, 'could not delete a stored file')
  try {
    for (const received of upload.files) committed.push({ storageKey: await commitTempFile(received.tmpPath), received })
    const result = await withTransaction(req, async () => {
      const saved = new Map<string, SavedFile>()
      for (const { storageKey, received } of committed) {
        const doc = await req.payload.create({
          collection: 'stored-files',
          data: {
            owner: owner.id,
            kind,
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
        saved.set(received.key, { id: String(doc.id), storageKey, received })
      }
      return work(saved, obsolete)
    })
    await deleteStoredFilesQuietly(obsolete, log)
    return result
  } catch (error) {
    await deleteStoredFilesQuietly(
      committed.map((item) => item.storageKey),
      log,
    )
    throw error
  } finally {
    await upload.discard()
  }
}

/** Stored files of `owner` matching `where`, with their storage keys (hidden from every API answer). */
export async function storedFileRows(req: PayloadRequest, user: AuthUser, where: Where): Promise<StoredFileRow[]> {
  const { docs } = await req.payload.find({
    collection: 'stored-files',
    where,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    showHiddenFields: true,
  })
  return docs.map((doc) => ({ id: String(doc.id), storageKey: String(doc.storageKey) }))
}

/** Deletes stored-files rows inside the caller's transaction; their bytes go after the commit (`obsolete`). */
export async function deleteStoredFileRows(req: PayloadRequest, user: AuthUser, rows: StoredFileRow[], obsolete: string[]) {
  for (const row of rows) {
    await req.payload.delete({ collection: 'stored-files', id: row.id, depth: 0, overrideAccess: false, user, req, context: serverWriteContext })
    obsolete.push(row.storageKey)
  }
}

/** Runs `work` in a transaction and deletes the bytes of the stored files it made obsolete after the commit. */
export async function writeRemovingFiles<T>(req: PayloadRequest, work: (obsolete: string[]) => Promise<T>): Promise<T> {
  const obsolete: string[] = []
  const result = await withTransaction(req, () => work(obsolete))
  await deleteStoredFilesQuietly(obsolete, (error, key) => req.payload.logger.error({ err: error, storageKey: key }, 'could not delete a stored file'))
  return result
}

const running = new Map<string, Promise<unknown>>()

/**
 * Runs `work` after every earlier `work` with the same key has finished, in this process. The upload
 * endpoints read a talent's current files, then replace them; two such requests of one talent at the
 * same time would each replace the same "current" file. The server is one process (ARCHITECTURE.md);
 * across replicas the unique (talent, type) index still refuses a second new document (409).
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = running.get(key) ?? Promise.resolve()
  const result = before.then(work, work)
  const settled = result.then(
    () => undefined,
    () => undefined,
  )
  running.set(key, settled)
  try {
    return await result
  } finally {
    if (running.get(key) === settled) running.delete(key)
  }
}

/** The key under which a talent's file-replacing writes queue. */
export const filesOf = (user: AuthUser) => `files:${user.id}`
