import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined'
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import RestoreOutlinedIcon from '@mui/icons-material/RestoreOutlined'
import type { RequiredDocument } from './libraryApi'

function Action({ title, label, onClick, icon }: { title: string; label: string; onClick: () => void; icon: React.ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  )
}

/**
 * A library document's buttons. Everyone opens its acknowledgement report; the admin edits,
 * deactivates or reactivates and deletes. Delete is offered for a used document too: the server
 * refuses it with its own words ('deactivate it instead'), which the toast shows.
 */
export function DocumentActions({
  document,
  canEdit,
  onEdit,
  onReport,
  onAct,
}: {
  document: RequiredDocument
  canEdit: boolean
  onEdit: () => void
  onReport: () => void
  onAct: (action: 'deactivate' | 'reactivate' | 'delete') => void
}) {
  const name = document.name
  return (
    <>
      <Action title="Acknowledgements" label={`Acknowledgements of ${name}`} onClick={onReport} icon={<AssignmentTurnedInOutlinedIcon fontSize="small" />} />
      {canEdit && (
        <>
          <Action title="Edit" label={`Edit ${name}`} onClick={onEdit} icon={<EditOutlinedIcon fontSize="small" />} />
          {document.isActive ? (
            <Action title="Deactivate" label={`Deactivate ${name}`} onClick={() => onAct('deactivate')} icon={<BlockOutlinedIcon fontSize="small" />} />
          ) : (
            <Action title="Reactivate" label={`Reactivate ${name}`} onClick={() => onAct('reactivate')} icon={<RestoreOutlinedIcon fontSize="small" />} />
          )}
          <Action title="Delete" label={`Delete ${name}`} onClick={() => onAct('delete')} icon={<DeleteOutlineIcon fontSize="small" />} />
        </>
      )}
    </>
  )
}
