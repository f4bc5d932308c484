import type { RouteObject } from 'react-router'
import type { CurrentUser } from '../../../../contract/accounts'
import { lazyWithReload } from '../../../shared/lazyWithReload'
import { canManageEngagements, isOrgUser } from '../../access'

const EngagementsListPage = lazyWithReload(() => import('./EngagementsListPage'))
const EngagementPage = lazyWithReload(() => import('./EngagementPage'))
const EngagementFormPage = lazyWithReload(() => import('./EngagementFormPage'))
const ExtendPage = lazyWithReload(() => import('./ExtendPage'))
const ContactEngagementsPage = lazyWithReload(() => import('./ContactEngagementsPage'))

/**
 * The organization portal's engagement screens, for who manages engagements: the organization admin, a manager with
 * Manage Engagement (the spec: "Manager engagement and time-tracking access requires this permission"). A manager
 * without it gets the portal's not-found page on every one of them, as the API refuses them. A contact gets a
 * notice on /engagements (a common route) and reads nothing.
 */
export function engagementScreenRoutes(user: CurrentUser): RouteObject[] {
  if (!isOrgUser(user)) return [{ path: '/engagements', element: <ContactEngagementsPage /> }]
  if (!canManageEngagements(user)) return []
  return [
    { path: '/engagements', element: <EngagementsListPage /> },
    { path: '/engagements/:id', element: <EngagementPage /> },
    { path: '/new-engagement', element: <EngagementFormPage mode="new" /> },
    { path: '/engagements/draft/:id', element: <EngagementFormPage key="draft" mode="draft" /> },
    { path: '/engagements/duplicate/:id', element: <EngagementFormPage key="duplicate" mode="duplicate" /> },
    { path: '/engagements/extend/:id', element: <ExtendPage /> },
  ]
}
