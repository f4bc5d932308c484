import type { z } from 'zod'

/** The contract's validation-error body: messages per camelCase field, the rest under nonFieldErrors. */
export type FieldErrors = Record<string, string[]>

/** A zod failure in the contract's shape; the server answers it as 422, the portals show it on fields. */
export function zodErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'nonFieldErrors'
    const list = (errors[key] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return errors
}
