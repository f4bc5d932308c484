import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'
import type { AuditAction } from '../contract/auditTrail'
import {
  LABEL_FIELDS,
  NEVER_AUDITED,
  auditChanges,
  auditSummary,
  labelOf,
  labelReferences,
  organizationOfRecord,
  populatedLabels,
  shouldRecord,
  type AuditLabels,
  type LabelledCollection,
} from '../domain/auditTrail'

/**
 * Records who changed what in the audit trail (collections/Platform/AuditEvents.ts): the signed-in user, the
 * super admin behind them when the session is an impersonation, the record, its organization and the
 * old and new value of every changed field. Which writes count is domain/auditTrail.ts's shouldRecord.
 * The event is written with `req`, so it commits or rolls back with the change itself, and with
 * overrideAccess because no role may write the trail (a named exception in ARCHITECTURE.md).
 * Sign-in bookkeeping (last login, sessions, failed attempts) goes through the database adapter
 * directly and never reaches these hooks; an update that changes only ignored fields records nothing.
 */

interface Person {
  id: string
  name: string
}

const personName = (user: { firstName?: unknown; lastName?: unknown; email?: unknown }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || String(user.email ?? '')

/**
 * The impersonating super admin of a session, by session id. A session is an impersonation from its
 * first request to its end (the record is written before the token is handed out), so an answer stays
 * true for the session's life; the cache only bounds its size and keeps a minute of answers.
 */
const IMPERSONATOR_CACHE_MS = 60_000
const IMPERSONATOR_CACHE_SIZE = 500
const impersonators = new Map<string, { impersonator: Person | null; until: number }>()

async function impersonatorOf(req: PayloadRequest): Promise<Person | null> {
  const sid = (req.user as { _sid?: string } | null)?._sid
  if (!sid) return null
  const cached = impersonators.get(sid)
  if (cached && cached.until > Date.now()) return cached.impersonator
  const { docs } = await req.payload.find({
    collection: 'impersonations',
    where: { sessionId: { equals: sid } },
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const superAdmin = docs[0]?.superAdmin as { id: string; firstName?: string; lastName?: string; email?: string } | string | undefined
  const impersonator = !superAdmin ? null : typeof superAdmin === 'string' ? { id: superAdmin, name: '' } : { id: String(superAdmin.id), name: personName(superAdmin) }
  if (impersonators.size >= IMPERSONATOR_CACHE_SIZE) impersonators.clear()
  impersonators.set(sid, { impersonator, until: Date.now() + IMPERSONATOR_CACHE_MS })
  return impersonator
}

/**
 * The names the summary needs (a group member's talent and subgroup, a share's user, a comment's
 * talent, a user's new department), read when the event is written, in the change's transaction: the
 * words are stored in `summary`, so the trail still reads 'removed Emily Carter from subgroup Go-Live
 * Week 1' after both are deleted, and reading a page of events costs no query beyond the page itself.
 * One query per named collection (at most two per event), with overrideAccess like the event's own write:
 * the acting user may not be able to read every name (a manager adding a talent), and the names only
 * reach readers of the trail, who may read the event.
 */
async function labelsFor(req: PayloadRequest, entity: string, record: Record<string, unknown>): Promise<AuditLabels> {
  const labels = populatedLabels(entity, record)
  const wanted = new Map<LabelledCollection, Set<string>>()
  for (const { collection, id } of labelReferences(entity, record)) wanted.set(collection, (wanted.get(collection) ?? new Set()).add(id))
  for (const [collection, ids] of wanted) {
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: [...ids] } },
      select: Object.fromEntries(LABEL_FIELDS[collection].map((field) => [field, true])),
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const doc of docs as unknown as Array<Record<string, unknown>>) {
      const label = labelOf(collection, doc)
      if (label) labels[`${collection}:${String(doc.id)}`] = label
    }
  }
  return labels
}

async function recordEvent(
  req: PayloadRequest,
  entity: string,
  action: AuditAction,
  previous: Record<string, unknown> | null,
  next: Record<string, unknown> | null,
) {
  const user = req.user as ({ id: string | number; firstName?: string; lastName?: string; email?: string } & object) | null
  const impersonator = user ? await impersonatorOf(req) : null
  if (!shouldRecord(entity, { signedIn: Boolean(user), impersonated: Boolean(impersonator) })) return
  const changes = auditChanges(previous, next)
  if (action === 'update' && Object.keys(changes).length === 0) return
  const record = (next ?? previous)!
  const recordId = String(record.id)
  const actorName = personName(user!)
  const impersonatorName = impersonator?.name ?? null
  await req.payload.create({
    collection: 'audit-events',
    data: {
      at: new Date().toISOString(),
      actor: String(user!.id),
      actorName,
      impersonator: impersonator?.id ?? null,
      impersonatorName,
      organization: organizationOfRecord(entity, record, action),
      entity,
      recordId,
      action,
      changes,
      summary: auditSummary({ actorName, impersonatorName, entity, action, record, changes }, await labelsFor(req, entity, record)),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

export const recordAuditEventOfChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req }) => {
  const created = operation === 'create'
  await recordEvent(req, collection.slug, created ? 'create' : 'update', created ? null : previousDoc, doc)
  return doc
}

export const recordAuditEventOfDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await recordEvent(req, collection.slug, 'delete', doc, null)
  return doc
}

/**
 * Attaches the audit hooks to every collection but the never-audited ones, by slug, so collections
 * added later are covered without touching this file. payload.config.ts applies it to the whole list.
 */
export function withAuditTrail(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) =>
    (NEVER_AUDITED as readonly string[]).includes(collection.slug)
      ? collection
      : {
          ...collection,
          hooks: {
            ...collection.hooks,
            afterChange: [...(collection.hooks?.afterChange ?? []), recordAuditEventOfChange],
            afterDelete: [...(collection.hooks?.afterDelete ?? []), recordAuditEventOfDelete],
          },
        },
  )
}
