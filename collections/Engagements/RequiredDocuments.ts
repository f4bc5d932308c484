import type { CollectionConfig } from 'payload'
import { readFilledDocuments, readInternalComment, readRequiredDocuments, serverCreatesFor, serverWritesFor } from '../../access/engagements'
import { ANSWER_TYPES, REQUIRED_DOCUMENT_LIMITS } from '../../contract/engagements/documents'

/**
 * The document library (the spec's "Create or edit a library required document",
 * call "required-documents"): what an organization asks its talents to sign, read or upload for an
 * engagement. Kept by the organization admin; deactivated instead of deleted once an engagement names it.
 * internalComment is read only by users of the owning organization (never the talent, nor the console).
 */
export const RequiredDocuments: CollectionConfig = {
  slug: 'required-documents',
  admin: { useAsTitle: 'name' },
  access: {
    read: readRequiredDocuments,
    create: serverCreatesFor({ organizationAdminOnly: true }),
    update: serverWritesFor({ organizationAdminOnly: true }),
    delete: serverWritesFor({ organizationAdminOnly: true }),
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: REQUIRED_DOCUMENT_LIMITS.name },
    { name: 'description', type: 'textarea', maxLength: REQUIRED_DOCUMENT_LIMITS.description },
    { name: 'internalComment', type: 'textarea', maxLength: REQUIRED_DOCUMENT_LIMITS.internalComment, access: { read: readInternalComment } },
    {
      name: 'places',
      type: 'group',
      fields: [
        { name: 'remote', type: 'checkbox', defaultValue: false },
        { name: 'onSite', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'answerType', type: 'select', required: true, options: [...ANSWER_TYPES] },
    { name: 'file', type: 'relationship', relationTo: 'stored-files', index: true },
    { name: 'originalFileName', type: 'text', maxLength: 255 },
    // +1 each time the file is replaced; a filled document names the version the talent answered.
    { name: 'fileVersion', type: 'number', defaultValue: 0, min: 0 },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { update: () => false } },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
  ],
  timestamps: true,
}

/**
 * A talent's answer to one required document of one engagement (the spec's "filled-documents"):
 * checked (consent form) or a file (upload, sign and return). One per (engagement, required document).
 */
export const FilledDocuments: CollectionConfig = {
  slug: 'filled-documents',
  indexes: [{ fields: ['engagement', 'requiredDocument'], unique: true }],
  access: {
    read: readFilledDocuments,
    create: serverCreatesFor({ talentField: 'talent' }),
    update: serverWritesFor({ talentField: 'talent' }),
    delete: serverWritesFor({ talentField: 'talent' }),
  },
  fields: [
    { name: 'engagement', type: 'relationship', relationTo: 'engagements', required: true, index: true },
    { name: 'requiredDocument', type: 'relationship', relationTo: 'required-documents', required: true, index: true },
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true },
    { name: 'isChecked', type: 'checkbox', defaultValue: false },
    { name: 'file', type: 'relationship', relationTo: 'stored-files', index: true },
    { name: 'originalFileName', type: 'text', maxLength: 255 },
    // The library file version the talent answered.
    { name: 'fileVersion', type: 'number', min: 0 },
    // The business clock's now when the answer was given.
    { name: 'filledAt', type: 'date' },
  ],
  timestamps: true,
}


