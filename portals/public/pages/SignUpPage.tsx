import { useNavigate, useSearchParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { signUpRequest } from '../../../contract/accounts'
import { apiCall } from '../../shared/client'
import { FormBanner } from '../../shared/FormBanner'
import { PageHeader } from '../../shared/PageHeader'
import { PasswordField } from '../../shared/PasswordField'
import { FormTextField, useContractForm } from '../../shared/forms'
import { TextLink } from '../../shared/TextLink'

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }

export default function SignUpPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const inviteToken = searchParams.get('invite') || undefined
  const form = useContractForm({ schema: signUpRequest, defaultValues: EMPTY, toInput: (values) => ({ ...values, inviteToken }) })

  const submit = form.submit(async (body) => {
    const created = await apiCall('post', '/public/talents/', { body })
    navigate(`/sign-up/thanks?email=${encodeURIComponent(created?.email ?? body.email)}`)
  })

  return (
    <>
      <PageHeader title="Sign up" subtitle="Create your talent profile and get matched to healthcare-IT engagements." />
      {inviteToken && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You were invited to Talentgrid. Create your account to accept the invitation.
        </Alert>
      )}
      <FormBanner messages={form.banner} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField control={form.control} name="firstName" label="First Name" autoComplete="given-name" />
            <FormTextField control={form.control} name="lastName" label="Last Name" autoComplete="family-name" />
          </Stack>
          <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <FormTextField control={form.control} name="password" component={PasswordField} label="Password" autoComplete="new-password" componentProps={{ showStrength: true }} />
          <FormTextField control={form.control} name="confirmPassword" component={PasswordField} label="Confirm Password" autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
            Sign up
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account? <TextLink to="/">Sign in</TextLink>
      </Typography>
    </>
  )
}
