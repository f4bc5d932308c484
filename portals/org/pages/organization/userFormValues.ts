import { z } from 'zod'
import { formatPhone } from '../../../../contract/fields'
import { messages } from '../../../../contract/messages'
import { organizationUserCreateInput } from '../../../../contract/organizationUsers'
import { maskPhone } from '../../../shared/PhoneField'
import { fromRows, toRows, type TextRows } from './StringListField'
import type { OrgRole, OrgUser } from './types'

export const CONTACT_TYPES = [
  { value: 'billing', label: 'Billing' },
  { value: 'custom', label: 'Custom' },
] as const

/** The user form as the inputs hold it; `toUserInput` turns it into the request body. */
export interface UserValues {
  firstName: string
  lastName: string
  role: OrgRole | ''
  title: string
  email: string
  additionalEmailList: TextRows
  phone: string
  additionalPhoneList: TextRows
  departmentId: string
  contactType: string
  customContactType: string
  hasPermissionViewRate: boolean
  hasPermissionSendEngagement: boolean
  /** Who takes the engagements over when a manager holding some loses Manage Engagement. */
  reassignedUserId: string
}

export function initialUserValues(user: OrgUser | null): UserValues {
  // A stored free-text contact type (older data) reads as Custom with that text.
  const storedType = user?.contactType ?? ''
  const known = storedType === '' || storedType === 'billing' || storedType === 'custom'
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    role: user?.role ?? '',
    title: user?.title ?? '',
    email: user?.email ?? '',
    additionalEmailList: toRows(user?.additionalEmailList ?? []),
    phone: maskPhone(formatPhone(user?.phone)),
    additionalPhoneList: toRows((user?.additionalPhoneList ?? []).map((phone) => maskPhone(formatPhone(phone)))),
    departmentId: user?.departmentId ?? '',
    contactType: known ? storedType : 'custom',
    customContactType: known ? (user?.customContactType ?? '') : (user?.customContactType || storedType),
    hasPermissionViewRate: user?.hasPermissionViewRate ?? false,
    hasPermissionSendEngagement: user?.hasPermissionSendEngagement ?? false,
    reassignedUserId: '',
  }
}

/** The body the API takes, under the form's own field names (so the schema's messages land on the fields). */
export function toUserInput(values: UserValues) {
  const contact = values.role === 'contact'
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    role: values.role,
    title: values.title,
    email: values.email,
    additionalEmailList: fromRows(values.additionalEmailList),
    phone: values.phone,
    additionalPhoneList: fromRows(values.additionalPhoneList),
    departmentId: values.departmentId,
    contactType: contact ? values.contactType || null : null,
    customContactType: contact && values.contactType === 'custom' ? values.customContactType : null,
    hasPermissionViewRate: values.hasPermissionViewRate,
    hasPermissionSendEngagement: values.hasPermissionSendEngagement,
    reassignedUserId: values.reassignedUserId,
  }
}

/**
 * What a valid form submits: the contract's user as organizationUserCreateInput reads it (role one of
 * the organization's roles, no department as null), and the heir as typed ('' when none was picked).
 */
export type UserSubmission = z.output<ReturnType<typeof userFormSchema>>

/**
 * The form's schema: the contract's user (names, role and e-mail required, a
 * manager needs a department, Custom needs its text, every length limit) and, for a manager who holds
 * engagements, the user who inherits them once Manage Engagement is turned off.
 */
export function userFormSchema(holdsEngagements: boolean) {
  const heir = z
    .object({ hasPermissionSendEngagement: z.boolean(), reassignedUserId: z.string() })
    .superRefine((values, ctx) => {
      if (holdsEngagements && !values.hasPermissionSendEngagement && !values.reassignedUserId) {
        ctx.addIssue({ code: 'custom', path: ['reassignedUserId'], message: messages.required })
      }
    })
  return z.intersection(organizationUserCreateInput, heir)
}
