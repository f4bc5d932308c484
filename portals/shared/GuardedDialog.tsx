import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useBlocker } from 'react-router'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import CloseIcon from '@mui/icons-material/Close'
import { messages } from '../../contract/messages'
import { ConfirmDialog } from './ConfirmDialog'
import { useBeforeUnloadWarning } from './useLeavePageWarning'

export interface DiscardPrompt {
  title: string
  message: string
  confirmLabel: string
  cancelLabel: string
}

/** Spec 2.8's wording, for forms that have no discard text of their own. */
export const LEAVE_PROMPT: DiscardPrompt = {
  title: 'Leave this page?',
  message: messages.leavePageWarning,
  confirmLabel: messages.leavePageConfirm,
  cancelLabel: 'Stay on the page',
}

/**
 * A form dialog in the modal host that never loses typed data silently. While `dirty`, every way out
 * (its own Cancel via `requestClose`, the close button, Escape, the browser's back button, a link)
 * first shows `prompt` in the same modal (the host shows one modal at a time); the form stays mounted
 * behind it so 'stay' keeps what was typed. Open it with `{ showCloseButton: false,
 * closeOnOutsideClick: false }`: the close button is drawn here so it can ask first.
 */
export function GuardedDialog({
  dirty,
  onClose,
  prompt = LEAVE_PROMPT,
  children,
}: {
  dirty: boolean
  onClose: () => void
  prompt?: DiscardPrompt
  children: (requestClose: () => void) => ReactNode
}) {
  const [asking, setAsking] = useState<{ proceed: () => void; stay: () => void } | null>(null)
  useBeforeUnloadWarning(dirty)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    setAsking({
      proceed: () => blocker.proceed(),
      stay: () => {
        blocker.reset()
        setAsking(null)
      },
    })
  }, [blocker])

  const requestClose = useCallback(() => {
    if (!dirty) return onClose()
    setAsking({ proceed: onClose, stay: () => setAsking(null) })
  }, [dirty, onClose])

  // Escape is captured before the modal host sees it, so a dirty form asks instead of vanishing.
  const escape = useRef<() => void>(requestClose)
  escape.current = asking ? asking.stay : requestClose
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // An open menu (a select's options) closes itself first; the dialog stays.
      if (event.target instanceof Element && event.target.closest('.MuiPopover-root, .MuiPopper-root')) return
      event.stopPropagation()
      event.preventDefault()
      escape.current()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [])

  return (
    <>
      {asking && (
        <ConfirmDialog
          {...prompt}
          destructive
          onConfirm={asking.proceed}
          onCancel={asking.stay}
        />
      )}
      <Box sx={{ display: asking ? 'none' : 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <IconButton aria-label="Close" onClick={requestClose} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
          <CloseIcon />
        </IconButton>
        {children(requestClose)}
      </Box>
    </>
  )
}

/** Modal options for a GuardedDialog (see there). */
export const GUARDED = { showCloseButton: false, closeOnOutsideClick: false } as const
