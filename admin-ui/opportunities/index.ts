import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined'
import { OpportunityList } from './OpportunityList'

export { OpportunityShow } from './OpportunityShow'
export { NewOpportunityPage } from './NewOpportunityPage'

/**
 * Spec 2.2 /opportunities: every organization's opportunities, read-only. The page of one is the spec's
 * /opportunities/{id}, a route of its own under the resource (App.tsx), not react-admin's /{id}/show.
 */
export const opportunities = {
  list: OpportunityList,
  icon: WorkspacePremiumOutlinedIcon,
  recordRepresentation: 'title',
}

/** The path of the one-opportunity page under the resource. */
export const OPPORTUNITY_ROUTE = ':id'
