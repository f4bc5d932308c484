import type { CollectionConfig } from 'payload'
import { anyone, superAdminOnly } from '../access/roles'
import { SETTING_NAMES } from '../contract/featureFlags'

/**
 * Platform-wide numbers the portals read at start (GET /settings/). Readable by anyone because the
 * public pricing copy needs them; only the super admin changes them.
 */
export const Settings: CollectionConfig = {
  slug: 'settings',
  admin: { useAsTitle: 'name' },
  access: { read: anyone, create: superAdminOnly, update: superAdminOnly, delete: superAdminOnly },
  fields: [
    { name: 'name', type: 'select', required: true, unique: true, options: [...SETTING_NAMES] },
    { name: 'value', type: 'text', required: true },
    { name: 'description', type: 'text' },
  ],
}
