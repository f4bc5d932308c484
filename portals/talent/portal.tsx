import { lazyWithReload } from '../shared/lazyWithReload'
import type { PortalDefinition } from '../shared/PortalApp'
import { AccountPage, notBuiltYet, notFoundRoutes, signedOutLinkRoutes } from '../shared/routes'
import { talentNavItems } from './navigation'
import { talentEngagementRoutes } from './pages/engagements/routes'
// --- issue 12: talent opportunities
import { talentOpportunityRoutes } from './pages/opportunities/routes'
// --- end issue 12: talent opportunities
import { talentTimeTrackingRoutes } from './pages/timeTracking/routes'
// --- issue 13: K2
import { knowledgeCenterRoutes } from '../shared/knowledgeCenter'
// --- end issue 13: K2
// --- issue 13: M3
import { messengerRoutes } from '../shared/messenger/routes'
// --- end issue 13: M3

const HomeRedirect = lazyWithReload(() => import('./pages/HomeRedirect'))
const DashboardPage = lazyWithReload(() => import('./pages/DashboardPage'))
const WelcomePage = lazyWithReload(() => import('./pages/profile/WelcomePage'))
const ProfilePage = lazyWithReload(() => import('./pages/profile/ProfilePage'))
const SummaryPage = lazyWithReload(() => import('./pages/profile/SummaryPage'))
const AvailabilitiesPage = lazyWithReload(() => import('./pages/profile/AvailabilitiesPage'))
const AvailabilityFormPage = lazyWithReload(() => import('./pages/profile/AvailabilityFormPage'))
const DocumentsPage = lazyWithReload(() => import('./pages/profile/DocumentsPage'))
const sectionPage = (name: 'WorkExperiencePage' | 'ExternalLinksPage' | 'CertificatesPage' | 'SpecializationsPage') =>
  lazyWithReload<object>(() => import('./pages/profile/sectionPages').then((module) => ({ default: module[name] })))
const WorkExperiencePage = sectionPage('WorkExperiencePage')
const ExternalLinksPage = sectionPage('ExternalLinksPage')
const CertificatesPage = sectionPage('CertificatesPage')
const SpecializationsPage = sectionPage('SpecializationsPage')

/** Talent route tree (spec 2.2 Talent plus the common routes). */
export const talentPortal: PortalDefinition = {
  accessKey: (user) => user.role,
  // --- issue 13: M3
  hasMessenger: () => true,
  // --- end issue 13: M3
  navItems: () => talentNavItems,
  routes: () => [
    { index: true, element: <HomeRedirect /> },
    { path: '/dashboard', element: <DashboardPage /> },
    { path: '/account', element: <AccountPage /> },
    { path: '/welcome', element: <WelcomePage /> },
    { path: '/profile', element: <ProfilePage /> },
    { path: '/summary', element: <SummaryPage /> },
    { path: '/availabilities', element: <AvailabilitiesPage /> },
    // Keyed so going from one form to the other starts a fresh form.
    { path: '/availabilities/new', element: <AvailabilityFormPage key="new" /> },
    { path: '/availabilities/:id/edit', element: <AvailabilityFormPage key="edit" /> },
    { path: '/work-experience', element: <WorkExperiencePage /> },
    { path: '/external-links', element: <ExternalLinksPage /> },
    { path: '/certificates', element: <CertificatesPage /> },
    { path: '/documents', element: <DocumentsPage /> },
    { path: '/specializations', element: <SpecializationsPage /> },
    // --- issue 12: talent opportunities
    ...talentOpportunityRoutes(),
    // --- end issue 12: talent opportunities
    ...talentEngagementRoutes(),
    ...talentTimeTrackingRoutes(),
    // --- issue 13: M3
    ...messengerRoutes(),
    // --- end issue 13: M3
    notBuiltYet('/organizations', 'Organizations'),
    // --- issue 13: K2
    ...knowledgeCenterRoutes(),
    // --- end issue 13: K2
    ...signedOutLinkRoutes(),
    ...notFoundRoutes('Go to dashboard'),
  ],
}
