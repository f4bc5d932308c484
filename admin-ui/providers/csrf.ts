/**
 * The contract's cookie-to-header CSRF token: the server sets the `csrftoken` cookie and every unsafe
 * request must echo it in X-CSRFToken. Payload's own csrf option is only an Origin allow-list.
 */
const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'X-CSRFToken'

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** The token, asking the server to set the cookie first when this browser has none yet. */
export async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE)
  if (existing) return existing
  await fetch('/api/v1/csrf/', { credentials: 'same-origin' })
  return readCookie(CSRF_COOKIE) ?? ''
}

export const isUnsafeMethod = (method: string | undefined) =>
  !!method && !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())
