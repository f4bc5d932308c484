import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined'
import type { ReactNode } from 'react'
import { AppBar, Layout, Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin'
import { Link } from 'react-router-dom'
import { ConsoleMenu } from './ConsoleMenu'
import { CONSOLE_PATHS } from './routes'

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

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
    {children}
  </Layout>
)
