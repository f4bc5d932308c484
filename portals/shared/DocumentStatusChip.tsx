import Chip from '@mui/material/Chip'
import type { DocumentStatus } from '../../contract/talentProfile'

// Soft tints with dark text keep every status above the 4.5:1 contrast ratio at chip size.
const LOOK: Record<DocumentStatus, { label: string; bg: string; fg: string }> = {
  uploaded: { label: 'Uploaded', bg: '#E6F4EA', fg: '#1E5E2F' },
  notUploaded: { label: 'Not uploaded', bg: '#EEF0F3', fg: '#47505C' },
  expiresSoon: { label: 'Expires soon', bg: '#FFF1DC', fg: '#7A4100' },
  expired: { label: 'Expired', bg: '#FDE7E7', fg: '#A11D1D' },
}

/** A compliance document's status: uploaded, not uploaded, expires soon, expired. */
export function DocumentStatusChip({ status }: { status: DocumentStatus }) {
  const look = LOOK[status] ?? LOOK.notUploaded
  return (
    <Chip
      size="small"
      label={look.label}
      data-status={status}
      sx={{ bgcolor: look.bg, color: look.fg, fontWeight: 600, borderRadius: 1 }}
    />
  )
}
