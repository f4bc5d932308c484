import { Link as RouterLink } from 'react-router'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { CurrentUser } from '../../../contract/accounts'
import { formatPhone } from '../../../contract/fields'
import { parseUsd } from '../../../contract/engagements/pricing'
import { formatMoney } from '../../../contract/format'
import { Fact, FactList } from '../../shared/FactList'
import { fullName } from '../../shared/roles'
import { StatusChip } from '../../shared/StatusChip'

export function ContactCard({ user }: { user: CurrentUser }) {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: 3, flexGrow: 1 }}>
        <Typography variant="h2" gutterBottom>
          Your details
        </Typography>
        <FactList>
          <Fact label="Name">{fullName(user)}</Fact>
          <Fact label="E-mail">{user.email}</Fact>
          <Fact label="Phone">
            {user.phone ? (
              formatPhone(user.phone)
            ) : (
              <Link component={RouterLink} to="/account">
                Add a phone number
              </Link>
            )}
          </Fact>
          <Fact label="Hourly rate">
            {user.hourlyRate ? (
              `${formatMoney(parseUsd(user.hourlyRate) ?? 0)}/hr`
            ) : (
              <Link component={RouterLink} to="/account">
                Add your hourly rate
              </Link>
            )}
          </Fact>
          <Fact label="Status">
            <StatusChip status={user.status} />
          </Fact>
        </FactList>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>
        <Button variant="outlined" component={RouterLink} to="/account">
          Edit contact info
        </Button>
      </CardActions>
    </Card>
  )
}
