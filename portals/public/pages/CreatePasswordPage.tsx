import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { messages } from '../../../contract/messages'
import { ApiError, errorMessage } from '../../shared/api'
import { apiCall } from '../../shared/client'
import { PageHeader } from '../../shared/PageHeader'
import { PageLoader } from '../../shared/PageLoader'
import { TextLink } from '../../shared/TextLink'
import { useOneShotRequest } from '../useOneShotRequest'
import { NewPasswordForm } from './NewPasswordForm'

/** Create password from a reset link: the token is checked first, then the form is shown. */
export default function CreatePasswordPage() {
  const { uuid = '', token = '' } = useParams()
  const check = useOneShotRequest(`reset-validate:${uuid}:${token}`, () =>
    apiCall('post', '/password/reset/validate/', { body: { uuid, token } }),
  )

  if (check.status === 'pending') {
    return (
      <>
        <PageHeader title="Create password" />
        <PageLoader label="Checking your link" />
      </>
    )
  }

  if (check.status === 'failed') {
    // A 4xx is the server's verdict on the token; anything else (offline, 5xx) says nothing about it.
    const rejected = check.error instanceof ApiError && check.error.status >= 400 && check.error.status < 500
    return (
      <>
        <PageHeader title="Create password" />
        <Alert severity="error" sx={{ mb: 3 }}>
          {rejected ? messages.resetTokenInvalid : errorMessage(check.error)}
        </Alert>
        {rejected ? (
          <Typography>
            Reset links can be used once and expire after a while.{' '}
            <TextLink to="/reset-password">Request a new link</TextLink>
          </Typography>
        ) : (
          <Button variant="outlined" onClick={check.retry}>
            Try again
          </Button>
        )}
      </>
    )
  }

  return <NewPasswordForm uuid={uuid} token={token} />
}
