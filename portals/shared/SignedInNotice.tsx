import { useState } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { PageHeader } from './PageHeader'
import { fullName } from './roles'
import { useCurrentUser, useSession } from './session'
import { useToast } from './toasts'

/**
 * E-mailed links (confirm e-mail, create password, sign-up) belong to the signed-out pages. Opened while
 * signed in they land in this bundle, so we say why and offer to sign out and open the link again.
 */
export default function SignedInNotice() {
  const user = useCurrentUser()
  const { signOut } = useSession()
  const toast = useToast()
  const location = useLocation()
  const [busy, setBusy] = useState(false)

  const signOutAndContinue = async () => {
    setBusy(true)
    try {
      await signOut(`${location.pathname}${location.search}`)
    } catch {
      setBusy(false)
      toast.error()
    }
  }

  return (
    <>
      <PageHeader title="You are already signed in" />
      <Typography sx={{ mb: 3, maxWidth: 640 }}>
        This link is meant for signed-out visitors. You are signed in as {fullName(user)} ({user.email}). Sign out to
        continue with the link, or go back to your dashboard.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={signOutAndContinue} loading={busy}>
          Sign out and continue
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          Go to dashboard
        </Button>
      </Stack>
    </>
  )
}
