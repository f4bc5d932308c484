import type { CollectionConfig } from 'payload'
import { nobody } from '../../access/roles'
import { createOwnScreenView, ownScreenViews, readSavingsBenchmarks, writeSavingsBenchmarks } from './access'

/**
 * The dashboards' own records.
 *
 * `screen-views`: a one-time screen (SCREEN_ID: 'welcome', ...) a user has been shown; one row per
 * (user, screen), never changed or deleted through the API.
 */
export const ScreenViews: CollectionConfig = {
  slug: 'screen-views',
  indexes: [{ fields: ['user', 'screen'], unique: true }],
  access: { read: ownScreenViews, create: createOwnScreenView, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'screen', type: 'text', required: true, maxLength: 50 },
  ],
  timestamps: true,
}

/**
 * `savings-benchmarks`: the market rate of a specialization (cents per hour) the super admin keeps; the
 * savings card compares an engagement's bill rate with it (domain/dashboards/savings.ts).
 */
export const SavingsBenchmarks: CollectionConfig = {
  slug: 'savings-benchmarks',
  access: { read: readSavingsBenchmarks, create: writeSavingsBenchmarks, update: writeSavingsBenchmarks, delete: writeSavingsBenchmarks },
  fields: [
    { name: 'specialization', type: 'relationship', relationTo: 'specializations', required: true, unique: true, index: true },
    { name: 'rateCents', type: 'number', required: true, min: 0, max: 100_000_000 },
  ],
  timestamps: true,
}
