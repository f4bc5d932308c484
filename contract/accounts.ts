import { z } from 'zod'
import { messages } from './messages'
import { email, password, passwordsMatch, personName, phone, requiredString, text, uuidToken } from './fields'
import { aboutMeInput } from './talentProfile'
import { centsToDecimal, parseUsd } from './engagements/pricing'

/** Request and response schemas for accounts, sessions and passwords. */

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

// Search records. The talent's asking rate (users.hourlyRate, integer cents).
export const MAX_TALENT_HOURLY_RATE_CENTS = 1_000_000
export const hourlyRateMessages = {
  invalid: 'Enter a valid amount.',
  tooHigh: 'Enter an hourly rate of at most $10,000.00.',
  talentsOnly: 'Only talents set an hourly rate.',
} as const

/**
 * The rate as sent (dollars text '95', '95.50', '$1,250' or a number), or null when cleared (null or '').
 * The schema checks it but keeps the sent form, so a form posts what it validated; the endpoint turns it
 * into cents with `hourlyRateCents`.
 */
export function hourlyRateCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' && !value.trim()) return null
  if (typeof value === 'number' && !Number.isFinite(value)) return Number.NaN
  const cents = parseUsd(typeof value === 'number' ? String(value) : value)
  return cents === null ? Number.NaN : cents
}

const hourlyRate = () =>
  z
    .union([text(), z.number()], { error: hourlyRateMessages.invalid })
    .nullable()
    .superRefine((value, ctx) => {
      const cents = hourlyRateCents(value)
      if (cents === null) return
      if (Number.isNaN(cents) || cents <= 0) ctx.addIssue({ code: 'custom', message: hourlyRateMessages.invalid })
      else if (cents > MAX_TALENT_HOURLY_RATE_CENTS) ctx.addIssue({ code: 'custom', message: hourlyRateMessages.tooHigh })
    })

/** users.hourlyRate (cents) as the API shows it: '95.00', or null when the talent has not given one. */
export const hourlyRateText = (cents: unknown): string | null => (typeof cents === 'number' && Number.isSafeInteger(cents) ? centsToDecimal(cents) : null)

export const updateUserRequest = z
  .object({
    // About Me: when sent, required non-empty rich text under 2500 visible characters (the profile's rule).
    summary: aboutMeInput.shape.summary.optional().describe('About Me as rich text (HTML): not empty, under 2500 visible characters'),
    phone: phone().optional(),
    ...contactInfo,
    // Talents only (others get 422 on the field); null or '' clears it.
    hourlyRate: hourlyRate().optional().describe("The talent's asking rate in dollars per hour ('95.00' or 95), at most 10,000.00; null or '' clears it"),
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
    // The talent's asking rate, '95.00', or null (always null for other roles).
    hourlyRate: z.string().nullable(),
  })
  .describe('The signed-in user')

export type CurrentUser = z.infer<typeof currentUser>

export const detailResponse = z.object({ detail: z.string() })

/** Change password on /account: the current password, then the new one under the password rule. */
export const changePasswordRequest = z
  .object({
    currentPassword: z.string({ error: messages.required }).min(1, { error: messages.required }).describe('The password the user signs in with today'),
    password: password(),
    confirmPassword: z.string({ error: messages.required }).min(1, { error: messages.required }),
  })
  .superRefine(passwordsMatch)
  .describe('Change the password; every other session of the user ends')
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>

/** Change the sign-in e-mail on /account: confirmed by a link sent to the new address. */
export const changeEmailRequest = z
  .object({
    currentPassword: z.string({ error: messages.required }).min(1, { error: messages.required }).describe('The password the user signs in with today'),
    email: email().describe('The new sign-in e-mail; it receives the confirmation link'),
  })
  .describe('Ask to change the sign-in e-mail')
export type ChangeEmailRequest = z.input<typeof changeEmailRequest>

export const confirmEmailChangeRequest = uuidToken.describe('Parts of the link sent to the new e-mail address')
