import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { signUpRequest } from '../../../contract/accounts'
import { api } from '../../shared/api'
import { FormBanner } from '../../shared/FormBanner'
import { PageHeader } from '../../shared/PageHeader'
import { PasswordField } from '../../shared/PasswordField'
import { TextLink } from '../../shared/TextLink'
import { useForm } from '../../shared/useForm'

interface SignUpResponse {
  id: string
  email: string
}

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }

export default function SignUpPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const inviteToken = searchParams.get('invite') || undefined
  const [toInput] = useState(() => (values: typeof EMPTY) => ({ ...values, inviteToken }))
  const form = useForm(signUpRequest, EMPTY, toInput)
  const [submitting, setSubmitting] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = form.validate()
    if (!body) return
    setSubmitting(true)
    try {
      const created = await api.post<SignUpResponse>('/public/talents/', body)
      navigate(`/sign-up/thanks?email=${encodeURIComponent(created?.email ?? body.email)}`)
    } catch (error) {
      form.showServerError(error)
      setSubmitting(false)
    }
  }

  return (
    <>
      <PageHeader title="Sign up" subtitle="Create your talent profile and get matched to healthcare-IT engagements." />
      {inviteToken && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You were invited to Talentgrid. Create your account to accept the invitation.
        </Alert>
      )}
      <FormBanner messages={form.banner} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField label="First Name" autoComplete="given-name" autoFocus {...form.field('firstName')} />
            <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
          </Stack>
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <PasswordField label="Password" autoComplete="new-password" showStrength {...form.field('password')} />
          <PasswordField label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            Sign up
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account? <TextLink to="/">Sign in</TextLink>
      </Typography>
    </>
  )
}
