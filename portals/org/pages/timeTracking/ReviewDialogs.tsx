import Typography from '@mui/material/Typography'
import { formatDate } from '../../../shared/format'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { ModalForm } from '../groups/ModalForm'
import { CLIENT_COMMENT_MAX, orgTimeEntryPatch, UNAPPROVE_REASON_MAX, type OrgTimeEntryPatch } from '../../../../contract/timeSheets/orgInput'
import { hoursShown, type TimeEntry } from './timeSheetsApi'

const entryLine = (entry: TimeEntry) =>
  `${entry.talentName} · ${entry.isAdjustive ? 'Adj. ' : ''}${entry.engagementName} · ${formatDate(entry.timekeepingDate)} · ${hoursShown(entry.durationMinutes)} hours`

/**
 * 'Decline time entry': the entry becomes declined with the clientComment the talent
 * reads (trimmed, required, at most 500 — refused beyond, never cut). Enter in the field adds a line;
 * the Decline button (or Ctrl+Enter through the form) sends.
 */
export function DeclineDialog({ entry, decline, onDone, onCancel }: { entry: TimeEntry; decline: (body: OrgTimeEntryPatch) => Promise<unknown>; onDone: () => void; onCancel: () => void }) {
  // The server's own patch schema: state 'declined' needs the trimmed comment, at most 500.
  const form = useContractForm({ schema: orgTimeEntryPatch, defaultValues: { clientComment: '' }, toInput: (values) => ({ state: 'declined', clientComment: values.clientComment }) })
  const submit = form.submit(async (body) => {
    await decline(body)
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
        helperText={`Required, at most ${CLIENT_COMMENT_MAX} characters.`}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
    </ModalForm>
  )
}

/** Un-approve: approved -> pending with a required reason the talent is e-mailed. */
export function UnapproveDialog({ entry, unapprove, onDone, onCancel }: { entry: TimeEntry; unapprove: (body: OrgTimeEntryPatch) => Promise<unknown>; onDone: () => void; onCancel: () => void }) {
  const form = useContractForm({ schema: orgTimeEntryPatch, defaultValues: { reason: '' }, toInput: (values) => ({ state: 'pending', reason: values.reason }) })
  const submit = form.submit(async (body) => {
    await unapprove(body)
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
        helperText={`Required, at most ${UNAPPROVE_REASON_MAX} characters.`}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
    </ModalForm>
  )
}
