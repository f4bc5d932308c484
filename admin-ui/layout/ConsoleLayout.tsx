import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined'
import type { ReactNode } from 'react'
import { AppBar, AppBarClasses, Layout, Logout, TitlePortal, UserMenu, usePermissions, useResourceDefinitions, useTranslate, useUserMenu } from 'react-admin'
import { Link, useLocation } from 'react-router-dom'
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

/**
 * The page's title is the app bar's. On a resource's pages (list, show, edit, create), which have no heading
 * of their own, it is the page's level-one heading; the console's other pages (dashboard, accounting, ...)
 * and the not-found page show their own. It wraps instead of ending in an ellipsis: a phone shows
 * 'Organization Northwind Health System' whole.
 */
const ConsoleAppBar = () => {
  const resources = useResourceDefinitions()
  const { pathname } = useLocation()
  const onResourcePage = pathname.split('/')[1]! in resources
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <AccountMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal
        className={AppBarClasses.title}
        // One element throughout (react-admin's Title keeps the node it first found): only its role changes.
        component="div"
        role={onResourcePage ? 'heading' : undefined}
        aria-level={onResourcePage ? 1 : undefined}
        sx={{ whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'anywhere', lineHeight: 1.3, py: 0.5 }}
      />
    </AppBar>
  )
}

// --- issue 13: M3: the super admin's live connection (unread count, new messages), one per console page
const SuperAdminLive = () => (usePermissions().permissions === 'super_admin' ? <ConsoleLive /> : null)

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
    <SuperAdminLive />
    {children}
  </Layout>
)
