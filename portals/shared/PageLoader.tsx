import { keyframes } from '@mui/material/styles'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'

const appear = keyframes`
  to {
    opacity: 1;
  }
`

export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        py: 10,
        // Fast loads finish before this shows, so quick page switches do not flash a spinner.
        opacity: 0,
        animation: `${appear} 0.2s ease-out 0.3s forwards`,
      }}
    >
      <CircularProgress aria-label={label} />
      <Typography variant="body2" color="text.secondary">
        {label}…
      </Typography>
    </Box>
  )
}
