import { Link as RouterLink, useLocation } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { isNavItemActive, type NavItem } from './navigation'
import { UnreadMessagesBadge } from './live/UnreadBadge'

export function DesktopNav({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation()
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ display: { xs: 'none', sm: 'flex' }, alignSelf: 'stretch', gap: 0.5, ml: 3 }}
    >
      {items.map((item) => {
        const active = isNavItemActive(item, pathname)
        return (
          <Button
            key={item.path}
            component={RouterLink}
            to={item.path}
            aria-current={active ? 'page' : undefined}
            color="inherit"
            sx={{
              borderRadius: 0,
              // An organization admin has nine sections: below 1440 px they sit closer, on one line each.
              px: { sm: 1, xl: 1.5 },
              whiteSpace: 'nowrap',
              flexShrink: 0,
              fontSize: { sm: '0.8125rem', xl: '0.875rem' },
              // primary.dark: primary.main reads at 4.29:1 on the app bar's grey, under the 4.5:1 AA minimum.
              color: active ? 'primary.dark' : 'text.secondary',
              borderBottom: 3,
              borderColor: active ? 'primary.light' : 'transparent',
              pt: '3px',
              '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
            }}
          >
            {item.label}
            {item.badge === 'unreadMessages' && <UnreadMessagesBadge />}
          </Button>
        )
      })}
    </Box>
  )
}
