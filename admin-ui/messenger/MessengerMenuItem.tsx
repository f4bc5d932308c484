import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined'
import { Menu, useTranslate } from 'react-admin'
import { unreadBadgeText } from '../../contract/messenger/screenRules'
import { useConsoleUnreadCount } from './ConsoleLive'

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const

/** 'Messenger' in the console menu with the super admin's unread count on its icon (read as words, not a bare number). */
export const MessengerMenuItem = ({ to }: { to: string }) => {
  const translate = useTranslate()
  const count = useConsoleUnreadCount(true)?.unreadCount ?? 0
  const text = unreadBadgeText(count)
  return (
    <Menu.Item
      to={to}
      primaryText={
        <>
          {translate('talentgrid.menu.messenger')}
          {text && <Box component="span" sx={visuallyHidden}>{` (${translate('talentgrid.messenger.unread', { smart_count: count })})`}</Box>}
        </>
      }
      leftIcon={
        <Badge
          badgeContent={text}
          invisible={!text}
          color="error"
          slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'unread-badge' } as object }}
        >
          <ChatOutlinedIcon />
        </Badge>
      }
    />
  )
}
