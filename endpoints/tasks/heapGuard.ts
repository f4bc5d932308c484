/**
 * Keeps a long export within its memory budget (idle + 128 MB for 100,000 entries, bench/timeSheets.ts).
 * The export holds one page at a time, yet every page leaves garbage (query results, answers, CSV cells)
 * that outlives a few scavenges and lands in the old generation, which V8 collects only when the heap has
 * grown to a multiple of what is live: with the server's ~140 MB live heap, measured at +300 MB of RSS
 * for 100,000 rows, all of it garbage (with a full collection after each page the export stayed within
 * +12 MB). So between pages, when the heap has grown by more than `slackMb` since the export began, the
 * export asks for a full collection. `gc` exists only when node was started with --expose-gc (a start
 * flag, not set at run time: V8 flags changed at run time are documented as unpredictable); without it
 * the export still works, with a higher peak.
 */
/** `gc` when the process was started with --expose-gc (npm start, the Dockerfile and the test servers do). */
const fullCollection = (): (() => void) | null => {
  const exposed = (globalThis as { gc?: unknown }).gc
  return typeof exposed === 'function' ? (exposed as () => void) : null
}

export function heapGuard(slackMb = 48) {
  const baseline = process.memoryUsage().heapUsed
  return {
    /** Between pages: a full collection when the garbage since the start passed the slack. */
    check() {
      if (process.memoryUsage().heapUsed - baseline > slackMb * 1024 * 1024) fullCollection()?.()
    },
  }
}
