import type { PayloadRequest, Where } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import type { Acknowledgement, FilledDocument, RequiredDocument } from '../../contract/engagements/documentInput'
import { documentStatusText, type AnswerType } from '../../contract/engagements/documents'
import { fullName } from '../../contract/talentList'
import { fileUrl } from '../../domain/profile/documents'
import { READ_APPROVED_TALENTS } from '../../domain/profile/contextKeys'
import { findAll } from '../../domain/profile/sections'
import type { Row } from '../../domain/shared/records'
import type { PageQuery } from '../pagination'
import { str } from '../../domain/shared/values'

/**
 * How library documents, the talents' answers and the acknowledgement report are read and presented,
 * always with the asker's access: internalComment is absent (null) for everyone but the users of the
 * owning organization (collections/Engagements/RequiredDocuments.ts field access), an engagement of another
 * organization is never found. A fixed number of queries whatever the page size.
 */

const iso = (value: unknown): string | null => (value ? new Date(String(value)).toISOString() : null)

/** A file as the answers carry it: its address (GET /files/{id}/), beside originalFileName. */
export function fileRef(fileId: unknown): string | null {
  const id = relationId(fileId)
  return id ? fileUrl(id) : null
}

/** Which of `ids` an engagement (any status, drafts included) names or a talent answered. */
export async function usedOf(req: PayloadRequest, user: AuthUser, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const [engagements, answers] = await Promise.all([
    findAll(req, user, 'engagements', { requiredDocuments: { in: ids } }, { select: { requiredDocuments: true } }),
    findAll(req, user, 'filled-documents', { requiredDocument: { in: ids } }, { select: { requiredDocument: true } }),
  ])
  const wanted = new Set(ids)
  const used = new Set<string>()
  for (const engagement of engagements) for (const named of (engagement.requiredDocuments as unknown[]) ?? []) if (wanted.has(String(relationId(named)))) used.add(String(relationId(named)))
  for (const answer of answers) used.add(String(relationId(answer.requiredDocument)))
  return used
}

/**
 * Library documents as RequiredDocument; `filled` is the talent's answer on one engagement when
 * `answers` (by required-document id) is given, else null.
 */
export async function presentRequiredDocuments(req: PayloadRequest, user: AuthUser, docs: Row<'required-documents'>[], answers?: Map<string, Row<'filled-documents'>>): Promise<RequiredDocument[]> {
  const used = await usedOf(req, user, docs.map((doc) => String(doc.id)))
  return docs.map((doc) => {
    const id = String(doc.id)
    const places = (doc.places ?? {}) as { remote?: boolean; onSite?: boolean }
    const answer = answers?.get(id)
    return {
      id,
      name: String(doc.name ?? ''),
      description: str(doc.description),
      internalComment: str(doc.internalComment),
      places: { remote: places.remote === true, onSite: places.onSite === true },
      answerType: doc.answerType as AnswerType,
      file: fileRef(doc.file),
      originalFileName: str(doc.originalFileName),
      filled: answer
        ? { id: String(answer.id), isChecked: answer.isChecked === true, file: fileRef(answer.file), originalFileName: str(answer.originalFileName) }
        : null,
      isActive: doc.isActive !== false,
      isUsed: used.has(id),
      fileVersion: Number(doc.fileVersion ?? 0),
      organizationId: relationId(doc.organization) ?? '',
      createdAt: iso(doc.createdAt) ?? '',
    }
  })
}

export function presentFilledDocument(answer: Row<'filled-documents'>, answerType: AnswerType): FilledDocument {
  const file = fileRef(answer.file)
  return {
    id: String(answer.id),
    isChecked: answer.isChecked === true,
    file,
    originalFileName: str(answer.originalFileName),
    engagementId: relationId(answer.engagement) ?? '',
    typeId: relationId(answer.requiredDocument) ?? '',
    fileVersion: answer.fileVersion === null || answer.fileVersion === undefined ? null : Number(answer.fileVersion),
    filledAt: iso(answer.filledAt),
    status: documentStatusText(answerType, { isChecked: answer.isChecked === true, hasFile: Boolean(file) }),
  }
}

/** Talents' names by id, as the asker may read them (organization users: approved talents' accounts). */
async function talentNames(req: PayloadRequest, user: AuthUser, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { firstName: true, lastName: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    context: { [READ_APPROVED_TALENTS]: true },
  })
  return new Map(docs.map((doc) => [String(doc.id), fullName(doc)]))
}

/** The engagements a report lists: those naming the document, drafts excepted (the talent never saw them). */
const namingEngagements = (documentId: string): Where => ({ and: [{ requiredDocuments: { in: [documentId] } }, { status: { not_equals: 'draft' } }] })

/**
 * The acknowledgement report of one library document (beyond the spec): every sent
 * engagement that names it, newest first, with its talent's answer (status text, checked, when, which
 * version of the library file). `page` null: every row (the CSV).
 */
export async function loadAcknowledgements(
  req: PayloadRequest,
  user: AuthUser,
  document: Row<'required-documents'>,
  page: PageQuery | null,
): Promise<{ totalDocs: number; rows: Acknowledgement[] }> {
  const found = await req.payload.find({
    collection: 'engagements',
    where: namingEngagements(String(document.id)),
    select: { name: true, status: true, talent: true, createdAt: true },
    sort: ['-createdAt', '-id'],
    ...(page ? { page: page.page, limit: page.pageSize } : { pagination: false }),
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  const engagements = found.docs
  const ids = engagements.map((engagement) => String(engagement.id))
  const [answers, names] = await Promise.all([
    ids.length ? findAll(req, user, 'filled-documents', { and: [{ engagement: { in: ids } }, { requiredDocument: { equals: document.id } }] }) : Promise.resolve([]),
    talentNames(req, user, [...new Set(engagements.map((engagement) => relationId(engagement.talent)).filter((id): id is string => Boolean(id)))]),
  ])
  const answerOf = new Map(answers.map((answer) => [String(relationId(answer.engagement)), answer]))
  const answerType = document.answerType as AnswerType
  const rows = engagements.map((engagement): Acknowledgement => {
    const answer = answerOf.get(String(engagement.id))
    const talentId = relationId(engagement.talent)
    const file = answer ? fileRef(answer.file) : null
    return {
      engagementId: String(engagement.id),
      engagementName: String(engagement.name ?? ''),
      engagementStatus: String(engagement.status ?? ''),
      talentId,
      talentName: (talentId && names.get(talentId)) || '',
      status: documentStatusText(answerType, answer ? { isChecked: answer.isChecked === true, hasFile: Boolean(file) } : null),
      isChecked: answer?.isChecked === true,
      filledAt: iso(answer?.filledAt),
      fileVersion: answer && answer.fileVersion !== null && answer.fileVersion !== undefined ? Number(answer.fileVersion) : null,
      file,
      originalFileName: file ? str(answer?.originalFileName) : null,
    }
  })
  return { totalDocs: page ? found.totalDocs : rows.length, rows }
}
