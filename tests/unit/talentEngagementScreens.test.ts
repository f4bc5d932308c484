import { describeEvent } from '../../portals/talent/pages/engagements/history'
import { formatPayRate, type EngagementEvent } from '../../portals/talent/pages/engagements/types'

/** The talent portal's wording of an engagement's history and pay rate. */
const event = (patch: Partial<EngagementEvent>): EngagementEvent => ({
  id: 'e',
  kind: 'created',
  fromStatus: null,
  toStatus: 'pending',
  at: '2026-11-24T15:00:00Z',
  actorId: 'u',
  actorName: 'Olivia Grant',
  changes: {},
  note: null,
  ...patch,
})

describe('describeEvent', () => {
  it('words each kind a talent can see', () => {
    expect(describeEvent(event({}))).toBe('Offer sent by Olivia Grant')
    expect(describeEvent(event({ kind: 'updated_pending', fromStatus: 'pending', toStatus: 'pending' }))).toBe('Offer updated by Olivia Grant')
    expect(describeEvent(event({ kind: 'updated_pending', fromStatus: 'active', toStatus: 'active', changes: { endDate: { old: '2027-03-04', new: '2027-04-03' } } }))).toBe(
      'Extension offered to 04/03/2027 by Olivia Grant',
    )
    expect(describeEvent(event({ kind: 'updated_accepted', actorName: 'Hannah Lee', fromStatus: 'active', toStatus: 'active', changes: { endDate: { old: '2027-03-04', new: '2027-04-03' } } }))).toBe(
      'Extension accepted by Hannah Lee: ends 04/03/2027',
    )
    expect(describeEvent(event({ kind: 'status_change', actorName: 'Hannah Lee', fromStatus: 'pending', toStatus: 'accepted' }))).toBe('Pending → Accepted by Hannah Lee')
    // The daily job has no actor.
    expect(describeEvent(event({ kind: 'status_change', actorId: null, actorName: null, fromStatus: 'accepted', toStatus: 'active' }))).toBe('Accepted → Active automatically')
  })
})

describe('formatPayRate', () => {
  it('shows the API decimal as dollars per hour, a dash when missing or unreadable', () => {
    expect(formatPayRate('96.50')).toBe('$96.50/h')
    expect(formatPayRate('1250.00')).toBe('$1,250.00/h')
    expect(formatPayRate(null)).toBe('—')
    expect(formatPayRate('abc')).toBe('—')
  })
})
