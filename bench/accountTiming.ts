import { ACCOUNT_OPERATIONS, MAX_GAP_MS, MAX_RATIO, accountOperations, interleavedMedians, tellsApart, type TimingComparison } from '../tests/helpers/accountTiming'
import { startTestServer } from '../tests/helpers/testServer'

/**
 * `npm run bench -- account-timing`: sign-in with a wrong password, password reset and sign-up, a known
 * against an unknown e-mail, medians of 15 interleaved rounds each against the compiled server. Budget:
 * the two medians not both MAX_RATIO times and MAX_GAP_MS apart (tests/helpers/accountTiming.ts
 * `tellsApart`; tests/api/accountTiming.test.ts asserts the same with fewer rounds).
 */
const ROUNDS = 15

export async function measureAccountTiming(): Promise<Record<string, TimingComparison>> {
  const server = await startTestServer({ seed: true, compiled: true })
  try {
    const operations = accountOperations(server.url)
    const results: Record<string, TimingComparison> = {}
    for (const name of ACCOUNT_OPERATIONS) results[name] = await interleavedMedians(ROUNDS, operations[name].known, operations[name].unknown)
    return results
  } finally {
    await server.stop()
  }
}

export function reportAccountTiming(results: Record<string, TimingComparison>): string[] {
  const failures: string[] = []
  for (const [name, timing] of Object.entries(results)) {
    console.log(
      `${`${name} known vs unknown`.padEnd(26)}${timing.known.toFixed(0).padStart(6)} ms vs ${timing.unknown.toFixed(0)} ms, ratio ${timing.ratio.toFixed(2)} (budget: not both >= ${MAX_RATIO}x and >= ${MAX_GAP_MS} ms)`,
    )
    if (tellsApart(timing)) failures.push(`${name}: known ${timing.known.toFixed(0)} ms vs unknown ${timing.unknown.toFixed(0)} ms`)
  }
  return failures
}
