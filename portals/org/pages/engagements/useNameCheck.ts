import { useEffect, useState } from 'react'
import { ENGAGEMENT_NAME_MAX } from '../../../../contract/engagements/name'
import { ApiError, fieldErrors } from '../../../shared/api'
import { apiCall } from '../../../shared/client'
import type { RolePrefix } from '../../rolePrefix'

export type NameCheck = { state: 'idle' | 'checking' | 'ok' } | { state: 'taken'; message: string }

/**
 * The name is checked by the server while the user types (POST
 * <org>engagements/name-validation/), half a second after the last key: only the server knows the organization's other
 * names. Empty or over-long names are the form's own rules and are not sent.
 */
export function useNameCheck(path: `${RolePrefix}/engagements/name-validation/`, name: string, engagementId: string | null, enabled: boolean): NameCheck {
  const [check, setCheck] = useState<NameCheck>({ state: 'idle' })
  useEffect(() => {
    const trimmed = name.trim()
    if (!enabled || !trimmed || trimmed.length > ENGAGEMENT_NAME_MAX) {
      setCheck({ state: 'idle' })
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setCheck({ state: 'checking' })
      apiCall('post', path, { body: { name: trimmed, ...(engagementId ? { engagementId } : {}) }, signal: controller.signal })
        .then(() => setCheck({ state: 'ok' }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          const message = error instanceof ApiError && error.status === 422 ? fieldErrors(error).name : undefined
          // Anything but a refusal of the name (offline, 5xx) leaves the check to the save.
          setCheck(message ? { state: 'taken', message } : { state: 'idle' })
        })
    }, 500)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [path, name, engagementId, enabled])
  return check
}
