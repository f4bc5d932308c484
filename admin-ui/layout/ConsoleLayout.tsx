import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined'
import type { ReactNode } from 'react'
import type { SidebarProps } from 'react-admin'
import { AppBar, AppBarClasses, Layout, Logout, Sidebar, TitlePortal, UserMenu, useGetIdentity, usePermissions, useResourceDefinitions, useTranslate, useUserMenu } from 'react-admin'
import { Link, useLocation } from 'react-router-dom'
import { ConsoleMenu } from './ConsoleMenu'
import { CONSOLE_PATHS } from './routes'
import { usePhone } from './usePhone'
import { ConsoleLive } from '../messenger/ConsoleLive'
import { useDrawnPathMarker } from '../../portals/shared/useDrawnPathMarker'
import { ScrollToTopOnNewPage } from './ScrollToTopOnNewPage'

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
  const translate = useTranslate()
  const { identity } = useGetIdentity()
  // On a wide screen the menu's button shows the user's name: its accessible name must contain that text
  // (react-admin's default name, 'Profile', leaves it out), so the name starts with it.
  const userMenuLabel = identity?.fullName ? translate('talentgrid.menu.userMenu', { name: identity.fullName }) : 'ra.auth.user_menu'
  return (
    <AppBar
      userMenu={
        <UserMenu label={userMenuLabel}>
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

/**
 * On a phone the menu opens as a modal drawer, a dialog, which needs a name; on a wider screen it is a
 * docked panel with no role, where a name would be out of place.
 */
const ConsoleSidebar = (props: SidebarProps) => {
  const translate = useTranslate()
  const phone = usePhone()
  return <Sidebar {...props} slotProps={phone ? { paper: { 'aria-label': translate('talentgrid.menu.navigation') } } : undefined} />
}

// The super admin's live connection (unread count, new messages), one per console page
const SuperAdminLive = () => (usePermissions().permissions === 'super_admin' ? <ConsoleLive /> : null)

export const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  useDrawnPathMarker()
  return (
    <Layout menu={ConsoleMenu} appBar={ConsoleAppBar} sidebar={ConsoleSidebar}>
      <ScrollToTopOnNewPage />
      <SuperAdminLive />
      {children}
    </Layout>
  )
}
