import type { Access, CollectionConfig, FilterOptions } from 'payload'
import { authUser, isSuperAdmin, nobody, relationId, signedIn, superAdminField, superAdminOnly } from '../../access/roles'
import { onlyServerWrites } from '../../access/serverWrites'
import { createOwnTalentRecords, readTalentRecords, writeOwnTalentRecords } from '../../access/talentRecords'
import { DEFAULT_EXPIRES_SOON_DAYS, DOCUMENT_LABELS, DOCUMENT_TYPES } from '../../contract/talentProfile'

const documentTypeOptions = DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_LABELS[value] }))

/** A record's file must be one of the same talent's stored files. */
export const ownFilesOnly: FilterOptions = ({ data }) => {
  const talent = relationId((data as { talent?: unknown } | undefined)?.talent)
  return talent ? { owner: { equals: talent } } : false
}

/** The talent a record belongs to is fixed once created (only the super admin may move it). */
const talentField = {
  name: 'talent',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  index: true,
  access: { update: superAdminField },
} as const

/**
 * The six typed compliance documents of a talent: at most one row
 * per talent and type, dates as 'yyyy-MM-dd'. The two *NotifiedFor fields remember which expiration
 * date the daily expiry job already mailed about (endpoints/jobs/documentExpiry.ts), so each warning
 * goes out once per date; only the job (or the super admin) writes them.
 */
export const TalentDocuments: CollectionConfig = {
  slug: 'talent-documents',
  access: {
    read: readTalentRecords(),
    create: createOwnTalentRecords(),
    update: writeOwnTalentRecords(),
    delete: writeOwnTalentRecords(),
  },
  indexes: [{ fields: ['talent', 'type'], unique: true }],
  fields: [
    talentField,
    { name: 'type', type: 'select', required: true, options: documentTypeOptions, access: { update: superAdminField } },
    { name: 'beginDate', type: 'text' },
    { name: 'expirationDate', type: 'text', index: true },
    { name: 'file', type: 'relationship', relationTo: 'stored-files', filterOptions: ownFilesOnly },
    { name: 'uploadAt', type: 'date' },
    { name: 'expiresSoonNotifiedFor', type: 'text', access: { create: superAdminField, update: superAdminField } },
    { name: 'expiredNotifiedFor', type: 'text', access: { create: superAdminField, update: superAdminField } },
  ],
}

/** History is for the talent it belongs to and the super admin, not for organizations. */
const readOwnHistory: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  return user.role === 'talent' ? { talent: { equals: user.id } } : false
}

/**
 * Earlier versions of a talent's documents: written by the document endpoint when a file is replaced
 * or removed (the state before the change), never edited or deleted through any API.
 */
export const TalentDocumentVersions: CollectionConfig = {
  slug: 'talent-document-versions',
  access: {
    read: readOwnHistory,
    create: onlyServerWrites(createOwnTalentRecords()),
    update: nobody,
    delete: nobody,
  },
  fields: [
    talentField,
    { name: 'type', type: 'select', required: true, options: documentTypeOptions },
    { name: 'beginDate', type: 'text' },
    { name: 'expirationDate', type: 'text' },
    { name: 'file', type: 'relationship', relationTo: 'stored-files', filterOptions: ownFilesOnly },
    { name: 'uploadAt', type: 'date' },
    { name: 'replacedAt', type: 'date', required: true, index: true },
  ],
}

/**
 * Per document type: its label and how many days before expiration a document counts as expiring soon
 * (default 30). A type without a row uses the defaults (domain/profile/documents.ts leadTimes); the
 * super admin creates or edits rows to change them.
 */
export const DocumentTypes: CollectionConfig = {
  slug: 'document-types',
  admin: { useAsTitle: 'label' },
  access: { read: signedIn, create: superAdminOnly, update: superAdminOnly, delete: superAdminOnly },
  fields: [
    { name: 'type', type: 'select', required: true, unique: true, options: documentTypeOptions },
    { name: 'label', type: 'text', maxLength: 100 },
    { name: 'expiresSoonDays', type: 'number', required: true, defaultValue: DEFAULT_EXPIRES_SOON_DAYS, min: 0, max: 365 },
  ],
}
