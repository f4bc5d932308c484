import type { FieldErrors } from '../errors'
import { messages } from '../messages'

/**
 * Purchase orders: the organization admin's PO numbers, assigned to
 * engagements. Pure rules the endpoints and the Add/Edit Purchase Order dialog share.
 * - PO number (`name`): trimmed, required, at most 15, unique in the organization without case.
 * - description: trimmed, required, at most 50; notes at most 500.
 * - The file: 5 MB, the document types (the upload checks it, storage/fileTypes.ts).
 */

export const PURCHASE_ORDER_LIMITS = { name: 15, description: 50, notes: 500 } as const
export const PURCHASE_ORDER_FILE_MAX_MB = 5

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`

export const purchaseOrderMessages = {
  required: messages.required,
  tooLong,
  numberTaken: 'A purchase order with this PO number already exists.',
  numberInUse: 'This purchase order is in use; its PO number cannot change.',
  // Work-flows 8, verbatim: the placeholder where an engagement has none.
  notAssigned: 'PO not assigned.',
  requiredToSend: 'Assign at least one purchase order.',
} as const

export interface PurchaseOrderInput {
  name: string
  description: string
  notes: string | null
}

export interface ExistingPurchaseOrder {
  id: string
  name: string
  isUsed: boolean
}

/** The form PO numbers are compared in. */
export const poNumberKey = (name: string): string => name.trim().toLocaleLowerCase('en-US')

export type PurchaseOrderResult = { ok: true; values: PurchaseOrderInput } | { ok: false; errors: FieldErrors }

/**
 * Judges one row against the organization's other purchase orders; `ownId` is the row being edited.
 * Answers the trimmed values to store. A used PO keeps its number (renaming it would rewrite what
 * engagements and time entries already name); description, notes, file and isActive stay editable.
 */
export function checkPurchaseOrder(input: PurchaseOrderInput, existing: readonly ExistingPurchaseOrder[], ownId: string | null = null): PurchaseOrderResult {
  const errors: FieldErrors = {}
  const name = input.name.trim()
  const description = input.description.trim()
  const notes = input.notes?.trim() ? input.notes.trim() : null
  if (!name) errors.name = [purchaseOrderMessages.required]
  else if (name.length > PURCHASE_ORDER_LIMITS.name) errors.name = [tooLong(PURCHASE_ORDER_LIMITS.name)]
  else {
    const own = ownId === null ? undefined : existing.find((order) => order.id === ownId)
    if (own?.isUsed && own.name !== name) errors.name = [purchaseOrderMessages.numberInUse]
    else if (existing.some((order) => order.id !== ownId && poNumberKey(order.name) === poNumberKey(name))) errors.name = [purchaseOrderMessages.numberTaken]
  }
  if (!description) errors.description = [purchaseOrderMessages.required]
  else if (description.length > PURCHASE_ORDER_LIMITS.description) errors.description = [tooLong(PURCHASE_ORDER_LIMITS.description)]
  if (notes && notes.length > PURCHASE_ORDER_LIMITS.notes) errors.notes = [tooLong(PURCHASE_ORDER_LIMITS.notes)]
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values: { name, description, notes } }
}

/**
 * Whether an engagement may be sent (or lose its last PO) as far as purchase orders go: an
 * organization that requires them (isEngagementRequiresPurchaseOrder, with the askOrgUserForPo flag on)
 * needs at least one assigned.
 */
export function purchaseOrderRequirementError(assignedCount: number, organizationRequires: boolean, askOrgUserForPoFlag: boolean): string | null {
  return organizationRequires && askOrgUserForPoFlag && assignedCount === 0 ? purchaseOrderMessages.requiredToSend : null
}

export interface SettledRow<T> {
  /** The row as the form holds it. */
  row: T
  /** The server's answer: the saved record, or the field errors it gave. */
  outcome: { ok: true } | { ok: false; errors: FieldErrors }
}

/**
 * Add with several rows: one request per row, all settled. Rows that were saved leave
 * the form; each failed row stays with its errors: description, notes and file keep theirs on their
 * fields, and the PO number's field shows its own plus anything no field of the row shows
 * (nonFieldErrors, organizationId, ...), so no message is lost (the spec: on that row's PO number field).
 */
export function settlePurchaseOrderRows<T>(rows: readonly SettledRow<T>[]): { savedCount: number; remaining: { row: T; numberErrors: string[]; errors: FieldErrors }[] } {
  const remaining = rows.flatMap(({ row, outcome }) => {
    if (outcome.ok) return []
    const numberErrors = [...(outcome.errors.name ?? [])]
    for (const [field, list] of Object.entries(outcome.errors)) {
      if (field !== 'name' && field !== 'description' && field !== 'notes' && field !== 'file') numberErrors.push(...list)
    }
    return [{ row, numberErrors, errors: outcome.errors }]
  })
  return { savedCount: rows.length - remaining.length, remaining }
}
