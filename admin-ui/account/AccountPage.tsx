import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { Form, HttpError, PasswordInput, SaveButton, Title, useGetIdentity, useNotify, usePermissions, useTranslate } from 'react-admin'
import { useState } from 'react'
import { apiCall } from '../../portals/shared/client'
import { asHttpError } from '../providers/contractCall'
import { changePasswordForm, formErrors, type ChangePasswordForm } from './changePassword'

const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirmPassword: '' }

const ChangePasswordFields = () => {
  const translate = useTranslate()
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
      <PasswordInput source="currentPassword" label="talentgrid.account.currentPassword" autoComplete="current-password" />
      <PasswordInput source="password" label="talentgrid.account.newPassword" autoComplete="new-password" helperText="talentgrid.account.passwordRule" />
      <PasswordInput source="confirmPassword" label="talentgrid.account.confirmPassword" autoComplete="new-password" />
      <Box>
        <SaveButton label={translate('talentgrid.account.changePassword')} alwaysEnable={false} />
      </Box>
    </Box>
  )
}

/**
 * Posts the change; 422 field errors land on their fields (react-admin sets what onSubmit returns). After
 * a change the form starts again empty (a new key), so the passwords do not stay on the page.
 */
const ChangePasswordForm = () => {
  const notify = useNotify()
  const translate = useTranslate()
  const [generation, setGeneration] = useState(0)
  const submit = async (values: Record<string, unknown>) => {
    try {
      const changed = await asHttpError(apiCall('post', '/user/password/', { body: values as ChangePasswordForm }))
      notify(changed.detail ?? 'talentgrid.account.passwordChanged', { type: 'success' })
      setGeneration((current) => current + 1)
      return undefined
    } catch (error) {
      const { fields, other } = formErrors(error instanceof HttpError ? error.body : null)
      if (other.length || !Object.keys(fields).length) notify(other.join(' ') || 'ra.notification.http_error', { type: 'error' })
      return fields
    }
  }
  return (
    <Form<ChangePasswordForm> key={generation} defaultValues={EMPTY} resolver={zodResolver(changePasswordForm)} onSubmit={submit} noValidate>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('talentgrid.account.changePassword')}
      </Typography>
      <ChangePasswordFields />
    </Form>
  )
}

/** /account: who is signed in, and the change-password form. */
export const AccountPage = () => {
  const translate = useTranslate()
  const { identity } = useGetIdentity()
  const { permissions } = usePermissions()
  const title = translate('talentgrid.menu.account')
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {identity?.fullName ?? '…'}
          </Typography>
          <Typography color="text.secondary">{identity?.email ? String(identity.email) : ''}</Typography>
          {permissions && <Typography color="text.secondary">{translate(`talentgrid.roles.${permissions}`)}</Typography>}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </Box>
  )
}
