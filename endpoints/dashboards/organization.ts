import type { PayloadRequest, Where } from 'payload'
import { mayViewOrganizationRate, relationId, type AuthUser } from '../../access/roles'
import {
  actionItemsAnswerSchema,
  dashboardMessages,
  organizationDashboardSchema,
  SAVINGS_FORMULA,
  savingsAnswerSchema,
  type ActionItem,
  type OrganizationDashboard,
  type SavingsAnswer,
} from '../../contract/dashboards'
import { fullName } from '../../contract/talentList'
import { extensionDueRange, isWithoutFunds, organizationItems } from '../../domain/dashboards/actionItems'
import { ENTRY_SUM_SELECT, entryBilledCents, entryMinutes } from '../../domain/dashboards/entries'
import { MonthTotals, monthsEndingWith, monthsRange } from '../../domain/dashboards/months'
import { benchmarkFor, savingsOf } from '../../domain/dashboards/savings'
import { str } from '../../domain/shared/values'
import type { Row } from '../../domain/shared/records'
import { mayReadOrganizationTime, WAITING_STATES } from '../../domain/timeSheets/reviewRules'
import { getEnv } from '../../server/env'
import { HttpError, asUser, defineEndpoint } from '../http'
import { todayOf } from '../timeSheets/organization'
import { read } from '../timeSheets/organizationQuery'
import { BURN_DOWN_SELECT, burnDownOf } from '../timeSheets/organizationTotals'
import { countAs, firstRow, sumRows } from './queries'
import { ID_ONLY } from '../../domain/shared/select'

/**
 * The organization's dashboard calls under /org-side/ (organization admins and
 * managers). Every figure is read as the caller, and each item only
 * appears to who may act on it: time to approve to who reads the organization's time (Manage Engagement)
 * and only the entries they may approve, extensions to who manages engagements (flag engagementExtension),
 * POs without funds to who may view rates (amounts are money).
 */
const TAG = 'Dashboards (organization)'
const ROLES = ['manager', 'organization_admin'] as const

/** An organization admin, or a manager with Manage Engagement ("manage" in contract/engagements/status.ts). */
const managesEngagements = (user: AuthUser) =>
  user.role === 'organization_admin' || (user.role === 'manager' && user.hasPermissionSendEngagement === true)


/**
 * Entries waiting for review that this user may approve (domain/timeSheets/reviewRules.ts mayApprove):
 * an admin or a manager with time-sheet approval all of the organization's; another manager those of the
 * engagements they own.
 */
async function timeToApprove(req: PayloadRequest, user: AuthUser): Promise<number> {
  if (!mayReadOrganizationTime(user)) return 0
  const waiting: Where[] = [{ state: { in: [...WAITING_STATES] } }]
  if (user.role === 'manager' && user.hasTimeSheetApproval !== true) {
    const { docs } = await req.payload.find({
      collection: 'engagements',
      where: { owners: { in: [user.id] } },
      select: ID_ONLY,
      pagination: false,
      ...asUser(req, user),
    })
    if (!docs.length) return 0
    waiting.push({ engagement: { in: docs.map((doc) => String(doc.id)) } })
  }
  return countAs(req, user, 'time-entries', { and: waiting })
}

/** Accepted or active engagements ending between today and 14 days on, with no extension waiting. */
const extensionDueWhere = (today: string): Where => {
  const range = extensionDueRange(today)
  return {
    and: [
      { status: { in: ['accepted', 'active'] } },
      { endDate: { greater_than_equal: range.from } },
      { endDate: { less_than_equal: range.to } },
      { or: [{ 'pendingExtension.endDate': { exists: false } }, { 'pendingExtension.endDate': { equals: '' } }] },
    ],
  }
}

/** Active purchase orders with an amount whose approved cost (incl. the talent fee) reached it: the po-burn-down figures. */
async function purchaseOrdersWithoutFunds(req: PayloadRequest, user: AuthUser): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'purchase-orders',
    where: { and: [{ isActive: { not_equals: false } }, { amountCents: { exists: true } }] },
    select: { name: true, description: true, amountCents: true, validThrough: true },
    sort: 'name',
    pagination: false,
    ...asUser(req, user),
  })
  const orders = docs.filter((order) => typeof order.amountCents === 'number')
  if (!orders.length) return []
  const spent = new Map<string, number>()
  const batch: Pick<Row<'time-entries'>, 'id' | keyof typeof BURN_DOWN_SELECT>[] = []
  const flush = () => {
    for (const row of burnDownOf(orders, batch)) spent.set(row.purchaseOrder.id, (spent.get(row.purchaseOrder.id) ?? 0) + row.approvedCostCents)
    batch.length = 0
  }
  await sumRows(
    req,
    user,
    'time-entries',
    { and: [{ state: { equals: 'approved' } }, { purchaseOrder: { in: orders.map((order) => String(order.id)) } }] },
    BURN_DOWN_SELECT,
    (row) => {
      batch.push(row)
      if (batch.length >= 1000) flush()
    },
  )
  flush()
  return orders
    .filter((order) => isWithoutFunds((order.amountCents as number) - (spent.get(String(order.id)) ?? 0)))
    .map((order) => String(order.name ?? ''))
}

/** Applicants who applied and were neither removed nor engaged yet (opportunity-talents). */
const newApplicantsWhere: Where = { and: [{ status: { equals: 'applied' } }, { engagement: { exists: false } }] }

export const organizationActionItems = defineEndpoint({
  method: 'get',
  path: '/org-side/action-items/',
  summary:
    'What waits for the organization user (ActionItemsAnswer): time to approve (the entries they may approve), engagements awaiting the talent, engagements ending within 14 days (extension due), purchase orders without funds (who may view rates), new applicants',
  tag: TAG,
  access: ROLES,
  response: actionItemsAnswerSchema,
  handler: async ({ req, user }): Promise<{ results: ActionItem[] }> => {
    const today = await todayOf(req, user!)
    const manages = managesEngagements(user!)
    const extensions = manages && getEnv().featureFlags.engagementExtension
    const [approve, awaiting, firstAwaiting, ending, firstEnding, orders, applicants] = await Promise.all([
      timeToApprove(req, user!),
      countAs(req, user!, 'engagements', { status: { equals: 'pending' } }),
      firstRow(req, user!, 'engagements', { and: [{ status: { equals: 'pending' } }, { startDate: { exists: true } }] }, 'startDate', {
        startDate: true,
      }),
      extensions ? countAs(req, user!, 'engagements', extensionDueWhere(today)) : Promise.resolve(0),
      extensions ? firstRow(req, user!, 'engagements', extensionDueWhere(today), 'endDate', { endDate: true }) : Promise.resolve(null),
      mayViewOrganizationRate(user!) ? purchaseOrdersWithoutFunds(req, user!) : Promise.resolve([]),
      countAs(req, user!, 'opportunity-talents', newApplicantsWhere),
    ])
    const results: ActionItem[] = []
    if (approve > 0) results.push(organizationItems.timeToApprove(approve))
    if (awaiting > 0) results.push(organizationItems.awaitingTalent(awaiting, str(firstAwaiting?.startDate)))
    if (ending > 0) results.push(organizationItems.extensionDue(ending, str(firstEnding?.endDate)))
    if (orders.length) results.push(organizationItems.poWithoutFunds(orders))
    if (applicants > 0) results.push(organizationItems.newApplicants(applicants))
    return { results }
  },
})

export const organizationDashboard = defineEndpoint({
  method: 'get',
  path: '/org-side/dashboard/',
  summary:
    'OrganizationDashboard: counts (active engagements, awaiting the talent, open opportunities, new applicants, group memberships the user reads) and, for who reads the organization’s time, approved minutes by month for the 12 months ending this month with spend (cents incl. the talent fee) for who may view rates; [] for a manager without Manage Engagement',
  tag: TAG,
  access: ROLES,
  response: organizationDashboardSchema,
  handler: async ({ req, user }): Promise<OrganizationDashboard> => {
    const today = await todayOf(req, user!)
    const months = monthsEndingWith(today)
    const range = monthsRange(months)
    const byMonth = new MonthTotals(months, mayViewOrganizationRate(user!))
    const readsTime = mayReadOrganizationTime(user!)
    const [activeEngagements, awaitingTalent, openOpportunities, newApplicants, talentsInGroups] = await Promise.all([
      countAs(req, user!, 'engagements', { status: { equals: 'active' } }),
      countAs(req, user!, 'engagements', { status: { equals: 'pending' } }),
      countAs(req, user!, 'opportunities', { status: { equals: 'open' } }),
      countAs(req, user!, 'opportunity-talents', newApplicantsWhere),
      countAs(req, user!, 'group-members', {}),
      readsTime
        ? sumRows(
            req,
            user!,
            'time-entries',
            {
              and: [
                { state: { equals: 'approved' } },
                { timekeepingDate: { greater_than_equal: range.from } },
                { timekeepingDate: { less_than_equal: range.to } },
              ],
            },
            ENTRY_SUM_SELECT,
            (row) => byMonth.add(String(row.timekeepingDate ?? ''), entryMinutes(row), entryBilledCents(row)),
          )
        : Promise.resolve(),
    ])
    return {
      counts: { activeEngagements, awaitingTalent, openOpportunities, newApplicants, talentsInGroups },
      byMonth: readsTime ? byMonth.result() : [],
    }
  },
})

/** Engagements the savings card counts: those the talent accepted (running or over). */
const SAVINGS_STATUSES = ['accepted', 'active', 'terminated', 'expired']

/** Each talent's first-claimed specialization (the oldest talent-specializations row), read as the caller. */
async function specializationOfTalents(req: PayloadRequest, user: AuthUser, talentIds: string[]): Promise<Map<string, string>> {
  const first = new Map<string, string>()
  if (!talentIds.length) return first
  const { docs } = await req.payload.find({
    collection: 'talent-specializations',
    where: { talent: { in: talentIds } },
    select: { talent: true, specialization: true },
    sort: ['createdAt', 'id'],
    pagination: false,
    ...asUser(req, user),
  })
  for (const doc of docs) {
    const talent = relationId(doc.talent)
    const specialization = relationId(doc.specialization)
    if (talent && specialization && !first.has(talent)) first.set(talent, specialization)
  }
  return first
}

/** Names and parents of the specializations and of their ancestors (one query per tree level, at most 6). */
async function specializationTree(
  req: PayloadRequest,
  user: AuthUser,
  ids: string[],
): Promise<{ names: Map<string, string>; parents: Map<string, string | null> }> {
  const names = new Map<string, string>()
  const parents = new Map<string, string | null>()
  let pending = [...new Set(ids)]
  for (let level = 0; pending.length && level < 6; level++) {
    const { docs } = await req.payload.find({
      collection: 'specializations',
      where: { id: { in: pending } },
      select: { name: true, parent: true },
      pagination: false,
      ...asUser(req, user),
    })
    for (const doc of docs) {
      names.set(String(doc.id), String(doc.name ?? ''))
      parents.set(String(doc.id), relationId(doc.parent))
    }
    pending = [...new Set([...parents.values()].filter((id): id is string => Boolean(id) && !parents.has(id!)))]
  }
  return { names, parents }
}

export const organizationSavings = defineEndpoint({
  method: 'get',
  path: '/org-side/engagements/savings/',
  summary:
    'SavingsAnswer: per engagement the talent accepted, saved = (benchmark rate of the talent’s specialization, else its nearest ancestor’s − bill rate) × approved hours, in cents, and the total; no benchmark counts 0 with a note. Flag orgSavings (404 when off); organization admins, managers with Manage Engagement and View Rate (403 otherwise)',
  tag: TAG,
  access: ROLES,
  response: savingsAnswerSchema,
  handler: async ({ req, user }): Promise<SavingsAnswer & { results: (SavingsAnswer['results'][number] & { note: string | null })[] }> => {
    if (!getEnv().featureFlags.orgSavings) throw HttpError.notFound()
    if (!managesEngagements(user!) || !mayViewOrganizationRate(user!)) throw HttpError.forbidden(dashboardMessages.savingsNotAllowed)
    const { docs } = await req.payload.find({
      collection: 'engagements',
      where: { status: { in: SAVINGS_STATUSES } },
      select: { name: true, talent: true, hourlyFeeCents: true },
      sort: ['name', 'id'],
      pagination: false,
      ...asUser(req, user!),
    })
    const engagements = docs
    const minutes = new Map<string, number>()
    const talentIds = [...new Set(engagements.map((doc) => relationId(doc.talent)).filter((id): id is string => Boolean(id)))]
    const [, specializationOf, benchmarkRows, talents] = await Promise.all([
      engagements.length
        ? sumRows(
            req,
            user!,
            'time-entries',
            { state: { equals: 'approved' } },
            { engagement: true, isAdjustive: true, durationMinutes: true, deltaMinutes: true },
            (row) => {
              const id = relationId(row.engagement) ?? ''
              minutes.set(id, (minutes.get(id) ?? 0) + entryMinutes(row))
            },
          )
        : Promise.resolve(),
      specializationOfTalents(req, user!, talentIds),
      req.payload.find({
        collection: 'savings-benchmarks',
        select: { specialization: true, rateCents: true },
        pagination: false,
        ...asUser(req, user!),
      }),
      talentIds.length
        ? req.payload.find({
            collection: 'users',
            where: { id: { in: talentIds } },
            select: { firstName: true, lastName: true },
            pagination: false,
            ...read(req, user!),
          })
        : Promise.resolve({ docs: [] }),
    ])
    const benchmarks = new Map(benchmarkRows.docs.map((row) => [relationId(row.specialization) ?? '', Number(row.rateCents)]))
    const tree = await specializationTree(req, user!, [...specializationOf.values()])
    const nameOf = new Map(talents.docs.map((talent) => [String(talent.id), fullName(talent)]))
    const results = engagements.map((doc) => {
      const talentId = relationId(doc.talent) ?? ''
      const specializationId = specializationOf.get(talentId) ?? null
      const benchmarkRateCents = benchmarkFor(specializationId, benchmarks, tree.parents)
      const billRateCents = typeof doc.hourlyFeeCents === 'number' ? doc.hourlyFeeCents : 0
      const approved = minutes.get(String(doc.id)) ?? 0
      const figure = savingsOf({ specializationId, benchmarkRateCents, billRateCents, minutes: approved })
      return {
        engagementId: String(doc.id),
        name: String(doc.name ?? ''),
        talentName: nameOf.get(talentId) ?? '',
        specialization: specializationId ? (tree.names.get(specializationId) ?? null) : null,
        benchmarkRateCents,
        billRateCents,
        minutes: approved,
        savedCents: figure.savedCents,
        note: figure.note,
      }
    })
    return { formula: SAVINGS_FORMULA, totalSavedCents: results.reduce((sum, row) => sum + row.savedCents, 0), results }
  },
})

export const organizationDashboardEndpoints = [organizationActionItems, organizationDashboard, organizationSavings]
