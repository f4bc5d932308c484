import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useController } from 'react-hook-form'
import { MINUTE_OPTIONS } from '../../../../domain/timeSheets/timeMath'
import { FormBanner } from '../../../shared/FormBanner'
import { formatDate } from '../../../shared/format'
import { FormTextField, SaveButton, useContractForm } from '../../../shared/forms'
import { DESCRIPTION_MAX, orgTimeEntryPatch, type OrgTimeEntryPatch } from '../../../../contract/timeSheets/orgInput'
import { hoursShown, type PurchaseOrderRef, type TimeEntry } from './timeSheetsApi'

type Field = 'purchaseOrder' | 'hours' | 'description'
const NO_PO = ''

interface AdjustmentValues {
  purchaseOrderId: string | null
  hours: number | string
  minutes: number
  description: string
}

/**
 * 'Time sheet Adjustment': PO, hours and description each show their value with
 * Edit; Edit opens the field with Cancel, and Cancel puts the original value back. Save is enabled only
 * when something changed, and sends only what changed (PATCH <org>time-sheets/adjustments/{id}/).
 */
export function AdjustmentDialog({
  entry,
  purchaseOrders,
  save,
  onDone,
  onCancel,
}: {
  entry: TimeEntry
  /** The engagement's assigned POs; none -> 'PO not assigned.' and the field cannot be edited. */
  purchaseOrders: PurchaseOrderRef[]
  save: (changes: OrgTimeEntryPatch) => Promise<unknown>
  onDone: () => void
  onCancel: () => void
}) {
  const original: AdjustmentValues = {
    purchaseOrderId: entry.purchaseOrderId,
    hours: Math.floor(entry.durationMinutes / 60),
    minutes: entry.durationMinutes % 60,
    description: entry.description,
  }
  // The server's patch schema checks what changed (only changed fields travel): hours 0-24 whole, minutes
  // 0/15/30/45, description at most 500.
  const form = useContractForm({ schema: orgTimeEntryPatch, defaultValues: original, toInput: (values) => changesOf(original, values) })
  const [editing, setEditing] = useState<Record<Field, boolean>>({ purchaseOrder: false, hours: false, description: false })
  const po = useController({ control: form.control, name: 'purchaseOrderId' })
  const minutes = useController({ control: form.control, name: 'minutes' })

  const edit = (field: Field) => setEditing((current) => ({ ...current, [field]: true }))
  const cancel = (field: Field) => {
    if (field === 'purchaseOrder') form.resetField('purchaseOrderId')
    if (field === 'hours') {
      form.resetField('hours')
      form.resetField('minutes')
    }
    if (field === 'description') form.resetField('description')
    setEditing((current) => ({ ...current, [field]: false }))
  }

  const submit = form.submit(async (body) => {
    await save(body)
    onDone()
  })

  const poName = (id: string | null) => purchaseOrders.find((item) => item.id === id)?.name ?? (id === entry.purchaseOrderId ? entry.purchaseOrder?.name : null) ?? 'PO not assigned.'
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <DialogTitle sx={{ pr: 6 }}>Time sheet Adjustment</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <FormBanner messages={form.banner} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`${entry.talentName} · ${entry.engagementName} · ${formatDate(entry.timekeepingDate)}`}
        </Typography>
        <ToggleRow
          label="PO"
          editing={editing.purchaseOrder}
          canEdit={purchaseOrders.length > 0}
          onEdit={() => edit('purchaseOrder')}
          onCancel={() => cancel('purchaseOrder')}
          view={poName(original.purchaseOrderId)}
        >
          <TextField select size="small" fullWidth label="PO" value={po.field.value ?? NO_PO} onChange={(event) => po.field.onChange(event.target.value || null)} autoFocus>
            {purchaseOrders.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.description ? `${item.name} — ${item.description}` : item.name}
              </MenuItem>
            ))}
          </TextField>
        </ToggleRow>
        <ToggleRow label="Hours" editing={editing.hours} onEdit={() => edit('hours')} onCancel={() => cancel('hours')} view={hoursShown(entry.durationMinutes)}>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <FormTextField control={form.control} name="hours" label="Hours" type="number" size="small" autoFocus slotProps={{ htmlInput: { min: 0, max: 24, step: 1, inputMode: 'numeric' } }} sx={{ width: 110 }} />
            <TextField select size="small" label="Minutes" value={minutes.field.value} onChange={(event) => minutes.field.onChange(Number(event.target.value))} sx={{ width: 110 }}>
              {MINUTE_OPTIONS.map((option) => (
                <MenuItem key={option} value={option}>
                  {String(option).padStart(2, '0')}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </ToggleRow>
        <ToggleRow label="Description" editing={editing.description} onEdit={() => edit('description')} onCancel={() => cancel('description')} view={original.description || '—'}>
          <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} fullWidth size="small" autoFocus helperText={`Optional, at most ${DESCRIPTION_MAX} characters.`} />
        </ToggleRow>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onCancel} disabled={form.formState.isSubmitting}>
          Close
        </Button>
        <SaveButton form={form} />
      </DialogActions>
    </Box>
  )
}

/** What differs from the original, as the patch's fields ('' hours stays missing, so the schema says it is required). */
function changesOf(original: AdjustmentValues, values: AdjustmentValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  if (values.purchaseOrderId !== original.purchaseOrderId) changes.purchaseOrderId = values.purchaseOrderId
  const hours = typeof values.hours === 'number' ? values.hours : values.hours.trim() === '' ? undefined : Number(values.hours)
  if (hours !== original.hours || values.minutes !== original.minutes) Object.assign(changes, { hours, minutes: values.minutes })
  if (values.description.trim() !== original.description.trim()) changes.description = values.description
  return changes
}

/** One field of the adjustment form: its value with Edit, or its input with Cancel. */
function ToggleRow({ label, view, editing, canEdit = true, onEdit, onCancel, children }: { label: string; view: ReactNode; editing: boolean; canEdit?: boolean; onEdit: () => void; onCancel: () => void; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: editing ? 'flex-start' : 'center', gap: 1, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {editing ? (
          children
        ) : (
          <>
            <Typography variant="caption" color="text.secondary" component="div">
              {label}
            </Typography>
            <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
              {view}
            </Typography>
          </>
        )}
      </Box>
      {editing ? (
        <Button size="small" onClick={onCancel} aria-label={`Cancel ${label} change`} sx={{ mt: 0.5 }}>
          Cancel
        </Button>
      ) : canEdit ? (
        <Button size="small" onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
      ) : null}
    </Box>
  )
}
