import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A talent who signs up must prove the e-mail address before signing in; anyone created by a super
 * admin, an organization admin or the seed was vouched for by that person, so their address counts as
 * confirmed from the start. The sign-up endpoint hands the hash of the e-mailed token through context,
 * because the token field cannot be written through any API.
 */
export const confirmEmailUnlessSelfSignUp: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  if (req.context?.signUp === true) {
    data.emailConfirmedAt = null
    data.emailConfirmationTokenHash = req.context.emailConfirmationTokenHash ?? null
  } else {
    data.emailConfirmedAt = data.emailConfirmedAt ?? new Date().toISOString()
  }
  return data
}
