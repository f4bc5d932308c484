import { z } from 'zod'
import { formBoolean, text, multilineText } from '../fields'
import { messages } from '../messages'
import { TIME_ENTRY_STATES } from './timeEntry'

/**
 * The talent's time-sheet calls' inputs. Keys arrive snake_case or camelCase (endpoints/http.ts turns them camel).
 * Nothing is coerced: hours and minutes are JSON numbers, ids and dates strings; `submit` a boolean (or
 * 'true'/'false' from a form field). The rules that need the database (engagement, window, 24 hours,
 * purchase order) are domain/timeSheets/entryRules.ts; their messages are here so the portals show the
 * same words.
 */

/** Limits shared with the grid (contract only: the portals cannot import domain/ beyond payPeriods and timeMath). */
export const TALENT_COMMENT_MAX = 500
export const HOURS_MAX = 24

export const timeEntryMessages = {
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  invalidDate: 'Enter a valid date.',
  invalidHours: 'Enter whole hours between 0 and 24.',
  invalidMinutes: 'Minutes must be 0, 15, 30 or 45.',
  dayOverflow: 'A day cannot hold more than 24 hours across engagements.',
  invalidEngagement: 'Select a valid engagement.',
  engagementNotOpen: 'Time can be logged only on an accepted, active, expired or terminated engagement.',
  outsideEngagement: 'Time can be logged only between the engagement’s start and end dates.',
  futureDay: 'Time cannot be logged for a day that has not come yet.',
  tooOldTalent: 'Time older than 3 months cannot be changed.',
  tooOldOrganization: 'Time older than 6 months cannot be changed.',
  selectPurchaseOrder: 'Select a purchase order.',
  invalidPurchaseOrder: 'Select a valid purchase order.',
  noPurchaseOrders: 'This engagement has no purchase orders.',
  notAdjustable: 'This engagement does not accept changes after its pay period has closed.',
  approvedNotDeleted: 'An approved entry cannot be deleted; change its hours instead.',
  exportedNotDeleted: 'An exported entry cannot be deleted; change its hours instead.',
  closedNotDeleted: 'The pay period of this entry is closed; it cannot be deleted.',
  adjustedNotDeleted: 'This entry has adjustments; change its hours instead.',
  reviewedAdjustmentNotChanged: 'A reviewed adjustment cannot be changed; change the entry it adjusts instead.',
  notPeriodStart: 'Enter the first day of a pay period (the 1st or the 16th).',
  periodClosed: 'This pay period is closed.',
  invalidState: `Choose one of: ${TIME_ENTRY_STATES.join(', ')}.`,
  dateRange: 'The start date must not be after the end date.',
} as const

/** 'yyyy-MM-dd' that names a real day between 1940 and 2099. */
export const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1940 && year <= 2099
}

export const calendarDay = () =>
  text()
    .trim()
    .refine(isDay, { error: timeEntryMessages.invalidDate })
    .describe("A calendar date 'yyyy-MM-dd' (1940-2099)")

/** An id as text; whether it names something the caller may use is the endpoint's question (422 when not). */
const idText = () => text().trim().min(1, { error: messages.required })

export const hoursField = () =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : timeEntryMessages.invalidHours) })
    .int({ error: timeEntryMessages.invalidHours })
    .min(0, { error: timeEntryMessages.invalidHours })
    .max(HOURS_MAX, { error: timeEntryMessages.invalidHours })
    .describe('Whole hours, 0-24')

export const minutesField = () =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : timeEntryMessages.invalidMinutes) })
    .refine((value) => [0, 15, 30, 45].includes(value), { error: timeEntryMessages.invalidMinutes })
    .describe('0, 15, 30 or 45')

const talentComment = () =>
  multilineText()
    .max(TALENT_COMMENT_MAX, { error: timeEntryMessages.tooLong(TALENT_COMMENT_MAX) })
    .describe('At most 500 characters; kept as written (never cut)')

/** null or '' = no purchase order (the engagement has none, or the server picks its only one). */
const purchaseOrderId = () =>
  text()
    .trim()
    .nullable()
    .transform((value) => value || null)
    .describe('An active purchase order assigned to the engagement; empty when it has none; may be left out when it has exactly one')

/** 24 hours is the most a day holds: 24:15 is refused on `minutes`. */
const notBeyondADay = (value: { hours?: number; minutes?: number }, ctx: z.RefinementCtx) => {
  if ((value.hours ?? 0) === HOURS_MAX && (value.minutes ?? 0) > 0) ctx.addIssue({ code: 'custom', path: ['minutes'], message: timeEntryMessages.invalidHours })
}

export const talentTimeEntryCreateInput = z
  .object({
    engagementId: idText().describe('The talent’s engagement'),
    timekeepingDate: calendarDay(),
    hours: hoursField().default(0),
    minutes: minutesField().default(0),
    purchaseOrderId: purchaseOrderId().optional(),
    talentComment: talentComment().optional(),
    submit: formBoolean().optional().describe('true: submit at once (pending)'),
  })
  .superRefine(notBeyondADay)
export type TalentTimeEntryCreateInput = z.output<typeof talentTimeEntryCreateInput>

export const talentTimeEntryUpdateInput = z
  .object({
    hours: hoursField().optional().describe('Whole hours, 0-24; left out keeps the entry’s'),
    minutes: minutesField().optional().describe('0, 15, 30 or 45; left out keeps the entry’s'),
    purchaseOrderId: purchaseOrderId().optional(),
    talentComment: talentComment().optional(),
    submit: formBoolean().optional().describe('true: submit an open entry (pending)'),
  })
  .superRefine(notBeyondADay)
export type TalentTimeEntryUpdateInput = z.output<typeof talentTimeEntryUpdateInput>

export const talentSubmitInput = z.object({
  periodStart: calendarDay().describe('The first day of the current or the grace pay period'),
  engagementId: idText().optional().describe('Only this engagement’s entries'),
})
export type TalentSubmitInput = z.output<typeof talentSubmitInput>

const booleanFilter = () => z.enum(['true', 'false'], { error: messages.notABoolean }).transform((value) => value === 'true')

export const talentTimeEntryFilters = z.object({
  engagement: text().trim().optional().describe('Engagement id'),
  dateFrom: calendarDay().optional(),
  dateTo: calendarDay().optional(),
  state: z.enum(TIME_ENTRY_STATES, { error: timeEntryMessages.invalidState }).optional(),
  isAdjustive: booleanFilter().optional(),
})

export const TALENT_TIME_ENTRY_ORDERING = ['timekeepingDate', 'createdAt'] as const

export const talentTotalQuery = z.object({ date: calendarDay().optional().describe('A day of the period (default today)') })

export const dateRangeFilters = z.object({ dateFrom: calendarDay().optional(), dateTo: calendarDay().optional() })
