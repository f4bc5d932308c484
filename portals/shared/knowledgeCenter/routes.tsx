import type { RouteObject } from 'react-router'
import { lazyWithReload } from '../lazyWithReload'

const KnowledgeCenterPage = lazyWithReload(() => import('./KnowledgeCenterPage'))
const FaqPage = lazyWithReload(() => import('./FaqPage'))
const VideoTutorialsPage = lazyWithReload(() => import('./VideoTutorialsPage'))

/**
 * The knowledge center's routes (spec common routes), the same in the talent and org portals.
 * Register them only for a role of KNOWLEDGE_CENTER_ROLES (knowledgeRules.ts).
 */
export const knowledgeCenterRoutes = (): RouteObject[] => [
  { path: '/knowledge-center', element: <KnowledgeCenterPage /> },
  { path: '/knowledge-center/faq', element: <FaqPage /> },
  { path: '/knowledge-center/video-tutorials', element: <VideoTutorialsPage /> },
]
