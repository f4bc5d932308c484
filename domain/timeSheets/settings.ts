import type { PayloadRequest } from 'payload'
import { EDIT_WINDOW_DAYS, PAY_DAY_AFTER_PERIOD_END, type Editor } from './payPeriods'
import { MAX_HOURS_PER_DAY } from './timeMath'

/**
 * The rules of time sheets that are settings: typed options of the time-sheet plugin
 * (plugins/timeSheets.ts), published in the built config as `custom.timeSheets`. The defaults are the
 * spec's rules, which the pure rule modules hold for the screens too.
 */
export interface TimeSheetSettings {
  /** The most one talent's day holds across engagements, in hours. */
  maxHoursPerDay: number
  /** Days of the next pay period during which the previous one stays editable, per editor. */
  editWindowDays: Record<Editor, number>
  /** The pay periods: twice a month (1-15, 16-end), paid this many days after a period ends. */
  payPeriod: { shape: 'semi-monthly'; payDayAfterPeriodEnd: number }
}

export const DEFAULT_TIME_SHEET_SETTINGS: TimeSheetSettings = {
  maxHoursPerDay: MAX_HOURS_PER_DAY,
  editWindowDays: { ...EDIT_WINDOW_DAYS },
  payPeriod: { shape: 'semi-monthly', payDayAfterPeriodEnd: PAY_DAY_AFTER_PERIOD_END },
}

/** The settings of this server's config (the defaults when the config publishes none). */
export function timeSheetSettings(req: Pick<PayloadRequest, 'payload'>): TimeSheetSettings {
  const published = (req.payload.config.custom as { timeSheets?: TimeSheetSettings } | undefined)?.timeSheets
  return published ?? DEFAULT_TIME_SHEET_SETTINGS
}
