import type { PayloadRequest } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { isDocumentDone, type AnswerType } from '../../contract/engagements/documents'
import type { EngagementListItem, TalentEngagement } from '../../contract/engagements/engagement'
import { presentEngagementList, presentTalentEngagement } from '../../domain/engagements/present'
import { str } from '../../domain/shared/values'
import type { EngagementDoc } from '../../domain/engagements/load'
import { asUser } from '../http'

/**
 * How a talent sees their engagements: the shared answers of domain/engagements/present.ts
 * , with what a talent needs besides and without what a talent never gets:
 * - `organization: { id, name }`: which organization offers the work (the talent cannot read the
 *   organization record; its name is looked up by the id the talent's own engagement names, as present.ts
 *   looks up the owners' names);
 * - list items carry no `hourlyFee` key at all (present.ts answers null for a talent; list items leave the key out);
 * - history `changes` lose any key about the organization's fee or pricing, should an event record one.
 * Action items need each open document, so `openDocuments` reads the library documents and the answers
 * itself (two queries for all open engagements).
 */

export interface OrganizationRef {
  id: string
  name: string
}
export type TalentListItem = Omit<EngagementListItem, 'hourlyFee'> & { organization: OrganizationRef }
export type TalentEngagementAnswer = TalentEngagement & { organization: OrganizationRef }

export async function organizationNames(req: PayloadRequest, docs: Pick<EngagementDoc, 'organization'>[]): Promise<Map<string, string>> {
  const ids = [...new Set(docs.map((doc) => relationId(doc.organization)).filter((id): id is string => Boolean(id)))]
  if (!ids.length) return new Map()
  const { docs: rows } = await req.payload.find({
    collection: 'organizations',
    where: { id: { in: ids } },
    select: { name: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(rows.map((row) => [String(row.id), String(row.name ?? '')]))
}

const organizationOf = (names: Map<string, string>, doc: Pick<EngagementDoc, 'organization'>): OrganizationRef => {
  const id = relationId(doc.organization) ?? ''
  return { id, name: names.get(id) ?? '' }
}

/** History `changes` keys a talent never sees: the organization's fee and what it is made of. */
const ORGANIZATION_ONLY = /fee|pricing|markup|internalComment/i

export async function presentTalentList(req: PayloadRequest, user: AuthUser, docs: EngagementDoc[]): Promise<TalentListItem[]> {
  const [items, names] = await Promise.all([presentEngagementList(req, user, docs), organizationNames(req, docs)])
  return items.map(({ hourlyFee: _never, ...item }, index) => ({ ...item, organization: organizationOf(names, docs[index]!) }))
}

export async function presentTalentDetail(req: PayloadRequest, user: AuthUser, doc: EngagementDoc): Promise<TalentEngagementAnswer> {
  const [engagement, names] = await Promise.all([presentTalentEngagement(req, user, doc), organizationNames(req, [doc])])
  const { hourlyFee: _never, ...rest } = engagement as TalentEngagement & { hourlyFee?: unknown }
  return {
    ...rest,
    organization: organizationOf(names, doc),
    history: rest.history.map((event) => ({
      ...event,
      changes: Object.fromEntries(Object.entries(event.changes ?? {}).filter(([key]) => !ORGANIZATION_ONLY.test(key))),
    })),
  }
}

export interface OpenDocument {
  engagementId: string
  requiredDocumentId: string
  name: string
  isDone: boolean
}

/** Each library document of the given engagements with whether the talent has done it (read with the talent's access). */
export async function openDocuments(req: PayloadRequest, user: AuthUser, engagements: Pick<EngagementDoc, 'id' | 'requiredDocuments'>[]): Promise<OpenDocument[]> {
  const documentIds = [...new Set(engagements.flatMap((doc) => ((doc.requiredDocuments as unknown[]) ?? []).map(relationId)))].filter((id): id is string => Boolean(id))
  if (!documentIds.length) return []
  const [documents, answers] = await Promise.all([
    req.payload.find({ collection: 'required-documents', where: { id: { in: documentIds } }, select: { name: true, answerType: true }, pagination: false, ...asUser(req, user) }),
    req.payload.find({
      collection: 'filled-documents',
      where: { engagement: { in: engagements.map((doc) => String(doc.id)) } },
      select: { engagement: true, requiredDocument: true, isChecked: true, file: true },
      pagination: false,
      ...asUser(req, user),
    }),
  ])
  const library = new Map(documents.docs.map((doc) => [String(doc.id), doc]))
  const answerOf = new Map(answers.docs.map((doc) => [`${relationId(doc.engagement)}:${relationId(doc.requiredDocument)}`, doc]))
  return engagements.flatMap((engagement) =>
    ((engagement.requiredDocuments as unknown[]) ?? []).flatMap((value) => {
      const id = relationId(value)
      const document = id ? library.get(id) : undefined
      if (!id || !document) return []
      const answer = answerOf.get(`${engagement.id}:${id}`)
      const state = answer ? { isChecked: answer.isChecked === true, hasFile: Boolean(relationId(answer.file)) } : null
      const answerType = String(document.answerType) as AnswerType
      return [{ engagementId: String(engagement.id), requiredDocumentId: id, name: str(document.name) ?? '', isDone: isDocumentDone(answerType, state) }]
    }),
  )
}
