import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { emailRequest } from '../../../contract/accounts'
import { apiCall } from '../../shared/client'
import { FormBanner } from '../../shared/FormBanner'
import { PageHeader } from '../../shared/PageHeader'
import { FormTextField, useContractForm } from '../../shared/forms'
import { TextLink } from '../../shared/TextLink'

/** Reset password request: before sending the link 'will be sent', afterwards it 'has been sent'. */
export default function ResetPasswordPage() {
  const form = useContractForm({ schema: emailRequest, defaultValues: { email: '' } })
  const [sentTo, setSentTo] = useState<string | null>(null)

  const submit = form.submit(async (body) => {
    await apiCall('post', '/password/reset/', { body })
    setSentTo(body.email)
  })

  if (sentTo) {
    return (
      <>
        <PageHeader title="Reset password" />
        <Typography role="status" sx={{ mb: 1.5 }}>
          If an account exists for <strong style={{ overflowWrap: 'anywhere' }}>{sentTo}</strong>, a link to create a
          new password has been sent to it.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The e-mail can take a few minutes to arrive. Check your spam folder if you do not see it.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <TextLink to="/">Back to sign in</TextLink>
          <Button onClick={() => setSentTo(null)}>Use another e-mail</Button>
        </Stack>
      </>
    )
  }

  return (
    <>
      <PageHeader title="Reset password" />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter the e-mail address of your account. A link to create a new password will be sent to it.
      </Typography>
      <FormBanner messages={form.banner} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
            Send
          </Button>
        </Stack>
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <TextLink to="/">Back to sign in</TextLink>
      </Box>
    </>
  )
}
