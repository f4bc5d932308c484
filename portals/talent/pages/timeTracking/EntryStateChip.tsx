import Chip from '@mui/material/Chip'
import type { TimeEntryState } from '../../../../contract/timeSheets/timeEntry'

// Soft tints with dark text (as the engagement chips): every pair stays above 4.5:1 at chip size.
const LOOK: Record<TimeEntryState, { bg: string; fg: string }> = {
  open: { bg: '#EEF0F3', fg: '#47505C' },
  pending: { bg: '#E3EEFB', fg: '#1A4C85' },
  submitted: { bg: '#FFF1DC', fg: '#7A4100' },
  approved: { bg: '#E6F4EA', fg: '#1E5E2F' },
  declined: { bg: '#FDE7E7', fg: '#A11D1D' },
}

/** An entry's state as a chip; `label` is the contract's label, with 'Adj.' before an adjustment's. */
export function EntryStateChip({ state, label, compact = false }: { state: TimeEntryState; label: string; compact?: boolean }) {
  const look = LOOK[state] ?? LOOK.open
  return (
    <Chip
      size="small"
      label={label}
      title={label}
      data-state={state}
      sx={{
        bgcolor: look.bg,
        color: look.fg,
        fontWeight: 600,
        borderRadius: 1,
        maxWidth: '100%',
        ...(compact ? { height: 20, fontSize: 11, '& .MuiChip-label': { px: 0.75 } } : {}),
      }}
    />
  )
}
