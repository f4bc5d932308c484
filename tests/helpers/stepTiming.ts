import { appendFileSync } from 'node:fs'

/**
 * TEST_STEP_TIMING_FILE: one JSON line per timed step of a browser test (an accessibility scan, a
 * screenshot) and per page load, for finding where a browser file's time goes. Nothing is recorded
 * without it.
 */
function record(line: { kind: string; ms?: number }) {
  const file = process.env.TEST_STEP_TIMING_FILE
  if (file) appendFileSync(file, `${JSON.stringify({ ...line, testFile: expect.getState().testPath?.split('/').pop() })}\n`)
}

/**
 * A full load of one of our pages (not a move inside the app): each one starts an app afresh, about 1.5 s
 * of Chromium's CPU in a fresh context, so their count says how much of the browser files' time the
 * loads are. Called from a page's event, which may come after its test file has ended: nothing is
 * recorded then.
 */
export const countPageLoad = () => {
  try {
    record({ kind: 'page load' })
  } catch {
    // The file's test environment is gone.
  }
}

export async function timedStep<T>(kind: string, step: () => Promise<T>): Promise<T> {
  const file = process.env.TEST_STEP_TIMING_FILE
  if (!file) return step()
  const started = performance.now()
  try {
    return await step()
  } finally {
    record({ kind, ms: Math.round(performance.now() - started) })
  }
}
