/**
 * Verified sessions, kept in memory for a few seconds: checking a session token costs an HMAC and a
 * database read, and every API call starts with it. An entry is dropped the moment this process signs
 * the session out, resets the password, or changes the user (hooks/forgetCachedSessions), and lives
 * at most SESSION_CACHE_TTL_MS otherwise, which bounds how long another replica may keep trusting a
 * token revoked elsewhere. The cached current-user view (GET /user/) rides on the same entry.
 */
export const SESSION_CACHE_TTL_MS = 5_000
const MAX_ENTRIES = 10_000

export interface CachedSession {
  token: string
  userId: string
  organizationId: string | null
  user: Record<string, unknown>
  /** JWT expiry, seconds since the epoch. */
  expiresAt: number
  cachedAt: number
  /** GET /user/'s body, once computed for this session. */
  view?: string
}

const byToken = new Map<string, CachedSession>()

export function cachedSession(token: string, now = Date.now()): CachedSession | null {
  const entry = byToken.get(token)
  if (!entry) return null
  if (now - entry.cachedAt > SESSION_CACHE_TTL_MS || now >= entry.expiresAt * 1000) {
    byToken.delete(token)
    return null
  }
  return entry
}

export function rememberSession(entry: Omit<CachedSession, 'cachedAt'>) {
  if (byToken.size >= MAX_ENTRIES) byToken.delete(byToken.keys().next().value!)
  byToken.set(entry.token, { ...entry, cachedAt: Date.now() })
}

export function forgetToken(token: string | null | undefined) {
  if (token) byToken.delete(token)
  if (token) notifyForgotten({ token })
}

export function forgetUserSessions(userId: string) {
  for (const [token, entry] of byToken) if (entry.userId === userId) byToken.delete(token)
  notifyForgotten({ userId })
}

/** An organization's name or settings changed: its members' cached views are stale. */
export function forgetOrganizationSessions(organizationId: string) {
  for (const [token, entry] of byToken) if (entry.organizationId === organizationId) byToken.delete(token)
}

export function forgetAllSessions() {
  byToken.clear()
}

/**
 * Who must hear that sessions were forgotten: the live connection (server/live.ts) closes the streams of
 * a signed-out session and checks a changed user's streams again, on every replica (realtime/).
 */
export type SessionsForgotten = { token: string } | { userId: string }
const forgottenListeners = new Set<(forgotten: SessionsForgotten) => void>()

export function onSessionsForgotten(listener: (forgotten: SessionsForgotten) => void): () => void {
  forgottenListeners.add(listener)
  return () => forgottenListeners.delete(listener)
}

function notifyForgotten(forgotten: SessionsForgotten) {
  for (const listener of forgottenListeners) listener(forgotten)
}
