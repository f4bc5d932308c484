import type { PayloadRequest } from 'payload'
import { changeEmailRequest, changePasswordRequest, confirmEmailChangeRequest, detailResponse } from '../../contract/accounts'
import { messages } from '../../contract/messages'
import type { AuthUser } from '../../access/roles'
import { forgetUserSessions } from '../../access/sessionCache'
import { ACCOUNT_FIELDS_WRITE } from '../../domain/accounts/contextKeys'
import { passwordMatches, type PasswordHash } from '../../domain/accounts/passwordCheck'
import { hashToken, newToken, sameSecret } from '../../domain/accounts/tokens'
import { findUserByEmail, findUserById, switchSignInEmail } from '../../domain/accounts/trustedLookups'
import { emailChangeMail, emailChangedNoticeMail } from '../../mail/templates'
import { getEnv } from '../../server/env'
import { queueMail, wakeMailQueue } from '../../mail/queue'
import { HttpError, asUser, defineEndpoint, looksLikeId, withTransaction } from '../http'

/**
 * The signed-in user's own credentials:
 * - POST /user/password/: the current password, then the new one; every other session ends, the calling
 *   one stays (Payload keeps only the caller's session when a user sets their own password);
 * - POST /user/email/: the current password and the new address, which receives a link
 *   /confirm-new-email/<user id>/<token> (the token's sha256 and an expiry are stored, as for sign-up);
 * - POST /user/email/confirm/: the link's parts; switches the sign-in e-mail and ends the other sessions.
 * Payload's generated REST may write neither credential (hooks/closeCredentialFields.ts).
 */

/** How long the link to a new e-mail address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24

/** The caller's stored password hash, read as the caller (their own record, hidden fields included). */
async function ownPasswordHash(req: PayloadRequest, user: AuthUser): Promise<Partial<PasswordHash>> {
  const doc = await req.payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true, ...asUser(req, user) })
  // An account without a password yet has neither (null): read as absent.
  return { salt: doc.salt ?? undefined, hash: doc.hash ?? undefined }
}

/** 422 on currentPassword unless it is the caller's password. */
async function assertCurrentPassword(req: PayloadRequest, user: AuthUser, currentPassword: string) {
  if (!(await passwordMatches(await ownPasswordHash(req, user), currentPassword))) {
    throw HttpError.validation({ currentPassword: [messages.currentPasswordWrong] })
  }
}

export const changePassword = defineEndpoint({
  method: 'post',
  path: '/user/password/',
  summary: 'Change the password (the current one first); every other session of the user ends, this one stays',
  tag: 'Accounts',
  access: 'signedIn',
  body: changePasswordRequest,
  response: detailResponse,
  handler: async ({ req, user, body }) => {
    await assertCurrentPassword(req, user!, body.currentPassword)
    // Setting a user's own password, Payload keeps only the session of the request (req.user._sid).
    await req.payload.update({
      collection: 'users',
      id: user!.id,
      data: { password: body.password },
      ...asUser(req, user!),
      context: { [ACCOUNT_FIELDS_WRITE]: true },
    })
    forgetUserSessions(user!.id)
    return { detail: messages.passwordChanged }
  },
})

const emailChangeUrl = (userId: string, token: string) => `${getEnv().appUrl}/confirm-new-email/${userId}/${token}`

export const requestEmailChange = defineEndpoint({
  method: 'post',
  path: '/user/email/',
  summary: 'Ask to change the sign-in e-mail (the current password first): a confirmation link goes to the new address',
  tag: 'Accounts',
  access: 'signedIn',
  body: changeEmailRequest,
  status: 202,
  response: detailResponse,
  handler: async ({ req, user, body }) => {
    await assertCurrentPassword(req, user!, body.currentPassword)
    const me = await req.payload.findByID({ collection: 'users', id: user!.id, ...asUser(req, user!) })
    if (String(me.email).toLowerCase() === body.email) throw HttpError.validation({ email: [messages.emailChangeSame] })
    // The caller proved the password, so saying the address is taken tells no stranger anything.
    if (await findUserByEmail(req.payload, body.email)) throw HttpError.validation({ email: [messages.emailTaken] })
    const token = newToken()
    await withTransaction(req, async () => {
      await req.payload.update({
        collection: 'users',
        id: user!.id,
        data: {
          pendingEmail: body.email,
          pendingEmailTokenHash: hashToken(token),
          pendingEmailExpiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_HOURS * 3_600_000).toISOString(),
        },
        ...asUser(req, user!),
        context: { [ACCOUNT_FIELDS_WRITE]: true },
      })
      // A later request replaces the pending address and token: only the newest link works.
      await queueMail(req, { to: body.email, ...emailChangeMail(String(me.firstName), body.email, emailChangeUrl(user!.id, token)) })
    })
    wakeMailQueue(req.payload)
    return { detail: messages.emailChangeSent }
  },
})

export const confirmEmailChange = defineEndpoint({
  method: 'post',
  path: '/user/email/confirm/',
  summary: 'Switch the sign-in e-mail with the link sent to the new address (works once); the other sessions end',
  tag: 'Accounts',
  // The link may be opened in any browser, signed in or not: the token is the credential.
  access: 'public',
  body: confirmEmailChangeRequest,
  response: detailResponse,
  handler: async ({ req, user, body }) => {
    const account = looksLikeId(body.uuid) ? await findUserById(req.payload, body.uuid) : null
    const stored = account?.pendingEmailTokenHash
    const expires = account?.pendingEmailExpiresAt ? new Date(account.pendingEmailExpiresAt) : null
    if (!account?.pendingEmail || !stored || !expires || expires <= new Date() || !sameSecret(stored, hashToken(body.token))) {
      throw HttpError.nonField(422, messages.emailChangeLinkInvalid)
    }
    const newEmail = account.pendingEmail
    // Taken in the meantime (a sign-up, an admin): the unique index would refuse it; say it in words.
    if (await findUserByEmail(req.payload, newEmail)) throw HttpError.validation({ nonFieldErrors: [messages.emailTaken] })
    // Opened in a browser signed in as this user: that session stays, as after a password change.
    const keepSession = user && String(user.id) === account.id ? ((user as { _sid?: string })._sid ?? null) : null
    await withTransaction(req, async () => {
      await switchSignInEmail(req.payload, account.id, newEmail, keepSession, req)
      await queueMail(req, { to: account.email, ...emailChangedNoticeMail(account.firstName, newEmail, `${getEnv().appUrl}/reset-password`) })
    })
    wakeMailQueue(req.payload)
    forgetUserSessions(account.id)
    return { detail: messages.emailChanged }
  },
})
