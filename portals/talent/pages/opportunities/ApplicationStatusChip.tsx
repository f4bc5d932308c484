import Chip from '@mui/material/Chip'
import type { ApplicationStatus } from '../../../../contract/opportunities/opportunity'
import { APPLICATION_STATUS_LABELS } from '../../../../contract/labels'

// Soft tints with dark text, as the engagement chips: every pair stays above 4.5:1 at chip size.
const LOOK: Record<ApplicationStatus, { bg: string; fg: string }> = {
  applied: { bg: '#E3EEFB', fg: '#1A4C85' },
  engaged: { bg: '#E6F4EA', fg: '#1E5E2F' },
  not_selected: { bg: '#EEF0F3', fg: '#47505C' },
  closed: { bg: '#FFF1DC', fg: '#7A4100' },
}

/** The talent's application as they see it (contract APPLICATION_STATUS_LABELS: 'Applied', 'Engagement offered', …). */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const look = LOOK[status] ?? LOOK.applied
  return (
    <Chip
      size="small"
      label={APPLICATION_STATUS_LABELS[status] ?? status}
      data-status={status}
      sx={{ bgcolor: look.bg, color: look.fg, fontWeight: 600, borderRadius: 1 }}
    />
  )
}
