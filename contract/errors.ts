import type { z } from 'zod'

/** The contract's validation-error body: messages per camelCase field, the rest under nonFieldErrors. */
export type FieldErrors = Record<string, string[]>

/** A zod failure in the contract's shape; the server answers it as 422, the portals show it on fields. */
export function zodErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  // A value of the wrong type gets that one message: zod still runs length checks on a list sent for a
  // text field ('[]' would also read 'This field is required').
  const keyOf = (issue: z.core.$ZodIssue) => (issue.path.length ? String(issue.path[0]) : 'nonFieldErrors')
  const mistyped = new Set(error.issues.filter((issue) => issue.code === 'invalid_type').map((issue) => issue.path.join('.')))
  for (const issue of error.issues) {
    if (issue.code !== 'invalid_type' && mistyped.has(issue.path.join('.'))) continue
    const key = keyOf(issue)
    const list = (errors[key] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return errors
}
