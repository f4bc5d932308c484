import Chip from '@mui/material/Chip'
import { useRecordContext } from 'react-admin'
import { COMMENT_PERMISSION_IDS, COMMENT_PERMISSION_LABELS, type CommentPermissionId } from '../../contract/comments'

export const visibilityChoices = COMMENT_PERMISSION_IDS.map((id) => ({ id, name: COMMENT_PERMISSION_LABELS[id] }))

/** Who sees the comment: organization users (1), every organization (3), the super admin only (4). */
export const VisibilityField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext()
  const id = Number(record?.[source]) as CommentPermissionId
  if (!COMMENT_PERMISSION_LABELS[id]) return null
  return <Chip size="small" variant="outlined" color={id === 4 ? 'warning' : id === 3 ? 'primary' : 'default'} label={COMMENT_PERMISSION_LABELS[id]} />
}
