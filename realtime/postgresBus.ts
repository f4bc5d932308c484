import { Client, Pool } from 'pg'
import { dispatch, parseBusMessage, POSTGRES_CHANNEL, type BusHandler, type BusMessage, type LiveBus } from './bus'

/**
 * Fan-out through the PostgreSQL the deployment already runs: LISTEN on one dedicated connection (a
 * pooled one would be handed to queries and lose its LISTEN), NOTIFY through a small pool of its own.
 * The listening connection is re-opened after an error or a restart of the database, waiting 250 ms,
 * then twice as long each time up to 10 s; messages sent while it was down are lost (a client that
 * reconnects refetches what it missed).
 *
 * NOTIFY carries at most 8,000 bytes: a message over NOTIFY_LIMIT_BYTES travels without the chat message
 * itself (`message: null`, the page fetches it), and a long list of users is split over several NOTIFYs.
 */
export const NOTIFY_LIMIT_BYTES = 7_000
const RECONNECT_FIRST_MS = 250
const RECONNECT_MAX_MS = 10_000

/** The NOTIFY payloads for a message: one, unless it has to be made smaller or split to fit. */
export function notifyPayloads(message: BusMessage, limit = NOTIFY_LIMIT_BYTES): string[] {
  const text = JSON.stringify(message)
  if (Buffer.byteLength(text) <= limit) return [text]
  if (message.kind !== 'event') return [text]
  if (message.event.type === 'message' && message.event.message) {
    return notifyPayloads({ ...message, event: { ...message.event, message: null } }, limit)
  }
  if (message.userIds.length > 1) {
    const half = Math.ceil(message.userIds.length / 2)
    return [
      ...notifyPayloads({ ...message, userIds: message.userIds.slice(0, half) }, limit),
      ...notifyPayloads({ ...message, userIds: message.userIds.slice(half) }, limit),
    ]
  }
  throw new Error(`a live event of ${Buffer.byteLength(text)} bytes does not fit in a NOTIFY`)
}

export interface PostgresBusOptions {
  connectionString: string
  channel?: string
  onError?: (error: unknown, context: string) => void
}

export class PostgresBus implements LiveBus {
  readonly name = 'postgres' as const
  private readonly handlers = new Set<BusHandler>()
  private readonly channel: string
  private readonly pool: Pool
  private listener: Client | null = null
  private closed = false
  private retryMs = RECONNECT_FIRST_MS
  private retryTimer: NodeJS.Timeout | null = null
  private firstListen: Promise<void>

  constructor(private readonly options: PostgresBusOptions) {
    this.channel = options.channel ?? POSTGRES_CHANNEL
    this.pool = new Pool({ connectionString: options.connectionString, max: 2, idleTimeoutMillis: 30_000 })
    this.pool.on('error', (error) => this.report(error, 'notify pool'))
    this.firstListen = this.listen()
  }

  private report(error: unknown, context: string) {
    this.options.onError?.(error, context)
  }

  /** Opens the listening connection; on failure keeps trying in the background (and resolves anyway). */
  private async listen(): Promise<void> {
    if (this.closed) return
    const client = new Client({ connectionString: this.options.connectionString })
    client.on('error', (error) => {
      this.report(error, 'listen connection')
      this.reconnect(client)
    })
    client.on('end', () => this.reconnect(client))
    client.on('notification', (notification) => {
      if (notification.channel !== this.channel || !notification.payload) return
      const message = parseBusMessage(notification.payload)
      if (message) dispatch(this.handlers, message, (error) => this.report(error, 'subscriber'))
    })
    try {
      await client.connect()
      // The channel is a constant of ours, quoted as an identifier.
      await client.query(`LISTEN "${this.channel.replaceAll('"', '""')}"`)
      if (this.closed) {
        await client.end().catch(() => undefined)
        return
      }
      this.listener = client
      this.retryMs = RECONNECT_FIRST_MS
    } catch (error) {
      this.report(error, 'listen connect')
      this.reconnect(client)
    }
  }

  private reconnect(client: Client) {
    if (this.closed || this.retryTimer) return
    if (this.listener && this.listener !== client) return
    this.listener = null
    client.removeAllListeners('end')
    client.end().catch(() => undefined)
    const wait = this.retryMs
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS)
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.listen()
    }, wait)
    this.retryTimer.unref()
  }

  async publish(message: BusMessage): Promise<void> {
    if (this.closed) throw new Error('the live bus is closed')
    for (const text of notifyPayloads(message)) await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, text])
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler)
    return () => this.handlers.delete(handler)
  }

  ready(): Promise<void> {
    return this.firstListen
  }

  /** True while the LISTEN connection is open (tests, diagnostics). */
  get listening(): boolean {
    return this.listener !== null
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.handlers.clear()
    const listener = this.listener
    this.listener = null
    if (listener) {
      listener.removeAllListeners('end')
      await listener.end().catch(() => undefined)
    }
    await this.pool.end().catch(() => undefined)
  }
}
