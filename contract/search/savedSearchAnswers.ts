import { z } from 'zod'
import { EXPERTISE_LEVELS } from '../talentProfile'

/**
 * The answers of saved searches and of the talent-not-found feedback. A saved search's params are the
 * criteria as the form sent them (searchCriteria's input: the rate as dollars text); they are described
 * here without searchCriteria's checks and transforms, which belong to the input and would turn the
 * documented answer into the parsed criteria.
 */
const savedCriteria = z.object({
  specializations: z
    .array(
      z.object({
        id: z.string(),
        expertise: z.enum(EXPERTISE_LEVELS).nullable().optional(),
        roles: z.array(z.string()).optional(),
        skills: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  availability: z
    .object({
      availableFromDate: z.string().nullable().optional(),
      availableToDate: z.string().nullable().optional(),
      hoursPerWeek: z.number().nullable().optional(),
      onSite: z.boolean().optional(),
      remote: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  talentHourlyRate: z.string().nullable().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  keyword: z.string().optional(),
})

export const savedSearchAnswer = z.object({ id: z.string(), name: z.string(), params: savedCriteria, createdAt: z.string() })

export const talentNotFoundSentAnswer = z.object({ id: z.string(), message: z.string() })
