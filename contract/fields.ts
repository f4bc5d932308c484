import { z } from 'zod'
import { messages } from './messages'
import { PASSWORD_MAX_LENGTH, describeMissing, missingPasswordRequirements } from './password'

/** Building blocks every contract schema reuses, so each limit and message is stated once. */

/**
 * The type error of a field: 'This field is required' when nothing was sent, else the type's own
 * message. Schemas never coerce: `{"name": {}}` is refused, never stored as "[object Object]".
 */
const typeError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required : message

/** Text: strings only (a number, boolean, object or list is 'Not a valid string.'). */
export const text = () => z.string({ error: typeError(messages.notAString) })

export const requiredString = () => text().trim().min(1, { error: messages.required })

/**
 * A yes/no: JSON true/false, or the strings 'true'/'false' that multipart and urlencoded form fields
 * carry. Nothing else ('yes', 1, {}) is read as one.
 */
export const formBoolean = () =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: typeError(messages.notABoolean) })

/** A number: JSON numbers, or a numeric string from a form field; never a boolean, object or list. */
export const formNumber = () =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ],
    { error: typeError(messages.notANumber) },
  )

export const email = () =>
  text()
    .trim()
    .min(1, { error: messages.required })
    .pipe(z.email({ error: messages.invalidEmail }))
    .transform((value) => value.toLowerCase())
    .describe('E-mail address; compared case-insensitively')

export const personName = (label: 'First Name' | 'Last Name') =>
  requiredString()
    .max(30, { error: label === 'First Name' ? messages.firstNameTooLong : messages.lastNameTooLong })
    .describe(`${label}, at most 30 characters`)

export const password = () =>
  text()
    .min(1, { error: messages.required })
    .superRefine((value, ctx) => {
      if (/\s/.test(value)) ctx.addIssue({ code: 'custom', message: messages.passwordNoSpaces })
      if (value.length > PASSWORD_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: messages.passwordTooLong })
      const missing = missingPasswordRequirements(value)
      if (missing.length) ctx.addIssue({ code: 'custom', message: describeMissing(missing) })
    })
    .describe('At least 9 characters with a capital letter, a number and a special symbol; no spaces; at most 68')

/** Adds 'Passwords must match' on confirmPassword when the two differ. */
export function passwordsMatch<T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordsMustMatch })
  }
}

export const uuidToken = z.object({
  uuid: requiredString().describe('Id of the user the link was made for'),
  token: requiredString().describe('One-time token from the e-mailed link'),
})

/** Phone rule of spec 5: strip spaces, hyphens and brackets, add +1, at most 25 characters. */
export const phone = () =>
  text()
    .trim()
    .max(25, { error: messages.phoneInvalid })
    .transform((value, ctx) => {
      const normalised = normalisePhone(value)
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message: messages.phoneInvalid })
        return z.NEVER
      }
      return normalised
    })
    .describe('US phone; stored as +1XXXXXXXXXX')

/**
 * Returns the stored form (+1 and ten digits) or null when the number is incomplete. An empty string
 * stays empty: clearing a phone is allowed where the phone is optional.
 */
export function normalisePhone(raw: string): string | null {
  const stripped = raw.replace(/[\s\-()]/g, '')
  if (stripped === '') return ''
  const digits = stripped.replace(/^\+1/, '').replace(/^\+/, '')
  if (!/^\d{10}$/.test(digits)) return null
  return `+1${digits}`
}

/** (###) ###-#### for display; anything that is not a stored US number is shown as it is. */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return ''
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(stored)
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : stored
}

/** The visible text of rich text (HTML): what its length limits count. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Rich text whose visible text stays under `max` characters (About Me, responsibilities: 2500). */
export const richText = (max: number, label = 'Text') =>
  text()
    .max(max * 8, { error: `${label} is too long` })
    .refine((value) => plainText(value).length < max, { error: `${label} must be less than ${max} characters` })
