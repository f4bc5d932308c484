import type { LiveEvent } from '../contract/messenger'

/**
 * This process's open live connections, by user id. An event for some users is serialized once and
 * written to each of their connections. A user may hold at most `maxPerUser` connections (a page each);
 * opening one more closes their oldest, so a runaway client cannot hold the process's sockets.
 */
export interface LiveConnection {
  userId: string
  /** sessionKey(token) of the session the connection was opened with. */
  sessionId: string
  /** Writes text to the connection (already in server-sent-events form). */
  write(chunk: string): void
  /** Ends the connection; the hub has already forgotten it. */
  close(): void
}

/** One server-sent event: `event:` is the type, `data:` the JSON (one line: JSON has no raw newline). */
export function formatEvent(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
}

export const PING = ': ping\n\n'

export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveConnection>>()

  constructor(private maxPerUser = 20) {}

  setMaxPerUser(max: number) {
    this.maxPerUser = max
  }

  add(connection: LiveConnection) {
    let set = this.byUser.get(connection.userId)
    if (!set) {
      set = new Set()
      this.byUser.set(connection.userId, set)
    }
    set.add(connection)
    // A Set keeps insertion order: the first ones are the oldest.
    while (set.size > this.maxPerUser) this.end(set.values().next().value!)
  }

  /** Forgets a connection that closed by itself (the client left); answers whether it was held. */
  remove(connection: LiveConnection): boolean {
    const set = this.byUser.get(connection.userId)
    if (!set?.delete(connection)) return false
    if (!set.size) this.byUser.delete(connection.userId)
    return true
  }

  /** Forgets and closes a connection. */
  end(connection: LiveConnection) {
    if (this.remove(connection)) connection.close()
  }

  /** Writes the event to every connection of these users held here; answers how many got it. */
  deliver(userIds: readonly string[], event: LiveEvent): number {
    let chunk: string | null = null
    let count = 0
    for (const userId of new Set(userIds)) {
      const set = this.byUser.get(userId)
      if (!set) continue
      chunk ??= formatEvent(event)
      for (const connection of set) {
        connection.write(chunk)
        count++
      }
    }
    return count
  }

  /** Closes the connections opened with this session; answers how many. */
  endSession(sessionId: string): number {
    let count = 0
    for (const set of [...this.byUser.values()]) {
      for (const connection of [...set]) {
        if (connection.sessionId !== sessionId) continue
        this.end(connection)
        count++
      }
    }
    return count
  }

  connectionsOf(userId: string): LiveConnection[] {
    return [...(this.byUser.get(userId) ?? [])]
  }

  all(): LiveConnection[] {
    return [...this.byUser.values()].flatMap((set) => [...set])
  }

  get size(): number {
    let count = 0
    for (const set of this.byUser.values()) count += set.size
    return count
  }

  closeAll() {
    for (const connection of this.all()) this.end(connection)
  }
}

/** The process's hub. */
export const hub = new LiveHub()
