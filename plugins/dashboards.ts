import { SavingsBenchmarks, ScreenViews } from '../collections/Dashboards'
import {
  organizationDashboardEndpoints,
  showScreenEndpoints,
  superAdminDashboardEndpoints,
  talentActionItemsList,
  talentDashboard,
  talentEngagementsDashboard,
} from '../endpoints/dashboards'
import { capabilityPlugin } from './capabilityPlugin'

/** Dashboards of every role, the talent's action items, savings and benchmarks, show-screen records. */
export const dashboardsPlugin = () =>
  capabilityPlugin({
    name: 'dashboards',
    collections: [ScreenViews, SavingsBenchmarks],
    endpoints: [
      talentEngagementsDashboard,
      talentActionItemsList,
      talentDashboard,
      ...showScreenEndpoints,
      ...organizationDashboardEndpoints,
      ...superAdminDashboardEndpoints,
    ],
  })
