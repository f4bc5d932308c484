import Chip from '@mui/material/Chip'
import { DOCUMENT_STATUS_LABELS } from '../../contract/labels'
import type { DocumentStatus } from '../../contract/talentProfile'

// Soft tints with dark text keep every status above the 4.5:1 contrast ratio at chip size.
const LOOK: Record<DocumentStatus, { bg: string; fg: string }> = {
  uploaded: { bg: '#E6F4EA', fg: '#1E5E2F' },
  notUploaded: { bg: '#EEF0F3', fg: '#47505C' },
  expiresSoon: { bg: '#FFF1DC', fg: '#7A4100' },
  expired: { bg: '#FDE7E7', fg: '#A11D1D' },
}

/** A compliance document's status: uploaded, not uploaded, expires soon, expired. */
export function DocumentStatusChip({ status }: { status: DocumentStatus }) {
  const look = LOOK[status] ?? LOOK.notUploaded
  return (
    <Chip
      size="small"
      label={DOCUMENT_STATUS_LABELS[status] ?? DOCUMENT_STATUS_LABELS.notUploaded}
      data-status={status}
      sx={{ bgcolor: look.bg, color: look.fg, fontWeight: 600, borderRadius: 1 }}
    />
  )
}
