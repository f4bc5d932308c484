import { Navigate, type RouteObject } from 'react-router'
import type { CurrentUser } from '../../contract/accounts'
import { lazyWithReload } from '../shared/lazyWithReload'
import type { PortalDefinition } from '../shared/PortalApp'
import { AccountPage, notBuiltYet, notFoundRoutes, signedOutLinkRoutes } from '../shared/routes'
import { canManageEngagements, isOrgAdmin, isOrgUser } from './access'
import { orgNavItems } from './navigation'
import { engagementScreenRoutes } from './pages/engagements/routes'

const DashboardPage = lazyWithReload(() => import('./pages/DashboardPage'))
// Talents and groups (issue 4, H-portal-talent)
const TalentsPage = lazyWithReload(() => import('./pages/talents/TalentsPage'))
const TalentProfilePage = lazyWithReload(() => import('./pages/talents/TalentProfilePage'))
const GroupsPage = lazyWithReload(() => import('./pages/groups/GroupsPage'))
const GroupPage = lazyWithReload(() => import('./pages/groups/GroupPage'))
// Administration (issue 4, H-portal-admin)
const OrganizationPage = lazyWithReload(() => import('./pages/organization/OrganizationPage'))
const DocumentLibraryPage = lazyWithReload(() => import('./pages/documentLibrary/DocumentLibraryPage'))
// Time tracking (issue 11, i11-org-screens)
const TimeTrackingPage = lazyWithReload(() => import('./pages/timeTracking/TimeTrackingPage'))
const HistoricalAdjustmentsPage = lazyWithReload(() => import('./pages/timeTracking/HistoricalAdjustmentsPage'))

const commonRoutes = (): RouteObject[] => [
  { index: true, element: <DashboardPage /> },
  { path: '/dashboard', element: <Navigate to="/" replace /> },
  { path: '/account', element: <AccountPage /> },
  notBuiltYet('/opportunities', 'Opportunities'),
  notBuiltYet('/new-opportunity', 'New Opportunity'),
  notBuiltYet('/opportunities/:id', 'Opportunity'),
  notBuiltYet('/opportunity/:id/edit', 'Edit Opportunity'),
  notBuiltYet('/messenger', 'Messenger'),
  notBuiltYet('/knowledge-center', 'Knowledge center'),
  notBuiltYet('/knowledge-center/faq', 'FAQ'),
  notBuiltYet('/knowledge-center/video-tutorials', 'Video tutorials'),
]

const talentRoutes = (): RouteObject[] => [
  { path: '/groups', element: <GroupsPage /> },
  { path: '/groups/:id', element: <GroupPage /> },
  notBuiltYet('/search', 'Search'),
  { path: '/talents', element: <TalentsPage /> },
  { path: '/talents/:id', element: <TalentProfilePage /> },
  // Admins keep the library; managers read it (they attach its documents to engagements).
  { path: '/document-library', element: <DocumentLibraryPage /> },
]

const engagementRoutes = (): RouteObject[] => [
  { path: '/time-tracking', element: <TimeTrackingPage /> },
  { path: '/time-tracking/historical-adjustments', element: <HistoricalAdjustmentsPage /> },
]

const adminRoutes = (): RouteObject[] => [
  { path: '/organization', element: <OrganizationPage /> },
]

/**
 * Organization route tree (spec 2.2). Routes outside the user's access are not registered at all, so a
 * manager typing /organization gets the 404 page rather than a page that fails on every call.
 */
function orgRoutes(user: CurrentUser): RouteObject[] {
  return [
    ...commonRoutes(),
    ...engagementScreenRoutes(user),
    ...(isOrgUser(user) ? talentRoutes() : []),
    ...(canManageEngagements(user) ? engagementRoutes() : []),
    ...(isOrgAdmin(user) ? adminRoutes() : []),
    ...signedOutLinkRoutes(),
    ...notFoundRoutes('Go to dashboard'),
  ]
}

export const orgPortal: PortalDefinition = {
  accessKey: (user) => `${user.role}:${canManageEngagements(user)}`,
  navItems: orgNavItems,
  routes: orgRoutes,
}
