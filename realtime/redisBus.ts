import Redis from 'ioredis'
import { dispatch, parseBusMessage, REDIS_CHANNEL, type BusHandler, type BusMessage, type LiveBus } from './bus'

/**
 * Fan-out through Redis pub/sub: one connection publishes, a second one subscribes (a subscribed Redis
 * connection can do nothing else). ioredis reconnects both by itself and subscribes again; messages
 * published while the subscriber was away are lost (a client that reconnects refetches what it missed).
 */
const READY_WAIT_MS = 5_000

export interface RedisBusOptions {
  url: string
  channel?: string
  onError?: (error: unknown, context: string) => void
}

export class RedisBus implements LiveBus {
  readonly name = 'redis' as const
  private readonly handlers = new Set<BusHandler>()
  private readonly channel: string
  private readonly publisher: Redis
  private readonly subscriber: Redis
  private readonly subscribed: Promise<void>
  private closed = false

  constructor(private readonly options: RedisBusOptions) {
    this.channel = options.channel ?? REDIS_CHANNEL
    const retryStrategy = (times: number) => Math.min(250 * 2 ** Math.min(times, 6), 10_000)
    this.publisher = new Redis(options.url, { retryStrategy, maxRetriesPerRequest: 2, lazyConnect: false })
    this.subscriber = new Redis(options.url, { retryStrategy, lazyConnect: false })
    this.publisher.on('error', (error) => options.onError?.(error, 'redis publisher'))
    this.subscriber.on('error', (error) => options.onError?.(error, 'redis subscriber'))
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return
      const message = parseBusMessage(text)
      if (message) dispatch(this.handlers, message, (error) => options.onError?.(error, 'subscriber'))
    })
    this.subscribed = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (error) => options.onError?.(error, 'redis subscribe'),
    )
  }

  async publish(message: BusMessage): Promise<void> {
    if (this.closed) throw new Error('the live bus is closed')
    await this.publisher.publish(this.channel, JSON.stringify(message))
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler)
    return () => this.handlers.delete(handler)
  }

  /** Subscribed, or READY_WAIT_MS passed (Redis down at start: ioredis keeps trying, the server starts anyway). */
  ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.options.onError?.(new Error(`not subscribed to Redis within ${READY_WAIT_MS} ms; still trying`), 'redis subscribe')
        resolve()
      }, READY_WAIT_MS)
      timer.unref()
    })
    return Promise.race([this.subscribed, waited]).finally(() => clearTimeout(timer))
  }

  async close(): Promise<void> {
    this.closed = true
    this.handlers.clear()
    await Promise.all([
      this.publisher.quit().catch(() => this.publisher.disconnect()),
      this.subscriber.quit().catch(() => this.subscriber.disconnect()),
    ])
  }
}
