import { ENGAGEMENT_STATUSES, type EngagementStatus } from '../../contract/engagements/status'

// The statuses are the contract's (contract/engagements/status.ts, with their moves); re-exported for
// the callers that import them from here.
export { ENGAGEMENT_STATUSES, type EngagementStatus }

/**
 * What "holds engagements" means for deactivating a user or turning off Manage Engagement: being the
 * owner of an engagement that is still going on or may still start (every status but the ended ones).
 */
export const ENDED_ENGAGEMENT_STATUSES: readonly EngagementStatus[] = ['terminated', 'expired', 'withdrawn', 'declined']

export const HELD_ENGAGEMENT_STATUSES: readonly EngagementStatus[] = ENGAGEMENT_STATUSES.filter((status) => !ENDED_ENGAGEMENT_STATUSES.includes(status))

/**
 * Request-context key the reassign and deactivate endpoints set (Payload's `context`, which no client
 * can send) so an organization admin may move the owner of their organization's engagements.
 */
export const REASSIGN_ENGAGEMENTS = 'reassignEngagements'
