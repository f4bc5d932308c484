import { maxValue, minValue, required, type Validator } from 'react-admin'

/** The server's rule (endpoints/adminRest.ts, document-types), in the same words: whole days, 1 to 365. */
export const LEAD_TIME_DAYS = { min: 1, max: 365 } as const

const wholeDays: Validator = (value) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : 'talentgrid.validation.leadTimeDays'

export const validateLeadTime = [
  required(),
  wholeDays,
  minValue(LEAD_TIME_DAYS.min, 'talentgrid.validation.leadTimeDays'),
  maxValue(LEAD_TIME_DAYS.max, 'talentgrid.validation.leadTimeDays'),
]
