import { z } from 'zod'
import { talentEngagement, talentEngagementListItem } from './talentEngagements'

/**
 * The answers of the organization side's engagement calls (/manager/engagements/…,
 * /organization_admin/engagements/…), for the OpenAPI document and the typed client. They are the talent's
 * shapes (contract/engagements/talentEngagements.ts) without `organization` and with the organization's
 * `hourlyFee`, null for who may not view rate; contract/engagements/engagement.ts names the same fields.
 */
const hourlyFee = z.string().nullable()

export const orgEngagement = talentEngagement.omit({ organization: true }).extend({ hourlyFee })

export const orgEngagementListItem = talentEngagementListItem.omit({ organization: true }).extend({ hourlyFee })

/** GET <org>engagements/talents/ and owners/: the people the organization's engagements name. */
export const engagementPersonOption = z.object({ id: z.string(), fullName: z.string() })

/** GET <org>engagements/departments/. */
export const engagementDepartmentOption = z.object({ id: z.string(), name: z.string() })

/** POST <org>engagements/name-validation/: the name as it will be saved (trimmed). */
export const engagementNameValidation = z.object({ name: z.string() })
