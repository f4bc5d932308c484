import { acceptDateError, engagementDateErrors, extensionDateErrors, isEngagementDate } from '../../contract/engagements/dates'
import { ENGAGEMENT_NAME_MAX, checkEngagementName, engagementNameMessages, nameKey, type ExistingEngagementName } from '../../contract/engagements/name'
import { ENGAGEMENT_STATUSES } from '../../contract/engagements/status'

/** contract/engagements/name.ts and dates.ts: the name rule and the date rules of an engagement. */
describe('engagement name', () => {
  const existing: ExistingEngagementName[] = [
    { id: 'e1', name: 'Epic Go-Live Support', status: 'active' },
    { id: 'e2', name: 'Cerner  Build', status: 'withdrawn' },
    { id: 'e3', name: 'Report Writing', status: 'declined' },
    { id: 'e4', name: 'Training Wave 2', status: 'draft' },
  ]

  it('answers the trimmed name when it is free', () => {
    expect(checkEngagementName('  Interface Team  ', existing)).toEqual({ ok: true, name: 'Interface Team' })
  })

  it('requires a name: empty or only spaces', () => {
    for (const blank of ['', '   ', '\t\n']) expect(checkEngagementName(blank, existing)).toEqual({ ok: false, messages: [engagementNameMessages.required] })
    expect(engagementNameMessages.required).toBe('This field is required')
  })

  it('takes exactly 100 characters and refuses 101, never cutting', () => {
    const hundred = 'x'.repeat(ENGAGEMENT_NAME_MAX)
    expect(checkEngagementName(hundred, [])).toEqual({ ok: true, name: hundred })
    expect(checkEngagementName(` ${hundred} `, [])).toEqual({ ok: true, name: hundred })
    expect(checkEngagementName(`${hundred}x`, [])).toEqual({ ok: false, messages: ['Ensure this field has no more than 100 characters.'] })
  })

  it('refuses a name in use, whatever its case and spacing', () => {
    const taken = { ok: false, messages: [engagementNameMessages.taken] }
    expect(checkEngagementName('Epic Go-Live Support', existing)).toEqual(taken)
    expect(checkEngagementName('  epic   GO-LIVE support ', existing)).toEqual(taken)
    // A draft holds its name too.
    expect(checkEngagementName('training wave 2', existing)).toEqual(taken)
  })

  it('frees the names of withdrawn and declined engagements', () => {
    expect(checkEngagementName('Cerner Build', existing)).toEqual({ ok: true, name: 'Cerner Build' })
    expect(checkEngagementName('report writing', existing)).toEqual({ ok: true, name: 'report writing' })
  })

  it('holds the name for every other status', () => {
    for (const status of ENGAGEMENT_STATUSES) {
      const result = checkEngagementName('Same', [{ id: 'x', name: 'Same', status }])
      expect(result.ok).toBe(status === 'withdrawn' || status === 'declined')
    }
  })

  it('lets an engagement keep its own name, not take another’s', () => {
    expect(checkEngagementName('Epic Go-Live Support', existing, 'e1')).toEqual({ ok: true, name: 'Epic Go-Live Support' })
    expect(checkEngagementName('Epic Go-Live Support', existing, 'e4')).toEqual({ ok: false, messages: [engagementNameMessages.taken] })
  })

  it('compares names by one key', () => {
    expect(nameKey('  A  b\tC ')).toBe('a b c')
  })
})

describe('engagement dates', () => {
  const today = '2031-03-10'

  it('lets a draft leave dates empty but not wrong', () => {
    expect(engagementDateErrors({ startDate: null, endDate: '' }, today, 'draft')).toEqual({})
    expect(engagementDateErrors({ startDate: '2031-02-30', endDate: null }, today, 'draft')).toEqual({ startDate: ['Enter a valid date'] })
    expect(engagementDateErrors({ startDate: '2031-04-01', endDate: '2031-03-01' }, today, 'draft')).toEqual({ endDate: ["End date can't be before start date"] })
    // A draft may be saved with a past end: the rule bites on send.
    expect(engagementDateErrors({ startDate: '2031-01-01', endDate: '2031-02-01' }, today, 'draft')).toEqual({})
  })

  it('needs both dates to send', () => {
    expect(engagementDateErrors({ startDate: null, endDate: null }, today, 'send')).toEqual({ startDate: ['This field is required'], endDate: ['This field is required'] })
  })

  it('refuses an end day in the past on send, with the spec’s message; today and a past start are fine', () => {
    expect(engagementDateErrors({ startDate: '2031-01-01', endDate: '2031-03-09' }, today, 'send')).toEqual({ endDate: ['The Engagement end day cannot be in the past'] })
    expect(engagementDateErrors({ startDate: '2031-01-01', endDate: today }, today, 'send')).toEqual({})
    expect(engagementDateErrors({ startDate: '2031-03-01', endDate: '2031-06-30' }, today, 'send')).toEqual({})
  })

  it('names the end before the start first, then the past', () => {
    expect(engagementDateErrors({ startDate: '2031-03-05', endDate: '2031-03-01' }, today, 'send')).toEqual({ endDate: ["End date can't be before start date"] })
  })

  it('keeps dates between 1940 and 2099', () => {
    expect(engagementDateErrors({ startDate: '1939-12-31', endDate: '2100-01-01' }, today, 'draft')).toEqual({
      startDate: ['Date must be between 1940 and 2099'],
      endDate: ['Date must be between 1940 and 2099'],
    })
    expect(engagementDateErrors({ startDate: '1940-01-01', endDate: '2099-12-31' }, today, 'draft')).toEqual({})
  })

  it('knows calendar dates', () => {
    expect(isEngagementDate('2028-02-29')).toBe(true)
    expect(isEngagementDate('2027-02-29')).toBe(false)
    expect(isEngagementDate('2027-2-28')).toBe(false)
    expect(isEngagementDate('03/10/2031')).toBe(false)
  })

  it('lets the talent accept only until the end day', () => {
    expect(acceptDateError('2031-03-10', today)).toBeNull()
    expect(acceptDateError('2031-03-09', today)).toBe('The Engagement end day cannot be in the past')
  })

  it('extends only to a later end day that is not past', () => {
    expect(extensionDateErrors('2031-06-30', '2031-09-30', today)).toEqual({})
    expect(extensionDateErrors('2031-06-30', '2031-06-30', today)).toEqual({ endDate: ['The new end date must be after the current end date.'] })
    expect(extensionDateErrors('2031-06-30', '2031-05-01', today)).toEqual({ endDate: ['The new end date must be after the current end date.'] })
    expect(extensionDateErrors('2031-01-31', '2031-03-01', today)).toEqual({ endDate: ['The Engagement end day cannot be in the past'] })
    expect(extensionDateErrors('2031-06-30', null, today)).toEqual({ endDate: ['This field is required'] })
    expect(extensionDateErrors('2031-06-30', '2031-13-01', today)).toEqual({ endDate: ['Enter a valid date'] })
    expect(extensionDateErrors('2031-06-30', '2100-01-01', today)).toEqual({ endDate: ['Date must be between 1940 and 2099'] })
  })
})
