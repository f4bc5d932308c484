import Grid from '@mui/material/Grid'
import { PageHeader } from '../../shared/PageHeader'
import { useCurrentUser } from '../../shared/session'
import { ContactCard } from './ContactCard'
import { ActionItemsCard } from './engagements/ActionItemsCard'
import { ProfileChecklist } from './ProfileChecklist'

export default function DashboardPage() {
  const user = useCurrentUser()
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.firstName || 'there'}`}
        subtitle="Keep your profile current so organizations can match you to the right engagements."
      />
      <Grid container spacing={3}>
        <Grid size={12}>
          <ActionItemsCard />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ContactCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <ProfileChecklist user={user} />
        </Grid>
      </Grid>
    </>
  )
}
