import { useMemo } from 'react'
import { useController, useWatch } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { adjustmentHorizonStart, changeKind, isCalendarDate } from '../../../../domain/timeSheets/payPeriods'
import { MINUTE_OPTIONS, TIME_ENTRY_TEXT_MAX } from '../../../../domain/timeSheets/timeMath'
import { PAY_PERIOD_CLOSED_WARNING, type EngagementTimeSheet } from '../../../../contract/timeSheets/timeEntry'
import { apiCall } from '../../../shared/client'
import { FormFrame } from '../../../shared/FormFrame'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { DayPicker } from './DayPicker'
import { createEntryInput } from './entryInput'
import { cellBlock, defaultPurchaseOrder, pickMinutes, typeHours, type CellValue } from './gridModel'
import { invalidateTime } from './queries'
import { PATHS, answerNotes } from './types'

interface NewEntryValues {
  timekeepingDate: string
  engagementId: string
  purchaseOrderId: string
  hours: string
  minutes: string
  talentComment: string
}

/** Form text -> the POST body the contract checks (hours and minutes as numbers, no empty PO). */
const toInput = (values: NewEntryValues) => ({
  timekeepingDate: values.timekeepingDate,
  engagementId: values.engagementId,
  // Both empty is no entry at all: 'This field is required' on the hours (the contract's default 0 is for the grid's empty rows).
  hours: values.hours === '' ? (values.minutes === '' ? null : 0) : Number(values.hours),
  minutes: values.minutes === '' ? 0 : Number(values.minutes),
  ...(values.purchaseOrderId ? { purchaseOrderId: values.purchaseOrderId } : {}),
  ...(values.talentComment ? { talentComment: values.talentComment } : {}),
})

/**
 * 'New time sheet entry': a day (date picker, from the 3-month horizon to today), the
 * engagement, its PO (none: read-only; one: preselected and read-only; several: required), hours and
 * minutes and a comment. A day on the shown sheet goes into the grid and is saved with it; another day
 * is sent at once. A closed day warns first: it becomes an adjustment request.
 */
export function NewEntryDialog({ today, initialDay, engagements, otherMinutesOfDay, isShownDay, onPlace, onSaved, onClose }: {
  today: string
  initialDay: string
  engagements: EngagementTimeSheet[]
  otherMinutesOfDay: (day: string) => number
  isShownDay: (day: string) => boolean
  /** Puts the entry into the grid and saves; answers the refusal for this entry, or null. */
  onPlace: (day: string, engagementId: string, purchaseOrderId: string, value: CellValue) => Promise<string | null>
  onSaved: (notes: string[]) => void
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const defaultValues = useMemo<NewEntryValues>(() => {
    const open = engagements.filter((engagement) => cellBlock(engagement, initialDay, today) === null)
    const engagement = open.length === 1 ? open[0] : undefined
    return { timekeepingDate: initialDay, engagementId: engagement?.id ?? '', purchaseOrderId: defaultPurchaseOrder(engagement), hours: '', minutes: '', talentComment: '' }
  }, [engagements, initialDay, today])
  const form = useContractForm({ schema: createEntryInput, defaultValues, toInput })
  const [day, engagementId] = useWatch({ control: form.control, name: ['timekeepingDate', 'engagementId'] })
  const validDay = isCalendarDate(day)
  const open = validDay ? engagements.filter((engagement) => cellBlock(engagement, day, today) === null) : []
  const engagement = open.find((candidate) => candidate.id === engagementId)
  const poList = engagement?.poList ?? []
  const closedDay = validDay && changeKind(day, today, 'talent') === 'adjustment'
  const hours = useController({ control: form.control, name: 'hours' })
  const minutes = useController({ control: form.control, name: 'minutes' })
  const po = useController({ control: form.control, name: 'purchaseOrderId' })
  const engagementField = useController({ control: form.control, name: 'engagementId' })
  const dayField = useController({ control: form.control, name: 'timekeepingDate' })

  const cell = (): CellValue => ({ hours: form.getValues('hours'), minutes: form.getValues('minutes'), comment: '' })
  const others = validDay ? otherMinutesOfDay(day) : 0
  const applyCell = (next: CellValue) => {
    form.setValue('hours', next.hours, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
    form.setValue('minutes', next.minutes, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
  }

  const submit = form.submit(async (body, values) => {
    if (poList.length > 1 && !values.purchaseOrderId) {
      form.setError('purchaseOrderId', { type: 'manual', message: 'Select a purchase order.' })
      return
    }
    const value = { hours: String(body.hours), minutes: String(body.minutes), comment: values.talentComment }
    if (isShownDay(values.timekeepingDate)) {
      const refusal = await onPlace(values.timekeepingDate, values.engagementId, values.purchaseOrderId, value)
      if (refusal) form.setBanner([refusal])
      else onSaved([])
      return
    }
    const answer = await apiCall('post', PATHS.entries, { body })
    void invalidateTime(queryClient)
    onSaved(answerNotes(answer))
  })
  const saving = form.formState.isSubmitting

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title="New time sheet entry"
          banner={form.banner}
          onSubmit={() => void submit()}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={saving}>
                Save
              </Button>
            </>
          }
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {closedDay && <Alert severity="warning">{PAY_PERIOD_CLOSED_WARNING}</Alert>}
            <DayPicker
              label="Date"
              value={dayField.field.value}
              onChange={(next) => dayField.field.onChange(next)}
              min={adjustmentHorizonStart(today, 'talent')}
              max={today}
              error={Boolean(dayField.fieldState.error)}
              helperText={dayField.fieldState.error?.message}
            />
            <TextField
              select
              label="Engagement"
              value={engagement ? engagementId : ''}
              onChange={(event) => {
                const next = open.find((candidate) => candidate.id === event.target.value)
                engagementField.field.onChange(event.target.value)
                form.setValue('purchaseOrderId', defaultPurchaseOrder(next), { shouldDirty: true })
              }}
              error={Boolean(engagementField.fieldState.error)}
              helperText={engagementField.fieldState.error?.message ?? (validDay && open.length === 0 ? 'No engagement takes time on this day.' : undefined)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{open.length ? 'Select an engagement' : '—'}</option>
              {open.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </TextField>
            {poList.length > 1 ? (
              <TextField
                select
                label="Purchase order"
                value={po.field.value}
                onChange={(event) => po.field.onChange(event.target.value)}
                error={Boolean(po.fieldState.error)}
                helperText={po.fieldState.error?.message}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Select a purchase order</option>
                {poList.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.description ? `${candidate.name} — ${candidate.description}` : candidate.name}
                  </option>
                ))}
              </TextField>
            ) : (
              <TextField
                label="Purchase order"
                value={poList[0] ? poList[0].name : engagement ? 'No purchase order' : '—'}
                slotProps={{ input: { readOnly: true } }}
              />
            )}
            <Box sx={{ display: 'flex', gap: 2 }}>
              <TextField
                label="Hours"
                value={hours.field.value}
                onChange={(event) => applyCell(typeHours(cell(), event.target.value, others))}
                error={Boolean(hours.fieldState.error)}
                helperText={hours.fieldState.error?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                sx={{ flex: 1 }}
              />
              <TextField
                select
                label="Minutes"
                value={minutes.field.value}
                onChange={(event) => applyCell(pickMinutes(cell(), event.target.value, others))}
                error={Boolean(minutes.fieldState.error)}
                helperText={minutes.fieldState.error?.message}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              >
                <option value="">—</option>
                {MINUTE_OPTIONS.map((option) => (
                  <option key={option} value={String(option)}>
                    {String(option).padStart(2, '0')}
                  </option>
                ))}
              </TextField>
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ mt: '4px !important' }}>
              At most 24 hours a day across your engagements.
            </Typography>
            <FormTextField
              control={form.control}
              name="talentComment"
              label="Comment (optional)"
              multiline
              minRows={2}
              helperText={`At most ${TIME_ENTRY_TEXT_MAX} characters.`}
            />
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
