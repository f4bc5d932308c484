import type { PayloadRequest } from 'payload'
import { relationId } from '../../access/roles'
import { fullName } from '../../contract/talentList'
import type { EngagementDoc } from '../../domain/engagements/load'
import type { Row } from '../../domain/shared/records'
import {
  engagementAcceptedMail,
  engagementDeclinedMail,
  engagementSentMail,
  engagementTerminatedMail,
  engagementWithdrawnMail,
  extensionAcceptedMail,
  extensionSentMail,
} from '../../mail/engagementMails'
import type { MailContent } from '../../mail/templates'
import { getEnv } from '../../server/env'

/**
 * E-mails of the engagement moves, sent after the move's transaction committed (a failed send never
 * undoes a move; it is logged). Addresses and the organization's name are read without the caller's
 * access, for exactly the people the engagement names: a talent may not read the owners' accounts, and
 * an organization user may not read a talent deactivated since. Deactivated recipients get nothing.
 */

export type EngagementMail =
  | { kind: 'sent' | 'withdrawn' | 'extensionSent' | 'accepted' | 'extensionAccepted' }
  | { kind: 'terminated'; reason: string }
  | { kind: 'declined'; reason: string | null }

const TO_TALENT = new Set(['sent', 'withdrawn', 'terminated', 'extensionSent'])

async function people(req: PayloadRequest, ids: string[]): Promise<Pick<Row<'users'>, 'id' | 'email' | 'firstName' | 'lastName' | 'isDeactivated'>[]> {
  if (!ids.length) return []
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { email: true, firstName: true, lastName: true, isDeactivated: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

export async function sendEngagementMail(req: PayloadRequest, doc: EngagementDoc, mail: EngagementMail): Promise<void> {
  try {
    const url = `${getEnv().appUrl}/engagements/${String(doc.id)}`
    const name = String(doc.name ?? '')
    const talentId = relationId(doc.talent)
    const organization = (await req.payload.findByID({ collection: 'organizations', id: relationId(doc.organization) ?? '', depth: 0, overrideAccess: true, select: { name: true } }))
    const organizationName = String(organization?.name ?? '')
    const [talent] = talentId ? await people(req, [talentId]) : []
    const talentName = talent ? fullName(talent) : ''
    const ownerIds = Array.isArray(doc.owners) ? doc.owners.map(relationId).filter((id): id is string => Boolean(id)) : []
    const recipients = TO_TALENT.has(mail.kind) ? (talent ? [talent] : []) : await people(req, ownerIds)
    const endDate = String((doc.pendingExtension as { endDate?: string } | null)?.endDate || doc.endDate || '')
    for (const person of recipients) {
      if (person.isDeactivated === true || !person.email) continue
      const first = String(person.firstName ?? '')
      let content: MailContent
      switch (mail.kind) {
        case 'sent':
          content = engagementSentMail(first, organizationName, name, url)
          break
        case 'withdrawn':
          content = engagementWithdrawnMail(first, organizationName, name, url)
          break
        case 'terminated':
          content = engagementTerminatedMail(first, organizationName, name, mail.reason, url)
          break
        case 'extensionSent':
          content = extensionSentMail(first, organizationName, name, endDate, url)
          break
        case 'accepted':
          content = engagementAcceptedMail(first, talentName, name, url)
          break
        case 'declined':
          content = engagementDeclinedMail(first, talentName, name, mail.reason, url)
          break
        case 'extensionAccepted':
          content = extensionAcceptedMail(first, talentName, name, String(doc.endDate ?? ''), url)
          break
      }
      await req.payload.sendEmail({ to: String(person.email), ...content })
    }
  } catch (error) {
    req.payload.logger.error({ err: error, engagement: String(doc.id), mail: mail.kind }, 'engagement e-mail not sent')
  }
}
