import { z } from 'zod'
import { messages } from './messages'
import { email, password, passwordsMatch, personName, phone, requiredString, text, uuidToken } from './fields'
import { aboutMeInput } from './talentProfile'

/** Request and response schemas for accounts, sessions and passwords (accounts-profiles-admin 2.6, 7). */

export const ROLES = ['talent', 'manager', 'organization_admin', 'super_admin', 'contact', 'content_editor'] as const
export type Role = (typeof ROLES)[number]
export const ORGANIZATION_ROLES = ['organization_admin', 'manager', 'contact'] as const satisfies readonly Role[]

export const signUpRequest = z
  .object({
    firstName: personName('First Name'),
    lastName: personName('Last Name'),
    email: email(),
    password: password(),
    confirmPassword: z.string({ error: messages.required }).min(1, { error: messages.required }),
    inviteToken: text().optional().describe('Token from an invitation e-mail, when the talent was invited'),
  })
  .superRefine(passwordsMatch)
  .describe('Talent sign-up')

export const signInRequest = z
  .object({
    email: email(),
    password: z.string({ error: messages.required }).min(1, { error: messages.required }),
  })
  .describe('Sign-in credentials')

export const emailRequest = z.object({ email: email() })

export const activationRequest = uuidToken.describe('E-mail confirmation link parts')
export const resetValidateRequest = uuidToken.describe('Password reset link parts')

export const resetConfirmRequest = uuidToken
  .extend({
    password: password(),
    confirmPassword: z.string({ error: messages.required }).min(1, { error: messages.required }),
  })
  .superRefine(passwordsMatch)

export const impersonateRequest = z.object({
  userId: requiredString().describe('The user the super admin will act as'),
})

const contactInfo = {
  firstName: personName('First Name').optional(),
  lastName: personName('Last Name').optional(),
  address1: text().trim().max(300).optional(),
  address2: text().trim().max(300).optional(),
  city: text().trim().max(150).optional(),
  state: text().trim().max(150).optional(),
  zipCode: text().trim().max(10).optional(),
}

export const updateUserRequest = z
  .object({
    // About Me: when sent, required non-empty rich text under 2500 visible characters (the profile's rule).
    summary: aboutMeInput.shape.summary.optional().describe('About Me as rich text (HTML): not empty, under 2500 visible characters'),
    phone: phone().optional(),
    ...contactInfo,
  })
  .describe('Fields a user may change on their own account; other keys are ignored')

export const organizationSummary = z.object({ id: z.string(), name: z.string() })

export const currentUser = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    phone: z.string().nullable(),
    additionalEmailList: z.array(z.string()),
    dateJoined: z.string(),
    lastLogin: z.string().nullable(),
    isActive: z.boolean(),
    isDeactivated: z.boolean(),
    isInternal: z.boolean(),
    isImpersonate: z.boolean(),
    isTwilioSubscriber: z.boolean(),
    hasPermissionSendEngagement: z.boolean(),
    hasPermissionViewRate: z.boolean(),
    avatarPicture: z.string().nullable(),
    organization: organizationSummary.nullable(),
    status: z.enum(['active', 'deactivated', 'invited']),
    billableHours: z.number(),
    summary: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
  })
  .describe('The signed-in user')

export type CurrentUser = z.infer<typeof currentUser>

export const detailResponse = z.object({ detail: z.string() })

/** Change password on /account (issue 9): the current password, then the new one under the password rule. */
export const changePasswordRequest = z
  .object({
    currentPassword: z.string({ error: messages.required }).min(1, { error: messages.required }).describe('The password the user signs in with today'),
    password: password(),
    confirmPassword: z.string({ error: messages.required }).min(1, { error: messages.required }),
  })
  .superRefine(passwordsMatch)
  .describe('Change the password; every other session of the user ends')
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>

/** Change the sign-in e-mail on /account (issue 9): confirmed by a link sent to the new address. */
export const changeEmailRequest = z
  .object({
    currentPassword: z.string({ error: messages.required }).min(1, { error: messages.required }).describe('The password the user signs in with today'),
    email: email().describe('The new sign-in e-mail; it receives the confirmation link'),
  })
  .describe('Ask to change the sign-in e-mail')
export type ChangeEmailRequest = z.input<typeof changeEmailRequest>

export const confirmEmailChangeRequest = uuidToken.describe('Parts of the link sent to the new e-mail address')
