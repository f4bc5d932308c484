import Chip from '@mui/material/Chip'
import type { EngagementStatus } from '../../../../contract/engagements/status'
import { STATUS_LABELS } from './types'

// Soft tints with dark text, as the document chips: every pair stays above 4.5:1 at chip size.
const LOOK: Record<EngagementStatus, { bg: string; fg: string }> = {
  pending: { bg: '#FFF1DC', fg: '#7A4100' },
  accepted: { bg: '#E3EEFB', fg: '#1A4C85' },
  active: { bg: '#E6F4EA', fg: '#1E5E2F' },
  declined: { bg: '#EEF0F3', fg: '#47505C' },
  withdrawn: { bg: '#EEF0F3', fg: '#47505C' },
  terminated: { bg: '#FDE7E7', fg: '#A11D1D' },
  expired: { bg: '#EEF0F3', fg: '#47505C' },
  draft: { bg: '#EEF0F3', fg: '#47505C' },
}

export function EngagementStatusChip({ status }: { status: EngagementStatus }) {
  const look = LOOK[status] ?? LOOK.draft
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status] ?? status}
      data-status={status}
      sx={{ bgcolor: look.bg, color: look.fg, fontWeight: 600, borderRadius: 1 }}
    />
  )
}
