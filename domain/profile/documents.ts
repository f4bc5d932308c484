import type { PayloadRequest } from 'payload'
import { authUser, type AuthUser } from '../../access/roles'
import {
  DEFAULT_EXPIRES_SOON_DAYS,
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  documentStatus,
  type Certificate,
  type DocumentType,
  type StoredFileRef,
  type TalentDocument,
} from '../../contract/talentProfile'
import { todayUtc } from '../clock'
import { findAll } from './sections'
import { idOf, str } from '../shared/values'
import type { Row } from '../shared/records'

/**
 * Loaders for a talent's compliance documents, their history and certificates, shared by the document
 * and certificate endpoints, the organization-side document set and the complete profile
 * (profileView.ts). Every read is the asker's (overrideAccess: false), loads a whole list with one query
 * and resolves the stored files of all items with one more, so the number of queries never depends on
 * how many items there are.
 */

/** Where a stored file is served (endpoints/platform/files.ts). */
export const fileUrl = (id: string) => `/api/v1/files/${id}/`

export const fileRefOf = (doc: Pick<Row<'stored-files'>, 'id' | 'originalFileName'>): StoredFileRef => ({
  id: String(doc.id),
  url: fileUrl(String(doc.id)),
  originalFileName: String(doc.originalFileName ?? ''),
})

/** Stored-file references by id, one query for all of them (files the asker may not read are left out). */
export async function loadFileRefs(req: PayloadRequest, user: AuthUser, ids: (string | null)[]): Promise<Map<string, StoredFileRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  if (!wanted.length) return new Map()
  const docs = await findAll(req, user, 'stored-files', { id: { in: wanted } }, { select: { originalFileName: true } })
  return new Map(docs.map((doc) => [String(doc.id), fileRefOf(doc)]))
}

export interface DocumentTypeSettings {
  label: string
  expiresSoonDays: number
}

/**
 * Label and expires-soon lead time of every document type: the `document-types` row when the super
 * admin made one, else the contract's label and 30 days. One query. Without a user (the daily job) the
 * settings are read as the system: they are reference data every signed-in user may read anyway.
 */
export async function leadTimes(req: PayloadRequest, user: AuthUser | null = authUser(req)): Promise<Record<DocumentType, DocumentTypeSettings>> {
  const { docs } = await req.payload.find({
    collection: 'document-types',
    pagination: false,
    depth: 0,
    select: { type: true, label: true, expiresSoonDays: true },
    req,
    ...(user ? { overrideAccess: false, user } : { overrideAccess: true }),
  })
  const rows = new Map(docs.map((doc) => [String(doc.type), doc]))
  return Object.fromEntries(
    DOCUMENT_TYPES.map((type) => {
      const row = rows.get(type)
      const days = Number(row?.expiresSoonDays)
      return [type, { label: str(row?.label) ?? DOCUMENT_LABELS[type], expiresSoonDays: Number.isFinite(days) && days >= 0 ? days : DEFAULT_EXPIRES_SOON_DAYS }]
    }),
  ) as Record<DocumentType, DocumentTypeSettings>
}

export const DOCUMENT_SELECT = { type: true, beginDate: true, expirationDate: true, file: true, uploadAt: true } as const

/** One document as the contract shows it, with its status on `today`. */
export function presentDocument(
  type: DocumentType,
  row: Row<'talent-documents'> | undefined,
  file: StoredFileRef | null,
  settings: DocumentTypeSettings,
  today: string = todayUtc(),
): TalentDocument {
  const expirationDate = str(row?.expirationDate)
  return {
    type,
    label: settings.label,
    beginDate: str(row?.beginDate),
    expirationDate,
    file,
    uploadAt: file ? str(row?.uploadAt) : null,
    status: documentStatus({ file, expirationDate }, settings.expiresSoonDays, today),
  }
}

/** The talent's document rows by type (one query). */
export async function loadDocumentRows(req: PayloadRequest, user: AuthUser, talentId: string): Promise<Map<DocumentType, Row<'talent-documents'>>> {
  const rows = await findAll(req, user, 'talent-documents', { talent: { equals: talentId } }, { select: DOCUMENT_SELECT })
  return new Map(rows.map((row) => [String(row.type) as DocumentType, row]))
}

/** The six typed documents of a talent, each with its status today: three queries in all. */
export async function loadDocumentSet(req: PayloadRequest, user: AuthUser, talentId: string): Promise<Record<DocumentType, TalentDocument>> {
  const [rows, settings] = await Promise.all([loadDocumentRows(req, user, talentId), leadTimes(req, user)])
  const files = await loadFileRefs(
    req,
    user,
    [...rows.values()].map((row) => idOf(row.file)),
  )
  const today = todayUtc()
  return Object.fromEntries(
    DOCUMENT_TYPES.map((type) => {
      const row = rows.get(type)
      const file = row ? (files.get(idOf(row.file) ?? '') ?? null) : null
      return [type, presentDocument(type, row, file, settings[type], today)]
    }),
  ) as Record<DocumentType, TalentDocument>
}

export interface DocumentVersion {
  type: DocumentType
  label: string
  beginDate: string | null
  expirationDate: string | null
  file: StoredFileRef | null
  uploadAt: string | null
  replacedAt: string
}

/** Earlier versions of a talent's documents, newest change first (the talent's own and the super admin's view). */
export async function loadDocumentHistory(req: PayloadRequest, user: AuthUser, talentId: string): Promise<DocumentVersion[]> {
  const [rows, settings] = await Promise.all([
    findAll(
      req,
      user,
      'talent-document-versions',
      { talent: { equals: talentId } },
      {
        sort: ['-replacedAt', '-createdAt'],
        select: { ...DOCUMENT_SELECT, replacedAt: true },
      },
    ),
    leadTimes(req, user),
  ])
  const files = await loadFileRefs(
    req,
    user,
    rows.map((row) => idOf(row.file)),
  )
  return rows.map((row) => {
    const type = String(row.type) as DocumentType
    return {
      type,
      label: settings[type]?.label ?? DOCUMENT_LABELS[type] ?? type,
      beginDate: str(row.beginDate),
      expirationDate: str(row.expirationDate),
      file: files.get(idOf(row.file) ?? '') ?? null,
      uploadAt: str(row.uploadAt),
      replacedAt: String(row.replacedAt),
    }
  })
}

export const CERTIFICATE_SELECT = { documentName: true, schoolOrUniversity: true, fieldOfStudy: true, file: true, createdAt: true } as const

export function presentCertificate(row: Pick<Row<'certificates'>, 'id' | keyof typeof CERTIFICATE_SELECT>, file: StoredFileRef | null): Certificate {
  return {
    id: String(row.id),
    documentName: String(row.documentName ?? ''),
    schoolOrUniversity: str(row.schoolOrUniversity),
    fieldOfStudy: str(row.fieldOfStudy),
    file,
    originalFileName: file?.originalFileName ?? null,
  }
}

/** Certificates with their files: one query for the files of all of them. */
export async function presentCertificates(req: PayloadRequest, user: AuthUser, rows: Pick<Row<'certificates'>, 'id' | keyof typeof CERTIFICATE_SELECT>[]): Promise<Certificate[]> {
  const files = await loadFileRefs(
    req,
    user,
    rows.map((row) => idOf(row.file)),
  )
  return rows.map((row) => presentCertificate(row, files.get(idOf(row.file) ?? '') ?? null))
}

/** A talent's certificates, oldest first, with their files: two queries. */
export async function loadCertificates(req: PayloadRequest, user: AuthUser, talentId: string): Promise<Certificate[]> {
  const rows = await findAll(req, user, 'certificates', { talent: { equals: talentId } }, { sort: ['createdAt'], select: CERTIFICATE_SELECT })
  return presentCertificates(req, user, rows)
}

/** The talent's profile video (a stored file named on the user), or null. */
export async function loadStoredFileRef(req: PayloadRequest, user: AuthUser, id: string | null): Promise<StoredFileRef | null> {
  if (!id) return null
  return (await loadFileRefs(req, user, [id])).get(id) ?? null
}
