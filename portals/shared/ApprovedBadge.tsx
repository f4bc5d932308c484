import Chip from '@mui/material/Chip'
import Tooltip from '@mui/material/Tooltip'
import VerifiedIcon from '@mui/icons-material/Verified'

export const APPROVED_TOOLTIP = 'Approved by Talentgrid'

/** The spec: the 'Approved' badge on talent the platform approved, with a tooltip naming who approved. */
export function ApprovedBadge() {
  return (
    <Tooltip title={APPROVED_TOOLTIP} describeChild>
      <Chip
        size="small"
        icon={<VerifiedIcon />}
        label="Approved"
        color="success"
        variant="outlined"
        // Focusable so keyboard users can reach the tooltip too.
        tabIndex={0}
        sx={{ fontWeight: 600, '& .MuiChip-icon': { color: 'success.main' } }}
      />
    </Tooltip>
  )
}
