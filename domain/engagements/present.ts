import type { PayloadRequest, Where } from 'payload'
import { mayViewOrganizationRate, relationId, type AuthUser } from '../../access/roles'
import { documentStatusText, isDocumentDone, type AnswerType, type EngagementPlace, type WorkKind } from '../../contract/engagements/documents'
import type {
  Engagement,
  EngagementEvent,
  EngagementListItem,
  EngagementPurchaseOrder,
  PersonRef,
  RequiredDocumentStatus,
  TalentEngagement,
  TalentRef,
} from '../../contract/engagements/engagement'
import { centsToDecimal } from '../../contract/engagements/pricing'
import { availableActions, type EngagementAction, type EngagementEventKind, type EngagementStatus } from '../../contract/engagements/status'
import { fullName } from '../../contract/talentList'
import { featureFlagsOf } from './flags'
import { findAll } from '../profile/sections'
import { str } from '../shared/values'
import type { Row, Selection } from '../shared/records'
import { actorOf, hasPendingExtension, type EngagementDoc } from './load'
import { iso } from '../shared/values'

/**
 * The answers of the engagement endpoints, built from engagements
 * the caller has already read with their own access: a fixed number of queries for any number of
 * engagements (people, departments, documents, answers, history, purchase orders: one each).
 *
 * Names of the people and the department an engagement names are read without the caller's access
 * (only first/last name, avatar and the department's name): whoever may read the engagement may read
 * who it is with (a talent reads the owners' names, the organization the name of a talent deactivated
 * since), which the users' read access does not express.
 */

const ids = (values: unknown[]) => [...new Set(values.map(relationId).filter((id): id is string => Boolean(id)))]
const cents = (value: unknown): string | null => (typeof value === 'number' && Number.isSafeInteger(value) ? centsToDecimal(value) : null)
export const fileUrl = (id: string | null) => (id ? `/api/v1/files/${id}/` : null)

async function namesOf<S extends 'users' | 'departments'>(req: PayloadRequest, collection: S, idList: string[], select: Selection<S>): Promise<Map<string, Row<S>>> {
  if (!idList.length) return new Map()
  const { docs } = await req.payload.find({ collection, where: { id: { in: idList } }, select, pagination: false, depth: 0, overrideAccess: true, req })
  // Selected fields only: the presenters read no others.
  return new Map(docs.map((doc) => [String(doc.id), doc as Row<S>]))
}

interface Related {
  people: Map<string, Row<'users'>>
  departments: Map<string, Row<'departments'>>
  documents: Map<string, Row<'required-documents'>>
  /** engagement id -> required-document id -> answer */
  answers: Map<string, Map<string, Row<'filled-documents'>>>
  events: Map<string, Row<'engagement-events'>[]>
  purchaseOrders: Map<string, Row<'purchase-orders'>[]>
}

async function loadRelated(req: PayloadRequest, user: AuthUser, docs: EngagementDoc[], full: boolean): Promise<Related> {
  const engagementIds = docs.map((doc) => String(doc.id))
  const documentIds = ids(docs.flatMap((doc) => (doc.requiredDocuments as unknown[] | undefined) ?? []))
  const byEngagement: Where = { engagement: { in: engagementIds } }
  const [people, departments, documents, answers, events, links] = await Promise.all([
    namesOf(req, 'users', ids(docs.flatMap((doc) => [doc.talent, ...((doc.owners as unknown[] | undefined) ?? [])])), { firstName: true, lastName: true, avatarPicture: true }),
    namesOf(req, 'departments', ids(docs.map((doc) => doc.department)), { name: true }),
    documentIds.length ? findAll(req, user, 'required-documents', { id: { in: documentIds } }) : Promise.resolve([]),
    engagementIds.length && documentIds.length ? findAll(req, user, 'filled-documents', byEngagement) : Promise.resolve([]),
    full && engagementIds.length ? findAll(req, user, 'engagement-events', byEngagement, { sort: ['at', 'createdAt'] }) : Promise.resolve([]),
    full && engagementIds.length ? findAll(req, user, 'engagement-purchase-orders', byEngagement, { sort: ['assignedAt', 'createdAt'] }) : Promise.resolve([]),
  ])
  const orderIds = ids(links.map((link) => link.purchaseOrder))
  const orders = orderIds.length ? await findAll(req, user, 'purchase-orders', { id: { in: orderIds } }, { select: { name: true, description: true } }) : []
  const orderById = new Map(orders.map((order) => [String(order.id), order]))
  const group = <R, T>(rows: R[], key: (row: R) => string | null, value: (row: R) => T | undefined) => {
    const map = new Map<string, T[]>()
    for (const row of rows) {
      const k = key(row)
      const v = value(row)
      if (!k || v === undefined) continue
      map.set(k, [...(map.get(k) ?? []), v])
    }
    return map
  }
  const answerMap = new Map<string, Map<string, Row<'filled-documents'>>>()
  for (const answer of answers) {
    const engagement = relationId(answer.engagement)
    const document = relationId(answer.requiredDocument)
    if (!engagement || !document) continue
    if (!answerMap.has(engagement)) answerMap.set(engagement, new Map())
    answerMap.get(engagement)!.set(document, answer)
  }
  return {
    people,
    departments,
    documents: new Map(documents.map((doc) => [String(doc.id), doc])),
    answers: answerMap,
    events: group(events, (row) => relationId(row.engagement), (row) => row),
    purchaseOrders: group(links, (row) => relationId(row.engagement), (row) => orderById.get(relationId(row.purchaseOrder) ?? '')),
  }
}

const person = (related: Related, id: string | null): PersonRef | null => {
  if (!id) return null
  const doc = related.people.get(id)
  return { id, fullName: doc ? fullName(doc) : '' }
}

const talentRef = (related: Related, id: string | null): TalentRef | null => {
  const ref = person(related, id)
  return ref ? { ...ref, avatarPicture: str(related.people.get(ref.id)?.avatarPicture) } : null
}

const departmentRef = (related: Related, id: string | null) => (id ? { id, name: String(related.departments.get(id)?.name ?? '') } : null)

function documentStatuses(related: Related, doc: EngagementDoc): RequiredDocumentStatus[] {
  const answers = related.answers.get(String(doc.id))
  return ids((doc.requiredDocuments as unknown[] | undefined) ?? []).flatMap((documentId) => {
    const library = related.documents.get(documentId)
    if (!library) return []
    const answerType = library.answerType as AnswerType
    const answer = answers?.get(documentId)
    const fileId = relationId(answer?.file)
    const state = answer ? { isChecked: answer.isChecked === true, hasFile: Boolean(fileId) } : null
    const places = (library.places as { remote?: boolean; onSite?: boolean } | undefined) ?? {}
    return [
      {
        id: documentId,
        name: String(library.name ?? ''),
        description: str(library.description),
        answerType,
        places: { remote: places.remote === true, onSite: places.onSite === true },
        file: fileUrl(relationId(library.file)),
        originalFileName: str(library.originalFileName),
        fileVersion: typeof library.fileVersion === 'number' ? library.fileVersion : 0,
        isActive: library.isActive !== false,
        filled: answer ? { id: String(answer.id), isChecked: answer.isChecked === true, file: fileUrl(fileId), originalFileName: str(answer.originalFileName) } : null,
        isDone: isDocumentDone(answerType, state),
        statusText: documentStatusText(answerType, state),
      },
    ]
  })
}

const presentEvent = (doc: Row<'engagement-events'>): EngagementEvent => ({
  id: String(doc.id),
  kind: doc.kind as EngagementEventKind,
  fromStatus: (str(doc.fromStatus) as EngagementStatus | null) ?? null,
  toStatus: (str(doc.toStatus) as EngagementStatus | null) ?? null,
  at: iso(doc.at) ?? '',
  actorId: relationId(doc.actor),
  actorName: str(doc.actorName),
  changes: (doc.changes && typeof doc.changes === 'object' ? doc.changes : {}) as EngagementEvent['changes'],
  note: str(doc.note),
})

/** The actions the caller may take now; Extend only while the engagementExtension flag is on. */
function actionsFor(req: PayloadRequest, user: AuthUser, doc: EngagementDoc): EngagementAction[] {
  const actions = availableActions(doc.status as EngagementStatus, actorOf(user, doc), { hasPendingExtension: hasPendingExtension(doc) })
  return featureFlagsOf(req).engagementExtension ? actions : actions.filter((action) => action !== 'extend')
}

function presentOne(req: PayloadRequest, user: AuthUser, related: Related, doc: EngagementDoc): Engagement {
  const extension = doc.pendingExtension as { endDate?: unknown; termsText?: unknown; sentAt?: unknown } | null | undefined
  const orders: EngagementPurchaseOrder[] = (related.purchaseOrders.get(String(doc.id)) ?? []).map((order) => ({
    id: String(order.id),
    name: String(order.name ?? ''),
    description: String(order.description ?? ''),
    isAssigned: true,
  }))
  return {
    id: String(doc.id),
    name: String(doc.name ?? ''),
    status: doc.status as EngagementStatus,
    organizationId: relationId(doc.organization) ?? '',
    talent: talentRef(related, relationId(doc.talent)),
    owners: ids((doc.owners as unknown[] | undefined) ?? []).map((id) => person(related, id)!),
    department: departmentRef(related, relationId(doc.department)),
    place: (str(doc.place) as EngagementPlace | null) ?? null,
    workKind: (str(doc.workKind) as WorkKind | null) ?? null,
    hoursPerWeek: typeof doc.hoursPerWeek === 'number' ? doc.hoursPerWeek : null,
    startDate: str(doc.startDate),
    endDate: str(doc.endDate),
    talentPayRate: cents(doc.talentPayRateCents),
    hourlyFee: mayViewOrganizationRate(user) ? cents(doc.hourlyFeeCents) : null,
    isAdjustableTimesheets: doc.isAdjustableTimesheets !== false,
    terminatedByManagerAt: iso(doc.terminatedByManagerAt),
    terminationReason: str(doc.terminationReason),
    termsId: relationId(doc.terms),
    termsText: str(doc.termsText),
    isAcknowledgementStatementAccepted: doc.isAcknowledgementStatementAccepted === true,
    pendingExtension: hasPendingExtension(doc)
      ? { endDate: String(extension!.endDate), termsText: str(extension!.termsText), sentAt: iso(extension!.sentAt) }
      : null,
    requiredDocuments: documentStatuses(related, doc),
    purchaseOrders: orders,
    history: (related.events.get(String(doc.id)) ?? []).map(presentEvent),
    availableActions: actionsFor(req, user, doc),
    duplicatedFromId: relationId(doc.duplicatedFrom),
    opportunityId: relationId(doc.opportunity),
    createdAt: iso(doc.createdAt) ?? '',
    sentAt: iso(doc.sentAt),
    acceptedAt: iso(doc.acceptedAt),
  }
}

/** One engagement for an organization user or the super admin (hourlyFee only for who may view rate). */
export async function presentEngagement(req: PayloadRequest, user: AuthUser, doc: EngagementDoc): Promise<Engagement> {
  return presentOne(req, user, await loadRelated(req, user, [doc], true), doc)
}

/** One engagement for its talent: never hourlyFee. */
export async function presentTalentEngagement(req: PayloadRequest, user: AuthUser, doc: EngagementDoc): Promise<TalentEngagement> {
  const { hourlyFee: _hidden, ...rest } = presentOne(req, user, await loadRelated(req, user, [doc], true), doc)
  return rest
}

/** A page of list items (documents done/total counted per engagement; no history, no POs). */
export async function presentEngagementList(req: PayloadRequest, user: AuthUser, docs: EngagementDoc[]): Promise<EngagementListItem[]> {
  if (!docs.length) return []
  const related = await loadRelated(req, user, docs, false)
  const viewsRate = mayViewOrganizationRate(user)
  return docs.map((doc) => {
    const documents = documentStatuses(related, doc)
    return {
      id: String(doc.id),
      name: String(doc.name ?? ''),
      status: doc.status as EngagementStatus,
      talent: talentRef(related, relationId(doc.talent)),
      owners: ids((doc.owners as unknown[] | undefined) ?? []).map((id) => person(related, id)!),
      department: departmentRef(related, relationId(doc.department)),
      startDate: str(doc.startDate),
      endDate: str(doc.endDate),
      hourlyFee: viewsRate ? cents(doc.hourlyFeeCents) : null,
      talentPayRate: cents(doc.talentPayRateCents),
      pendingExtension: hasPendingExtension(doc),
      documentsDone: documents.filter((document) => document.isDone).length,
      documentsTotal: documents.length,
      createdAt: iso(doc.createdAt) ?? '',
    }
  })
}
