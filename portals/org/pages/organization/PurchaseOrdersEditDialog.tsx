import { useMemo, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import { z } from 'zod'
import { apiUpload } from '../../../shared/client'
import { FormFrame } from '../../../shared/FormFrame'
import { useContractForm } from '../../../shared/forms'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { useToast } from '../../../shared/toasts'
import { useInvalidate } from '../../queries'
import { PO_TOASTS, PURCHASE_ORDER, PURCHASE_ORDERS, ROW_FIELDS, errorsOf, purchaseOrderFormData, purchaseOrderRowSchema, type PurchaseOrder } from './PurchaseOrdersApi'
import { PurchaseOrdersRowFields, type PurchaseOrderRows } from './PurchaseOrdersRowFields'

const schema = z.object({ rows: z.array(purchaseOrderRowSchema).length(1) })

/**
 * Edit Purchase Order: one PO, sent as a multipart PATCH. A used PO keeps its
 * number (the field is locked, as the server would refuse the change); its description, notes,
 * amount, valid-through and file stay editable.
 */
export function PurchaseOrdersEditDialog({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const toast = useToast()
  const invalidate = useInvalidate()
  const defaultValues = useMemo<PurchaseOrderRows>(
    () => ({
      rows: [{ name: order.name, description: order.description, notes: order.notes ?? '', amount: order.amount ?? '', validThrough: order.validThrough ?? '', file: null }],
    }),
    [order],
  )
  const form = useContractForm({ schema, defaultValues })
  const [removeFile, setRemoveFile] = useState(false)
  const write = useMutation({
    mutationFn: (data: FormData) => apiUpload('patch', PURCHASE_ORDER, { params: { path: { id: order.id } }, body: data }),
    onSuccess: () => invalidate(PURCHASE_ORDERS),
  })

  const save = form.submit(async (_body, values) => {
    try {
      await write.mutateAsync(purchaseOrderFormData(values.rows[0]!, { removeFile }))
    } catch (error) {
      const banner: string[] = []
      for (const [field, messages] of Object.entries(errorsOf(error))) {
        if ((ROW_FIELDS as readonly string[]).includes(field)) form.setError(`rows.0.${field as (typeof ROW_FIELDS)[number]}`, { type: 'server', message: messages.join(', ') })
        else banner.push(...messages)
      }
      form.setBanner(banner)
      return
    }
    toast.success(PO_TOASTS.updated)
    onClose()
  })

  const storedFile = order.file && !removeFile ? { url: order.file, originalFileName: order.originalFileName ?? order.fileName ?? 'PO document' } : null
  const changed = form.formState.isDirty || removeFile
  return (
    <GuardedDialog dirty={changed && !form.formState.isSubmitting} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title="Edit Purchase Order"
          banner={form.banner}
          onSubmit={() => void save()}
          actions={
            <>
              <Button onClick={requestClose} disabled={form.formState.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting} disabled={!changed}>
                Save
              </Button>
            </>
          }
        >
          <PurchaseOrdersRowFields
            control={form.control}
            index={0}
            numbered={false}
            nameLocked={order.isUsed}
            storedFile={storedFile}
            onRemoveStored={() => setRemoveFile(true)}
          />
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
