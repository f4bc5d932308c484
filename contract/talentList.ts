import { z } from 'zod'

/**
 * A talent as lists show them (the spec's "Talent list item"): the organization side's
 * talent list, group members, and the super admin's talent list (which adds isDeactivated).
 */
export const talentListItem = z.object({
  id: z.string(),
  avatarPicture: z.string().nullable(),
  state: z.string().nullable(),
  fullName: z.string(),
  city: z.string().nullable(),
  isTalentApprovedByPlatform: z.boolean(),
})
export type TalentListItem = z.infer<typeof talentListItem>

export const superAdminTalentListItem = talentListItem.extend({ isDeactivated: z.boolean() })

/** Orderings the talent lists accept (snake_case in the query, '-' for descending). */
export const TALENT_ORDERING = ['firstName', 'lastName', 'city', 'state', 'createdAt'] as const
export const DEFAULT_TALENT_ORDERING = 'first_name,last_name'

export const fullName = (person: { firstName?: unknown; lastName?: unknown } | Record<string, unknown>) =>
  [person.firstName, person.lastName].filter((part) => typeof part === 'string' && part.trim()).join(' ')
