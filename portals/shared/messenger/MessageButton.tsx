import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import Button, { type ButtonProps } from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined'

/** The messenger's address for a chat with a user (it opens the chat or offers to start it). */
export const messengerPathFor = (userId: string) => `/messenger?user=${encodeURIComponent(userId)}`

/** 'Message': opens /messenger?user=<id>. */
export function MessageButton({ userId, variant = 'outlined', sx }: { userId: string; variant?: ButtonProps['variant']; sx?: ButtonProps['sx'] }) {
  return (
    <Button component={RouterLink} to={messengerPathFor(userId)} variant={variant} startIcon={<ChatOutlinedIcon />} sx={sx}>
      Message
    </Button>
  )
}

/** 'Message' to one of several people (an engagement's owners): a menu of their names when there is more than one. */
export function MessageOneOfButton({ people, sx }: { people: { id: string; fullName: string }[]; sx?: ButtonProps['sx'] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  if (people.length === 0) return null
  if (people.length === 1) return <MessageButton userId={people[0].id} sx={sx} />
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ChatOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={sx}
      >
        Message
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {people.map((person) => (
          <MenuItem key={person.id} component={RouterLink} to={messengerPathFor(person.id)} onClick={() => setAnchor(null)}>
            {person.fullName}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
