import { TimeEntries } from '../collections/TimeSheets'
import { TIME_SHEET_REMINDERS_CRON, TIME_SHEET_REMINDERS_QUEUE, runTimeSheetRemindersNow, timeSheetRemindersTask } from '../endpoints/jobs/timeSheetReminders'
import { organizationAdjustmentEndpoints } from '../endpoints/timeSheets/adjustments'
import { exportEndpoints } from '../endpoints/timeSheets/exports'
import { ORGANIZATION_ROLES, organizationTimeSheetEndpoints, organizationTimeSheetItemEndpoints } from '../endpoints/timeSheets/organization'
import { getPayDate } from '../endpoints/timeSheets/payDate'
import { superAdminTimeTracking } from '../endpoints/timeSheets/superAdmin'
import { talentTimeEntryEndpoints } from '../endpoints/timeSheets/talentEntries'
import { talentPayPeriodEndpoints } from '../endpoints/timeSheets/talentPeriods'
import { EDIT_WINDOW_DAYS, PAY_DAY_AFTER_PERIOD_END, type Editor } from '../domain/timeSheets/payPeriods'
import { MAX_HOURS_PER_DAY } from '../domain/timeSheets/timeMath'
import { capabilityPlugin, scheduleOf } from './capabilityPlugin'

/** The rules of time sheets that are settings, published as `config.custom.timeSheets`. */
export interface TimeSheetOptions {
  /** The most one talent's day holds across engagements, in hours. */
  maxHoursPerDay: number
  /** Days of the next pay period during which the previous one stays editable, per editor. */
  editWindowDays: Record<Editor, number>
  /** The pay periods: twice a month (1-15, 16-end), paid this many days after a period ends. */
  payPeriod: { shape: 'semi-monthly'; payDayAfterPeriodEnd: number }
}

/** Today's rules: the spec's 24-hour day, edit windows of 4 (talent) and 7 (organization) days. */
export const DEFAULT_TIME_SHEET_OPTIONS: TimeSheetOptions = {
  maxHoursPerDay: MAX_HOURS_PER_DAY,
  editWindowDays: { ...EDIT_WINDOW_DAYS },
  payPeriod: { shape: 'semi-monthly', payDayAfterPeriodEnd: PAY_DAY_AFTER_PERIOD_END },
}

/**
 * Time sheets: the talent's entries and pay periods, the organization's review and adjustments, the
 * super admin's time tracking, payroll and QuickBooks exports, and the hourly reminders and escalations
 * (same cron and queue as engagement dates, so they share its autoRun entry).
 */
export const timeSheetsPlugin = (options: Partial<TimeSheetOptions> = {}) =>
  capabilityPlugin<TimeSheetOptions>({
    name: 'timeSheets',
    collections: [TimeEntries],
    endpoints: [
      ...talentPayPeriodEndpoints,
      ...talentTimeEntryEndpoints,
      getPayDate,
      // Every `<org>time-sheets/<word>/` path (exists, total, po-burn-down, adjustments) comes before
      // `<org>time-sheets/:id/` (the router takes the first path that matches).
      ...ORGANIZATION_ROLES.flatMap(organizationTimeSheetEndpoints),
      ...ORGANIZATION_ROLES.flatMap(organizationAdjustmentEndpoints),
      ...ORGANIZATION_ROLES.flatMap(organizationTimeSheetItemEndpoints),
      superAdminTimeTracking,
      runTimeSheetRemindersNow,
      ...exportEndpoints,
    ],
    tasks: [timeSheetRemindersTask],
    schedules: [scheduleOf(timeSheetRemindersTask, TIME_SHEET_REMINDERS_QUEUE, TIME_SHEET_REMINDERS_CRON, '/api/v1/super_admin/jobs/time-sheet-reminders/run/')],
    options: { ...DEFAULT_TIME_SHEET_OPTIONS, ...options },
  })
