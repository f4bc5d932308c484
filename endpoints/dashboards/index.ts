/** The dashboards' endpoints; the talent's two engagement paths are listed with the engagement endpoints. */
export { organizationDashboardEndpoints } from './organization'
export { showScreenEndpoints } from './showScreen'
export { superAdminDashboardEndpoints } from './superAdmin'
export { talentActionItemsList, talentDashboard, talentEngagementsDashboard } from './talent'
