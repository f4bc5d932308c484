import { z } from 'zod'
import { password, passwordsMatch } from '../../contract/fields'
import { messages } from '../../contract/messages'

/**
 * The change-password form's rules:
 * POST /api/v1/user/password/ { currentPassword, password, confirmPassword } -> 200 { detail }; a wrong
 * current password is a 422 on currentPassword; the server ends the user's other sessions.
 */
export const changePasswordForm = z
  .object({
    currentPassword: z.string({ error: messages.required }).min(1, { error: messages.required }),
    password: password(),
    confirmPassword: z.string({ error: messages.required }).min(1, { error: messages.required }),
  })
  .superRefine(passwordsMatch)
export type ChangePasswordForm = z.infer<typeof changePasswordForm>

/** The contract's 422 `{ errors: { field: [messages] } }` as react-hook-form field errors, plus the rest. */
export function formErrors(body: unknown): { fields: Record<string, string>; other: string[] } {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors ?? {}
  const fields: Record<string, string> = {}
  const other: string[] = []
  for (const [field, value] of Object.entries(errors)) {
    const text = Array.isArray(value) ? value.map(String).join(' ') : String(value)
    if (field in changePasswordForm.shape) fields[field] = text
    else other.push(text)
  }
  return { fields, other }
}
