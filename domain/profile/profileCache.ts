import { todayIso } from '../../contract/talentProfile'

/**
 * Complete profiles, kept in memory for a few seconds. Assembling one costs a dozen Local API reads,
 * each far dearer than the request around it (bench/profileLoad.ts), while a profile changes rarely and
 * is read often (the talent's own pages, every organization user looking at them). An entry holds the
 * serialized answer and the two facts the organization side's access rule reads.
 *
 * Freshness: every write to a collection a profile is made of forgets all entries, at the write and
 * again when its transaction ends (server/cacheInvalidation.ts); a load that started before a
 * write never stores its result (the generation check); an entry lives at most PROFILE_CACHE_TTL_MS
 * (which bounds how long another replica may serve a profile changed elsewhere, as the session cache
 * does) and never past the UTC day it was made on (statuses and completeness depend on today).
 */
export const PROFILE_CACHE_TTL_MS = 5_000
const MAX_ENTRIES = 5_000

export interface CachedProfile {
  talentId: string
  /** The complete profile as JSON, exactly as GET /talent/profile/ answers it. */
  body: string
  isTalentApprovedByPlatform: boolean
  isDeactivated: boolean
  day: string
  cachedAt: number
}

const entries = new Map<string, CachedProfile>()
let generation = 0

/** The current generation: pass it to rememberProfile so a load overtaken by a write is not stored. */
export const profileGeneration = () => generation

export function cachedProfile(talentId: string, now = Date.now(), today = todayIso(new Date(now))): CachedProfile | null {
  const entry = entries.get(talentId)
  if (!entry) return null
  if (now - entry.cachedAt > PROFILE_CACHE_TTL_MS || entry.day !== today) {
    entries.delete(talentId)
    return null
  }
  return entry
}

export function rememberProfile(entry: Omit<CachedProfile, 'cachedAt' | 'day'>, loadedInGeneration: number, now = Date.now()) {
  if (loadedInGeneration !== generation) return
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  entries.set(entry.talentId, { ...entry, day: todayIso(new Date(now)), cachedAt: now })
}

/** A write may have changed any profile: forget them all and outdate loads still running. */
export function forgetAllProfiles() {
  generation += 1
  entries.clear()
}

/**
 * Who may read a cached profile, the rule the Local API applies on a load (collections/Users/access.ts
 * with READ_APPROVED_TALENTS, access/talentRecords.ts): the talent, the super admin, and organization
 * admins and managers while the platform approves the talent and has not deactivated them.
 */
export function mayReadProfile(viewer: { id: string; role: string }, entry: Pick<CachedProfile, 'talentId' | 'isTalentApprovedByPlatform' | 'isDeactivated'>): boolean {
  if (viewer.role === 'super_admin') return true
  if (viewer.role === 'talent') return viewer.id === entry.talentId
  if (viewer.role === 'organization_admin' || viewer.role === 'manager') return entry.isTalentApprovedByPlatform && !entry.isDeactivated
  return false
}
