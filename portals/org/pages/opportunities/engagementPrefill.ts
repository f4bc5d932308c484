import { ENGAGEMENT_NAME_MAX } from '../../../../contract/engagements/name'
import type { EngagementFormValues } from '../engagements/formValues'
import type { Opportunity } from './opportunityApi'

/**
 * /new-engagement?talentId=…&opportunityId=…: the engagement starts from the
 * opportunity: name from its title, place, kind of work, dates, hours, and the pay rate = the highest
 * rate when the user may see it; the engagement carries `opportunityId` so saving links the two.
 */
export function prefillFromOpportunity(values: EngagementFormValues, opportunity: Opportunity): EngagementFormValues {
  return {
    ...values,
    opportunityId: opportunity.id,
    name: opportunity.title.trim().slice(0, ENGAGEMENT_NAME_MAX),
    place: opportunity.place ?? values.place,
    workKind: opportunity.workKind ?? values.workKind,
    startDate: opportunity.startDate ?? values.startDate,
    endDate: opportunity.endDate ?? values.endDate,
    hoursPerWeek: opportunity.hoursPerWeek === null ? values.hoursPerWeek : String(opportunity.hoursPerWeek),
    talentPayRate: opportunity.canViewRate && opportunity.rateMax ? opportunity.rateMax : values.talentPayRate,
  }
}
