import { TimeEntries } from '../collections/TimeSheets'
import { TIME_SHEET_REMINDERS_CRON, TIME_SHEET_REMINDERS_QUEUE, runTimeSheetRemindersNow, timeSheetRemindersTask } from '../endpoints/jobs/timeSheetReminders'
import { organizationAdjustmentEndpoints } from '../endpoints/timeSheets/adjustments'
import { exportEndpoints } from '../endpoints/timeSheets/exports'
import { ORGANIZATION_ROLES, organizationTimeSheetEndpoints, organizationTimeSheetItemEndpoints } from '../endpoints/timeSheets/organization'
import { getPayDate } from '../endpoints/timeSheets/payDate'
import { superAdminTimeTracking } from '../endpoints/timeSheets/superAdmin'
import { talentTimeEntryEndpoints } from '../endpoints/timeSheets/talentEntries'
import { talentPayPeriodEndpoints } from '../endpoints/timeSheets/talentPeriods'
import { DEFAULT_TIME_SHEET_SETTINGS, type TimeSheetSettings } from '../domain/timeSheets/settings'
import { MAX_HOURS_PER_DAY } from '../domain/timeSheets/timeMath'
import { capabilityPlugin, scheduleOf } from './capabilityPlugin'

/**
 * The edit windows and the pay-period shape are applied by the pure rule modules the portals share
 * (domain/timeSheets/payPeriods.ts), which hold the defaults: until those take the settings as
 * arguments, a value other than the default would make the server and the screens draw different lines,
 * so the plugin refuses it. The 24-hour day is applied by the server from the settings
 * (domain/timeSheets/entryRules.ts `assertDayFits`), up to the 24 hours the contract allows an entry.
 */
function checked(settings: TimeSheetSettings): TimeSheetSettings {
  const { maxHoursPerDay, editWindowDays, payPeriod } = settings
  if (!Number.isInteger(maxHoursPerDay) || maxHoursPerDay < 1 || maxHoursPerDay > MAX_HOURS_PER_DAY) {
    throw new Error(`timeSheetsPlugin: maxHoursPerDay must be a whole number of hours from 1 to ${MAX_HOURS_PER_DAY}`)
  }
  const defaults = DEFAULT_TIME_SHEET_SETTINGS
  const sameWindows = editWindowDays.talent === defaults.editWindowDays.talent && editWindowDays.organization === defaults.editWindowDays.organization
  const samePeriods = payPeriod.shape === defaults.payPeriod.shape && payPeriod.payDayAfterPeriodEnd === defaults.payPeriod.payDayAfterPeriodEnd
  if (!sameWindows || !samePeriods) {
    throw new Error('timeSheetsPlugin: the edit windows and pay periods are shared with the portals (domain/timeSheets/payPeriods.ts) and take their default values only')
  }
  return settings
}

/**
 * Time sheets: the talent's entries and pay periods, the organization's review and adjustments, the
 * super admin's time tracking, payroll and QuickBooks exports, and the hourly reminders and escalations
 * (same cron and queue as engagement dates, so they share its autoRun entry).
 */
export const timeSheetsPlugin = (options: Partial<TimeSheetSettings> = {}) =>
  capabilityPlugin<TimeSheetSettings>({
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
    // Published as config.custom.timeSheets (domain/timeSheets/settings.ts reads them).
    options: checked({ ...DEFAULT_TIME_SHEET_SETTINGS, ...options }),
  })
