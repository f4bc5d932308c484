import type { PayloadRequest } from 'payload'
import { deleteStoredFilesQuietly } from './diskStore'

/**
 * Files a deleted record named, whose bytes may go once the deletion committed. A collection's
 * `beforeDelete` hook lists them (it alone can still read the record and its versions); whoever ran the
 * delete calls `deleteFilesNoLongerNamed` after the commit, which asks each list's `stillNamed` (against
 * the committed rows, so a rolled-back delete or another record naming the file keeps it) and deletes the
 * rest. Deleting the bytes inside the transaction instead would leave a record without its file if the
 * commit failed; a caller that never calls this leaves the files on disk (the safe side).
 */
export interface FilesToCheck {
  storageKeys: string[]
  /** The storage keys some record still names (read as the request's user, after the commit). */
  stillNamed: (req: PayloadRequest, storageKeys: string[]) => Promise<Set<string>>
}

const CONTEXT_KEY = 'filesToCheckAfterCommit'

/** Lists files to check after the commit (from a collection hook, inside the delete's transaction). */
export function checkFilesAfterCommit(req: PayloadRequest, files: FilesToCheck): void {
  if (!files.storageKeys.length) return
  const listed = (req.context[CONTEXT_KEY] as FilesToCheck[] | undefined) ?? []
  listed.push(files)
  req.context[CONTEXT_KEY] = listed
}

/** After the commit: deletes the bytes of every listed file no record names any more. Never throws. */
export async function deleteFilesNoLongerNamed(req: PayloadRequest): Promise<void> {
  const listed = (req.context[CONTEXT_KEY] as FilesToCheck[] | undefined) ?? []
  delete req.context[CONTEXT_KEY]
  if (!listed.length) return
  if (req.transactionID) {
    // Still inside a transaction: the delete may yet roll back. Keep the files (a leak, never a loss).
    req.payload.logger.error('deleteFilesNoLongerNamed called before the commit; files kept')
    return
  }
  const log = (error: unknown, key: string) => req.payload.logger.error({ err: error, storageKey: key }, 'could not delete a stored file')
  for (const { storageKeys, stillNamed } of listed) {
    try {
      const named = await stillNamed(req, storageKeys)
      await deleteStoredFilesQuietly(
        storageKeys.filter((key) => !named.has(key)),
        log,
      )
    } catch (error) {
      req.payload.logger.error({ err: error }, 'could not check which files are still named; files kept')
    }
  }
}
