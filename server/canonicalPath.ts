import type { RequestHandler } from 'express'
import { messages } from '../contract/messages'

/**
 * Every API path has exactly one spelling. Express's router, path-to-regexp and Payload's handler all
 * match case-insensitively or after decoding, while the CSRF check and the rate limits compare the
 * path as written: `/API/v1/sessions`, `//api/v1/sessions` or `/api/v1/session%73` would be served
 * but skip both. Rather than teach every middleware to normalise, a non-canonical API path is refused
 * here, before any middleware that judges a path (only the header middlewares run earlier).
 *
 * An API path is any path whose first segment reads `api` once decoded, slashes collapsed, dot
 * segments resolved and lower-cased. It is canonical when written as `/api/...` with lower-case
 * segments of letters, digits, `-`, `_`, `.` and `~` only, no empty, `.` or `..` segment: the contract's paths are lower-case slugs
 * and its ids lower-case uuids or ObjectIds, so no API path ever needs a capital or a percent-encoding.
 * A path that cannot be decoded at all (`%FF`, a lone `%`) is refused as malformed, API or not.
 */
const CANONICAL_API_PATH = /^\/api(?:\/[a-z0-9_~.-]+)*\/?$/
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/** True when the path (as decoded and with slashes collapsed) addresses the API in any spelling. */
export function isApiPath(path: string): boolean {
  const decoded = decodePath(path) ?? path
  const collapsed = decoded.replace(/[\\/]+/g, '/').toLowerCase()
  // Dot segments as a proxy or client would resolve them: '/x/../api/v1' addresses the API too.
  const resolved = new URL(collapsed.replace(/[?#]/g, ''), 'http://host').pathname
  return [collapsed, resolved].some((candidate) => candidate === '/api' || candidate.startsWith('/api/'))
}

export function isCanonicalApiPath(path: string): boolean {
  return CANONICAL_API_PATH.test(path) && !DOT_SEGMENT.test(path)
}

export function canonicalPaths(): RequestHandler {
  return (req, res, next) => {
    const path = req.path
    if (decodePath(path) === null) {
      return void res.status(400).json({ errors: { nonFieldErrors: [messages.malformedPath] } })
    }
    if (isApiPath(path) && !isCanonicalApiPath(path)) {
      return void res.status(404).json({ errors: { nonFieldErrors: [messages.notFound] } })
    }
    next()
  }
}
