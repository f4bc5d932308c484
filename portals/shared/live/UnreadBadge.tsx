import type { ReactNode } from 'react'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import { unreadBadgeText, unreadLabel } from '../../../contract/messenger/screenRules'
import { useUnreadCount } from './LiveProvider'

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** The unread count as a small red pill, for any count; nothing for 0. */
export function CountPill({ count, label }: { count: number; label?: string }) {
  const text = unreadBadgeText(count)
  if (!text) return null
  return (
    <>
      <Box
        component="span"
        aria-hidden
        data-testid="unread-badge"
        sx={{
          ml: 0.75,
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
          display: 'inline-block',
          flexShrink: 0,
        }}
      >
        {text}
      </Box>
      <Box component="span" sx={visuallyHidden}>{` (${label ?? unreadLabel(count)})`}</Box>
    </>
  )
}

/**
 * The navigation's unread-message count beside 'Messenger'. The number is hidden from screen readers,
 * which hear 'Messenger (3 unread messages)' instead.
 */
export function UnreadMessagesBadge() {
  const { count } = useUnreadCount()
  return <CountPill count={count} />
}

/** A red dot on an icon while there are unread messages (the menu button on phones; the count is inside the menu). */
export function UnreadDot({ children }: { children: ReactNode }) {
  const { count } = useUnreadCount()
  return (
    <Badge variant="dot" color="error" invisible={count <= 0} overlap="circular" slotProps={{ badge: { 'aria-hidden': true } as object }}>
      {children}
    </Badge>
  )
}
