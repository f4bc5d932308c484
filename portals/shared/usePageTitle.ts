import { useEffect } from 'react'

/** Keeps the browser tab (and history entries) named after the page the user is on. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Talentgrid` : 'Talentgrid'
  }, [title])
}
