import type { RouteObject } from 'react-router'
import { lazyWithReload } from '../lazyWithReload'

const MessengerPage = lazyWithReload(() => import('./MessengerPage'))

/** /messenger for the talent and organization portals. */
export const messengerRoutes = (): RouteObject[] => [{ path: '/messenger', element: <MessengerPage /> }]
