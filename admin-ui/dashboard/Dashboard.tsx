import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Title, usePermissions, useTranslate } from 'react-admin'
import { organizations } from '../organizations'
import { talents } from '../talents'
import { users } from '../users'
import { CountCard } from './CountCard'
// --- issue 13: D2
import { SuperAdminOverview } from './SuperAdminOverview'

/** The landing page. Counts are super-admin data; a content editor only gets the greeting for now. */
export const Dashboard = () => {
  const { permissions, isPending } = usePermissions()
  const translate = useTranslate()
  return (
    <Box sx={{ py: 2 }}>
      <Title title="talentgrid.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('talentgrid.title')}
      </Typography>
      {permissions === 'super_admin' ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
            <CountCard resource="talents" label="talentgrid.dashboard.talents" icon={talents.icon} />
            <CountCard resource="users" label="talentgrid.dashboard.users" icon={users.icon} />
            <CountCard resource="organizations" label="talentgrid.dashboard.organizations" icon={organizations.icon} />
          </Box>
          {/* --- issue 13: D2: counts, month charts and failed tasks */}
          <SuperAdminOverview />
        </Box>
      ) : (
        !isPending && <Typography>{translate('talentgrid.dashboard.contentEditor')}</Typography>
      )}
    </Box>
  )
}
