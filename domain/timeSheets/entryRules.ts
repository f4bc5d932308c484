import type { PayloadRequest } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { timeEntryMessages } from '../../contract/timeSheets/talentInput'
import { calendarDateIn } from '../clock'
import { invalidFields } from '../engagements/errors'
import type { Row } from '../shared/records'
import { looksLikeId, text } from '../shared/values'
import { organizationDay, type EngagementRates } from './context'
import { changeKind, type ChangeKind, type Editor } from './payPeriods'
import { costOf } from './timeMath'
import { timeSheetSettings } from './settings'
import { ID_ONLY } from '../shared/select'

/**
 * The rules every time-entry write obeys, shared by the
 * talent's endpoints and the organization's: which engagement may carry time on which day, what a change
 * becomes today (edit, adjustment, refused), the purchase order, the 24-hour day across engagements, and
 * the money of a duration. Reads go through the caller's access (`overrideAccess: false`); a refusal is
 * thrown as Payload's ValidationError (422 in the contract's shape, domain/engagements/errors.ts).
 */

/** Engagements that carry time: agreed, running or ended; never draft, pending, declined or withdrawn. */
export const TIME_ENGAGEMENT_STATUSES = ['accepted', 'active', 'expired', 'terminated'] as const

const asCaller = (req: PayloadRequest, user: AuthUser) => ({ depth: 0, overrideAccess: false, user, req }) as const

export interface TimeEngagement {
  id: string
  name: string
  organizationId: string
  talentId: string
  status: string
  startDate: string
  endDate: string
  terminatedByManagerAt: string | null
  /** The end date, or the termination day (in the organization's zone) when earlier. */
  lastWorkDate: string
  isAdjustableTimesheets: boolean
  /** The organization's zone and today in it: whose day decides windows and "no future day". */
  timeZone: string
  today: string
}

const ENGAGEMENT_SELECT = {
  name: true,
  status: true,
  startDate: true,
  endDate: true,
  terminatedByManagerAt: true,
  organization: true,
  talent: true,
  isAdjustableTimesheets: true,
} as const

/** An engagement with the fields time keeping reads (ENGAGEMENT_SELECT). */
export type TimeEngagementRow = Pick<Row<'engagements'>, 'id' | keyof typeof ENGAGEMENT_SELECT>

/** The last day time may be logged on: the end date, or the day the manager terminated it when earlier. */
export function lastWorkDateOf(doc: Pick<Row<'engagements'>, 'endDate' | 'terminatedByManagerAt'>, timeZone: string): string {
  const end = text(doc.endDate)
  const terminated = doc.terminatedByManagerAt ? new Date(doc.terminatedByManagerAt as string) : null
  if (!terminated || Number.isNaN(terminated.getTime())) return end
  const day = calendarDateIn(timeZone, terminated)
  return end && end < day ? end : day
}

/** Engagement docs (read by the caller) with their organization's zone and today. */
export async function timeEngagementsOf(req: PayloadRequest, docs: TimeEngagementRow[]): Promise<TimeEngagement[]> {
  const days = new Map<string, { timeZone: string; today: string }>()
  for (const organizationId of new Set(docs.map((doc) => relationId(doc.organization) ?? ''))) {
    if (organizationId) days.set(organizationId, await organizationDay(req, organizationId))
  }
  return docs.map((doc) => {
    const organizationId = relationId(doc.organization) ?? ''
    const { timeZone, today } = days.get(organizationId) ?? { timeZone: 'America/New_York', today: '' }
    const terminated: unknown = doc.terminatedByManagerAt
    return {
      id: String(doc.id),
      name: text(doc.name),
      organizationId,
      talentId: relationId(doc.talent) ?? '',
      status: text(doc.status),
      startDate: text(doc.startDate),
      endDate: text(doc.endDate),
      terminatedByManagerAt: terminated instanceof Date ? terminated.toISOString() : text(terminated) || null,
      lastWorkDate: lastWorkDateOf(doc, timeZone),
      isAdjustableTimesheets: doc.isAdjustableTimesheets !== false,
      timeZone,
      today,
    }
  })
}

/** The engagement `id` as the caller may read it (a talent: their own, drafts never), or null. */
export async function readTimeEngagement(req: PayloadRequest, user: AuthUser, id: string | null | undefined): Promise<TimeEngagement | null> {
  if (!id || !looksLikeId(id)) return null
  const { docs } = await req.payload.find({ collection: 'engagements', where: { id: { equals: id } }, select: ENGAGEMENT_SELECT, limit: 1, pagination: false, ...asCaller(req, user) })
  const doc = docs[0]
  return doc ? (await timeEngagementsOf(req, [doc]))[0]! : null
}

/**
 * What a change of `date`'s time on `engagement` becomes for `editor` today, or a 422: the engagement
 * must carry time, the day must have come, lie inside the horizon and inside the engagement's dates.
 * `exported`: an exported entry is only ever adjusted.
 */
export function changeKindFor(engagement: TimeEngagement, date: string, editor: Editor, exported = false): Exclude<ChangeKind, 'too_old' | 'future'> {
  if (!(TIME_ENGAGEMENT_STATUSES as readonly string[]).includes(engagement.status)) throw invalidFields({ engagementId: [timeEntryMessages.engagementNotOpen] })
  const kind = changeKind(date, engagement.today, editor)
  if (kind === 'future') throw invalidFields({ timekeepingDate: [timeEntryMessages.futureDay] })
  if (kind === 'too_old') throw invalidFields({ timekeepingDate: [editor === 'talent' ? timeEntryMessages.tooOldTalent : timeEntryMessages.tooOldOrganization] })
  if (!engagement.startDate || date < engagement.startDate || !engagement.lastWorkDate || date > engagement.lastWorkDate) {
    throw invalidFields({ timekeepingDate: [timeEntryMessages.outsideEngagement] })
  }
  if (kind === 'adjustment' || exported) {
    if (!engagement.isAdjustableTimesheets) throw invalidFields({ timekeepingDate: [timeEntryMessages.notAdjustable] })
    return 'adjustment'
  }
  return 'edit'
}

/** The active purchase orders assigned to the engagement, in the order they were assigned. */
export async function activePurchaseOrderIds(req: PayloadRequest, user: AuthUser, engagementId: string): Promise<string[]> {
  const rows = await req.payload.find({
    collection: 'engagement-purchase-orders',
    where: { engagement: { equals: engagementId } },
    select: { purchaseOrder: true },
    sort: ['assignedAt', 'createdAt'],
    pagination: false,
    ...asCaller(req, user),
  })
  const assigned = [...new Set(rows.docs.map((row) => relationId(row.purchaseOrder)).filter((id): id is string => Boolean(id)))]
  if (!assigned.length) return []
  const orders = await req.payload.find({
    collection: 'purchase-orders',
    where: { and: [{ id: { in: assigned } }, { isActive: { not_equals: false } }] },
    select: ID_ONLY,
    pagination: false,
    ...asCaller(req, user),
  })
  const active = new Set(orders.docs.map((doc) => String(doc.id)))
  return assigned.filter((id) => active.has(id))
}

/**
 * The entry's purchase order: none assigned -> none (422 when one is sent); one ->
 * that one when none is sent; several -> one of them is required. `sent` undefined = not in the body
 * (an update keeps the entry's `current`); null = sent empty.
 */
export async function purchaseOrderFor(req: PayloadRequest, user: AuthUser, engagementId: string, sent: string | null | undefined, current: string | null = null): Promise<string | null> {
  if (sent === undefined && current) return current
  const active = await activePurchaseOrderIds(req, user, engagementId)
  if (sent) {
    if (!active.length) throw invalidFields({ purchaseOrderId: [timeEntryMessages.noPurchaseOrders] })
    if (!active.includes(sent)) throw invalidFields({ purchaseOrderId: [timeEntryMessages.invalidPurchaseOrder] })
    return sent
  }
  if (active.length === 0) return null
  if (active.length === 1) return active[0]!
  throw invalidFields({ purchaseOrderId: [timeEntryMessages.selectPurchaseOrder] })
}

/** A time entry with the fields the day's count reads. */
export type DayRow = Pick<Row<'time-entries'>, 'id' | 'durationMinutes' | 'isAdjustive' | 'parent' | 'state' | 'createdAt'>

/** Of a day's rows, the time that counts now, per key: a root entry's id (or an unparented adjustment's own). */
export function dayMinutesByEntry(rows: DayRow[]): Map<string, number> {
  const counted = new Map<string, number>()
  const latestChild = new Map<string, DayRow>()
  for (const row of rows) {
    if (row.isAdjustive !== true) {
      if (!counted.has(String(row.id))) counted.set(String(row.id), Number(row.durationMinutes) || 0)
      continue
    }
    const parent = relationId(row.parent)
    if (!parent) {
      if (row.state !== 'declined') counted.set(String(row.id), Number(row.durationMinutes) || 0)
      continue
    }
    if (row.state !== 'approved' && row.state !== 'submitted') continue
    const before = latestChild.get(parent)
    if (!before || String(before.createdAt) <= String(row.createdAt)) latestChild.set(parent, row)
  }
  for (const [parent, child] of latestChild) counted.set(parent, Number(child.durationMinutes) || 0)
  return counted
}

/**
 * The 24-hour rule: the talent's day across engagements, with `key`'s time replaced by
 * `minutes` (a new entry: a key no row has), may not exceed 1,440 minutes.
 */
export async function assertDayFits(req: PayloadRequest, user: AuthUser, talentId: string, date: string, key: string, minutes: number): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'time-entries',
    where: { and: [{ talent: { equals: talentId } }, { timekeepingDate: { equals: date } }] },
    select: { durationMinutes: true, isAdjustive: true, parent: true, state: true, createdAt: true },
    pagination: false,
    ...asCaller(req, user),
  })
  const counted = dayMinutesByEntry(docs)
  counted.set(key, minutes)
  const total = [...counted.values()].reduce((sum, value) => sum + value, 0)
  if (total > timeSheetSettings(req).maxHoursPerDay * 60) throw invalidFields({ hours: [timeEntryMessages.dayOverflow] })
}

export interface EntryMoney {
  costCents: number
  costTalentFeeIncludedCents: number
  payCents: number
  hourlyFeeCents: number
  hourlyFeeWithoutTalentFeeCents: number
  talentPayCents: number
}

/** A duration's money with the engagement's frozen rates (each rounded once), and the rates themselves. */
export function moneyOf(minutes: number, rates: EngagementRates): EntryMoney {
  return {
    costCents: costOf(minutes, rates.hourlyFeeWithoutTalentFeeCents),
    costTalentFeeIncludedCents: costOf(minutes, rates.hourlyFeeCents),
    payCents: costOf(minutes, rates.talentPayCents),
    hourlyFeeCents: rates.hourlyFeeCents,
    hourlyFeeWithoutTalentFeeCents: rates.hourlyFeeWithoutTalentFeeCents,
    talentPayCents: rates.talentPayCents,
  }
}

/** The signed differences an adjustment makes against what its parent counts now (`base`). */
export function deltasOf(next: EntryMoney, minutes: number, base: { minutes: number; money: Pick<EntryMoney, 'costCents' | 'costTalentFeeIncludedCents' | 'payCents'> }) {
  return {
    deltaMinutes: minutes - base.minutes,
    costDeltaCents: next.costCents - base.money.costCents,
    costTalentFeeIncludedDeltaCents: next.costTalentFeeIncludedCents - base.money.costTalentFeeIncludedCents,
    payDeltaCents: next.payCents - base.money.payCents,
  }
}

/**
 * What an entry counts now (its latest approved adjustment's time and money, else its own): the base an
 * adjustment's deltas are taken against. `excluding`: a pending request being rewritten.
 * Read as the server: the caller already read `entry` under their access, and its adjustments are theirs
 * too, but a talent or a manager without View Rate does not see the organization's amounts the deltas
 * are taken against (access/moneyFields.ts). Nothing read here reaches the caller's answer.
 */
export async function currentCountOf(req: PayloadRequest, _caller: AuthUser, entry: { id: string | number }, excluding?: string) {
  const counted = { durationMinutes: true, costCents: true, costTalentFeeIncludedCents: true, payCents: true } as const
  const { docs } = await req.payload.find({
    collection: 'time-entries',
    where: { and: [{ parent: { equals: String(entry.id) } }, { state: { equals: 'approved' } }, ...(excluding ? [{ id: { not_equals: excluding } }] : [])] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    select: counted,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const source =
    docs[0] ??
    (await req.payload.findByID({ collection: 'time-entries', id: String(entry.id), select: counted, depth: 0, overrideAccess: true, req }))
  const cents = (value: unknown) => (typeof value === 'number' ? value : 0)
  return {
    minutes: cents(source.durationMinutes),
    money: { costCents: cents(source.costCents), costTalentFeeIncludedCents: cents(source.costTalentFeeIncludedCents), payCents: cents(source.payCents) },
  }
}
