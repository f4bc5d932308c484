import { AsyncLocalStorage } from 'node:async_hooks'
import type { Payload } from 'payload'
import { ADAPTER_WRITE_METHODS } from './adapterMethods'

/**
 * SQLite allows one writer at a time, and the libsql client opens a fresh connection for every
 * transaction without the adapter's busy_timeout: a second request that began a write transaction while
 * another was open failed at once with SQLITE_BUSY (500). A busy_timeout would not help either, because
 * the synchronous driver would block the event loop, and with it the very transaction it waits for.
 * So in this process write transactions take turns: each begins only after the previous one committed
 * or rolled back. Reads (WAL) never wait. PostgreSQL and MongoDB need none of this.
 *
 * A transaction that is never ended would hold the queue forever; Payload's operations and
 * `withTransaction` always end theirs, and as a guard the turn passes on after HOLD_LIMIT_MS anyway (the
 * late transaction then meets SQLITE_BUSY, as every transaction did before this queue).
 */
const HOLD_LIMIT_MS = 30_000

export function queueSqliteWriteTransactions(payload: Payload) {
  if (payload.db.name !== 'sqlite') return
  const db = payload.db as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
  const begin = db.beginTransaction!
  const commit = db.commitTransaction!
  const rollback = db.rollbackTransaction!
  const turns = new Map<unknown, () => void>()
  const inTurn = new AsyncLocalStorage<true>()
  let last: Promise<void> = Promise.resolve()

  /** Waits for the previous writer to finish; the answer passes the turn on (at the latest after HOLD_LIMIT_MS). */
  const takeTurn = async (): Promise<() => void> => {
    let endTurn!: () => void
    const turnEnded = new Promise<void>((resolve) => (endTurn = resolve))
    const previous = last
    last = turnEnded
    await previous
    const guard = setTimeout(() => {
      payload.logger.warn('a SQLite write held the write queue too long; letting the next one begin')
      endTurn()
    }, HOLD_LIMIT_MS)
    guard.unref()
    return () => {
      clearTimeout(guard)
      endTurn()
    }
  }

  db.beginTransaction = async function queuedBegin(this: unknown, ...args: unknown[]) {
    const passTurn = await takeTurn()
    try {
      const id = await begin.apply(this, args)
      if (id === null || id === undefined) passTurn()
      else turns.set(id, passTurn)
      return id
    } catch (error) {
      passTurn()
      throw error
    }
  }
  const ending = (end: (...args: unknown[]) => Promise<unknown>) =>
    async function queuedEnd(this: unknown, incomingId?: unknown, ...rest: unknown[]) {
      const id = incomingId instanceof Promise ? await incomingId : incomingId
      try {
        return await end.call(this, id, ...rest)
      } finally {
        turns.get(id)?.()
        turns.delete(id)
      }
    }
  db.commitTransaction = ending(commit)
  db.rollbackTransaction = ending(rollback)

  // Writes the adapter runs outside any transaction (Payload's failure count of a wrong password, written
  // that way on purpose so parallel attempts see it) met the write lock of whichever transaction was open
  // and failed with SQLITE_BUSY: they take a turn too. A write the adapter makes inside another one of
  // these (upsert through updateOne, say) is already in that turn.
  for (const method of ADAPTER_WRITE_METHODS) {
    const write = db[method]
    if (typeof write !== 'function') continue
    db[method] = async function queuedWrite(this: unknown, ...args: unknown[]) {
      const inTransaction = Boolean((args[0] as { req?: { transactionID?: unknown } } | undefined)?.req?.transactionID)
      if (inTransaction || inTurn.getStore()) return write.apply(this, args)
      const passTurn = await takeTurn()
      try {
        return await inTurn.run(true, () => write.apply(this, args))
      } finally {
        passTurn()
      }
    }
  }
}
