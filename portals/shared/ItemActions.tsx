import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'

/**
 * The spec: an item's edit and delete buttons appear on hover (and keyboard focus) and are always
 * visible on touch screens and below tablet width. Put `hoverRowSx` on the row that holds them.
 */
export const hoverRowSx = {
  '& .item-actions': { opacity: { xs: 1, sm: 0 }, transition: 'opacity 120ms' },
  '&:hover .item-actions, &:focus-within .item-actions': { opacity: 1 },
  '@media (hover: none)': { '& .item-actions': { opacity: 1 } },
} as const

export function ItemActions({
  onEdit,
  onDelete,
  describedBy,
  children,
}: {
  onEdit?: () => void
  onDelete?: () => void
  /** Id of the item's title, so 'Edit' and 'Delete' say which item they act on. */
  describedBy?: string
  /** Extra buttons (move up / down) before edit and delete. */
  children?: ReactNode
}) {
  return (
    <Box className="item-actions" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, flexShrink: 0 }}>
      {children}
      {onEdit && (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label="Edit" aria-describedby={describedBy} onClick={onEdit}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title="Delete">
          <IconButton size="small" aria-label="Delete" aria-describedby={describedBy} onClick={onDelete}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  )
}
