import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import type { LiveEvent } from '../contract/messenger'
import { RedisBus } from '../realtime/redisBus'
import { ApiClient, demo } from '../tests/helpers/apiClient'
import { LiveStream } from '../tests/helpers/liveStream'
import { idleRssMb } from '../tests/helpers/memory'
import { startTestServer, type TestServer } from '../tests/helpers/testServer'
import { measureAgainstBaseline } from './baseline'

/**
 * The live connection's benchmark, against one compiled
 * server process on SQLite:
 * - 500 open live connections (GET /api/v1/live/, five users with 100 pages each: LIVE_MAX_PER_USER=100
 *   here), then MESSAGES chat messages, each published once for the five users and so written to all 500
 *   streams. The delivery time of each copy runs from the publish to the moment this process reads it:
 *   p50 and p99 (budget p99 < 500 ms). The fan-out goes through Redis (LIVE_BUS=redis, REDIS_URL or
 *   127.0.0.1:6379), published from this process as another replica would publish it.
 * - Memory per connection: the server's settled RSS with the 500 streams open minus before, / 500.
 * - GET /api/v1/chats/unread_count/ (the unread badge's polling fallback): >= 0.25 of the trivial
 *   route measured right before it.
 */
export const CONNECTIONS = 500
export const MESSAGES = 40
/** Sent first and not counted: the JIT and the sockets' buffers warm up, as the other benches' warm-up does. */
const WARM_UP_MESSAGES = 5
export const LIVE_P99_BUDGET_MS = 500
export const UNREAD_RATIO_BUDGET = 0.25
const USERS = [demo.talent, demo.otherTalent, demo.northwind.manager, demo.northwind.admin, demo.lakeside.admin]
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

export interface LiveConnectionsMeasurement {
  connections: number
  deliveries: number
  p50: number
  p99: number
  max: number
  rssBeforeMb: number
  rssAfterMb: number
  perConnectionKb: number
  unread: { rps: number; p99: number; baselineRps: number; ratio: number } | { error: string }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export async function measureLiveConnections(options: { compiled?: boolean } = {}): Promise<LiveConnectionsMeasurement> {
  let server: TestServer | null = null
  const bus = new RedisBus({ url: REDIS_URL })
  const streams: LiveStream[] = []
  try {
    server = await startTestServer({
      seed: true,
      compiled: options.compiled ?? true,
      env: { LIVE_BUS: 'redis', REDIS_URL, LIVE_MAX_PER_USER: String(CONNECTIONS / USERS.length), RUN_JOBS: 'false' },
    })
    await bus.ready()
    const clients = await Promise.all(USERS.map((email) => ApiClient.signedIn(server!.url, email)))
    const userIds = await Promise.all(clients.map(async (client) => String((await client.get('/api/v1/user/')).body.id)))
    const rssBeforeMb = await idleRssMb(server.pid, 1000)

    // Copies still expected per message, and the delivery times read so far.
    const sentAt = new Map<string, number>()
    const pending = new Map<string, { left: number; done: () => void }>()
    const latencies: number[] = []
    const onEvent = (message: { event: string; data: any; at: number }) => {
      if (message.event !== 'message') return
      const started = sentAt.get(message.data.channelId)
      if (started === undefined) return
      latencies.push(message.at - started)
      const waiting = pending.get(message.data.channelId)
      if (waiting && --waiting.left === 0) waiting.done()
    }
    const perUser = CONNECTIONS / USERS.length
    for (let batch = 0; batch < CONNECTIONS; batch += 50) {
      const opened = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const client = clients[Math.floor((batch + i) / perUser)]!
          return LiveStream.open(server!.url, `talentgrid-token=${client.cookie('talentgrid-token')}`, { onEvent })
        }),
      )
      streams.push(...opened)
    }
    await Promise.all(streams.map((stream) => stream.event('ready')))
    if (streams.some((stream) => stream.status !== 200)) throw new Error('a live connection was refused')
    const rssAfterMb = await idleRssMb(server.pid, 1000)

    for (let i = -WARM_UP_MESSAGES; i < MESSAGES; i++) {
      if (i === 0) latencies.length = 0
      const channelId = randomUUID()
      const event: LiveEvent = {
        type: 'message',
        channelId,
        unreadCount: i + 1,
        chatUnreadCount: i + 1,
        message: {
          id: randomUUID(),
          channelId,
          senderId: userIds[0]!,
          mine: false,
          text: 'A message of a realistic length, '.repeat(6),
          imageUrl: null,
          sentAt: new Date().toISOString(),
        },
      }
      const delivered = new Promise<void>((resolve) => pending.set(channelId, { left: CONNECTIONS, done: resolve }))
      sentAt.set(channelId, performance.now())
      await bus.publish({ kind: 'event', userIds, event })
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        delivered,
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`message ${i}: ${pending.get(channelId)!.left} of ${CONNECTIONS} copies not delivered within 10 s`)),
            10_000,
          )
        }),
      ]).finally(() => clearTimeout(timer))
    }
    if (streams.some((stream) => stream.ended)) throw new Error('a live connection ended during the benchmark')
    for (const stream of streams) stream.close()
    streams.length = 0

    const sorted = [...latencies].sort((a, b) => a - b)
    const client = clients[0]!
    const probe = await client.get('/api/v1/chats/unread_count/')
    const unread =
      probe.status === 200
        ? await measureAgainstBaseline(`${server.url}/api/v1/chats/unread_count/`, {
            cookie: `talentgrid-token=${client.cookie('talentgrid-token')}`,
          })
        : { error: `GET /api/v1/chats/unread_count/ answered ${probe.status}` }
    return {
      connections: CONNECTIONS,
      deliveries: latencies.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1]!,
      rssBeforeMb,
      rssAfterMb,
      perConnectionKb: ((rssAfterMb - rssBeforeMb) * 1024) / CONNECTIONS,
      unread,
    }
  } finally {
    for (const stream of streams) stream.close()
    await bus.close()
    await server?.stop()
  }
}

export function reportLiveConnections(m: LiveConnectionsMeasurement): string[] {
  const failures: string[] = []
  console.log(
    `live connections          ${m.connections} open, ${MESSAGES} messages fanned out (${m.deliveries} deliveries): p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, max ${m.max.toFixed(1)} ms (budget p99 < ${LIVE_P99_BUDGET_MS} ms)`,
  )
  console.log(
    `live connection memory    RSS ${m.rssBeforeMb.toFixed(1)} MB -> ${m.rssAfterMb.toFixed(1)} MB with ${m.connections} open: ${m.perConnectionKb.toFixed(1)} KB per connection`,
  )
  if (m.deliveries !== m.connections * MESSAGES) failures.push(`live: ${m.deliveries} deliveries of ${m.connections * MESSAGES}`)
  if (m.p99 >= LIVE_P99_BUDGET_MS) failures.push(`live delivery p99 ${m.p99.toFixed(1)} ms >= ${LIVE_P99_BUDGET_MS} ms`)
  if ('error' in m.unread) {
    console.log(`GET /chats/unread_count/  not measured: ${m.unread.error}`)
    failures.push(`unread count not measured: ${m.unread.error}`)
  } else {
    console.log(
      `GET /chats/unread_count/  ${m.unread.rps.toFixed(0)} req/s   p99 ${m.unread.p99} ms   trivial route right before ${m.unread.baselineRps.toFixed(0)} req/s`,
    )
    console.log(`unread count ratio        ${m.unread.ratio.toFixed(3)}   (budget >= ${UNREAD_RATIO_BUDGET})`)
    if (m.unread.ratio < UNREAD_RATIO_BUDGET) failures.push(`unread count ratio ${m.unread.ratio.toFixed(3)} < ${UNREAD_RATIO_BUDGET}`)
  }
  return failures
}

/** Run directly (`node --import tsx bench/liveConnections.ts`; BENCH_SOURCES=true runs the sources instead of dist/). */
async function main() {
  const failures = reportLiveConnections(await measureLiveConnections({ compiled: process.env.BENCH_SOURCES !== 'true' }))
  if (failures.length) {
    console.error(`budget missed: ${failures.join('; ')}`)
    process.exit(1)
  }
  process.exit(0)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
