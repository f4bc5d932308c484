import { lazyWithReload } from '../shared/lazyWithReload'
import type { PortalDefinition } from '../shared/PortalApp'
import { AccountPage, notBuiltYet, notFoundRoutes, signedOutLinkRoutes } from '../shared/routes'
import { talentNavItems } from './navigation'
import { talentEngagementRoutes } from './pages/engagements/routes'
// Talent opportunities
import { talentOpportunityRoutes } from './pages/opportunities/routes'
import { talentTimeTrackingRoutes } from './pages/timeTracking/routes'
import { knowledgeCenterRoutes } from '../shared/knowledgeCenter'
import { messengerRoutes } from '../shared/messenger/routes'

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

/** Talent route tree (the spec's talent routes plus the common routes). */
export const talentPortal: PortalDefinition = {
  accessKey: (user) => user.role,
  hasMessenger: () => true,
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
    // Talent opportunities
    ...talentOpportunityRoutes(),
    ...talentEngagementRoutes(),
    ...talentTimeTrackingRoutes(),
    ...messengerRoutes(),
    notBuiltYet('/organizations', 'Organizations'),
    ...knowledgeCenterRoutes(),
    ...signedOutLinkRoutes(),
    ...notFoundRoutes('Go to dashboard'),
  ],
}
