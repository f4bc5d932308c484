import type { CurrentUser } from '../../contract/accounts'

export const isOrgAdmin = (user: CurrentUser) => user.role === 'organization_admin'

/** Admins and managers; contacts have no working area. */
export const isOrgUser = (user: CurrentUser) => user.role === 'organization_admin' || user.role === 'manager'

/** Engagements and time tracking: admins always, managers with 'Manage Engagement'. */
export const canManageEngagements = (user: CurrentUser) =>
  isOrgAdmin(user) || (user.role === 'manager' && user.hasPermissionSendEngagement)
