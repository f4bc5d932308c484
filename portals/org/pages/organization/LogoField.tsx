import { useEffect, useId, useMemo, useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined'
import { FILE_RULES } from '../../../shared/files'
import { UploadButton } from '../../../shared/UploadButton'

/** What a save does to the logo: nothing, a newly picked file, or removing the stored one. */
export type LogoChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' }

export const KEEP_LOGO: LogoChange = { kind: 'keep' }

/** The organization's logo as it will look after a save; same square as on the Details tab. */
export function LogoPreview({ src, alt, size }: { src: string | null; alt: string; size: number }) {
  return (
    <Avatar
      variant="rounded"
      src={src ?? undefined}
      alt={src ? alt : undefined}
      sx={{ width: size, height: size, bgcolor: 'action.selected', color: 'text.secondary', '& img': { objectFit: 'contain' } }}
    >
      <ApartmentOutlinedIcon aria-hidden />
    </Avatar>
  )
}

/**
 * The logo in the edit form: a preview of what a save would keep, 'Upload logo' (or 'Replace logo') and
 * 'Remove logo'. A wrong pick is refused at once with the contract's messages; `error` is the server's.
 */
export function LogoField({
  current,
  organizationName,
  change,
  onChange,
  error,
  disabled,
}: {
  current: string | null
  organizationName: string
  change: LogoChange
  onChange: (change: LogoChange) => void
  error?: string
  disabled?: boolean
}) {
  const hintId = useId()
  const [pickProblem, setPickProblem] = useState<string | null>(null)
  const picked = change.kind === 'replace' ? change.file : null
  const pickedUrl = useMemo(() => (picked ? URL.createObjectURL(picked) : null), [picked])
  useEffect(() => () => void (pickedUrl && URL.revokeObjectURL(pickedUrl)), [pickedUrl])

  const shown = change.kind === 'remove' ? null : (pickedUrl ?? current)
  const rule = FILE_RULES.image
  const message = pickProblem ?? error
  const pending = change.kind === 'replace' ? 'New logo, saved with the form' : change.kind === 'remove' && current ? 'Logo will be removed on save' : null

  return (
    <Box role="group" aria-label="Logo" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <LogoPreview src={shown} alt={`${organizationName || 'Organization'} logo`} size={72} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <UploadButton
            kind="image"
            inputLabel="Logo file"
            onFile={(file) => onChange({ kind: 'replace', file })}
            onProblem={setPickProblem}
            variant="outlined"
            size="small"
            startIcon={<UploadFileOutlinedIcon />}
            disabled={disabled}
            aria-describedby={hintId}
          >
            {shown ? 'Replace logo' : 'Upload logo'}
          </UploadButton>
          {shown && (
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteOutlineIcon />}
              disabled={disabled}
              onClick={() => {
                setPickProblem(null)
                // Dropping a picked file goes back to no logo only when none is stored.
                onChange(current ? { kind: 'remove' } : KEEP_LOGO)
              }}
            >
              Remove logo
            </Button>
          )}
        </Box>
        <FormHelperText id={hintId} error={Boolean(message)} role={message ? 'alert' : undefined} sx={{ mx: 0 }}>
          {message ?? `${rule.extensions.map((ext) => ext.toUpperCase()).join(', ')} · up to ${rule.maxMb} MB`}
        </FormHelperText>
        {pending && !message && (
          <Typography variant="caption" color="text.secondary">
            {pending}
          </Typography>
        )}
      </Box>
    </Box>
  )
}
