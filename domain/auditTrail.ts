import type { AuditAction } from '../contract/auditTrail'

/**
 * The rules of the audit trail, free of Payload so they are unit-tested (tests/unit/auditTrail.test.ts):
 * which writes are recorded, which fields never enter an event, how a field's old and new values are
 * compared, and which organization an event belongs to.
 */

/** The organization's own records: every change by a signed-in user is recorded. */
export const ALWAYS_AUDITED = [
  'organizations',
  'users',
  'departments',
  'engagements',
  'groups',
  'subgroups',
  'group-members',
  'group-shares',
  'comments',
] as const

/**
 * Never recorded: the trail itself (an event about an event would never end), stored-file rows (the
 * record that names the file is recorded instead), and impersonation records (themselves an audit of
 * who acted as whom).
 */
export const NEVER_AUDITED = ['audit-events', 'stored-files', 'impersonations'] as const

/**
 * Whether a write is recorded. Writes without a signed-in user (the seed, the first super admin, the
 * scheduled jobs, and the token flows: sign-up, confirmation, password reset, invite acceptance) are
 * not: there is nobody to name, and none of them can be an impersonation. Every other collection is
 * recorded only when a super admin is acting as someone else.
 */
export function shouldRecord(slug: string, session: { signedIn: boolean; impersonated: boolean }): boolean {
  if ((NEVER_AUDITED as readonly string[]).includes(slug) || !session.signedIn) return false
  return session.impersonated || (ALWAYS_AUDITED as readonly string[]).includes(slug)
}

/** Bookkeeping and secrets: timestamps, the password's hash and salt, tokens, sessions, the lockout counters. */
const IGNORED_FIELDS = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'hash',
  'salt',
  'password',
  'sessions',
  'lockUntil',
  'loginAttempts',
  'lastLogin',
  'emailConfirmationTokenHash',
  '_verified',
  '_verificationToken',
  'collection',
])
export const isIgnoredField = (field: string) => IGNORED_FIELDS.has(field) || /^resetPassword/.test(field) || /token/i.test(field)

/** A value as stored: related records by id, dates as ISO strings, so a populated and a bare copy compare equal. */
export function normalizeValue(value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(normalizeValue)
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('id' in record && ('createdAt' in record || 'updatedAt' in record)) return String(record.id)
    return Object.fromEntries(Object.entries(record).filter(([key]) => !isIgnoredField(key)).map(([key, inner]) => [key, normalizeValue(inner)]))
  }
  return value
}

export type AuditChanges = Record<string, { old: unknown; new: unknown }>

/**
 * The changed fields with their old and new values: on create every field that has a value (old null),
 * on delete every field that had one (new null), on update the fields whose value differs.
 */
export function auditChanges(previous: Record<string, unknown> | null, next: Record<string, unknown> | null): AuditChanges {
  const changes: AuditChanges = {}
  const fields = new Set([...Object.keys(previous ?? {}), ...Object.keys(next ?? {})])
  for (const field of fields) {
    if (isIgnoredField(field)) continue
    const before = normalizeValue(previous?.[field])
    const after = normalizeValue(next?.[field])
    if (JSON.stringify(before) !== JSON.stringify(after)) changes[field] = { old: before, new: after }
  }
  return changes
}

const idOf = (value: unknown): string | null => {
  const normalized = normalizeValue(value)
  return typeof normalized === 'string' || typeof normalized === 'number' ? String(normalized) : null
}

/**
 * The organization an event belongs to (what an organization admin may read): an organization's own
 * changes, else the record's `organization` (a user's organization for users). After an organization is
 * deleted its id no longer names a row, so that one event belongs to no organization.
 */
export function organizationOfRecord(slug: string, doc: Record<string, unknown>, action: AuditAction): string | null {
  if (slug === 'organizations') return action === 'delete' ? null : idOf(doc.id)
  return idOf(doc.organization)
}

const VERBS: Record<AuditAction, string> = { create: 'created', update: 'updated', delete: 'deleted' }

/** One line for lists: 'Ann Admin as Jane Doe updated users 1a2b…: title, phone' (the impersonator first). */
export function auditSummary(event: { actorName: string; impersonatorName: string | null; entity: string; recordId: string; action: AuditAction; changes: AuditChanges }): string {
  const actor = event.impersonatorName ? `${event.impersonatorName} as ${event.actorName}` : event.actorName
  const fields = Object.keys(event.changes)
  const what = `${VERBS[event.action]} ${event.entity} ${event.recordId}`
  return event.action === 'update' && fields.length ? `${actor} ${what}: ${fields.join(', ')}` : `${actor} ${what}`
}
