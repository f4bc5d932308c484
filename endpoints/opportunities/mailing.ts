import type { PayloadRequest } from 'payload'
import { idOf } from '../../domain/shared/values'
import type { Row } from '../../domain/shared/records'
import { notAFitMail } from '../../mail/opportunityMails'
import { getEnv } from '../../server/env'

/**
 * The "not a fit" e-mail to a removed applicant who had applied, sent after the removal committed (a
 * failed send never undoes the removal; it is logged). The address, the opportunity's title and the
 * organization's name are read without the caller's access for exactly the talent, opportunity and
 * organization of the row the caller removed (a deactivated talent gets nothing), as the engagement
 * e-mails do (ARCHITECTURE.md, named exceptions).
 */
export async function sendNotAFitMail(req: PayloadRequest, row: Row<'opportunity-talents'>): Promise<void> {
  try {
    const read = { depth: 0, overrideAccess: true, disableErrors: true } as const
    const [talent, opportunity, organization] = await Promise.all([
      req.payload.findByID({ collection: 'users', id: idOf(row.talent) ?? '', select: { email: true, firstName: true, isDeactivated: true }, ...read }),
      req.payload.findByID({ collection: 'opportunities', id: idOf(row.opportunity) ?? '', select: { title: true }, ...read }),
      req.payload.findByID({ collection: 'organizations', id: idOf(row.organization) ?? '', select: { name: true }, ...read }),
    ])
    if (!talent?.email || talent.isDeactivated === true) return
    const content = notAFitMail(String(talent.firstName ?? ''), String(organization?.name ?? ''), String(opportunity?.title ?? ''), `${getEnv().appUrl}/applications`)
    await req.payload.sendEmail({ to: String(talent.email), ...content })
  } catch (error) {
    req.payload.logger.error({ err: error, opportunityTalent: String(row.id) }, 'not-a-fit e-mail not sent')
  }
}
