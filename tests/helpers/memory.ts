import { readFileSync } from 'node:fs'

/**
 * Resident memory of another process (Linux): VmRSS from /proc/<pid>/status, in MB. Used to check that
 * an upload streams through the server instead of being held in memory.
 */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)
  if (!match) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) / 1024
}

/** Samples `pid`'s RSS every `intervalMs` until stopped; stop() answers the peak and the sample count. */
export function sampleRss(pid: number, intervalMs = 20): { stop(): { peakMb: number; samples: number } } {
  let peakMb = rssMb(pid)
  let samples = 1
  const timer = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, rssMb(pid))
      samples++
    } catch {
      // The process ended; the peak so far stands.
    }
  }, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      try {
        peakMb = Math.max(peakMb, rssMb(pid))
        samples++
      } catch {
        // ended
      }
      return { peakMb, samples }
    },
  }
}

/** The process's settled RSS: the highest of a few samples over `ms` while nothing is asked of it. */
export async function idleRssMb(pid: number, ms = 1000): Promise<number> {
  const sampler = sampleRss(pid, 50)
  await new Promise((resolve) => setTimeout(resolve, ms))
  return sampler.stop().peakMb
}
