import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined'
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined'
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined'
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined'
import { Menu, usePermissions } from 'react-admin'
import { CONSOLE_PATHS } from './routes'

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
          <Menu.Item to={CONSOLE_PATHS.messenger} primaryText="talentgrid.menu.messenger" leftIcon={<ChatOutlinedIcon />} />
          <Menu.Item to={CONSOLE_PATHS.internal} primaryText="talentgrid.menu.internal" leftIcon={<WorkspacesOutlinedIcon />} />
          <Menu.Item to={CONSOLE_PATHS.backgroundJobs} primaryText="talentgrid.menu.backgroundJobs" leftIcon={<ScheduleOutlinedIcon />} />
        </>
      )}
    </Menu>
  )
}
