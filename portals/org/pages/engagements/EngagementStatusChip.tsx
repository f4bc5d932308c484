import Chip from '@mui/material/Chip'
import type { EngagementStatus } from '../../../../contract/engagements/status'
import { STATUS_COLORS, STATUS_LABELS } from './labels'

export function EngagementStatusChip({ status, size = 'small' }: { status: EngagementStatus; size?: 'small' | 'medium' }) {
  return <Chip size={size} variant="outlined" color={STATUS_COLORS[status]} label={STATUS_LABELS[status] ?? status} />
}
