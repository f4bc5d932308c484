import { z } from 'zod'
import { requiredString } from '../../../../contract/fields'
import { TIME_ENTRY_TEXT_MAX } from '../../../../domain/timeSheets/timeMath'

/**
 * The review dialogs' fields. PLACEHOLDER until contract/timeSheets/orgInput.ts (i11-org-api) lands:
 * then these come from there, so the dialog and the server run the same schema.
 */
const tooLong = `Ensure this field has no more than ${TIME_ENTRY_TEXT_MAX} characters.`
export const declineFields = z.object({ clientComment: requiredString().max(TIME_ENTRY_TEXT_MAX, { error: tooLong }) })
export const unapproveFields = z.object({ reason: requiredString().max(TIME_ENTRY_TEXT_MAX, { error: tooLong }) })

/** The 'Time sheet Adjustment' form: PO, hours (whole hours + a minute option) and description. */
export const adjustmentFields = z.object({
  purchaseOrderId: z.string().nullable(),
  hours: z.coerce.number({ error: 'Enter whole hours from 0 to 24.' }).int({ error: 'Enter whole hours from 0 to 24.' }).min(0, { error: 'Enter whole hours from 0 to 24.' }).max(24, { error: 'Enter whole hours from 0 to 24.' }),
  minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(45)]),
  description: z.string().trim().max(TIME_ENTRY_TEXT_MAX, { error: tooLong }),
}).refine((value) => value.hours * 60 + value.minutes <= 24 * 60, { error: 'A day cannot hold more than 24 hours.', path: ['hours'] })
