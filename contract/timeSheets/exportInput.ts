import { z } from 'zod'
import { text } from '../fields'
import { TASK_KINDS, TASK_STATUSES } from './tasks'

/**
 * The bodies of the long-running exports and the
 * query of the tasks list. Shapes only: whether an engagement, talent or organization may be named is the
 * endpoint's check (422 on that field). Pure (no date-fns, no Payload), so the screens can share it.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/**
 * A report range is at most three years (the organization's adjustment horizon is 6 months; three years
 * covers any payroll look-back asked so far). The report streams, so the bound is about a sensible
 * request, not memory.
 */
export const EXPORT_RANGE_MAX_DAYS = 1_096
/** Organizations of one QuickBooks run. */
export const QB_EXPORT_ORGANIZATIONS_MAX = 100

export const exportMessages = {
  notADate: 'Enter a valid date (yyyy-mm-dd).',
  notAPeriodStart: 'A pay period starts on the 1st or the 16th of a month.',
  periodOrRange: 'Choose a pay period or a date range.',
  rangeOrder: 'The end date cannot be before the start date.',
  rangeTooLong: `A report covers at most ${EXPORT_RANGE_MAX_DAYS} days.`,
  invalidEngagement: 'Select a valid engagement.',
  invalidTalent: 'Select a valid talent.',
  invalidOrganization: 'Select a valid organization.',
  organizationsRequired: 'Select at least one organization.',
  format: "Choose 'csv' or 'xlsx'.",
  manageOnly: 'Only users with Manage Engagement can export time sheets.',
} as const

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`
const id = () => text().max(64, { error: tooLong(64) })

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day 'yyyy-MM-dd' (UTC arithmetic on a date without a zone: no clock, no DST). */
export function isCalendarDay(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000

const calendarDay = () => text().max(10, { error: exportMessages.notADate }).refine(isCalendarDay, { error: exportMessages.notADate })
const periodStart = () => calendarDay().refine((value) => value.endsWith('-01') || value.endsWith('-16'), { error: exportMessages.notAPeriodStart })

/** POST /org-side/time-sheets/export/: a pay period (its first day) or a date range, the format, optional filters. */
export const payrollExportInput = z
  .object({
    periodStart: periodStart().optional(),
    dateFrom: calendarDay().optional(),
    dateTo: calendarDay().optional(),
    format: z.enum(EXPORT_FORMATS, { error: exportMessages.format }),
    engagementId: id().nullable().optional(),
    talentId: id().nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const range = value.dateFrom !== undefined || value.dateTo !== undefined
    if (value.periodStart === undefined && !range) ctx.addIssue({ code: 'custom', path: ['periodStart'], message: exportMessages.periodOrRange })
    if (value.periodStart !== undefined && range) ctx.addIssue({ code: 'custom', path: ['periodStart'], message: exportMessages.periodOrRange })
    if (value.periodStart !== undefined || !range) return
    if (value.dateFrom === undefined) ctx.addIssue({ code: 'custom', path: ['dateFrom'], message: exportMessages.periodOrRange })
    if (value.dateTo === undefined) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: exportMessages.periodOrRange })
    if (value.dateFrom === undefined || value.dateTo === undefined) return
    const days = dayNumber(value.dateTo) - dayNumber(value.dateFrom)
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: exportMessages.rangeOrder })
    else if (days + 1 > EXPORT_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: exportMessages.rangeTooLong })
  })
export type PayrollExportInput = z.output<typeof payrollExportInput>

/** POST /super_admin/qb_export/: one pay period, one or more organizations. */
export const qbExportInput = z.object({
  periodStart: periodStart(),
  organizationIds: z
    .array(id(), { error: 'Expected a list of ids.' })
    .min(1, { error: exportMessages.organizationsRequired })
    .max(QB_EXPORT_ORGANIZATIONS_MAX, { error: `Select at most ${QB_EXPORT_ORGANIZATIONS_MAX}.` }),
})
export type QbExportInput = z.output<typeof qbExportInput>

/** GET /super_admin/tasks/ filters (the page, size and ordering come from endpoints/pagination.ts). */
export const taskListFilters = z.object({
  status: z.enum(TASK_STATUSES, { error: `Choose one of ${TASK_STATUSES.join(', ')}.` }).optional(),
  kind: z.enum(TASK_KINDS, { error: `Choose one of ${TASK_KINDS.join(', ')}.` }).optional(),
})
