import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * Keeps a long export within its memory budget (idle + 128 MB for 100,000 entries, bench/timeSheets.ts).
 * The export holds one page at a time, yet every page leaves garbage (query results, answers, CSV cells)
 * that outlives a few scavenges and lands in the old generation, which V8 collects only when the heap has
 * grown to a multiple of what is live: with the server's ~140 MB live heap, measured at +300 MB of RSS
 * for 100,000 rows, all of it garbage (with a full collection after each page the export stayed within
 * +12 MB). So between pages, when the heap has grown by more than `slackMb` since the export began, the
 * export asks for a full collection. `gc` is not exposed to the process by default; the V8 flag made at
 * run time exposes it to a new context only, which hands it back (nothing else changes for the server).
 */
let collect: (() => void) | null | undefined

function fullCollection(): (() => void) | null {
  if (collect !== undefined) return collect
  try {
    setFlagsFromString('--expose-gc')
    collect = runInNewContext('gc') as () => void
  } catch {
    collect = null
  }
  return collect
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
