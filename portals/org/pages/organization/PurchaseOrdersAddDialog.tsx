import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { z } from 'zod'
import type { FieldErrors } from '../../../../contract/errors'
import { settlePurchaseOrderRows } from '../../../../contract/engagements/purchaseOrders'
import { apiUpload } from '../../../shared/client'
import { FormFrame } from '../../../shared/FormFrame'
import { useContractForm, useFieldArray } from '../../../shared/forms'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { useCurrentUser } from '../../../shared/session'
import { useToast } from '../../../shared/toasts'
import { useInvalidate } from '../../queries'
import { EMPTY_ROW, PO_TOASTS, PURCHASE_ORDERS, errorsOf, purchaseOrderFormData, purchaseOrderRowSchema, type PurchaseOrderRow } from './PurchaseOrdersApi'
import { PurchaseOrdersRowFields, type PurchaseOrderRows } from './PurchaseOrdersRowFields'

const schema = z.object({ rows: z.array(purchaseOrderRowSchema).min(1) })
const DEFAULTS: PurchaseOrderRows = { rows: [EMPTY_ROW] }
/** Fields that show their own server messages beside the PO number's (settle sends the others there). */
const OWN_FIELDS = ['description', 'notes', 'file', 'amount', 'validThrough'] as const

/**
 * Add Purchase Order with several rows: one POST per row, all settled
 * (settlePurchaseOrderRows). Rows the server saved leave the form; each refused row stays with what
 * was typed, the server's message on its own PO number field (and on its other fields where they
 * have one). The toast 'Purchase orders were added' says that some were saved.
 */
export function PurchaseOrdersAddDialog({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser()
  const toast = useToast()
  const invalidate = useInvalidate()
  const form = useContractForm({ schema, defaultValues: DEFAULTS })
  const rows = useFieldArray({ control: form.control, name: 'rows' })

  const save = form.submit(async (_body, values) => {
    const outcomes = await Promise.allSettled(values.rows.map((row) => apiUpload('post', PURCHASE_ORDERS, { body: purchaseOrderFormData(row, { organizationId: user.organization?.id }) })))
    const settled = settlePurchaseOrderRows(
      values.rows.map((row, index) => {
        const outcome = outcomes[index]!
        if (outcome.status === 'fulfilled') return { row: { row, errors: {} as FieldErrors }, outcome: { ok: true as const } }
        const errors = errorsOf(outcome.reason)
        // Amount and valid-through show their messages on their own fields, not on the PO number.
        const forNumber = Object.fromEntries(Object.entries(errors).filter(([field]) => field !== 'amount' && field !== 'validThrough'))
        return { row: { row, errors }, outcome: { ok: false as const, errors: forNumber } }
      }),
    )
    if (settled.savedCount) {
      await invalidate(PURCHASE_ORDERS)
      toast.success(PO_TOASTS.added)
    }
    if (!settled.remaining.length) return onClose()
    // The refused rows stay, compared with the empty form: closing still asks before their typing is lost.
    form.reset({ rows: settled.remaining.map(({ row }) => row.row) }, { keepDefaultValues: true })
    settled.remaining.forEach(({ row, numberErrors }, index) => {
      if (numberErrors.length) form.setError(`rows.${index}.name`, { type: 'server', message: numberErrors.join(', ') }, { shouldFocus: index === 0 })
      for (const field of OWN_FIELDS) {
        const messages = row.errors[field]
        if (messages?.length) form.setError(`rows.${index}.${field}`, { type: 'server', message: messages.join(', ') })
      }
    })
    form.setBanner([
      settled.savedCount
        ? `${settled.savedCount} of ${values.rows.length} purchase orders were added. Correct the rows below and save again.`
        : 'No purchase order was added. Correct the rows below and save again.',
    ])
  })

  const several = rows.fields.length > 1
  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title="Add Purchase Order"
          banner={form.banner}
          onSubmit={() => void save()}
          actions={
            <>
              <Button onClick={requestClose} disabled={form.formState.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                {several ? `Save ${rows.fields.length} purchase orders` : 'Save'}
              </Button>
            </>
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }} divider={<Divider flexItem />}>
            {rows.fields.map((field, index) => (
              <Box key={field.id} component="section" aria-label={`Purchase order ${index + 1}`}>
                {several && (
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                    <Typography variant="subtitle2" component="h3">
                      Purchase order {index + 1}
                    </Typography>
                    <Tooltip title="Remove row">
                      <IconButton size="small" aria-label={`Remove row ${index + 1}`} onClick={() => rows.remove(index)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                )}
                <PurchaseOrdersRowFields control={form.control} index={index} numbered={several} />
              </Box>
            ))}
          </Stack>
          <Button startIcon={<AddIcon />} onClick={() => rows.append({ ...EMPTY_ROW })} sx={{ mt: 2 }}>
            Add another row
          </Button>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}

export type { PurchaseOrderRow }
