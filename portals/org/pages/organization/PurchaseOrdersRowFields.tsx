import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormLabel from '@mui/material/FormLabel'
import type { Control } from 'react-hook-form'
import { PURCHASE_ORDER_LIMITS } from '../../../../contract/engagements/purchaseOrders'
import { FileField } from '../../../shared/FileField'
import { Controller, FormTextField, useWatch } from '../../../shared/forms'
import { REQUIRED } from '../../../shared/ListDialog'
import type { PurchaseOrderRow } from './PurchaseOrdersApi'

export interface PurchaseOrderRows {
  rows: PurchaseOrderRow[]
}

/**
 * One purchase order's fields, inside the rows of the Add or Edit Purchase Order form. Labels carry the
 * row number when there are several rows, so each field (and its error) names its row.
 * `storedFile` (editing): the file the server holds, until `onRemoveStored`.
 */
export function PurchaseOrdersRowFields({
  control,
  index,
  numbered,
  nameLocked,
  storedFile,
  onRemoveStored,
}: {
  control: Control<PurchaseOrderRows, unknown, any>
  index: number
  numbered: boolean
  nameLocked?: boolean
  storedFile?: { url: string; originalFileName: string } | null
  onRemoveStored?: () => void
}) {
  const label = (text: string) => (numbered ? `${text} (row ${index + 1})` : text)
  const [description = '', notes = ''] = useWatch({ control, name: [`rows.${index}.description`, `rows.${index}.notes`] })
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
      <FormTextField
        control={control}
        name={`rows.${index}.name`}
        label={label('PO number')}
        disabled={nameLocked}
        helperText={nameLocked ? 'In use: the PO number cannot change.' : `Up to ${PURCHASE_ORDER_LIMITS.name} characters`}
        slotProps={{ htmlInput: REQUIRED }}
      />
      <FormTextField
        control={control}
        name={`rows.${index}.description`}
        label={label('Description')}
        helperText={`${description.length}/${PURCHASE_ORDER_LIMITS.description}`}
        slotProps={{ htmlInput: REQUIRED }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField control={control} name={`rows.${index}.notes`} label={label('Notes')} multiline minRows={1} fullWidth helperText={`${notes.length}/${PURCHASE_ORDER_LIMITS.notes}`} />
      </Box>
      <FormTextField control={control} name={`rows.${index}.amount`} label={label('Amount (USD)')} helperText="Optional" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <FormTextField
        control={control}
        name={`rows.${index}.validThrough`}
        label={label('Valid through')}
        type="date"
        helperText="Optional"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name={`rows.${index}.file`}
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)} fullWidth>
              <FormLabel component="legend" sx={{ mb: 0.5, fontSize: 14 }}>
                {label('PO document')}
              </FormLabel>
              <FileField
                label={label('PO file')}
                kind="purchaseOrder"
                picked={field.value}
                current={storedFile}
                onPick={(file) => field.onChange(file)}
                onRemove={() => (field.value ? field.onChange(null) : onRemoveStored?.())}
                error={fieldState.error?.message}
              />
            </FormControl>
          )}
        />
      </Box>
    </Box>
  )
}
