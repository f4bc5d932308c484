import { useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import type { EngagementTimeSheet } from '../../../../contract/timeSheets/timeEntry'
import type { PickerMode } from './gridModel'

export interface RowHeaderProps {
  engagement: EngagementTimeSheet | undefined
  engagementName: string
  purchaseOrderId: string
  pickerMode: PickerMode
  /** Why the row cannot be deleted, or null when it can. */
  deleteBlocked: string | null
  /** 'week of Mon 11/02': names the row's controls apart from the same engagement's other rows. */
  where: string
  onPurchaseOrder: (id: string) => void
  onDuplicate: () => void
  onDelete: () => void
}

/** A row's engagement, its PO picker (read-only or disabled as the entry's state says) and its actions. */
export function RowHeader({ engagement, engagementName, purchaseOrderId, pickerMode, deleteBlocked, where, onPurchaseOrder, onDuplicate, onDelete }: RowHeaderProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null)
  const poList = engagement?.poList ?? []
  const chosen = poList.find((po) => po.id === purchaseOrderId)
  const poLabel = `Purchase order, ${engagementName}, ${where}`
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>{engagementName}</Typography>
        {engagement?.organizationName && (
          <Typography variant="caption" color="text.secondary" component="p">
            {engagement.organizationName}
          </Typography>
        )}
        {pickerMode === 'readOnly' ? (
          <Typography variant="body2" color="text.secondary" aria-label={poLabel} sx={{ mt: 0.5 }}>
            {chosen ? `PO ${chosen.name}` : poList.length === 0 ? 'No purchase order' : 'PO —'}
          </Typography>
        ) : (
          <TextField
            select
            size="small"
            fullWidth
            value={purchaseOrderId}
            onChange={(event) => onPurchaseOrder(event.target.value)}
            disabled={pickerMode === 'disabled'}
            slotProps={{ select: { native: true }, htmlInput: { 'aria-label': poLabel } }}
            sx={{ mt: 0.5, maxWidth: 220 }}
          >
            {!purchaseOrderId && <option value="">Select a PO</option>}
            {poList.map((po) => (
              <option key={po.id} value={po.id}>
                {po.description ? `${po.name} — ${po.description}` : po.name}
              </option>
            ))}
          </TextField>
        )}
      </Box>
      <IconButton size="small" aria-label={`Row actions, ${engagementName}, ${where}`} onClick={(event) => setMenuAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null)
            onDuplicate()
          }}
        >
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          Duplicate row
        </MenuItem>
        <MenuItem
          disabled={Boolean(deleteBlocked)}
          onClick={() => {
            setMenuAnchor(null)
            onDelete()
          }}
        >
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          {deleteBlocked ? `Delete row (${deleteBlocked})` : 'Delete row'}
        </MenuItem>
      </Menu>
    </Box>
  )
}
