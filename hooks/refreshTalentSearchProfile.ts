import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import type { Row } from '../domain/shared/records'
import { idOf } from '../domain/shared/values'
import { refreshTalentsOfSpecialization } from '../domain/search/reindexSpecialization'
import { refreshTalentSearchProfile } from '../domain/search/talentSearchProfile'

/**
 * Keeps the talent search index (domain/search/talentSearchProfile.ts) in step with the profile: any
 * write of a talent's account or of one of their profile records rebuilds their row, in the writer's
 * transaction (`req`), so a search never sees a profile the database does not hold. A failing rebuild
 * fails the write: an index that silently drifts would hide talents.
 */

/** The user fields the index reads: other user writes (sign-in stamps, passwords, sessions) change nothing. */
const INDEXED_USER_FIELDS = [
  'firstName',
  'lastName',
  'city',
  'state',
  'hourlyRate',
  'summary',
  'isTalentApprovedByPlatform',
  'isDeactivated',
  'role',
] as const

const userChanged: CollectionAfterChangeHook<Row<'users'>> = async ({ doc, previousDoc, operation, req }) => {
  const user = doc
  const before: Partial<Row<'users'>> = previousDoc ?? {}
  const wasTalent = before.role === 'talent'
  if (user.role !== 'talent' && !wasTalent) return doc
  if (operation === 'update' && !INDEXED_USER_FIELDS.some((field) => JSON.stringify(user[field] ?? null) !== JSON.stringify(before[field] ?? null)))
    return doc
  await refreshTalentSearchProfile(req, String(user.id))
  return doc
}

const userDeleted: CollectionAfterDeleteHook<Row<'users'>> = async ({ doc, req }) => {
  if (doc.role === 'talent') await refreshTalentSearchProfile(req, String(doc.id))
  return doc
}

/** A profile record: every collection of INDEXED_RECORD_COLLECTIONS names its talent. */
type ProfileRecord = Row<(typeof INDEXED_RECORD_COLLECTIONS)[number]>

const recordChanged: CollectionAfterChangeHook<ProfileRecord> = async ({ doc, previousDoc, req }) => {
  const talents = new Set([idOf(doc.talent), idOf((previousDoc as ProfileRecord | undefined)?.talent)].filter((id): id is string => id !== null))
  for (const talent of talents) await refreshTalentSearchProfile(req, talent)
  return doc
}

const recordDeleted: CollectionAfterDeleteHook<ProfileRecord> = async ({ doc, req }) => {
  const talent = idOf(doc.talent)
  if (talent) await refreshTalentSearchProfile(req, talent)
  return doc
}

/**
 * On `specializations` (collections/Platform/Specializations.ts): a node's name and place in the tree are part of
 * the rows of the talents who claim it or a node below it (names in `searchText`, the path in the
 * tokens), so renaming or moving it rebuilds those rows in the same transaction.
 */
export const reindexTalentsOfChangedSpecialization: CollectionAfterChangeHook<Row<'specializations'>> = async ({ doc, previousDoc, operation, req }) => {
  const node = doc
  const before: Partial<Row<'specializations'>> = previousDoc ?? {}
  if (operation !== 'update' || (node.name === before.name && idOf(node.parent) === idOf(before.parent))) return doc
  await refreshTalentsOfSpecialization(req, String(node.id))
  return doc
}

/** The profile records a talent's row is built from. */
export const INDEXED_RECORD_COLLECTIONS = ['talent-specializations', 'availabilities', 'work-experiences', 'certificates'] as const

/** Attaches the hooks by slug (payload.config.ts), so the collections' own files stay as they are. */
export function withSearchIndexHooks(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const isUsers = collection.slug === 'users'
    if (!isUsers && !(INDEXED_RECORD_COLLECTIONS as readonly string[]).includes(collection.slug)) return collection
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), isUsers ? userChanged : recordChanged],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), isUsers ? userDeleted : recordDeleted],
      },
    }
  })
}
