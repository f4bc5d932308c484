import type { CollectionConfig } from 'payload'
import { createOwnTalentRecords, readTalentRecords, writeOwnTalentRecords } from '../../access/talentRecords'
import { richTextHooks } from '../../hooks/sanitizeRichText'

/**
 * One position in a talent's work history. Periods are 'yyyy-MM' text. The talent orders the list:
 * `sortIndex` keeps that order and the API derives each item's `afterId` from it
 * (endpoints/talent/workExperiences.ts renumbers the talent's items when one moves).
 */
export const WorkExperiences: CollectionConfig = {
  slug: 'work-experiences',
  access: { read: readTalentRecords(), create: createOwnTalentRecords(), update: writeOwnTalentRecords(), delete: writeOwnTalentRecords() },
  fields: [
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: () => false } },
    { name: 'position', type: 'text', required: true, maxLength: 150 },
    { name: 'organizationName', type: 'text', required: true, maxLength: 150 },
    { name: 'isPresent', type: 'checkbox', defaultValue: false },
    { name: 'startPeriodDate', type: 'text', required: true },
    { name: 'endPeriodDate', type: 'text' },
    { name: 'responsibilities', type: 'textarea', hooks: richTextHooks },
    { name: 'sortIndex', type: 'number', required: true, defaultValue: 0, index: true },
  ],
}
