import { applyFormErrors, applyInput, type ApplyInput } from '../../../../contract/opportunities/opportunityInput'

/**
 * The apply dialog's schema: the contract's apply body plus its form rule (applyFormErrors: the new form
 * answers every question, the old form sends its three texts), so the dialog refuses exactly what the
 * server refuses, with the same messages on the same fields.
 */
export function applySchema(questionIds: string[]) {
  return applyInput.superRefine((input, ctx) => {
    for (const [field, messages] of Object.entries(applyFormErrors(input as ApplyInput, questionIds))) {
      ctx.addIssue({ code: 'custom', path: [field], message: messages[0]! })
    }
  })
}
