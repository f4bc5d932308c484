import config from '../payload.config'
import { createApp } from './app'
import { bootstrap } from './bootstrap'
import { getEnv } from './env'
import { logger } from './logger'

/** The process entry: build, bootstrap, listen, and shut down cleanly on SIGTERM/SIGINT. */
const started = Date.now()
const env = getEnv()
const { app, payload } = await createApp(config, env)
await bootstrap(payload, env)

const server = app.listen(env.port, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.port
  logger.info({ port, ms: Date.now() - started, database: env.databaseUrl.split(':')[0] }, `listening on http://localhost:${port}`)
  process.send?.({ ready: true, port })
})

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  logger.info({ signal }, 'shutting down')
  server.close()
  server.closeIdleConnections()
  const force = setTimeout(() => server.closeAllConnections(), 10_000)
  force.unref()
  await new Promise((resolve) => server.once('close', resolve))
  await payload.destroy().catch(() => undefined)
  logger.info('stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
