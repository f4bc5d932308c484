import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A list page's filters, ordering and page kept in the address, so Back and a reload keep them.
 * `update` sets or (null / '') removes keys; any change but the page itself starts again at page 1.
 * The same address again does not navigate: any location change closes the open dialog (modal host).
 *
 * The change is rendered at once (`flushSync`), not in the router's default transition: React Router 7
 * renders a navigation as a transition, which a busy page renders late while the address already holds
 * the change. A click in between (the grid's header again, the period select) then acted on the old
 * sorting and filters: the grid computed 'ascending' a second time and the second click was lost.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams()
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(params)
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key)
        else next.set(key, value)
      }
      if (!('page' in changes)) next.delete('page')
      if (next.toString() !== params.toString()) setParams(next, { replace: true, flushSync: true })
    },
    [params, setParams],
  )
  const page = Math.max(1, Number(params.get('page')) || 1)
  return { params, update, page }
}
