import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { changeEmailRequest, type ChangeEmailRequest, type CurrentUser } from '../../../contract/accounts'
import { messages } from '../../../contract/messages'
import { apiCall } from '../client'
import { FormBanner } from '../FormBanner'
import { PasswordField } from '../PasswordField'
import { useToast } from '../toasts'
import { useBeforeUnloadWarning } from '../useLeavePageWarning'
import { applyServerErrors } from '../forms'

const FIELDS = ['currentPassword', 'email'] as const
const EMPTY: ChangeEmailRequest = { currentPassword: '', email: '' }

/**
 * Change the sign-in e-mail on /account. The new address receives a confirmation link; until
 * it is opened the current address keeps signing in, which the form says after sending.
 */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const toast = useToast()
  const [banner, setBanner] = useState<string[]>([])
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<ChangeEmailRequest>({ resolver: zodResolver(changeEmailRequest), defaultValues: EMPTY })
  const { isDirty } = form.formState
  const request = useMutation({
    mutationFn: (body: ChangeEmailRequest) => apiCall('post', '/user/email/', { body }),
    onSuccess: (_answer, body) => {
      form.reset(EMPTY)
      setBanner([])
      setSentTo(body.email.trim().toLowerCase())
      toast.success(messages.emailSent)
    },
    onError: (error) => setBanner(applyServerErrors(error, form.setError, FIELDS)),
  })
  useBeforeUnloadWarning(isDirty && !request.isPending)

  const submit = form.handleSubmit((body) => {
    setBanner([])
    setSentTo(null)
    request.mutate(body)
  })

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" gutterBottom>
          Sign-in e-mail
        </Typography>
        {/* Addresses have no spaces to break at: wrap anywhere rather than overflow a phone's width. */}
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          You sign in with <strong>{user.email}</strong>. A new address is used once you open the link we send to it.
        </Typography>
        {sentTo && (
          <Alert severity="success" sx={{ mb: 2, overflowWrap: 'anywhere' }} role="status">
            We sent a confirmation link to {sentTo}. Until you open it, keep signing in with {user.email}.
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={submit} aria-label="Change sign-in e-mail">
          <FormBanner messages={banner} />
          <Stack spacing={2}>
            <Controller
              name="email"
              control={form.control}
              render={({ field: { ref, ...input }, fieldState }) => (
                <TextField
                  {...input}
                  inputRef={ref}
                  id="change-email-email"
                  type="email"
                  label="New e-mail"
                  autoComplete="email"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  fullWidth
                  required
                />
              )}
            />
            <Controller
              name="currentPassword"
              control={form.control}
              render={({ field: { ref, ...input }, fieldState }) => (
                <PasswordField
                  {...input}
                  inputRef={ref}
                  id="change-email-currentPassword"
                  label="Current password"
                  autoComplete="current-password"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  fullWidth
                  required
                />
              )}
            />
          </Stack>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" disabled={!isDirty} loading={request.isPending}>
              Send confirmation link
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
