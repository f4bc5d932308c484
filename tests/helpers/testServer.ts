import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { startMailCatcher, type MailCatcher } from './smtp'
import { copyTemplateData, seededTemplate, type SeededTemplate } from './templateDatabase'

/**
 * The real server as a child process on a free port, against a fresh database (an SQLite file in a
 * temporary folder, or a new PostgreSQL database created for this run and dropped afterwards; a seeded
 * one is a copy of the run's seeded template, tests/helpers/templateDatabase.ts), sending mail to a real
 * SMTP server that the test reads.
 */
export type DatabaseKind = 'sqlite' | 'postgres'

export interface TestServer {
  url: string
  database: DatabaseKind
  mail: MailCatcher
  /** The server's DATA_DIR (uploads live under <dataDir>/uploads). */
  dataDir: string
  /** The server process id (for memory measurements). */
  pid: number
  /** Lines the server printed, for diagnosing a failure. */
  output: string[]
  /** The server's DATABASE_URL (a restarted server reuses it, see `sameDatabaseAs`). */
  databaseUrl: string
  stop(): Promise<void>
}

// npm runs tests and benchmarks from the repository root; both load this helper.
const repoRoot = process.cwd()

/**
 * The engine an API file runs on: PostgreSQL when the run has one (TEST_DATABASE_URL, which CI sets), else
 * the embedded SQLite. Most of the contract reads and writes the same through either of Payload's
 * adapters, so running it on both doubled CI's API phase for what one engine already shows
 * (docs/decisions/one-engine-per-api-file.md).
 */
export const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['sqlite']

/**
 * Both engines when the run has PostgreSQL: for the files about what the engines do differently (locking
 * and concurrent writes, full-text search, unread counts and the live bus, control characters, stored
 * dates and time zones, migrations, the task claim). SQLite alone otherwise.
 */
export const everyDatabase: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

/**
 * A port for a test server. The server binds it seconds later, after its start-up, so the port must not
 * be one the kernel hands out meanwhile: ports from its ephemeral range (32768-60999 on Linux) go to
 * every outgoing connection and port-0 listener of the other jest worker, and one can even be the
 * client's own ephemeral port (a TCP connection to itself, whose "response" is its own request). So the
 * ports come from below that range, each jest worker from its own block, in turn, skipping any port a
 * listener already holds (another service on the machine).
 */
const PORT_BLOCK_SIZE = 1000
const FIRST_PORT = 20_000
const PORT_BLOCKS = 12
let nextPortOffset = Math.floor(Math.random() * PORT_BLOCK_SIZE)

async function canListen(port: number): Promise<boolean> {
  const probe = createServer()
  // No host, as the server listens: every address, IPv6 and IPv4.
  const listening = await new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false))
    probe.listen(port, () => resolve(true))
  })
  if (listening) await new Promise((resolve) => probe.close(resolve))
  return listening
}

export async function freePort(): Promise<number> {
  const worker = Number(process.env.JEST_WORKER_ID) || 1
  const blockStart = FIRST_PORT + ((worker - 1) % PORT_BLOCKS) * PORT_BLOCK_SIZE
  for (let tries = 0; tries < PORT_BLOCK_SIZE; tries++) {
    const port = blockStart + (nextPortOffset++ % PORT_BLOCK_SIZE)
    if (await canListen(port)) return port
  }
  throw new Error(`no free port in ${blockStart}-${blockStart + PORT_BLOCK_SIZE - 1}`)
}

/**
 * TEST_DATABASE_URL may leave out the user (postgres://127.0.0.1:5432/test): libpq-style clients then
 * fall back to PGUSER or USER. The server child gets a minimal environment without either, so the user
 * is written into every URL here, once, the way this process would have resolved it.
 */
function adminDatabaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  if (!url.username) url.username = process.env.PGUSER || process.env.USER || userInfo().username
  return url.toString()
}

/**
 * A new database, empty or a copy of a seeded template (tests/helpers/templateDatabase.ts). PostgreSQL
 * refuses to copy a template while another session is connected to it, which a stopped seeding server
 * may still be for a moment while its backends exit: that is retried.
 */
async function createPostgresDatabase(template: string | null = null): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = adminDatabaseUrl()
  const name = `talentgrid_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`
  const admin = new Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`)
        break
      } catch (error) {
        // 55006 object_in_use: "source database is being accessed by other users"
        if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}

async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  const client = new Client({ connectionString: adminDatabaseUrl() })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await client.end()
}

/**
 * How the server runs. API and browser tests run the sources through tsx, so an edit is tested without a
 * build; `compiled` runs what production runs (dist/server/main.js from `npm run build`), for the
 * production test, the start/stop test and the benchmarks. A stale build fails at once with the command
 * to run instead of testing old code (tests never build it themselves: parallel jest workers would race).
 */
export function serverCommand(compiled: boolean): string[] {
  // --expose-gc as npm start and the Dockerfile run it (endpoints/tasks/heapGuard.ts).
  if (!compiled) return ['--expose-gc', '--import', 'tsx', 'server/main.ts']
  try {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--check-server'], { cwd: repoRoot, stdio: 'pipe' })
  } catch (error) {
    throw new Error(String((error as { stderr?: Buffer }).stderr ?? error))
  }
  return ['--expose-gc', 'dist/server/main.js']
}

export interface TestServerOptions {
  database?: DatabaseKind
  env?: Record<string, string>
  seed?: boolean
  dataDir?: string
  /** Run the compiled server (dist/server) instead of the sources through tsx. */
  compiled?: boolean
  /**
   * stop() leaves the database and the data folder in place, for a server started next with
   * `sameDatabaseAs` (a restart on another CLOCK_NOW day).
   */
  keepDatabase?: boolean
  /** Start on the database and data folder of a stopped server (started with keepDatabase); this one cleans them up. */
  sameDatabaseAs?: TestServer
  /**
   * Start a second replica on the PostgreSQL database of this running server (its own port, data folder
   * and mail catcher): stop() leaves the database to the first server, which drops it.
   */
  replicaOf?: TestServer
  /**
   * false: seed this server's database itself instead of copying the run's seeded template
   * (tests/helpers/templateDatabase.ts), for a test of the seed or of a first start.
   */
  template?: boolean
}

/**
 * The seeded template this server may start from: only a seeding start on a new database (not a
 * restart, a replica, a folder the test chose, or production, which does not seed) of a jest run that
 * keeps templates (TEST_TEMPLATE_DIR).
 */
async function templateFor(options: TestServerOptions, database: DatabaseKind): Promise<SeededTemplate | null> {
  if (options.template === false || options.seed === false || options.replicaOf || options.sameDatabaseAs || options.dataDir) return null
  const env = options.env ?? {}
  // Another NODE_ENV than the test servers' own is the demo seed of `npm start` (or production, which
  // does not seed): the tests of that seed run it for real.
  if ((env.NODE_ENV && env.NODE_ENV !== 'test') || env.SEED_ON_EMPTY === 'false') return null
  return seededTemplate(database, env, async (dataDir) => {
    // No jobs in the seeding server: what the seed queued (mails, tasks) is done by the copies' servers,
    // as it would be by a server that seeded itself.
    const seeding = await startTestServer({ ...options, database, dataDir, keepDatabase: true, template: false, env: { ...env, RUN_JOBS: 'false' } })
    await seeding.stop()
    return database === 'postgres' ? new URL(seeding.databaseUrl).pathname.slice(1) : null
  })
}

/**
 * TEST_SERVER_TIMING_FILE (scripts/test.sh sets it): one JSON line per server start, for the run's
 * closing summary (scripts/summarize-tests.mjs): the test file, the database, whether the server started
 * on a template's copy, the wait for that template (made by this start or another worker's), and the
 * start itself. A template's seeding server has its own line, so summed starts count each process once.
 */
function recordStart(line: { database: DatabaseKind; copy: boolean; templateMs: number; ms: number }) {
  const file = process.env.TEST_SERVER_TIMING_FILE
  if (!file) return
  const testPath = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState().testPath
  appendFileSync(file, `${JSON.stringify({ file: testPath ? path.relative(repoRoot, testPath) : null, ...line })}\n`)
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const requestedAt = Date.now()
  if (options.replicaOf && options.replicaOf.database !== 'postgres') throw new Error('a replica needs a PostgreSQL database')
  const database = options.replicaOf?.database ?? options.sameDatabaseAs?.database ?? options.database ?? 'sqlite'
  // TEST_COMPILED_SERVER=true runs every suite against the compiled server (after `npm run build`).
  const command = serverCommand(options.compiled ?? process.env.TEST_COMPILED_SERVER === 'true')
  const previous = options.sameDatabaseAs
  const template = await templateFor(options, database)
  const startedAt = Date.now()
  const dataDir = previous?.dataDir ?? options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'talentgrid-test-'))
  if (template) copyTemplateData(template, dataDir)
  const mail = await startMailCatcher()
  const port = await freePort()
  // If the database cannot be created, nothing may stay open: a listening mail catcher keeps Jest alive.
  const postgres = options.replicaOf // The first server drops the shared database
    ? { url: options.replicaOf.databaseUrl, drop: async () => undefined }
    : previous
    ? previous.database === 'postgres'
      ? { url: previous.databaseUrl, drop: () => dropPostgresDatabase(previous.databaseUrl) }
      : null
    : database === 'postgres'
    ? await createPostgresDatabase(template?.postgresDatabase).catch(async (error) => {
        await mail.close()
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
        throw error
      })
    : null
  const url = `http://127.0.0.1:${port}`
  const databaseUrl = postgres ? postgres.url : `file:${path.join(dataDir, 'test.db')}`
  const output: string[] = []
  const child: ChildProcess = spawn(process.execPath, command, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'test-secret-not-for-production',
      APP_URL: url,
      SMTP_URL: mail.url,
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: options.seed === false ? 'false' : 'true',
      RATE_LIMIT_MAX: '1000',
      // Every answer is checked against its declared response schema (endpoints/http.ts).
      CONTRACT_RESPONSE_CHECK: '1',
      // A template's copy, or the database of a stopped server, has this build's schema already.
      ...(template || previous ? { DATABASE_SCHEMA_PUSH: 'false' } : {}),
      ...options.env,
    },
  })
  child.stdout!.on('data', (chunk) => output.push(String(chunk)))
  child.stderr!.on('data', (chunk) => output.push(String(chunk)))
  const cleanup = async () => {
    await mail.close()
    if (options.keepDatabase) return
    await postgres?.drop().catch(() => undefined)
    if (!options.dataDir || previous) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await new Promise<void>((resolve, reject) => {
      // TEST_SERVER_START_MS: a longer wait on a machine shared by several test runs (a seeded start is CPU-bound).
      const startMs = Number(process.env.TEST_SERVER_START_MS) || 60_000
      const timer = setTimeout(() => reject(new Error(`server did not start within ${startMs / 1000} s:\n${output.join('')}`)), startMs)
      child.on('message', (message: { ready?: boolean }) => {
        if (message?.ready) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.on('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`server exited with ${code} before it was ready:\n${output.join('')}`))
      })
    })
  } catch (error) {
    child.kill('SIGKILL')
    await cleanup()
    throw error
  }
  recordStart({ database, copy: Boolean(template), templateMs: startedAt - requestedAt, ms: Date.now() - startedAt })
  return {
    url,
    database,
    mail,
    dataDir,
    pid: child.pid!,
    output,
    databaseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      await cleanup()
    },
  }
}
