import { randomUUID } from 'node:crypto'
import express, { type ErrorRequestHandler, type Express } from 'express'
import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { messages } from '../contract/messages'
import { csrfProtection } from './csrf'
import type { ServerEnv } from './env'
import { logger } from './logger'
import { openApiRouter } from './openapi'
import { pagesRouter } from './pages'
import { payloadHandler } from './payloadHandler'
import { authRateLimit } from './rateLimit'
import { contractRouter } from './contractRouter'
import { instrumentQueryCount } from './queryCounter'
import { invalidateCachesOnWrites } from './cacheInvalidation'
import { queueSqliteWriteTransactions } from './sqliteWriteQueue'
import { canonicalPaths } from './canonicalPath'
import { noStoreApiAnswers, securityHeaders } from './securityHeaders'
import { settleUnreadBodies } from './unreadBody'
import { liveRouter } from './live'

/**
 * The one Express process: /healthz, the OpenAPI document, the /api/v1 contract, the console's
 * /api/admin dialect and Payload's generated REST (all through Payload's handler), then the built UIs.
 */
export async function createApp(config: Promise<SanitizedConfig>, env: ServerEnv): Promise<{ app: Express; payload: Payload }> {
  const payload = await getPayload({ config, cron: true })
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', env.isProduction ? 1 : false)
  // Bracketed list parameters (status[]=a&status[]=b) need the qs parser.
  app.set('query parser', 'extended')

  app.use((req, res, next) => {
    const started = process.hrtime.bigint()
    const id = req.get('x-request-id') ?? randomUUID()
    res.setHeader('X-Request-Id', id)
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const level = res.statusCode >= 500 ? 'error' : 'info'
      logger[level]({ reqId: id, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request')
    })
    next()
  })
  // Every answer, refusals included: a body left unread by an early refusal is drained (bounded) or its
  // connection closed; helmet's headers; no-store on /api.
  app.use(settleUnreadBodies({ maxDrainBytes: 1024 * 1024, maxDrainMs: 5_000 }))
  app.use(securityHeaders({ production: env.isProduction }))
  app.use(noStoreApiAnswers())
  // Before anything judges the path: one spelling per API path (CSRF and rate limits compare it).
  app.use(canonicalPaths())

  app.get('/healthz', async (_req, res) => {
    try {
      await payload.count({ collection: 'settings', overrideAccess: true })
      res.json({ status: 'ok' })
    } catch {
      res.status(503).json({ status: 'unavailable' })
    }
  })

  app.use(csrfProtection({ secure: env.isProduction }))
  app.use(authRateLimit(env.rateLimit))
  app.use(openApiRouter())
  // Cached complete profiles and lists are forgotten on every write to what they are made of.
  invalidateCachesOnWrites(payload)
  // SQLite: concurrent write transactions take turns instead of failing with SQLITE_BUSY.
  queueSqliteWriteTransactions(payload)
  // Tests and benchmarks only (EXPOSE_QUERY_COUNT=true): X-Query-Count on every contract response.
  if (env.exposeQueryCount) instrumentQueryCount(payload)
  // The live connection's stream (server-sent events), before the contract router.
  app.use(liveRouter(payload, { pingMs: env.live.pingMs }))
  app.use(contractRouter(payload, payload.config.endpoints, { exposeQueryCount: env.exposeQueryCount }))
  app.use('/api', payloadHandler(config, payload))
  app.use(pagesRouter(payload))

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    logger.error({ err: error, path: req.path }, 'unhandled request error')
    if (res.headersSent) return res.end()
    res.status(500).json({ errors: { nonFieldErrors: [messages.serverError] } })
  }
  app.use(onError)
  return { app, payload }
}
