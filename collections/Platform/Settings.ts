import type { CollectionConfig } from 'payload'
import { superAdminOnly } from '../../access/roles'
import { readSettings } from '../../access/moneyFields'
import { SETTING_NAMES } from '../../contract/featureFlags'

/**
 * Platform-wide numbers the portals read after loading the signed-in user (GET /settings/): signed-in
 * users only, the W-2 markups only to who may view rate (access/moneyFields.ts readSettings); only the
 * super admin changes them.
 */
export const Settings: CollectionConfig = {
  slug: 'settings',
  admin: { useAsTitle: 'name' },
  access: { read: readSettings, create: superAdminOnly, update: superAdminOnly, delete: superAdminOnly },
  fields: [
    { name: 'name', type: 'select', required: true, unique: true, options: [...SETTING_NAMES] },
    { name: 'value', type: 'text', required: true },
    { name: 'description', type: 'text' },
  ],
}
