import type { ActionItem, TalentActionItem } from '../../contract/dashboards'
import { actionItemTitles } from '../../contract/engagements/talentEngagements'
import { addDaysTo, adjustmentHorizonStart, editWindowLastDay, openPeriods, payPeriodOf, periodLabel, type PayPeriod } from '../timeSheets/payPeriods'

/**
 * Which action items a dashboard shows and what they say (decided where the spec is silent). The endpoints count;
 * these rules decide from the counts and dates, so each condition is unit-tested on its own
 * (tests/unit/dashboardRules.test.ts).
 */

/** An extension is due when an accepted or active engagement ends within this many days. */
export const EXTENSION_DUE_DAYS = 14

/** The current period counts as closing in its last days: its open entries are then "to submit". */
export const CLOSING_DAYS = 3

/** The days an extension-due engagement ends between (inclusive). */
export const extensionDueRange = (today: string) => ({ from: today, to: addDaysTo(today, EXTENSION_DUE_DAYS) })

/**
 * The periods whose drafts (open entries) the talent should submit now, with the last day they can: the
 * grace period (ended, the talent's window still open), and the current period in its last CLOSING_DAYS
 * days (it closes for the talent at its end plus the talent's window).
 */
export function closingPeriods(today: string): { period: PayPeriod; dueDate: string }[] {
  const { current, grace } = openPeriods(today, 'talent')
  const closing: { period: PayPeriod; dueDate: string }[] = []
  if (grace) closing.push({ period: grace, dueDate: editWindowLastDay(grace, 'talent') })
  if (addDaysTo(current.end, -(CLOSING_DAYS - 1)) <= today) closing.push({ period: current, dueDate: editWindowLastDay(current, 'talent') })
  return closing
}

/** Declined entries the talent can still fix: a change may reach back to the talent's adjustment horizon. */
export const declinedFixableFrom = (today: string): string => adjustmentHorizonStart(today, 'talent')

/** The pay period of today (the talent's dashboard "this period"). */
export const periodOfToday = (today: string): PayPeriod => payPeriodOf(today)

const plural = (count: number, one: string, many: string = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** A document type's expiry as an item: expired already, or within its lead time. */
export function documentExpiringItem(label: string, expirationDate: string, today: string): TalentActionItem {
  const expired = expirationDate < today
  return {
    kind: 'document_expiring',
    title: expired ? `Your ${label} has expired` : `Your ${label} expires soon`,
    detail: expired ? 'Upload a current document.' : 'Upload the renewed document before it expires.',
    link: '/documents',
    count: 1,
    dueDate: expirationDate,
  }
}

export const talentItems = {
  offer: (engagementId: string, engagement: string, organization: string, startDate: string | null): TalentActionItem => ({
    kind: 'engagement_offer',
    title: actionItemTitles.offer(engagement, organization),
    detail: 'Accept or decline the offer.',
    link: `/engagements/${engagementId}`,
    count: 1,
    dueDate: startDate,
    engagementId,
  }),
  extension: (engagementId: string, engagement: string, endDate: string): TalentActionItem => ({
    kind: 'engagement_extension',
    title: actionItemTitles.extension(engagement, endDate),
    detail: 'Accept the new end date.',
    link: `/engagements/${engagementId}`,
    count: 1,
    dueDate: endDate,
    engagementId,
  }),
  document: (engagementId: string, requiredDocumentId: string, document: string, engagement: string): TalentActionItem => ({
    kind: 'required_document',
    title: actionItemTitles.document(document, engagement),
    detail: 'Fill the required document of the engagement.',
    link: `/engagements/${engagementId}`,
    count: 1,
    dueDate: null,
    engagementId,
    requiredDocumentId,
  }),
  entriesToSubmit: (count: number, period: PayPeriod, dueDate: string): TalentActionItem => ({
    kind: 'entries_to_submit',
    title: `Submit ${plural(count, 'time entry', 'time entries')} of ${periodLabel(period)}`,
    detail: 'Drafts are not reviewed until you submit them.',
    link: `/time-sheets?period=${period.start}`,
    count,
    dueDate,
  }),
  entriesDeclined: (count: number): TalentActionItem => ({
    kind: 'entries_declined',
    title: `Fix ${plural(count, 'declined time entry', 'declined time entries')}`,
    detail: 'Read the comment, correct the time and submit it again.',
    link: '/time-sheets?state=declined',
    count,
    dueDate: null,
  }),
} as const

export const organizationItems = {
  timeToApprove: (count: number): ActionItem => ({
    kind: 'time_to_approve',
    title: `Approve ${plural(count, 'time entry', 'time entries')}`,
    detail: 'Time waits for your review.',
    link: '/time-tracking',
    count,
    dueDate: null,
  }),
  awaitingTalent: (count: number, firstStartDate: string | null): ActionItem => ({
    kind: 'engagement_awaiting_talent',
    title: `${plural(count, 'engagement')} awaiting the talent`,
    detail: 'Sent and not answered yet.',
    link: '/engagements?status=pending',
    count,
    dueDate: firstStartDate,
  }),
  extensionDue: (count: number, firstEndDate: string | null): ActionItem => ({
    kind: 'extension_due',
    title: `${plural(count, 'engagement')} ending within ${EXTENSION_DUE_DAYS} days`,
    detail: 'Extend them or let them end.',
    link: '/engagements?status=active',
    count,
    dueDate: firstEndDate,
  }),
  poWithoutFunds: (names: string[]): ActionItem => ({
    kind: 'po_without_funds',
    title: `${plural(names.length, 'purchase order')} without funds`,
    detail: names.join(', '),
    link: '/purchase-orders',
    count: names.length,
    dueDate: null,
  }),
  newApplicants: (count: number): ActionItem => ({
    kind: 'new_applicants',
    title: `${plural(count, 'new applicant')}`,
    detail: 'Review who applied to your opportunities.',
    link: '/opportunities',
    count,
    dueDate: null,
  }),
} as const

/** A purchase order with an amount has run out when the approved cost reached it (remaining <= 0). */
export const isWithoutFunds = (remainingCents: number | null): boolean => remainingCents !== null && remainingCents <= 0
