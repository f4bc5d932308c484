import { parseUsd } from '../../../../contract/engagements/pricing'
import { formatMoney } from '../../../../contract/format'
import type { TalentApplication, TalentOpportunity } from '../../../../contract/opportunities/opportunity'
import { formatDate, formatRange } from '../../../shared/format'
import { PLACE_LABELS, WORK_KIND_LABELS } from '../engagements/types'

export type { TalentApplication, TalentOpportunity }
export { PLACE_LABELS, WORK_KIND_LABELS }

// Paths under /api/v1 (talent endpoints), the keys of their queries.
export const OPPORTUNITIES_PATH = '/talent/opportunities/'
export const OPPORTUNITY_PATH = '/talent/opportunities/{id}/'
export const APPLICATIONS_PATH = '/talent/opportunity-apply/'

export const PAGE_SIZE = 20

/** '85.00' and '105.00' -> '$85.00 – $105.00/h'; one side only reads 'from' / 'up to'; none is a dash. */
export function formatRateRange(min: string | null, max: string | null): string {
  const low = min === null ? null : parseUsd(min)
  const high = max === null ? null : parseUsd(max)
  if (low !== null && high !== null) return low === high ? `${formatMoney(low)}/h` : `${formatMoney(low)} – ${formatMoney(high)}/h`
  if (low !== null) return `from ${formatMoney(low)}/h`
  if (high !== null) return `up to ${formatMoney(high)}/h`
  return '—'
}

/** 'Madison, WI' for on-site work; the kind of place otherwise ('Remote', 'Remote and on site · Madison, WI'). */
export function formatPlace(opportunity: Pick<TalentOpportunity, 'place' | 'city' | 'state'>): string {
  const where = [opportunity.city, opportunity.state].filter(Boolean).join(', ')
  const kind = opportunity.place ? PLACE_LABELS[opportunity.place] : null
  if (opportunity.place === 'remote') return kind!
  return [kind, where].filter(Boolean).join(' · ') || '—'
}

export const formatDates = (opportunity: Pick<TalentOpportunity, 'startDate' | 'endDate'>) =>
  opportunity.startDate || opportunity.endDate ? formatRange(formatDate(opportunity.startDate), formatDate(opportunity.endDate)) : '—'

export const formatHours = (hours: number | null) => (hours ? `${hours} h/week` : '—')

export const workKindLabel = (opportunity: Pick<TalentOpportunity, 'workKind'>) => (opportunity.workKind ? WORK_KIND_LABELS[opportunity.workKind] : '—')
