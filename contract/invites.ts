import { z } from 'zod'
import { messages } from './messages'
import { email, personName, text, multilineText } from './fields'

/** Invitation and referral payloads. */
export const INVITE_TYPES = ['talent', 'organization'] as const

export const inviteRequest = z
  .object({
    email: email(),
    firstName: personName('First Name'),
    lastName: personName('Last Name'),
    inviteType: z.enum(INVITE_TYPES, { error: messages.required }),
    organizationName: text().trim().max(150).optional().nullable(),
    message: multilineText().trim().max(500, { error: messages.messageTooLong }).optional().nullable(),
    doResend: z.boolean().optional().default(false).describe('Send again to someone already invited'),
    invitedBy: text().optional().describe('Ignored: the inviter is always the signed-in user'),
  })
  .superRefine((value, ctx) => {
    if (value.inviteType === 'organization' && !value.organizationName) {
      ctx.addIssue({ code: 'custom', path: ['organizationName'], message: messages.organizationNameRequired })
    }
  })
  .describe('Invite a colleague (talent) or refer an organization')

export const inviteResponse = z.object({
  id: z.string(),
  email: z.string(),
  inviteType: z.enum(INVITE_TYPES),
  status: z.enum(['sent', 'resent']),
})
