import { z } from 'zod'
import { formBoolean, text, multilineText } from '../fields'
import { messages } from '../messages'
import { engagementDateMessages, isEngagementDate } from './dates'
import { centsToDecimal, parseUsd } from './pricing'
import { PURCHASE_ORDER_LIMITS, purchaseOrderMessages } from './purchaseOrders'

/**
 * The purchase-order calls' shapes (the spec's "purchase_order", "engagement_purchase_order",
 * engagements "purchase-order-numbers"). The rules of a PO number
 * (unique, a used PO keeps its number) are contract/engagements/purchaseOrders.ts; these schemas check
 * types and limits the same way for the server and the Add or Edit Purchase Order form.
 */

/** Beyond the spec: the PO's optional amount and last valid day (for the PO's burn-down). */
export const purchaseOrderInputMessages = {
  invalidAmount: 'Enter a valid amount.',
  amountTooLarge: 'Ensure this amount is no more than 99999999.99.',
  invalidDate: engagementDateMessages.invalidDate,
  dateBounds: engagementDateMessages.dateBounds,
  invalidOrganization: 'Select a valid organization.',
  invalidEngagement: 'Select a valid engagement.',
  // Assigning: a deactivated PO stays on the engagements that have it, but no new one gets it.
  inactive: 'This purchase order is deactivated; it cannot be assigned.',
} as const

/** Largest amount a PO may carry, in cents ($99,999,999.99). */
export const PURCHASE_ORDER_MAX_AMOUNT_CENTS = 9_999_999_999

const limited = (max: number) =>
  text()
    .trim()
    .max(max, { error: purchaseOrderMessages.tooLong(max) })

const requiredLimited = (max: number) => limited(max).min(1, { error: messages.required })

/** Empty text, null or the string 'null' (a form field) clear an optional value. */
const isEmpty = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '' || value.trim() === 'null'

const notes = () =>
  multilineText()
    .trim()
    .max(PURCHASE_ORDER_LIMITS.notes, { error: purchaseOrderMessages.tooLong(PURCHASE_ORDER_LIMITS.notes) })
    .nullable()
    .transform((value) => value || null)
    .describe('At most 500 characters; empty clears')

/** '5000', '5000.5', '$5,000.00' -> cents; empty or null clears. Answered as '5000.00'. */
export const amountField = () =>
  z
    .union([text(), z.number()], { error: purchaseOrderInputMessages.invalidAmount })
    .nullable()
    .transform((value, ctx) => {
      const typed = typeof value === 'number' ? String(value) : value
      if (isEmpty(typed)) return null
      const cents = parseUsd(typed!)
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: purchaseOrderInputMessages.invalidAmount })
        return z.NEVER
      }
      if (cents > PURCHASE_ORDER_MAX_AMOUNT_CENTS) {
        ctx.addIssue({ code: 'custom', message: purchaseOrderInputMessages.amountTooLarge })
        return z.NEVER
      }
      return cents
    })
    .describe("Optional amount in US dollars ('5000.00', or a JSON number); empty clears")

/** A calendar date 'yyyy-MM-dd' between 1940 and 2099; empty or null clears. */
export const validThroughField = () =>
  text()
    .nullable()
    .transform((value, ctx) => {
      if (isEmpty(value)) return null
      const date = value!.trim()
      if (!isEngagementDate(date)) {
        ctx.addIssue({ code: 'custom', message: purchaseOrderInputMessages.invalidDate })
        return z.NEVER
      }
      if (date < '1940-01-01' || date > '2099-12-31') {
        ctx.addIssue({ code: 'custom', message: purchaseOrderInputMessages.dateBounds })
        return z.NEVER
      }
      return date
    })
    .describe("Optional last valid day, 'yyyy-MM-dd'; empty clears")

const fields = {
  name: requiredLimited(PURCHASE_ORDER_LIMITS.name).describe('The PO number: trimmed, at most 15, unique in the organization without case'),
  description: requiredLimited(PURCHASE_ORDER_LIMITS.description).describe('Trimmed, at most 50'),
  notes: notes().optional(),
  isActive: formBoolean().optional().describe('Default true; false deactivates'),
  organizationId: text().trim().optional().describe('The caller’s organization (another one is refused)'),
  amount: amountField().optional(),
  validThrough: validThroughField().optional(),
}

/**
 * POST (and PUT: every field again; notes, amount and validThrough left out are cleared, isActive left
 * out stays). JSON, or multipart with the same fields plus `file` (the document types, 5 MB); `file`
 * sent as text '' or 'null' removes the current file, any other text leaves it.
 */
export const purchaseOrderInput = z.object(fields).describe('A purchase order: name (the PO number), description, notes, file, isActive, organizationId')
export type PurchaseOrderInputValues = z.output<typeof purchaseOrderInput>

/** PATCH: any of the fields, e.g. `{ isActive: false }`. */
export const purchaseOrderPatch = z.object(fields).partial().describe('Changes to a purchase order')
export type PurchaseOrderPatchValues = z.output<typeof purchaseOrderPatch>

/** One row of the Add or Edit Purchase Order dialog, as the form holds it (strings; the file apart). */
export const purchaseOrderFormRow = z.object({
  name: fields.name,
  description: fields.description,
  notes: multilineText().trim().max(PURCHASE_ORDER_LIMITS.notes, { error: purchaseOrderMessages.tooLong(PURCHASE_ORDER_LIMITS.notes) }),
  amount: amountField(),
  validThrough: validThroughField(),
})

export const purchaseOrder = z
  .object({
    id: z.string(),
    name: z.string().describe('The PO number'),
    description: z.string(),
    notes: z.string().nullable(),
    file: z.string().nullable().describe('Address of the file (GET /files/{id}/), or null'),
    fileName: z.string().nullable().describe('The file’s name as downloaded'),
    originalFileName: z.string().nullable(),
    isActive: z.boolean(),
    organizationId: z.string(),
    isUsed: z.boolean().describe('Named by an engagement (any status) or a time entry: the PO number cannot change'),
    amount: z.string().nullable().describe("'5000.00' or null"),
    validThrough: z.string().nullable().describe("'yyyy-MM-dd' or null"),
    createdAt: z.string(),
  })
  .describe('A purchase order')
export type PurchaseOrder = z.infer<typeof purchaseOrder>

export const amountText = (cents: unknown): string | null => (typeof cents === 'number' && Number.isSafeInteger(cents) ? centsToDecimal(cents) : null)

export const purchaseOrderListQuery = z.object({
  search: z.string().trim().optional().describe('Part of the PO number or the description'),
  isActive: formBoolean().optional().describe('true: active only; false: deactivated only'),
})

/** A PO as an engagement's picker shows it. */
export const purchaseOrderOption = z
  .object({ id: z.string(), name: z.string(), description: z.string(), isActive: z.boolean(), isAssigned: z.boolean() })
  .describe('A purchase order offered for (or assigned to) an engagement')
export type PurchaseOrderOption = z.infer<typeof purchaseOrderOption>

export const purchaseOrderNumbersQuery = z.object({
  search: z.string().trim().optional().describe('Part of the PO number or the description'),
  engagementId: z.string().trim().optional().describe('Marks the POs assigned to this engagement (isAssigned) and lists them even when deactivated'),
})

export const assignPurchaseOrderInput = z.object({ isAssigned: formBoolean() }).describe('true assigns the PO to the engagement, false unassigns it')

export const engagementPurchaseOrdersResult = z.object({ purchaseOrders: z.array(purchaseOrderOption) }).describe('The POs assigned to the engagement')

export const engagementPurchaseOrderListQuery = z.object({
  engagementId: z.string().trim().optional().describe('Only this engagement’s rows'),
  purchaseOrderId: z.string().trim().optional().describe('Only this PO’s rows'),
})

export const engagementPurchaseOrder = z
  .object({
    id: z.string(),
    engagementId: z.string(),
    engagementName: z.string(),
    purchaseOrderId: z.string(),
    name: z.string().describe('The PO number'),
    assignedAt: z.string().nullable(),
  })
  .describe('A purchase order assigned to an engagement')
export type EngagementPurchaseOrder = z.infer<typeof engagementPurchaseOrder>

export const distinctValuesQuery = z.object({ search: z.string().trim().optional().describe('Part of the value') })
export const distinctValues = z.object({ results: z.array(z.string()) }).describe('Distinct values, alphabetical, at most 100')
