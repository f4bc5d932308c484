import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import express, { type Router } from 'express'
import type { Payload } from 'payload'
import type { Role } from '../contract/accounts'
import { bundleFor, type Bundle } from './bundles'
import { rootDir } from './env'
import { authenticate, sessionToken } from './contractRouter'

const distDir = path.join(rootDir, 'dist')
const indexFiles: Record<Bundle, string> = {
  admin: path.join(distDir, 'admin/index.html'),
  talent: path.join(distDir, 'portals/talent/index.html'),
  org: path.join(distDir, 'portals/org/index.html'),
  public: path.join(distDir, 'portals/public/index.html'),
}

/** Serves the built UIs: hashed assets with a long cache, index pages chosen per request and never cached. */
export function pagesRouter(payload: Payload): Router {
  const router = express.Router()
  const html = new Map<Bundle, string>()
  for (const [bundle, file] of Object.entries(indexFiles) as [Bundle, string][]) {
    if (existsSync(file)) html.set(bundle, readFileSync(file, 'utf8'))
  }
  const immutable = { immutable: true, maxAge: '365d', index: false }
  router.use('/assets', express.static(path.join(distDir, 'portals/assets'), immutable))
  router.use('/console-assets', express.static(path.join(distDir, 'admin/console-assets'), immutable))
  // An asset of an older build (a tab open across a deploy) is gone: 404, which the lazy loader's
  // one reload recovers from, never the page HTML in its place.
  router.use(['/assets', '/console-assets'], (_req, res) => void res.status(404).type('text/plain').send('Not found'))
  router.get('/{*path}', async (req, res, next) => {
    if (req.path.startsWith('/api/')) return next()
    try {
      const token = sessionToken(req.headers.cookie, req.headers.authorization, `${payload.config.cookiePrefix}-token`)
      const user = await authenticate(payload, new Headers({ cookie: req.headers.cookie ?? '' }), token)
      // The link to a new sign-in e-mail is opened signed in as often as not: the public page serves it
      // either way; it only posts the link's parts.
      const bundle = req.path.startsWith('/confirm-new-email/') ? 'public' : bundleFor((user as { role?: Role } | null)?.role)
      const page = html.get(bundle)
      res.setHeader('Cache-Control', 'no-store')
      if (!page) {
        res.status(503).type('text/plain').send('The user interface is not built yet: run `npm run build`.')
        return
      }
      res.type('html').send(page)
    } catch (error) {
      next(error)
    }
  })
  return router
}
