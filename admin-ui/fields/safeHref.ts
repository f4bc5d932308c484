/**
 * The address to put in an href, or null: only http(s), resolved against this page, so a stored value
 * such as `javascript:…` or `data:…` never becomes a link (the server sends file links as paths).
 */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value, window.location.origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
