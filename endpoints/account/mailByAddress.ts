import type { PayloadRequest, TaskConfig } from 'payload'
import { hashToken, newToken } from '../../domain/accounts/tokens'
import { ACCOUNT_FIELDS_WRITE } from '../../domain/accounts/contextKeys'
import { findUserByEmail, writeConfirmationState } from '../../domain/accounts/trustedLookups'
import { confirmationMail, passwordResetMail } from '../../mail/templates'
import { MAIL_QUEUE, wakeMailQueue } from '../../mail/queue'
import { getEnv } from '../../server/env'
import { withTransaction } from '../http'

/**
 * The e-mails a signed-out person asks for by typing an address (a password reset link, the sign-up
 * confirmation again). Whether the address has an account is decided here, after the answer: the request
 * only queues this job (one row on the mail queue, whatever the address), so a known and an unknown
 * address get the same answer after the same work. The link's token is made and stored when the job
 * runs, so no token waits in the jobs table.
 */
export type AddressMailPurpose = 'passwordReset' | 'confirmationResend'

export const MAIL_BY_ADDRESS_TASK = 'mailByAddress' as const

export async function queueMailByAddress(req: PayloadRequest, purpose: AddressMailPurpose, email: string): Promise<void> {
  await req.payload.jobs.queue({ task: MAIL_BY_ADDRESS_TASK, input: { purpose, email }, queue: MAIL_QUEUE, req })
  wakeMailQueue(req.payload)
}

export const confirmationUrl = (userId: string, token: string) => `${getEnv().appUrl}/confirm-email/${userId}/${token}`

async function sendPasswordReset(req: PayloadRequest, email: string) {
  const user = await findUserByEmail(req.payload, email, req)
  if (!user || user.isDeactivated) return
  // The reset token is account state: written in an account flow, as the request's endpoint would
  // (hooks/closeCredentialFields.ts drops it from any other write).
  req.context = { ...req.context, [ACCOUNT_FIELDS_WRITE]: true }
  const token = await withTransaction(req, () => req.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true, req }))
  await req.payload.sendEmail({ to: user.email, ...passwordResetMail(user.firstName, `${getEnv().appUrl}/create-password/${user.id}/${token}`) })
}

async function sendConfirmationAgain(req: PayloadRequest, email: string) {
  const user = await findUserByEmail(req.payload, email, req)
  if (!user || user.role !== 'talent' || user.emailConfirmedAt || user.isDeactivated) return
  const token = newToken()
  // A new link replaces the previous one: only the newest works.
  await withTransaction(req, () => writeConfirmationState(req.payload, user.id, { emailConfirmationTokenHash: hashToken(token) }, req))
  await req.payload.sendEmail({ to: user.email, ...confirmationMail(user.firstName, confirmationUrl(user.id, token)) })
}

export const mailByAddressTask: TaskConfig<{ input: { purpose: AddressMailPurpose; email: string }; output: object }> = {
  slug: MAIL_BY_ADDRESS_TASK,
  label: 'E-mail a link to an address, if it has an account',
  inputSchema: [
    { name: 'purpose', type: 'text', required: true },
    { name: 'email', type: 'text', required: true },
  ],
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    if (input.purpose === 'passwordReset') await sendPasswordReset(req, input.email)
    else await sendConfirmationAgain(req, input.email)
    return { output: {} }
  },
}
