import type { PayloadRequest, Where } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import {
  actionItemsAnswerSchema,
  talentDashboardSchema,
  talentEngagementsDashboardSchema,
  type TalentActionItem,
  type TalentDashboard,
  type TalentEngagementsDashboard,
} from '../../contract/dashboards'
import { documentStatus, type DocumentType } from '../../contract/talentProfile'
import { addCalendarDays, todayUtc } from '../../domain/clock'
import { closingPeriods, declinedFixableFrom, documentExpiringItem, talentItems } from '../../domain/dashboards/actionItems'
import { ENTRY_SUM_SELECT, entryMinutes, entryPayCents } from '../../domain/dashboards/entries'
import { MonthTotals, monthsEndingWith, monthsRange } from '../../domain/dashboards/months'
import { leadTimes } from '../../domain/profile/documents'
import { str } from '../../domain/shared/values'
import { nextPayDate, payPeriodOf, type PayPeriod } from '../../domain/timeSheets/payPeriods'
import { FILLING_STATUSES, openEngagements } from '../engagements/talent'
import { openDocuments, organizationNames } from '../engagements/talentPresent'
import { asUser, defineEndpoint } from '../http'
import { callerDay } from '../timeSheets/payDate'
import { countAs, sumRows } from './queries'

/**
 * The talent's dashboard calls. "Today" for time is the talent's day as
 * GET /pay-date/ takes it (the organization of their most recent active engagement, else New York); for
 * compliance documents it is the UTC calendar the profile's document statuses use.
 */
const TAG = 'Dashboards (talent)'

const own = (user: AuthUser, extra: Where[] = []): Where => ({ and: [{ talent: { equals: user.id } }, ...extra] })
const ownEngagements = (user: AuthUser, extra: Where[] = []): Where => own(user, [{ status: { not_equals: 'draft' } }, ...extra])

/** Offered (pending), active, upcoming (accepted, not started) and ended (terminated, expired): four COUNTs. */
async function engagementCounts(req: PayloadRequest, user: AuthUser): Promise<TalentDashboard['engagements']> {
  const count = (statuses: string[]) => countAs(req, user, 'engagements', ownEngagements(user, [{ status: { in: statuses } }]))
  const [offered, active, upcoming, ended] = await Promise.all([
    count(['pending']),
    count(['active']),
    count(['accepted']),
    count(['terminated', 'expired']),
  ])
  return { offered, active, upcoming, ended }
}

/** The talent's minutes in a period (every state but declined: what they logged), per engagement. */
async function minutesInPeriod(req: PayloadRequest, user: AuthUser, period: PayPeriod, engagementIds?: string[]): Promise<Map<string, number>> {
  const byEngagement = new Map<string, number>()
  const where = own(user, [
    { timekeepingDate: { greater_than_equal: period.start } },
    { timekeepingDate: { less_than_equal: period.end } },
    { state: { not_equals: 'declined' } },
    ...(engagementIds ? [{ engagement: { in: engagementIds } }] : []),
  ])
  await sumRows(req, user, 'time-entries', where, { ...ENTRY_SUM_SELECT, engagement: true }, (row) => {
    const id = relationId(row.engagement) ?? ''
    byEngagement.set(id, (byEngagement.get(id) ?? 0) + entryMinutes(row))
  })
  return byEngagement
}

const total = (values: Map<string, number>) => [...values.values()].reduce((sum, value) => sum + value, 0)

/** Expired documents and those within their type's lead time (endpoints/jobs/documentExpiry.ts's rule). */
async function expiringDocuments(req: PayloadRequest, user: AuthUser): Promise<TalentActionItem[]> {
  const today = todayUtc()
  const settings = await leadTimes(req, user)
  const horizon = addCalendarDays(today, Math.max(...Object.values(settings).map((type) => type.expiresSoonDays)))
  const { docs } = await req.payload.find({
    collection: 'talent-documents',
    where: own(user, [{ file: { exists: true } }, { expirationDate: { exists: true } }, { expirationDate: { less_than_equal: horizon } }]),
    select: { type: true, file: true, expirationDate: true },
    sort: 'expirationDate',
    pagination: false,
    ...asUser(req, user),
  })
  return docs.flatMap((doc) => {
    const type = String(doc.type) as DocumentType
    const expirationDate = str(doc.expirationDate)
    if (!settings[type] || !expirationDate) return []
    const status = documentStatus({ file: doc.file, expirationDate }, settings[type].expiresSoonDays, today)
    return status === 'expired' || status === 'expiresSoon' ? [documentExpiringItem(settings[type].label, expirationDate, today)] : []
  })
}

/** Drafts of a closing period to submit, and declined entries the talent can still fix: COUNTs. */
async function timeItems(req: PayloadRequest, user: AuthUser): Promise<TalentActionItem[]> {
  const { today } = await callerDay(req, user)
  const items: TalentActionItem[] = []
  for (const { period, dueDate } of closingPeriods(today)) {
    const count = await countAs(
      req,
      user,
      'time-entries',
      own(user, [{ state: { equals: 'open' } }, { bookedPeriodStart: { equals: period.start } }]),
    )
    if (count > 0) items.push(talentItems.entriesToSubmit(count, period, dueDate))
  }
  const declined = await countAs(
    req,
    user,
    'time-entries',
    own(user, [{ state: { equals: 'declined' } }, { timekeepingDate: { greater_than_equal: declinedFixableFrom(today) } }]),
  )
  if (declined > 0) items.push(talentItems.entriesDeclined(declined))
  return items
}

/**
 * GET /talent/action-items/: offers to answer, extensions to accept, required documents to fill (the
 * engagement items, same keys), then compliance documents expiring, entries to submit, declined entries to fix.
 */
export const talentActionItemsList = defineEndpoint({
  method: 'get',
  path: '/talent/action-items/',
  summary:
    'What waits for the signed-in talent (ActionItemsAnswer): engagement offers, extensions to accept, required documents to fill, compliance documents expiring within their lead time, drafts of a closing period to submit, declined entries to fix',
  tag: TAG,
  access: ['talent'],
  response: actionItemsAnswerSchema,
  handler: async ({ req, user }): Promise<{ results: TalentActionItem[] }> => {
    const engagements = await openEngagements(req, user!)
    const [names, documents, expiring, time] = await Promise.all([
      organizationNames(req, engagements),
      openDocuments(req, user!, engagements),
      expiringDocuments(req, user!),
      timeItems(req, user!),
    ])
    const nameOf = new Map(engagements.map((engagement) => [String(engagement.id), String(engagement.name ?? '')]))
    const offers: TalentActionItem[] = []
    const extensions: TalentActionItem[] = []
    for (const engagement of engagements) {
      const id = String(engagement.id)
      if (engagement.status === 'pending')
        offers.push(talentItems.offer(id, nameOf.get(id)!, names.get(relationId(engagement.organization) ?? '') ?? '', str(engagement.startDate)))
      const extensionEnd = str((engagement.pendingExtension as { endDate?: unknown } | null | undefined)?.endDate)
      if (extensionEnd && engagement.status !== 'pending') extensions.push(talentItems.extension(id, nameOf.get(id)!, extensionEnd))
    }
    const toFill = documents
      .filter((document) => !document.isDone)
      .map((document) =>
        talentItems.document(document.engagementId, document.requiredDocumentId, document.name, nameOf.get(document.engagementId) ?? ''),
      )
    return { results: [...offers, ...extensions, ...toFill, ...expiring, ...time] }
  },
})

export const talentDashboard = defineEndpoint({
  method: 'get',
  path: '/talent/dashboard/',
  summary:
    'TalentDashboard: the current pay period and the minutes logged in it (every state but declined), the next pay date (GET /pay-date/), engagement counts, and approved minutes and pay (cents) for the 12 months ending this month',
  tag: TAG,
  access: ['talent'],
  response: talentDashboardSchema,
  handler: async ({ req, user }): Promise<TalentDashboard> => {
    const { today } = await callerDay(req, user!)
    const period = payPeriodOf(today)
    const months = monthsEndingWith(today)
    const range = monthsRange(months)
    const byMonth = new MonthTotals(months, true)
    const [minutes, engagements] = await Promise.all([
      minutesInPeriod(req, user!, period),
      engagementCounts(req, user!),
      sumRows(
        req,
        user!,
        'time-entries',
        own(user!, [
          { state: { equals: 'approved' } },
          { timekeepingDate: { greater_than_equal: range.from } },
          { timekeepingDate: { less_than_equal: range.to } },
        ]),
        ENTRY_SUM_SELECT,
        (row) => byMonth.add(String(row.timekeepingDate ?? ''), entryMinutes(row), entryPayCents(row)),
      ),
    ])
    return {
      period: { start: period.start, end: period.end },
      minutesThisPeriod: total(minutes),
      nextPayDate: nextPayDate(today).payDate,
      engagements,
      hoursByMonth: byMonth.result(),
    }
  },
})

/** At most this many engagements in the summary's list (offers, upcoming and active, by start date). */
export const ENGAGEMENT_SUMMARY_MAX = 50

/**
 * GET /talent/engagements-dashboard/: the counts and the talent's open engagements with this period's
 * minutes. The earlier keys (pending, accepted, active, documentsToFill) stay in the answer for the engagement card.
 */
export const talentEngagementsDashboard = defineEndpoint({
  method: 'get',
  path: '/talent/engagements-dashboard/',
  summary:
    'TalentEngagementsDashboard: counts (offered, active, upcoming, ended), the open engagements (pending, accepted, active; at most 50, by start date) with this period’s minutes; plus pending, accepted, active and documentsToFill',
  tag: TAG,
  access: ['talent'],
  response: talentEngagementsDashboardSchema,
  handler: async ({
    req,
    user,
  }): Promise<TalentEngagementsDashboard & { pending: number; accepted: number; active: number; documentsToFill: number }> => {
    const { today } = await callerDay(req, user!)
    const period = payPeriodOf(today)
    const [counts, open, listed] = await Promise.all([
      engagementCounts(req, user!),
      openEngagements(req, user!),
      req.payload.find({
        collection: 'engagements',
        where: ownEngagements(user!, [{ status: { in: [...FILLING_STATUSES] } }]),
        select: { name: true, organization: true, status: true, startDate: true, endDate: true },
        sort: ['startDate', 'createdAt'],
        limit: ENGAGEMENT_SUMMARY_MAX,
        pagination: false,
        ...asUser(req, user!),
      }),
    ])
    const docs = listed.docs
    const [documents, names, minutes] = await Promise.all([
      openDocuments(req, user!, open),
      organizationNames(req, docs),
      docs.length
        ? minutesInPeriod(
            req,
            user!,
            period,
            docs.map((doc) => String(doc.id)),
          )
        : Promise.resolve(new Map<string, number>()),
    ])
    return {
      counts,
      results: docs.map((doc) => ({
        id: String(doc.id),
        name: String(doc.name ?? ''),
        organizationName: names.get(relationId(doc.organization) ?? '') ?? '',
        status: String(doc.status),
        startDate: str(doc.startDate),
        endDate: str(doc.endDate),
        minutesThisPeriod: minutes.get(String(doc.id)) ?? 0,
      })),
      pending: counts.offered,
      accepted: counts.upcoming,
      active: counts.active,
      documentsToFill: documents.filter((document) => !document.isDone).length,
    }
  },
})
