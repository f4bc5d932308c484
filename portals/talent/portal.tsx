import { Navigate } from 'react-router'
import { lazyWithReload } from '../shared/lazyWithReload'
import type { PortalDefinition } from '../shared/PortalApp'
import { AccountPage, notBuiltYet, notFoundRoutes, signedOutLinkRoutes } from '../shared/routes'
import { talentNavItems } from './navigation'

const DashboardPage = lazyWithReload(() => import('./pages/DashboardPage'))

/** Talent route tree (spec 2.2 Talent plus the common routes). */
export const talentPortal: PortalDefinition = {
  accessKey: (user) => user.role,
  navItems: () => talentNavItems,
  routes: () => [
    { index: true, element: <Navigate to="/dashboard" replace /> },
    { path: '/dashboard', element: <DashboardPage /> },
    { path: '/account', element: <AccountPage /> },
    notBuiltYet('/welcome', 'Welcome'),
    notBuiltYet('/profile', 'Profile'),
    notBuiltYet('/summary', 'About Me'),
    notBuiltYet('/availabilities', 'Availability'),
    notBuiltYet('/availabilities/new', 'New Availability'),
    notBuiltYet('/availabilities/:id/edit', 'Edit Availability'),
    notBuiltYet('/work-experience', 'Work Experience'),
    notBuiltYet('/external-links', 'External Links'),
    notBuiltYet('/certificates', 'Resume, Certifications and More'),
    notBuiltYet('/documents', 'Documents'),
    notBuiltYet('/specializations', 'Specializations & Skills'),
    notBuiltYet('/opportunities', 'Opportunities'),
    notBuiltYet('/opportunities/:id', 'Opportunity'),
    notBuiltYet('/applications', 'Applications'),
    notBuiltYet('/engagements', 'Engagements'),
    notBuiltYet('/engagements/:id', 'Engagement'),
    notBuiltYet('/time-tracking', 'Time tracking'),
    notBuiltYet('/time-tracking/payroll-history', 'Payroll history'),
    notBuiltYet('/time-tracking/historical-adjustments', 'Historical adjustments'),
    notBuiltYet('/organizations', 'Organizations'),
    notBuiltYet('/messenger', 'Messenger'),
    notBuiltYet('/knowledge-center', 'Knowledge center'),
    notBuiltYet('/knowledge-center/faq', 'FAQ'),
    notBuiltYet('/knowledge-center/video-tutorials', 'Video tutorials'),
    ...signedOutLinkRoutes(),
    ...notFoundRoutes('Go to dashboard'),
  ],
}
