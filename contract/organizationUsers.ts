import { z } from 'zod'
import { ORGANIZATION_ROLES } from './accounts'
import type { FieldErrors } from './errors'
import { email, formBoolean, personName, phone, requiredString, text } from './fields'
import { messages } from './messages'

/**
 * Organization users: the payloads
 * of /organization_admin/users/ and /super_admin/users/, and the role rules the user form and the
 * server both apply, so the portal shows exactly what the server would answer.
 */

export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]

export const organizationUserMessages = {
  invalidRole: 'Select a valid role.',
  invalidBoolean: 'Must be a valid boolean.',
  invalidDepartment: 'Select a valid department.',
  roleChangeNotAllowed: 'An admin or a manager can only become an admin or a manager; a contact stays a contact.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  reassignRequired: 'This user holds engagements: choose a user to reassign them to.',
  reassignTargetInvalid: 'Choose an active admin or a manager with Manage Engagement of the same organization.',
  reassignToSameUser: 'Choose a user other than the one whose engagements are reassigned.',
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
} as const

/** The role and the fields that depend on it. */
export interface RoleFields {
  role: OrganizationRole
  departmentId?: string | null
  hasPermissionSendEngagement?: boolean
  hasPermissionViewRate?: boolean
}

/**
 * The spec: choosing Admin clears the department and turns both permissions on; choosing Contact turns
 * both permissions off; a manager keeps what was chosen (and must name a department, see below).
 */
export function applyRoleChange<T extends Partial<RoleFields>>(values: T, role: OrganizationRole): T & { role: OrganizationRole } {
  if (role === 'organization_admin') return { ...values, role, departmentId: null, hasPermissionSendEngagement: true, hasPermissionViewRate: true }
  if (role === 'contact') return { ...values, role, hasPermissionSendEngagement: false, hasPermissionViewRate: false }
  return { ...values, role }
}

/** The spec: when adding every role is offered; when editing an admin or manager switch between those two, a contact stays a contact. */
export function roleOptions(mode: 'add' | 'edit', current?: OrganizationRole): OrganizationRole[] {
  if (mode === 'add' || !current) return [...ORGANIZATION_ROLES]
  return current === 'contact' ? ['contact'] : ['organization_admin', 'manager']
}

export const roleChangeAllowed = (from: OrganizationRole, to: OrganizationRole) => roleOptions('edit', from).includes(to)

/** Whether the user may manage engagements: an admin always, a manager with the permission, a contact never. */
export function managesEngagements(user: { role: string; hasPermissionSendEngagement?: boolean | null }) {
  if (user.role === 'organization_admin') return true
  return user.role === 'manager' && Boolean(user.hasPermissionSendEngagement)
}

/**
 * The rules between fields of a complete user: a manager needs a department;
 * a 'custom' contact type needs its name.
 */
export function organizationUserErrors(values: {
  role?: string | null
  departmentId?: string | null
  contactType?: string | null
  customContactType?: string | null
}): FieldErrors {
  const errors: FieldErrors = {}
  if (values.role === 'manager' && !values.departmentId) errors.departmentId = [messages.required]
  if (values.contactType === 'custom' && !values.customContactType?.trim()) errors.customContactType = [messages.required]
  return errors
}

// --- Payloads ------------------------------------------------------------------------------------

export const flag = formBoolean()

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { error: organizationUserMessages.maxLength(max) })
    .nullable()
    .optional()
    .transform((value) => value || null)

/** An id or nothing: '' and null both clear the relation. */
export const optionalId = text()
  .trim()
  .nullable()
  .optional()
  .transform((value) => value || null)

/** Each extra address must be valid ('Must be a valid email address.'); blank entries are dropped. */
const additionalEmails = z
  .array(text().trim())
  .transform((list, ctx) => {
    const kept = list.filter(Boolean).map((value) => value.toLowerCase())
    if (kept.some((value) => !z.email().safeParse(value).success)) ctx.addIssue({ code: 'custom', message: messages.invalidEmail })
    return kept
  })

/** Each extra phone: at most 25 characters and a complete US number; blank entries are dropped. */
const additionalPhones = z.array(phone()).transform((list) => list.filter(Boolean))

const role = z.enum(ORGANIZATION_ROLES, {
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? messages.required : organizationUserMessages.invalidRole),
})

const userFields = {
  firstName: personName('First Name'),
  lastName: personName('Last Name'),
  email: email(),
  role,
  title: optionalText(100),
  phone: phone().nullable().optional().transform((value) => value || null),
  additionalEmailList: additionalEmails.optional(),
  additionalPhoneList: additionalPhones.optional(),
  departmentId: optionalId.describe('Department of the user; required for managers'),
  contactType: optionalText(50).describe("'billing', 'custom' or free text"),
  customContactType: optionalText(50).describe("Required when contactType is 'custom'"),
  hasPermissionViewRate: flag.optional().describe('View Rate'),
  hasPermissionSendEngagement: flag.optional().describe('Manage Engagement'),
  hasTimeSheetApproval: flag.optional(),
  isSystemUser: flag.optional().describe('Set by the super admin only; ignored for organization admins'),
}

const crossFieldRules = (values: Parameters<typeof organizationUserErrors>[0], ctx: z.RefinementCtx) => {
  for (const [field, list] of Object.entries(organizationUserErrors(values))) {
    for (const message of list) ctx.addIssue({ code: 'custom', path: [field], message })
  }
}

/** POST /organization_admin/users/ (the form's add mode). */
export const organizationUserCreateInput = z.object(userFields).superRefine(crossFieldRules).describe('A new organization user')

/** POST /super_admin/users/: the same, plus the organization the user joins. */
export const superAdminUserCreateInput = z
  .object({ ...userFields, organizationId: requiredString().describe('The organization the user joins') })
  .superRefine(crossFieldRules)
  .describe('A new organization user of any organization')

const changeFields = {
  isDeactivated: flag.optional().describe('Deactivate (true) or reactivate (false)'),
  reassignedUserId: optionalId.describe(
    'Required when deactivating a user who holds engagements, or turning off Manage Engagement of one: who takes them over',
  ),
}

/**
 * PUT: the required fields must all be sent; PATCH: any subset (isDeactivated, hasTimeSheetApproval…).
 * The rules between fields are checked on the user as it would be stored (organizationUserErrors).
 */
export const organizationUserPutInput = z.object({ ...userFields, ...changeFields }).describe('An organization user, every required field')
export const organizationUserPatchInput = z.object(userFields).partial().extend(changeFields).describe('Any fields of an organization user')

export const reassignInput = z
  .object({
    managerId: requiredString().describe('The active admin or manager with Manage Engagement who takes the work over'),
    isEngagementsOnly: flag.optional().default(true).describe('true: engagements only; false: all of the user’s work'),
  })
  .describe('Reassign a user’s engagements')

export const FOR_ACTIONS = ['engagements', 'full'] as const

export const organizationUser = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ORGANIZATION_ROLES),
    title: z.string().nullable(),
    phone: z.string().nullable(),
    additionalEmailList: z.array(z.string()),
    additionalPhoneList: z.array(z.string()),
    isDeactivated: z.boolean(),
    status: z.enum(['active', 'deactivated', 'invited']),
    hasTimeSheetApproval: z.boolean(),
    organizationId: z.string(),
    departmentId: z.string().nullable(),
    departmentName: z.string().nullable(),
    contactType: z.string().nullable(),
    customContactType: z.string().nullable(),
    hasPermissionViewRate: z.boolean(),
    hasPermissionSendEngagement: z.boolean(),
    isSystemUser: z.boolean(),
    lastLogin: z.string().nullable(),
    engagementsCount: z.number().describe('Engagements the user holds (status not terminated, expired, withdrawn or declined)'),
  })
  .describe('An organization user')

export type OrganizationUser = z.infer<typeof organizationUser>

/** GET /manager/users/: colleagues for Share Group, without contact details. */
export const colleague = organizationUser.pick({ id: true, firstName: true, lastName: true, role: true, title: true, organizationId: true, departmentId: true, departmentName: true })
export type Colleague = z.infer<typeof colleague>
