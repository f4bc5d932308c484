import { useMemo } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { phone, requiredString } from '../../contract/fields'
import { FormFrame } from './FormFrame'
import { Controller, useContractForm } from './forms'
import { GuardedDialog } from './GuardedDialog'
import { REQUIRED } from './ListDialog'
import { PhoneField } from './PhoneField'
import { apiCall, apiQueryKey } from './client'
import { useSession } from './session'

/** The account's phone rule (contract/fields `phone`), required here: the dialog exists to add one. */
const phoneNumberForm = z.object({ phone: requiredString().pipe(phone()) })

/**
 * Work-flows 2 'Phone Number': a talent without a phone on the account is asked for a mobile number
 * (the spec: needed to accept an engagement). Saved as the account page saves it (PATCH /user/ with
 * `phone`), then the session and the profile are refreshed and `onSaved` runs
 * (the accept that asked for it); its failure shows in the dialog's banner, the phone stays saved.
 */
export function PhoneNumberDialog({
  reason,
  submitLabel = 'Save',
  onClose,
  onSaved,
}: {
  /** Why the number is asked for, shown above the field. */
  reason: string
  submitLabel?: string
  onClose: () => void
  onSaved: () => Promise<void> | void
}) {
  const { reload } = useSession()
  const queryClient = useQueryClient()
  const defaultValues = useMemo(() => ({ phone: '' }), [])
  const form = useContractForm({ schema: phoneNumberForm, defaultValues })
  const save = useMutation({
    mutationFn: (value: string) => apiCall('patch', '/user/', { body: { phone: value } }),
    onSuccess: () =>
      Promise.all([reload(), queryClient.invalidateQueries({ queryKey: apiQueryKey('/talent/profile/') })]),
  })
  const saving = form.formState.isSubmitting

  const submit = form.submit(async ({ phone: value }) => {
    await save.mutateAsync(value)
    form.reset({ phone: form.getValues('phone') })
    await onSaved()
  })

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title="Phone Number"
          banner={form.banner}
          onSubmit={() => void submit()}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={saving}>
                {submitLabel}
              </Button>
            </>
          }
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {reason}
            </Typography>
            <Controller
              control={form.control}
              name="phone"
              render={({ field, fieldState }) => (
                <PhoneField
                  label="Mobile phone"
                  autoFocus
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  onValueChange={field.onChange}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'Saved on your account; organizations use it to reach you.'}
                  slotProps={{ htmlInput: REQUIRED }}
                />
              )}
            />
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
