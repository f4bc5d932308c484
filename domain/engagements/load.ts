import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { relationId } from '../../access/roles'
import { engagementActor, type EngagementActor, type EngagementStatus } from '../../contract/engagements/status'
import type { Row } from '../shared/records'
import { looksLikeId } from '../shared/values'
import { engagementNotFound } from './errors'

/**
 * One engagement as `user` may read it (the collection's read access: the organization's users, the
 * talent for their own non-drafts, the super admin), or 404: an engagement of another organization, or
 * another talent's, or a talent's draft, does not exist for the caller.
 */

export type EngagementDoc = Row<'engagements'>

export async function loadEngagementFor(req: PayloadRequest, user: AuthUser, id: string | undefined): Promise<EngagementDoc> {
  if (!id || !looksLikeId(id)) throw engagementNotFound()
  const { docs } = await req.payload.find({
    collection: 'engagements',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  if (!docs[0]) throw engagementNotFound()
  return docs[0]
}

/** Who `user` is for this engagement (contract/engagements/status.ts engagementActor). */
export function actorOf(user: AuthUser | null, doc: EngagementDoc): EngagementActor {
  if (!user) return 'system'
  return engagementActor(
    { id: user.id, role: user.role, organizationId: relationId(user.organization), hasPermissionSendEngagement: user.hasPermissionSendEngagement === true },
    { organizationId: relationId(doc.organization) ?? '', talentId: relationId(doc.talent) },
  )
}

export const statusOf = (doc: EngagementDoc): EngagementStatus => doc.status as EngagementStatus

/** An extension the talent has not accepted yet (the group is stored empty when there is none). */
export const hasPendingExtension = (doc: EngagementDoc): boolean => {
  const extension = doc.pendingExtension as { endDate?: unknown } | null | undefined
  return typeof extension?.endDate === 'string' && extension.endDate !== ''
}
