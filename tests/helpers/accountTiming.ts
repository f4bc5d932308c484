import { ApiClient, demo } from './apiClient'

/**
 * Timing a known against an unknown e-mail on the three signed-out account operations (sign-in with a
 * wrong password, password reset, sign-up): tests/api/accountTiming.test.ts asserts the bound, and
 * `npm run bench -- account-timing` holds it as a budget on a quiet machine.
 */
/**
 * Two medians tell the kinds of address apart when they differ by both: more than MAX_RATIO times and more
 * than MAX_GAP_MS (before the fix: 2x to 6x, and 140 to 600 ms). Either bound alone would flag noise: a
 * 40 ms answer meets 70 ms now and then on a loaded machine, and a 2 s one 2.15 s.
 */
export const MAX_RATIO = 1.5
export const MAX_GAP_MS = 100
export const tellsApart = (timing: TimingComparison) => timing.ratio >= MAX_RATIO && timing.gap >= MAX_GAP_MS

const PASSWORD = 'Strong#Pass9'
/** Demo talents (scripts/seedData.ts) the known side signs in as, in turn, to stay under the lockout (five failures). */
const KNOWN_TALENTS = [
  'sofia.martinez@talent.example',
  'michael.okafor@talent.example',
  'david.kowalski@talent.example',
  'aisha.rahman@talent.example',
  'ryan.sullivan@talent.example',
]

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface TimingComparison {
  known: number
  unknown: number
  ratio: number
  gap: number
}

/**
 * Medians of `rounds` timed calls of each kind after one warm-up each, alternating which goes first, so
 * load on the machine slows both sides alike; a pause after each call lets the work the server does
 * after its answer (a queued mail) finish before the next call.
 */
export async function interleavedMedians(rounds: number, known: (round: number) => Promise<unknown>, unknown: (round: number) => Promise<unknown>): Promise<TimingComparison> {
  const times = { known: [] as number[], unknown: [] as number[] }
  const timed = async (kind: 'known' | 'unknown', round: number) => {
    const started = performance.now()
    await (kind === 'known' ? known : unknown)(round)
    const elapsed = performance.now() - started
    if (round >= 0) times[kind].push(elapsed)
    await pause(300)
  }
  await timed('known', -1)
  await timed('unknown', -1)
  for (let round = 0; round < rounds; round++) {
    const order: ('known' | 'unknown')[] = round % 2 ? ['unknown', 'known'] : ['known', 'unknown']
    for (const kind of order) await timed(kind, round)
  }
  const result = { known: median(times.known), unknown: median(times.unknown) }
  return { ...result, ratio: Math.max(result.known, result.unknown) / Math.min(result.known, result.unknown), gap: Math.abs(result.known - result.unknown) }
}

export type AccountOperation = 'signIn' | 'reset' | 'signUp'
export const ACCOUNT_OPERATIONS: AccountOperation[] = ['signIn', 'reset', 'signUp']

/** The three operations for a known and for an unknown address, each checking the answer both get. */
export function accountOperations(url: string): Record<AccountOperation, { known: (round: number) => Promise<void>; unknown: (round: number) => Promise<void> }> {
  const client = () => new ApiClient(url)
  const unique = (kind: string, round: number) => `${kind}-${round}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@talent.example`
  const expectStatus = async (response: Promise<{ status: number; body: unknown }>, status: number) => {
    const answer = await response
    if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
  const signIn = (email: string) => expectStatus(client().post('/api/v1/sessions/', { email, password: 'Not-the-password1!' }), 422)
  const reset = (email: string) => expectStatus(client().post('/api/v1/password/reset/', { email }), 200)
  const signUp = (email: string) =>
    expectStatus(client().post('/api/v1/public/talents/', { first_name: 'Tess', last_name: 'Timing', email, password: PASSWORD, confirm_password: PASSWORD }), 201)
  const knownTalent = (round: number) => KNOWN_TALENTS[(round + KNOWN_TALENTS.length) % KNOWN_TALENTS.length]!
  return {
    signIn: { known: (round) => signIn(knownTalent(round)), unknown: (round) => signIn(unique('nobody', round)) },
    reset: { known: () => reset(demo.talent), unknown: (round) => reset(unique('nobody', round)) },
    signUp: { known: (round) => signUp(knownTalent(round)), unknown: (round) => signUp(unique('newcomer', round)) },
  }
}
