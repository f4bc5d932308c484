import { Fragment, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import CloseIcon from '@mui/icons-material/Close'

export interface ModalOptions {
  /** 'talent' is the wider layout used by the talent profile dialogs. */
  layout?: 'default' | 'talent'
  showCloseButton?: boolean
  closeOnOutsideClick?: boolean
  /** Called once whenever the modal goes away: its own close(), Escape, outside click or navigation. */
  onClose?: () => void
}

export interface ModalApi {
  open: (content: ReactNode, options?: ModalOptions) => void
  close: () => void
}

interface ModalState {
  content: ReactNode
  options: ModalOptions
  /** A new key for every opening: a dialog reopened while the last one is still closing starts afresh. */
  key: number
}

const WIDTH: Record<NonNullable<ModalOptions['layout']>, number> = { default: 512, talent: 632 }

const ModalContext = createContext<ModalApi | null>(null)

/** The spec: at most one modal at a time; opening another replaces it; any location change closes it. */
export function ModalHost({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<ModalState | null>(null)
  const [visible, setVisible] = useState(false)
  const current = useRef<ModalState | null>(null)
  const openings = useRef(0)
  const theme = useTheme()
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'))
  const location = useLocation()

  const close = useCallback(() => {
    const closing = current.current
    current.current = null
    setVisible(false)
    closing?.options.onClose?.()
  }, [])

  const open = useCallback(
    (content: ReactNode, options: ModalOptions = {}) => {
      close()
      const next = { content, options, key: ++openings.current }
      current.current = next
      setModal(next)
      setVisible(true)
    },
    [close],
  )

  useEffect(() => {
    close()
  }, [location, close])

  const api = useMemo(() => ({ open, close }), [open, close])
  const options = modal?.options ?? {}
  const showCloseButton = options.showCloseButton ?? true
  const closeOnOutsideClick = options.closeOnOutsideClick ?? true

  return (
    <ModalContext.Provider value={api}>
      {children}
      <Dialog
        open={visible}
        fullScreen={fullScreen}
        onClose={(_event, reason) => {
          if (reason === 'backdropClick' && !closeOnOutsideClick) return
          close()
        }}
        slotProps={{
          paper: {
            sx: {
              // The dialog itself takes focus on open; a ring around the whole dialog says nothing useful.
              '&:focus': { outline: 'none' },
              ...(fullScreen ? {} : { width: WIDTH[options.layout ?? 'default'], maxWidth: 'calc(100% - 32px)' }),
            },
          },
          // The content stays mounted through the exit animation and is dropped afterwards.
          transition: { onExited: () => !current.current && setModal(null) },
        }}
      >
        {showCloseButton && (
          <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
            <CloseIcon />
          </IconButton>
        )}
        {modal && <Fragment key={modal.key}>{modal.content}</Fragment>}
      </Dialog>
    </ModalContext.Provider>
  )
}

export function useModal(): ModalApi {
  const value = useContext(ModalContext)
  if (!value) throw new Error('useModal must be used inside ModalHost')
  return value
}
