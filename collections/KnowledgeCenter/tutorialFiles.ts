import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { checkFilesAfterCommit } from '../../storage/filesAfterCommit'

/**
 * Which stored files a video tutorial names. A tutorial's
 * video and poster live in storage/ under a storage key kept on the row (`videoFile`, `posterFile`), and
 * every Payload version of the tutorial keeps the keys it had, so a file stays while the row or any
 * version names it: a draft's replaced video stays for the versions that show it. Deleting a tutorial
 * deletes its versions (Payload's deleteByID does), and then its files go unless another tutorial or
 * one of its versions still names them. Read as the acting user: only content editors and the super
 * admin delete or upload, and they read every row and version.
 */
const SLUG = 'knowledge-center-videos'
const FILE_FIELDS = ['videoFile', 'posterFile'] as const

type FileFields = Partial<Record<(typeof FILE_FIELDS)[number], { storageKey?: string | null } | null>>

const keysOf = (doc: FileFields | null | undefined): string[] =>
  FILE_FIELDS.map((field) => doc?.[field]?.storageKey).filter((key): key is string => typeof key === 'string' && key !== '')

const asActing = (req: PayloadRequest, user: AuthUser) =>
  ({ req, user: user as never, overrideAccess: false, showHiddenFields: true, depth: 0 }) as const

/** Every storage key the tutorial `id` names: its row and each of its versions. */
export async function storageKeysOfTutorial(req: PayloadRequest, user: AuthUser, id: string): Promise<string[]> {
  const row = (await req.payload.findByID({ collection: SLUG, id, disableErrors: true, ...asActing(req, user) })) as FileFields | null
  const { docs: versions } = await req.payload.findVersions({
    collection: SLUG,
    where: { parent: { equals: id } },
    pagination: false,
    ...asActing(req, user),
  })
  const keys = [...keysOf(row), ...versions.flatMap((version) => keysOf(version.version as FileFields))]
  return [...new Set(keys)]
}

/**
 * The keys among `storageKeys` that some tutorial row or version names. Read whole and matched here: a
 * storage key is a hidden field, which Payload lets no query filter on unless access is overridden, and
 * tutorials are few (tens, at most 20 versions each), read only when an editor deletes or uploads.
 */
export async function stillNamedByTutorials(req: PayloadRequest, user: AuthUser, storageKeys: string[]): Promise<Set<string>> {
  if (!storageKeys.length) return new Set()
  const select = { videoFile: true, posterFile: true } as const
  const { docs: rows } = await req.payload.find({ collection: SLUG, select, pagination: false, ...asActing(req, user) })
  const { docs: versions } = await req.payload.findVersions({ collection: SLUG, pagination: false, ...asActing(req, user) })
  const named = [...rows.flatMap((row) => keysOf(row as FileFields)), ...versions.flatMap((version) => keysOf(version.version as FileFields))]
  return new Set(named.filter((key) => storageKeys.includes(key)))
}

/**
 * Before a tutorial is deleted (with its versions): lists the files it names, to be deleted after the
 * commit unless another record still names them (storage/filesAfterCommit.ts; the console's DELETE runs it).
 */
export const checkTutorialFilesAfterDelete: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const user = req.user as unknown as AuthUser | null
  // A delete without a user (none exists today) cannot read as anyone: its files stay.
  if (!user) return
  const storageKeys = await storageKeysOfTutorial(req, user, String(id))
  checkFilesAfterCommit(req, { storageKeys, stillNamed: (after, keys) => stillNamedByTutorials(after, user, keys) })
}
