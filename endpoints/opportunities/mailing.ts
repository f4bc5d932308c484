import type { PayloadRequest } from 'payload'
import { idOf } from '../../domain/profile/sections'
import type { Doc } from '../../domain/opportunities/records'
import { notAFitMail } from '../../mail/opportunityMails'
import { getEnv } from '../../server/env'

/**
 * The "not a fit" e-mail to a removed applicant who had applied, sent after the removal committed (a
 * failed send never undoes the removal; it is logged). The address, the opportunity's title and the
 * organization's name are read without the caller's access for exactly the talent, opportunity and
 * organization of the row the caller removed (a deactivated talent gets nothing), as the engagement
 * e-mails do (ARCHITECTURE.md, named exceptions).
 */
export async function sendNotAFitMail(req: PayloadRequest, row: Doc): Promise<void> {
  try {
    const read = (collection: string, id: string | null, select: Record<string, true>) =>
      req.payload.findByID({ collection: collection as never, id: id ?? '', select: select as never, depth: 0, overrideAccess: true, disableErrors: true }) as Promise<Doc | null>
    const [talent, opportunity, organization] = await Promise.all([
      read('users', idOf(row.talent), { email: true, firstName: true, isDeactivated: true }),
      read('opportunities', idOf(row.opportunity), { title: true }),
      read('organizations', idOf(row.organization), { name: true }),
    ])
    if (!talent?.email || talent.isDeactivated === true) return
    const content = notAFitMail(String(talent.firstName ?? ''), String(organization?.name ?? ''), String(opportunity?.title ?? ''), `${getEnv().appUrl}/applications`)
    await req.payload.sendEmail({ to: String(talent.email), ...content })
  } catch (error) {
    req.payload.logger.error({ err: error, opportunityTalent: String(row.id) }, 'not-a-fit e-mail not sent')
  }
}
