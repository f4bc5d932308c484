import {
  ENGAGEMENT_ACTIONS,
  ENGAGEMENT_ACTORS,
  ENGAGEMENT_EVENT_KINDS,
  ENGAGEMENT_MOVES,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_STATUS_FILTERS,
  availableActions,
  engagementActor,
  engagementMessages,
  mayReadEngagement,
  nextStatus,
  type EngagementAction,
  type EngagementActor,
  type EngagementStatus,
} from '../../contract/engagements/status'
import { ENDED_ENGAGEMENT_STATUSES, ENGAGEMENT_STATUSES as HOLDING_STATUSES, HELD_ENGAGEMENT_STATUSES } from '../../domain/engagements/holding'

/** contract/engagements/status.ts: the 8 statuses, the moves, who makes them, the history events. */
describe('engagement statuses and event kinds', () => {
  it('are the 8 statuses and 6 event kinds, the filter adding All', () => {
    expect([...ENGAGEMENT_STATUSES].sort()).toEqual(['accepted', 'active', 'declined', 'draft', 'expired', 'pending', 'terminated', 'withdrawn'])
    expect([...ENGAGEMENT_EVENT_KINDS].sort()).toEqual(['created', 'draft_created', 'status_change', 'updated_accepted', 'updated_draft', 'updated_pending'])
    expect(ENGAGEMENT_STATUS_FILTERS).toEqual(['all', ...ENGAGEMENT_STATUSES])
  })

  it('are the ones "holding engagements" is judged on', () => {
    expect(HOLDING_STATUSES).toBe(ENGAGEMENT_STATUSES)
    expect([...HELD_ENGAGEMENT_STATUSES, ...ENDED_ENGAGEMENT_STATUSES].sort()).toEqual([...ENGAGEMENT_STATUSES].sort())
  })

  it('has one move per action, each writing a known event kind', () => {
    expect(ENGAGEMENT_MOVES.map((move) => move.action)).toEqual([...ENGAGEMENT_ACTIONS])
    for (const move of ENGAGEMENT_MOVES) expect(ENGAGEMENT_EVENT_KINDS).toContain(move.event)
  })
})

/** Every (status, action, actor) that is allowed, with its result; everything else is refused. */
const ALLOWED: [EngagementStatus | null, EngagementAction, EngagementActor, EngagementStatus, string][] = [
  [null, 'saveDraft', 'manage', 'draft', 'draft_created'],
  ['draft', 'saveDraft', 'manage', 'draft', 'updated_draft'],
  [null, 'send', 'manage', 'pending', 'created'],
  ['draft', 'send', 'manage', 'pending', 'created'],
  ['pending', 'update', 'manage', 'pending', 'updated_pending'],
  ['pending', 'accept', 'talent', 'accepted', 'status_change'],
  ['pending', 'decline', 'talent', 'declined', 'status_change'],
  ['pending', 'withdraw', 'manage', 'withdrawn', 'status_change'],
  ['accepted', 'start', 'system', 'active', 'status_change'],
  ['active', 'expire', 'system', 'expired', 'status_change'],
  ['accepted', 'terminate', 'manage', 'terminated', 'status_change'],
  ['active', 'terminate', 'manage', 'terminated', 'status_change'],
  ['accepted', 'extend', 'manage', 'accepted', 'updated_pending'],
  ['active', 'extend', 'manage', 'active', 'updated_pending'],
  ['accepted', 'acceptExtension', 'talent', 'accepted', 'updated_accepted'],
  ['active', 'acceptExtension', 'talent', 'active', 'updated_accepted'],
]

describe('nextStatus', () => {
  it.each(ALLOWED)('%s --%s by %s--> %s (%s)', (current, action, actor, status, event) => {
    expect(nextStatus(current, action, actor, { hasPendingExtension: true })).toEqual({ ok: true, status, event })
  })

  it('refuses every other combination of status, action and actor', () => {
    const allowed = new Set(ALLOWED.map(([current, action, actor]) => `${current}/${action}/${actor}`))
    let refused = 0
    for (const current of [null, ...ENGAGEMENT_STATUSES]) {
      for (const action of ENGAGEMENT_ACTIONS) {
        for (const actor of ENGAGEMENT_ACTORS) {
          if (allowed.has(`${current}/${action}/${actor}`)) continue
          const result = nextStatus(current, action, actor, { hasPendingExtension: true })
          expect(result.ok).toBe(false)
          refused++
        }
      }
    }
    expect(refused).toBe(9 * ENGAGEMENT_ACTIONS.length * ENGAGEMENT_ACTORS.length - ALLOWED.length)
  })

  it('answers 404 to whom the engagement does not exist: strangers, and a talent for a draft', () => {
    expect(nextStatus('pending', 'accept', 'stranger')).toEqual({ ok: false, httpStatus: 404, message: engagementMessages.notFound })
    expect(nextStatus(null, 'send', 'stranger')).toEqual({ ok: false, httpStatus: 404, message: engagementMessages.notFound })
    expect(nextStatus('draft', 'accept', 'talent')).toEqual({ ok: false, httpStatus: 404, message: engagementMessages.notFound })
  })

  it('answers 403 with who may make the move', () => {
    expect(nextStatus('pending', 'withdraw', 'reader')).toEqual({ ok: false, httpStatus: 403, message: engagementMessages.manageOnly })
    expect(nextStatus(null, 'send', 'talent')).toEqual({ ok: false, httpStatus: 403, message: engagementMessages.manageOnly })
    expect(nextStatus('pending', 'accept', 'manage')).toEqual({ ok: false, httpStatus: 403, message: engagementMessages.talentOnly })
    expect(nextStatus('active', 'acceptExtension', 'reader')).toEqual({ ok: false, httpStatus: 403, message: engagementMessages.talentOnly })
    expect(nextStatus('accepted', 'start', 'manage')).toEqual({ ok: false, httpStatus: 403, message: engagementMessages.systemOnly })
    expect(nextStatus('active', 'expire', 'talent')).toEqual({ ok: false, httpStatus: 403, message: engagementMessages.systemOnly })
    expect(nextStatus('pending', 'withdraw', 'superAdmin')).toEqual({ ok: false, httpStatus: 403, message: engagementMessages.superAdminReadsOnly })
    expect(nextStatus('active', 'expire', 'superAdmin')).toEqual({ ok: false, httpStatus: 403, message: engagementMessages.superAdminReadsOnly })
  })

  it('answers 422 with the move’s own message when the status does not allow it', () => {
    const refusal = (current: EngagementStatus | null, action: EngagementAction, actor: EngagementActor) => nextStatus(current, action, actor, { hasPendingExtension: true })
    expect(refusal('accepted', 'accept', 'talent')).toEqual({ ok: false, httpStatus: 422, message: 'Only a pending engagement can be accepted.' })
    expect(refusal('withdrawn', 'decline', 'talent')).toEqual({ ok: false, httpStatus: 422, message: 'Only a pending engagement can be declined.' })
    expect(refusal('accepted', 'withdraw', 'manage')).toEqual({ ok: false, httpStatus: 422, message: 'Only a pending engagement can be withdrawn.' })
    expect(refusal('pending', 'send', 'manage')).toEqual({ ok: false, httpStatus: 422, message: 'This engagement was already sent.' })
    expect(refusal('pending', 'saveDraft', 'manage')).toEqual({ ok: false, httpStatus: 422, message: 'Only a draft can be saved as a draft.' })
    expect(refusal('active', 'update', 'manage')).toEqual({
      ok: false,
      httpStatus: 422,
      message: 'Only a pending engagement can be edited; extend an accepted or active one.',
    })
    expect(refusal('pending', 'start', 'system')).toEqual({ ok: false, httpStatus: 422, message: 'Only an accepted engagement can start.' })
    expect(refusal('accepted', 'expire', 'system')).toEqual({ ok: false, httpStatus: 422, message: 'Only an active engagement can expire.' })
    expect(refusal('expired', 'terminate', 'manage')).toEqual({ ok: false, httpStatus: 422, message: 'Only an accepted or active engagement can be terminated.' })
    expect(refusal('expired', 'extend', 'manage')).toEqual({ ok: false, httpStatus: 422, message: 'Only an accepted or active engagement can be extended.' })
    expect(refusal('pending', 'acceptExtension', 'talent')).toEqual({ ok: false, httpStatus: 422, message: 'There is no extension to accept.' })
  })

  it('accepts an extension only while one waits', () => {
    expect(nextStatus('active', 'acceptExtension', 'talent')).toEqual({ ok: false, httpStatus: 422, message: engagementMessages.noExtension })
    expect(nextStatus('active', 'acceptExtension', 'talent', { hasPendingExtension: false }).ok).toBe(false)
    expect(nextStatus('active', 'acceptExtension', 'talent', { hasPendingExtension: true }).ok).toBe(true)
  })

  it('leaves ended engagements ended', () => {
    for (const ended of ['declined', 'withdrawn', 'terminated', 'expired'] as const) {
      for (const actor of ENGAGEMENT_ACTORS) expect(availableActions(ended, actor, { hasPendingExtension: true })).toEqual([])
    }
  })
})

describe('who reads and acts', () => {
  it('hides drafts from the talent and everything from strangers', () => {
    for (const status of ENGAGEMENT_STATUSES) {
      expect(mayReadEngagement(status, 'stranger')).toBe(false)
      expect(mayReadEngagement(status, 'talent')).toBe(status !== 'draft')
      for (const actor of ['manage', 'reader', 'superAdmin', 'system'] as const) expect(mayReadEngagement(status, actor)).toBe(true)
    }
  })

  it('lists the buttons each actor gets', () => {
    expect(availableActions(null, 'manage')).toEqual(['saveDraft', 'send'])
    expect(availableActions('draft', 'manage')).toEqual(['saveDraft', 'send'])
    expect(availableActions('pending', 'manage')).toEqual(['update', 'withdraw'])
    expect(availableActions('pending', 'talent')).toEqual(['accept', 'decline'])
    expect(availableActions('active', 'manage')).toEqual(['terminate', 'extend'])
    expect(availableActions('active', 'talent')).toEqual([])
    expect(availableActions('active', 'talent', { hasPendingExtension: true })).toEqual(['acceptExtension'])
    expect(availableActions('accepted', 'system')).toEqual(['start'])
    for (const status of ENGAGEMENT_STATUSES) {
      expect(availableActions(status, 'reader')).toEqual([])
      expect(availableActions(status, 'superAdmin')).toEqual([])
    }
  })

  const engagement = { organizationId: 'org-1', talentId: 'talent-1' }
  it.each([
    [{ id: 'u', role: 'super_admin', organizationId: null }, 'superAdmin'],
    [{ id: 'talent-1', role: 'talent', organizationId: null }, 'talent'],
    [{ id: 'talent-2', role: 'talent', organizationId: null }, 'stranger'],
    [{ id: 'u', role: 'organization_admin', organizationId: 'org-1' }, 'manage'],
    [{ id: 'u', role: 'organization_admin', organizationId: 'org-2' }, 'stranger'],
    [{ id: 'u', role: 'manager', organizationId: 'org-1', hasPermissionSendEngagement: true }, 'manage'],
    [{ id: 'u', role: 'manager', organizationId: 'org-1', hasPermissionSendEngagement: false }, 'reader'],
    [{ id: 'u', role: 'manager', organizationId: 'org-1' }, 'reader'],
    [{ id: 'u', role: 'manager', organizationId: 'org-2', hasPermissionSendEngagement: true }, 'stranger'],
    [{ id: 'u', role: 'contact', organizationId: 'org-1' }, 'stranger'],
    [{ id: 'u', role: 'content_editor', organizationId: null }, 'stranger'],
  ])('%o is %s', (user, actor) => {
    expect(engagementActor(user, engagement)).toBe(actor)
  })

  it('makes no talent the talent of an engagement without one', () => {
    expect(engagementActor({ id: 'talent-1', role: 'talent', organizationId: null }, { organizationId: 'org-1', talentId: null })).toBe('stranger')
  })
})
