import type { PayloadRequest } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { fullName } from '../../contract/talentList'
import type { Row } from '../../domain/shared/records'
import { hoursText } from '../../domain/timeSheets/timeMath'
import { timeUnapprovedMail } from '../../mail/timeEntryReviewMails'
import { getEnv } from '../../server/env'

/**
 * The un-approve e-mail to the talent, sent after the move committed (a failed send never undoes the move;
 * it is logged). The talent's address and the engagement's name are read without the caller's access, for
 * exactly the talent and engagement the entry names (an organization user may not read a talent
 * deactivated since). A deactivated talent gets nothing.
 */
export async function sendUnapprovedMail(req: PayloadRequest, entry: Row<'time-entries'>, reviewerName: string, reason: string): Promise<void> {
  try {
    const [talent, engagement] = await Promise.all([
      req.payload.findByID({ collection: 'users', id: relationId(entry.talent) ?? '', select: { email: true, firstName: true, isDeactivated: true }, depth: 0, overrideAccess: true }),
      req.payload.findByID({ collection: 'engagements', id: relationId(entry.engagement) ?? '', select: { name: true }, depth: 0, overrideAccess: true }),
    ])
    const person = talent
    if (!person?.email || person.isDeactivated === true) return
    const [year, month, day] = String(entry.timekeepingDate ?? '').split('-')
    const content = timeUnapprovedMail(
      String(person.firstName ?? ''),
      reviewerName,
      String(engagement?.name ?? ''),
      `${month}/${day}/${year}`,
      hoursText(Number(entry.durationMinutes) || 0),
      reason,
      `${getEnv().appUrl}/time-tracking`,
    )
    await req.payload.sendEmail({ to: String(person.email), ...content })
  } catch (error) {
    req.payload.logger.error({ err: error, entry: String(entry.id) }, 'un-approve e-mail not sent')
  }
}

/** The reviewer's name: the signed-in user's row holds the names `AuthUser` leaves out of its type. */
export const reviewerNameOf = (user: AuthUser) => fullName({ ...user })
