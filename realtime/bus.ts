import type { LiveEvent } from '../contract/messenger'

/**
 * What travels between the app processes: an event
 * for some users, or the end of sessions. Every process receives everything published, its own messages
 * included, and hands it to its hub (realtime/hub.ts), which holds only that process's open connections.
 */
export type BusMessage =
  | { kind: 'event'; userIds: string[]; event: LiveEvent }
  /**
   * A session ended (sign-out: `sessionId`, the hash of its token, see sessionKey) or a user changed
   * (`userId`: deactivated, password changed, sessions revoked): the streams of that session close, the
   * streams of that user have their session checked again and close when it no longer holds.
   */
  | { kind: 'end'; sessionId?: string; userId?: string }

export type BusHandler = (message: BusMessage) => void

export interface LiveBus {
  readonly name: 'memory' | 'postgres' | 'redis'
  /** Resolves once the bus has taken the message (not once it was delivered). */
  publish(message: BusMessage): Promise<void>
  /** Every message published on the bus from now on, by any process; answers the unsubscribe. */
  subscribe(handler: BusHandler): () => void
  /** Resolves once the bus listens (a subscription made before it does would miss messages). */
  ready(): Promise<void>
  close(): Promise<void>
}

/** Channel names: one for the whole deployment (PostgreSQL scopes NOTIFY to the database already). */
export const POSTGRES_CHANNEL = 'talentgrid_live'
export const REDIS_CHANNEL = 'talentgrid:live'

/** A message read back from the wire, or null when it is not one of ours (a stray publish on the channel). */
export function parseBusMessage(text: string): BusMessage | null {
  try {
    const value = JSON.parse(text) as BusMessage
    if (value?.kind === 'event' && Array.isArray(value.userIds) && typeof value.event?.type === 'string') return value
    if (value?.kind === 'end' && (typeof value.sessionId === 'string' || typeof value.userId === 'string')) return value
    return null
  } catch {
    return null
  }
}

/** Calls each handler, so that one that throws does not keep the message from the others. */
export function dispatch(handlers: Iterable<BusHandler>, message: BusMessage, onError: (error: unknown) => void) {
  for (const handler of handlers) {
    try {
      handler(message)
    } catch (error) {
      onError(error)
    }
  }
}
