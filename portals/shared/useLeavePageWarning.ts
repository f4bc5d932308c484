import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'
import { messages } from '../../contract/messages'
import { useConfirm } from './ConfirmDialog'

/**
 * The spec: leaving a page with unsaved data asks first. In-app navigation goes through the router's
 * blocker and our confirmation dialog; closing or reloading the tab can only use the browser's own
 * prompt, whose wording browsers no longer let pages set.
 */
export function useLeavePageWarning(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )
  const confirm = useConfirm()
  const latest = useRef(blocker)
  latest.current = blocker

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void confirm({
      title: 'Leave this page?',
      message: messages.leavePageWarning,
      confirmLabel: messages.leavePageConfirm,
      cancelLabel: 'Stay on the page',
      destructive: true,
    }).then((leave) => {
      const current = latest.current
      if (current.state !== 'blocked') return
      if (leave) current.proceed()
      else current.reset()
    })
  }, [blocker.state, confirm])

  useBeforeUnloadWarning(dirty)
}

/** The browser's own prompt on closing or reloading the tab while `dirty` (used alone by dialog forms). */
export function useBeforeUnloadWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers only prompt when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
}
