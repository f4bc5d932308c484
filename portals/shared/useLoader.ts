import { useCallback, useEffect, useRef, useState } from 'react'

export interface Loaded<T> {
  data: T | undefined
  error: unknown
  /** True until the first answer; reload() refreshes quietly (refreshing) so the page stays put. */
  loading: boolean
  refreshing: boolean
  reload: () => Promise<void>
  /** Replaces the data locally, e.g. with what a save answered. */
  setData: (data: T) => void
}

/**
 * Loads once on mount (and again when `key` changes); only the latest request may set state, so a
 * slow old answer never overwrites a newer one.
 */
export function useLoader<T>(load: () => Promise<T>, key: unknown = null): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined)
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(true)
  const [refreshing, setRefreshing] = useState(false)
  const latestLoad = useRef(load)
  latestLoad.current = load
  const sequence = useRef(0)
  const hasData = useRef(false)

  const reload = useCallback(async () => {
    const ticket = ++sequence.current
    if (hasData.current) setRefreshing(true)
    try {
      const next = await latestLoad.current()
      if (ticket !== sequence.current) return
      hasData.current = true
      setData(next)
      setError(null)
    } catch (cause) {
      if (ticket !== sequence.current) return
      setError(cause)
    } finally {
      if (ticket === sequence.current) {
        setLoading(false)
        setRefreshing(false)
      }
    }
  }, [])

  useEffect(() => {
    hasData.current = false
    setLoading(true)
    void reload()
    return () => {
      // Answers arriving after unmount (or for an old key) are ignored.
      sequence.current += 1
    }
  }, [key, reload])

  const replace = useCallback((next: T) => {
    hasData.current = true
    setData(next)
  }, [])

  return { data, error, loading, refreshing, reload, setData: replace }
}
