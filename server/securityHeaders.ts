import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import { isApiPath } from './canonicalPath'

/**
 * The security headers of every answer, set by helmet. The Content-Security-Policy allows scripts from
 * this origin only (the built portals and console load theirs from files; the Swagger page's initializer
 * is a file too): no 'unsafe-inline' for scripts. Styles need 'unsafe-inline' because MUI's emotion
 * injects <style> elements at run time. HSTS is sent in production only (development and tests run on
 * plain http, where a pinned HSTS would break the next http visit of localhost).
 */
export function securityHeaders(options: { production: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  })
}

/**
 * `Cache-Control: no-store` on every /api answer, whatever the handler chose: API answers carry personal
 * data (profiles, lists, stored documents) that no browser or proxy cache may keep. Set when the headers
 * are written, so no handler and no Payload route can loosen it.
 */
export function noStoreApiAnswers(): RequestHandler {
  return (req, res, next) => {
    // Any spelling of an API path, so the refusals of non-canonical ones (canonicalPath.ts) are covered too.
    if (isApiPath(req.path)) {
      const writeHead = res.writeHead
      res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
        if (!this.headersSent) this.setHeader('Cache-Control', 'no-store')
        return writeHead.apply(this, args)
      } as typeof writeHead
    }
    next()
  }
}
