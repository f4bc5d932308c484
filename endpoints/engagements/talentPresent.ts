import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { documentStatusText, isDocumentDone, type AnswerType } from '../../contract/engagements/documents'
import { centsToDecimal } from '../../contract/engagements/pricing'
import { availableActions, type EngagementStatus } from '../../contract/engagements/status'
import type { TalentEngagement, TalentEngagementListItem } from '../../contract/engagements/talentEngagements'
import { fileUrl } from '../../domain/profile/documents'
import { idOf, str, type Doc } from '../../domain/profile/sections'
import { asUser } from '../http'

/**
 * How a talent sees their engagements. Everything is read with the talent's own access (engagements,
 * history, the library documents their engagements name, their filled documents) except two names the
 * talent may not read on their own: the organization's name and the owners' full names. Those are
 * looked up by the ids the talent's own engagements name (no other field, overrideAccess: a talent
 * cannot read organization users), the way the integrity lookups of ARCHITECTURE.md's exceptions do.
 * The organization's fee is never read for a talent (field access drops it; this file never names it).
 * A list takes a fixed number of queries whatever the page size.
 *
 * Local to this part: i10-org-engagements' domain/engagements/present.ts had not been committed when
 * this was written; the talent's view differs from the organization's in what it leaves out anyway.
 */

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : str(value))
const cents = (value: unknown) => (typeof value === 'number' ? centsToDecimal(value) : null)
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(idOf).filter((id): id is string => Boolean(id)) : [])

export interface TalentLookups {
  organizationName: Map<string, string>
  personName: Map<string, string>
  documents: Map<string, Doc>
  /** Filled documents by `${engagementId}:${requiredDocumentId}`. */
  filled: Map<string, Doc>
}

/** The names, library documents and answers the given engagements need: four queries. */
export async function talentLookups(req: PayloadRequest, user: AuthUser, engagements: Doc[]): Promise<TalentLookups> {
  const organizationIds = [...new Set(engagements.map((doc) => idOf(doc.organization)).filter((id): id is string => Boolean(id)))]
  const ownerIds = [...new Set(engagements.flatMap((doc) => ids(doc.owners)))]
  const documentIds = [...new Set(engagements.flatMap((doc) => ids(doc.requiredDocuments)))]
  const engagementIds = engagements.map((doc) => String(doc.id))
  const trusted = { depth: 0, overrideAccess: true, pagination: false, req } as const
  const [organizations, owners, documents, filled] = await Promise.all([
    organizationIds.length
      ? req.payload.find({ collection: 'organizations', where: { id: { in: organizationIds } }, select: { name: true }, ...trusted })
      : { docs: [] },
    ownerIds.length
      ? req.payload.find({ collection: 'users', where: { id: { in: ownerIds } }, select: { firstName: true, lastName: true }, ...trusted })
      : { docs: [] },
    documentIds.length
      ? req.payload.find({ collection: 'required-documents', where: { id: { in: documentIds } }, pagination: false, ...asUser(req, user) })
      : { docs: [] },
    engagementIds.length
      ? req.payload.find({ collection: 'filled-documents', where: { engagement: { in: engagementIds } }, pagination: false, ...asUser(req, user) })
      : { docs: [] },
  ])
  return {
    organizationName: new Map((organizations.docs as unknown as Doc[]).map((doc) => [String(doc.id), String(doc.name ?? '')])),
    personName: new Map((owners.docs as unknown as Doc[]).map((doc) => [String(doc.id), `${str(doc.firstName) ?? ''} ${str(doc.lastName) ?? ''}`.trim()])),
    documents: new Map((documents.docs as unknown as Doc[]).map((doc) => [String(doc.id), doc])),
    filled: new Map((filled.docs as unknown as Doc[]).map((doc) => [`${idOf(doc.engagement)}:${idOf(doc.requiredDocument)}`, doc])),
  }
}

export function presentFilled(doc: Doc | undefined) {
  if (!doc) return null
  const file = idOf(doc.file)
  return {
    id: String(doc.id),
    isChecked: doc.isChecked === true,
    file: file ? fileUrl(file) : null,
    originalFileName: str(doc.originalFileName),
    fileVersion: typeof doc.fileVersion === 'number' ? doc.fileVersion : null,
    filledAt: iso(doc.filledAt),
  }
}

/** The engagement's library documents with the talent's answers (documents the talent cannot read are left out). */
export function talentDocuments(engagement: Doc, lookups: TalentLookups): TalentEngagement['requiredDocuments'] {
  return ids(engagement.requiredDocuments).flatMap((id) => {
    const doc = lookups.documents.get(id)
    if (!doc) return []
    const answerType = String(doc.answerType) as AnswerType
    const filled = presentFilled(lookups.filled.get(`${engagement.id}:${id}`))
    const state = filled ? { isChecked: filled.isChecked, hasFile: filled.file !== null } : null
    const places = (doc.places ?? {}) as { remote?: unknown; onSite?: unknown }
    const file = idOf(doc.file)
    return [
      {
        id,
        name: String(doc.name ?? ''),
        description: str(doc.description) ?? '',
        places: { remote: places.remote === true, onSite: places.onSite === true },
        answerType,
        file: file ? fileUrl(file) : null,
        originalFileName: str(doc.originalFileName),
        fileVersion: typeof doc.fileVersion === 'number' ? doc.fileVersion : 0,
        filled,
        isDone: isDocumentDone(answerType, state),
        statusText: documentStatusText(answerType, state),
      },
    ]
  })
}

/** History `changes` keys a talent never sees: the organization's fee and what it is made of. */
const ORGANIZATION_ONLY = /fee|pricing|internalComment|markup/i
const talentChanges = (changes: unknown): Record<string, unknown> | null =>
  changes && typeof changes === 'object' && !Array.isArray(changes)
    ? Object.fromEntries(Object.entries(changes as Record<string, unknown>).filter(([key]) => !ORGANIZATION_ONLY.test(key)))
    : null

const hasExtension = (engagement: Doc) => Boolean(str((engagement.pendingExtension as { endDate?: unknown } | null | undefined)?.endDate))

export function presentTalentListItem(engagement: Doc, lookups: TalentLookups): TalentEngagementListItem {
  const documents = talentDocuments(engagement, lookups)
  const organizationId = idOf(engagement.organization) ?? ''
  return {
    id: String(engagement.id),
    name: String(engagement.name ?? ''),
    status: engagement.status as EngagementStatus,
    organization: { id: organizationId, name: lookups.organizationName.get(organizationId) ?? '' },
    owners: ids(engagement.owners).map((id) => ({ id, fullName: lookups.personName.get(id) ?? '' })),
    place: (str(engagement.place) as TalentEngagementListItem['place']) ?? null,
    workKind: (str(engagement.workKind) as TalentEngagementListItem['workKind']) ?? null,
    hoursPerWeek: typeof engagement.hoursPerWeek === 'number' ? engagement.hoursPerWeek : null,
    startDate: str(engagement.startDate),
    endDate: str(engagement.endDate),
    talentPayRate: cents(engagement.talentPayRateCents),
    pendingExtension: hasExtension(engagement),
    documentsDone: documents.filter((document) => document.isDone).length,
    documentsTotal: documents.length,
    sentAt: iso(engagement.sentAt),
  }
}

export function presentTalentEngagement(engagement: Doc, lookups: TalentLookups, history: Doc[]): TalentEngagement {
  const { pendingExtension: _flag, ...item } = presentTalentListItem(engagement, lookups)
  const extension = engagement.pendingExtension as { endDate?: unknown; termsText?: unknown; sentAt?: unknown } | null | undefined
  const status = engagement.status as EngagementStatus
  return {
    ...item,
    organizationId: item.organization.id,
    talentPay: cents(engagement.talentPayCents),
    isAdjustableTimesheets: engagement.isAdjustableTimesheets !== false,
    termsText: str(engagement.termsText),
    pendingExtension: hasExtension(engagement) ? { endDate: String(extension!.endDate), termsText: str(extension!.termsText), sentAt: iso(extension!.sentAt) } : null,
    terminatedByManagerAt: iso(engagement.terminatedByManagerAt),
    terminationReason: str(engagement.terminationReason),
    acceptedAt: iso(engagement.acceptedAt),
    declinedAt: iso(engagement.declinedAt),
    requiredDocuments: talentDocuments(engagement, lookups),
    history: history.map((event) => ({
      id: String(event.id),
      kind: event.kind as TalentEngagement['history'][number]['kind'],
      fromStatus: (str(event.fromStatus) as EngagementStatus | null) ?? null,
      toStatus: (str(event.toStatus) as EngagementStatus | null) ?? null,
      at: iso(event.at) ?? '',
      actorName: str(event.actorName),
      changes: talentChanges(event.changes),
      note: str(event.note),
    })),
    availableActions: availableActions(status, 'talent', { hasPendingExtension: hasExtension(engagement) }),
    createdAt: iso(engagement.createdAt) ?? '',
  }
}
