import { dispatch, type BusHandler, type BusMessage, type LiveBus } from './bus'

/**
 * The bus of one process (the embedded SQLite default, where there is one replica): every memory bus of
 * the process shares the same subscribers, as separate processes share a PostgreSQL or Redis channel.
 * Delivery is asynchronous (a microtask later), like the others, so a publisher never runs a subscriber
 * inside its own call.
 */
const everyone = new Set<BusHandler>()

export class MemoryBus implements LiveBus {
  readonly name = 'memory' as const
  private readonly own = new Set<BusHandler>()
  private closed = false

  async publish(message: BusMessage): Promise<void> {
    if (this.closed) throw new Error('the live bus is closed')
    // A copy: JSON on the other buses, so no subscriber can change what another one receives.
    const copy = JSON.parse(JSON.stringify(message)) as BusMessage
    queueMicrotask(() => dispatch([...everyone], copy, () => undefined))
  }

  subscribe(handler: BusHandler): () => void {
    everyone.add(handler)
    this.own.add(handler)
    return () => {
      everyone.delete(handler)
      this.own.delete(handler)
    }
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.closed = true
    for (const handler of this.own) everyone.delete(handler)
    this.own.clear()
  }
}
