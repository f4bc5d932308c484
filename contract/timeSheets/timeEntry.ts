/**
 * The time-sheet answers of /api/v1 (the spec's "Time sheet
 * entry", "Time sheet day", "Engagement time sheet", "Adjustment"). Keys are camelCase on the way out.
 * Hours are text with two decimals ('7.50'), `minutes` the minute part (0, 15, 30, 45); money is decimal
 * text with two decimals ('123.45') and, beside it, the integer cents the screens add up.
 * The endpoints' zod inputs live beside this file (timeEntryInput.ts, owned by the API parts).
 */

/**
 * open: saved by the talent, not submitted (a new empty entry is open with 0.00);
 * pending: submitted by the talent, waiting for approval (shown as 'Submitted');
 * submitted: a change the talent asked for after the pay period closed (an adjustment request, shown as
 *   'Submitted for review'), waiting for an organization user;
 * approved, declined: reviewed by an organization user (declined with a clientComment).
 */
export const TIME_ENTRY_STATES = ['open', 'pending', 'submitted', 'approved', 'declined'] as const
export type TimeEntryState = (typeof TIME_ENTRY_STATES)[number]


/** The spec's warnings, verbatim; the two adjustment messages are the decided wordings of the spec's two rules. */
export const PAY_PERIOD_CLOSED_WARNING = 'Pay Period is closed. Your request will be reviewed by a Manager.'
export const reducedHoursMessage = (hours: string) => `${hours} hours will be deducted from the next pay period.`
export const increasedHoursMessage = (hours: string) => `${hours} hours will be added to the next pay period.`

/** Who made an adjustive entry. */
export const ADJUSTMENT_SOURCES = ['talent', 'organization'] as const
export type AdjustmentSource = (typeof ADJUSTMENT_SOURCES)[number]

export interface PurchaseOrderRef {
  id: string
  /** The PO number. */
  name: string
  description: string
}

export interface PersonRef {
  id: string
  name: string
}

export interface TimeEntry {
  id: string
  state: TimeEntryState
  isAdjustive: boolean
  /** 'yyyy-MM-dd': the day worked (for an adjustive entry, the day it corrects). */
  timekeepingDate: string
  /** The pay period start the entry counts in: the day's period, or for an adjustment the period it was booked into. */
  bookedPeriodStart: string
  engagementId: string
  engagementName: string
  talentId: string
  talentName: string
  purchaseOrderId: string | null
  purchaseOrder: PurchaseOrderRef | null
  /** Total time as hours with two decimals: '7.50'. */
  hours: string
  /** The minute part: 0, 15, 30 or 45. */
  minutes: number
  durationMinutes: number
  talentComment: string
  clientComment: string
  /** An adjustment's description (the adjustment form's third field). */
  description: string
  reviewedAt: string | null
  reviewedBy: PersonRef | null
  /** When the talent first saved it, and last submitted it. */
  enteredAt: string
  submittedAt: string | null
  /** Time x hourly fee without / with the talent usage fee; null for a talent and for who may not view rate. */
  cost: string | null
  costCents: number | null
  costTalentFeeIncluded: string | null
  costTalentFeeIncludedCents: number | null
  /** What the talent earns for it (time x the talent's pay); null for an organization user who may not view rate. */
  pay: string | null
  payCents: number | null
  /** Adjustive entries: the change against the parent (signed). */
  parentId: string | null
  hoursDelta: string | null
  minutesDelta: number | null
  costDelta: string | null
  costDeltaCents: number | null
  payDelta: string | null
  adjustmentSource: AdjustmentSource | null
  /** The adjustive entries made on this one, oldest first (ids). */
  children: string[]
  exportedAt: string | null
  unapproveReason: string
  /** What a change by the caller becomes today: 'edit', 'adjustment', 'too_old' or 'future'. */
  changeKind: 'edit' | 'adjustment' | 'too_old' | 'future'
}

/** Work-flows 3 "Time sheet day": one day's entries and totals. */
export interface TimeSheetDay {
  date: string
  totalHours: string
  totalApprovedHours: string
  totalPendingHours: string
  totalAdjustedHours: string
  timesheets: TimeEntry[]
}

/** Work-flows 3 "Engagement time sheet": what the talent's grid needs of an engagement. */
export interface EngagementTimeSheet {
  id: string
  name: string
  organizationName: string
  /** The organization's zone: whose "today" decides the windows. */
  timeZone: string
  today: string
  poList: PurchaseOrderRef[]
  /** Null for a talent. */
  hourlyFee: string | null
  talentPayRate: string | null
  startDate: string
  endDate: string
  terminatedByManagerAt: string | null
  /** The last day time may be logged: the end date, or the termination day when earlier. */
  lastWorkDate: string
  isAdjustableTimesheets: boolean
  /** The days inside the shown periods on which time may be logged for this engagement. */
  timesheetDates: string[]
}

export interface PayPeriodAnswer {
  start: string
  end: string
  type: 'current' | 'grace' | 'close'
  payDate: string
  /** Last day of the caller's edit window. */
  editableThrough: string
}

export interface PeriodTotals {
  period: PayPeriodAnswer
  totalHours: string
  approvedHours: string
  pendingHours: string
  openHours: string
  declinedHours: string
  /** Sum of the adjustments booked into the period (signed). */
  adjustedHours: string
  /** Pay for a talent, cost for an organization user who may view rate; null otherwise. */
  amount: string | null
  amountCents: number | null
}
