import { z } from 'zod'
import type { FieldErrors } from '../../../../contract/errors'
import { purchaseOrderFormRow } from '../../../../contract/engagements/purchaseOrderInput'
import { ApiError, nonFieldErrors } from '../../../shared/api'
import type { AnswerOf } from '../../../shared/client'
import { ADMIN } from './types'

/**
 * The organization admin's purchase orders.
 * The path is the query key's first part, so every write invalidates the list.
 */
export const PURCHASE_ORDERS = `${ADMIN}/purchase_order/` as const
export const PURCHASE_ORDER = `${ADMIN}/purchase_order/{id}/` as const

/** A purchase order as the list answers it. */
export type PurchaseOrder = AnswerOf<'get', typeof PURCHASE_ORDERS>['results'][number]

export const PO_TOASTS = {
  added: 'Purchase orders were added',
  updated: 'Purchase order was updated',
  deactivated: 'Purchase order was deactivated',
  reactivated: 'Purchase order was reactivated',
} as const

/** One row of the Add or Edit Purchase Order form, as typed (the file apart from the text). */
export interface PurchaseOrderRow {
  name: string
  description: string
  notes: string
  amount: string
  validThrough: string
  file: File | null
}

export const EMPTY_ROW: PurchaseOrderRow = { name: '', description: '', notes: '', amount: '', validThrough: '', file: null }

/**
 * One row as the contract's form schema checks it (PO number trimmed, required, at most 15;
 * description trimmed, required, at most 50; notes at most 500; amount and valid-through optional),
 * plus the picked file; uniqueness is the server's to say, on the row's PO number field.
 */
export const purchaseOrderRowSchema = purchaseOrderFormRow.extend({ file: z.instanceof(File).nullable() })

/** The multipart body of POST (a new row) or PATCH (an edit; `removeFile` clears the stored file). */
export function purchaseOrderFormData(row: PurchaseOrderRow, extra: { organizationId?: string; removeFile?: boolean } = {}): FormData {
  const data = new FormData()
  data.append('name', row.name.trim())
  data.append('description', row.description.trim())
  data.append('notes', row.notes.trim())
  data.append('amount', row.amount.trim())
  data.append('validThrough', row.validThrough.trim())
  if (extra.organizationId) {
    data.append('organizationId', extra.organizationId)
    data.append('isActive', 'true')
  }
  if (row.file) data.append('file', row.file)
  else if (extra.removeFile) data.append('file', '')
  return data
}

/** A refused request as `{ field: [messages] }`; a failure without field messages keeps its words in nonFieldErrors. */
export function errorsOf(error: unknown): FieldErrors {
  const errors = error instanceof ApiError ? error.data?.errors : null
  if (errors && typeof errors === 'object' && Object.keys(errors).length) {
    return Object.fromEntries(Object.entries(errors as Record<string, unknown>).map(([field, list]) => [field, Array.isArray(list) ? list.map(String) : [String(list)]]))
  }
  return { nonFieldErrors: nonFieldErrors(error) }
}

/** Row fields that show their own server messages; the rest go to the PO number (settlePurchaseOrderRows). */
export const ROW_FIELDS = ['name', 'description', 'notes', 'amount', 'validThrough', 'file'] as const
