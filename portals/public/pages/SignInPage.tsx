import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { signInRequest } from '../../../contract/accounts'
import { messages } from '../../../contract/messages'
import { api } from '../../shared/api'
import { FormBanner } from '../../shared/FormBanner'
import { PageHeader } from '../../shared/PageHeader'
import { PasswordField } from '../../shared/PasswordField'
import { TextLink } from '../../shared/TextLink'
import { useForm } from '../../shared/useForm'
import { ResendRegistration } from '../ResendRegistration'

export default function SignInPage() {
  const form = useForm(signInRequest, { email: '', password: '' })
  const [submitting, setSubmitting] = useState(false)
  const unconfirmed = form.banner.includes(messages.emailNotConfirmed)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const credentials = form.validate()
    if (!credentials) return
    setSubmitting(true)
    try {
      await api.post('/sessions/', credentials)
      // A full load: the server answers '/' with the bundle of the role that just signed in.
      window.location.assign('/')
    } catch (error) {
      form.showServerError(error)
      setSubmitting(false)
    }
  }

  return (
    <>
      <PageHeader title="Sign in" subtitle="Welcome back. Sign in to your Talentgrid account." />
      <FormBanner messages={form.banner} />
      {unconfirmed && (
        <Box sx={{ mb: 2 }}>
          <ResendRegistration email={form.values.email} buttonLabel="Resend" intro="Need a new confirmation link?" />
        </Box>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <TextField label="Email" type="email" autoComplete="email" autoFocus {...form.field('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
            <TextLink to="/reset-password">Forgot password?</TextLink>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
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
