import type { RequestHandler, Response } from 'express'
import { createLocalReq, JWTAuthentication, type Payload } from 'payload'
import { onSessionsForgotten } from '../access/sessionCache'
import type { AuthUser } from '../access/roles'
import { messages } from '../contract/messages'
import { hasMessenger } from '../contract/messenger/screenRules'
import { ownUnread, ownUnreadBySql } from '../endpoints/messenger/unreadCounts'
import { endSessionStreams, hub, markOnline, onRecheckUser, sessionKey } from '../realtime'
import { formatEvent, PING, type LiveConnection } from '../realtime/hub'
import { forgetPresence } from '../realtime/presence'
import { authenticate, sessionToken } from './contractRouter'
import { logger } from './logger'

/**
 * GET /api/v1/live/: the signed-in user's server-sent events, one
 * stream per page. Mounted before the contract router (server/app.ts). The session is resolved exactly
 * as the contract router resolves it (the session cookie or an Authorization header, the session cache,
 * Payload's JWT strategy); without one, 401 in the contract's shape.
 *
 * The stream opens with `ready {unreadCount}`, then carries the events published for the user
 * (realtime/index.ts publishLive) from any replica. Every `pingMs` (25 s) a `: ping` comment keeps
 * proxies from closing it, and its session is checked again. It ends when:
 * - the session signs out, here or on another replica (access/sessionCache.ts tells, the bus carries it);
 * - the user changes (deactivated, password changed, sessions revoked): the user's streams are checked
 *   again at once, fresh from the database, and those whose session no longer holds close;
 * - the check at a ping fails (a token expired, a revocation this replica did not hear of);
 * - the user opens a 21st stream on this replica (the oldest closes, LIVE_MAX_PER_USER);
 * - the server stops (server/main.ts: stopLive() before the server closes, so shutdown never waits on it);
 * - the client falls behind by more than MAX_BUFFERED_BYTES (a stalled socket must not grow memory).
 * A client that reconnects (EventSource does by itself) refetches what it missed.
 */
export const LIVE_PATH = '/api/v1/live/'
const MAX_BUFFERED_BYTES = 1024 * 1024

interface Stream extends LiveConnection {
  token: string
}

/**
 * The total unread count for the `ready` event: the messenger's own count (endpoints/messenger/unreadCounts.ts),
 * the same answer GET /chats/unread_count/ gives the user.
 */
export async function unreadCountOf(payload: Payload, user: AuthUser): Promise<number> {
  const req = await createLocalReq({ user: user as never }, payload)
  return ((await ownUnreadBySql(req, user)) ?? (await ownUnread(req, user))).unreadCount
}

/** The user a token stands for now, read fresh (no session cache): null once it was revoked or expired. */
async function verifyFresh(payload: Payload, token: string): Promise<AuthUser | null> {
  try {
    const { user } = await JWTAuthentication({ headers: new Headers({ authorization: `JWT ${token}` }), payload, strategyName: 'local-jwt' } as never)
    return (user as unknown as AuthUser) ?? null
  } catch {
    return null
  }
}

function openStream(res: Response, userId: string, token: string): Stream {
  return {
    userId,
    token,
    sessionId: sessionKey(token),
    write(chunk) {
      if (res.writableEnded || res.destroyed) return
      if (res.writableLength > MAX_BUFFERED_BYTES) return void hub.end(this)
      res.write(chunk)
    },
    close() {
      if (!res.writableEnded) res.end()
    },
  }
}

export function liveRouter(payload: Payload, options: { pingMs: number }): RequestHandler {
  const cookieName = `${payload.config.cookiePrefix}-token`
  const report = (context: string) => (error: unknown) => logger.warn({ err: error }, `live connection: ${context}`)

  // A stream whose session no longer holds is closed.
  const checkStreams = async (streams: LiveConnection[], verify: (token: string) => Promise<AuthUser | null>) => {
    for (const stream of streams as Stream[]) {
      const user = await verify(stream.token)
      if (!user || String(user.id) !== stream.userId) hub.end(stream)
    }
  }
  onRecheckUser((userId) => void checkStreams(hub.connectionsOf(userId), (token) => verifyFresh(payload, token)).catch(report('recheck')))
  onSessionsForgotten((forgotten) => {
    const target = 'token' in forgotten ? { sessionId: sessionKey(forgotten.token) } : { userId: forgotten.userId }
    void endSessionStreams(target).catch(report('end session'))
  })

  const ping = setInterval(() => {
    const streams = hub.all()
    for (const stream of streams) stream.write(PING)
    for (const userId of new Set(streams.map((stream) => stream.userId))) void markOnline(payload, userId).catch(report('presence'))
    void checkStreams(streams, (token) => authenticate(payload, new Headers({ authorization: `JWT ${token}` }), token).catch(() => null)).catch(
      report('ping check'),
    )
  }, options.pingMs)
  ping.unref()

  return async (req, res, next) => {
    if (req.path !== LIVE_PATH && req.path !== LIVE_PATH.slice(0, -1)) return next()
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET')
      return void res.status(405).json({ errors: { nonFieldErrors: [`Method "${req.method}" not allowed.`] } })
    }
    try {
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value)
      }
      const token = sessionToken(req.headers.cookie, req.headers.authorization, cookieName)
      const user = await authenticate(payload, headers, token)
      if (!user || !token) return void res.status(401).json({ errors: { nonFieldErrors: [messages.notSignedIn] } })
      // The stream carries the messenger's events (unread count, messages, presence): only roles with a messenger.
      if (!hasMessenger(user.role)) return void res.status(403).json({ errors: { nonFieldErrors: [messages.forbidden] } })
      const unreadCount = await unreadCountOf(payload, user)
      if (req.destroyed) return
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
        // One stream per connection: when it ends the socket closes too, so a stopping server has no
        // kept-alive socket to wait for.
        Connection: 'close',
      })
      res.socket?.setNoDelay(true)
      const userId = String(user.id)
      const stream = openStream(res, userId, token)
      // A reconnecting EventSource waits 3 s (its default), then refetches.
      res.write(`retry: 3000\n\n${formatEvent({ type: 'ready', unreadCount })}`)
      hub.add(stream)
      res.on('close', () => {
        hub.remove(stream)
        if (!hub.connectionsOf(userId).length) forgetPresence(userId)
      })
      void markOnline(payload, userId).catch(report('presence'))
    } catch (error) {
      if (res.headersSent) return void res.end()
      next(error)
    }
  }
}
