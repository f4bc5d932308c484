import type { PayloadRequest, Where } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import { PAY_PERIOD_CLOSED_WARNING, increasedHoursMessage, reducedHoursMessage } from '../../contract/timeSheets/timeEntry'
import { timeEntryMessages, type TalentSubmitInput, type TalentTimeEntryCreateInput, type TalentTimeEntryUpdateInput } from '../../contract/timeSheets/talentInput'
import { now } from '../clock'
import { engagementNotFound, invalidFields, refusal } from '../engagements/errors'
import { organizationDay, ratesOfEngagement } from './context'
import { assertDayFits, changeKindFor, currentCountOf, deltasOf, moneyOf, purchaseOrderFor, readTimeEngagement } from './entryRules'
import { changeKind, isInEditWindow, payPeriodOf } from './payPeriods'
import { hoursText, MAX_MINUTES_PER_DAY } from './timeMath'
import type { CreateData, Row, UpdateData } from '../shared/records'
import { text } from '../shared/values'

/**
 * The talent's writes of time: log a day, change it, delete it.
 * Inside the talent's window a change edits the entry (a declined or approved one goes back to pending);
 * on a closed day (or an exported entry) it becomes a request for review: a `submitted` adjustive entry
 * carrying the warning. Runs inside the endpoint's transaction; every read and write as the talent.
 */

export interface AdjustmentNotice {
  warning: string
  /** How the change moves the next pay period ('2.00 hours will be added …'); null when the time stays. */
  message: string | null
}

type Entry = Row<'time-entries'>

export interface TalentChange {
  doc: Entry
  /** True when a new row was written (a new entry, or a new adjustment request on an existing one). */
  created: boolean
  adjustment: AdjustmentNotice | null
}

const asTalent = (req: PayloadRequest, user: AuthUser) => ({ depth: 0, overrideAccess: false, user, req, context: serverWriteContext }) as const
const ZERO = { minutes: 0, money: { costCents: 0, costTalentFeeIncludedCents: 0, payCents: 0 } }

export function noticeOf(deltaMinutes: number): AdjustmentNotice {
  const message = deltaMinutes < 0 ? reducedHoursMessage(hoursText(-deltaMinutes)) : deltaMinutes > 0 ? increasedHoursMessage(hoursText(deltaMinutes)) : null
  return { warning: PAY_PERIOD_CLOSED_WARNING, message }
}

/** The talent's own entry `id`, or 404 (another talent's reads exactly like one that does not exist). */
export async function ownEntry(req: PayloadRequest, user: AuthUser, id: string): Promise<Entry> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) && !/^[0-9a-f]{24}$/i.test(id)) throw engagementNotFound()
  const { docs } = await req.payload.find({
    collection: 'time-entries',
    where: { and: [{ id: { equals: id } }, { talent: { equals: user.id } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  const doc = docs[0]
  if (!doc) throw engagementNotFound()
  return doc
}

export async function createTalentEntry(req: PayloadRequest, user: AuthUser, input: TalentTimeEntryCreateInput): Promise<TalentChange> {
  const engagement = await readTimeEngagement(req, user, input.engagementId)
  if (!engagement || engagement.talentId !== user.id) throw invalidFields({ engagementId: [timeEntryMessages.invalidEngagement] })
  const date = input.timekeepingDate
  const kind = changeKindFor(engagement, date, 'talent')
  const minutes = input.hours * 60 + input.minutes
  const purchaseOrder = await purchaseOrderFor(req, user, engagement.id, input.purchaseOrderId)
  await assertDayFits(req, user, user.id, date, 'new entry', minutes)
  const money = moneyOf(minutes, await ratesOfEngagement(req, engagement.id))
  const at = now().toISOString()
  const common = {
    engagement: engagement.id,
    organization: engagement.organizationId,
    talent: user.id,
    purchaseOrder,
    timekeepingDate: date,
    durationMinutes: minutes,
    talentComment: input.talentComment ?? '',
    enteredAt: at,
    ...money,
  }
  // New time on a closed day is a request for review, booked into today's period.
  const data: CreateData<'time-entries'> =
    kind === 'edit'
      ? { ...common, bookedPeriodStart: payPeriodOf(date).start, isAdjustive: false, state: input.submit ? 'pending' : 'open', submittedAt: input.submit ? at : null }
      : {
          ...common,
          ...deltasOf(money, minutes, ZERO),
          bookedPeriodStart: payPeriodOf(engagement.today).start,
          isAdjustive: true,
          parent: null,
          adjustmentSource: 'talent',
          state: 'submitted',
          submittedAt: at,
        }
  const doc = await req.payload.create({ collection: 'time-entries', data, ...asTalent(req, user) })
  return { doc, created: true, adjustment: kind === 'edit' ? null : noticeOf(minutes) }
}

/** The new total of an update: a part left out keeps the entry's. */
function durationAfter(entry: Entry, input: TalentTimeEntryUpdateInput): number {
  const current = Number(entry.durationMinutes) || 0
  const hours = input.hours ?? Math.floor(current / 60)
  const minutes = input.minutes ?? current % 60
  const total = hours * 60 + minutes
  if (total > MAX_MINUTES_PER_DAY) throw invalidFields({ hours: [timeEntryMessages.invalidHours] })
  return total
}

export async function changeTalentEntry(req: PayloadRequest, user: AuthUser, id: string, input: TalentTimeEntryUpdateInput): Promise<TalentChange> {
  const entry = await ownEntry(req, user, id)
  const engagement = await readTimeEngagement(req, user, relationId(entry.engagement))
  if (!engagement) throw engagementNotFound()
  const date = text(entry.timekeepingDate)
  const minutes = durationAfter(entry, input)
  const talentComment = input.talentComment ?? text(entry.talentComment)
  const at = now().toISOString()
  const rates = await ratesOfEngagement(req, engagement.id)
  const update = (data: UpdateData<'time-entries'>) => req.payload.update({ collection: 'time-entries', id: String(entry.id), data, ...asTalent(req, user) })

  if (entry.isAdjustive === true) {
    // The talent's own request, not yet approved, is rewritten (a declined one is asked again).
    if (entry.adjustmentSource !== 'talent' || !['submitted', 'declined'].includes(text(entry.state))) throw refusal(422, timeEntryMessages.reviewedAdjustmentNotChanged)
    changeKindFor(engagement, date, 'talent', true)
    const parentId = relationId(entry.parent)
    const parent = parentId ? await ownEntry(req, user, parentId) : null
    const base = parent ? await currentCountOf(req, user, parent) : ZERO
    const purchaseOrder = await purchaseOrderFor(req, user, engagement.id, input.purchaseOrderId, relationId(entry.purchaseOrder))
    await assertDayFits(req, user, user.id, date, parentId ?? String(entry.id), minutes)
    const money = moneyOf(minutes, rates)
    const deltas = deltasOf(money, minutes, base)
    const doc = await update({
      ...money,
      ...deltas,
      durationMinutes: minutes,
      purchaseOrder,
      talentComment,
      state: 'submitted',
      bookedPeriodStart: payPeriodOf(engagement.today).start,
      submittedAt: at,
      reviewedAt: null,
      reviewedBy: null,
    })
    return { doc, created: false, adjustment: noticeOf(deltas.deltaMinutes) }
  }

  const kind = changeKindFor(engagement, date, 'talent', Boolean(entry.exportedAt))
  const state = text(entry.state)
  if (kind === 'edit') {
    const purchaseOrder = await purchaseOrderFor(req, user, engagement.id, input.purchaseOrderId, relationId(entry.purchaseOrder))
    await assertDayFits(req, user, user.id, date, String(entry.id), minutes)
    // open stays open unless submitted; pending stays pending; a declined or approved entry edited goes back to pending.
    const nextState = state === 'open' && !input.submit ? 'open' : 'pending'
    const reviewed = state === 'approved' || state === 'declined'
    const doc = await update({
      ...moneyOf(minutes, rates),
      durationMinutes: minutes,
      purchaseOrder,
      talentComment,
      state: nextState,
      ...(nextState === 'pending' && state !== 'pending' ? { submittedAt: at } : {}),
      ...(reviewed ? { reviewedAt: null, reviewedBy: null } : {}),
    })
    return { doc, created: false, adjustment: null }
  }

  if (state !== 'approved' && !entry.exportedAt) {
    // Never approved, so nothing of it was counted: the entry itself becomes the request for review,
    // booked into today's period with all of its time.
    const purchaseOrder = await purchaseOrderFor(req, user, engagement.id, input.purchaseOrderId, relationId(entry.purchaseOrder))
    await assertDayFits(req, user, user.id, date, String(entry.id), minutes)
    const money = moneyOf(minutes, rates)
    const doc = await update({
      ...money,
      ...deltasOf(money, minutes, ZERO),
      durationMinutes: minutes,
      purchaseOrder,
      talentComment,
      isAdjustive: true,
      parent: null,
      adjustmentSource: 'talent',
      state: 'submitted',
      bookedPeriodStart: payPeriodOf(engagement.today).start,
      submittedAt: at,
      reviewedAt: null,
      reviewedBy: null,
    })
    return { doc, created: false, adjustment: noticeOf(minutes) }
  }

  // Approved (or exported): the entry never changes; the talent's open request on it is rewritten, else a new one is made.
  const { docs } = await req.payload.find({
    collection: 'time-entries',
    where: { and: [{ parent: { equals: String(entry.id) } }, { adjustmentSource: { equals: 'talent' } }, { state: { equals: 'submitted' } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  const request = docs[0]
  const base = await currentCountOf(req, user, entry)
  const purchaseOrder = await purchaseOrderFor(req, user, engagement.id, input.purchaseOrderId, relationId((request ?? entry).purchaseOrder))
  await assertDayFits(req, user, user.id, date, String(entry.id), minutes)
  const money = moneyOf(minutes, rates)
  const deltas = deltasOf(money, minutes, base)
  const data = {
    ...money,
    ...deltas,
    durationMinutes: minutes,
    purchaseOrder,
    talentComment,
    state: 'submitted' as const,
    bookedPeriodStart: payPeriodOf(engagement.today).start,
    submittedAt: at,
  }
  const doc = request
    ? await req.payload.update({ collection: 'time-entries', id: String(request.id), data, ...asTalent(req, user) })
    : await req.payload.create({
        collection: 'time-entries',
        data: {
          ...data,
          engagement: engagement.id,
          organization: engagement.organizationId,
          talent: user.id,
          timekeepingDate: date,
          isAdjustive: true,
          parent: String(entry.id),
          adjustmentSource: 'talent',
          enteredAt: at,
        },
        ...asTalent(req, user),
      })
  return { doc, created: !request, adjustment: noticeOf(deltas.deltaMinutes) }
}

/**
 * Deleting: the talent's open, pending or declined entry inside the window, or their own
 * request for review not yet approved. An approved or exported entry is never deleted.
 */
export async function deleteTalentEntry(req: PayloadRequest, user: AuthUser, id: string): Promise<void> {
  const entry = await ownEntry(req, user, id)
  const state = text(entry.state)
  if (entry.exportedAt) throw refusal(422, timeEntryMessages.exportedNotDeleted)
  if (state === 'approved') throw refusal(422, timeEntryMessages.approvedNotDeleted)
  if (entry.isAdjustive === true) {
    if (entry.adjustmentSource !== 'talent') throw refusal(422, timeEntryMessages.reviewedAdjustmentNotChanged)
  } else {
    const { today } = await organizationDay(req, relationId(entry.organization) ?? '')
    if (changeKind(text(entry.timekeepingDate), today, 'talent') !== 'edit') throw refusal(422, timeEntryMessages.closedNotDeleted)
    // Defensive: an entry that adjustments name as their parent is never deleted (they would be orphaned).
    const children = await req.payload.count({ collection: 'time-entries', where: { parent: { equals: String(entry.id) } }, overrideAccess: false, user, req })
    if (children.totalDocs > 0) throw refusal(422, timeEntryMessages.adjustedNotDeleted)
  }
  await req.payload.delete({ collection: 'time-entries', id: String(entry.id), ...asTalent(req, user) })
}

/**
 * Submits a pay period: every open, non-adjustive entry with time dated in it whose day
 * is still inside the talent's window becomes pending. A period whose open entries are all closed is
 * refused (a closed day goes for review through a change of the entry instead).
 */
export async function submitTalentPeriod(req: PayloadRequest, user: AuthUser, input: TalentSubmitInput): Promise<number> {
  const period = payPeriodOf(input.periodStart)
  if (period.start !== input.periodStart) throw invalidFields({ periodStart: [timeEntryMessages.notPeriodStart] })
  const where: Where[] = [
    { talent: { equals: user.id } },
    { state: { equals: 'open' } },
    { isAdjustive: { not_equals: true } },
    { durationMinutes: { greater_than: 0 } },
    { timekeepingDate: { greater_than_equal: period.start } },
    { timekeepingDate: { less_than_equal: period.end } },
  ]
  if (input.engagementId !== undefined) {
    const engagement = await readTimeEngagement(req, user, input.engagementId)
    if (!engagement || engagement.talentId !== user.id) throw invalidFields({ engagementId: [timeEntryMessages.invalidEngagement] })
    where.push({ engagement: { equals: engagement.id } })
  }
  const { docs } = await req.payload.find({
    collection: 'time-entries',
    where: { and: where },
    select: { timekeepingDate: true, organization: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  const todays = new Map<string, string>()
  const open: typeof docs = []
  for (const doc of docs) {
    const organizationId = relationId(doc.organization) ?? ''
    if (!todays.has(organizationId)) todays.set(organizationId, (await organizationDay(req, organizationId)).today)
    if (isInEditWindow(text(doc.timekeepingDate), todays.get(organizationId)!, 'talent')) open.push(doc)
  }
  if (docs.length && !open.length) throw invalidFields({ periodStart: [timeEntryMessages.periodClosed] })
  const at = now().toISOString()
  for (const doc of open) {
    await req.payload.update({ collection: 'time-entries', id: String(doc.id), data: { state: 'pending', submittedAt: at }, ...asTalent(req, user) })
  }
  return open.length
}
