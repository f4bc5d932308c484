import { Navigate, type RouteObject } from 'react-router'
import type { CurrentUser } from '../../contract/accounts'
import { lazyWithReload } from '../shared/lazyWithReload'
import type { PortalDefinition } from '../shared/PortalApp'
import { AccountPage, notFoundRoutes, signedOutLinkRoutes } from '../shared/routes'
import { canManageEngagements, isOrgAdmin, isOrgUser } from './access'
import { orgNavItems } from './navigation'
import { engagementScreenRoutes } from './pages/engagements/routes'
// Organization opportunity screens
import { opportunityScreenRoutes } from './pages/opportunities/routes'
import { knowledgeCenterRoutes } from '../shared/knowledgeCenter'
import { messengerRoutes } from '../shared/messenger/routes'

const DashboardPage = lazyWithReload(() => import('./pages/DashboardPage'))
// Talents and groups
const TalentsPage = lazyWithReload(() => import('./pages/talents/TalentsPage'))
const TalentProfilePage = lazyWithReload(() => import('./pages/talents/TalentProfilePage'))
const GroupsPage = lazyWithReload(() => import('./pages/groups/GroupsPage'))
const GroupPage = lazyWithReload(() => import('./pages/groups/GroupPage'))
// Administration
const OrganizationPage = lazyWithReload(() => import('./pages/organization/OrganizationPage'))
const DocumentLibraryPage = lazyWithReload(() => import('./pages/documentLibrary/DocumentLibraryPage'))
// Time tracking
const TimeTrackingPage = lazyWithReload(() => import('./pages/timeTracking/TimeTrackingPage'))
const HistoricalAdjustmentsPage = lazyWithReload(() => import('./pages/timeTracking/HistoricalAdjustmentsPage'))
// Talent search
const SearchPage = lazyWithReload(() => import('./pages/search/SearchPage'))

const commonRoutes = (): RouteObject[] => [
  { index: true, element: <DashboardPage /> },
  { path: '/dashboard', element: <Navigate to="/" replace /> },
  { path: '/account', element: <AccountPage /> },
]

const talentRoutes = (): RouteObject[] => [
  { path: '/groups', element: <GroupsPage /> },
  { path: '/groups/:id', element: <GroupPage /> },
  { path: '/search', element: <SearchPage /> },
  { path: '/talents', element: <TalentsPage /> },
  { path: '/talents/:id', element: <TalentProfilePage /> },
]

const engagementRoutes = (): RouteObject[] => [
  // Admins keep the library; managers with Manage Engagement read it (they attach its documents to engagements).
  { path: '/document-library', element: <DocumentLibraryPage /> },
  { path: '/time-tracking', element: <TimeTrackingPage /> },
  { path: '/time-tracking/historical-adjustments', element: <HistoricalAdjustmentsPage /> },
]

const adminRoutes = (): RouteObject[] => [
  { path: '/organization', element: <OrganizationPage /> },
]

/**
 * Organization route tree. Routes outside the user's access are not registered at all, so a
 * manager typing /organization gets the 404 page rather than a page that fails on every call.
 */
function orgRoutes(user: CurrentUser): RouteObject[] {
  return [
    ...commonRoutes(),
    ...engagementScreenRoutes(user),
    // Organization opportunity screens
    ...opportunityScreenRoutes(user),
    ...(isOrgUser(user) ? talentRoutes() : []),
    ...(canManageEngagements(user) ? engagementRoutes() : []),
    ...(isOrgAdmin(user) ? adminRoutes() : []),
    // Admins and managers; contacts have no knowledge center
    ...(isOrgUser(user) ? knowledgeCenterRoutes() : []),
    // The page itself tells a contact the messenger is not theirs
    ...messengerRoutes(),
    ...signedOutLinkRoutes(),
    ...notFoundRoutes('Go to dashboard'),
  ]
}

export const orgPortal: PortalDefinition = {
  accessKey: (user) => `${user.role}:${canManageEngagements(user)}`,
  navItems: orgNavItems,
  routes: orgRoutes,
  hasMessenger: isOrgUser,
}
