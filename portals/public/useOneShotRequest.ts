import { useCallback, useEffect, useState } from 'react'

type RequestState<T> = { status: 'pending' } | { status: 'fulfilled'; data: T } | { status: 'failed'; error: unknown }

/**
 * Shared by effect re-runs: StrictMode mounts twice in development, and a one-time token (e-mail
 * activation) must not be spent by the first mount and then rejected for the second.
 */
const requests = new Map<string, Promise<unknown>>()

/** Runs `run` once per key and attempt on mount; retry() makes a new attempt. */
export function useOneShotRequest<T>(key: string, run: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<RequestState<T>>({ status: 'pending' })

  useEffect(() => {
    const requestKey = `${key}#${attempt}`
    let request = requests.get(requestKey) as Promise<T> | undefined
    if (!request) {
      request = run()
      requests.set(requestKey, request)
    }
    let active = true
    request.then(
      (data) => active && setState({ status: 'fulfilled', data }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    )
    return () => {
      active = false
    }
    // `run` is a fresh closure each render; the key says when the request is a different one.
  }, [key, attempt]) // eslint-disable-line react-hooks/exhaustive-deps -- the key names the request, not the closure

  const retry = useCallback(() => {
    setState({ status: 'pending' })
    setAttempt((count) => count + 1)
  }, [])

  return { ...state, retry }
}
