import { z } from 'zod'

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

export const purchaseOrderRef = z.object({
  id: z.string(),
  /** The PO number. */
  name: z.string(),
  description: z.string(),
})
export type PurchaseOrderRef = z.output<typeof purchaseOrderRef>

export const personRef = z.object({ id: z.string(), name: z.string() })
export type PersonRef = z.output<typeof personRef>

export const timeEntry = z.object({
  id: z.string(),
  state: z.enum(TIME_ENTRY_STATES),
  isAdjustive: z.boolean(),
  /** 'yyyy-MM-dd': the day worked (for an adjustive entry, the day it corrects). */
  timekeepingDate: z.string(),
  /** The pay period start the entry counts in: the day's period, or for an adjustment the period it was booked into. */
  bookedPeriodStart: z.string(),
  engagementId: z.string(),
  engagementName: z.string(),
  talentId: z.string(),
  talentName: z.string(),
  purchaseOrderId: z.string().nullable(),
  purchaseOrder: purchaseOrderRef.nullable(),
  /** Total time as hours with two decimals: '7.50'. */
  hours: z.string(),
  /** The minute part: 0, 15, 30 or 45. */
  minutes: z.number(),
  durationMinutes: z.number(),
  talentComment: z.string(),
  clientComment: z.string(),
  /** An adjustment's description (the adjustment form's third field). */
  description: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: personRef.nullable(),
  /** When the talent first saved it, and last submitted it. */
  enteredAt: z.string(),
  submittedAt: z.string().nullable(),
  /** Time x hourly fee without / with the talent usage fee; null for a talent and for who may not view rate. */
  cost: z.string().nullable(),
  costCents: z.number().nullable(),
  costTalentFeeIncluded: z.string().nullable(),
  costTalentFeeIncludedCents: z.number().nullable(),
  /** What the talent earns for it (time x the talent's pay); null for an organization user who may not view rate. */
  pay: z.string().nullable(),
  payCents: z.number().nullable(),
  /** Adjustive entries: the change against the parent (signed). */
  parentId: z.string().nullable(),
  hoursDelta: z.string().nullable(),
  minutesDelta: z.number().nullable(),
  costDelta: z.string().nullable(),
  costDeltaCents: z.number().nullable(),
  payDelta: z.string().nullable(),
  adjustmentSource: z.enum(ADJUSTMENT_SOURCES).nullable(),
  /** The adjustive entries made on this one, oldest first (ids). */
  children: z.array(z.string()),
  exportedAt: z.string().nullable(),
  unapproveReason: z.string(),
  /** What a change by the caller becomes today: 'edit', 'adjustment', 'too_old' or 'future'. */
  changeKind: z.enum(['edit', 'adjustment', 'too_old', 'future']),
})
export type TimeEntry = z.output<typeof timeEntry>

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

export const payPeriodAnswer = z.object({
  start: z.string(),
  end: z.string(),
  type: z.enum(['current', 'grace', 'close']),
  payDate: z.string(),
  /** Last day of the caller's edit window. */
  editableThrough: z.string(),
})
export type PayPeriodAnswer = z.output<typeof payPeriodAnswer>

export const periodTotals = z.object({
  period: payPeriodAnswer,
  totalHours: z.string(),
  approvedHours: z.string(),
  pendingHours: z.string(),
  openHours: z.string(),
  declinedHours: z.string(),
  /** Sum of the adjustments booked into the period (signed). */
  adjustedHours: z.string(),
  /** Pay for a talent, cost for an organization user who may view rate; null otherwise. */
  amount: z.string().nullable(),
  amountCents: z.number().nullable(),
})
export type PeriodTotals = z.output<typeof periodTotals>

/** The zod form of EngagementTimeSheet, for the answers that carry it. */
export const engagementTimeSheet = z.object({
  id: z.string(),
  name: z.string(),
  organizationName: z.string(),
  timeZone: z.string(),
  today: z.string(),
  poList: z.array(purchaseOrderRef),
  hourlyFee: z.string().nullable(),
  talentPayRate: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  terminatedByManagerAt: z.string().nullable(),
  lastWorkDate: z.string(),
  isAdjustableTimesheets: z.boolean(),
  timesheetDates: z.array(z.string()),
}) satisfies z.ZodType<EngagementTimeSheet>

/** A row of the talent's payroll history: a past period with its time, pay and pay date. */
export const payrollPeriod = z.object({
  period: payPeriodAnswer,
  hours: z.string(),
  approvedHours: z.string(),
  amount: z.string(),
  amountCents: z.number(),
  payDate: z.string(),
})
export type PayrollPeriod = z.output<typeof payrollPeriod>

/** What a closed day makes of a talent's change: a request for review, with the spec's warning and how the next period moves. */
export const adjustmentNotice = z.object({ warning: z.string(), message: z.string().nullable() })
