import { stat } from 'node:fs/promises'
import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import { commitTempFile, createTempFile, deleteTempFile } from '../../storage/diskStore'
import { asUser } from '../http'
import type { TaskDoc } from './runner'

/**
 * The files a task makes: written to a temporary file under DATA_DIR/uploads/tmp while the rows stream
 * in, moved into the store and recorded as stored-files of kind 'export' only when the task finishes
 * (in its finishing transaction). The row is owned by who asked for the task, which is what makes it
 * readable exactly when the task is (access/storedFiles.ts): the requester and the super admin.
 */
export interface TaskFileOutput {
  label: string
  fileName: string
  mimeType: string
  tmpPath: string
  /** Deletes the temporary file (a failed or lost run). */
  discard(): Promise<void>
}

export async function newTaskFile(label: string, fileName: string, mimeType: string) {
  const { tmpPath, stream } = await createTempFile()
  const output: TaskFileOutput = { label, fileName, mimeType, tmpPath, discard: () => deleteTempFile(tmpPath).catch(() => undefined) }
  return { output, stream }
}

/** Moves the files into the store and writes their rows in `req`'s transaction; the keys go to `storedKeys` for clean-up. */
export async function storeTaskFiles(req: PayloadRequest, requester: AuthUser, task: TaskDoc, files: TaskFileOutput[], storedKeys: string[]) {
  const rows: { id: string; label: string }[] = []
  for (const file of files) {
    const size = (await stat(file.tmpPath)).size
    const storageKey = await commitTempFile(file.tmpPath)
    storedKeys.push(storageKey)
    const row = await req.payload.create({
      collection: 'stored-files',
      data: {
        owner: requester.id,
        kind: 'export',
        organization: task.organization ?? undefined,
        storageKey,
        originalFileName: file.fileName,
        mimeType: file.mimeType,
        size,
      },
      ...asUser(req, requester),
      context: serverWriteContext,
    })
    rows.push({ id: String(row.id), label: file.label })
  }
  return rows
}
