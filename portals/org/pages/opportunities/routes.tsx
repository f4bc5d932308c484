import type { RouteObject } from 'react-router'
import type { CurrentUser } from '../../../../contract/accounts'
import { lazyWithReload } from '../../../shared/lazyWithReload'
import { isOrgUser } from '../../access'

const OpportunitiesListPage = lazyWithReload(() => import('./OpportunitiesListPage'))
const OpportunityPage = lazyWithReload(() => import('./OpportunityPage'))
const OpportunityFormPage = lazyWithReload(() => import('./OpportunityFormPage'))
const ContactOpportunitiesPage = lazyWithReload(() => import('./ContactOpportunitiesPage'))

/**
 * The organization portal's opportunity screens: common routes,
 * for managers and organization admins (every one of them manages the organization's
 * opportunities); a contact gets a notice on each.
 */
export function opportunityScreenRoutes(user: CurrentUser): RouteObject[] {
  const paths = ['/opportunities', '/new-opportunity', '/opportunities/:id', '/opportunity/:id/edit']
  if (!isOrgUser(user)) return paths.map((path) => ({ path, element: <ContactOpportunitiesPage /> }))
  return [
    { path: '/opportunities', element: <OpportunitiesListPage /> },
    { path: '/new-opportunity', element: <OpportunityFormPage key="new" mode="new" /> },
    { path: '/opportunities/:id', element: <OpportunityPage /> },
    { path: '/opportunity/:id/edit', element: <OpportunityFormPage key="edit" mode="edit" /> },
  ]
}
