import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { signInRequest } from '../../../contract/accounts'
import { messages } from '../../../contract/messages'
import { apiCall } from '../../shared/client'
import { FormBanner } from '../../shared/FormBanner'
import { PageHeader } from '../../shared/PageHeader'
import { PasswordField } from '../../shared/PasswordField'
import { FormTextField, useContractForm } from '../../shared/forms'
import { TextLink } from '../../shared/TextLink'
import { ResendRegistration } from '../ResendRegistration'

export default function SignInPage() {
  const form = useContractForm({ schema: signInRequest, defaultValues: { email: '', password: '' } })
  const unconfirmed = form.banner.includes(messages.emailNotConfirmed)
  const [signedIn, setSignedIn] = useState(false)

  const submit = form.submit(async (credentials) => {
    await apiCall('post', '/sessions/', { body: credentials })
    setSignedIn(true)
    // A full load: the server answers '/' with the bundle of the role that just signed in.
    window.location.assign('/')
  })

  return (
    <>
      <PageHeader title="Sign in" subtitle="Welcome back. Sign in to your Talentgrid account." />
      <FormBanner messages={form.banner} />
      {unconfirmed && (
        <Box sx={{ mb: 2 }}>
          <ResendRegistration email={form.getValues('email')} buttonLabel="Resend" intro="Need a new confirmation link?" />
        </Box>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <FormTextField control={form.control} name="password" component={PasswordField} label="Password" autoComplete="current-password" />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
            <TextLink to="/reset-password">Forgot password?</TextLink>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting || signedIn}>
            Sign in
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        New to Talentgrid? <TextLink to="/sign-up">Sign up</TextLink>
      </Typography>
    </>
  )
}
