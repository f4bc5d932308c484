import { lazy, type ComponentType } from 'react'

const RELOAD_FLAG = 'chunk-reload'

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(RELOAD_FLAG) !== null
  } catch {
    return false
  }
}

function writeFlag(on: boolean) {
  try {
    if (on) sessionStorage.setItem(RELOAD_FLAG, '1')
    else sessionStorage.removeItem(RELOAD_FLAG)
  } catch {
    // Storage can be unavailable (private mode); the worst case is no automatic reload.
  }
}

/**
 * React.lazy for route pages. A chunk that fails to load usually means a new deployment replaced the
 * hashed files, so the page reloads once to pick up the new index.html. A second failure in a row is
 * thrown to the error boundary instead of reloading forever.
 */
export function lazyWithReload<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      const module = await factory()
      writeFlag(false)
      return module
    } catch (error) {
      if (readFlag()) throw error
      writeFlag(true)
      window.location.reload()
      // Keeps the suspense fallback up until the reload takes over.
      return new Promise<never>(() => {})
    }
  })
}
