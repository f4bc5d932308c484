import type { PayloadRequest, Where } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { amountText, type PurchaseOrder, type PurchaseOrderOption } from '../../contract/engagements/purchaseOrderInput'
import { fileUrl } from '../../domain/profile/documents'
import type { Row } from '../../domain/shared/records'
import { HttpError, asUser, looksLikeId } from '../http'

/**
 * Reading purchase orders and the engagements they are assigned to, as the acting user may
 * (collections/Engagements/PurchaseOrders.ts, access/engagements.ts): another organization's record is simply not
 * found, so every path answers 404 for it. Shared by the purchase_order and the engagement calls.
 */

export type StoredPurchaseOrder = Row<'purchase-orders'>

export type StoredEngagement = Pick<Row<'engagements'>, 'id' | 'name' | 'status' | 'organization'>

/** The purchase order `id` as `user` may read it, or 404. */
export async function readablePurchaseOrder(req: PayloadRequest, user: AuthUser, id: string | undefined): Promise<StoredPurchaseOrder> {
  if (!id || !looksLikeId(id)) throw HttpError.notFound()
  const { docs } = await req.payload.find({ collection: 'purchase-orders', where: { id: { equals: id } }, limit: 1, pagination: false, ...asUser(req, user) })
  if (!docs[0]) throw HttpError.notFound()
  return docs[0]
}

/** The engagement `id` as `user` may read it (its organization's users), or 404. */
export async function readableEngagement(req: PayloadRequest, user: AuthUser, id: string | undefined): Promise<StoredEngagement | null> {
  if (!id || !looksLikeId(id)) return null
  const { docs } = await req.payload.find({
    collection: 'engagements',
    where: { id: { equals: id } },
    select: { name: true, status: true, organization: true },
    limit: 1,
    pagination: false,
    ...asUser(req, user),
  })
  return docs[0] ?? null
}

/** The engagement-purchase-orders rows matching `where` that `user` may read. */
export async function assignmentRows(req: PayloadRequest, user: AuthUser, where: Where) {
  const { docs } = await req.payload.find({
    collection: 'engagement-purchase-orders',
    where,
    select: { engagement: true, purchaseOrder: true, assignedAt: true },
    sort: ['assignedAt', 'createdAt'],
    pagination: false,
    ...asUser(req, user),
  })
  return docs.map((doc) => ({
    id: String(doc.id),
    engagementId: relationId(doc.engagement) ?? '',
    purchaseOrderId: relationId(doc.purchaseOrder) ?? '',
    assignedAt: doc.assignedAt ?? null,
  }))
}

/**
 * Which of `ids` are in use: named by an engagement (any status, drafts included) or by a
 * time entry. Whoever reads a PO reads every row naming it: a row always has the PO's
 * organization (the assign call checks), and rows are read as their organization's.
 */
export async function usedPurchaseOrderIds(req: PayloadRequest, user: AuthUser, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const poOf = (doc: unknown) => relationId((doc as { purchaseOrder?: unknown }).purchaseOrder) ?? ''
  const { docs } = await req.payload.find({
    collection: 'engagement-purchase-orders',
    where: { purchaseOrder: { in: ids } },
    select: { purchaseOrder: true },
    pagination: false,
    ...asUser(req, user),
  })
  const used = new Set(docs.map(poOf))
  // A PO named by a time entry is used too (time stays on its PO after the PO is unassigned).
  // A PO may carry thousands of entries: read a bounded batch at a time, leaving out the POs already
  // found, so the rows read stay small and the queries at most one more than the POs on the page.
  for (let open = ids.filter((id) => !used.has(id)); open.length; open = open.filter((id) => !used.has(id))) {
    const batch = await req.payload.find({
      collection: 'time-entries',
      where: { purchaseOrder: { in: open } },
      select: { purchaseOrder: true },
      limit: 100,
      pagination: false,
      ...asUser(req, user),
    })
    const found = batch.docs.map(poOf).filter((id) => !used.has(id))
    if (!found.length) break
    for (const id of found) used.add(id)
    if (batch.docs.length < 100) break
  }
  return used
}

export function presentPurchaseOrder(doc: StoredPurchaseOrder, used: Set<string>): PurchaseOrder {
  const fileId = relationId(doc.file)
  const fileName = fileId ? (doc.originalFileName ?? null) : null
  return {
    id: String(doc.id),
    name: doc.name,
    description: doc.description,
    notes: doc.notes ?? null,
    file: fileId ? fileUrl(fileId) : null,
    fileName,
    originalFileName: fileName,
    isActive: doc.isActive !== false,
    organizationId: relationId(doc.organization) ?? '',
    isUsed: used.has(String(doc.id)),
    amount: amountText(doc.amountCents),
    validThrough: doc.validThrough ?? null,
    createdAt: new Date(doc.createdAt).toISOString(),
  }
}

export async function presentPurchaseOrders(req: PayloadRequest, user: AuthUser, docs: StoredPurchaseOrder[]): Promise<PurchaseOrder[]> {
  const used = await usedPurchaseOrderIds(req, user, docs.map((doc) => String(doc.id)))
  return docs.map((doc) => presentPurchaseOrder(doc, used))
}

export const presentOption = (doc: StoredPurchaseOrder, assigned: Set<string>): PurchaseOrderOption => ({
  id: String(doc.id),
  name: doc.name,
  description: doc.description,
  isActive: doc.isActive !== false,
  isAssigned: assigned.has(String(doc.id)),
})

/** The POs assigned to `engagementId`, in the order they were assigned. */
export async function assignedOptions(req: PayloadRequest, user: AuthUser, engagementId: string): Promise<PurchaseOrderOption[]> {
  const rows = await assignmentRows(req, user, { engagement: { equals: engagementId } })
  const ids = rows.map((row) => row.purchaseOrderId)
  if (!ids.length) return []
  const { docs } = await req.payload.find({ collection: 'purchase-orders', where: { id: { in: ids } }, pagination: false, ...asUser(req, user) })
  const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
  const assigned = new Set(ids)
  return ids.flatMap((id) => (byId.has(id) ? [presentOption(byId.get(id)!, assigned)] : []))
}
