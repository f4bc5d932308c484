import type { Where } from 'payload'
import { organizationOf, relationId } from '../../access/roles'
import { auditEvent, auditEventFilters, type AuditEvent } from '../../contract/auditTrail'
import { HttpError, NO_ID, defineEndpoint, looksLikeId } from '../http'
import { pageQuery, toPage } from '../pagination'
import { pageOf } from '../talent/records'
import { isoText } from '../../domain/shared/values'
import type { Row } from '../../domain/shared/records'

/**
 * The audit trail, newest first (collections/Platform/AuditEvents.ts; recorded by hooks/recordAuditEvent.ts):
 * - GET /super_admin/audit-events/: every event; filters organization, entity, record_id, actor;
 * - GET /organization_admin/audit-events/: the events of the caller's organization, same filters
 *   (organization is theirs whatever is asked).
 * Nothing writes the trail through an API.
 */
const TAG = 'Audit trail'

function presentAuditEvent(doc: Row<'audit-events'>): AuditEvent {
  return {
    id: String(doc.id),
    at: isoText(doc.at),
    actorId: relationId(doc.actor),
    actorName: String(doc.actorName ?? ''),
    impersonatorId: relationId(doc.impersonator),
    impersonatorName: (doc.impersonatorName as string | null | undefined) ?? null,
    organizationId: relationId(doc.organization),
    entity: String(doc.entity),
    recordId: String(doc.recordId),
    action: doc.action as AuditEvent['action'],
    changes: (doc.changes as AuditEvent['changes'] | null) ?? {},
    summary: String(doc.summary ?? ''),
  }
}

/** A relationship filter: an id, or one no row has (a malformed id matches nothing rather than failing). */
const idFilter = (value: string) => (looksLikeId(value) ? value : NO_ID)

const query = pageQuery.extend(auditEventFilters.shape)

const listAuditEvents = (role: 'super_admin' | 'organization_admin') =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/audit-events/`,
    summary:
      role === 'super_admin'
        ? 'The audit trail, newest first (filters organization, entity, record_id, actor; page, page_size)'
        : 'The audit trail of the caller’s organization, newest first (filters entity, record_id, actor; page, page_size)',
    tag: TAG,
    access: [role],
    query,
    response: pageOf(auditEvent),
    handler: async ({ req, user, query }) => {
      const and: Where[] = []
      if (role === 'organization_admin') {
        const own = organizationOf(user!)
        if (!own) throw HttpError.notFound()
        and.push({ organization: { equals: own } })
      } else if (query.organization) {
        and.push({ organization: { equals: idFilter(query.organization) } })
      }
      if (query.entity) and.push({ entity: { equals: query.entity } })
      if (query.recordId) and.push({ recordId: { equals: query.recordId } })
      if (query.actor) and.push({ or: [{ actor: { equals: idFilter(query.actor) } }, { impersonator: { equals: idFilter(query.actor) } }] })
      const found = await req.payload.find({
        collection: 'audit-events',
        where: and.length ? { and } : {},
        sort: ['-at', '-id'],
        page: query.page,
        limit: query.pageSize,
        depth: 0,
        overrideAccess: false,
        user: user!,
        req,
      })
      return toPage(req, query, found.totalDocs, found.docs.map(presentAuditEvent))
    },
  })

export const superAdminAuditEvents = listAuditEvents('super_admin')
export const organizationAdminAuditEvents = listAuditEvents('organization_admin')
