import Chip from '@mui/material/Chip'
import type { CurrentUser } from '../../contract/accounts'
import { statusLabel } from './roles'

export function StatusChip({ status }: { status: CurrentUser['status'] }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={statusLabel(status)}
      color={status === 'active' ? 'success' : 'default'}
    />
  )
}
