import { createHash } from 'node:crypto'
import type { LiveEvent } from '../contract/messenger'
import type { LiveEnv } from '../server/env'
import type { BusMessage, LiveBus } from './bus'
import { hub } from './hub'
import { MemoryBus } from './memoryBus'
import { PostgresBus } from './postgresBus'
import { RedisBus } from './redisBus'

/**
 * The live connection's layer: endpoints publish events for users with
 * publishLive; the bus (memory, PostgreSQL LISTEN/NOTIFY or Redis pub/sub) carries them to every app
 * process; each process's hub writes them to the streams it holds (server/live.ts opens those).
 * May import contract/, domain/clock and server/env only.
 */
export { hub } from './hub'
export type { LiveBus, BusMessage } from './bus'
export { markOnline } from './presence'

export interface StartLiveOptions {
  live: LiveEnv
  databaseUrl: string
  onError?: (error: unknown, context: string) => void
}

let bus: LiveBus | null = null
let unsubscribe: (() => void) | null = null
let onError: (error: unknown, context: string) => void = () => undefined
/** Set by server/live.ts: checks the sessions of a user's open streams again and closes those that ended. */
let recheckUser: ((userId: string) => void) | null = null

/** The bus LIVE_BUS names (or its default): see server/env.ts readLiveEnv. */
export function createBus(options: StartLiveOptions): LiveBus {
  const report = options.onError
  if (options.live.bus === 'redis') return new RedisBus({ url: options.live.redisUrl!, onError: report })
  if (options.live.bus === 'postgres') return new PostgresBus({ connectionString: options.databaseUrl, onError: report })
  return new MemoryBus()
}

/** A message from any process (this one included) reaches this process's streams. */
function receive(message: BusMessage) {
  if (message.kind === 'event') {
    hub.deliver(message.userIds, message.event)
    return
  }
  if (message.sessionId) hub.endSession(message.sessionId)
  if (message.userId) recheckUser?.(message.userId)
}

/** Opens the bus and listens; resolves once it does (server/main.ts, before the server listens). */
export async function startLive(options: StartLiveOptions): Promise<LiveBus> {
  if (bus) return bus
  onError = options.onError ?? onError
  hub.setMaxPerUser(options.live.maxPerUser)
  const created = createBus(options)
  bus = created
  unsubscribe = created.subscribe(receive)
  await created.ready()
  return created
}

/** Closes every open stream of this process, then the bus (server/main.ts, on shutdown). */
export async function stopLive(): Promise<void> {
  hub.closeAll()
  const closing = bus
  bus = null
  unsubscribe?.()
  unsubscribe = null
  await closing?.close()
}

/** The bus in use, or null before startLive. */
export function liveBus(): LiveBus | null {
  return bus
}

async function send(message: BusMessage): Promise<void> {
  // Not started (a script, a unit test): only this process's streams, as the memory bus would.
  if (!bus) return void receive(message)
  try {
    await bus.publish(message)
  } catch (error) {
    // The record is written; a lost live event only means the page refetches later. Never fail the request.
    onError(error, 'publish')
  }
}

/** An event for these users' open pages, on whichever replica they are connected to. */
export async function publishLive(userIds: string[], event: LiveEvent): Promise<void> {
  const unique = [...new Set(userIds.map(String))]
  if (!unique.length) return
  await send({ kind: 'event', userIds: unique, event })
}

/**
 * A session ended: `{ sessionId }` closes the streams opened with it (sign-out); `{ userId }` has every
 * stream of that user checked again (deactivation, revoked sessions, a password change), closing those
 * whose session no longer holds. On every replica.
 */
export async function endSessionStreams(target: { sessionId: string } | { userId: string }): Promise<void> {
  await send({ kind: 'end', ...target })
}

/** How a stream names its session on the bus: a hash of the token (the token itself never travels). */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 32)
}

/** server/live.ts: how a user's streams are checked again. */
export function onRecheckUser(handler: ((userId: string) => void) | null) {
  recheckUser = handler
}
