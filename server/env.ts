import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlagMap } from '../contract/featureFlags'
import { snakeToCamel } from '../contract/casing'

/**
 * Every environment variable the server reads, in one place (README and .env.example document them).
 * Read once at start; nothing else in the code base touches process.env.
 */
/**
 * Where the running code lives: the repository root when run from the sources (server/env.ts), dist/
 * when run compiled (dist/server/main.js, scripts/build-server.mjs). Migrations are found under it, as
 * .ts from the sources and as .js in dist/migrations.
 */
export const codeDir = nearestWithMigrations(path.resolve(import.meta.dirname, '..'))
/**
 * The bundler decides which file this code lands in (dist/server/main.js or a shared chunk under
 * dist/server/chunks), so the code folder is the nearest one up that holds the migrations.
 */
function nearestWithMigrations(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'migrations'))) return dir
    if (path.dirname(dir) === dir) return start
  }
}
/** The project root (package.json, data/, the built UIs in dist/), whichever way the code runs. */
export const rootDir = existsSync(path.join(codeDir, 'package.json')) ? codeDir : path.dirname(codeDir)

export interface ServerEnv {
  port: number
  nodeEnv: string
  isProduction: boolean
  dataDir: string
  databaseUrl: string
  payloadSecret: string
  appUrl: string
  smtpUrl: string | null
  mailFrom: string
  superAdminEmail: string | null
  superAdminPassword: string | null
  featureFlags: FeatureFlagMap
  rateLimit: { windowMs: number; max: number }
  demoEnvironment: boolean
  logLevel: string
  seedOnEmpty: boolean
  /** The demo time sheets in the seed (SEED_TIME_SHEETS=false leaves them out: suites that count all the time). */
  seedTimeSheets: boolean
  /**
   * The demo opportunities, applicants, rates and saved search (scripts/seedOpportunities.ts).
   * SEED_OPPORTUNITIES=false leaves them out, =true puts them in test servers too (off there by default:
   * the API suites use the demo talents as blank fixtures).
   */
  seedOpportunities: boolean
  // The demo knowledge center (scripts/seedKnowledgeCenter.ts); like SEED_OPPORTUNITIES, off in test servers unless
  // SEED_KNOWLEDGE_CENTER=true.
  seedKnowledgeCenter: boolean
  /** Tests and benchmarks only: count database calls per contract request (server/queryCounter.ts). */
  exposeQueryCount: boolean
  /** Background jobs (the daily document-expiry e-mails) run in this process unless RUN_JOBS=false. */
  runJobs: boolean
  /**
   * Outside production the SQL schema is pushed from the collections at start-up (Payload's development
   * push). DATABASE_SCHEMA_PUSH=false skips it for a database known to have this build's schema already,
   * such as the test servers' copies of a seeded template: loading drizzle-kit and comparing the schema
   * was over a third of such a start's CPU.
   */
  schemaPush: boolean
  // Where 'Do you have a question?' messages go (SUPPORT_EMAIL; unset: the active super admins).
  supportEmail: string | null
  /**
   * The AI assistance's provider (domain/ai/index.ts). No AI_BASE_URL: the offline provider;
   * with it, an OpenAI-compatible chat-completions endpoint, AI_TIMEOUT_MS (15000) per call.
   */
  ai: { baseUrl: string | null; apiKey: string | null; model: string; timeoutMs: number }
  /**
   * The live connection's fan-out between app replicas (realtime/index.ts): LIVE_BUS=memory|postgres|redis,
   * by default redis when REDIS_URL is set, else postgres when DATABASE_URL is PostgreSQL, else memory (one
   * process). LIVE_PING_MS (25000): the ping comment and session check on every open stream.
   * LIVE_MAX_PER_USER (20): open streams per user and process, the oldest closed beyond.
   */
  live: LiveEnv
}

export type LiveBusKind = 'memory' | 'postgres' | 'redis'
export interface LiveEnv {
  bus: LiveBusKind
  redisUrl: string | null
  pingMs: number
  maxPerUser: number
}

export function readLiveEnv(source: NodeJS.ProcessEnv, databaseUrl: string): LiveEnv {
  const redisUrl = source.REDIS_URL?.trim() || null
  const postgres = /^postgres(ql)?:/.test(databaseUrl)
  const named = source.LIVE_BUS?.trim()
  if (named && named !== 'memory' && named !== 'postgres' && named !== 'redis') throw new Error(`LIVE_BUS must be memory, postgres or redis (got '${named}')`)
  if (named === 'postgres' && !postgres) throw new Error('LIVE_BUS=postgres needs a PostgreSQL DATABASE_URL')
  const bus: LiveBusKind = (named as LiveBusKind | undefined) ?? (redisUrl ? 'redis' : postgres ? 'postgres' : 'memory')
  return {
    bus,
    redisUrl: bus === 'redis' ? (redisUrl ?? 'redis://127.0.0.1:6379') : redisUrl,
    pingMs: Number(source.LIVE_PING_MS) > 0 ? Number(source.LIVE_PING_MS) : 25_000,
    maxPerUser: Number(source.LIVE_MAX_PER_USER) > 0 ? Math.floor(Number(source.LIVE_MAX_PER_USER)) : 20,
  }
}

/** The flag map for a comma list such as 'talent_profile_video, showOrgComments'. Unknown names are ignored. */
export function parseFeatureFlags(list: string | undefined): FeatureFlagMap {
  const enabled = new Set((list ?? '').split(',').map((name) => snakeToCamel(name.trim())))
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, enabled.has(flag)])) as FeatureFlagMap
}

export function isFlagName(name: string): name is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(name)
}

/** PAYLOAD_SECRET, or one generated into data/ on first run so a developer never has to invent one. */
function resolveSecret(dataDir: string, fromEnv: string | undefined, isProduction: boolean): string {
  if (fromEnv) return fromEnv
  const file = path.join(dataDir, '.payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  if (isProduction) throw new Error('PAYLOAD_SECRET must be set in production')
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const nodeEnv = source.NODE_ENV ?? 'development'
  const isProduction = nodeEnv === 'production'
  const dataDir = path.resolve(rootDir, source.DATA_DIR ?? 'data')
  mkdirSync(dataDir, { recursive: true })
  const port = Number(source.PORT ?? 3000)
  return {
    port,
    nodeEnv,
    isProduction,
    dataDir,
    databaseUrl: source.DATABASE_URL || `file:${path.join(dataDir, 'talentgrid.db')}`,
    payloadSecret: resolveSecret(dataDir, source.PAYLOAD_SECRET, isProduction),
    appUrl: (source.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: source.SMTP_URL || null,
    mailFrom: source.MAIL_FROM ?? 'Talentgrid <no-reply@talentgrid.local>',
    superAdminEmail: source.SUPERADMIN_EMAIL || null,
    superAdminPassword: source.SUPERADMIN_PASSWORD || null,
    featureFlags: parseFeatureFlags(source.FEATURE_FLAGS),
    rateLimit: {
      windowMs: Number(source.RATE_LIMIT_WINDOW_MS ?? 15 * 60 * 1000),
      max: Number(source.RATE_LIMIT_MAX ?? 30),
    },
    demoEnvironment: source.DEMO_ENVIRONMENT === 'true',
    logLevel: source.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    seedOnEmpty: source.SEED_ON_EMPTY !== 'false' && !isProduction,
    seedTimeSheets: source.SEED_TIME_SHEETS !== 'false',
    seedOpportunities: source.SEED_OPPORTUNITIES === 'true' || (source.SEED_OPPORTUNITIES !== 'false' && nodeEnv !== 'test'),
    seedKnowledgeCenter: source.SEED_KNOWLEDGE_CENTER === 'true' || (source.SEED_KNOWLEDGE_CENTER !== 'false' && nodeEnv !== 'test'),
    exposeQueryCount: source.EXPOSE_QUERY_COUNT === 'true',
    runJobs: source.RUN_JOBS !== 'false',
    schemaPush: !isProduction && source.DATABASE_SCHEMA_PUSH !== 'false',
    supportEmail: source.SUPPORT_EMAIL?.trim() || null,
    ai: {
      baseUrl: source.AI_BASE_URL?.trim() || null,
      apiKey: source.AI_API_KEY || null,
      model: source.AI_MODEL?.trim() || 'gpt-4o-mini',
      timeoutMs: Number(source.AI_TIMEOUT_MS) > 0 ? Number(source.AI_TIMEOUT_MS) : 15_000,
    },
    // No DATABASE_URL: the embedded SQLite.
    live: readLiveEnv(source, source.DATABASE_URL ?? ''),
  }
}

let cached: ServerEnv | null = null
/** The process's environment, read on first use. */
export function getEnv(): ServerEnv {
  cached ??= readEnv()
  return cached
}
