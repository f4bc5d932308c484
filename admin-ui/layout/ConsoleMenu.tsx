import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined'
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined'
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined'
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined'
import { Menu, usePermissions } from 'react-admin'
import { CONSOLE_PATHS } from './routes'
import { MessengerMenuItem } from '../messenger/MessengerMenuItem'

/**
 * The resources in their order (App.tsx), then the super admin's pages that are not resources. The
 * dashboard entry opens /dashboard, the spec's path (/ shows the same page).
 */
export const ConsoleMenu = () => {
  const { permissions } = usePermissions()
  return (
    <Menu>
      <Menu.DashboardItem to={CONSOLE_PATHS.dashboard} />
      <Menu.ResourceItems />
      {permissions === 'super_admin' && (
        <>
          <Menu.Item to={CONSOLE_PATHS.accounting} primaryText="talentgrid.menu.accounting" leftIcon={<AccountBalanceOutlinedIcon />} />
          {/* The unread count beside Messenger */}
          <MessengerMenuItem to={CONSOLE_PATHS.messenger} />
          <Menu.Item to={CONSOLE_PATHS.internal} primaryText="talentgrid.menu.internal" leftIcon={<WorkspacesOutlinedIcon />} />
          <Menu.Item to={CONSOLE_PATHS.backgroundJobs} primaryText="talentgrid.menu.backgroundJobs" leftIcon={<ScheduleOutlinedIcon />} />
          <Menu.Item to={CONSOLE_PATHS.knowledgeCenter} primaryText="talentgrid.knowledgeReader.title" leftIcon={<MenuBookOutlinedIcon />} />
        </>
      )}
    </Menu>
  )
}
