import type { RouteObject } from 'react-router'
import { lazyWithReload } from '../../../shared/lazyWithReload'

const EngagementsPage = lazyWithReload(() => import('./EngagementsPage'))
const EngagementPage = lazyWithReload(() => import('./EngagementPage'))

/** The talent's engagement routes (the spec: /engagements, /engagements/{id}). */
export const talentEngagementRoutes = (): RouteObject[] => [
  { path: '/engagements', element: <EngagementsPage /> },
  { path: '/engagements/:id', element: <EngagementPage /> },
]
