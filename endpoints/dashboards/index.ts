/** The dashboards' endpoints (issue 13, D1); the talent's two issue-10 paths are listed where they were. */
export { organizationDashboardEndpoints } from './organization'
export { showScreenEndpoints } from './showScreen'
export { superAdminDashboardEndpoints } from './superAdmin'
export { talentActionItemsList, talentDashboard, talentEngagementsDashboard } from './talent'
