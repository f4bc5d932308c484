import { isValid, parseISO } from 'date-fns'
import type { FieldErrors } from '../errors'
import { messages } from '../messages'
import { engagementMessages } from './status'

/**
 * The dates of an engagement (the end-day message is the spec's). Calendar
 * dates 'yyyy-MM-dd'; `today` is the organization's today by the server clock (domain/clock.ts
 * todayIn), passed in so the portals can run the same rule with their own today.
 * - A draft may leave either date empty; sending needs both.
 * - Each between 1940 and 2099; the end not before the start.
 * - On send, the end day may not be in the past (the start may: accepted, it becomes active at once).
 * - Extending: the new end date after the current one, and not in the past.
 */

export const engagementDateMessages = {
  required: messages.required,
  invalidDate: 'Enter a valid date',
  dateBounds: 'Date must be between 1940 and 2099',
  endBeforeStart: "End date can't be before start date",
  endDayInPast: engagementMessages.endDayInPast,
  extensionNotLater: 'The new end date must be after the current end date.',
} as const

export const isEngagementDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value))

export interface EngagementDates {
  startDate: string | null
  endDate: string | null
}

export function engagementDateErrors(dates: EngagementDates, today: string, mode: 'draft' | 'send'): FieldErrors {
  const errors: FieldErrors = {}
  const valid: Partial<Record<keyof EngagementDates, string>> = {}
  for (const field of ['startDate', 'endDate'] as const) {
    const value = dates[field]
    if (value === null || value === '') {
      if (mode === 'send') errors[field] = [engagementDateMessages.required]
    } else if (!isEngagementDate(value)) errors[field] = [engagementDateMessages.invalidDate]
    else if (value < '1940-01-01' || value > '2099-12-31') errors[field] = [engagementDateMessages.dateBounds]
    else valid[field] = value
  }
  if (valid.startDate && valid.endDate && valid.endDate < valid.startDate) errors.endDate = [engagementDateMessages.endBeforeStart]
  else if (mode === 'send' && valid.endDate && valid.endDate < today) errors.endDate = [engagementDateMessages.endDayInPast]
  return errors
}

/** Accepting needs an end day that has not passed (nonFieldErrors of the accept call); null when it may. */
export const acceptDateError = (endDate: string, today: string): string | null => (endDate < today ? engagementDateMessages.endDayInPast : null)

/** The new end date of an extension: errors keyed endDate, empty when it may be sent. */
export function extensionDateErrors(currentEndDate: string, newEndDate: string | null, today: string): FieldErrors {
  if (newEndDate === null || newEndDate === '') return { endDate: [engagementDateMessages.required] }
  if (!isEngagementDate(newEndDate)) return { endDate: [engagementDateMessages.invalidDate] }
  if (newEndDate > '2099-12-31') return { endDate: [engagementDateMessages.dateBounds] }
  if (newEndDate <= currentEndDate) return { endDate: [engagementDateMessages.extensionNotLater] }
  if (newEndDate < today) return { endDate: [engagementDateMessages.endDayInPast] }
  return {}
}
