import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { inviteRequest, inviteResponse } from '../../contract/invites'
import { messages } from '../../contract/messages'
import { hashToken, newToken } from '../../domain/accounts/tokens'
import { findUserByEmail } from '../../domain/accounts/trustedLookups'
import { organizationReferralMail, talentInviteMail } from '../../mail/templates'
import { getEnv } from '../../server/env'
import { HttpError, defineEndpoint, withTransaction } from '../http'
import type { z } from 'zod'

type InviteInput = z.output<typeof inviteRequest>

function inviteMail(inviter: AuthUser & { firstName?: string; lastName?: string }, input: InviteInput, token: string) {
  const inviterName = `${inviter.firstName ?? ''} ${inviter.lastName ?? ''}`.trim() || 'A colleague'
  const appUrl = getEnv().appUrl
  if (input.inviteType === 'talent') {
    const url = `${appUrl}/sign-up?invite=${token}&email=${encodeURIComponent(input.email)}`
    return talentInviteMail(inviterName, input.firstName, input.message, url)
  }
  return organizationReferralMail(inviterName, input.firstName, input.organizationName ?? '', input.message, appUrl)
}

/**
 * The rules of an invitation, shared by talents and organization users: someone who already has an
 * account cannot be invited ('exists'); inviting the same person twice asks 'Want to resend?'
 * ('invited') unless doResend is set. "Already invited" looks at the inviter's own invitations, the
 * only ones they may read: two people inviting the same colleague are two invitations.
 */
async function sendInvite(req: PayloadRequest, inviter: AuthUser, input: InviteInput) {
  if (await findUserByEmail(req.payload, input.email)) throw HttpError.nonField(422, messages.userExistsInvite)
  const { docs } = await req.payload.find({
    collection: 'invites',
    where: { email: { equals: input.email }, invitedBy: { equals: inviter.id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: inviter,
    req,
  })
  const previous = docs[0] as { id: string; sentCount?: number } | undefined
  if (previous && !input.doResend) throw HttpError.nonField(422, messages.alreadyInvited)
  const token = newToken()
  const fields = {
    firstName: input.firstName,
    lastName: input.lastName,
    inviteType: input.inviteType,
    organizationName: input.organizationName ?? null,
    message: input.message ?? null,
    lastSentAt: new Date().toISOString(),
  }
  const context = { inviteTokenHash: hashToken(token) }
  return withTransaction(req, async () => {
    const invite = previous
      ? await req.payload.update({ collection: 'invites', id: previous.id, data: { ...fields, sentCount: (previous.sentCount ?? 1) + 1 }, overrideAccess: false, user: inviter, req, context })
      : await req.payload.create({ collection: 'invites', data: { ...fields, email: input.email, sentCount: 1 }, overrideAccess: false, user: inviter, req, context })
    await req.payload.sendEmail({ to: input.email, ...inviteMail(inviter, input, token) })
    return { id: String(invite.id), email: input.email, inviteType: input.inviteType, status: previous ? ('resent' as const) : ('sent' as const) }
  })
}

export const talentInvite = defineEndpoint({
  method: 'post',
  path: '/talent_invites/',
  summary: 'A talent invites a colleague or refers an organization',
  tag: 'Invites',
  access: ['talent'],
  body: inviteRequest,
  response: inviteResponse,
  status: 201,
  handler: ({ req, user, body }) => sendInvite(req, user!, body),
})

export const organizationInvite = defineEndpoint({
  method: 'post',
  path: '/invites/',
  summary: 'An organization user (or the super admin) invites talent or refers an organization',
  tag: 'Invites',
  access: ['manager', 'organization_admin', 'super_admin'],
  body: inviteRequest,
  response: inviteResponse,
  status: 201,
  handler: ({ req, user, body }) => sendInvite(req, user!, body),
})
