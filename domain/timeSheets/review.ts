import type { PayloadRequest, Where } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import { orgTimeSheetMessages as say, type BulkReviewInput } from '../../contract/timeSheets/orgInput'
import { now } from '../clock'
import { engagementNotFound, invalidFields, refusal } from '../engagements/errors'
import { ratesOfEntry } from './context'
import { assertDayFits, changeKindFor, currentCountOf, deltasOf, moneyOf, purchaseOrderFor, readTimeEngagement } from './entryRules'
import { payPeriodOf, payPeriodType } from './payPeriods'
import { mayApprove, mayReadOrganizationTime, reviewData, reviewRefusal, WAITING_STATES, type EngagementApproval, type ReviewAction, type ReviewInput } from './reviewRules'
import { noticeOf } from './talentChanges'
import { MAX_MINUTES_PER_DAY, splitDuration } from './timeMath'
import type { Row, UpdateData } from '../shared/records'
import { ID_ONLY } from '../shared/select'
import { looksLikeId, text } from '../shared/values'

/**
 * Who may review an organization's time and how one entry or a whole selection moves .
 * Every read and write is the caller's (`overrideAccess: false`), so another organization's
 * entry is simply not found; writes run in the endpoint's transaction. Rules:
 * - reading the organization's time: the organization admin, a manager with Manage Engagement
 *   (hasPermissionSendEngagement); any other manager is refused (403) on every time-sheet call;
 * - approval rights: the organization admin, and such a manager when they have hasTimeSheetApproval or own
 *   the entry's engagement;
 * - approve / decline: a waiting entry (pending, or a submitted adjustment request), never an exported one;
 * - un-approve: an approved, not exported entry whose booked period is still inside the organization's
 *   window; it goes back to waiting (pending, or submitted for an adjustment) with the reason stored.
 * A bulk review applies to every selected row or to none: any refused row fails the whole call with the
 * rows and their reasons (422 `rows`).
 */

const asCaller = (req: PayloadRequest, user: AuthUser) => ({ depth: 0, overrideAccess: false, user, req }) as const

type Entry = Row<'time-entries'>

export { WAITING_STATES, type ReviewAction }

export function assertReadsOrganizationTime(user: AuthUser): void {
  if (!mayReadOrganizationTime(user)) throw refusal(403, say.manageEngagementOnly)
}

/** Owners and organization of the engagements the entries name (one query). */
export async function approvalsOf(req: PayloadRequest, user: AuthUser, entries: Entry[]): Promise<Map<string, EngagementApproval>> {
  const ids = [...new Set(entries.map((doc) => relationId(doc.engagement)).filter((id): id is string => Boolean(id)))]
  if (!ids.length) return new Map()
  const { docs } = await req.payload.find({ collection: 'engagements', where: { id: { in: ids } }, select: { owners: true, organization: true }, pagination: false, ...asCaller(req, user) })
  return new Map(
    docs.map((doc) => [
      String(doc.id),
      { organizationId: relationId(doc.organization) ?? '', owners: (Array.isArray(doc.owners) ? doc.owners : []).map(relationId).filter((id): id is string => Boolean(id)) },
    ]),
  )
}

/** One entry of the caller's organization, or 404 (another organization's id reads as missing). */
export async function organizationEntry(req: PayloadRequest, user: AuthUser, id: string): Promise<Entry> {
  if (!looksLikeId(id)) throw engagementNotFound()
  const { docs } = await req.payload.find({ collection: 'time-entries', where: { id: { equals: id } }, limit: 1, pagination: false, ...asCaller(req, user) })
  const doc = docs[0]
  if (!doc) throw engagementNotFound()
  return doc
}

export async function writeEntry(req: PayloadRequest, user: AuthUser, id: string, data: UpdateData<'time-entries'>): Promise<Entry> {
  return req.payload.update({ collection: 'time-entries', id, data, ...asCaller(req, user), context: serverWriteContext })
}

/** Approve, decline or un-approve one entry (inside the caller's transaction); 403 without rights, 422 otherwise. */
export async function reviewOne(req: PayloadRequest, user: AuthUser, doc: Entry, action: ReviewAction, input: ReviewInput, today: string): Promise<Entry> {
  const approvals = await approvalsOf(req, user, [doc])
  const why = reviewRefusal(user, doc, action, approvals.get(relationId(doc.engagement) ?? ''), today)
  if (why === say.noApprovalRights) throw refusal(403, why)
  if (why) throw refusal(422, why)
  return writeEntry(req, user, String(doc.id), reviewData(user, doc, action, input))
}

// --- bulk ------------------------------------------------------------------------------------------

/**
 * The rows a bulk modal names. Waiting entries only, as the caller reads them:
 * - entire_day: entries worked on `date` (of `engagement_id` and/or `talent_id`);
 * - entire_engagement / all_engagements (optionally one talent): with a period, every waiting entry booked
 *   into it (the period's own days and the adjustments booked into it); with a custom range, the entries
 *   worked in the range plus every waiting adjustment, whatever day it corrects (the spec: "for a custom range,
 *   adjustments are not filtered by the date range");
 * - action_item: exactly the listed ids, whatever their state (a row no longer waiting is refused).
 * An engagement or talent of another organization is 422 on its field; an id of another organization 422 on `ids`.
 */
export async function bulkSelection(req: PayloadRequest, user: AuthUser, input: BulkReviewInput): Promise<Entry[]> {
  const scope = input.scope
  const read = (where: Where) => req.payload.find({ collection: 'time-entries', where, sort: ['timekeepingDate', 'createdAt'], pagination: false, ...asCaller(req, user) })
  if (scope.type === 'action_item') {
    const ids = [...new Set(input.ids ?? [])]
    const docs = ids.every(looksLikeId) ? (await read({ id: { in: ids } })).docs : []
    if (docs.length !== ids.length) {
      const found = new Set(docs.map((doc) => String(doc.id)))
      throw invalidFields({ ids: ids.filter((id) => !found.has(id)).map((id) => `${id}: ${say.invalidEntry}`) })
    }
    return docs
  }
  const and: Where[] = [{ state: { in: [...WAITING_STATES] } }]
  if (scope.engagementId !== undefined) {
    const ok = looksLikeId(scope.engagementId) && (await req.payload.find({ collection: 'engagements', where: { id: { equals: scope.engagementId } }, select: ID_ONLY, limit: 1, pagination: false, ...asCaller(req, user) })).docs.length > 0
    if (!ok) throw invalidFields({ engagementId: [say.invalidEngagement] })
    and.push({ engagement: { equals: scope.engagementId } })
  }
  if (scope.talentId !== undefined) {
    // A talent is the organization's when one of its engagements names them.
    const ok = looksLikeId(scope.talentId) && (await req.payload.find({ collection: 'engagements', where: { talent: { equals: scope.talentId } }, select: ID_ONLY, limit: 1, pagination: false, ...asCaller(req, user) })).docs.length > 0
    if (!ok) throw invalidFields({ talentId: [say.invalidTalent] })
    and.push({ talent: { equals: scope.talentId } })
  }
  if (scope.type === 'entire_day') and.push({ timekeepingDate: { equals: scope.date! } })
  else if (scope.periodStart) and.push({ bookedPeriodStart: { equals: scope.periodStart } })
  else {
    and.push({
      or: [
        { and: [{ isAdjustive: { not_equals: true } }, { timekeepingDate: { greater_than_equal: scope.dateFrom! } }, { timekeepingDate: { less_than_equal: scope.dateTo! } }] },
        { isAdjustive: { equals: true } },
      ],
    })
  }
  return (await read({ and })).docs
}

/**
 * Approve or decline every selected row, or none: each row is judged first; any refusal throws 422
 * `{ rows: ['<id>: <reason>', …] }` before anything is written. Runs inside the caller's transaction, so a
 * write failing half-way rolls the earlier ones back too.
 */
export async function bulkReview(req: PayloadRequest, user: AuthUser, input: BulkReviewInput, today: string): Promise<Entry[]> {
  const rows = await bulkSelection(req, user, input)
  const action: ReviewAction = input.action
  const approvals = await approvalsOf(req, user, rows)
  const refused = rows.flatMap((doc) => {
    const why = reviewRefusal(user, doc, action, approvals.get(relationId(doc.engagement) ?? ''), today)
    return why ? [`${String(doc.id)}: ${why}`] : []
  })
  if (refused.length) throw invalidFields({ rows: refused })
  const done: Entry[] = []
  for (const doc of rows) done.push(await writeEntry(req, user, String(doc.id), reviewData(user, doc, action, { clientComment: input.clientComment })))
  return done
}

// --- organization edit -----------------------------------------------------------------------------

export interface OrganizationEditInput {
  hours?: number
  minutes?: number
  purchaseOrderId?: string | null
  description?: string
}

export interface OrganizationEdit {
  doc: Entry
  /** True when an adjustive child was written (the entry itself stayed as it was). */
  created: boolean
  /** The reduced/increased-hours message of an adjustment that moves time; null otherwise. */
  message: string | null
}

const ZERO = { minutes: 0, money: { costCents: 0, costTalentFeeIncludedCents: 0, payCents: 0 } }
const cents = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0)

/**
 * An approver changes an entry's time, PO or description (the adjustment form). Inside the organization's
 * window (and not exported) the entry itself changes and is approved by the editor; an adjustive entry is
 * rewritten in place while its booked period is still open. Otherwise the entry never changes: an approved
 * adjustive child (`adjustmentSource: 'organization'`) carries the new total, booked into today's period,
 * with the reduced/increased-hours message. Money uses the rates frozen on the entry.
 */
export async function organizationEdit(req: PayloadRequest, user: AuthUser, doc: Entry, input: OrganizationEditInput): Promise<OrganizationEdit> {
  const approvals = await approvalsOf(req, user, [doc])
  if (!mayApprove(user, approvals.get(relationId(doc.engagement) ?? ''))) throw refusal(403, say.noApprovalRights)
  const engagement = await readTimeEngagement(req, user, relationId(doc.engagement))
  if (!engagement) throw engagementNotFound()
  const date = text(doc.timekeepingDate)
  const exported = Boolean(doc.exportedAt)
  const kind = changeKindFor(engagement, date, 'organization', exported)
  const bookedOpen = payPeriodType(payPeriodOf(text(doc.bookedPeriodStart) || date), engagement.today, 'organization') !== 'close'
  const inPlace = doc.isAdjustive === true ? bookedOpen && !exported : kind === 'edit'

  const current = splitDuration(cents(doc.durationMinutes))
  const minutes = (input.hours ?? current.hours) * 60 + (input.minutes ?? current.minutes)
  if (minutes > MAX_MINUTES_PER_DAY) throw invalidFields({ minutes: [say.invalidHours] })
  const purchaseOrder = await purchaseOrderFor(req, user, engagement.id, input.purchaseOrderId, relationId(doc.purchaseOrder))
  const parentId = relationId(doc.parent)
  const root = doc.isAdjustive === true ? parentId : String(doc.id)
  await assertDayFits(req, user, engagement.talentId, date, root ?? String(doc.id), minutes)
  const money = moneyOf(minutes, await ratesOfEntry(req, String(doc.id)))
  const at = now().toISOString()
  const reviewed = { state: 'approved' as const, reviewedAt: at, reviewedBy: user.id }
  const description = input.description !== undefined ? { description: input.description } : {}

  if (inPlace) {
    let deltas = {}
    if (doc.isAdjustive === true) {
      // A rewritten adjustment counts against what its parent counts without it (a parentless one against nothing).
      const base = root ? await currentCountOf(req, user, await organizationEntry(req, user, root), String(doc.id)) : ZERO
      deltas = deltasOf(money, minutes, base)
    }
    const saved = await writeEntry(req, user, String(doc.id), { durationMinutes: minutes, purchaseOrder, ...money, ...deltas, ...description, ...reviewed })
    return { doc: saved, created: false, message: null }
  }
  const parent = root ? (root === String(doc.id) ? doc : await organizationEntry(req, user, root)) : doc
  const deltas = deltasOf(money, minutes, await currentCountOf(req, user, parent))
  const child = await req.payload.create({
    collection: 'time-entries',
    data: {
      engagement: engagement.id,
      organization: engagement.organizationId,
      talent: engagement.talentId,
      purchaseOrder,
      timekeepingDate: date,
      bookedPeriodStart: payPeriodOf(engagement.today).start,
      durationMinutes: minutes,
      ...money,
      ...deltas,
      isAdjustive: true,
      parent: String(parent.id),
      adjustmentSource: 'organization',
      description: input.description ?? '',
      enteredAt: at,
      submittedAt: at,
      ...reviewed,
    },
    ...asCaller(req, user),
    context: serverWriteContext,
  })
  return { doc: child, created: true, message: noticeOf(deltas.deltaMinutes).message }
}
