import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '../server/env'

/**
 * Uploaded bytes on disk, outside every folder the server publishes: DATA_DIR/uploads/<yyyy>/<uuid>.
 * The stored name is made here (a uuid, no extension, nothing from the client); the database keeps it as
 * the `storageKey` of a stored-files row ('2026/0b6f…'). Uploads arrive in DATA_DIR/uploads/tmp first and
 * are moved into place only once every check passed, so a rejected upload leaves nothing behind.
 */
const STORAGE_KEY = /^\d{4}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const uploadsRoot = (dataDir: string = getEnv().dataDir) => path.join(dataDir, 'uploads')
export const tmpRoot = (dataDir?: string) => path.join(uploadsRoot(dataDir), 'tmp')

/** A fresh temporary file (not yet created) and a write stream into it. */
export async function createTempFile(): Promise<{ tmpPath: string; stream: WriteStream }> {
  const dir = tmpRoot()
  await mkdir(dir, { recursive: true })
  const tmpPath = path.join(dir, `${randomUUID()}.part`)
  // 'wx': never write through a file that already exists.
  return { tmpPath, stream: createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }) }
}

/** The absolute path of a storage key, or null when the key is not one this module made. */
export function pathOfKey(storageKey: string): string | null {
  if (!STORAGE_KEY.test(storageKey)) return null
  return path.join(uploadsRoot(), ...storageKey.split('/'))
}

/** Moves a checked temporary file into the store; returns its storage key. */
export async function commitTempFile(tmpPath: string, now = new Date()): Promise<string> {
  assertTemp(tmpPath)
  const storageKey = `${now.getUTCFullYear()}/${randomUUID()}`
  const target = pathOfKey(storageKey)!
  await mkdir(path.dirname(target), { recursive: true })
  await rename(tmpPath, target)
  return storageKey
}

/** Deletes a temporary file; a file already gone is fine. */
export async function deleteTempFile(tmpPath: string): Promise<void> {
  assertTemp(tmpPath)
  await rm(tmpPath, { force: true })
}

/** Deletes a stored file; a file already gone is fine. Unknown keys are ignored. */
export async function deleteStoredFile(storageKey: string): Promise<void> {
  const file = pathOfKey(storageKey)
  if (file) await rm(file, { force: true })
}

/** Deletes stored files without failing the caller (compensation and clean-up after a commit). */
export async function deleteStoredFilesQuietly(storageKeys: Iterable<string>, log?: (error: unknown, key: string) => void) {
  await Promise.all(
    [...storageKeys].map((key) =>
      deleteStoredFile(key).catch((error) => {
        log?.(error, key)
      }),
    ),
  )
}

/** A read stream and the size of a stored file, or null when the bytes are not there. */
export async function openStoredFile(storageKey: string): Promise<{ stream: ReadStream; size: number } | null> {
  const file = pathOfKey(storageKey)
  if (!file) return null
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { stream: createReadStream(file), size: info.size }
}

function assertTemp(tmpPath: string) {
  const dir = tmpRoot()
  if (path.dirname(path.resolve(tmpPath)) !== dir || !tmpPath.endsWith('.part')) throw new Error('not a temporary upload file')
}

/** A read stream of bytes `start`..`end` (inclusive) of a stored file, for range requests (video tutorials). */
export function openStoredFileRange(storageKey: string, start: number, end: number): ReadStream | null {
  const file = pathOfKey(storageKey)
  return file ? createReadStream(file, { start, end }) : null
}
