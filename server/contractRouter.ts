import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { RequestHandler } from 'express'
import { match, type MatchFunction } from 'path-to-regexp'
import { JWTAuthentication, createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { cachedSession, rememberSession } from '../access/sessionCache'
import { organizationOf, type AuthUser } from '../access/roles'
import { messages } from '../contract/messages'
import { serverWriteContext } from '../access/serverWrites'
import { QUERY_COUNT_HEADER, countQueries } from './queryCounter'

/**
 * Serves the /api/v1 contract straight from Express. The endpoints are Payload root endpoints (they
 * stay in payload.config and Payload's own handler would answer them too), but Payload's handler builds
 * a full request — i18n, locale, a database read to authenticate — for every call, which costs more
 * than most contract calls themselves. Here the session comes from the short-lived session cache and the
 * request is Payload's local request (createLocalReq), so access control and hooks run exactly as they
 * would through Payload's handler.
 */
interface Route {
  method: string
  /** The path up to its first parameter, without a trailing slash: a cheap test before the pattern's. */
  staticPrefix: string
  matches: MatchFunction<Record<string, string>>
  handler: Endpoint['handler']
}

export function sessionToken(cookieHeader: string | undefined, authorization: string | undefined, cookieName: string): string | null {
  if (authorization?.startsWith('JWT ')) return authorization.slice(4)
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7)
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === cookieName) return part.slice(index + 1).trim()
  }
  return null
}

function expiryOf(token: string): number {
  try {
    return Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp) || 0
  } catch {
    return 0
  }
}

/** The signed-in user for these headers: from the cache, else verified by Payload's JWT strategy. */
export async function authenticate(payload: Payload, headers: Headers, token: string | null): Promise<AuthUser | null> {
  if (!token) return null
  const cached = cachedSession(token)
  if (cached) return cached.user as unknown as AuthUser
  const { user } = await JWTAuthentication({ headers, payload, strategyName: 'local-jwt' } as never)
  if (!user) return null
  rememberSession({
    token,
    userId: String(user.id),
    organizationId: organizationOf(user as unknown as AuthUser),
    user: user as unknown as Record<string, unknown>,
    expiresAt: expiryOf(token),
  })
  return user as unknown as AuthUser
}

/** A path parameter as text; one that cannot be decoded (`%FF`) stays as sent and so names no record. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export function contractRouter(payload: Payload, endpoints: Endpoint[], options: { exposeQueryCount?: boolean } = {}): RequestHandler {
  const routes: Route[] = endpoints
    .filter((endpoint) => endpoint.path.startsWith('/v1/'))
    .map((endpoint) => ({
      method: endpoint.method.toUpperCase(),
      staticPrefix: `/api${endpoint.path}`.split(/[:*{(]/)[0]!.replace(/\/+$/, ''),
      // Case-sensitive: the contract's paths have one spelling (server/canonicalPath.ts refuses others).
      matches: match<Record<string, string>>(`/api${endpoint.path}`, { decode: decodeParam, sensitive: true }),
      handler: endpoint.handler,
    }))
  const cookieName = `${payload.config.cookiePrefix}-token`

  return async (req, res, next) => {
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path
    let params: Record<string, string> | null = null
    // Some two hundred routes are tried in order (the first match wins): the static prefix turns most
    // of them away without running their pattern.
    const route = routes.find((candidate) => {
      if (candidate.method !== req.method || !path.startsWith(candidate.staticPrefix)) return false
      const result = candidate.matches(path)
      if (result) params = result.params
      return Boolean(result)
    })
    if (!route) {
      if (path !== '/api/v1' && !path.startsWith('/api/v1/')) return next()
      const allowed = routes.filter((candidate) => path.startsWith(candidate.staticPrefix) && candidate.matches(path)).map((candidate) => candidate.method)
      if (allowed.length) {
        res.setHeader('Allow', allowed.join(', '))
        return void res.status(405).json({ errors: { nonFieldErrors: [`Method "${req.method}" not allowed.`] } })
      }
      return void res.status(404).json({ errors: { nonFieldErrors: [messages.notFound] } })
    }
    try {
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value)
      }
      const token = sessionToken(req.headers.cookie, req.headers.authorization, cookieName)
      const user = await authenticate(payload, headers, token)
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`
      const request = new Request(url, {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM type does not know it.
        duplex: hasBody ? 'half' : undefined,
      })
      const payloadReq = (await createLocalReq(
        {
          user: user as never,
          // Marks every Local API call of a contract endpoint: writes to talent-owned records are allowed
          // only from here (access/serverWrites.ts), never from Payload's generated REST.
          req: Object.assign(request, { query: req.query, routeParams: params ?? {}, payloadAPI: 'REST', context: { ...serverWriteContext } }) as never,
        },
        payload,
      )) as PayloadRequest
      // With EXPOSE_QUERY_COUNT (tests, bench) the endpoint's database calls are counted into a header.
      const { result: response, count } = options.exposeQueryCount
        ? await countQueries(async () => route.handler(payloadReq))
        : { result: await route.handler(payloadReq), count: null }
      res.status(response.status)
      if (count !== null) res.setHeader(QUERY_COUNT_HEADER, String(count))
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') res.setHeader(key, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) res.append('Set-Cookie', cookies)
      if (!response.body) return void res.end()
      // JSON answers are small: one write. Anything else (a stored file) streams, never held whole.
      if ((response.headers.get('content-type') ?? '').startsWith('application/json')) return void res.end(Buffer.from(await response.arrayBuffer()))
      await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res)
    } catch (error) {
      next(error)
    }
  }
}
