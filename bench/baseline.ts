import { fork } from 'node:child_process'
import path from 'node:path'
import autocannon from 'autocannon'

/**
 * Load measurement shared by the benchmarks, and the baseline every ratio is taken against: the trivial
 * Express route (bench/trivialServer.ts) in its own process, measured right before the measurement it
 * divides. A baseline taken once at the start drifted with the machine's load (the users list read 0.358
 * on a quiet machine and 0.132 on a busy one), so each ratio has its own, seconds apart.
 */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
export const CONNECTIONS = 10

export interface Throughput {
  rps: number
  p99: number
}

/** autocannon against `url`: a 2 s warm-up (JIT, pools), then DURATION_S measured; any non-2xx fails. */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<Throughput> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { rps: result.requests.average, p99: result.latency.p99 }
}

/** The trivial route's throughput now. */
export async function measureBaseline(): Promise<Throughput> {
  const child = fork(path.join(process.cwd(), 'bench/trivialServer.ts'), { execArgv: ['--import', 'tsx'] })
  try {
    const port = await new Promise<number>((resolve) => child.on('message', (m: { port: number }) => resolve(m.port)))
    return await measure(`http://127.0.0.1:${port}/trivial`)
  } finally {
    child.kill('SIGTERM')
  }
}

/** A measurement and the baseline taken right before it. */
export async function measureAgainstBaseline(url: string, headers: Record<string, string> = {}): Promise<Throughput & { baselineRps: number; ratio: number }> {
  const baseline = await measureBaseline()
  const measured = await measure(url, headers)
  return { ...measured, baselineRps: baseline.rps, ratio: measured.rps / baseline.rps }
}
