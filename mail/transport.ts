import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Logger } from 'pino'

/**
 * Real SMTP when SMTP_URL is set. Without it every message is written as an .eml file under
 * data/mail/ and its links are logged, so a developer can follow a confirmation link with no mail
 * server at all. Both are real nodemailer transports: the message is built the same way either way.
 */
export function createMailTransport(options: { smtpUrl: string | null; dataDir: string; logger: Logger }): Transporter {
  if (options.smtpUrl) return nodemailer.createTransport(options.smtpUrl)
  const mailDir = path.join(options.dataDir, 'mail')
  mkdirSync(mailDir, { recursive: true })
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const send = transport.sendMail.bind(transport)
  transport.sendMail = (async (mail: nodemailer.SendMailOptions) => {
    const info = await send(mail)
    const raw = (info as unknown as { message: Buffer }).message
    const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`)
    writeFileSync(file, raw)
    const links = String(mail.text ?? '').match(/https?:\/\/\S+/g) ?? []
    options.logger.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to file (SMTP_URL not set)')
    return info
  }) as typeof transport.sendMail
  return transport
}
