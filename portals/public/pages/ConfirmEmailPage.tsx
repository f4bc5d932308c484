import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import { messages } from '../../../contract/messages'
import { ApiError } from '../../shared/api'
import { apiCall } from '../../shared/client'
import { PageHeader } from '../../shared/PageHeader'
import { PageLoader } from '../../shared/PageLoader'
import { ResendRegistration } from '../ResendRegistration'
import { useOneShotRequest } from '../useOneShotRequest'

/** E-mail confirmation: loading, then success or failure. */
export default function ConfirmEmailPage() {
  const { uuid = '', token = '' } = useParams()
  const activation = useOneShotRequest(`activation:${uuid}:${token}`, () =>
    apiCall('post', '/public/talent/activations/', { body: { uuid, token } }),
  )

  if (activation.status === 'pending') {
    return (
      <>
        <PageHeader title="E-mail confirmation" />
        <PageLoader label="Confirming your e-mail address" />
      </>
    )
  }

  if (activation.status === 'fulfilled') {
    return (
      <>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <PageHeader title="Your e-mail is confirmed" />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Your account is active. Proceed to sign in and complete your profile.
        </Typography>
        {/* A full load, so a session the server may have started lands in the right portal. */}
        <Button variant="contained" size="large" fullWidth onClick={() => window.location.assign('/')}>
          Proceed
        </Button>
      </>
    )
  }

  // The link opened again after it confirmed the account: nothing failed, say so and offer sign-in.
  if (activation.error instanceof ApiError && activation.error.status === 409) {
    return (
      <>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <PageHeader title="Your account is already confirmed" />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {messages.accountAlreadyConfirmed}
        </Typography>
        <Button variant="contained" size="large" fullWidth onClick={() => window.location.assign('/')}>
          Sign in
        </Button>
      </>
    )
  }

  return (
    <>
      <PageHeader title="E-mail confirmation" />
      <Alert severity="error" sx={{ mb: 3 }}>
        {messages.confirmationFailed}
      </Alert>
      <ResendRegistration buttonLabel="Resend" intro="Enter the e-mail address you signed up with." />
    </>
  )
}
