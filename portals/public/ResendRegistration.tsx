import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { emailRequest } from '../../contract/accounts'
import { messages } from '../../contract/messages'
import { apiCall } from '../shared/client'
import { FormTextField, useContractForm } from '../shared/forms'
import { useToast } from '../shared/toasts'

interface ResendRegistrationProps {
  /** Known e-mail (from the sign-up redirect or the sign-in form); without it the user types one. */
  email?: string
  buttonLabel: string
  intro?: string
}

/** Sends the sign-up confirmation e-mail again (POST /public/talents/resend_registration/). */
export function ResendRegistration({ email, buttonLabel, intro }: ResendRegistrationProps) {
  const toast = useToast()
  // A known address is the form's value and needs no input; the schema checks either.
  const form = useContractForm({ schema: emailRequest, defaultValues: { email: email ?? '' }, toInput: (values) => ({ email: email ?? values.email }) })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const askForEmail = !email

  const submit = form.submit(async (body) => {
    try {
      await apiCall('post', '/public/talents/resend_registration/', { body })
      toast.success(messages.emailSent)
      setSentTo(body.email)
    } catch {
      toast.error(messages.somethingWentWrong)
    }
  })

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
      )}
      <Stack direction={askForEmail ? { xs: 'column', sm: 'row' } : 'row'} spacing={1.5} alignItems="flex-start">
        {askForEmail && (
          <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" size="small" />
        )}
        <Button type="submit" variant="outlined" loading={form.formState.isSubmitting} sx={{ flexShrink: 0, minHeight: 40 }}>
          {buttonLabel}
        </Button>
      </Stack>
      {sentTo && (
        <Typography role="status" variant="body2" color="success.main" sx={{ mt: 1.5 }}>
          A new confirmation link was sent to {sentTo}.
        </Typography>
      )}
    </Box>
  )
}
