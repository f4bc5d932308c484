import { useId, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Popover from '@mui/material/Popover'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import LogoutIcon from '@mui/icons-material/Logout'
import PersonOutlineIcon from '@mui/icons-material/PersonOutline'
import type { CurrentUser } from '../../contract/accounts'
import { fullName, initials, roleLabel } from './roles'
import { useSession } from './session'
import { useToast } from './toasts'
import HelpOutlineIcon from '@mui/icons-material/HelpOutline'
import { canUseKnowledgeCenter } from './knowledgeCenter/knowledgeRules'

export function UserMenu({ user }: { user: CurrentUser }) {
  const { signOut } = useSession()
  const toast = useToast()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [signingOut, setSigningOut] = useState(false)
  const menuId = useId()
  const name = fullName(user)

  const handleSignOut = async () => {
    setSigningOut(true)
    try {
      await signOut()
    } catch {
      setSigningOut(false)
      toast.error()
    }
  }

  return (
    <>
      {/* Named by its text, not an aria-label: 'Account menu for' and the name and role (hidden text on a
          phone, where only the avatar shows), so the name holds the words on screen, which a speech user
          says. The avatar's initials are a picture of the name and stay out of it. */}
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<KeyboardArrowDownIcon sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{ gap: 1, px: 1, minWidth: 0, color: 'text.primary' }}
      >
        <Box component="span" sx={visuallyHidden}>
          {'Account menu for '}
        </Box>
        <Avatar
          src={user.avatarPicture ?? undefined}
          alt=""
          aria-hidden
          // White initials: MUI's default (the page background colour) reads at 4.29:1 on the orange.
          sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initials(user)}
        </Avatar>
        <Box component="span" sx={{ ...visuallyHidden, display: { sm: 'none' } }}>
          {`${name}, ${roleLabel(user.role)}`}
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', lineHeight: 1.2 }}>
          <Typography variant="body2" fontWeight={600} noWrap sx={{ maxWidth: 180 }}>
            {name}
          </Typography>
          <Box component="span" sx={visuallyHidden}>
            {', '}
          </Box>
          <Typography variant="caption" color="text.secondary" noWrap>
            {roleLabel(user.role)}
          </Typography>
        </Box>
      </Button>
      <Popover
        id={menuId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, width: 260 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography fontWeight={600} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {roleLabel(user.role)}
            {user.organization ? ` · ${user.organization.name}` : ''}
          </Typography>
        </Box>
        <Divider />
        <Stack sx={{ p: 1 }}>
          <Button
            component={RouterLink}
            to="/account"
            onClick={() => setAnchor(null)}
            startIcon={<PersonOutlineIcon />}
            color="inherit"
            sx={{ justifyContent: 'flex-start' }}
          >
            My account
          </Button>
          {canUseKnowledgeCenter(user.role) && (
            <Button
              component={RouterLink}
              to="/knowledge-center"
              onClick={() => setAnchor(null)}
              startIcon={<HelpOutlineIcon />}
              color="inherit"
              sx={{ justifyContent: 'flex-start' }}
            >
              Knowledge center
            </Button>
          )}
          <Button
            onClick={handleSignOut}
            loading={signingOut}
            loadingPosition="start"
            startIcon={<LogoutIcon />}
            color="inherit"
            sx={{ justifyContent: 'flex-start' }}
          >
            Sign out
          </Button>
        </Stack>
      </Popover>
    </>
  )
}
