import type { PayloadRequest } from 'payload'
import { lockInTransaction } from '../../domain/transactionLock'

/**
 * The 24-hour rule reads the talent's day and then writes it; two saves of the same talent at the same
 * moment must not both pass the check. Called first inside the write's transaction (domain/transactionLock.ts:
 * PostgreSQL advisory lock on the talent, SQLite write queue); on MongoDB the rule holds per request only
 * (docs/time-sheets-plan.md decisions).
 */
export async function lockTalentTime(req: PayloadRequest, talentId: string): Promise<void> {
  await lockInTransaction(req, `time-entries:${talentId}`)
}
