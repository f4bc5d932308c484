import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import { resetConfirmRequest } from '../../../contract/accounts'
import { messages } from '../../../contract/messages'
import { apiCall } from '../../shared/client'
import { FormBanner } from '../../shared/FormBanner'
import { PageHeader } from '../../shared/PageHeader'
import { PasswordField } from '../../shared/PasswordField'
import { FormTextField, useContractForm } from '../../shared/forms'
import { useToast } from '../../shared/toasts'

export function NewPasswordForm({ uuid, token }: { uuid: string; token: string }) {
  const toast = useToast()
  const form = useContractForm({
    schema: resetConfirmRequest,
    defaultValues: { password: '', confirmPassword: '' },
    toInput: (values) => ({ ...values, uuid, token }),
  })
  const [done, setDone] = useState(false)

  const submit = form.submit(async (body) => {
    await apiCall('post', '/password/reset/confirm/', { body })
    toast.success(messages.passwordConfirmed)
    setDone(true)
  })

  if (done) {
    return (
      <>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <PageHeader title="Your password is set" />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Sign in with your e-mail address and the new password.
        </Typography>
        <Button variant="contained" size="large" fullWidth component={RouterLink} to="/">
          Sign in
        </Button>
      </>
    )
  }

  return (
    <>
      <PageHeader title="Create a new password" subtitle="Choose a password you do not use anywhere else." />
      <FormBanner messages={form.banner} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <FormTextField control={form.control} name="password" component={PasswordField} label="Password" autoComplete="new-password" componentProps={{ showStrength: true }} />
          <FormTextField control={form.control} name="confirmPassword" component={PasswordField} label="Confirm Password" autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
            Save
          </Button>
        </Stack>
      </Box>
    </>
  )
}
