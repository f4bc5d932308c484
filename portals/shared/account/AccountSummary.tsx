import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { CurrentUser } from '../../../contract/accounts'
import { Fact, FactList } from '../FactList'
import { formatDate } from '../format'
import { roleLabel } from '../roles'
import { StatusChip } from '../StatusChip'

/** The account facts a user cannot change here. */
export function AccountSummary({ user }: { user: CurrentUser }) {
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" gutterBottom>
          Account
        </Typography>
        <FactList>
          <Fact label="Sign-in e-mail">{user.email}</Fact>
          <Fact label="Role">{roleLabel(user.role)}</Fact>
          {user.organization && <Fact label="Organization">{user.organization.name}</Fact>}
          <Fact label="Status">
            <StatusChip status={user.status} />
          </Fact>
          <Fact label="Member since">{formatDate(user.dateJoined)}</Fact>
          <Fact label="Last sign-in">{formatDate(user.lastLogin)}</Fact>
        </FactList>
      </CardContent>
    </Card>
  )
}
