import { Readable } from 'node:stream'
import type { RequestHandler } from 'express'
import { handleEndpoints, type SanitizedConfig } from 'payload'

/**
 * Express -> Payload: turns the Node request into a Web Request for `handleEndpoints` and copies the
 * Web Response back. Mounted before any body parser so multipart uploads stream through untouched.
 * Trailing slashes are dropped here because the contract's paths end in one and Payload's matcher
 * expects none; both spellings therefore reach the same endpoint.
 */
export function payloadHandler(config: Promise<SanitizedConfig> | SanitizedConfig): RequestHandler {
  return async (req, res, next) => {
    try {
      const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) {
        if (value === undefined) continue
        for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item)
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const request = new Request(url, {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM type does not know it.
        duplex: hasBody ? 'half' : undefined,
      })
      const response = await handleEndpoints({ config, request, path })
      res.status(response.status)
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') res.setHeader(key, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) res.append('Set-Cookie', cookies)
      if (!response.body) return void res.end()
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res)
    } catch (error) {
      next(error)
    }
  }
}
