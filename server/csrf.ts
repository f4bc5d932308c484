import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { RequestHandler } from 'express'
import { messages } from '../contract/messages'

export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'x-csrftoken'
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

/**
 * Double-submit CSRF token: every response sets a random `csrftoken` cookie when the browser has none;
 * every POST, PUT, PATCH and DELETE under /api must send the same value in X-CSRFToken, else 403.
 * Another site can make the browser send the cookie but cannot read it to fill in the header.
 */
export function csrfProtection(options: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    const cookie = cookieValue(req.headers.cookie, CSRF_COOKIE)
    if (!cookie) {
      const token = randomBytes(24).toString('hex')
      res.append('Set-Cookie', `${CSRF_COOKIE}=${token}; Path=/; SameSite=Lax; Max-Age=31536000${options.secure ? '; Secure' : ''}`)
    }
    if (!UNSAFE.has(req.method) || !(req.path === '/api' || req.path.startsWith('/api/'))) return next()
    const header = req.get(CSRF_HEADER)
    const valid = Boolean(cookie && header && cookie.length === header.length && timingSafeEqual(Buffer.from(cookie), Buffer.from(header)))
    if (valid) return next()
    res.status(403).json({ errors: { nonFieldErrors: [messages.csrfFailed] } })
  }
}
