import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'

/**
 * A request refused before its body was read (CSRF 403, 401 on an upload, an early 415) must not leave
 * its keep-alive connection stuck. Node discards an unread body by itself only when nothing ever
 * listened to the request; the contract router and Payload's adapter turn every request body into a
 * web stream (Readable.toWeb), which pauses the socket as soon as its queue is full, so the rest of the
 * body is never read and the next request on that connection never answered.
 *
 * After the answer is sent, the rest of an unread body is therefore read and dropped, at most
 * `maxDrainBytes` and for at most `maxDrainMs` (a lingering close, as nginx does): a small body leaves
 * the connection usable, a large or slow one closes it. When the body is known up front to be larger
 * than the drain allows (or its length is unknown), the answer says `Connection: close`, so the client
 * knows not to reuse the connection.
 */
export interface UnreadBodyOptions {
  maxDrainBytes: number
  maxDrainMs: number
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

function announceClose(req: IncomingMessage, res: ServerResponse, maxDrainBytes: number) {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    const length = Number(req.headers['content-length'])
    const drainable = Number.isFinite(length) && length <= maxDrainBytes
    if (!req.complete && hasBody(req) && !drainable && !this.headersSent) this.setHeader('Connection', 'close')
    return writeHead.apply(this, args)
  } as typeof writeHead
}

function drainOrClose(req: IncomingMessage, options: UnreadBodyOptions) {
  // Whoever read the body before (a web stream that pauses the socket) no longer does.
  req.removeAllListeners('data')
  let drained = 0
  const close = () => {
    clearTimeout(timer)
    req.socket.destroy()
  }
  const timer = setTimeout(close, options.maxDrainMs)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length
    if (drained > options.maxDrainBytes) close()
  })
  req.once('end', () => clearTimeout(timer))
  req.once('close', () => clearTimeout(timer))
  req.resume()
}

export function settleUnreadBodies(options: UnreadBodyOptions): RequestHandler {
  return (req, res, next) => {
    if (hasBody(req)) {
      announceClose(req, res, options.maxDrainBytes)
      res.once('finish', () => {
        if (!req.complete && !req.destroyed) drainOrClose(req, options)
      })
    }
    next()
  }
}
