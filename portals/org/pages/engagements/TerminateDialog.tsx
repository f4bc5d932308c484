import { z } from 'zod'
import Alert from '@mui/material/Alert'
import { requiredString } from '../../../../contract/fields'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { ModalForm } from '../groups/ModalForm'

export const TERMINATION_REASON_MAX = 500

/** The reason required to terminate (at most 500, refused beyond, never cut). */
const terminateInput = z.object({
  terminationReason: requiredString().max(TERMINATION_REASON_MAX, { error: `Ensure this field has no more than ${TERMINATION_REASON_MAX} characters.` }),
})

/**
 * Terminate is final: the dialog is its confirmation (the modal host shows one modal at a time), with
 * what happens spelled out, the reason the talent and the history keep, and a red button.
 */
export function TerminateDialog({ name, terminate, onDone, onCancel }: { name: string; terminate: (reason: string) => Promise<unknown>; onDone: () => void; onCancel: () => void }) {
  const form = useContractForm({ schema: terminateInput, defaultValues: { terminationReason: '' } })
  const submit = form.submit(async (body) => {
    await terminate(body.terminationReason)
    onDone()
  })
  return (
    <ModalForm title="Terminate this engagement?" banner={form.banner} saving={form.formState.isSubmitting} onSubmit={() => void submit()} onCancel={onCancel} submitLabel="Terminate">
      <Alert severity="warning" sx={{ mb: 2 }}>
        {`“${name}” ends today. The talent is told, and no time can be logged after today. This cannot be undone.`}
      </Alert>
      <FormTextField
        control={form.control}
        name="terminationReason"
        label="Reason"
        multiline
        minRows={3}
        fullWidth
        autoFocus
        helperText={`Required, at most ${TERMINATION_REASON_MAX} characters.`}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
    </ModalForm>
  )
}
