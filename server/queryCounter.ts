import { AsyncLocalStorage } from 'node:async_hooks'
import type { Payload } from 'payload'
import { ADAPTER_READ_METHODS, ADAPTER_WRITE_METHODS } from './adapterMethods'

/**
 * Counts the database calls made while handling one request, for tests and benchmarks only
 * (EXPOSE_QUERY_COUNT=true): every data method of Payload's database adapter is wrapped once, and a
 * call made inside `countQueries` adds one to that request's counter (AsyncLocalStorage follows the
 * request through every await). The contract router sends the total as the X-Query-Count header.
 * One adapter call is one unit: what the adapter does inside it (a join, a count for pagination) is
 * the adapter's business and the same for every call of its kind.
 */
export const QUERY_COUNT_HEADER = 'X-Query-Count'

const ADAPTER_METHODS = [...ADAPTER_READ_METHODS, ...ADAPTER_WRITE_METHODS] as const

const storage = new AsyncLocalStorage<{ count: number }>()
const instrumented = new WeakSet<object>()

/** Wraps the adapter's data methods (idempotent). Outside `countQueries` the wrappers only pass through. */
export function instrumentQueryCount(payload: Payload) {
  const db = payload.db as unknown as Record<string, unknown>
  if (instrumented.has(db)) return
  instrumented.add(db)
  // Raw statements run beside the adapter's methods (the search engines) report themselves through
  // this hook (domain/search/engine.ts noteRawQuery), so domain/ never imports server/.
  db.noteRawQuery = () => {
    const counter = storage.getStore()
    if (counter) counter.count += 1
  }
  for (const name of ADAPTER_METHODS) {
    const original = db[name]
    if (typeof original !== 'function') continue
    db[name] = function countedAdapterCall(this: unknown, ...args: unknown[]) {
      const counter = storage.getStore()
      if (counter) counter.count += 1
      return (original as (...a: unknown[]) => unknown).apply(this, args)
    }
  }
}

/** Runs `work` with a fresh counter and returns its result with the number of adapter calls it made. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; count: number }> {
  const counter = { count: 0 }
  const result = await storage.run(counter, work)
  return { result, count: counter.count }
}


