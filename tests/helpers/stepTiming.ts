import { appendFileSync } from 'node:fs'

/**
 * TEST_STEP_TIMING_FILE: one JSON line per timed step of a browser test (an accessibility scan, a
 * screenshot), for finding where a browser file's time goes. Nothing is recorded without it.
 */
export async function timedStep<T>(kind: string, step: () => Promise<T>): Promise<T> {
  const file = process.env.TEST_STEP_TIMING_FILE
  if (!file) return step()
  const started = performance.now()
  try {
    return await step()
  } finally {
    const ms = Math.round(performance.now() - started)
    appendFileSync(file, `${JSON.stringify({ kind, ms, testFile: expect.getState().testPath?.split('/').pop() })}\n`)
  }
}
