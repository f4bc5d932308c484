/**
 * The life of an engagement: its 8 statuses, the moves between them, who may
 * make each move and which of the 6 history event kinds each records. One table, read by the endpoints
 * (refuse or apply), the daily job (start and expire) and the portals (which buttons to show).
 *
 * draft --send--> pending --accept--> accepted --start (its start day)--> active --expire--> expired
 *                    |--decline--> declined       |                          |
 *                    |--withdraw--> withdrawn     '-------terminate----------'--> terminated
 * Extending (accepted or active) keeps the status: updated_pending, then updated_accepted when the
 * talent accepts it. docs/engagements-plan.md "Statuses and history" explains each choice.
 */

export const ENGAGEMENT_STATUSES = ['pending', 'accepted', 'declined', 'active', 'terminated', 'expired', 'withdrawn', 'draft'] as const
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number]

/** The status filter of both portals: every status, plus All (the spec: "filter adds All"). */
export const ENGAGEMENT_STATUS_FILTERS = ['all', ...ENGAGEMENT_STATUSES] as const

export const ENGAGEMENT_EVENT_KINDS = ['created', 'updated_accepted', 'updated_pending', 'status_change', 'draft_created', 'updated_draft'] as const
export type EngagementEventKind = (typeof ENGAGEMENT_EVENT_KINDS)[number]

/**
 * Who acts, as far as an engagement is concerned:
 * - manage: an organization user of the engagement's organization who may manage engagements (the
 *   organization admin always, a manager with hasPermissionSendEngagement);
 * - reader: a manager of that organization without Manage Engagement (changes nothing; reads nothing either:
 *   "Manager engagement and time-tracking access requires this permission"; the collection's read access and the
 *   endpoints refuse them before this applies; a contact is no organization user and is a stranger here);
 * - talent: the engagement's talent;
 * - superAdmin: reads every engagement, changes none (the spec gives the super admin no engagement move);
 * - system: the daily job;
 * - stranger: anyone else (another organization, another talent): the engagement does not exist for them.
 */
export const ENGAGEMENT_ACTORS = ['manage', 'reader', 'talent', 'superAdmin', 'system', 'stranger'] as const
export type EngagementActor = (typeof ENGAGEMENT_ACTORS)[number]

export const ENGAGEMENT_ACTIONS = ['saveDraft', 'send', 'update', 'accept', 'decline', 'withdraw', 'start', 'expire', 'terminate', 'extend', 'acceptExtension'] as const
export type EngagementAction = (typeof ENGAGEMENT_ACTIONS)[number]

export interface EngagementMove {
  action: EngagementAction
  /** The statuses the move starts from; null: an engagement that does not exist yet. */
  from: readonly (EngagementStatus | null)[]
  /** The status after the move; 'same' keeps it. */
  to: EngagementStatus | 'same'
  actors: readonly EngagementActor[]
  /** The history event written; for saveDraft a first save writes draft_created, a later one updated_draft. */
  event: EngagementEventKind
  /** The answer when the engagement is in none of the `from` statuses (422, nonFieldErrors). */
  wrongStatus: string
}

export const ENGAGEMENT_MOVES: readonly EngagementMove[] = [
  { action: 'saveDraft', from: [null, 'draft'], to: 'draft', actors: ['manage'], event: 'draft_created', wrongStatus: 'Only a draft can be saved as a draft.' },
  { action: 'send', from: [null, 'draft'], to: 'pending', actors: ['manage'], event: 'created', wrongStatus: 'This engagement was already sent.' },
  {
    action: 'update',
    from: ['pending'],
    to: 'same',
    actors: ['manage'],
    event: 'updated_pending',
    wrongStatus: 'Only a pending engagement can be edited; extend an accepted or active one.',
  },
  { action: 'accept', from: ['pending'], to: 'accepted', actors: ['talent'], event: 'status_change', wrongStatus: 'Only a pending engagement can be accepted.' },
  { action: 'decline', from: ['pending'], to: 'declined', actors: ['talent'], event: 'status_change', wrongStatus: 'Only a pending engagement can be declined.' },
  { action: 'withdraw', from: ['pending'], to: 'withdrawn', actors: ['manage'], event: 'status_change', wrongStatus: 'Only a pending engagement can be withdrawn.' },
  { action: 'start', from: ['accepted'], to: 'active', actors: ['system'], event: 'status_change', wrongStatus: 'Only an accepted engagement can start.' },
  { action: 'expire', from: ['active'], to: 'expired', actors: ['system'], event: 'status_change', wrongStatus: 'Only an active engagement can expire.' },
  {
    action: 'terminate',
    from: ['accepted', 'active'],
    to: 'terminated',
    actors: ['manage'],
    event: 'status_change',
    wrongStatus: 'Only an accepted or active engagement can be terminated.',
  },
  { action: 'extend', from: ['accepted', 'active'], to: 'same', actors: ['manage'], event: 'updated_pending', wrongStatus: 'Only an accepted or active engagement can be extended.' },
  { action: 'acceptExtension', from: ['accepted', 'active'], to: 'same', actors: ['talent'], event: 'updated_accepted', wrongStatus: 'There is no extension to accept.' },
]

export const engagementMessages = {
  notFound: 'Not found.',
  manageOnly: 'Only users with Manage Engagement can change engagements.',
  manageToSee: 'Only users with Manage Engagement can see engagements.',
  talentOnly: 'Only the talent of the engagement can do this.',
  systemOnly: 'The engagement starts and expires on its dates by itself.',
  superAdminReadsOnly: 'The super admin reads engagements and changes none.',
  noExtension: 'There is no extension to accept.',
  // The spec's words, verbatim.
  endDayInPast: 'The Engagement end day cannot be in the past',
} as const

export type EngagementMoveResult =
  | { ok: true; status: EngagementStatus; event: EngagementEventKind }
  | { ok: false; httpStatus: 403 | 404 | 422; message: string }

/** Facts beyond the status that a move depends on. */
export interface EngagementMoveFacts {
  /** An extension was sent and the talent has not accepted it yet. */
  hasPendingExtension?: boolean
}

/** Whether an engagement in this status exists for this actor (a talent never sees drafts). */
export function mayReadEngagement(status: EngagementStatus, actor: EngagementActor): boolean {
  if (actor === 'stranger') return false
  if (actor === 'talent') return status !== 'draft'
  return true
}

export const moveOf = (action: EngagementAction): EngagementMove => ENGAGEMENT_MOVES.find((move) => move.action === action)!

/**
 * The status after `action`, or the refusal: 404 when the engagement does not exist for the actor,
 * 403 when the actor may not make this move, 422 when the status does not allow it. `current` null
 * means the engagement is being created.
 */
export function nextStatus(current: EngagementStatus | null, action: EngagementAction, actor: EngagementActor, facts: EngagementMoveFacts = {}): EngagementMoveResult {
  const move = moveOf(action)
  if (current !== null && !mayReadEngagement(current, actor)) return { ok: false, httpStatus: 404, message: engagementMessages.notFound }
  if (current === null && actor === 'stranger') return { ok: false, httpStatus: 404, message: engagementMessages.notFound }
  if (!move.actors.includes(actor)) return { ok: false, httpStatus: 403, message: refusalFor(move, actor) }
  if (!move.from.includes(current)) return { ok: false, httpStatus: 422, message: move.wrongStatus }
  if (action === 'acceptExtension' && !facts.hasPendingExtension) return { ok: false, httpStatus: 422, message: engagementMessages.noExtension }
  const status = move.to === 'same' ? (current as EngagementStatus) : move.to
  const event = action === 'saveDraft' && current === 'draft' ? 'updated_draft' : move.event
  return { ok: true, status, event }
}

function refusalFor(move: EngagementMove, actor: EngagementActor): string {
  if (actor === 'superAdmin') return engagementMessages.superAdminReadsOnly
  if (move.actors.includes('system')) return engagementMessages.systemOnly
  if (move.actors.includes('talent')) return engagementMessages.talentOnly
  return engagementMessages.manageOnly
}

/** The actions this actor could take on an engagement in this status now (the buttons a screen shows). */
export function availableActions(current: EngagementStatus | null, actor: EngagementActor, facts: EngagementMoveFacts = {}): EngagementAction[] {
  return ENGAGEMENT_ACTIONS.filter((action) => nextStatus(current, action, actor, facts).ok)
}

export interface EngagementActorUser {
  id: string
  role: string
  organizationId: string | null
  hasPermissionSendEngagement?: boolean
}

/** Which actor a signed-in user is for an engagement of `organizationId` with `talentId`. */
export function engagementActor(user: EngagementActorUser, engagement: { organizationId: string; talentId: string | null }): EngagementActor {
  if (user.role === 'super_admin') return 'superAdmin'
  if (user.role === 'talent') return engagement.talentId !== null && user.id === engagement.talentId ? 'talent' : 'stranger'
  // Organization users are admins and managers; a contact has no engagement access at all.
  if ((user.role !== 'organization_admin' && user.role !== 'manager') || user.organizationId !== engagement.organizationId) return 'stranger'
  if (user.role === 'organization_admin' || user.hasPermissionSendEngagement === true) return 'manage'
  return 'reader'
}
