import type { GetListParams, GetListResult } from 'react-admin'
import type { TimeEntry } from '../../contract/timeSheets/timeEntry'
import { httpClient } from '../providers/httpClient'

/**
 * issue 11, console: the read-only 'time-tracking' resource is the contract's own
 * GET /api/v1/super_admin/time-tracking/ (every organization's entries; plan section 4), not a second
 * /api/admin resource: one endpoint, one set of rules for paging, ordering and who may read it.
 * react-admin's sort, page and filter become the contract's `ordering`, `page`, `page_size` and filters.
 */
export const TIME_TRACKING_PATH = '/api/v1/super_admin/time-tracking/'

/** The console's answer row: the entry plus the organization it belongs to. */
export type TimeTrackingRow = TimeEntry & { organizationId?: string | null; organizationName?: string | null }

/** react-admin's sort field -> the contract's ordering name (work-flows 9). */
export const ORDERINGS: Record<string, string> = {
  timekeepingDate: 'timekeeping_date',
  organizationName: 'organization_name',
  talentName: 'talent_name',
  engagementName: 'engagement_name',
  hours: 'hours',
  state: 'state',
  cost: 'cost',
  reviewedBy: 'reviewer_name',
  reviewedAt: 'reviewed_at',
}

/** Filter names the list offers -> the query's names. */
const FILTERS: Record<string, string> = {
  q: 'search',
  organization: 'organization',
  state: 'state',
  dateFrom: 'date_from',
  dateTo: 'date_to',
  isAdjustive: 'is_adjustive',
}

export function timeTrackingQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): URLSearchParams {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 }
  const query = new URLSearchParams({ page: String(page), page_size: String(Math.min(100, perPage)) })
  const ordering = params.sort && ORDERINGS[params.sort.field]
  if (ordering) query.set('ordering', `${params.sort!.order === 'DESC' ? '-' : ''}${ordering}`)
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    const key = FILTERS[name]
    if (key && value !== undefined && value !== null && value !== '') query.set(key, String(value))
  }
  return query
}

export async function getTimeTrackingList(params: GetListParams): Promise<GetListResult<TimeTrackingRow>> {
  const { json } = await httpClient(`${TIME_TRACKING_PATH}?${timeTrackingQuery(params)}`)
  const page = json as { count: number; results: TimeTrackingRow[] }
  return { data: page.results, total: page.count }
}
