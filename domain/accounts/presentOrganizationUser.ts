import type { Colleague, OrganizationRole, OrganizationUser } from '../../contract/organizationUsers'
import { managesEngagements } from '../../contract/organizationUsers'
import { userStatus } from './presentUser'

/** An organization member as the users collection keeps it (depth 0: relations are ids). */
export interface StoredOrganizationUser {
  id: string
  firstName: string
  lastName: string
  email: string
  role: OrganizationRole
  title?: string | null
  phone?: string | null
  additionalEmailList?: unknown
  additionalPhoneList?: unknown
  isDeactivated?: boolean | null
  lastLogin?: string | null
  emailConfirmedAt?: string | null
  hasTimeSheetApproval?: boolean | null
  organization?: string | null
  department?: string | null
  contactType?: string | null
  customContactType?: string | null
  hasPermissionViewRate?: boolean | null
  hasPermissionSendEngagement?: boolean | null
  isSystemUser?: boolean | null
}

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

/**
 * The OrgUser JSON. Permissions are what the user may actually do: an organization admin always sees rates and
 * manages engagements, a contact never (the spec: the organization admin "always has view rate, send engagement and
 * savings visibility").
 */
export function presentOrganizationUser(
  user: StoredOrganizationUser,
  related: { departmentName: string | null; engagementsCount: number },
): OrganizationUser {
  return {
    id: String(user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    title: user.title ?? null,
    phone: user.phone ?? null,
    additionalEmailList: strings(user.additionalEmailList),
    additionalPhoneList: strings(user.additionalPhoneList),
    isDeactivated: Boolean(user.isDeactivated),
    status: userStatus(user),
    hasTimeSheetApproval: Boolean(user.hasTimeSheetApproval),
    organizationId: String(user.organization ?? ''),
    departmentId: user.department ? String(user.department) : null,
    departmentName: related.departmentName,
    contactType: user.contactType ?? null,
    customContactType: user.customContactType ?? null,
    hasPermissionViewRate: user.role === 'organization_admin' || (user.role === 'manager' && Boolean(user.hasPermissionViewRate)),
    hasPermissionSendEngagement: managesEngagements(user),
    isSystemUser: Boolean(user.isSystemUser),
    lastLogin: user.lastLogin ?? null,
    engagementsCount: related.engagementsCount,
  }
}

export function presentColleague(user: StoredOrganizationUser, departmentName: string | null): Colleague {
  return {
    id: String(user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    title: user.title ?? null,
    organizationId: String(user.organization ?? ''),
    departmentId: user.department ? String(user.department) : null,
    departmentName,
  }
}
