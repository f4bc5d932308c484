import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Business rules take "now" and "today" from domain/clock.ts, so CLOCK_NOW moves them all. This check
 * reads the server's sources and fails on a new `new Date()`, `Date.now()` or argument-less
 * `todayIso()` outside the files that keep the real time on purpose (each with its reason). A new
 * rule that needs the time calls `now()`, `todayUtc()` or `todayIn(zone)` instead.
 */
const SERVER_FOLDERS = ['access', 'collections', 'domain', 'endpoints', 'hooks', 'mail', 'server', 'storage']

const REAL_TIME_ON_PURPOSE: Record<string, string> = {
  'domain/clock.ts': 'the clock itself',
  'domain/search/sqliteFts5Engine.ts': 'how long the start-up rebuild of the full-text table took (log only)',
  'domain/search/talentSearchProfile.ts': 'start-up build time (log) and the bulk-inserted index rows\' own createdAt/updatedAt stamps (bookkeeping)',
  'access/sessionCache.ts': 'session cache lifetime (security, compared with real token times)',
  'domain/profile/profileCache.ts': 'cache lifetime; its day key only adds a reload at real midnight',
  'hooks/recordAuditEvent.ts': 'the audit trail records real time; impersonator cache lifetime',
  'hooks/recordLastLogin.ts': 'sign-in bookkeeping (security record)',
  'hooks/confirmEmailUnlessSelfSignUp.ts': 'account record (emailConfirmedAt)',
  'domain/accounts/trustedLookups.ts': 'account record (invite acceptedAt)',
  'endpoints/account/passwordReset.ts': 'Payload sets the reset token expiry from the real clock',
  'endpoints/account/signUp.ts': 'account record (emailConfirmedAt)',
  'endpoints/account/credentials.ts': 'expiry of the e-mail change link (a security token, like the reset token)',
  'endpoints/account/impersonationRecords.ts': 'security record of impersonation',
  'endpoints/account/invites.ts': 'account record (lastSentAt)',
  'mail/transport.ts': 'file name of a written mail',
  'mail/queue.ts': "a queued mail's retry time: Payload's jobs set waitUntil from the real clock",
  'domain/accounts/failedSignIns.ts': "the account lock: Payload's lockUntil is set from the real clock",
  'server/main.ts': 'start-up duration in the log',
  'storage/diskStore.ts': 'year folder of a stored file',
  // Exports
  'endpoints/tasks/runner.ts': "task heartbeats and their staleness: a dead process is a fact of the real clock (tasks' start and finish stamps too)",
  'endpoints/tasks/taskEndpoints.ts': "a running task's duration, measured from its real start",
}

const REAL_TIME = /new Date\(\s*\)|Date\.now\(\s*\)|todayIso\(\s*\)/

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name)
    if (statSync(full).isDirectory()) return sources(full)
    return /\.tsx?$/.test(name) ? [full] : []
  })
}

describe('the business clock', () => {
  const root = process.cwd()
  const files = SERVER_FOLDERS.flatMap((folder) => sources(path.join(root, folder))).map((file) => path.relative(root, file).split(path.sep).join('/'))

  it('is the only source of now in server code outside the named exceptions', () => {
    const offenders = files.filter((file) => !(file in REAL_TIME_ON_PURPOSE) && REAL_TIME.test(readFileSync(path.join(root, file), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('names only exceptions that still exist and still read the real time', () => {
    const stale = Object.keys(REAL_TIME_ON_PURPOSE).filter((file) => !files.includes(file) || (file !== 'domain/clock.ts' && !REAL_TIME.test(readFileSync(path.join(root, file), 'utf8'))))
    expect(stale).toEqual([])
  })
})
