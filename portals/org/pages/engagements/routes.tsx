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
 * The organization portal's engagement screens (plan section 8). /engagements and /engagements/{id}
 * are common to every organization role (spec 2.2; a manager without Manage Engagement reads them, with
 * no actions and no navigation entry, spec 2.3); the forms only for who manages engagements.
 */
export function engagementScreenRoutes(user: CurrentUser): RouteObject[] {
  if (!isOrgUser(user)) return [{ path: '/engagements', element: <ContactEngagementsPage /> }]
  const read: RouteObject[] = [
    { path: '/engagements', element: <EngagementsListPage /> },
    { path: '/engagements/:id', element: <EngagementPage /> },
  ]
  if (!canManageEngagements(user)) return read
  return [
    ...read,
    { path: '/new-engagement', element: <EngagementFormPage mode="new" /> },
    { path: '/engagements/draft/:id', element: <EngagementFormPage key="draft" mode="draft" /> },
    { path: '/engagements/duplicate/:id', element: <EngagementFormPage key="duplicate" mode="duplicate" /> },
    { path: '/engagements/extend/:id', element: <ExtendPage /> },
  ]
}
