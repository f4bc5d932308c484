import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/**
 * A page reached by a link or a redirect starts at its top. The router keeps the window's scroll
 * position, so a row opened far down a long list showed the next page scrolled as far, and on a phone
 * the app bar (hidden while the page is scrolled down) hid the page's level-one heading with it. Going
 * back and forward (POP) leaves the position to the browser; a change of the query alone (filters,
 * sorting, a page of a list) keeps it.
 */
export function ScrollToTopOnNewPage() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [pathname]) // eslint-disable-line react-hooks/exhaustive-deps -- only a new path moves the page, not how it was reached
  return null
}
