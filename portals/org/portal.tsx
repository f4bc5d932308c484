import { Navigate, type RouteObject } from 'react-router'
import type { CurrentUser } from '../../contract/accounts'
import { lazyWithReload } from '../shared/lazyWithReload'
import type { PortalDefinition } from '../shared/PortalApp'
import { AccountPage, notFoundRoutes, signedOutLinkRoutes } from '../shared/routes'
import { canManageEngagements, isOrgAdmin, isOrgUser } from './access'
import { orgNavItems } from './navigation'
import { engagementScreenRoutes } from './pages/engagements/routes'
// --- issue 12: organization opportunity screens
import { opportunityScreenRoutes } from './pages/opportunities/routes'
// --- end issue 12: organization opportunity screens
// --- issue 13: K2
import { knowledgeCenterRoutes } from '../shared/knowledgeCenter'
// --- end issue 13: K2
// --- issue 13: M3
import { messengerRoutes } from '../shared/messenger/routes'
// --- end issue 13: M3

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
// Talent search (issue 12, i12-search-screen)
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
 * Organization route tree (spec 2.2). Routes outside the user's access are not registered at all, so a
 * manager typing /organization gets the 404 page rather than a page that fails on every call.
 */
function orgRoutes(user: CurrentUser): RouteObject[] {
  return [
    ...commonRoutes(),
    ...engagementScreenRoutes(user),
    // --- issue 12: organization opportunity screens
    ...opportunityScreenRoutes(user),
    // --- end issue 12: organization opportunity screens
    ...(isOrgUser(user) ? talentRoutes() : []),
    ...(canManageEngagements(user) ? engagementRoutes() : []),
    ...(isOrgAdmin(user) ? adminRoutes() : []),
    // --- issue 13: K2 (admins and managers; contacts have no knowledge center)
    ...(isOrgUser(user) ? knowledgeCenterRoutes() : []),
    // --- end issue 13: K2
    // --- issue 13: M3: the page itself tells a contact the messenger is not theirs
    ...messengerRoutes(),
    // --- end issue 13: M3
    ...signedOutLinkRoutes(),
    ...notFoundRoutes('Go to dashboard'),
  ]
}

export const orgPortal: PortalDefinition = {
  accessKey: (user) => `${user.role}:${canManageEngagements(user)}`,
  navItems: orgNavItems,
  routes: orgRoutes,
  // --- issue 13: M3
  hasMessenger: isOrgUser,
  // --- end issue 13: M3
}
