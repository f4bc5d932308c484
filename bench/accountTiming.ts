import { ApiClient, DEMO_PASSWORD, demo } from '../tests/helpers/apiClient'
import { ACCOUNT_OPERATIONS, MAX_GAP_MS, MAX_RATIO, accountOperations, interleavedMedians, tellsApart, type TimingComparison } from '../tests/helpers/accountTiming'
import { startTestServer } from '../tests/helpers/testServer'

/**
 * `npm run bench -- account-timing`: sign-in with a wrong password, password reset and sign-up, a known
 * against an unknown e-mail, medians of 15 interleaved rounds each against the compiled server. Budget:
 * the two medians not both MAX_RATIO times and MAX_GAP_MS apart (tests/helpers/accountTiming.ts
 * `tellsApart`; tests/api/accountTiming.test.ts asserts the same with fewer rounds).
 *
 * Also a sign-in with the right password against one with an unknown e-mail, held to the same budget:
 * both check one password hash (endpoints/account/issueSession.ts issues the session without hashing
 * again), so a right password costs only the session's writes more, not a second pbkdf2.
 */
const ROUNDS = 15

export async function measureAccountTiming(): Promise<Record<string, TimingComparison>> {
  const server = await startTestServer({ seed: true, compiled: true })
  try {
    const operations = accountOperations(server.url)
    const results: Record<string, TimingComparison> = {}
    for (const name of ACCOUNT_OPERATIONS) results[name] = await interleavedMedians(ROUNDS, operations[name].known, operations[name].unknown)
    results['signIn (right password)'] = await interleavedMedians(ROUNDS, () => signInRight(server.url), operations.signIn.unknown)
    return results
  } finally {
    await server.stop()
  }
}

async function signInRight(url: string): Promise<void> {
  const answer = await new ApiClient(url).post('/api/v1/sessions/', { email: demo.talent, password: DEMO_PASSWORD })
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`)
}

export function reportAccountTiming(results: Record<string, TimingComparison>): string[] {
  const failures: string[] = []
  for (const [name, timing] of Object.entries(results)) {
    console.log(
      `${`${name} known vs unknown`.padEnd(42)}${timing.known.toFixed(0).padStart(6)} ms vs ${timing.unknown.toFixed(0)} ms, ratio ${timing.ratio.toFixed(2)} (budget: not both >= ${MAX_RATIO}x and >= ${MAX_GAP_MS} ms)`,
    )
    if (tellsApart(timing)) failures.push(`${name}: known ${timing.known.toFixed(0)} ms vs unknown ${timing.unknown.toFixed(0)} ms`)
  }
  return failures
}
