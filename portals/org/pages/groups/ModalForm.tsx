import type { FormEvent, ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { FormBanner } from '../../../shared/FormBanner'

/**
 * A form inside the modal host: title, nonFieldErrors banner, fields, and Cancel / submit. Enter submits;
 * Escape (the host) cancels.
 */
export function ModalForm({
  title,
  banner,
  saving,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
  submitDisabled,
  secondaryAction,
  children,
}: {
  title: string
  banner: string[]
  saving: boolean
  onSubmit: () => void
  onCancel: () => void
  submitLabel?: string
  submitDisabled?: boolean
  /** Left-aligned extra action ('Back' in a two-step dialog). */
  secondaryAction?: ReactNode
  children: ReactNode
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!saving && !submitDisabled) onSubmit()
  }
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <DialogTitle sx={{ pr: 6 }}>{title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <FormBanner messages={banner} />
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        {secondaryAction && <Box sx={{ mr: 'auto' }}>{secondaryAction}</Box>}
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  )
}
