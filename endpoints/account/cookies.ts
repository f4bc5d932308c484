import type { Payload } from 'payload'
import { generateCookie, generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

/**
 * Session cookies. The session token is Payload's own (`talentgrid-token`, HttpOnly, SameSite Lax).
 * While a super admin impersonates someone, their own token waits in `talentgrid-impersonator` so the
 * way back needs no second sign-in.
 */
const usersAuth = (payload: Payload) => payload.collections.users.config.auth

export const IMPERSONATOR_COOKIE = 'talentgrid-impersonator'

export const sessionCookie = (payload: Payload, token: string) =>
  generatePayloadCookie({ collectionAuthConfig: usersAuth(payload), cookiePrefix: payload.config.cookiePrefix, token }) as string

export const expiredSessionCookie = (payload: Payload) =>
  generateExpiredPayloadCookie({ collectionAuthConfig: usersAuth(payload), cookiePrefix: payload.config.cookiePrefix }) as string

export const sessionCookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

export function impersonatorCookie(payload: Payload, token: string | null): string {
  const auth = usersAuth(payload)
  return generateCookie({
    name: IMPERSONATOR_COOKIE,
    value: token ?? '',
    httpOnly: true,
    path: '/',
    sameSite: 'Lax',
    secure: Boolean(auth.cookies.secure),
    returnCookieAsObject: false,
    ...(token ? { maxAge: auth.tokenExpiration } : { expires: new Date(0) }),
  }) as string
}

export function readCookie(headers: Headers, name: string): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export function withCookies(body: unknown, cookies: string[], status = 200): Response {
  const headers = new Headers({ 'content-type': 'application/json' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(body === null ? null : JSON.stringify(body), { status, headers })
}

/** The session token this request was authenticated with (cookie or Authorization header). */
export function sessionTokenOf(req: { headers: Headers; payload: Payload }): string | null {
  const authorization = req.headers.get('authorization')
  if (authorization?.startsWith('JWT ')) return authorization.slice(4)
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7)
  return readCookie(req.headers, sessionCookieName(req.payload))
}
