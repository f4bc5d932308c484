import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { organizationOf, relationId, type AuthUser } from '../../access/roles'
import { DEFAULT_ORGANIZATION_TIME_ZONE } from '../../contract/organizations'
import { todayIn } from '../../domain/clock'
import { organizationDay } from '../../domain/timeSheets/context'
import { nextPayDate } from '../../domain/timeSheets/payPeriods'
import { asUser, defineEndpoint } from '../http'

/**
 * Whose day a caller's pay periods follow: an
 * organization user's (and contact's) organization; a talent's organization of their most recent active
 * engagement (latest start); anyone else, or a talent with no active engagement, America/New_York.
 */
export async function callerDay(req: PayloadRequest, user: AuthUser): Promise<{ timeZone: string; today: string }> {
  let organizationId = user.role === 'talent' ? null : organizationOf(user)
  if (user.role === 'talent') {
    const { docs } = await req.payload.find({
      collection: 'engagements',
      where: { and: [{ talent: { equals: user.id } }, { status: { equals: 'active' } }] },
      select: { organization: true },
      sort: ['-startDate', '-createdAt'],
      limit: 1,
      pagination: false,
      ...asUser(req, user),
    })
    organizationId = relationId(docs[0]?.organization)
  }
  if (organizationId) return organizationDay(req, organizationId)
  return { timeZone: DEFAULT_ORGANIZATION_TIME_ZONE, today: todayIn(DEFAULT_ORGANIZATION_TIME_ZONE) }
}

export const getPayDate = defineEndpoint({
  method: 'get',
  path: '/pay-date/',
  summary:
    'The next pay date on or after today and the pay period it pays; today in the caller’s organization’s zone (a talent: the organization of their most recent active engagement; else America/New_York)',
  tag: 'Time sheets',
  access: 'signedIn',
  response: z.object({ payDate: z.string(), period: z.object({ start: z.string(), end: z.string() }), today: z.string() }),
  handler: async ({ req, user }) => {
    const { today } = await callerDay(req, user!)
    const { payDate, period } = nextPayDate(today)
    return { payDate, period: { start: period.start, end: period.end }, today }
  },
})
