import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CurrentUser } from '../../../contract/accounts'
import { Fact, FactList } from '../../shared/FactList'
import { roleLabel } from '../../shared/roles'
import { isOrgAdmin } from '../access'

function Permission({ label, granted }: { label: string; granted: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={granted ? 'success' : 'default'}
      label={`${label}: ${granted ? 'Yes' : 'No'}`}
    />
  )
}

export function OrganizationCard({ user }: { user: CurrentUser }) {
  // The spec: an organization admin always has both permissions, whatever the stored flags say.
  const admin = isOrgAdmin(user)
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" gutterBottom>
          Your organization
        </Typography>
        <FactList>
          <Fact label="Organization">{user.organization?.name ?? 'Not assigned to an organization'}</Fact>
          <Fact label="Your role">{roleLabel(user.role)}</Fact>
          {user.role !== 'contact' && (
            <Fact label="Permissions">
              <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Permission label="Manage Engagement" granted={admin || user.hasPermissionSendEngagement} />
                <Permission label="View Rate" granted={admin || user.hasPermissionViewRate} />
              </Stack>
            </Fact>
          )}
        </FactList>
      </CardContent>
    </Card>
  )
}
