import path from 'node:path'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { addTalentSearchTextIndex } from './collections/Search/postgresSearchIndex'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { dropSqliteFtsBeforeConnect } from './domain/search/sqliteFts5Engine'
import { codeDir, getEnv, rootDir } from './server/env'
import { logger } from './server/logger'
import { createMailTransport } from './mail/transport'
import { isSuperAdmin, authUser } from './access/roles'
import { accountsPlugin } from './plugins/accounts'
import { organizationsPlugin } from './plugins/organizations'
import { platformPlugin } from './plugins/platform'
import { profilesPlugin } from './plugins/profiles'
import { engagementsPlugin } from './plugins/engagements'
import { timeSheetsPlugin } from './plugins/timeSheets'
import { discoveryPlugin } from './plugins/discovery'
import { messengerPlugin } from './plugins/messenger'
import { knowledgeCenterPlugin } from './plugins/knowledgeCenter'
import { dashboardsPlugin } from './plugins/dashboards'
import { collectionRulesPlugin } from './plugins/collectionRules'

const env = getEnv()

// Drizzle's development schema push stops at a table it does not know: SQLite's full-text table
// of talent search is dropped before any process connects with push (server, seed, bench loaders) and
// built again when the server starts (domain/search/sqliteFts5Engine.ts).
await dropSqliteFtsBeforeConnect(env.databaseUrl, env.schemaPush)

/**
 * DATABASE_URL picks the adapter: postgres:// -> PostgreSQL, mongodb:// -> MongoDB (production through
 * docker-compose), anything else -> the embedded SQLite file under data/. The SQL adapters use uuid ids
 * so every adapter hands out string ids. Outside production the SQL schema is pushed (unless
 * DATABASE_SCHEMA_PUSH=false, server/env.ts); production runs
 * the migrations in migrations/<family> (compiled: dist/migrations/<family>, see server/env.ts codeDir).
 */
async function database(): Promise<DatabaseAdapterObj> {
  const url = env.databaseUrl
  const push = env.schemaPush
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return postgresAdapter({
      pool: { connectionString: url, max: 10 },
      idType: 'uuid',
      push,
      migrationDir: path.join(codeDir, 'migrations/postgres'),
      // The full-text index of talent search (collections/Search/postgresSearchIndex.ts)
      afterSchemaInit: [addTalentSearchTextIndex],
    })
  }
  if (url.startsWith('mongodb://') || url.startsWith('mongodb+srv://')) {
    // Loaded only when used: the MongoDB driver and Mongoose cost a SQLite or PostgreSQL start ~0.2 s of CPU.
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
    return mongooseAdapter({ url, migrationDir: path.join(codeDir, 'migrations/mongodb') })
  }
  return sqliteAdapter({
    client: { url },
    idType: 'uuid',
    push,
    wal: true,
    busyTimeout: 5000,
    // Without transactionOptions the SQLite adapter runs every write outside a transaction.
    transactionOptions: {},
    migrationDir: path.join(codeDir, 'migrations/sqlite'),
  })
}

const [fromName, fromAddress] = (() => {
  const match = /^(.*)<(.+)>$/.exec(env.mailFrom)
  return match ? [match[1]!.trim(), match[2]!.trim()] : ['Talentgrid', env.mailFrom]
})()

export default buildConfig({
  secret: env.payloadSecret,
  cookiePrefix: 'talentgrid',
  // The contract's cookie-to-header CSRF token (server/csrf.ts) protects every write; Payload's Origin
  // allow-list would treat our same-origin calls without an Origin header as anonymous.
  csrf: [],
  routes: { api: '/api' },
  graphQL: { disable: true },
  telemetry: false,
  logger,
  db: await database(),
  // Every capability is a plugin, the one place its collections, endpoints, tasks and schedules are wired
  // (docs/decisions/capability-plugins.md). Listed in the order their endpoints are tried (the router
  // takes the first path that matches) and their collections listed. collectionRulesPlugin runs last
  // (its `order`): control characters, the search index and the audit trail wrap every plugin's collections.
  plugins: [
    accountsPlugin(),
    organizationsPlugin(),
    platformPlugin(),
    profilesPlugin(),
    engagementsPlugin(),
    timeSheetsPlugin(),
    discoveryPlugin(),
    messengerPlugin(),
    knowledgeCenterPlugin(),
    dashboardsPlugin(),
    collectionRulesPlugin(),
  ],
  // Access rules that depend on a feature flag (access/comments.ts) read them here.
  custom: { featureFlags: env.featureFlags },
  // Background jobs (Payload jobs): the plugins add their tasks and the autoRun crons of their schedules.
  // With several replicas, run them in one (RUN_JOBS=false elsewhere). Only the super admin may run or
  // queue jobs through Payload's routes.
  jobs: {
    shouldAutoRun: () => env.runJobs,
    // Console: completed runs stay in 'payload-jobs' so /background-jobs lists the last runs
    // (one row a day), and the super admin may read them (Payload's default lets nobody read jobs).
    deleteJobOnComplete: false,
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      access: { ...defaultJobsCollection.access, read: ({ req }) => isSuperAdmin(authUser(req)) },
    }),
    access: {
      run: ({ req }) => isSuperAdmin(authUser(req)),
      queue: ({ req }) => isSuperAdmin(authUser(req)),
      cancel: ({ req }) => isSuperAdmin(authUser(req)),
    },
  },
  email: nodemailerAdapter({
    defaultFromAddress: fromAddress,
    defaultFromName: fromName,
    skipVerify: true,
    transport: createMailTransport({ smtpUrl: env.smtpUrl, dataDir: env.dataDir, logger }),
  }),
  upload: { limits: { fileSize: 200 * 1024 * 1024 } },
  typescript: { autoGenerate: false, outputFile: path.join(rootDir, 'payload-types.ts') },
})
