import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined'
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined'
import type { StoredFileRef } from '../../contract/talentProfile'
import { FILE_RULES, formatBytes, type FileKind } from './files'
import { UploadButton } from './UploadButton'

/** A stored file as a download link, with an optional remove button (the spec's 'file link with delete'). */
export function FileLink({
  file,
  onRemove,
  removeLabel = 'Remove file',
  disabled,
}: {
  file: Pick<StoredFileRef, 'url' | 'originalFileName'>
  onRemove?: () => void
  removeLabel?: string
  disabled?: boolean
}) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0, maxWidth: '100%' }}>
      <InsertDriveFileOutlinedIcon fontSize="small" color="action" aria-hidden />
      <Link
        href={file.url}
        download={file.originalFileName}
        variant="body2"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
        title={file.originalFileName}
      >
        {file.originalFileName}
      </Link>
      {onRemove && !disabled && (
        <Tooltip title={removeLabel}>
          <IconButton size="small" aria-label={removeLabel} onClick={onRemove} sx={{ ml: -0.25 }}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  )
}

export interface FileFieldProps {
  /** Names the file input for assistive technology and tests ('File', 'Avatar', …). */
  label: string
  kind: FileKind
  /** A file picked in this form and not sent yet. */
  picked: File | null
  /** What the server holds now. */
  current?: Pick<StoredFileRef, 'url' | 'originalFileName'> | null
  onPick: (file: File) => void
  /** Removes the picked file, or marks the stored one for removal. Without it there is no remove button. */
  onRemove?: () => void
  /** A message from the form (e.g. 'Please select a file' on submit). */
  error?: string
  disabled?: boolean
  hint?: string
}

/**
 * Picks one file, refusing a wrong extension or size at once with the contract's messages; shows the
 * picked or stored file as a link with a remove button.
 */
export function FileField({ label, kind, picked, current, onPick, onRemove, error, disabled, hint }: FileFieldProps) {
  const hintId = useId()
  const [pickError, setPickError] = useState<string | null>(null)
  const rule = FILE_RULES[kind]
  const remove = onRemove && (() => {
    setPickError(null)
    onRemove()
  })

  const message = pickError ?? error
  const hasFile = Boolean(picked || current)
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, minHeight: 40 }}>
        <UploadButton
          kind={kind}
          inputLabel={label}
          onFile={onPick}
          onProblem={setPickError}
          variant="outlined"
          size="small"
          startIcon={<UploadFileOutlinedIcon />}
          disabled={disabled}
          aria-describedby={hintId}
        >
          {hasFile ? 'Replace file' : 'Upload file'}
        </UploadButton>
        {picked ? (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0, maxWidth: '100%' }}>
            <InsertDriveFileOutlinedIcon fontSize="small" color="action" aria-hidden />
            <Typography variant="body2" noWrap title={picked.name} sx={{ minWidth: 0 }}>
              {picked.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formatBytes(picked.size)} · not saved yet
            </Typography>
            {remove && !disabled && (
              <Tooltip title="Remove file">
                <IconButton size="small" aria-label="Remove file" onClick={remove}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ) : current ? (
          <FileLink file={current} onRemove={remove} disabled={disabled} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No file selected
          </Typography>
        )}
      </Box>
      <FormHelperText id={hintId} error={Boolean(message)} role={message ? 'alert' : undefined} sx={{ mx: 0 }}>
        {message ?? hint ?? `${rule.extensions.join(', ')} · up to ${rule.maxMb} MB`}
      </FormHelperText>
    </Box>
  )
}
