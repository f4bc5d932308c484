import type { AuthUser } from '../../access/roles'
import { orgTimeSheetMessages as say } from '../../contract/timeSheets/orgInput'
import { mayApprove, mayReadOrganizationTime, reviewData, reviewRefusal, type EngagementApproval } from '../../domain/timeSheets/reviewRules'

/**
 * The review rules of domain/timeSheets/review.ts without a server:
 * who reads and approves, and which entry each move refuses, on both sides of the organization's window
 * (the 1-15 May period stays open to organization users through 22 May).
 */
const ORG = 'org-1'
const admin: AuthUser = { id: 'admin', role: 'organization_admin', organization: ORG }
const owner: AuthUser = { id: 'owner', role: 'manager', organization: ORG, hasPermissionSendEngagement: true }
const approver: AuthUser = { id: 'approver', role: 'manager', organization: ORG, hasPermissionSendEngagement: true, hasTimeSheetApproval: true }
const reader: AuthUser = { id: 'reader', role: 'manager', organization: ORG, hasPermissionSendEngagement: true }
const noManage: AuthUser = { id: 'no-manage', role: 'manager', organization: ORG, hasTimeSheetApproval: true }
const stranger: AuthUser = { id: 'stranger', role: 'organization_admin', organization: 'org-2' }
const engagement: EngagementApproval = { organizationId: ORG, owners: ['owner', 'no-manage'] }
const entry = (fields: Record<string, unknown>) => ({ id: 'e1', timekeepingDate: '2031-05-12', bookedPeriodStart: '2031-05-01', state: 'pending', isAdjustive: false, ...fields })

describe('time-sheet review rules', () => {
  it('reads: organization admins and managers with Manage Engagement', () => {
    expect([admin, owner, approver, reader, noManage].map(mayReadOrganizationTime)).toEqual([true, true, true, true, false])
    expect(mayReadOrganizationTime({ id: 'c', role: 'contact', organization: ORG })).toBe(false)
    expect(mayReadOrganizationTime({ id: 's', role: 'super_admin' })).toBe(false)
  })

  it('approves: the admin, the owner, a manager with time-sheet approval; never without Manage Engagement or of another organization', () => {
    expect([admin, owner, approver, reader, noManage, stranger].map((user) => mayApprove(user, engagement))).toEqual([true, true, true, false, false, false])
    expect(mayApprove(admin, undefined)).toBe(false)
  })

  it('refuses each move with its reason; rights first', () => {
    const day7 = '2031-05-22'
    const day8 = '2031-05-23'
    expect(reviewRefusal(reader, entry({ exportedAt: '2031-05-20' }), 'approve', engagement, day7)).toBe(say.noApprovalRights)
    expect(reviewRefusal(admin, entry({}), 'approve', engagement, day8)).toBeNull()
    expect(reviewRefusal(admin, entry({ state: 'submitted', isAdjustive: true }), 'decline', engagement, day8)).toBeNull()
    expect(reviewRefusal(admin, entry({ exportedAt: '2031-05-20', state: 'approved' }), 'unapprove', engagement, day7)).toBe(say.exported)
    expect(reviewRefusal(admin, entry({ state: 'approved' }), 'approve', engagement, day7)).toBe(say.alreadyApproved)
    for (const state of ['open', 'declined', 'approved']) expect(reviewRefusal(admin, entry({ state }), 'decline', engagement, day7)).toBe(say.notWaiting)
    expect(reviewRefusal(admin, entry({ state: 'pending' }), 'unapprove', engagement, day7)).toBe(say.notApproved)
    expect(reviewRefusal(admin, entry({ state: 'approved' }), 'unapprove', engagement, day7)).toBeNull()
    expect(reviewRefusal(admin, entry({ state: 'approved' }), 'unapprove', engagement, day8)).toBe(say.unapproveWindowClosed)
    // An adjustment is judged by the period it is booked into.
    expect(reviewRefusal(admin, entry({ state: 'approved', isAdjustive: true, bookedPeriodStart: '2031-05-16' }), 'unapprove', engagement, day8)).toBeNull()
  })

  it('writes: approved or declined by the reviewer; un-approved back to waiting with the reason', () => {
    expect(reviewData(admin, entry({}), 'approve', {})).toMatchObject({ state: 'approved', reviewedBy: 'admin', reviewedAt: expect.any(String) })
    expect(reviewData(admin, entry({}), 'decline', { clientComment: 'Split it' })).toMatchObject({ state: 'declined', clientComment: 'Split it', reviewedBy: 'admin' })
    expect(reviewData(admin, entry({ state: 'approved' }), 'unapprove', { reason: 'Wrong day' })).toEqual({ state: 'pending', unapproveReason: 'Wrong day', reviewedAt: null, reviewedBy: null })
    expect(reviewData(admin, entry({ state: 'approved', isAdjustive: true }), 'unapprove', { reason: 'No' })).toMatchObject({ state: 'submitted' })
  })
})
