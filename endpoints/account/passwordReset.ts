import { z } from 'zod'
import type { PayloadRequest } from 'payload'
import { emailRequest, resetConfirmRequest, resetValidateRequest } from '../../contract/accounts'
import { messages } from '../../contract/messages'
import { sameSecret } from '../../domain/accounts/tokens'
import { ACCOUNT_FIELDS_WRITE } from '../../domain/accounts/contextKeys'
import { findUserById, writeConfirmationState } from '../../domain/accounts/trustedLookups'
import { queueMailByAddress } from './mailByAddress'
import { HttpError, defineEndpoint, looksLikeId, withTransaction } from '../http'
import { forgetUserSessions } from '../../access/sessionCache'
import { lockUserSessions } from '../../collections/Users/sessionLock'

const detail = z.object({ detail: z.string() })

/** The account a reset link belongs to, when its token is the current one and has not expired. */
async function userOfResetLink(req: PayloadRequest, uuid: string, token: string) {
  const user = looksLikeId(uuid) ? await findUserById(req.payload, uuid, req) : null
  const stored = user?.resetPasswordToken
  const expires = user?.resetPasswordExpiration ? new Date(user.resetPasswordExpiration) : null
  if (!user || !stored || !expires || expires <= new Date() || !sameSecret(stored, token)) {
    throw HttpError.nonField(422, messages.resetTokenInvalid)
  }
  return user
}

export const requestPasswordReset = defineEndpoint({
  method: 'post',
  path: '/password/reset/',
  summary: 'E-mail a link to create a new password (same answer whether or not the address is known)',
  tag: 'Accounts',
  access: 'public',
  body: emailRequest,
  response: detail,
  handler: async ({ req, body }) => {
    // Known or not, the request queues the same job; the job looks the address up after the answer.
    await queueMailByAddress(req, 'passwordReset', body.email)
    return { detail: 'If an account exists for this e-mail, a link to create a new password has been sent.' }
  },
})

export const validatePasswordReset = defineEndpoint({
  method: 'post',
  path: '/password/reset/validate/',
  summary: 'Check a reset link before showing the new-password form',
  tag: 'Accounts',
  access: 'public',
  body: resetValidateRequest,
  response: detail,
  handler: async ({ req, body }) => {
    await userOfResetLink(req, body.uuid, body.token)
    return { detail: 'The link is valid.' }
  },
})

export const confirmPasswordReset = defineEndpoint({
  method: 'post',
  path: '/password/reset/confirm/',
  summary: 'Set the new password from a reset link (the link then stops working)',
  tag: 'Accounts',
  access: 'public',
  body: resetConfirmRequest,
  response: detail,
  handler: async ({ req, body }) => {
    const user = await userOfResetLink(req, body.uuid, body.token)
    await withTransaction(req, async () => {
      // The reset ends every session and opens none we keep: in turn with the user's other session writes.
      await lockUserSessions(req, user.id)
      // Following a link sent to the address proves the address, as a confirmation link would. Written
      // first: Payload's reset runs the beforeLogin hooks, which refuse an unconfirmed talent.
      if (!user.emailConfirmedAt) {
        await writeConfirmationState(req.payload, user.id, { emailConfirmationTokenHash: null, emailConfirmedAt: new Date().toISOString() }, req)
      }
      // The token is the credential; Payload clears it, so the link works once. Payload's reset runs the
      // users' beforeValidate hooks without the stored record, so it is marked an account flow, as the
      // other token-checked writes are (hooks/closeCredentialFields.ts would refuse it otherwise).
      req.context = { ...req.context, [ACCOUNT_FIELDS_WRITE]: true }
      await req.payload.resetPassword({ collection: 'users', data: { token: body.token, password: body.password }, overrideAccess: true, req })
    })
    // Payload revoked every session of the account with the reset; drop our cached copies too.
    forgetUserSessions(user.id)
    return { detail: messages.passwordConfirmed }
  },
})
