import { useMemo } from 'react'
import { z } from 'zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { text } from '../../../../contract/fields'
import { FormFrame } from '../../../shared/FormFrame'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { GuardedDialog } from '../../../shared/GuardedDialog'

export const DECLINE_REASON_MAX = 500

/** The decline body (`{ reason? }`, at most 500): refused when longer, never cut. */
const declineForm = z.object({
  reason: text().trim().max(DECLINE_REASON_MAX, { error: `Ensure this field has no more than ${DECLINE_REASON_MAX} characters.` }),
})

/**
 * Declining is final (the organization sends a new offer if it wants one), so this dialog is also the
 * confirmation: it names the engagement, says what happens, and takes an optional reason.
 */
export function DeclineDialog({
  engagementName,
  organization,
  onClose,
  onDecline,
}: {
  engagementName: string
  organization: string
  onClose: () => void
  onDecline: (reason: string) => Promise<void>
}) {
  const defaultValues = useMemo(() => ({ reason: '' }), [])
  const form = useContractForm({ schema: declineForm, defaultValues })
  const saving = form.formState.isSubmitting
  const submit = form.submit(async ({ reason }) => {
    await onDecline(reason)
  })

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title="Decline engagement?"
          banner={form.banner}
          onSubmit={() => void submit()}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving}>
                Keep the offer
              </Button>
              <Button type="submit" variant="contained" color="error" loading={saving}>
                Decline
              </Button>
            </>
          }
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography variant="body2">
              You are declining <strong>{engagementName}</strong>
              {organization ? ` from ${organization}` : ''}. The organization is told, and the offer cannot be
              accepted afterwards.
            </Typography>
            <FormTextField
              control={form.control}
              name="reason"
              label="Reason (optional)"
              multiline
              minRows={3}
              helperText={`Shared with the organization; at most ${DECLINE_REASON_MAX} characters.`}
            />
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
