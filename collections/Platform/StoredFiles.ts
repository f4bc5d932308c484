import type { CollectionConfig } from 'payload'
import { nobody } from '../../access/roles'
import { onlyServerWrites } from '../../access/serverWrites'
import { createStoredFiles, deleteStoredFiles, readStoredFiles } from '../../access/storedFiles'

export const STORED_FILE_KINDS = ['document', 'certificate', 'avatar', 'video', 'logo', 'requiredDocument', 'filledDocument', 'purchaseOrder', 'export'] as const
export type StoredFileKind = (typeof STORED_FILE_KINDS)[number]

/**
 * One uploaded file: who owns it, what it is, and where its bytes are (storage/diskStore.ts). The bytes
 * never enter the database. A talent's file is read like the talent's other records (the talent, the
 * super admin, and organization users for approved, active talents); an organization's logo (kind
 * 'logo', `organization` set) by the members of that organization (access/storedFiles.ts). Written only
 * by the upload endpoints (a storage key from a client could name any file), never changed afterwards.
 */
export const StoredFiles: CollectionConfig = {
  slug: 'stored-files',
  admin: { useAsTitle: 'originalFileName' },
  access: {
    read: readStoredFiles,
    create: onlyServerWrites(createStoredFiles),
    update: nobody,
    delete: onlyServerWrites(deleteStoredFiles),
  },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...STORED_FILE_KINDS], index: true },
    // The organization a logo, a library document, a talent's filled document or a purchase order belongs
    // to; empty for a talent's profile files.
    { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true },
    // '<yyyy>/<uuid>' under DATA_DIR/uploads, made by the server; never sent to a client.
    { name: 'storageKey', type: 'text', required: true, hidden: true },
    { name: 'originalFileName', type: 'text', required: true, maxLength: 255 },
    { name: 'mimeType', type: 'text', required: true },
    { name: 'size', type: 'number', required: true, min: 0 },
    // The current compliance document naming this file, if any (virtual: no column). Read access asks for
    // it: a replaced document's file is named only by the history, which organizations may not read.
    { name: 'currentDocument', type: 'join', collection: 'talent-documents', on: 'file', maxDepth: 0 },
    // The library document naming this file: a talent reads it when one of their engagements names that document.
    { name: 'requiredDocumentOf', type: 'join', collection: 'required-documents', on: 'file', maxDepth: 0 },
  ],
}
