import { fetchUtils } from 'react-admin'
import { CSRF_HEADER, csrfToken, isUnsafeMethod } from './csrf'

/**
 * fetchJson with the portals' session cookie and the CSRF header. Errors keep react-admin's HttpError
 * shape (status, body), so a 422 `{ errors: { field: message } }` lands on the form's fields.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  if (isUnsafeMethod(options.method)) headers.set(CSRF_HEADER, await csrfToken())
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' })
}
