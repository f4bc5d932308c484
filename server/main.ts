import config from '../payload.config'
import { createApp } from './app'
import { startExportTaskRunner } from '../endpoints/tasks'
import { bootstrap } from './bootstrap'
import { startMailQueue } from '../mail/queue'
import { ensureTalentSearchProfiles } from '../domain/search/talentSearchProfile'
import { ensureSqliteFts } from '../domain/search/sqliteFts5Engine'
import { getEnv } from './env'
import { logger } from './logger'
import { startLive, stopLive } from '../realtime'

/** The process entry: build, bootstrap, listen, and shut down cleanly on SIGTERM/SIGINT. */
const started = Date.now()
const env = getEnv()
const { app, payload } = await createApp(config, env)
await bootstrap(payload, env)
// SQLite's full-text table once the schema exists (after the migrations; rebuilt after a
// development push dropped it, payload.config.ts), then search-index rows a bulk load wrote around the hooks
await ensureSqliteFts(payload)
await ensureTalentSearchProfiles(payload)
// Exports and other long work run as tasks in this process, like the jobs (RUN_JOBS=false:
// elsewhere). Started only now: on SQLite the start-up DDL and bulk writes above run outside the write
// queue, and a task the runner re-queued at the same moment made them fail with SQLITE_BUSY.
if (env.runJobs) startExportTaskRunner(payload)
// Queued e-mails (mail/queue.ts): what an earlier process committed but did not send goes out now.
if (env.runJobs) startMailQueue(payload)
// The live connection's bus (realtime/), listening before the server does.
await startLive({ live: env.live, databaseUrl: env.databaseUrl, onError: (error, context) => logger.warn({ err: error }, `live bus: ${context}`) })
logger.info({ bus: env.live.bus }, 'live bus started')

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
  // Open live streams end first, else the server would wait on them.
  const live = stopLive().catch(() => undefined)
  server.close()
  server.closeIdleConnections()
  const force = setTimeout(() => server.closeAllConnections(), 10_000)
  force.unref()
  await new Promise((resolve) => server.once('close', resolve))
  await live
  await payload.destroy().catch(() => undefined)
  logger.info('stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
