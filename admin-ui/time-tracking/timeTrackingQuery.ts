import type { GetListParams } from 'react-admin'

/** Console: react-admin's list parameters as GET /super_admin/time-tracking/'s query (pure). */

/** react-admin's sort field -> the contract's ordering name. */
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

