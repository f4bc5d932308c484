import { useSearchParams } from 'react-router'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined'
import { PageHeader } from '../../shared/PageHeader'
import { TextLink } from '../../shared/TextLink'
import { ResendRegistration } from '../ResendRegistration'

/** The registration thanks panel. */
export default function SignUpThanksPage() {
  const [searchParams] = useSearchParams()
  const email = searchParams.get('email') || undefined

  return (
    <>
      <MarkEmailReadOutlinedIcon sx={{ fontSize: 48, color: 'primary.light', mb: 1 }} aria-hidden />
      <PageHeader title="Check your e-mail" />
      <Typography sx={{ mb: 1.5 }}>
        Thank you for signing up. We sent a confirmation link to{' '}
        {email ? <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong> : 'your e-mail address'}.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Open the link to activate your account, then sign in.
      </Typography>
      <Divider sx={{ mb: 3 }} />
      <ResendRegistration
        email={email}
        buttonLabel="Try again"
        intro="Didn't get the e-mail? Check your spam folder, or send it again."
      />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <TextLink to="/">Back to sign in</TextLink>
      </Box>
    </>
  )
}
