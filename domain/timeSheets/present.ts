import type { PayloadRequest } from 'payload'
import { mayViewOrganizationRate, relationId, type AuthUser } from '../../access/roles'
import { centsToDecimal } from '../../contract/engagements/pricing'
import { fullName } from '../../contract/talentList'
import type { AdjustmentSource, PersonRef, PurchaseOrderRef, TimeEntry, TimeEntryState } from '../../contract/timeSheets/timeEntry'
import { todayIn } from '../clock'
import { editorOf, timeZonesOf } from './context'
import { changeKind, type Editor } from './payPeriods'
import { hoursText, splitDuration } from './timeMath'
import type { Row } from '../shared/records'
import { iso, text } from '../shared/values'

/**
 * The TimeEntry answer (contract/timeSheets/timeEntry.ts) for entries the caller has already read with
 * their own access: a fixed number of queries for any number of entries (names, POs, children, zones).
 *
 * Names of the engagement, the talent, the reviewer and the PO an entry names are read without the
 * caller's access (names only): whoever may read the entry may read what it is about (a talent reads the
 * reviewer's name, which the users' read access does not express). Money: a talent sees their pay, never
 * the organization's cost; an organization user sees cost and pay only with View Rate; the super admin all.
 */

const ids = (values: unknown[]) => [...new Set(values.map(relationId).filter((id): id is string => Boolean(id)))]
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null)
const money = (value: number | null): string | null => (value === null ? null : centsToDecimal(value))

/** The rows `read` answers for `idList`, by id (no query for an empty list). */
async function byId<T extends { id: string }>(idList: string[], read: (idList: string[]) => Promise<{ docs: T[] }>): Promise<Map<string, T>> {
  if (!idList.length) return new Map()
  return new Map((await read(idList)).docs.map((doc) => [String(doc.id), doc]))
}

/** What a change by this editor becomes today; an exported entry is never edited again, only adjusted. */
export function changeOf(doc: Pick<Row<'time-entries'>, 'timekeepingDate' | 'exportedAt'>, today: string, editor: Editor): TimeEntry['changeKind'] {
  const kind = changeKind(text(doc.timekeepingDate), today, editor)
  return kind === 'edit' && doc.exportedAt ? 'adjustment' : kind
}

export async function presentTimeEntries(req: PayloadRequest, user: AuthUser, docs: Row<'time-entries'>[]): Promise<TimeEntry[]> {
  if (!docs.length) return []
  const entryIds = docs.map((doc) => String(doc.id))
  const namesOnly = { depth: 0, pagination: false, overrideAccess: true, req } as const
  const [engagements, people, orders, zones, children] = await Promise.all([
    byId(ids(docs.map((doc) => doc.engagement)), (idList) => req.payload.find({ collection: 'engagements', where: { id: { in: idList } }, select: { name: true }, ...namesOnly })),
    byId(ids(docs.flatMap((doc) => [doc.talent, doc.reviewedBy])), (idList) =>
      req.payload.find({ collection: 'users', where: { id: { in: idList } }, select: { firstName: true, lastName: true }, ...namesOnly }),
    ),
    byId(ids(docs.map((doc) => doc.purchaseOrder)), (idList) =>
      req.payload.find({ collection: 'purchase-orders', where: { id: { in: idList } }, select: { name: true, description: true }, ...namesOnly }),
    ),
    timeZonesOf(req, docs.map((doc) => relationId(doc.organization))),
    req.payload.find({
      collection: 'time-entries',
      where: { parent: { in: entryIds } },
      select: { parent: true, createdAt: true },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
      req,
    }),
  ])
  const childrenOf = new Map<string, string[]>()
  for (const child of children.docs) {
    const parent = relationId(child.parent)
    if (parent) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), String(child.id)])
  }
  const editor = editorOf(user)
  const seesCost = user.role !== 'talent' && mayViewOrganizationRate(user)
  const seesPay = user.role === 'talent' || seesCost
  const todayByZone = new Map<string, string>()
  const todayFor = (zone: string) => todayByZone.get(zone) ?? todayByZone.set(zone, todayIn(zone)).get(zone)!

  return docs.map((doc) => {
    const duration = int(doc.durationMinutes) ?? 0
    const delta = doc.isAdjustive ? int(doc.deltaMinutes) : null
    const person = (id: unknown): PersonRef | null => {
      const found = people.get(relationId(id) ?? '')
      return found ? { id: String(found.id), name: fullName(found) } : null
    }
    const orderId = relationId(doc.purchaseOrder)
    const order = orderId ? orders.get(orderId) : undefined
    const purchaseOrder: PurchaseOrderRef | null = order ? { id: String(order.id), name: text(order.name), description: text(order.description) } : null
    const zone = zones.get(relationId(doc.organization) ?? '') ?? 'America/New_York'
    const cost = seesCost ? int(doc.costCents) : null
    const costFee = seesCost ? int(doc.costTalentFeeIncludedCents) : null
    const pay = seesPay ? int(doc.payCents) : null
    const costDelta = seesCost && delta !== null ? int(doc.costDeltaCents) : null
    const payDelta = seesPay && delta !== null ? int(doc.payDeltaCents) : null
    const engagementId = relationId(doc.engagement) ?? ''
    const talentId = relationId(doc.talent) ?? ''
    return {
      id: String(doc.id),
      state: doc.state as TimeEntryState,
      isAdjustive: doc.isAdjustive === true,
      timekeepingDate: text(doc.timekeepingDate),
      bookedPeriodStart: text(doc.bookedPeriodStart),
      engagementId,
      engagementName: text(engagements.get(engagementId)?.name),
      talentId,
      talentName: person(talentId)?.name ?? '',
      purchaseOrderId: orderId,
      purchaseOrder,
      hours: hoursText(duration),
      minutes: splitDuration(duration).minutes,
      durationMinutes: duration,
      talentComment: text(doc.talentComment),
      clientComment: text(doc.clientComment),
      description: text(doc.description),
      reviewedAt: iso(doc.reviewedAt),
      reviewedBy: person(doc.reviewedBy),
      enteredAt: iso(doc.enteredAt) ?? iso(doc.createdAt) ?? '',
      submittedAt: iso(doc.submittedAt),
      cost: money(cost),
      costCents: cost,
      costTalentFeeIncluded: money(costFee),
      costTalentFeeIncludedCents: costFee,
      pay: money(pay),
      payCents: pay,
      parentId: relationId(doc.parent),
      hoursDelta: delta === null ? null : hoursText(delta),
      minutesDelta: delta,
      costDelta: money(costDelta),
      costDeltaCents: costDelta,
      payDelta: money(payDelta),
      adjustmentSource: (doc.adjustmentSource as AdjustmentSource | undefined) ?? null,
      children: childrenOf.get(String(doc.id)) ?? [],
      exportedAt: iso(doc.exportedAt),
      unapproveReason: text(doc.unapproveReason),
      changeKind: changeOf(doc, todayFor(zone), editor),
    }
  })
}
