import { useEffect, useState } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import MenuIcon from '@mui/icons-material/Menu'
import { Brand } from './Brand'
import { isNavItemActive, type NavItem } from './navigation'
import { UnreadDot, UnreadMessagesBadge } from './live/UnreadBadge'

/** Below tablet width the top navigation folds into a drawer behind a menu button. */
export function MobileNav({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()

  useEffect(() => setOpen(false), [pathname])

  return (
    <>
      <IconButton
        aria-label="Open navigation"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        edge="start"
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, mr: 0.5 }}
      >
        {/* A dot while messages are unread (the count is on Messenger inside) */}
        <UnreadDot>
          <MenuIcon />
        </UnreadDot>
      </IconButton>
      {/* A temporary drawer is a modal dialog, which needs a name of its own (axe aria-dialog-name). */}
      <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-label': 'Navigation' } }}>
        <Box component="nav" aria-label="Main" sx={{ width: 260 }}>
          <Box sx={{ px: 2, py: 2 }}>
            <Brand />
          </Box>
          {/* A div, not a ul: its children are links (ListItemButton), which a list may not hold directly (axe "list") */}
          <List component="div">
            {items.map((item) => {
              const active = isNavItemActive(item, pathname)
              return (
                <ListItemButton
                  key={item.path}
                  component={RouterLink}
                  to={item.path}
                  // Closed right away: a blocked navigation (unsaved changes) would otherwise leave it open.
                  onClick={() => setOpen(false)}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                >
                  <ListItemText primary={item.label} />
                  {item.badge === 'unreadMessages' && <UnreadMessagesBadge />}
                </ListItemButton>
              )
            })}
          </List>
        </Box>
      </Drawer>
    </>
  )
}
