import Typography from '@mui/material/Typography'
import { TIME_ENTRY_TEXT_MAX } from '../../../../domain/timeSheets/timeMath'
import { formatDate } from '../../../shared/format'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { ModalForm } from '../groups/ModalForm'
import { declineFields, unapproveFields } from './reviewForms'
import { hoursShown, type TimeEntry } from './timeSheetsApi'

const entryLine = (entry: TimeEntry) =>
  `${entry.talentName} · ${entry.isAdjustive ? 'Adj. ' : ''}${entry.engagementName} · ${formatDate(entry.timekeepingDate)} · ${hoursShown(entry.durationMinutes)} hours`

/**
 * 'Decline time entry' (work-flows 2, 4): the entry becomes declined with the clientComment the talent
 * reads (trimmed, required, at most 500 — refused beyond, never cut). Enter in the field adds a line;
 * the Decline button (or Ctrl+Enter through the form) sends.
 */
export function DeclineDialog({ entry, decline, onDone, onCancel }: { entry: TimeEntry; decline: (clientComment: string) => Promise<unknown>; onDone: () => void; onCancel: () => void }) {
  const form = useContractForm({ schema: declineFields, defaultValues: { clientComment: '' } })
  const submit = form.submit(async (body) => {
    await decline(body.clientComment)
    onDone()
  })
  return (
    <ModalForm title="Decline time entry" banner={form.banner} saving={form.formState.isSubmitting} onSubmit={() => void submit()} onCancel={onCancel} submitLabel="Decline">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {entryLine(entry)}
      </Typography>
      <FormTextField
        control={form.control}
        name="clientComment"
        label="Comment for the talent"
        multiline
        minRows={3}
        fullWidth
        autoFocus
        helperText={`Required, at most ${TIME_ENTRY_TEXT_MAX} characters.`}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
    </ModalForm>
  )
}

/** Un-approve (plan section 2): approved -> pending with a required reason the talent is e-mailed. */
export function UnapproveDialog({ entry, unapprove, onDone, onCancel }: { entry: TimeEntry; unapprove: (reason: string) => Promise<unknown>; onDone: () => void; onCancel: () => void }) {
  const form = useContractForm({ schema: unapproveFields, defaultValues: { reason: '' } })
  const submit = form.submit(async (body) => {
    await unapprove(body.reason)
    onDone()
  })
  return (
    <ModalForm title="Un-approve time entry" banner={form.banner} saving={form.formState.isSubmitting} onSubmit={() => void submit()} onCancel={onCancel} submitLabel="Un-approve">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {entryLine(entry)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        The entry goes back to Submitted and waits for approval again. The talent is told why.
      </Typography>
      <FormTextField
        control={form.control}
        name="reason"
        label="Reason"
        multiline
        minRows={3}
        fullWidth
        autoFocus
        helperText={`Required, at most ${TIME_ENTRY_TEXT_MAX} characters.`}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
    </ModalForm>
  )
}
