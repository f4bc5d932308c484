import { canonicalTimeZone, organizationRules, type OrganizationFlags } from '../../contract/organizations'
import { browserToday, periodChoices } from '../../admin-ui/accounting/exportPeriods'
import { durationText, errorText, nextPollDelay } from '../../admin-ui/accounting/taskText'
import { timeTrackingQuery } from '../../admin-ui/time-tracking/timeTrackingQuery'

/** Console: the organization's time-zone rule and the console's pure helpers. */
const OFF: OrganizationFlags = { orgPricingStructure: false, w2EngagementType: false }
const stored = {
  id: 'org-1',
  accountType: 'prospect',
  name: 'Mercy Clinic',
  address1: '1 Main St',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
  rate: 20,
  tierRate: 26,
  timeZone: 'America/New_York',
}
const INVALID = 'Choose a time zone such as America/New_York.'

describe('the organization time zone rule', () => {
  it('knows IANA zones and answers their canonical spelling', () => {
    expect(canonicalTimeZone('America/Chicago')).toBe('America/Chicago')
    expect(canonicalTimeZone('america/chicago')).toBe('America/Chicago')
    expect(canonicalTimeZone('UTC')).toBe('UTC')
    for (const bad of ['Mars/Olympus_Mons', '+02:00', '', ' ', 'EST5EDT ', 5, null, `America/${'X'.repeat(80)}`]) expect(canonicalTimeZone(bad)).toBeNull()
  })

  it('lets the super admin write it, refuses an unknown zone, and keeps the stored one when not sent', () => {
    const set = organizationRules({ stored, changes: { timeZone: ' europe/london ' }, actorIsSuperAdmin: true, flags: OFF })
    expect(set).toMatchObject({ ok: true, changes: { timeZone: 'Europe/London' } })
    expect(organizationRules({ stored, changes: { timeZone: 'Europe/Atlantis' }, actorIsSuperAdmin: true, flags: OFF })).toEqual({ ok: false, errors: { timeZone: [INVALID] } })
    const untouched = organizationRules({ stored, changes: { name: 'Mercy' }, actorIsSuperAdmin: true, flags: OFF })
    expect(untouched.ok && 'timeZone' in untouched.changes).toBe(false)
    expect(untouched.ok && untouched.record.timeZone).toBe('America/New_York')
  })

  it('ignores it from an organization admin, valid or not', () => {
    const result = organizationRules({ stored, changes: { timeZone: 'Mars/Olympus_Mons', rate: 12 }, actorIsSuperAdmin: false, flags: OFF })
    expect(result).toMatchObject({ ok: true, changes: { rate: 12 } })
    expect(result.ok && 'timeZone' in result.changes).toBe(false)
  })

  it('gives a new organization the default zone', () => {
    const { id: _id, timeZone: _zone, ...fields } = stored
    const created = organizationRules({ stored: null, changes: fields, actorIsSuperAdmin: true, flags: OFF })
    expect(created.ok && created.changes.timeZone).toBe('America/New_York')
  })
})

describe('the accounting page', () => {
  it('offers today’s period and the eleven before it, newest first, across a year end', () => {
    const choices = periodChoices('2026-01-10')
    expect(choices).toHaveLength(12)
    expect(choices[0]).toMatchObject({ period: { start: '2026-01-01', end: '2026-01-15' }, tag: 'current' })
    expect(choices[1]).toMatchObject({ period: { start: '2025-12-16', end: '2025-12-31' }, tag: 'previous', label: '12/16/2025 – 12/31/2025' })
    expect(choices[11]!.period).toEqual({ start: '2025-07-16', end: '2025-07-31' })
    expect(choices.slice(2).every((choice) => choice.tag === null)).toBe(true)
  })

  it('reads the browser’s day in New York: 04:59Z is still the day before', () => {
    expect(browserToday('America/New_York', new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01')
    expect(browserToday('America/New_York', new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02')
  })

  it('polls at 1 s, half again longer each time, never more than 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(nextPollDelay)).toEqual([1000, 1500, 2250, 3375, 5000, 5000, 5000])
  })

  it('writes durations and the server’s field messages in words', () => {
    expect([null, 14_400, 125_000, 3_725_000].map(durationText)).toEqual(['—', '14 s', '2 min 05 s', '1 h 02 min'])
    const refused = Object.assign(new Error('Unprocessable'), { status: 422, body: { errors: { periodStart: ['Enter the first day of a pay period (the 1st or the 16th).'], organizationIds: ['Select a valid organization.'] } } })
    expect(errorText(refused, 'fallback')).toBe('Enter the first day of a pay period (the 1st or the 16th). Select a valid organization.')
    expect(errorText(new Error('network'), 'fallback')).toBe('fallback')
  })
})

describe('the time-tracking list query', () => {
  it('turns react-admin’s page, sort and filters into the contract’s', () => {
    const query = timeTrackingQuery({
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'organizationName', order: 'DESC' },
      filter: { q: 'Emily', organization: 'org-1', state: 'approved', dateFrom: '2026-11-01', dateTo: '', unknown: 'x' },
    })
    expect(Object.fromEntries(query)).toEqual({ page: '3', page_size: '25', ordering: '-organization_name', search: 'Emily', organization: 'org-1', state: 'approved', date_from: '2026-11-01' })
    expect(Object.fromEntries(timeTrackingQuery({ pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' }, filter: {} }))).toEqual({ page: '1', page_size: '100' })
  })
})
