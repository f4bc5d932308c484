import Grid from '@mui/material/Grid'
import { PageHeader } from '../../shared/PageHeader'
import { roleLabel } from '../../shared/roles'
import { useCurrentUser } from '../../shared/session'
import { isOrgUser } from '../access'
import { InviteButton } from '../invite/InviteButton'
import { OrganizationCard } from './OrganizationCard'
import { SectionShortcuts } from './SectionShortcuts'

export default function DashboardPage() {
  const user = useCurrentUser()
  const organization = user.organization?.name
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.firstName || 'there'}`}
        subtitle={organization ? `${roleLabel(user.role)} at ${organization}` : roleLabel(user.role)}
        actions={isOrgUser(user) ? <InviteButton /> : undefined}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <OrganizationCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionShortcuts user={user} />
        </Grid>
      </Grid>
    </>
  )
}
