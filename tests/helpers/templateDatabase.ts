import { createHash } from 'node:crypto'
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import path from 'node:path'
import type { DatabaseKind } from './testServer'

/**
 * Seeded template databases: the demo seed of a test server takes about two seconds of a four-second
 * start, and nearly every API and browser file asks for the same seed. So the first server of a given
 * seed is seeded once into a template (an SQLite data folder, or a PostgreSQL database plus the data
 * folder holding its uploads), and every later server of that seed starts on a copy of it.
 *
 * The templates of one run live in the folder named by TEST_TEMPLATE_DIR (tests/helpers/globalSetup.ts
 * makes one per jest run unless scripts/test.sh already made one for all its runs). Without it (a
 * benchmark or a script that loads the test server outside jest) every server seeds itself, as before.
 */
export const TEMPLATE_DIR_ENV = 'TEST_TEMPLATE_DIR'

/** What a template holds: its data folder (with test.db for SQLite) and, for PostgreSQL, its database. */
export interface SeededTemplate {
  dataDir: string
  postgresDatabase: string | null
}

/**
 * Server settings that do not reach the demo seed, so servers that differ only in them share a
 * template. Everything else in the server's environment is part of the template's key: the seed reads
 * NODE_ENV, CLOCK_NOW, the SEED_* switches and FEATURE_FLAGS (scripts/seedData.ts,
 * scripts/seedEngagements.ts), and bootstrap writes the first super admin before it.
 */
const NOT_SEEDED = new Set(['RUN_JOBS', 'EXPOSE_QUERY_COUNT', 'RATE_LIMIT_MAX', 'RATE_LIMIT_WINDOW_MS', 'SMTP_URL', 'LOG_LEVEL', 'TEST_SERVER_START_MS'])

export function templateKey(database: DatabaseKind, env: Record<string, string>): string {
  const seeded = Object.entries(env)
    .filter(([name]) => !NOT_SEEDED.has(name) && !name.startsWith('LIVE_') && !name.startsWith('AI_'))
    .sort(([a], [b]) => a.localeCompare(b))
  // Without CLOCK_NOW the seed places its engagements and time around the real today: a template made
  // in another hour could sit on another day than the test reading it, so it is good for its hour only.
  const hour = env.CLOCK_NOW ? null : new Date().toISOString().slice(0, 13)
  return createHash('sha256').update(JSON.stringify({ database, seeded, hour })).digest('hex').slice(0, 16)
}

export function templateRoot(): string | null {
  return process.env[TEMPLATE_DIR_ENV] || null
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes the lock file shared by the jest workers (created with O_EXCL, holding the owner's pid); false
 * when another living process holds it. A lock whose owner died (a worker killed mid-seed) is taken over.
 */
function tryLock(lockPath: string): boolean {
  for (;;) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let owner: number
      try {
        owner = Number(readFileSync(lockPath, 'utf8').trim())
      } catch {
        continue // released meanwhile
      }
      // No pid yet: its owner has only just created it.
      if (!owner || processAlive(owner)) return false
      rmSync(lockPath, { force: true })
    }
  }
}

/** True for the one caller that creates `markerPath` (O_EXCL, so one jest worker of the two). */
function claimFirstUse(markerPath: string): boolean {
  try {
    closeSync(openSync(markerPath, 'wx'))
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return false
  }
}

/**
 * The template for this seed, made by `build` the first time any jest worker asks for it (null: seed
 * this server's own database). `build` seeds a server on the given data folder (and leaves its
 * PostgreSQL database in place), stops it and answers the database's name; the template is copied only
 * after that server has stopped, so no one writes to SQLite's file and log any more and PostgreSQL's
 * template has no open connection.
 */
export async function seededTemplate(
  database: DatabaseKind,
  env: Record<string, string>,
  build: (dataDir: string) => Promise<string | null>,
): Promise<SeededTemplate | null> {
  const root = templateRoot()
  if (!root) return null
  mkdirSync(root, { recursive: true })
  const key = templateKey(database, env)
  const folder = path.join(root, `${database}-${key}`)
  const readyFile = path.join(folder, 'ready.json')
  const read = (): SeededTemplate => ({ dataDir: path.join(folder, 'data'), postgresDatabase: JSON.parse(readFileSync(readyFile, 'utf8')).postgresDatabase })
  if (existsSync(readyFile)) return read()
  // The first server of a seed seeds its own database: many seeds serve one file only (a CLOCK_NOW of
  // its own, a flag), and making a template costs a seeded start, a stop and a copied start. The second
  // makes the template that it and every later one copies.
  if (claimFirstUse(`${folder}.seen`)) return null
  // While another worker is making this template, this server seeds its own database rather than wait
  // for it: no slower than before templates, and the next server of this seed gets the copy.
  const lockPath = `${folder}.lock`
  if (!tryLock(lockPath)) return null
  try {
    if (existsSync(readyFile)) return read()
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(path.join(folder, 'data'), { recursive: true })
    const postgresDatabase = await build(path.join(folder, 'data'))
    // Recorded before ready.json: the run's teardown drops every template database named here.
    if (postgresDatabase) writeFileSync(path.join(root, `${database}-${key}.postgres`), postgresDatabase)
    writeFileSync(readyFile, JSON.stringify({ postgresDatabase, env, database }))
    return read()
  } catch (error) {
    rmSync(folder, { recursive: true, force: true })
    throw error
  } finally {
    rmSync(lockPath, { force: true })
  }
}

/**
 * The template's data folder copied into a new server's: uploads, and the SQLite database with its
 * write-ahead log if one was left (the shared-memory index is rebuilt by SQLite from the log).
 */
export function copyTemplateData(template: SeededTemplate, dataDir: string) {
  mkdirSync(dataDir, { recursive: true })
  cpSync(template.dataDir, dataDir, { recursive: true, filter: (source) => !source.endsWith('-shm') })
}

/** The PostgreSQL template databases this run made (for the teardown to drop). */
export function templateDatabasesIn(root: string): string[] {
  if (!existsSync(root)) return []
  return readdirSync(root)
    .filter((name) => name.endsWith('.postgres'))
    .map((name) => readFileSync(path.join(root, name), 'utf8').trim())
    .filter(Boolean)
}
