import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/**
 * Makes the writes of one thing (named by `key`) take turns across every replica. Called first inside the
 * write's transaction, before anything of that thing is read:
 * - PostgreSQL: a transaction-scoped advisory lock on hashtext(key), held until commit or rollback, so the
 *   second writer waits and then reads what the first committed;
 * - SQLite: nothing to do, write transactions already take turns (server/sqliteWriteQueue.ts), provided
 *   the read happens inside the transaction;
 * - MongoDB: no advisory locks; callers say what holds there.
 * Used by the 24-hour rule (endpoints/timeSheets/talentTimeLock.ts) and a user's sessions
 * (collections/Users/sessionLock.ts).
 */
export async function lockInTransaction(req: PayloadRequest, key: string): Promise<void> {
  const db = req.payload.db as unknown as { name?: string; sessions?: Record<string, { db?: { execute(query: unknown): Promise<unknown> } }> }
  if (db.name !== 'postgres') return
  const transactionId = await req.transactionID
  const session = transactionId ? db.sessions?.[String(transactionId)]?.db : undefined
  if (!session) throw new Error(`the lock on ${key} must be taken inside the write transaction`)
  await session.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
}
