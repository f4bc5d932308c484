import Chip from '@mui/material/Chip'
import type { EngagementStatus } from '../../../../contract/engagements/status'
import { STATUS_COLORS, STATUS_LABELS } from './labels'

/** The status as an outlined chip; the colour on its border, the label in the text colour (orange and blue labels fail AA contrast on white). */
export function EngagementStatusChip({ status, size = 'small' }: { status: EngagementStatus; size?: 'small' | 'medium' }) {
  const color = STATUS_COLORS[status]
  const tone = color && color !== 'default' ? color : null
  return (
    <Chip
      size={size}
      variant="outlined"
      color={color}
      label={STATUS_LABELS[status] ?? status}
      sx={tone ? { color: 'text.primary', borderColor: `${tone}.main`, borderWidth: 2 } : undefined}
    />
  )
}
