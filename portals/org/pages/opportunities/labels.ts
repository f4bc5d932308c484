import type { ChipProps } from '@mui/material/Chip'
import type { OpportunityStatus } from '../../../../contract/opportunities/opportunity'

/** Status colours on the outlined chip's border (the label keeps the text colour, as the engagement chip does). */
export const OPPORTUNITY_STATUS_COLORS: Record<OpportunityStatus, ChipProps['color']> = { draft: 'secondary', open: 'success', closed: 'default' }

/** The list's status filter: All plus the three statuses (kept in the address as ?status=). */
export const STATUS_FILTERS = ['all', 'draft', 'open', 'closed'] as const

export { PLACE_LABELS, WORK_KIND_LABELS } from '../engagements/labels'
