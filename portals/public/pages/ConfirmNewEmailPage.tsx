import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import { nonFieldErrors } from '../../shared/api'
import { apiCall } from '../../shared/client'
import { PageHeader } from '../../shared/PageHeader'
import { PageLoader } from '../../shared/PageLoader'
import { useOneShotRequest } from '../useOneShotRequest'

/**
 * The link sent to a new sign-in e-mail (/confirm-new-email/:uuid/:token). Served by the public
 * bundle whether or not the browser is signed in (server/pages.ts): opened where the user is signed in,
 * that session stays and Continue lands in their portal; elsewhere Continue leads to sign-in.
 */
export default function ConfirmNewEmailPage() {
  const { uuid = '', token = '' } = useParams()
  const confirmation = useOneShotRequest(`new-email:${uuid}:${token}`, () => apiCall('post', '/user/email/confirm/', { body: { uuid, token } }))

  if (confirmation.status === 'pending') {
    return (
      <>
        <PageHeader title="New sign-in e-mail" />
        <PageLoader label="Confirming your new e-mail address" />
      </>
    )
  }

  if (confirmation.status === 'fulfilled') {
    return (
      <>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <PageHeader title="Your sign-in e-mail was changed" />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          From now on, sign in with this address. Your other sessions were signed out.
        </Typography>
        {/* A full load, so a signed-in browser lands in its portal. */}
        <Button variant="contained" size="large" fullWidth onClick={() => window.location.assign('/')}>
          Continue
        </Button>
      </>
    )
  }

  return (
    <>
      <PageHeader title="New sign-in e-mail" />
      <Alert severity="error" sx={{ mb: 3 }}>
        {nonFieldErrors(confirmation.error)[0]}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your sign-in e-mail has not changed. Ask for a new link on your account page.
      </Typography>
      <Button variant="contained" size="large" fullWidth onClick={() => window.location.assign('/')}>
        Go to sign in
      </Button>
    </>
  )
}
