import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { relationId, type AuthUser } from '../../access/roles'
import { centsToDecimal } from '../../contract/engagements/pricing'
import {
  engagementTimeSheet,
  payPeriodAnswer,
  payrollPeriod,
  periodTotals,
  type EngagementTimeSheet,
  type PayPeriodAnswer,
  type PayrollPeriod,
  type PeriodTotals,
  type PurchaseOrderRef,
} from '../../contract/timeSheets/timeEntry'
import { dateRangeFilters, talentTotalQuery, timeEntryMessages } from '../../contract/timeSheets/talentInput'
import type { Row } from '../../domain/shared/records'
import { TIME_ENGAGEMENT_STATUSES, timeEngagementsOf } from '../../domain/timeSheets/entryRules'
import {
  daysOf,
  editWindowLastDay,
  monthsFrom,
  openPeriods,
  payDateOf,
  payPeriodOf,
  payPeriodType,
  payPeriodsBetween,
  previousPayPeriod,
  type Editor,
  type PayPeriod,
} from '../../domain/timeSheets/payPeriods'
import { hoursText } from '../../domain/timeSheets/timeMath'
import { organizationNames } from '../engagements/talentPresent'
import { HttpError, asUser, defineEndpoint } from '../http'
import { pageQuery, toPage } from '../pagination'
import { pageOf } from '../talent/records'
import { callerDay } from './payDate'

/**
 * The talent's pay periods: totals of a period and the one before
 * it, what the time-sheet grid needs today (short), and the payroll history (extended, extended total).
 * An entry counts in the period it is booked into (`bookedPeriodStart`): its own day's period, or for an
 * adjustment the period that was current when it was made; an adjustment counts by its signed delta,
 * once approved.
 */
const TAG = 'Time sheets (talent)'

export function periodAnswer(period: PayPeriod, today: string, editor: Editor): PayPeriodAnswer {
  return { start: period.start, end: period.end, type: payPeriodType(period, today, editor), payDate: payDateOf(period), editableThrough: editWindowLastDay(period, editor) }
}

/** The fields of an entry a period's sums read (cost is read where a caller selects it). */
type SummedEntry = Partial<Pick<Row<'time-entries'>, 'state' | 'isAdjustive' | 'durationMinutes' | 'deltaMinutes' | 'payCents' | 'payDeltaCents' | 'costCents' | 'costDeltaCents'>>

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

/** Minutes by state of the entries booked into a period, the approved adjustments' deltas, and the approved money. */
function periodSums(docs: SummedEntry[], money: 'pay' | 'cost' | null) {
  const minutes = { open: 0, pending: 0, approved: 0, declined: 0, adjusted: 0 }
  let cents = 0
  for (const doc of docs) {
    if (doc.isAdjustive === true) {
      if (doc.state !== 'approved') continue
      minutes.adjusted += num(doc.deltaMinutes)
      cents += money === 'pay' ? num(doc.payDeltaCents) : money === 'cost' ? num(doc.costDeltaCents) : 0
      continue
    }
    const state = doc.state as keyof typeof minutes
    if (state in minutes) minutes[state] += num(doc.durationMinutes)
    if (state === 'approved') cents += money === 'pay' ? num(doc.payCents) : money === 'cost' ? num(doc.costCents) : 0
  }
  // Declined time and requests still under review are not counted.
  return { ...minutes, total: minutes.open + minutes.pending + minutes.approved + minutes.adjusted, cents }
}

/**
 * A period's totals from the entries booked into it: total = open + pending + approved time of the
 * entries + the approved adjustments. `amount` is pay (`payCents`/`payDeltaCents`) or cost of approved
 * time, or null.
 */
export function periodTotalsOf(docs: SummedEntry[], period: PayPeriodAnswer, money: 'pay' | 'cost' | null): PeriodTotals {
  const sums = periodSums(docs, money)
  return {
    period,
    totalHours: hoursText(sums.total),
    approvedHours: hoursText(sums.approved),
    pendingHours: hoursText(sums.pending),
    openHours: hoursText(sums.open),
    declinedHours: hoursText(sums.declined),
    adjustedHours: hoursText(sums.adjusted),
    amount: money ? centsToDecimal(sums.cents) : null,
    amountCents: money ? sums.cents : null,
  }
}

/** The talent's entries booked into the periods starting at `starts` (or from..to), fields the totals need. */
async function bookedEntries(req: PayloadRequest, user: AuthUser, range: { from: string; to: string }) {
  const { docs } = await req.payload.find({
    collection: 'time-entries',
    where: { and: [{ talent: { equals: user.id } }, { bookedPeriodStart: { greater_than_equal: range.from } }, { bookedPeriodStart: { less_than_equal: range.to } }] },
    select: { bookedPeriodStart: true, durationMinutes: true, state: true, isAdjustive: true, deltaMinutes: true, payCents: true, payDeltaCents: true },
    pagination: false,
    ...asUser(req, user),
  })
  return docs
}

export const talentTimeSheetTotal = defineEndpoint({
  method: 'get',
  path: '/talent/time-sheets/total/',
  summary: 'Totals of the pay period holding `date` (default today) as `after`, and of the period before it as `before`: hours by state, approved adjustments, pay',
  tag: TAG,
  access: ['talent'],
  query: talentTotalQuery,
  response: z.object({ before: periodTotals, after: periodTotals }),
  handler: async ({ req, user, query }) => {
    const { today } = await callerDay(req, user!)
    const after = payPeriodOf(query.date ?? today)
    const before = previousPayPeriod(after)
    const docs = await bookedEntries(req, user!, { from: before.start, to: after.start })
    const of = (period: PayPeriod) =>
      periodTotalsOf(
        docs.filter((doc) => doc.bookedPeriodStart === period.start),
        periodAnswer(period, today, 'talent'),
        'pay',
      )
    return { before: of(before), after: of(after) }
  },
})

/** The talent's engagements that carry time in the shown periods, as the grid needs them. */
async function gridEngagements(req: PayloadRequest, user: AuthUser, shown: PayPeriod[]): Promise<EngagementTimeSheet[]> {
  const first = shown[0]!.start
  const last = shown[shown.length - 1]!.end
  const { docs } = await req.payload.find({
    collection: 'engagements',
    where: { and: [{ talent: { equals: user.id } }, { status: { in: [...TIME_ENGAGEMENT_STATUSES] } }, { startDate: { less_than_equal: last } }] },
    select: { name: true, status: true, startDate: true, endDate: true, terminatedByManagerAt: true, organization: true, talent: true, isAdjustableTimesheets: true, talentPayCents: true },
    sort: ['startDate', 'name', 'id'],
    pagination: false,
    ...asUser(req, user),
  })
  const rows = docs
  const engagements = (await timeEngagementsOf(req, rows)).filter((engagement) => engagement.lastWorkDate >= first)
  if (!engagements.length) return []
  const ids = engagements.map((engagement) => engagement.id)
  const [assignments, nameOf] = await Promise.all([
    req.payload.find({ collection: 'engagement-purchase-orders', where: { engagement: { in: ids } }, select: { engagement: true, purchaseOrder: true }, sort: ['assignedAt', 'createdAt'], pagination: false, ...asUser(req, user) }),
    // The names of the talent's own engagements' organizations (the engagements' trusted lookup).
    organizationNames(req, rows),
  ])
  const orderIds = [...new Set(assignments.docs.map((row) => relationId(row.purchaseOrder) ?? ''))].filter(Boolean)
  const orders = orderIds.length
    ? await req.payload.find({ collection: 'purchase-orders', where: { and: [{ id: { in: orderIds } }, { isActive: { not_equals: false } }] }, select: { name: true, description: true }, pagination: false, ...asUser(req, user) })
    : { docs: [] }
  const orderById = new Map(orders.docs.map((doc) => [String(doc.id), { id: String(doc.id), name: String(doc.name ?? ''), description: String(doc.description ?? '') }]))
  const payOf = new Map(rows.map((doc) => [String(doc.id), doc.talentPayCents]))
  const shownDays = shown.flatMap(daysOf)
  return engagements.map((engagement) => {
    const poList: PurchaseOrderRef[] = assignments.docs
      .filter((row) => relationId(row.engagement) === engagement.id)
      .flatMap((row) => {
        const order = orderById.get(relationId(row.purchaseOrder) ?? '')
        return order ? [order] : []
      })
    const pay = payOf.get(engagement.id)
    return {
      id: engagement.id,
      name: engagement.name,
      organizationName: nameOf.get(engagement.organizationId) ?? '',
      timeZone: engagement.timeZone,
      today: engagement.today,
      poList,
      hourlyFee: null,
      talentPayRate: typeof pay === 'number' ? centsToDecimal(pay) : null,
      startDate: engagement.startDate,
      endDate: engagement.endDate,
      terminatedByManagerAt: engagement.terminatedByManagerAt,
      lastWorkDate: engagement.lastWorkDate,
      isAdjustableTimesheets: engagement.isAdjustableTimesheets,
      timesheetDates: shownDays.filter((day) => day >= engagement.startDate && day <= engagement.lastWorkDate && day <= engagement.today),
    }
  })
}

export const talentShortPayPeriods = defineEndpoint({
  method: 'get',
  path: '/talent/pay-periods/short/',
  summary: 'What the talent’s time-sheet grid needs today: today, the current pay period, the grace one while its window is open, and the engagements the talent may log time on in them (POs, dates, days)',
  tag: TAG,
  access: ['talent'],
  response: z.object({ today: z.string(), current: payPeriodAnswer, grace: payPeriodAnswer.nullable(), engagements: z.array(engagementTimeSheet) }),
  handler: async ({ req, user }) => {
    const { today } = await callerDay(req, user!)
    const { current, grace } = openPeriods(today, 'talent')
    const shown = grace ? [grace, current] : [current]
    return {
      today,
      current: periodAnswer(current, today, 'talent'),
      grace: grace ? periodAnswer(grace, today, 'talent') : null,
      engagements: await gridEngagements(req, user!, shown),
    }
  },
})

/** Past periods (ended before today) touching the range, newest first, each with time booked into it. */
async function payrollHistory(req: PayloadRequest, user: AuthUser, filters: { dateFrom?: string; dateTo?: string }): Promise<{ rows: PayrollPeriod[]; minutes: number; cents: number }> {
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) throw HttpError.validation({ dateFrom: [timeEntryMessages.dateRange] })
  const { today } = await callerDay(req, user)
  const lastPast = previousPayPeriod(payPeriodOf(today)).end
  const from = filters.dateFrom ?? monthsFrom(today, -12)
  const to = filters.dateTo && filters.dateTo < lastPast ? filters.dateTo : lastPast
  const periods = payPeriodsBetween(from, to).reverse()
  if (!periods.length) return { rows: [], minutes: 0, cents: 0 }
  const docs = await bookedEntries(req, user, { from: periods[periods.length - 1]!.start, to: periods[0]!.start })
  const byPeriod = new Map<string, SummedEntry[]>()
  for (const doc of docs) {
    const start = String(doc.bookedPeriodStart)
    if (byPeriod.has(start)) byPeriod.get(start)!.push(doc)
    else byPeriod.set(start, [doc])
  }
  const rows: PayrollPeriod[] = []
  let minutes = 0
  let cents = 0
  for (const period of periods) {
    const booked = byPeriod.get(period.start)
    if (!booked) continue
    const sums = periodSums(booked, 'pay')
    minutes += sums.total
    cents += sums.cents
    rows.push({
      period: periodAnswer(period, today, 'talent'),
      hours: hoursText(sums.total),
      // Approved time of the period: its approved entries and the approved adjustments booked into it.
      approvedHours: hoursText(sums.approved + sums.adjusted),
      amount: centsToDecimal(sums.cents),
      amountCents: sums.cents,
      payDate: payDateOf(period),
    })
  }
  return { rows, minutes, cents }
}

export const talentExtendedPayPeriods = defineEndpoint({
  method: 'get',
  path: '/talent/pay-periods/extended/',
  summary: 'The talent’s payroll history: past pay periods with time, newest first (date_from default 12 months back, date_to; page, page_size): hours, approved hours, pay and pay date',
  tag: TAG,
  access: ['talent'],
  query: pageQuery.extend(dateRangeFilters.shape),
  response: pageOf(payrollPeriod),
  handler: async ({ req, user, query }) => {
    const { rows } = await payrollHistory(req, user!, query)
    const start = (query.page - 1) * query.pageSize
    return toPage(req, query, rows.length, rows.slice(start, start + query.pageSize))
  },
})

export const talentExtendedPayPeriodsTotal = defineEndpoint({
  method: 'get',
  path: '/talent/pay-periods/extended/total/',
  summary: 'Sums of the payroll history over the same filters: { hours, amount, amountCents, periods }',
  tag: TAG,
  access: ['talent'],
  query: dateRangeFilters,
  response: z.object({ hours: z.string(), amount: z.string(), amountCents: z.number(), periods: z.number() }),
  handler: async ({ req, user, query }) => {
    const { rows, minutes, cents } = await payrollHistory(req, user!, query)
    return { hours: hoursText(minutes), amount: centsToDecimal(cents), amountCents: cents, periods: rows.length }
  },
})

export const talentPayPeriodEndpoints = [talentTimeSheetTotal, talentShortPayPeriods, talentExtendedPayPeriodsTotal, talentExtendedPayPeriods]
