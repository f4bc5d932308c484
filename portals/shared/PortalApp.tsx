import { useMemo } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
// The DOM build passes ReactDOM.flushSync, so a navigation asked with `flushSync` renders at once (useListParams).
import { RouterProvider } from 'react-router/dom'
import Box from '@mui/material/Box'
import type { CurrentUser } from '../../contract/accounts'
import { AppShell } from './AppShell'
import { ErrorFallback } from './ErrorBoundary'
import { ModalHost } from './ModalHost'
import type { NavItem } from './navigation'
import { PageLoader } from './PageLoader'
import { useCurrentUser, useSession } from './session'
import { SignedOutScreen } from './SignedOutScreen'
import { LiveProvider } from './live/LiveProvider'

export interface PortalDefinition {
  /** Page routes under the shell, for this user's role and permissions. */
  routes: (user: CurrentUser) => RouteObject[]
  navItems: (user: CurrentUser) => NavItem[]
  /** What the route table depends on; the router is rebuilt only when this changes. */
  accessKey: (user: CurrentUser) => string
  /** Whether this user has a messenger: then the page holds the live connection (portals/shared/live). */
  hasMessenger?: (user: CurrentUser) => boolean
}

function PortalLayout({ navItems }: { navItems: PortalDefinition['navItems'] }) {
  // Read from the session, not the router's closure, so a reloaded user (new name, avatar) shows at once.
  const user = useCurrentUser()
  return (
    <ModalHost>
      <AppShell user={user} navItems={navItems(user)} />
    </ModalHost>
  )
}

function SignedInPortal({ user, definition }: { user: CurrentUser; definition: PortalDefinition }) {
  const accessKey = definition.accessKey(user)
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          path: '/',
          element: <PortalLayout navItems={definition.navItems} />,
          errorElement: <ErrorFallback />,
          children: definition.routes(user),
        },
      ]),
    // Rebuilt only when access changes (not on every user reload); pages read the live user themselves.
    [accessKey, definition], // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt on a change of access, not of the user
  )
  // One live connection per page, for the messenger's roles
  return (
    <LiveProvider enabled={definition.hasMessenger?.(user) ?? false}>
      <RouterProvider router={router} />
    </LiveProvider>
  )
}

/** A signed-in bundle: waits for the session, then mounts the role's route tree inside the shell. */
export function PortalApp({ definition }: { definition: PortalDefinition }) {
  const { user, loading } = useSession()
  if (loading) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <PageLoader />
      </Box>
    )
  }
  if (!user) return <SignedOutScreen />
  return <SignedInPortal user={user} definition={definition} />
}
