import { APIError, type CollectionBeforeLoginHook } from 'payload'
import { messages } from '../contract/messages'

/**
 * Runs after the password was accepted, inside the sign-in transaction: a deactivated account or a
 * talent who has not confirmed the e-mail address gets no session. Checking after the password keeps
 * the answer for a wrong password identical for every account, so it reveals nothing about the address.
 */
export const rejectBlockedSignIn: CollectionBeforeLoginHook = ({ user }) => {
  if (user.isDeactivated) throw new APIError(messages.accountDeactivated, 403, undefined, true)
  if (user.role === 'talent' && !user.emailConfirmedAt) {
    throw new APIError(messages.emailNotConfirmed, 403, undefined, true)
  }
  return user
}
