import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { changePasswordRequest, type ChangePasswordRequest } from '../../../contract/accounts'
import { messages } from '../../../contract/messages'
import { apiCall } from '../client'
import { FormBanner } from '../FormBanner'
import { PasswordField } from '../PasswordField'
import { useToast } from '../toasts'
import { useBeforeUnloadWarning } from '../useLeavePageWarning'
import { applyServerErrors } from '../forms'

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const
const EMPTY: ChangePasswordRequest = { currentPassword: '', password: '', confirmPassword: '' }

/**
 * Change the password on /account. The server checks the current password and ends every other
 * session of the user; this one stays signed in. The in-app leave guard belongs to the contact form on
 * the same page (the router holds one blocker); closing the tab with a typed password still asks.
 */
export function ChangePasswordForm() {
  const toast = useToast()
  const [banner, setBanner] = useState<string[]>([])
  const form = useForm<ChangePasswordRequest>({ resolver: zodResolver(changePasswordRequest), defaultValues: EMPTY })
  const { isDirty } = form.formState
  const change = useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiCall('post', '/user/password/', { body }),
    onSuccess: () => {
      form.reset(EMPTY)
      setBanner([])
      toast.success(messages.passwordChanged)
    },
    onError: (error) => setBanner(applyServerErrors(error, form.setError, FIELDS)),
  })
  useBeforeUnloadWarning(isDirty && !change.isPending)

  const submit = form.handleSubmit((body) => {
    setBanner([])
    change.mutate(body)
  })

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string, showStrength = false) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { ref, ...input }, fieldState }) => (
        <PasswordField
          {...input}
          inputRef={ref}
          id={`change-password-${name}`}
          label={label}
          autoComplete={autoComplete}
          showStrength={showStrength}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
          required
        />
      )}
    />
  )

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" gutterBottom>
          Password
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Changing the password signs you out everywhere else.
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
          <FormBanner messages={banner} />
          <Stack spacing={2}>
            {field('currentPassword', 'Current password', 'current-password')}
            {field('password', 'New password', 'new-password', true)}
            {field('confirmPassword', 'Confirm new password', 'new-password')}
          </Stack>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" disabled={!isDirty} loading={change.isPending}>
              Change password
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
