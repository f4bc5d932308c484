import type { CollectionConfig } from 'payload'
import { createOwnTalentRecords, readTalentRecords, writeOwnTalentRecords } from '../../access/talentRecords'
import { richTextHooks } from '../../hooks/sanitizeRichText'

/**
 * A window in which a talent can take work. Dates are
 * 'yyyy-MM-dd' text; the rules (start after today, end not before start, hours 0–168, on-site or
 * remote) live in contract/talentProfile.ts and are checked by /api/v1/talent/availabilities/.
 */
export const Availabilities: CollectionConfig = {
  slug: 'availabilities',
  access: { read: readTalentRecords(), create: createOwnTalentRecords(), update: writeOwnTalentRecords(), delete: writeOwnTalentRecords() },
  fields: [
    // The owner never changes: a talent cannot hand a record to someone else through any API.
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: () => false } },
    { name: 'availableFromDate', type: 'text', required: true, index: true },
    { name: 'availableToDate', type: 'text' },
    { name: 'hoursPerWeek', type: 'number', required: true, min: 0, max: 168 },
    { name: 'doOnSiteContract', type: 'checkbox', defaultValue: false },
    { name: 'doRemoteContract', type: 'checkbox', defaultValue: false },
    { name: 'doToHireContract', type: 'checkbox', defaultValue: false },
    { name: 'note', type: 'textarea', hooks: richTextHooks },
  ],
}
