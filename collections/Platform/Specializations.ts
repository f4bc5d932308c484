import type { CollectionConfig } from 'payload'
import { signedIn, superAdminOnly } from '../../access/roles'
import { deleteRolesAndSkillsOfSpecialization } from '../../hooks/deleteRolesAndSkillsOfSpecialization'
import { keepExpertiseLevelsOnPlatforms } from '../../hooks/keepExpertiseLevelsOnPlatforms'
import { preventSpecializationCycles } from '../../hooks/preventSpecializationCycles'
import { refuseDeletingSpecializationsInUse } from '../../hooks/refuseDeletingSpecializationsInUse'
import { reindexTalentsOfChangedSpecialization } from '../../hooks/refreshTalentSearchProfile'

const referenceDataAccess = { read: signedIn, create: superAdminOnly, update: superAdminOnly, delete: superAdminOnly }

/**
 * The specialization tree: platforms at the root (Epic, Oracle Health, MEDITECH…), application areas
 * and modules below. Roles and skills hang off a node in their own collections so a talent's
 * specialization can point at them and a search can filter on them.
 */
export const Specializations: CollectionConfig = {
  slug: 'specializations',
  admin: { useAsTitle: 'name' },
  access: referenceDataAccess,
  hooks: {
    beforeChange: [preventSpecializationCycles, keepExpertiseLevelsOnPlatforms],
    // A new name or parent is in the search index rows of the talents claiming the node or one below it.
    afterChange: [reindexTalentsOfChangedSpecialization],
    // In this order: nothing is deleted unless the node may go.
    beforeDelete: [refuseDeletingSpecializationsInUse, deleteRolesAndSkillsOfSpecialization],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 150 },
    { name: 'parent', type: 'relationship', relationTo: 'specializations', index: true },
    {
      name: 'expertiseLevels',
      type: 'select',
      hasMany: true,
      options: ['novice', 'intermediate', 'expert'],
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}

export const SpecializationRoles: CollectionConfig = {
  slug: 'specialization-roles',
  admin: { useAsTitle: 'name' },
  access: referenceDataAccess,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 150 },
    { name: 'specialization', type: 'relationship', relationTo: 'specializations', required: true, index: true },
  ],
}

export const SpecializationSkills: CollectionConfig = {
  slug: 'specialization-skills',
  admin: { useAsTitle: 'name' },
  access: referenceDataAccess,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 150 },
    { name: 'specialization', type: 'relationship', relationTo: 'specializations', required: true, index: true },
  ],
}
