import type { CollectionConfig } from 'payload'
import { superAdminField } from '../../access/roles'
import { createOwnTalentRecords, readTalentRecords, writeOwnTalentRecords } from '../../access/talentRecords'
import { ownFilesOnly } from './TalentDocuments'

/** Resume, certifications and more: a named document with its file. */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  admin: { useAsTitle: 'documentName' },
  access: {
    read: readTalentRecords(),
    create: createOwnTalentRecords(),
    update: writeOwnTalentRecords(),
    delete: writeOwnTalentRecords(),
  },
  fields: [
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: superAdminField } },
    { name: 'documentName', type: 'text', required: true, maxLength: 150 },
    { name: 'schoolOrUniversity', type: 'text', maxLength: 150 },
    { name: 'fieldOfStudy', type: 'text', maxLength: 150 },
    { name: 'file', type: 'relationship', relationTo: 'stored-files', filterOptions: ownFilesOnly },
  ],
}
