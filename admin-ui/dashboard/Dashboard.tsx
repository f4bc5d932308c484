import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Title, usePermissions, useTranslate } from 'react-admin'
import { organizations } from '../organizations'
import { talents } from '../talents'
import { users } from '../users'
import { CountCard } from './CountCard'
import { SuperAdminOverview } from './SuperAdminOverview'
import { ContentEditorDashboard } from './ContentEditorDashboard'

/** The landing page: the super admin's counts and charts, or a content editor's drafts and published counts. */
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
          {/* Counts, month charts and failed tasks */}
          <SuperAdminOverview />
        </Box>
      ) : (
        !isPending && permissions === 'content_editor' && <ContentEditorDashboard />
      )}
    </Box>
  )
}
