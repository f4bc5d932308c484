import type { GetListParams, GetListResult } from 'react-admin'
import type { TimeEntry } from '../../contract/timeSheets/timeEntry'
import { httpClient } from '../providers/httpClient'
import { timeTrackingQuery } from './timeTrackingQuery'

/**
 * Console: the read-only 'time-tracking' resource is the contract's own
 * GET /api/v1/super_admin/time-tracking/ (every organization's entries), not a second
 * /api/admin resource: one endpoint, one set of rules for paging, ordering and who may read it.
 * react-admin's sort, page and filter become the contract's `ordering`, `page`, `page_size` and filters.
 */
export const TIME_TRACKING_PATH = '/api/v1/super_admin/time-tracking/'

/** The console's answer row: the entry plus the organization it belongs to. */
export type TimeTrackingRow = TimeEntry & { organizationId?: string | null; organizationName?: string | null }

export async function getTimeTrackingList(params: GetListParams): Promise<GetListResult<TimeTrackingRow>> {
  const { json } = await httpClient(`${TIME_TRACKING_PATH}?${timeTrackingQuery(params)}`)
  const page = json as { count: number; results: TimeTrackingRow[] }
  return { data: page.results, total: page.count }
}
