import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline'
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined'
import { MINUTE_OPTIONS } from '../../../../domain/timeSheets/timeMath'
import { visuallyHidden } from './display'
import { EntryStateChip } from './EntryStateChip'
import { BLOCK_TEXT, declineComment, stateLabel, type CellBlock, type CellValue, type SavedCell } from './gridModel'

export interface EntryCellProps {
  value: CellValue
  block: CellBlock
  saved: SavedCell | undefined
  error?: string
  /** 'Mon 11/02, <engagement>': the inputs are named 'Hours, <label>' and 'Minutes, <label>'. */
  label: string
  onHours: (text: string) => void
  onMinutes: (minutes: string) => void
  onDetails: () => void
}

/**
 * One day of one row: the hours input, the minutes select (0/15/30/45), the button to the entry's
 * comment and details, and the saved entry's state. A day the engagement does not cover, a day yet to
 * come or one past the 3-month horizon shows why instead of inputs.
 */
export function EntryCell({ value, block, saved, error, label, onHours, onMinutes, onDetails }: EntryCellProps) {
  if (block && !saved) {
    return (
      <Tooltip title={BLOCK_TEXT[block]}>
        <Typography component="span" color="text.disabled" sx={{ display: 'block', textAlign: 'center', py: 1 }}>
          <span aria-hidden>—</span>
          <Box component="span" sx={visuallyHidden}>{`${label}: ${BLOCK_TEXT[block]}`}</Box>
        </Typography>
      </Tooltip>
    )
  }
  const declined = saved ? declineComment(saved) : null
  const shown = saved ? (saved.adjustment ?? saved.entry) : null
  const readOnly = Boolean(block)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
        <TextField
          size="small"
          value={value.hours}
          onChange={(event) => onHours(event.target.value)}
          disabled={readOnly}
          error={Boolean(error)}
          slotProps={{ htmlInput: { 'aria-label': `Hours, ${label}`, inputMode: 'numeric', autoComplete: 'off', sx: { px: 0.75, textAlign: 'right' } } }}
          sx={{ width: 40, flexShrink: 0 }}
        />
        <TextField
          select
          size="small"
          value={value.minutes}
          onChange={(event) => onMinutes(event.target.value)}
          disabled={readOnly}
          error={Boolean(error)}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Minutes, ${label}`, sx: { pl: 0.75, pr: '18px !important' } } }}
          sx={{ width: 54, flexShrink: 0, '& .MuiNativeSelect-icon': { right: 0 } }}
        >
          <option value="">—</option>
          {MINUTE_OPTIONS.map((option) => (
            <option key={option} value={String(option)}>
              {String(option).padStart(2, '0')}
            </option>
          ))}
        </TextField>
        <IconButton size="small" onClick={onDetails} aria-label={`Comment and details, ${label}`} sx={{ p: 0.25 }}>
          {declined ? (
            <ReportProblemOutlinedIcon fontSize="small" color="error" />
          ) : (
            <Badge variant="dot" color="primary" invisible={!value.comment}>
              <ChatBubbleOutlineIcon fontSize="small" />
            </Badge>
          )}
        </IconButton>
      </Box>
      {shown && saved && <EntryStateChip state={shown.state} label={stateLabel(saved)} compact />}
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ lineHeight: 1.2 }}>
          {error}
        </Typography>
      )}
    </Box>
  )
}
