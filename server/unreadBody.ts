import type { IncomingMessage } from 'node:http'
import type { RequestHandler } from 'express'

/**
 * A request refused before its body was read (CSRF 403, 401 on an upload, an early 415) must not leave
 * its keep-alive connection stuck. Node discards an unread body by itself only when nothing ever
 * listened to the request; the contract router and Payload's adapter turn every request body into a
 * web stream (Readable.toWeb), which pauses the socket as soon as its queue is full, so the rest of the
 * body was never read and the next request on that connection never answered.
 *
 * After the answer is sent, the rest of an unread body is read and dropped: up to `maxDrainBytes`
 * within `maxDrainMs` the connection stays usable; past either bound it is closed the way nginx's
 * lingering close does it: our side ends (the client reads the answer, then the end) while whatever
 * the client still sends is read and dropped for `maxDrainMs` more, then the socket is destroyed.
 * Closing at once, with unread bytes in the kernel's buffer, would reset the connection and can take
 * the answer with it. (A `Connection: close` answer is no help here: Node destroys such a socket as
 * soon as the answer is written, which is the same reset.)
 */
export interface UnreadBodyOptions {
  maxDrainBytes: number
  maxDrainMs: number
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

function drainOrClose(req: IncomingMessage, options: UnreadBodyOptions) {
  const socket = req.socket
  let drained = 0
  let closing = false
  const close = () => {
    if (closing) return
    closing = true
    clearTimeout(timer)
    socket.end()
    setTimeout(() => socket.destroy(), options.maxDrainMs).unref()
  }
  const timer = setTimeout(close, options.maxDrainMs)
  timer.unref()
  // Whoever read the body before (a web stream that pauses the socket) no longer does.
  req.removeAllListeners('data')
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length
    if (drained > options.maxDrainBytes) close()
  })
  req.once('end', () => clearTimeout(timer))
  req.resume()
}

export function settleUnreadBodies(options: UnreadBodyOptions): RequestHandler {
  return (req, res, next) => {
    if (hasBody(req)) {
      res.once('finish', () => {
        if (!req.complete && !req.destroyed) drainOrClose(req, options)
      })
    }
    next()
  }
}
