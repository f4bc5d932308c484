/** Small pieces the console messenger's list and thread share: the one-pane breakpoint, times, initials, the unread pill. */
import Box from '@mui/material/Box'
import { unreadBadgeText } from '../../contract/messenger/screenRules'
import { formatDateTime } from '../../contract/format'

export const ONE_PANE = '(max-width: 959.95px)'
export const time = (iso: string) => formatDateTime(iso)
export const letters = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')

export const Pill = ({ count }: { count: number }) => {
  const text = unreadBadgeText(count)
  if (!text) return null
  return (
    <Box
      component="span"
      sx={{
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      {text}
    </Box>
  )
}
