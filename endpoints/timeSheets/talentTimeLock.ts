import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/**
 * The 24-hour rule reads the talent's day and then writes it; two saves of the same talent at the same
 * moment must not both pass the check. Called first inside the write's transaction:
 * - PostgreSQL: a transaction-scoped advisory lock on the talent, held until commit or rollback, so
 *   every replica's writes of one talent's time queue (the second reads the first's committed rows);
 * - SQLite: write transactions already take turns (server/sqliteWriteQueue.ts);
 * - MongoDB: no advisory locks; the rule holds per request only (docs/time-sheets-plan.md decisions).
 */
export async function lockTalentTime(req: PayloadRequest, talentId: string): Promise<void> {
  const db = req.payload.db as unknown as { name?: string; sessions?: Record<string, { db?: { execute(query: unknown): Promise<unknown> } }> }
  if (db.name !== 'postgres') return
  const transactionId = await req.transactionID
  const session = transactionId ? db.sessions?.[String(transactionId)]?.db : undefined
  if (!session) throw new Error('lockTalentTime must run inside the write transaction')
  await session.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`time-entries:${talentId}`}))`)
}
