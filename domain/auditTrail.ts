import type { AuditAction } from '../contract/auditTrail'
import { hoursText } from './timeSheets/timeMath'

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
  // The organization's engagement records (engagement-events are the history itself)
  'engagement-terms',
  'required-documents',
  'filled-documents',
  'purchase-orders',
  'engagement-purchase-orders',
  // Time entries (who logged, approved, declined, un-approved or adjusted time is the payroll's record)
  'time-entries',
  // The organization's opportunities and what it decided about applicants
  'opportunities',
  'opportunity-specializations',
  'opportunity-talents',
  'opportunity-applies',
] as const

/**
 * Never recorded: the trail itself (an event about an event would never end), stored-file rows (the
 * record that names the file is recorded instead), and impersonation records (themselves an audit of
 * who acted as whom).
 */
export const NEVER_AUDITED = [
  'audit-events',
  'stored-files',
  'impersonations',
  'talent-search-profiles',
  // The messenger is private to each chat's two people, and the trail is read by
  // organization admins and the super admin: a message (or its preview, counts and presence) recorded
  // there would reach people who may not read the chat. An impersonated send is still on record as the
  // impersonation itself (impersonations).
  'chats',
  'chat-messages',
  'chat-members',
  'live-presences',
] as const

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

// --- The summary in words -------------------------------------------------------------------------

/** Names of other records an event's words need, keyed `collection:id` ('users:42' -> 'Emily Carter'). */
export type AuditLabels = Record<string, string>

/** The collections whose records the words may name, and which of their fields make the name. */
export const LABEL_FIELDS = {
  users: ['firstName', 'lastName', 'email'],
  organizations: ['name'],
  departments: ['name'],
  groups: ['name'],
  subgroups: ['name'],
  specializations: ['name'],
} as const
export type LabelledCollection = keyof typeof LABEL_FIELDS

/** Which relation of a record names what, per collection (e.g. a group member's talent and subgroup). */
const RELATIONS: Record<string, Record<string, LabelledCollection>> = {
  users: { department: 'departments', organization: 'organizations' },
  subgroups: { group: 'groups' },
  'group-members': { talent: 'users', subgroup: 'subgroups' },
  'group-shares': { subgroup: 'subgroups', sharedWith: 'users' },
  comments: { talent: 'users' },
  engagements: { talent: 'users' },
  'talent-specializations': { specialization: 'specializations' },
  'time-entries': { talent: 'users' },
  'opportunity-talents': { talent: 'users' },
  'opportunity-applies': { talent: 'users' },
}

/** A record's label from its own fields: a person's full name (else e-mail), else its name-like field. */
export function labelOf(collection: string, record: Record<string, unknown>): string | null {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
  if (collection === 'users') return text([record.firstName, record.lastName].filter((part) => typeof part === 'string' && part).join(' ')) ?? text(record.email)
  if (collection === 'work-experiences') return [text(record.position), text(record.organizationName)].filter(Boolean).join(' at ') || null
  if (collection === 'certificates') return text(record.documentName)
  if (collection === 'external-links') return text(record.description) ?? text(record.link)
  return text(record.name) ?? text(record.label)
}

const labelKey = (collection: string, id: string) => `${collection}:${id}`

/**
 * The other records an event of `entity` names, as (collection, id): what the recorder must look up, one
 * query per collection. A relation already populated (an object) names itself and needs no look-up.
 */
export function labelReferences(entity: string, record: Record<string, unknown>): Array<{ collection: LabelledCollection; id: string }> {
  return Object.entries(RELATIONS[entity] ?? {}).flatMap(([field, collection]) => {
    const value = record[field]
    if (value && typeof value === 'object') return []
    const id = idOf(value)
    return id ? [{ collection, id }] : []
  })
}

/** Labels carried by populated relations of a record (depth > 0), so they need no query. */
export function populatedLabels(entity: string, record: Record<string, unknown>): AuditLabels {
  const labels: AuditLabels = {}
  for (const [field, collection] of Object.entries(RELATIONS[entity] ?? {})) {
    const value = record[field]
    if (!value || typeof value !== 'object' || !('id' in value)) continue
    const label = labelOf(collection, value as Record<string, unknown>)
    if (label) labels[labelKey(collection, String((value as { id: unknown }).id))] = label
  }
  return labels
}

const NOUNS: Record<string, string> = {
  users: 'user',
  'talent-documents': 'document',
  'talent-specializations': 'specialization',
  'specialization-roles': 'role',
  'specialization-skills': 'skill',
  'document-types': 'document lead time',
}
/** 'external-links' -> 'external link'. */
const nounOf = (entity: string) => NOUNS[entity] ?? entity.replace(/-/g, ' ').replace(/ies$/, 'y').replace(/s$/, '')

const ROLE_WORDS: Record<string, string> = {
  talent: 'talent',
  manager: 'manager',
  organization_admin: 'organization admin',
  super_admin: 'super admin',
  contact: 'contact',
  content_editor: 'content editor',
}
const FIELD_WORDS: Record<string, string> = {
  zipCode: 'ZIP code',
  address1: 'address',
  address2: 'second address line',
  depId: 'department ID',
  tierRate: 'tier rate',
  isEngagementRequiresPurchaseOrder: 'purchase-order requirement',
  is1099Type: '1099 type',
  isW2Type: 'W2 type',
  hasPermissionSendEngagement: 'permission to send engagements',
  hasPermissionViewRate: 'permission to view rates',
  hasTimeSheetApproval: 'time-sheet approval',
  commentPermissionId: 'visibility',
  commentText: 'text',
}
/** 'licenseEndDate' -> 'license end date'. */
const fieldWords = (field: string) => FIELD_WORDS[field] ?? field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()

/** 'a', 'a and b', 'a, b and c'. */
const listWords = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

const valueWords = (field: string, value: unknown) =>
  value === null || value === undefined || value === '' ? 'nothing' : field === 'role' ? (ROLE_WORDS[String(value)] ?? String(value)) : String(value)

export interface AuditSummaryInput {
  actorName: string
  impersonatorName: string | null
  entity: string
  action: AuditAction
  /** The record after the change (before it, for a delete). */
  record: Record<string, unknown>
  changes: AuditChanges
}

/**
 * One line naming the thing in words, with the impersonator first: 'Marcus Reed added Emily Carter to
 * subgroup Go-Live Week 1', 'Ann Admin as Jane Doe changed the rate of Northwind Health System from 20
 * to 25', 'Marcus Reed deactivated Jane Doe'. `labels` names the related records (labelReferences);
 * a missing label reads as 'a subgroup', 'someone', never as an id.
 */
export function auditSummary(event: AuditSummaryInput, labels: AuditLabels = {}): string {
  const actor = event.impersonatorName ? `${event.impersonatorName} as ${event.actorName}` : event.actorName
  return `${actor} ${auditWhat(event, labels)}`
}

function auditWhat({ entity, action, record, changes }: AuditSummaryInput, labels: AuditLabels): string {
  const related = (field: string): string | null => {
    const collection = RELATIONS[entity]?.[field]
    const value = record[field]
    if (!collection) return null
    if (value && typeof value === 'object') return labelOf(collection, value as Record<string, unknown>)
    const id = idOf(value)
    return (id && labels[labelKey(collection, id)]) || null
  }
  const named = (field: string, noun: string, fallback: string) => {
    const label = related(field)
    return label ? `${noun}${label}` : fallback
  }
  const noun = entity === 'users' ? (ROLE_WORDS[String(record.role)] ?? 'user') : nounOf(entity)
  const own = labelOf(entity, record)
  const thing = own ? `${noun} ${own}` : `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`

  if (entity === 'group-members') {
    const talent = named('talent', '', 'a talent')
    const subgroup = named('subgroup', 'subgroup ', 'a subgroup')
    if (action === 'create') return `added ${talent} to ${subgroup}`
    if (action === 'delete') return `removed ${talent} from ${subgroup}`
  }
  if (entity === 'group-shares') {
    const subgroup = named('subgroup', 'subgroup ', 'a subgroup')
    const user = named('sharedWith', '', 'someone')
    if (action === 'create') return `shared ${subgroup} with ${user}`
    if (action === 'delete') return `stopped sharing ${subgroup} with ${user}`
  }
  if (entity === 'time-entries') {
    const words = timeEntryWords(action, record, changes, named('talent', '', 'a talent'))
    if (words) return words
  }
  if (entity === 'comments') {
    const on = `a comment on ${named('talent', '', 'a talent')}`
    if (action === 'create') return `added ${on}`
    if (action === 'delete') return `deleted ${on}`
  }
  if (action === 'create') {
    if (entity === 'users') return `added ${thing}`
    if (entity === 'subgroups') return `created ${thing}${named('group', ' in group ', '')}`
    return `created ${thing}`
  }
  if (action === 'delete') return `deleted ${thing}`
  return updateWords(entity, thing, own ?? `the ${noun}`, changes, named)
}

/** 'yyyy-MM-dd' -> 'MM/dd/yyyy' (the spec's date display). */
const usDate = (value: unknown) => {
  const [year, month, day] = String(value ?? '').split('-')
  return year && month && day ? `${month}/${day}/${year}` : 'an unknown day'
}

/**
 * The review moves of a time entry in words: 'approved 8.00 hours of Emily Carter on
 * 11/02/2026', 'declined … : <comment>', 'un-approved … : <reason>', 'adjusted the time of Emily Carter on
 * 11/02/2026 by -1.50 hours'. Other changes fall back to the generic words.
 */
function timeEntryWords(action: AuditAction, record: Record<string, unknown>, changes: AuditChanges, talent: string): string | null {
  const minutes = typeof record.durationMinutes === 'number' ? record.durationMinutes : 0
  const what = `${hoursText(minutes)} hours of ${talent} on ${usDate(record.timekeepingDate)}`
  if (action === 'create') {
    if (record.isAdjustive !== true) return `logged ${what}`
    const delta = typeof record.deltaMinutes === 'number' ? record.deltaMinutes : 0
    return `adjusted the time of ${talent} on ${usDate(record.timekeepingDate)} by ${delta > 0 ? '+' : ''}${hoursText(delta)} hours`
  }
  if (action === 'delete') return `deleted ${what}`
  const state = changes.state
  if (!state) return null
  if (state.new === 'approved') return `approved ${what}`
  if (state.new === 'declined') return `declined ${what}${typeof record.clientComment === 'string' && record.clientComment ? `: ${record.clientComment}` : ''}`
  if (state.old === 'approved') return `un-approved ${what}${typeof record.unapproveReason === 'string' && record.unapproveReason ? `: ${record.unapproveReason}` : ''}`
  if (state.new === 'pending') return `submitted ${what}`
  return null
}

/** The clauses of an update: named changes first (deactivated, rate, role, rename, …), the other fields as one list. */
function updateWords(entity: string, thing: string, name: string, changes: AuditChanges, named: (field: string, noun: string, fallback: string) => string): string {
  const clauses: string[] = []
  const rest: string[] = []
  const comment = () => `a comment on ${named('talent', '', 'a talent')}`
  for (const [field, { old: before, new: after }] of Object.entries(changes)) {
    if (field === 'isDeactivated') clauses.push(`${after ? 'deactivated' : 'reactivated'} ${name}`)
    else if (field === 'isActive' && entity === 'organizations') clauses.push(`${after ? 'activated' : 'deactivated'} ${thing}`)
    else if (field === 'isActive' && entity === 'comments') clauses.push(`${after ? 'restored' : 'hid'} ${comment()}`)
    else if (field === 'isTalentApprovedByPlatform') clauses.push(after ? `approved ${thing}` : `withdrew the approval of ${thing}`)
    else if (field === 'commentText') clauses.push(`edited ${comment()}`)
    else if (field === 'name' && typeof before === 'string' && typeof after === 'string') clauses.push(`renamed ${nounOf(entity)} ${before} to ${after}`)
    else if (field === 'department' && entity === 'users') clauses.push(after ? `moved ${name} to ${named('department', 'department ', 'another department')}` : `took ${name} out of their department`)
    else if (['rate', 'tierRate', 'role', 'status', 'commentPermissionId'].includes(field) && !(before === null && after === null)) {
      clauses.push(`changed the ${fieldWords(field)} of ${entity === 'comments' ? comment() : name} from ${valueWords(field, before)} to ${valueWords(field, after)}`)
    } else rest.push(fieldWords(field))
  }
  if (rest.length) clauses.push(`changed the ${listWords(rest)} of ${thing}`)
  return clauses.length ? listWords(clauses) : `updated ${thing}`
}
