import type { RouteObject } from 'react-router'
import { lazyWithReload } from '../../../shared/lazyWithReload'

const OpportunitiesPage = lazyWithReload(() => import('./OpportunitiesPage'))
const OpportunityPage = lazyWithReload(() => import('./OpportunityPage'))
const ApplicationsPage = lazyWithReload(() => import('./ApplicationsPage'))

/** The talent's opportunity routes (the spec: /opportunities, /opportunities/{id}; /applications). */
export const talentOpportunityRoutes = (): RouteObject[] => [
  { path: '/opportunities', element: <OpportunitiesPage /> },
  { path: '/opportunities/:id', element: <OpportunityPage /> },
  { path: '/applications', element: <ApplicationsPage /> },
]
