import type { CollectionConfig } from 'payload'
import { createOwnTalentRecords, readTalentRecords, writeOwnTalentRecords } from '../../access/talentRecords'
import { EXPERTISE_LEVELS } from '../../contract/talentProfile'

/**
 * A node of the specialization tree a talent claims, with the roles and skills of that node they
 * have and, when the node's platform has expertise levels, their level.
 */
export const TalentSpecializations: CollectionConfig = {
  slug: 'talent-specializations',
  access: { read: readTalentRecords(), create: createOwnTalentRecords(), update: writeOwnTalentRecords(), delete: writeOwnTalentRecords() },
  fields: [
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: () => false } },
    { name: 'specialization', type: 'relationship', relationTo: 'specializations', required: true, index: true },
    { name: 'expertise', type: 'select', options: [...EXPERTISE_LEVELS] },
    { name: 'roles', type: 'relationship', relationTo: 'specialization-roles', hasMany: true },
    { name: 'skills', type: 'relationship', relationTo: 'specialization-skills', hasMany: true },
  ],
}
