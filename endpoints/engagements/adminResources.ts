import type { PayloadRequest, Where } from 'payload'
import { ENGAGEMENT_STATUSES } from '../../contract/engagements/status'
import { centsToDecimal } from '../../contract/engagements/pricing'
import { NO_ID, looksLikeId } from '../http'
import type { ResourceConfig } from '../platform/adminRest'

/**
 * Console: the engagement records on /api/admin,
 * read-only. The super admin makes no moves and keeps no library (the spec gives none), so every
 * resource answers list and getOne only: a write is 405 before anything is looked up. Reads run as the
 * signed-in user like every /api/admin call, so the collections' field access still decides (rates to
 * the super admin; internalComment to nobody outside the owning organization).
 */

const READ_ONLY = ['list', 'getOne'] as ResourceConfig['operations']

const decimal = (cents: unknown) => (typeof cents === 'number' ? centsToDecimal(cents) : null)

const ids = (value: unknown) => {
  const list = (Array.isArray(value) ? value : [value]).map(String).filter(looksLikeId)
  return list.length ? list : [NO_ID]
}

/** `status`: one status or a list of them; 'all' (the portals' filter value) or nonsense filters nothing / matches nothing. */
const statusFilter = (value: unknown): Where | null => {
  if (value === 'all' || value === null) return null
  const wanted = (Array.isArray(value) ? value : [value]).map(String)
  const known = wanted.filter((status) => (ENGAGEMENT_STATUSES as readonly string[]).includes(status))
  return known.length ? { status: { in: known } } : { id: { equals: NO_ID } }
}

/** `owners`: engagements any of the given users holds (a hasMany relation). */
const ownersFilter = (value: unknown): Where | null => (value === null ? null : { owners: { in: ids(value) } })

/** A PO is used once any engagement names it (or a time entry names it). */
async function withPurchaseOrderUse(req: PayloadRequest, docs: Record<string, unknown>[]) {
  const { docs: rows } = await req.payload.find({
    collection: 'engagement-purchase-orders',
    where: { purchaseOrder: { in: docs.map((doc) => String(doc.id)) } },
    select: { purchaseOrder: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const used = new Set(rows.map((row) => String((row as { purchaseOrder: unknown }).purchaseOrder)))
  return docs.map((doc) => ({ ...doc, isUsed: used.has(String(doc.id)) }))
}

export const engagementAdminResources: Record<string, ResourceConfig> = {
  engagements: {
    collection: 'engagements',
    searchFields: ['name'],
    sortable: ['name', 'status', 'startDate', 'endDate', 'createdAt', 'sentAt', 'organization', 'talent', 'department', 'hourlyFeeCents'],
    writable: [],
    relations: ['organization', 'talent', 'department'],
    filters: { status: statusFilter, owners: ownersFilter },
    operations: READ_ONLY,
    // The API's money shape next to the stored cents ('120.00'; null where field access hid the cents).
    present: (doc) => ({ ...doc, hourlyFee: decimal(doc.hourlyFeeCents), talentPayRate: decimal(doc.talentPayRateCents) }),
  },
  'engagement-events': {
    collection: 'engagement-events',
    searchFields: ['actorName', 'note'],
    sortable: ['at', 'kind', 'createdAt', 'engagement', 'organization', 'actor'],
    writable: [],
    relations: ['engagement', 'organization', 'actor'],
    // Two moves in one instant (accepted, then started by the system) keep the order they were written in.
    thenSortBy: 'createdAt',
    operations: READ_ONLY,
  },
  'required-documents': {
    collection: 'required-documents',
    searchFields: ['name', 'description'],
    sortable: ['name', 'answerType', 'isActive', 'organization', 'createdAt', 'fileVersion'],
    writable: [],
    relations: ['organization'],
    operations: READ_ONLY,
    // The collection's field access already hides it from the super admin; the console never carries it.
    present: ({ internalComment: _hidden, ...doc }) => doc,
  },
  'filled-documents': {
    collection: 'filled-documents',
    searchFields: ['originalFileName'],
    sortable: ['filledAt', 'createdAt', 'engagement', 'requiredDocument', 'talent', 'organization'],
    writable: [],
    relations: ['engagement', 'requiredDocument', 'talent', 'organization'],
    operations: READ_ONLY,
  },
  'purchase-orders': {
    collection: 'purchase-orders',
    searchFields: ['name', 'description'],
    sortable: ['name', 'description', 'isActive', 'organization', 'validThrough', 'amountCents', 'createdAt'],
    writable: [],
    relations: ['organization'],
    operations: READ_ONLY,
    present: (doc) => ({ ...doc, amount: decimal(doc.amountCents) }),
    presentAll: withPurchaseOrderUse,
  },
  'engagement-purchase-orders': {
    collection: 'engagement-purchase-orders',
    searchFields: [],
    sortable: ['assignedAt', 'createdAt', 'engagement', 'purchaseOrder', 'organization'],
    writable: [],
    relations: ['engagement', 'purchaseOrder', 'organization'],
    operations: READ_ONLY,
  },
}
