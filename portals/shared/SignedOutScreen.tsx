import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { CenteredCard } from './CenteredCard'
import { usePageTitle } from './usePageTitle'

/** A portal bundle whose user could not be loaded renders this instead of a broken shell. */
export function SignedOutScreen() {
  usePageTitle('Signed out')
  return (
    <CenteredCard>
      <Typography variant="h1" gutterBottom>
        You are signed out
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your session has ended or your account could not be loaded. Sign in again to continue.
      </Typography>
      <Button variant="contained" fullWidth size="large" onClick={() => window.location.assign('/')}>
        Go to sign in
      </Button>
    </CenteredCard>
  )
}
