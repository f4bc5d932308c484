import type { CollectionConfig } from 'payload'
import { createOwnTalentRecords, readTalentRecords, writeOwnTalentRecords } from '../../access/talentRecords'

/** A link a talent shows on the profile (portfolio, LinkedIn…) with a short description. */
export const ExternalLinks: CollectionConfig = {
  slug: 'external-links',
  access: { read: readTalentRecords(), create: createOwnTalentRecords(), update: writeOwnTalentRecords(), delete: writeOwnTalentRecords() },
  fields: [
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: () => false } },
    { name: 'link', type: 'text', required: true },
    { name: 'description', type: 'text', required: true, maxLength: 150 },
  ],
}
