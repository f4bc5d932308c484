import type { RouteObject } from 'react-router'
import { lazyWithReload } from '../../../shared/lazyWithReload'

const TimeSheetPage = lazyWithReload(() => import('./TimeSheetPage'))
const PayrollHistoryPage = lazyWithReload(() => import('./PayrollHistoryPage'))
const AdjustmentsPage = lazyWithReload(() => import('./AdjustmentsPage'))

/** The talent's time-tracking routes. */
export const talentTimeTrackingRoutes = (): RouteObject[] => [
  { path: '/time-tracking', element: <TimeSheetPage /> },
  { path: '/time-tracking/payroll-history', element: <PayrollHistoryPage /> },
  { path: '/time-tracking/historical-adjustments', element: <AdjustmentsPage /> },
]
