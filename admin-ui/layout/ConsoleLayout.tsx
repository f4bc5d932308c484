import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined'
import type { ReactNode } from 'react'
import { AppBar, Layout, Logout, UserMenu, usePermissions, useTranslate, useUserMenu } from 'react-admin'
import { Link } from 'react-router-dom'
import { ConsoleMenu } from './ConsoleMenu'
import { CONSOLE_PATHS } from './routes'
// --- issue 13: M3
import { ConsoleLive } from '../messenger/ConsoleLive'
// --- end issue 13: M3

/** 'Account' in the user menu: the signed-in user's own account (/account). */
const AccountMenuItem = () => {
  const translate = useTranslate()
  const userMenu = useUserMenu()
  return (
    <MenuItem component={Link} to={CONSOLE_PATHS.account} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <ManageAccountsOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('talentgrid.menu.account')}</ListItemText>
    </MenuItem>
  )
}

const ConsoleAppBar = () => (
  <AppBar
    userMenu={
      <UserMenu>
        <AccountMenuItem />
        <Logout />
      </UserMenu>
    }
  />
)

// --- issue 13: M3: the super admin's live connection (unread count, new messages), one per console page
const SuperAdminLive = () => (usePermissions().permissions === 'super_admin' ? <ConsoleLive /> : null)

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
    <SuperAdminLive />
    {children}
  </Layout>
)
