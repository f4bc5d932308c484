/**
 * Reads GET /api/v1/live/ the way a page's EventSource would, with Node's fetch and a
 * stream reader: the events as they come, the comments (pings), and whether and how the stream ended.
 * Tests wait for a condition (an event, the end), never for a time.
 */
export interface LiveMessage {
  event: string
  data: any
  /** When it was read (performance.now()), for the delivery times of the benchmark. */
  at: number
}

export class LiveStream {
  readonly events: LiveMessage[] = []
  readonly comments: string[] = []
  ended = false
  /** 'clean' when the server ended the stream, 'error' when the connection broke, 'aborted' by close(). */
  endedHow: 'clean' | 'error' | 'aborted' | null = null
  private waiters: (() => void)[] = []
  private buffer = ''

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly abort: AbortController,
    readonly body: unknown,
  ) {}

  /** Opens the stream with these cookies (the session cookie); a non-200 answer is read as JSON into body. */
  static async open(url: string, cookie: string | undefined, options: { onEvent?: (message: LiveMessage) => void } = {}): Promise<LiveStream> {
    const abort = new AbortController()
    const response = await fetch(`${url}/api/v1/live/`, {
      headers: cookie ? { cookie, accept: 'text/event-stream' } : { accept: 'text/event-stream' },
      signal: abort.signal,
    })
    if (response.status !== 200) {
      const text = await response.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // not JSON
      }
      const stream = new LiveStream(response.status, response.headers, abort, body)
      stream.ended = true
      stream.endedHow = 'clean'
      return stream
    }
    const stream = new LiveStream(response.status, response.headers, abort, null)
    void stream.read(response.body!, options.onEvent)
    return stream
  }

  private async read(body: ReadableStream<Uint8Array>, onEvent?: (message: LiveMessage) => void) {
    const reader = body.getReader()
    const decoder = new TextDecoder()
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        this.buffer += decoder.decode(value, { stream: true })
        let index: number
        while ((index = this.buffer.indexOf('\n\n')) >= 0) {
          const block = this.buffer.slice(0, index)
          this.buffer = this.buffer.slice(index + 2)
          this.parse(block, onEvent)
        }
        this.wake()
      }
      this.endedHow = 'clean'
    } catch {
      this.endedHow = this.abort.signal.aborted ? 'aborted' : 'error'
    }
    this.ended = true
    this.wake()
  }

  private parse(block: string, onEvent?: (message: LiveMessage) => void) {
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim())
      else if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
    }
    if (!data.length) return
    const text = data.join('\n')
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON
    }
    const message = { event, data: parsed, at: performance.now() }
    this.events.push(message)
    onEvent?.(message)
  }

  private wake() {
    const waiters = this.waiters
    this.waiters = []
    for (const waiter of waiters) waiter()
  }

  /** Resolves once `condition` holds (checked on every chunk read); rejects if the stream ends first or after `timeoutMs`. */
  async until<T>(condition: () => T | undefined | null | false, what: string, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const result = condition()
      if (result) return result
      if (this.ended) throw new Error(`the live stream ended before ${what} (events: ${JSON.stringify(this.events.map((e) => e.event))})`)
      const remaining = deadline - Date.now()
      if (remaining <= 0) throw new Error(`no ${what} within ${timeoutMs} ms (events: ${JSON.stringify(this.events)})`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** The first event of this type (and matching `match`, if given), waiting for it. */
  event(type: string, match: (data: any) => boolean = () => true, timeoutMs?: number): Promise<LiveMessage> {
    return this.until(() => this.events.find((message) => message.event === type && match(message.data)), `a '${type}' event`, timeoutMs)
  }

  /** Resolves once the stream has ended (rejects after `timeoutMs`). */
  async end(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!this.ended) {
      const remaining = deadline - Date.now()
      if (remaining <= 0) throw new Error(`the live stream did not end within ${timeoutMs} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  close() {
    this.abort.abort()
  }
}
