import type { Endpoint } from 'payload'
import { declineInput } from '../../contract/engagements/engagementInput'
import { loadEngagementFor } from '../../domain/engagements/load'
import { acceptEngagement, declineEngagement } from '../../domain/engagements/moves'
import { presentTalentEngagement } from '../../domain/engagements/present'
import { defineEndpoint, withTransaction } from '../http'
import { sendEngagementMail } from './mailing'

/**
 * The talent's answers to an offer:
 * accept (a phone on the account is needed; a waiting extension is what gets accepted when there is
 * one; on or after the start day the engagement is active at once) and decline. Another talent's
 * engagement, or a draft, is 404. Every owner is e-mailed after the move committed.
 */
const TAG = 'Talent engagements'

export const acceptTalentEngagement: Endpoint = defineEndpoint({
  method: 'post',
  path: '/talent/engagements/:id/accept/',
  summary: "Accept a pending engagement, or the extension waiting on an accepted or active one (422 phone 'Add a mobile phone number to accept the engagement.' without a phone)",
  tag: TAG,
  access: ['talent'],
  handler: async ({ req, user, params }) => {
    const doc = await loadEngagementFor(req, user!, params.id)
    const wasExtension = doc.status !== 'pending'
    const done = await withTransaction(req, () => acceptEngagement(req, user!, doc))
    await sendEngagementMail(req, done, { kind: wasExtension ? 'extensionAccepted' : 'accepted' })
    return presentTalentEngagement(req, user!, await loadEngagementFor(req, user!, String(done.id)))
  },
})

export const declineTalentEngagement: Endpoint = defineEndpoint({
  method: 'post',
  path: '/talent/engagements/:id/decline/',
  summary: 'Decline a pending engagement (reason: optional, at most 500)',
  tag: TAG,
  access: ['talent'],
  body: declineInput,
  handler: async ({ req, user, params, body }) => {
    const doc = await loadEngagementFor(req, user!, params.id)
    const done = await withTransaction(req, () => declineEngagement(req, user!, doc, body.reason ?? null))
    await sendEngagementMail(req, done, { kind: 'declined', reason: (done.declineReason as string | null) ?? null })
    return presentTalentEngagement(req, user!, await loadEngagementFor(req, user!, String(done.id)))
  },
})
