import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Writes the path and query of the screen just drawn on `<html data-drawn-path>`, after every
 * navigation (a redirect back to the same path included). The browser tests follow a path the way the
 * app's own links do, without loading the page again, and wait for this before they read the new
 * screen (tests/helpers/browser.ts, openInApp); until then the previous screen may still be shown while
 * the next one's code loads. One attribute, nothing a user perceives.
 */
export function useDrawnPathMarker() {
  const location = useLocation()
  useEffect(() => {
    document.documentElement.dataset.drawnPath = location.pathname + location.search
  }, [location])
}
