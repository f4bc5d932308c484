import type { CurrentUser } from '../../../../contract/accounts'

/** The spec's "View rate": the organization admin always, a manager with hasPermissionViewRate. The server decides too (null rates). */
export const canViewRate = (user: CurrentUser) => user.role === 'organization_admin' || (user.role === 'manager' && user.hasPermissionViewRate)
