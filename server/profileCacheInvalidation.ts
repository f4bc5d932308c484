import type { Payload } from 'payload'
import { forgetAllProfiles } from '../domain/profile/profileCache'

/**
 * Keeps the complete-profile cache (domain/profile/profileCache.ts) honest: every write the database
 * adapter performs on a collection a profile is made of forgets all cached profiles, and so does the
 * end of every transaction (a load that ran between the write and the commit may have read the state
 * before it). Watching the adapter catches every write path at once — the Local API, the generated
 * REST, the console, hooks that write through payload.db — without a hook in each collection.
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

export function invalidateProfilesOnWrites(payload: Payload) {
  const db = payload.db as unknown as Record<string, unknown>
  for (const name of WRITES) {
    const original = db[name]
    if (typeof original !== 'function') continue
    db[name] = function profileWrite(this: unknown, args: { collection?: string }, ...rest: unknown[]) {
      if (args?.collection && PROFILE_COLLECTIONS.has(args.collection)) forgetAllProfiles()
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
      }
    }
  }
}
