import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react'
import { createPortal } from 'react-dom'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar'
import { messages } from '../../contract/messages'

type Severity = 'success' | 'error' | 'warning'

interface Toast {
  id: number
  severity: Severity
  message: string
}

export interface ToastApi {
  success: (message?: string) => void
  error: (message?: string) => void
  warning: (message?: string) => void
}

const TITLES: Record<Severity, string> = { success: 'Success', error: 'Error', warning: 'Warning' }
const DEFAULT_TEXT: Record<Severity, string> = {
  success: messages.defaultSuccess,
  error: messages.somethingWentWrong,
  warning: 'Please check the details and try again.',
}
const AUTO_HIDE_MS = 3000

const ToastContext = createContext<ToastApi | null>(null)

/**
 * A container of its own, appended to <body> when a toast appears. An open dialog marks every other
 * child of <body> aria-hidden (MUI's modal manager does so when it opens), which hid toasts raised from
 * inside a dialog ('Departments was created' after Save & Add) from screen readers; a container added
 * after the dialog opened is not among the siblings it hid.
 */
function OwnBodyContainer({ children }: { children: ReactNode }) {
  const [node] = useState(() => document.createElement('div'))
  useLayoutEffect(() => {
    document.body.appendChild(node)
    return () => node.remove()
  }, [node])
  return createPortal(children, node)
}

let nextId = 1

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null)
  const [open, setOpen] = useState(false)

  const show = useCallback((severity: Severity, message?: string) => {
    setToast({ id: nextId++, severity, message: message || DEFAULT_TEXT[severity] })
    setOpen(true)
  }, [])

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      warning: (message) => show('warning', message),
    }),
    [show],
  )

  const handleClose = (_event: Event | SyntheticEvent, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not swallow feedback the user has not read yet.
    if (reason === 'clickaway') return
    setOpen(false)
  }

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && (
        <OwnBodyContainer key={toast.id}>
          <Snackbar
            // A new key restarts the auto-hide timer when a second toast replaces the first.
            key={toast.id}
            open={open}
            autoHideDuration={AUTO_HIDE_MS}
            onClose={handleClose}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            // Below the app bar (56 px on phones, 64 px from sm), so the account name and menu stay visible.
            sx={{ top: { xs: 64, sm: 80 } }}
          >
            {/* Its own name: a dialog's Close button stays the only 'Close' while a toast shows over it. */}
            <Alert
              severity={toast.severity}
              variant="filled"
              onClose={handleClose}
              closeText="Dismiss notification"
              // MUI's filled warning (white on #ED6C02) reads 3.1:1; this amber keeps white text at 5.0:1 (axe).
              sx={{ width: '100%', minWidth: 280, ...(toast.severity === 'warning' ? { bgcolor: '#B45309' } : {}) }}
            >
              <AlertTitle>{TITLES[toast.severity]}</AlertTitle>
              {toast.message}
            </Alert>
          </Snackbar>
        </OwnBodyContainer>
      )}
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext)
  if (!value) throw new Error('useToast must be used inside ToastProvider')
  return value
}
