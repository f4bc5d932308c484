import { Suspense } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Toolbar from '@mui/material/Toolbar'
import type { CurrentUser } from '../../contract/accounts'
import { Brand } from './Brand'
import { DesktopNav } from './DesktopNav'
import { ErrorBoundary } from './ErrorBoundary'
import { ImpersonationBanner } from './ImpersonationBanner'
import { MobileNav } from './MobileNav'
import type { NavItem } from './navigation'
import { PageLoader } from './PageLoader'
import { fullName } from './roles'
import { UserMenu } from './UserMenu'
import { useDrawnPathMarker } from './useDrawnPathMarker'

/** Frame of every signed-in page: impersonation banner, top bar, and the routed page below. */
export function AppShell({ user, navItems }: { user: CurrentUser; navItems: NavItem[] }) {
  const { pathname } = useLocation()
  useDrawnPathMarker()
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {/* A new page starts at its top (the router keeps the window's position otherwise: a card opened far
          down a list showed the next page scrolled as far); back and forward return where the user was,
          and a change of the query alone (filters, a list's page) keeps the position. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
      <Box component="a" href="#main" sx={visuallyHiddenUntilFocused}>
        Skip to content
      </Box>
      {user.isImpersonate && <ImpersonationBanner name={fullName(user)} />}
      <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
          {navItems.length > 0 && <MobileNav items={navItems} />}
          <Brand to="/" />
          {navItems.length > 0 && <DesktopNav items={navItems} />}
          <Box sx={{ flexGrow: 1 }} />
          <UserMenu user={user} />
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flexGrow: 1, py: { xs: 3, sm: 4 }, outline: 'none' }}
      >
        {/* Keyed by path so a page that failed does not keep the error up after navigating away. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Container>
    </Box>
  )
}

const visuallyHiddenUntilFocused = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  px: 2,
  py: 1,
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 2,
  '&:focus': { top: 8 },
} as const
