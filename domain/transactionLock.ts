import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** A PostgreSQL session's drizzle client (Payload types a session's client as unknown). */
const executes = (client: unknown): client is { execute(query: unknown): Promise<unknown> } => typeof client === 'object' && client !== null && 'execute' in client

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
  const db = req.payload.db
  if (db.name !== 'postgres') return
  const transactionId = await req.transactionID
  // Payload's adapter type merges every installed adapter's declarations, and types the sessions as
  // MongoDB's; on PostgreSQL a session holds its drizzle client under `db`.
  const sessions: Record<string, object> | undefined = db.sessions
  const entry = transactionId ? sessions?.[String(transactionId)] : undefined
  const session = entry && 'db' in entry ? entry.db : undefined
  if (!executes(session)) throw new Error(`the lock on ${key} must be taken inside the write transaction`)
  await session.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
}
