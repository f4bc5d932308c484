import type { CollectionConfig } from 'payload'
import { notForTalents, readPurchaseOrders, readThroughEngagement, serverCreatesFor, serverWritesFor } from '../../access/engagements'
import { nobody } from '../../access/roles'
import { PURCHASE_ORDER_LIMITS } from '../../contract/engagements/purchaseOrders'

/**
 * An organization's purchase orders (the spec's "purchase_order"): kept by the organization admin,
 * read by the organization's users to assign them. Never deleted (isActive false instead). `isUsed` is
 * computed from the rows that name a PO (engagement-purchase-orders and time entries).
 */
export const PurchaseOrders: CollectionConfig = {
  slug: 'purchase-orders',
  admin: { useAsTitle: 'name' },
  indexes: [{ fields: ['organization', 'nameKey'], unique: true }],
  access: {
    // The organization's users; a talent the POs of their own engagements (number and description).
    read: readPurchaseOrders,
    create: serverCreatesFor({ organizationAdminOnly: true }),
    update: serverWritesFor({ organizationAdminOnly: true }),
    delete: nobody,
  },
  fields: [
    // The PO number, trimmed.
    { name: 'name', type: 'text', required: true, maxLength: PURCHASE_ORDER_LIMITS.name },
    // contract/engagements/purchaseOrders.ts poNumberKey(name): unique in the organization.
    { name: 'nameKey', type: 'text', required: true, maxLength: PURCHASE_ORDER_LIMITS.name, index: true },
    { name: 'description', type: 'text', required: true, maxLength: PURCHASE_ORDER_LIMITS.description },
    { name: 'notes', type: 'textarea', maxLength: PURCHASE_ORDER_LIMITS.notes, access: { read: notForTalents } },
    { name: 'file', type: 'relationship', relationTo: 'stored-files', index: true, access: { read: notForTalents } },
    { name: 'originalFileName', type: 'text', maxLength: 255, access: { read: notForTalents } },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { update: () => false } },
    // Beyond the spec, for the PO's burn-down: an optional amount (cents) and last valid day.
    { name: 'amountCents', type: 'number', min: 0, access: { read: notForTalents } },
    { name: 'validThrough', type: 'text', maxLength: 10, access: { read: notForTalents } },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', access: { read: notForTalents } },
  ],
  timestamps: true,
}

/** A PO assigned to an engagement (the spec's engagement_purchase_order). One per (engagement, PO). */
export const EngagementPurchaseOrders: CollectionConfig = {
  slug: 'engagement-purchase-orders',
  indexes: [{ fields: ['engagement', 'purchaseOrder'], unique: true }],
  access: { read: readThroughEngagement, create: serverCreatesFor(), update: nobody, delete: serverWritesFor() },
  fields: [
    { name: 'engagement', type: 'relationship', relationTo: 'engagements', required: true, index: true },
    { name: 'purchaseOrder', type: 'relationship', relationTo: 'purchase-orders', required: true, index: true },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true },
    { name: 'assignedAt', type: 'date' },
    { name: 'assignedBy', type: 'relationship', relationTo: 'users' },
  ],
  timestamps: true,
}
