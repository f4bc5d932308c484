import { z } from 'zod'
import { text } from '../../../../contract/fields'
import { messages } from '../../../../contract/messages'
import { MAX_HOURS_PER_DAY, MINUTE_OPTIONS, TIME_ENTRY_TEXT_MAX } from '../../../../domain/timeSheets/timeMath'

/**
 * The bodies this screen sends to POST and PATCH /talent/time-sheets/, checked before sending with the
 * same limits and messages the server uses (docs/time-sheets-plan.md section 4).
 */
const COMMENT_TOO_LONG = `Ensure this field has no more than ${TIME_ENTRY_TEXT_MAX} characters.`

export const talentComment = () => text().max(TIME_ENTRY_TEXT_MAX, { error: COMMENT_TOO_LONG })

const number = () => z.number({ error: (issue) => (issue.input === undefined || issue.input === '' ? messages.required : 'Enter a whole number of hours.') })
const hours = number().int().min(0).max(MAX_HOURS_PER_DAY, { error: `Ensure this value is less than or equal to ${MAX_HOURS_PER_DAY}.` })
const minutes = number().refine((value) => (MINUTE_OPTIONS as readonly number[]).includes(value), { error: 'Minutes must be 0, 15, 30 or 45.' })

export const createEntryInput = z.object({
  engagementId: z.string({ error: messages.required }).min(1, { error: messages.required }),
  timekeepingDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a valid date.' }),
  hours,
  minutes,
  purchaseOrderId: z.string().nullable().optional(),
  talentComment: talentComment().optional(),
})

export const updateEntryInput = z.object({
  hours: hours.optional(),
  minutes: minutes.optional(),
  purchaseOrderId: z.string().nullable().optional(),
  talentComment: talentComment().optional(),
})

export const submitInput = z.object({ periodStart: z.string(), engagementId: z.string().optional() })
