import type { ResourceConfig } from '../platform/adminRest'

/**
 * Console: the talent-not-found feedback on /api/admin,
 * read-only. Organization users send it through /api/v1; the super admin reads it (list and show) and
 * changes nothing, so a write is 405 before anything is looked up. Reads run as the signed-in user, so
 * the collection's access (super admin: all) decides.
 */
export const discoveryAdminResources: Record<string, ResourceConfig> = {
  'talent-not-found-feedbacks': {
    collection: 'talent-not-found-feedbacks',
    searchFields: ['message', 'lastSearch'],
    sortable: ['createdAt', 'organization', 'sentBy'],
    writable: [],
    relations: ['sentBy', 'organization'],
    operations: ['list', 'getOne'],
  },
}
