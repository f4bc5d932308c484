import type { PayloadRequest, TaskConfig } from 'payload'
import { z } from 'zod'
import type { AuthUser } from '../../access/roles'
import { documentStatus, type DocumentType } from '../../contract/talentProfile'
import { addCalendarDays, todayUtc } from '../../domain/clock'
import { leadTimes } from '../../domain/profile/documents'
import { idOf, str } from '../../domain/shared/values'
import type { Row } from '../../domain/shared/records'
import { documentExpiredMail, documentExpiresSoonMail } from '../../mail/templates'
import { getEnv } from '../../server/env'
import { defineEndpoint } from '../http'

/**
 * The daily document-expiry e-mails: a talent hears once when a document enters 'expiresSoon' (its
 * type's lead time, default 30 days) and once when it has expired. Each document remembers the
 * expiration date it was mailed about (expiresSoonNotifiedFor, expiredNotifiedFor), so running the job
 * again sends nothing new, and a new date (a renewed document) is mailed about again. Deactivated
 * talents get no mail.
 *
 * 'Today' is the clock's (domain/clock.ts: CLOCK_NOW outside production), in the UTC calendar the
 * profile's document statuses use.
 *
 * Runs as a Payload jobs task on the 'daily' queue (payload.config.ts: autoRun at 06:00, the task
 * scheduled at the same time) with no user, i.e. as the system (overrideAccess; the one job named in
 * ARCHITECTURE.md), and on demand through POST /super_admin/jobs/document-expiry/run/ as the super admin
 * with the super admin's own access.
 */
export interface DocumentExpiryResult {
  warned: number
  expired: number
}

interface DueNotice {
  doc: Row<'talent-documents'>
  type: DocumentType
  expirationDate: string
  event: 'expired' | 'expiresSoon'
}

const PAGE = 200
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export async function runDocumentExpiry(req: PayloadRequest, actor: AuthUser | null, today: string = todayUtc()): Promise<DocumentExpiryResult> {
  const access = actor ? { overrideAccess: false as const, user: actor } : { overrideAccess: true as const }
  const settings = await leadTimes(req, actor)
  const horizon = addCalendarDays(today, Math.max(...Object.values(settings).map((type) => type.expiresSoonDays)))
  const documentsUrl = `${getEnv().appUrl}/documents`
  const result: DocumentExpiryResult = { warned: 0, expired: 0 }

  for (let page = 1; ; page++) {
    const found = await req.payload.find({
      collection: 'talent-documents',
      where: { and: [{ file: { exists: true } }, { expirationDate: { exists: true } }, { expirationDate: { less_than_equal: horizon } }] },
      sort: 'createdAt',
      page,
      limit: PAGE,
      depth: 0,
      req,
      ...access,
    })
    const due = found.docs.flatMap((doc): DueNotice[] => {
      const expirationDate = str(doc.expirationDate)
      const type = String(doc.type) as DocumentType
      if (!expirationDate || !ISO_DATE.test(expirationDate) || !settings[type]) return []
      const status = documentStatus({ file: doc.file, expirationDate }, settings[type].expiresSoonDays, today)
      if (status === 'expired' && doc.expiredNotifiedFor !== expirationDate) return [{ doc, type, expirationDate, event: 'expired' }]
      if (status === 'expiresSoon' && doc.expiresSoonNotifiedFor !== expirationDate) return [{ doc, type, expirationDate, event: 'expiresSoon' }]
      return []
    })
    if (due.length) {
      const talentIds = [...new Set(due.map((item) => idOf(item.doc.talent)).filter((id): id is string => Boolean(id)))]
      const { docs: talents } = await req.payload.find({
        collection: 'users',
        where: { id: { in: talentIds } },
        select: { email: true, firstName: true, isDeactivated: true },
        pagination: false,
        depth: 0,
        req,
        ...access,
      })
      const talentOf = new Map(talents.map((talent) => [String(talent.id), talent]))
      for (const { doc, type, expirationDate, event } of due) {
        const talent = talentOf.get(idOf(doc.talent) ?? '')
        if (!talent || talent.isDeactivated || !talent.email) continue
        const firstName = String(talent.firstName ?? '')
        const label = settings[type].label
        const mail =
          event === 'expired'
            ? documentExpiredMail(firstName, label, expirationDate, documentsUrl)
            : documentExpiresSoonMail(firstName, label, expirationDate, documentsUrl)
        // Mail first, then remember: a failed mail is tried again tomorrow.
        await req.payload.sendEmail({ to: String(talent.email), ...mail })
        await req.payload.update({
          collection: 'talent-documents',
          id: doc.id,
          data: event === 'expired' ? { expiredNotifiedFor: expirationDate } : { expiresSoonNotifiedFor: expirationDate },
          depth: 0,
          req,
          ...access,
        })
        if (event === 'expired') result.expired++
        else result.warned++
      }
    }
    if (!found.hasNextPage) break
  }
  return result
}

export const DOCUMENT_EXPIRY_QUEUE = 'daily'
export const DOCUMENT_EXPIRY_CRON = '0 6 * * *'

export const documentExpiryTask: TaskConfig<{ input: object; output: DocumentExpiryResult }> = {
  slug: 'documentExpiry',
  label: 'E-mail talents about documents that expire soon or have expired',
  schedule: [{ cron: DOCUMENT_EXPIRY_CRON, queue: DOCUMENT_EXPIRY_QUEUE }],
  outputSchema: [
    { name: 'warned', type: 'number', required: true },
    { name: 'expired', type: 'number', required: true },
  ],
  retries: 2,
  handler: async ({ req }) => ({ output: await runDocumentExpiry(req, null) }),
}

export const runDocumentExpiryNow = defineEndpoint({
  method: 'post',
  path: '/super_admin/jobs/document-expiry/run/',
  summary: 'Run the daily document-expiry e-mails now; answers how many warnings and expiry notices went out',
  tag: 'Jobs',
  access: ['super_admin'],
  response: z.object({ warned: z.number().int(), expired: z.number().int() }),
  handler: ({ req, user }) => runDocumentExpiry(req, user),
})
