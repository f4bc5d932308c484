import { z } from 'zod'
import { activationRequest, emailRequest, signUpRequest } from '../../contract/accounts'
import { messages } from '../../contract/messages'
import { hashToken, newToken, sameSecret } from '../../domain/accounts/tokens'
import {
  findInviteByTokenHash,
  findUserByEmail,
  findUserById,
  markInviteAccepted,
  writeConfirmationState,
  type TrustedUser,
} from '../../domain/accounts/trustedLookups'
import { confirmationMail, signUpAttemptMail } from '../../mail/templates'
import { passwordMatches } from '../../domain/accounts/passwordCheck'
import { randomUUID } from 'node:crypto'
import { getEnv } from '../../server/env'
import { queueMail, wakeMailQueue } from '../../mail/queue'
import { confirmationUrl, queueMailByAddress } from './mailByAddress'
import { HttpError, defineEndpoint, looksLikeId, withTransaction } from '../http'
import type { PayloadRequest } from 'payload'

const detail = z.object({ detail: z.string() })

/** Queues the confirmation mail in the request's transaction (mail/queue.ts): it goes out after the answer. */
async function queueConfirmation(req: PayloadRequest, user: { id: string; email: string; firstName: string }, token: string) {
  await queueMail(req, { to: user.email, ...confirmationMail(user.firstName, confirmationUrl(user.id, token)) })
}

export const signUpTalent = defineEndpoint({
  method: 'post',
  path: '/public/talents/',
  summary: 'Talent sign-up; sends the e-mail confirmation link (a taken address gets the same answer and its owner a notice)',
  tag: 'Public',
  access: 'public',
  body: signUpRequest,
  status: 201,
  response: z.object({ id: z.string(), email: z.string() }),
  handler: async ({ req, body }) => {
    const existing = await findUserByEmail(req.payload, body.email)
    if (existing) return answerTakenAddress(req, existing, body.password)
    const token = newToken()
    // User, invite acceptance and the queued e-mail commit together; the mail leaves after the answer
    // and is retried until the mail server takes it (mail/queue.ts).
    const created = await withTransaction(req, async () => {
      const user = await req.payload.create({
        collection: 'users',
        data: { firstName: body.firstName, lastName: body.lastName, email: body.email, password: body.password, role: 'talent' },
        overrideAccess: false,
        user: null,
        req,
        context: { signUp: true, emailConfirmationTokenHash: hashToken(token) },
        depth: 0,
      })
      if (body.inviteToken) {
        const invite = await findInviteByTokenHash(req.payload, hashToken(body.inviteToken), req)
        if (invite) await markInviteAccepted(req.payload, String(invite.id), req)
      }
      await queueConfirmation(req, { id: String(user.id), email: body.email, firstName: body.firstName }, token)
      return user
    })
    wakeMailQueue(req.payload)
    return { id: String(created.id), email: body.email }
  },
})

/**
 * A sign-up with an address that already has an account answers exactly as a new sign-up does (status
 * 201, the same body with an id of the same form that names no record) after the same work (a password
 * hash's worth of pbkdf2 and one e-mail), so the form does not tell who has an account (OWASP ASVS 2.2).
 * The owner of the address is told instead, with the ways back in. An admin adding a user
 * still hears 'already exists' (endpoints/organizations/organizationUsers.ts): they are signed in and accountable.
 */
async function answerTakenAddress(req: PayloadRequest, owner: TrustedUser, password: string) {
  await passwordMatches(null, password)
  const appUrl = getEnv().appUrl
  await withTransaction(req, () => queueMail(req, { to: owner.email, ...signUpAttemptMail(owner.firstName, `${appUrl}/`, `${appUrl}/reset-password`) }))
  wakeMailQueue(req.payload)
  return Response.json({ id: randomUUID(), email: owner.email }, { status: 201 })
}

export const activateTalent = defineEndpoint({
  method: 'post',
  path: '/public/talent/activations/',
  summary: 'Confirm a talent’s e-mail address with the link’s uuid and token (works once; 409 when that link already confirmed it)',
  tag: 'Public',
  access: 'public',
  body: activationRequest,
  response: detail,
  handler: async ({ req, body }) => {
    const user = looksLikeId(body.uuid) ? await findUserById(req.payload, body.uuid) : null
    const stored = user?.emailConfirmationTokenHash
    if (!user || !stored || !sameSecret(stored, hashToken(body.token))) throw HttpError.nonField(422, messages.confirmationLinkInvalid)
    // The link opened again: its token still matches (the hash is kept after confirming, and confirms
    // nothing more), so its holder learns the account is confirmed and can sign in.
    if (user.emailConfirmedAt) throw HttpError.nonField(409, messages.accountAlreadyConfirmed)
    await writeConfirmationState(req.payload, user.id, { emailConfirmationTokenHash: stored, emailConfirmedAt: new Date().toISOString() })
    return { detail: 'Your e-mail address is confirmed.' }
  },
})

export const resendRegistration = defineEndpoint({
  method: 'post',
  path: '/public/talents/resend_registration/',
  summary: 'Send the confirmation e-mail again (same answer whether or not the address is known)',
  tag: 'Public',
  access: 'public',
  body: emailRequest,
  response: detail,
  handler: async ({ req, body }) => {
    // Known or not, the request queues the same job; the job looks the address up after the answer.
    await queueMailByAddress(req, 'confirmationResend', body.email)
    return { detail: messages.emailSent }
  },
})
