import type { AuthUser } from '../../access/roles'
import { orgTimeSheetMessages as say } from '../../contract/timeSheets/orgInput'
import type { TimeEntryState } from '../../contract/timeSheets/timeEntry'
import { now } from '../clock'
import type { UpdateData } from '../shared/records'
import { payPeriodOf, payPeriodType } from './payPeriods'
import { text } from '../shared/values'

/**
 * The review rules without the database, unit-tested in
 * tests/unit/timeSheetReview.test.ts; domain/timeSheets/review.ts applies them to what it reads.
 */

export type ReviewAction = 'approve' | 'decline' | 'unapprove'

/** The fields of a time entry the rules read: a stored row, or any object with them (the unit tests' entries). */
export interface ReviewedEntry {
  state?: unknown
  exportedAt?: unknown
  bookedPeriodStart?: unknown
  timekeepingDate?: unknown
  isAdjustive?: unknown
}

const organizationIdOf = (user: AuthUser) => (typeof user.organization === 'string' ? user.organization : (user.organization?.id ?? null))

/** The waiting states: what approve and decline move. */
export const WAITING_STATES: readonly TimeEntryState[] = ['pending', 'submitted']

/** Organization admins, and managers with Manage Engagement (the spec: "Manager engagement and time-tracking access requires this permission"). */
export function mayReadOrganizationTime(user: AuthUser): boolean {
  return user.role === 'organization_admin' || (user.role === 'manager' && user.hasPermissionSendEngagement === true)
}

export interface EngagementApproval {
  organizationId: string
  owners: string[]
}

/** Approval rights on one engagement's time. */
export function mayApprove(user: AuthUser, engagement: EngagementApproval | undefined): boolean {
  if (!engagement || !mayReadOrganizationTime(user) || organizationIdOf(user) !== engagement.organizationId) return false
  if (user.role === 'organization_admin') return true
  return user.hasTimeSheetApproval === true || engagement.owners.includes(user.id)
}

/**
 * Why `action` may not move `doc` today (the organization's day `today`), or null when it may. The
 * rights come first: who may not approve learns nothing more about the entry.
 */
export function reviewRefusal(user: AuthUser, doc: ReviewedEntry, action: ReviewAction, approval: EngagementApproval | undefined, today: string): string | null {
  if (!mayApprove(user, approval)) return say.noApprovalRights
  const state = doc.state as TimeEntryState
  if (doc.exportedAt) return say.exported
  if (action === 'unapprove') {
    if (state !== 'approved') return say.notApproved
    const booked = text(doc.bookedPeriodStart) || text(doc.timekeepingDate)
    if (payPeriodType(payPeriodOf(booked), today, 'organization') === 'close') return say.unapproveWindowClosed
    return null
  }
  if (state === 'approved' && action === 'approve') return say.alreadyApproved
  if (!WAITING_STATES.includes(state)) return say.notWaiting
  return null
}

export interface ReviewInput {
  clientComment?: string
  reason?: string
}

/** The fields a review move writes. */
export function reviewData(user: AuthUser, doc: ReviewedEntry, action: ReviewAction, input: ReviewInput): UpdateData<'time-entries'> {
  const at = now().toISOString()
  if (action === 'approve') return { state: 'approved', reviewedAt: at, reviewedBy: user.id }
  if (action === 'decline') return { state: 'declined', clientComment: input.clientComment ?? '', reviewedAt: at, reviewedBy: user.id }
  // Un-approved: waiting again as it was before its review; the reason stays on the entry and in the trail.
  return { state: doc.isAdjustive === true ? 'submitted' : 'pending', unapproveReason: input.reason ?? '', reviewedAt: null, reviewedBy: null }
}

