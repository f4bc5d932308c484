import type { Where } from 'payload'
import { hourlyRateText, type CurrentUser, type Role } from '../../contract/accounts'

/** The stored user as the collections keep it (depth 0: the organization is an id). */
export interface StoredUser {
  id: string
  firstName: string
  lastName: string
  email: string
  role: Role
  phone?: string | null
  additionalEmailList?: unknown
  createdAt: string
  lastLogin?: string | null
  isDeactivated?: boolean | null
  isInternal?: boolean | null
  isTwilioSubscriber?: boolean | null
  hasPermissionSendEngagement?: boolean | null
  hasPermissionViewRate?: boolean | null
  avatarPicture?: string | null
  organization?: string | { id: string; name?: string } | null
  emailConfirmedAt?: string | null
  summary?: string | null
  address1?: string | null
  address2?: string | null
  city?: string | null
  state?: string | null
  zipCode?: string | null
  /** The talent's asking rate, integer cents. */
  hourlyRate?: number | null
}

/**
 * ARCHITECTURE's decision: 'deactivated' wins over everything; a talent is 'invited' until they confirm
 * the e-mail (signing up and confirming is their own act, so a confirmed talent is 'active' before the
 * first sign-in: the seeded, confirmed talents were listed as 'Invited'); anyone else (added by an
 * admin, confirmed at creation) is 'invited' until the first sign-in.
 */
export function userStatus(user: Pick<StoredUser, 'isDeactivated' | 'lastLogin' | 'emailConfirmedAt'> & { role?: Role | null }): CurrentUser['status'] {
  if (user.isDeactivated) return 'deactivated'
  if (!user.emailConfirmedAt) return 'invited'
  if (user.role === 'talent') return 'active'
  return user.lastLogin ? 'active' : 'invited'
}

/** userStatus as a query: the console's status filter lists exactly the users userStatus names so. */
export function userStatusWhere(status: CurrentUser['status']): Where {
  const notDeactivated: Where = { isDeactivated: { not_equals: true } }
  if (status === 'deactivated') return { isDeactivated: { equals: true } }
  const confirmed: Where = { emailConfirmedAt: { exists: true } }
  const signedInOnce: Where = { or: [{ role: { equals: 'talent' } }, { lastLogin: { exists: true } }] }
  if (status === 'active') return { and: [notDeactivated, confirmed, signedInOnce] }
  return {
    and: [
      notDeactivated,
      { or: [{ emailConfirmedAt: { exists: false } }, { and: [{ role: { not_equals: 'talent' } }, { lastLogin: { exists: false } }] }] },
    ],
  }
}

/** Organization admins always see rates and send engagements (the spec: "always has view rate, send engagement and savings visibility"). */
function permission(user: StoredUser, flag: boolean | null | undefined) {
  if (user.role === 'organization_admin' || user.role === 'super_admin') return true
  return user.role === 'manager' ? Boolean(flag) : false
}

export function presentCurrentUser(
  user: StoredUser,
  organization: { id: string; name: string } | null,
  extra: { isImpersonate: boolean; billableHours?: number },
): CurrentUser {
  const emails = Array.isArray(user.additionalEmailList) ? user.additionalEmailList.filter((e): e is string => typeof e === 'string') : []
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.email,
    email: user.email,
    role: user.role,
    phone: user.phone ?? null,
    additionalEmailList: emails,
    dateJoined: user.createdAt,
    lastLogin: user.lastLogin ?? null,
    isActive: !user.isDeactivated && Boolean(user.emailConfirmedAt),
    isDeactivated: Boolean(user.isDeactivated),
    isInternal: Boolean(user.isInternal),
    isImpersonate: extra.isImpersonate,
    isTwilioSubscriber: Boolean(user.isTwilioSubscriber),
    hasPermissionSendEngagement: permission(user, user.hasPermissionSendEngagement),
    hasPermissionViewRate: permission(user, user.hasPermissionViewRate),
    avatarPicture: user.avatarPicture ?? null,
    organization,
    status: userStatus(user),
    billableHours: extra.billableHours ?? 0,
    summary: user.summary ?? null,
    address1: user.address1 ?? null,
    address2: user.address2 ?? null,
    city: user.city ?? null,
    state: user.state ?? null,
    zipCode: user.zipCode ?? null,
    hourlyRate: user.role === 'talent' ? hourlyRateText(user.hourlyRate) : null,
  }
}
