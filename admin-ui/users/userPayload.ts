import type { RaRecord } from 'react-admin'
import { isOrganizationRole } from './roles'

/**
 * What the user form sends. The form keeps hidden values so switching the role back restores them; the
 * payload drops what the chosen role cannot hold. The spec: an organization admin always has both
 * permissions and no department, and a contact has neither permission; only a manager's are chosen by hand.
 */
export function toUserPayload<T extends Partial<RaRecord>>(data: T): T {
  const payload: Record<string, unknown> = { ...data }
  if (!isOrganizationRole(data.role)) payload.organization = null
  if (data.role === 'organization_admin') {
    payload.hasPermissionSendEngagement = true
    payload.hasPermissionViewRate = true
    payload.department = null
  }
  if (data.role === 'contact') {
    payload.hasPermissionSendEngagement = false
    payload.hasPermissionViewRate = false
  }
  return payload as T
}
