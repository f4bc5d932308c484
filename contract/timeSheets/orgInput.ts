import { z } from 'zod'
import { text, multilineText } from '../fields'
import { messages } from '../messages'
import { calendarDay, isDay } from './talentInput'
import { TIME_ENTRY_STATES, periodTotals, timeEntry, type TimeEntryState } from './timeEntry'

/**
 * The organization's time-sheet calls' inputs and answers (the spec's "Decline", "Time approval modal types",
 * "Decline reason", time-entry sort fields and bulk approval). Keys arrive snake_case or camelCase
 * (endpoints/http.ts turns them camel). Shapes only: whether an id names something of the caller's organization,
 * approval rights and the windows are domain/timeSheets/review.ts; their messages are here so the screens show the
 * same words. Over-long text is refused with its limit's message, never cut.
 */

export const CLIENT_COMMENT_MAX = 500
export const UNAPPROVE_REASON_MAX = 500
export const DESCRIPTION_MAX = 500
const HOURS_MAX = 24

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`

export const orgTimeSheetMessages = {
  tooLong,
  invalidDate: 'Enter a valid date.',
  invalidHours: 'Enter whole hours between 0 and 24.',
  invalidMinutes: 'Minutes must be 0, 15, 30 or 45.',
  invalidState: `Choose one of: all, ${TIME_ENTRY_STATES.join(', ')}.`,
  invalidReviewState: 'Choose one of: approved, declined, pending.',
  invalidAction: 'Choose approve or decline.',
  invalidScope: 'Choose one of: entire_day, entire_engagement, all_engagements, action_item.',
  dateRange: 'The start date must not be after the end date.',
  notPeriodStart: 'Enter the first day of a pay period (the 1st or the 16th).',
  periodOrRange: 'Choose a pay period or a date range.',
  /** Decline needs a comment (the spec: trimmed, required, at most 500). */
  clientCommentRequired: messages.required,
  reasonRequired: messages.required,
  reviewOrEdit: 'Either review the entry (state) or change its time (hours, minutes, purchase order, description), not both.',
  nothingToChange: 'Nothing to change.',
  // Refusals of one entry (single PATCH: nonFieldErrors; bulk: one line per row, '<id>: <reason>').
  noApprovalRights: 'You may not approve or decline the time of this engagement.',
  manageEngagementOnly: 'Only users with Manage Engagement can see time sheets.',
  notWaiting: 'Only a submitted entry can be approved or declined.',
  alreadyApproved: 'This entry is already approved.',
  notApproved: 'Only an approved entry can be un-approved.',
  exported: 'This entry has been exported; change it with an adjustment instead.',
  unapproveWindowClosed: 'The pay period of this entry is closed; it can no longer be un-approved.',
  notAdjustment: 'This entry is not an adjustment.',
  invalidEntry: 'Select a valid time entry.',
  invalidEngagement: 'Select a valid engagement.',
  invalidTalent: 'Select a valid talent.',
  dateRequired: 'Choose a day.',
  engagementRequired: 'Choose an engagement.',
  idsRequired: 'Choose at least one entry.',
  viewRateOnly: 'Only users who may view rates can see the purchase-order burn-down.',
  purchaseOrderHasTime: 'Time has been logged on this purchase order for this engagement; it cannot be unassigned.',
} as const

const periodStart = () =>
  calendarDay()
    .refine((value) => !isDay(value) || value.endsWith('-01') || value.endsWith('-16'), { error: orgTimeSheetMessages.notPeriodStart })
    .describe('The first day of a pay period (the 1st or the 16th)')

/** An id in a query or body; whether it names something of the caller's organization is the endpoint's check. */
const id = () => text().trim().max(64, { error: tooLong(64) })
const limited = (max: number) => text().max(max, { error: tooLong(max) })

const booleanFilter = () => z.enum(['true', 'false'], { error: messages.notABoolean }).transform((value) => value === 'true')

export const ORG_STATE_FILTERS = ['all', ...TIME_ENTRY_STATES] as const
export type OrgStateFilter = (typeof ORG_STATE_FILTERS)[number]

/** Date range must be ordered: date_from <= date_to. */
export const orderedDateRange = (value: { dateFrom?: string; dateTo?: string }, ctx: z.RefinementCtx) => {
  if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: orgTimeSheetMessages.dateRange })
}

/** Filters of the list, exists, total, adjustments and burn-down (a period OR a range; neither: everything). */
export const orgTimeSheetFilterShape = {
  periodStart: periodStart().optional().describe('The pay period (booked period) to show: its first day'),
  dateFrom: calendarDay().optional().describe('Custom range: first day worked'),
  dateTo: calendarDay().optional().describe('Custom range: last day worked'),
  engagement: id().optional().describe('Engagement id'),
  talent: id().optional().describe('Talent (user) id'),
  state: z.enum(ORG_STATE_FILTERS, { error: orgTimeSheetMessages.invalidState }).optional().describe('One state, or all (default)'),
  department: id().optional().describe("Department id (the engagement's department)"),
  purchaseOrder: id().optional().describe('Purchase order id'),
  isAdjustive: booleanFilter().optional(),
  search: limited(100).optional().describe('Words of the talent name or the engagement name'),
}
export const orgTimeSheetFilters = z.object(orgTimeSheetFilterShape).superRefine(orderedDateRange)
export type OrgTimeSheetFilters = z.output<typeof orgTimeSheetFilters>

/** The super admin's time tracking: the same filters plus the organization. */
export const superAdminTimeSheetFilterShape = { ...orgTimeSheetFilterShape, organization: id().optional().describe('Organization id') }
export const superAdminTimeSheetFilters = z.object(superAdminTimeSheetFilterShape).superRefine(orderedDateRange)
export type SuperAdminTimeSheetFilters = z.output<typeof superAdminTimeSheetFilters>

/**
 * Ordering keys, snake_case as the screens send them; '-' for descending. `name` is the
 * engagement's name; `hours` the duration; `cost` the cost without the talent fee; `hourly_fee` the rate
 * copied on the entry; `manager_name` the engagement's first owner.
 */
export const TIME_ENTRY_ORDERING = [
  'name',
  'cost',
  'state',
  'hours',
  'hourly_fee',
  'reviewed_at',
  'timekeeping_date',
  'organization_name',
  'reviewer_name',
  'talent_name',
  'engagement_name',
  'department_name',
  'manager_name',
  'po_number',
] as const
export type TimeEntryOrdering = (typeof TIME_ENTRY_ORDERING)[number]

export const hoursInput = () =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : orgTimeSheetMessages.invalidHours) })
    .int({ error: orgTimeSheetMessages.invalidHours })
    .min(0, { error: orgTimeSheetMessages.invalidHours })
    .max(HOURS_MAX, { error: orgTimeSheetMessages.invalidHours })
    .describe('Whole hours, 0-24')

export const minutesInput = () =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : orgTimeSheetMessages.invalidMinutes) })
    .refine((value) => [0, 15, 30, 45].includes(value), { error: orgTimeSheetMessages.invalidMinutes })
    .describe('0, 15, 30 or 45')

/** Decline comment: trimmed, required when declining (the domain checks), at most 500. */
const clientComment = () => multilineText().trim().max(CLIENT_COMMENT_MAX, { error: tooLong(CLIENT_COMMENT_MAX) }).describe('Decline reason: trimmed, required to decline, at most 500')
const reason = () => multilineText().trim().max(UNAPPROVE_REASON_MAX, { error: tooLong(UNAPPROVE_REASON_MAX) }).describe('Un-approve reason: trimmed, required, at most 500')

/** Review (state) or organization edit (hours, minutes, PO, description) of one entry or adjustment. */
export const orgTimeEntryPatch = z
  .object({
    state: z.enum(['approved', 'declined', 'pending'], { error: orgTimeSheetMessages.invalidReviewState }).optional().describe("approved, declined (+ client_comment), pending = un-approve (+ reason)"),
    clientComment: clientComment().optional(),
    reason: reason().optional(),
    hours: hoursInput().optional(),
    minutes: minutesInput().optional(),
    purchaseOrderId: id().nullable().optional().describe('An active purchase order assigned to the engagement'),
    description: multilineText().max(DESCRIPTION_MAX, { error: tooLong(DESCRIPTION_MAX) }).optional().describe('The adjustment form description, at most 500'),
  })
  .superRefine((value, ctx) => {
    if (value.hours === HOURS_MAX && (value.minutes ?? 0) > 0) ctx.addIssue({ code: 'custom', path: ['minutes'], message: orgTimeSheetMessages.invalidHours })
    const edits = value.hours !== undefined || value.minutes !== undefined || value.purchaseOrderId !== undefined || value.description !== undefined
    if (value.state && edits) ctx.addIssue({ code: 'custom', path: ['nonFieldErrors'], message: orgTimeSheetMessages.reviewOrEdit })
    if (!value.state && !edits) ctx.addIssue({ code: 'custom', path: ['nonFieldErrors'], message: orgTimeSheetMessages.nothingToChange })
    if (value.state === 'declined' && !value.clientComment) ctx.addIssue({ code: 'custom', path: ['clientComment'], message: orgTimeSheetMessages.clientCommentRequired })
    if (value.state === 'pending' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: orgTimeSheetMessages.reasonRequired })
  })
export type OrgTimeEntryPatch = z.output<typeof orgTimeEntryPatch>

export const BULK_SCOPE_TYPES = ['entire_day', 'entire_engagement', 'all_engagements', 'action_item'] as const
export type BulkScopeType = (typeof BULK_SCOPE_TYPES)[number]

/**
 * The four approval modals: entire_day (one engagement's or one talent's day: `date`, and
 * `engagement_id` and/or `talent_id`), entire_engagement (`engagement_id` in the period or range),
 * all_engagements (everything waiting in the period or range, optionally one talent), action_item (the
 * listed `ids`, as the action-items screen shows them).
 */
export const bulkReviewInput = z
  .object({
    action: z.enum(['approve', 'decline'], { error: orgTimeSheetMessages.invalidAction }),
    clientComment: clientComment().optional(),
    scope: z.object({
      type: z.enum(BULK_SCOPE_TYPES, { error: orgTimeSheetMessages.invalidScope }),
      date: calendarDay().optional(),
      engagementId: id().optional(),
      talentId: id().optional(),
      periodStart: periodStart().optional(),
      dateFrom: calendarDay().optional(),
      dateTo: calendarDay().optional(),
    }),
    ids: z.array(id(), { error: 'Expected a list of ids.' }).max(1000, { error: 'Select at most 1000.' }).optional(),
  })
  .superRefine((value, ctx) => {
    const scope = value.scope
    if (value.action === 'decline' && !value.clientComment) ctx.addIssue({ code: 'custom', path: ['clientComment'], message: orgTimeSheetMessages.clientCommentRequired })
    if (scope.dateFrom && scope.dateTo && scope.dateFrom > scope.dateTo) ctx.addIssue({ code: 'custom', path: ['scope', 'dateTo'], message: orgTimeSheetMessages.dateRange })
    const hasPeriod = Boolean(scope.periodStart)
    const hasRange = Boolean(scope.dateFrom && scope.dateTo)
    if (scope.type === 'entire_day' && !scope.date) ctx.addIssue({ code: 'custom', path: ['scope', 'date'], message: orgTimeSheetMessages.dateRequired })
    if (scope.type === 'entire_day' && !scope.engagementId && !scope.talentId) ctx.addIssue({ code: 'custom', path: ['scope', 'engagementId'], message: orgTimeSheetMessages.engagementRequired })
    if (scope.type === 'entire_engagement' && !scope.engagementId) ctx.addIssue({ code: 'custom', path: ['scope', 'engagementId'], message: orgTimeSheetMessages.engagementRequired })
    if ((scope.type === 'entire_engagement' || scope.type === 'all_engagements') && hasPeriod === hasRange) {
      ctx.addIssue({ code: 'custom', path: ['scope', 'periodStart'], message: orgTimeSheetMessages.periodOrRange })
    }
    if (scope.type === 'action_item' && !value.ids?.length) ctx.addIssue({ code: 'custom', path: ['ids'], message: orgTimeSheetMessages.idsRequired })
  })
export type BulkReviewInput = z.output<typeof bulkReviewInput>

// --- answers

/** A bulk review: how many entries moved and which (adjustments included). */
export const bulkReviewAnswer = z.object({
  approved: z.number().optional(),
  declined: z.number().optional(),
  ids: z.array(z.string()),
})
export type BulkReviewAnswer = z.output<typeof bulkReviewAnswer>

/** An organization edit outside the window answers the adjustive child and the hours message. */
export const orgTimeEntryAnswer = timeEntry.extend({ message: z.string().optional() })
export type OrgTimeEntryAnswer = z.output<typeof orgTimeEntryAnswer>

const stateCount = z.object({ hours: z.string(), count: z.number() })

export const orgPeriodTotals = periodTotals.extend({
  /** Hours per state ('7.50'), and the entries counted per state. */
  byState: z.object({ open: stateCount, pending: stateCount, submitted: stateCount, approved: stateCount, declined: stateCount }) satisfies z.ZodType<Record<TimeEntryState, unknown>>,
})
export type OrgPeriodTotals = z.output<typeof orgPeriodTotals>

/** A PO's burn-down: the same whichever pay period is shown (docs/decisions/po-burn-down.md). */
export const poBurnDownRow = z.object({
  purchaseOrder: z.object({ id: z.string(), name: z.string(), description: z.string() }),
  /** The PO's amount when it has one. */
  amountCents: z.number().nullable(),
  /** All approved spend to date on the PO: approved entries' cost incl. the talent fee, approved adjustments' deltas. */
  approvedCostCents: z.number(),
  /** Spend waiting for approval (pending and submitted entries and adjustments, the same way); not deducted. */
  submittedCostCents: z.number(),
  /** amountCents - approvedCostCents. */
  remainingCents: z.number().nullable(),
  validThrough: z.string().nullable(),
})
export type PoBurnDownRow = z.output<typeof poBurnDownRow>

/** GET <org>time-sheets/po-burn-down/: the organization's today the figures run to, and one row per PO. */
export const poBurnDownAnswer = z.object({ asOf: z.string(), results: z.array(poBurnDownRow) })
export type PoBurnDownAnswer = z.output<typeof poBurnDownAnswer>

/** GET <org>time-sheets/exists/. */
export const timeSheetsExistAnswer = z.object({ exists: z.boolean() })
