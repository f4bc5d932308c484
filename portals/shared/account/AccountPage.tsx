import Grid from '@mui/material/Grid'
import { PageHeader } from '../PageHeader'
import { fullName } from '../roles'
import { useCurrentUser } from '../session'
import { AccountSummary } from './AccountSummary'
import { ContactInfoForm } from './ContactInfoForm'
import { ChangeEmailForm } from './ChangeEmailForm'
import { ChangePasswordForm } from './ChangePasswordForm'

export default function AccountPage() {
  const user = useCurrentUser()
  return (
    <>
      <PageHeader title="My account" subtitle={fullName(user)} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <AccountSummary user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <ContactInfoForm user={user} />
        </Grid>
        {/* The credentials, each its own form. */}
        <Grid size={{ xs: 12, md: 6 }}>
          <ChangePasswordForm />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChangeEmailForm user={user} />
        </Grid>
      </Grid>
    </>
  )
}
