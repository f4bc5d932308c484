import { actionItemTitles, talentActionItems, type ACTION_ITEM_KINDS } from '../../contract/engagements/talentEngagements'
import { str } from '../../domain/profile/sections'
import { defineEndpoint } from '../http'
import { openEngagements } from './talent'
import { openDocuments, organizationNames } from './talentPresent'

/**
 * GET /talent/action-items/ (docs/engagements-plan.md section 5, decided): what waits for the talent,
 * offers first, then extensions, then documents, each group in the order the engagements were made.
 * - engagement_offer: a pending engagement (accept or decline it);
 * - engagement_extension: an accepted or active engagement with an extension waiting (accept it);
 * - required_document: a library document of a pending, accepted or active engagement that is not done
 *   yet (uploaded, or checked for a consent form).
 * Issue 11 adds its kinds (time sheets) to the same list.
 */
type Item = { kind: (typeof ACTION_ITEM_KINDS)[number]; engagementId: string; requiredDocumentId?: string; title: string }

export const talentActionItemsList = defineEndpoint({
  method: 'get',
  path: '/talent/action-items/',
  summary: 'What waits for the signed-in talent: engagement offers to answer, extensions to accept, required documents to fill',
  tag: 'Engagements (talent)',
  access: ['talent'],
  response: talentActionItems,
  handler: async ({ req, user }) => {
    const engagements = await openEngagements(req, user!)
    const [names, documents] = await Promise.all([organizationNames(req, engagements), openDocuments(req, user!, engagements)])
    const nameOf = new Map(engagements.map((engagement) => [String(engagement.id), String(engagement.name ?? '')]))
    const offers: Item[] = []
    const extensions: Item[] = []
    for (const engagement of engagements) {
      const engagementId = String(engagement.id)
      const name = nameOf.get(engagementId)!
      if (engagement.status === 'pending') {
        offers.push({ kind: 'engagement_offer', engagementId, title: actionItemTitles.offer(name, names.get(String(engagement.organization)) ?? '') })
      }
      const extensionEnd = str((engagement.pendingExtension as { endDate?: unknown } | null | undefined)?.endDate)
      if (extensionEnd && engagement.status !== 'pending') {
        extensions.push({ kind: 'engagement_extension', engagementId, title: actionItemTitles.extension(name, extensionEnd) })
      }
    }
    const toFill: Item[] = documents
      .filter((document) => !document.isDone)
      .map((document) => ({
        kind: 'required_document',
        engagementId: document.engagementId,
        requiredDocumentId: document.requiredDocumentId,
        title: actionItemTitles.document(document.name, nameOf.get(document.engagementId) ?? ''),
      }))
    return { results: [...offers, ...extensions, ...toFill] }
  },
})
