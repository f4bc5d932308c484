import { orderedDateRange, superAdminTimeSheetFilterShape } from '../../contract/timeSheets/orgInput'
import { defineEndpoint } from '../http'
import { pageQuery } from '../pagination'
import { timeEntryPage, timeSheetWhere } from './organizationQuery'

/** The console's time tracking of every organization (read-only). */
export const superAdminTimeTracking = defineEndpoint({
  method: 'get',
  path: '/super_admin/time-tracking/',
  summary:
    "Every organization's time entries, a page of TimeEntry: filters as <org>time-sheets/ plus organization; ordering as there (organization_name included; default -timekeeping_date)",
  tag: 'Time sheets (super admin)',
  access: ['super_admin'],
  query: pageQuery.extend(superAdminTimeSheetFilterShape).superRefine(orderedDateRange),
  handler: ({ req, user, query }) => timeEntryPage(req, user!, timeSheetWhere(query), query.ordering, query),
})
