/**
 * Answers of busy list endpoints (an organization's users, a subgroup's members), kept in memory for a
 * few seconds per caller and URL. Such a list costs two or three Local API reads of about a millisecond
 * each, many times the request around it (bench/adminLists.ts), while the rows change far less often
 * than they are read (every page, filter and search keystroke of the organization portal).
 *
 * Freshness, the same as the complete-profile cache (domain/profile/profileCache.ts): a cache names the
 * collections its answers are made of; any write to one of them forgets all its entries, at the write
 * and again when the write's transaction ends (server/cacheInvalidation.ts watches the database adapter);
 * a load that started before such a write never stores its result (the generation check); an entry
 * lives at most LIST_CACHE_TTL_MS, which bounds how long another replica may serve a changed list.
 * Access: the key starts with the caller's id, and a write to `users` (role, organization, permissions,
 * deactivation) forgets every entry of every list cache, so an answer is only reused for the same person
 * with the same rights.
 */
export const LIST_CACHE_TTL_MS = 5_000
const MAX_ENTRIES = 2_000

interface Entry {
  body: unknown
  cachedAt: number
}

export class ListCache {
  private readonly entries = new Map<string, Entry>()
  private generation = 0
  readonly collections: ReadonlySet<string>

  constructor(
    readonly name: string,
    collections: readonly string[],
  ) {
    // Every answer depends on who asks: a change to any user may change what they may read.
    this.collections = new Set([...collections, 'users'])
  }

  /** The cached answer for `key`, or the result of `load` (stored unless a write overtook it). */
  async through<T>(key: string, load: () => Promise<T>, now = Date.now): Promise<T> {
    const entry = this.entries.get(key)
    if (entry && now() - entry.cachedAt <= LIST_CACHE_TTL_MS) return entry.body as T
    if (entry) this.entries.delete(key)
    const started = this.generation
    const body = await load()
    if (started === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
      this.entries.set(key, { body, cachedAt: now() })
    }
    return body
  }

  forget() {
    this.generation += 1
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}

const caches: ListCache[] = []

/** A list cache that forgets its entries whenever one of `collections` (or `users`) is written. */
export function listCache(name: string, collections: readonly string[]): ListCache {
  const cache = new ListCache(name, collections)
  caches.push(cache)
  return cache
}

/** A write to `collection`: every cache made of it forgets its entries. */
export function forgetListsOf(collection: string) {
  for (const cache of caches) if (cache.collections.has(collection)) cache.forget()
}

/** A transaction ended (committed or rolled back): any cache may hold a read of its uncommitted state. */
export function forgetAllLists() {
  for (const cache of caches) cache.forget()
}
