import { formErrors } from '../../admin-ui/account/changePassword'
import { tabPathFromQuery } from '../../admin-ui/organizations/tabFromQuery'
import { describeCron, jobRunState } from '../../contract/backgroundJobs'

describe('the console’s rules', () => {
  it('turns ?activeTabIndex=n into the path of tab n, keeping the rest of the query', () => {
    const tabs = ['', '1']
    expect(tabPathFromQuery('?activeTabIndex=1', tabs)).toEqual({ tab: '1', search: '' })
    expect(tabPathFromQuery('?activeTabIndex=0&x=y', tabs)).toEqual({ tab: '', search: '?x=y' })
    for (const search of ['', '?x=1', '?activeTabIndex=2', '?activeTabIndex=-1', '?activeTabIndex=one', '?activeTabIndex=1.5', '?activeTabIndex=']) {
      expect(tabPathFromQuery(search, tabs)).toBeNull()
    }
  })

  it('words a daily cron schedule and shows any other as it is', () => {
    expect(describeCron('0 6 * * *')).toBe('Every day at 06:00')
    expect(describeCron('30 23 * * *')).toBe('Every day at 23:30')
    expect(describeCron('0 6 * * 1')).toBe('0 6 * * 1')
    expect(describeCron('99 6 * * *')).toBe('99 6 * * *')
  })

  it('reads the state of a run from Payload’s job fields', () => {
    expect(jobRunState({})).toBe('queued')
    expect(jobRunState({ processing: true })).toBe('running')
    expect(jobRunState({ completedAt: '2026-01-01T06:00:00Z' })).toBe('completed')
    expect(jobRunState({ completedAt: '2026-01-01T06:00:00Z', hasError: true })).toBe('failed')
  })

  it('puts the contract’s 422 messages on the change-password fields and keeps the rest for the banner', () => {
    expect(formErrors({ errors: { currentPassword: ['The current password is wrong'], nonFieldErrors: ['Try later'] } })).toEqual({
      fields: { currentPassword: 'The current password is wrong' },
      other: ['Try later'],
    })
    expect(formErrors(null)).toEqual({ fields: {}, other: [] })
  })
})
