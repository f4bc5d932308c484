import { useCallback } from 'react'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useModal } from './ModalHost'

export interface ConfirmOptions {
  title: string
  message: string
  confirmLabel?: string
  cancelLabel?: string
  /** Colours the confirm button as a warning for actions that lose or delete data. */
  destructive?: boolean
}

interface ConfirmDialogProps extends ConfirmOptions {
  onConfirm: () => void
  onCancel: () => void
  /** While the confirmed action runs: both buttons wait and the confirm button shows progress. */
  busy?: boolean
}

/** The generic confirmation dialog body; shown inside the modal host. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <>
      <DialogTitle sx={{ pr: 6 }}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {/* Focus starts on the safe choice so a stray Enter never confirms. */}
        <Button onClick={onCancel} autoFocus disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </>
  )
}

/** `await confirm({...})` resolves true on confirm and false on cancel, Escape, outside click or navigation. */
export function useConfirm() {
  const modal = useModal()
  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        let settled = false
        const settle = (answer: boolean) => {
          if (settled) return
          settled = true
          resolve(answer)
        }
        modal.open(
          <ConfirmDialog
            {...options}
            onConfirm={() => {
              settle(true)
              modal.close()
            }}
            onCancel={() => modal.close()}
          />,
          { showCloseButton: false, onClose: () => settle(false) },
        )
      }),
    [modal],
  )
}
