import { useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import { resetConfirmRequest } from '../../../contract/accounts'
import { messages } from '../../../contract/messages'
import { api } from '../../shared/api'
import { FormBanner } from '../../shared/FormBanner'
import { PageHeader } from '../../shared/PageHeader'
import { PasswordField } from '../../shared/PasswordField'
import { useToast } from '../../shared/toasts'
import { useForm } from '../../shared/useForm'

export function NewPasswordForm({ uuid, token }: { uuid: string; token: string }) {
  const toast = useToast()
  const [toInput] = useState(() => (values: { password: string; confirmPassword: string }) => ({
    ...values,
    uuid,
    token,
  }))
  const form = useForm(resetConfirmRequest, { password: '', confirmPassword: '' }, toInput)
  const [saving, setSaving] = useState(false)
  const [done, setDone] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = form.validate()
    if (!body) return
    setSaving(true)
    try {
      await api.post('/password/reset/confirm/', body)
      toast.success(messages.passwordConfirmed)
      setDone(true)
    } catch (error) {
      form.showServerError(error)
    } finally {
      setSaving(false)
    }
  }

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
          <PasswordField
            label="Password"
            autoComplete="new-password"
            autoFocus
            showStrength
            {...form.field('password')}
          />
          <PasswordField label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={saving}>
            Save
          </Button>
        </Stack>
      </Box>
    </>
  )
}
