import { GroupMembers, GroupShares, Groups, Subgroups } from '../collections/Search/Groups'
import { OpportunityApplies, OpportunitySpecializations, OpportunityTalents, Opportunities } from '../collections/Opportunities'
import { SavedSearches, SearchWeights, TalentNotFoundFeedbacks, TalentSearchProfiles } from '../collections/Search'
import { aiEndpoints } from '../endpoints/ai/assist'
import { groupEndpoints } from '../endpoints/search/groups'
import { applicantEndpoints } from '../endpoints/opportunities/applicants'
import { organizationOpportunityEndpoints } from '../endpoints/opportunities/organization'
import { opportunitySpecializationEndpoints } from '../endpoints/opportunities/specializations'
import { talentOpportunityEndpoints } from '../endpoints/opportunities/talent'
import { managerTalent, managerTalents, organizationAdminTalent, organizationAdminTalents, setTalentDeactivated, superAdminTalent, superAdminTalents } from '../endpoints/organization/talents'
import { FEEDBACK_ROLES, superAdminTalentNotFoundFeedbacks, talentNotFoundEndpoint } from '../endpoints/search/feedback'
import { SAVED_SEARCH_ROLES, savedSearchEndpoints } from '../endpoints/search/savedSearches'
import { managerMatchedCount, organizationAdminMatchedCount } from '../endpoints/search/talents'
import { searchWeightEndpoints } from '../endpoints/search/weights'
import { capabilityPlugin } from './capabilityPlugin'

/**
 * How organizations find talents: the talent search (index, weights, matched counts), the talent
 * lists and a found talent's page, groups, saved searches and talent-not-found feedback, opportunities
 * with their applicants, and the AI assistance of opportunities and talent overviews.
 */
export const discoveryPlugin = () =>
  capabilityPlugin({
    name: 'discovery',
    collections: [
      Groups,
      Subgroups,
      GroupMembers,
      GroupShares,
      Opportunities,
      OpportunitySpecializations,
      OpportunityTalents,
      OpportunityApplies,
      SavedSearches,
      TalentNotFoundFeedbacks,
      SearchWeights,
      TalentSearchProfiles,
    ],
    endpoints: [
      // '<org>talents/matched_count/' before '<org>talents/:id/' (the router takes the first path that matches).
      managerMatchedCount,
      organizationAdminMatchedCount,
      ...searchWeightEndpoints,
      managerTalent,
      organizationAdminTalent,
      superAdminTalent,
      setTalentDeactivated,
      managerTalents,
      organizationAdminTalents,
      superAdminTalents,
      ...groupEndpoints,
      ...SAVED_SEARCH_ROLES.flatMap(savedSearchEndpoints),
      ...FEEDBACK_ROLES.map(talentNotFoundEndpoint),
      superAdminTalentNotFoundFeedbacks,
      // Opportunities (org side under /org-side/, the talent's under /talent/)
      ...organizationOpportunityEndpoints,
      ...opportunitySpecializationEndpoints,
      ...applicantEndpoints,
      ...talentOpportunityEndpoints,
      ...aiEndpoints,
    ],
  })
