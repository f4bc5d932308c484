import { z } from 'zod'
import { messages } from './messages'
import { PASSWORD_MAX_LENGTH, describeMissing, missingPasswordRequirements } from './password'
import './zodMessages'

/** Building blocks every contract schema reuses, so each limit and message is stated once. */

/**
 * The type error of a field: 'This field is required' when nothing was sent, else the type's own
 * message. Schemas never coerce: `{"name": {}}` is refused, never stored as "[object Object]".
 */
const typeError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required : message

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/** Every C0 control (tab and line breaks too), DEL and C1 controls. */
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/
/** A UTF-16 surrogate without its partner: no character, and stores as U+FFFD or not at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * True when `value` holds a character no text field keeps: a control character (a multi-line field
 * keeps tab, line feed and carriage return) or a lone surrogate. Such text is refused whole, never cut:
 * databases and drivers end a string at NUL or replace what they cannot encode.
 */
export function hasControlCharacters(value: string, lines: 'single' | 'multi' = 'single'): boolean {
  return (lines === 'multi' ? MULTILINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) || LONE_SURROGATE.test(value)
}

/** The same check on every string inside a parsed body or query: the path of the first bad one, or null. */
export function findControlCharacters(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasControlCharacters(value, 'multi') ? path : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacters(item, [...path, String(index)])
      if (found) return found
    }
    return null
  }
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = findControlCharacters(key, [...path, key]) ?? findControlCharacters(item, [...path, key])
      if (found) return found
    }
  }
  return null
}

const textOf = (lines: 'single' | 'multi') =>
  z
    .string({ error: typeError(messages.notAString) })
    .refine((value) => !hasControlCharacters(value, lines), { error: messages.controlCharacters, abort: true })

/**
 * Text on one line: strings only (a number, boolean, object or list is 'Not a valid string.'), without
 * control characters (tab and line breaks included) or lone surrogates.
 */
export const text = () => textOf('single')

/** Text that may span lines (messages, comments, descriptions): tab, line feed and carriage return are kept. */
export const multilineText = () => textOf('multi')

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

/** Phone rule of the spec: strip spaces, hyphens and brackets, add +1, at most 25 characters. */
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
  multilineText()
    .max(max * 8, { error: `${label} is too long` })
    .refine((value) => plainText(value).length < max, { error: `${label} must be less than ${max} characters` })
