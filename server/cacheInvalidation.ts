import type { Payload } from 'payload'
import { forgetAllLists, forgetListsOf } from '../domain/cache/listCache'
import { forgetAllProfiles } from '../domain/profile/profileCache'

/**
 * Keeps the in-memory answer caches honest — the complete-profile cache (domain/profile/profileCache.ts)
 * and the list caches (domain/cache/listCache.ts): every write the database adapter performs forgets the
 * entries made of that collection, and the end of every transaction forgets all of them (a load that ran
 * between the write and the commit may have read the state before it). Watching the adapter catches every
 * write path at once — the Local API, the generated REST, the console, hooks that write through
 * payload.db — without a hook in each collection.
 */
const PROFILE_COLLECTIONS = new Set([
  'users',
  'availabilities',
  'external-links',
  'work-experiences',
  'talent-specializations',
  'certificates',
  'talent-documents',
  'stored-files',
  'document-types',
  'specializations',
  'specialization-roles',
  'specialization-skills',
])
const WRITES = ['create', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany', 'upsert'] as const
const TRANSACTION_ENDS = ['commitTransaction', 'rollbackTransaction'] as const

export function invalidateCachesOnWrites(payload: Payload) {
  const db = payload.db as unknown as Record<string, unknown>
  for (const name of WRITES) {
    const original = db[name]
    if (typeof original !== 'function') continue
    db[name] = function cachedWrite(this: unknown, args: { collection?: string }, ...rest: unknown[]) {
      if (args?.collection) {
        if (PROFILE_COLLECTIONS.has(args.collection)) forgetAllProfiles()
        forgetListsOf(args.collection)
      }
      return (original as (...a: unknown[]) => unknown).call(this, args, ...rest)
    }
  }
  for (const name of TRANSACTION_ENDS) {
    const original = db[name]
    if (typeof original !== 'function') continue
    db[name] = async function transactionEnd(this: unknown, ...args: unknown[]) {
      try {
        return await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args)
      } finally {
        forgetAllProfiles()
        forgetAllLists()
      }
    }
  }
}
