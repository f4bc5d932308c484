import Chip from '@mui/material/Chip'
import type { OpportunityStatus } from '../../../../contract/opportunities/opportunity'
import { OPPORTUNITY_STATUS_LABELS } from '../../../../contract/labels'
import { OPPORTUNITY_STATUS_COLORS } from './labels'

export function OpportunityStatusChip({ status }: { status: OpportunityStatus }) {
  const color = OPPORTUNITY_STATUS_COLORS[status]
  const tone = color && color !== 'default' ? color : null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={OPPORTUNITY_STATUS_LABELS[status]}
      sx={tone ? { color: 'text.primary', borderColor: `${tone}.main`, borderWidth: 2 } : undefined}
    />
  )
}
