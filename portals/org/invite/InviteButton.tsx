import Button from '@mui/material/Button'
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined'
import { GUARDED } from '../../shared/GuardedDialog'
import { InviteDialog } from '../../shared/invite/InviteDialog'
import { useModal } from '../../shared/ModalHost'

/** Opens the invite/referral form for organization users (managers and admins): POST /invites/. */
export function InviteButton() {
  const modal = useModal()
  return (
    <Button
      variant="contained"
      startIcon={<PersonAddAlt1OutlinedIcon />}
      onClick={() => modal.open(<InviteDialog path="/invites/" onClose={modal.close} />, GUARDED)}
    >
      Invite
    </Button>
  )
}
