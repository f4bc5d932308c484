import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

/** A real SMTP server on a free port that keeps what it receives, for tests to read. */
export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
  html: string
  links: string[]
  // The attached files' names
  attachments: string[]
}

export interface MailCatcher {
  url: string
  messages: ReceivedMail[]
  /** Resolves with the first message (already received or arriving within the timeout) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

/** `acceptAfterMs`: the server takes each message only after this long, as a slow mail server would. */
export async function startMailCatcher(options: { acceptAfterMs?: number } = {}): Promise<MailCatcher> {
  const postalMime = (await import('postal-mime')) as unknown as { default?: typeof import('postal-mime').default }
  const PostalMime = postalMime.default ?? (postalMime as unknown as typeof import('postal-mime').default)
  const messages: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        if (options.acceptAfterMs) await new Promise((resolve) => setTimeout(resolve, options.acceptAfterMs))
        const parsed = await PostalMime.parse(Buffer.concat(chunks))
        const text = parsed.text ?? ''
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? '',
          text,
          html: parsed.html ?? '',
          links: text.match(/https?:\/\/\S+/g) ?? [],
          attachments: parsed.attachments.map((attachment) => attachment.filename ?? ''),
        })
        for (const wake of waiters) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching mail within ${timeoutMs} ms; received: ${messages.map((m) => `${m.to} ${m.subject}`).join('; ')}`))
        }, timeoutMs)
        if (!check()) waiters.add(check)
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
