import type { PayloadRequest } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { DEFAULT_ORGANIZATION_TIME_ZONE } from '../../contract/organizations'
import { todayIn } from '../clock'
import type { Editor } from './payPeriods'

/**
 * What every time-sheet rule needs besides the entry: whose "today" (the organization's zone), which
 * editor the caller is, and the engagement's frozen rates.
 *
 * Two trusted lookups (ARCHITECTURE "Exceptions to overrideAccess: false"), each of exactly
 * what an entry the caller may write needs, and never returned to a caller who may not read it:
 * - the time zone of an organization (a talent cannot read organizations, yet their day is the
 *   organization's day);
 * - the rates of an engagement (a talent cannot read the organization's fee, yet their entry's cost is
 *   computed when they save it; the talent's answers never carry cost).
 */

export const editorOf = (user: AuthUser): Editor => (user.role === 'talent' ? 'talent' : 'organization')

/** Organization id -> its IANA zone (one query for any number of organizations). */
export async function timeZonesOf(req: PayloadRequest, organizationIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(organizationIds.filter((id): id is string => Boolean(id)))]
  if (!ids.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'organizations',
    where: { id: { in: ids } },
    select: { timeZone: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((doc) => [String(doc.id), typeof doc.timeZone === 'string' ? doc.timeZone : DEFAULT_ORGANIZATION_TIME_ZONE]))
}

/** The organization's zone and today in it (the clock's now, CLOCK_NOW outside production). */
export async function organizationDay(req: PayloadRequest, organizationId: string): Promise<{ timeZone: string; today: string }> {
  const timeZone = (await timeZonesOf(req, [organizationId])).get(organizationId) ?? DEFAULT_ORGANIZATION_TIME_ZONE
  return { timeZone, today: todayIn(timeZone) }
}

export interface EngagementRates {
  /** Billed per hour, talent usage fee included (costTalentFeeIncluded). */
  hourlyFeeCents: number
  /** Billed per hour without the talent usage fee (cost). */
  hourlyFeeWithoutTalentFeeCents: number
  /** Paid to the talent per hour (pay). */
  talentPayCents: number
}

const centsOr0 = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0)

/** The engagement's frozen rates (priced at send; a draft has none and prices at 0). */
export async function ratesOfEngagement(req: PayloadRequest, engagementId: string): Promise<EngagementRates> {
  const { docs } = await req.payload.find({
    collection: 'engagements',
    where: { id: { equals: engagementId } },
    select: { hourlyFeeCents: true, hourlyFeeWithoutTalentFeeCents: true, talentPayCents: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  return {
    hourlyFeeCents: centsOr0(doc.hourlyFeeCents),
    hourlyFeeWithoutTalentFeeCents: centsOr0(doc.hourlyFeeWithoutTalentFeeCents),
    talentPayCents: centsOr0(doc.talentPayCents),
  }
}

/**
 * An entry's frozen rates, read as the server: the approver who changes an entry the caller already read
 * (review.ts) may be a manager without View Rate, who does not see the rates, yet the new time is priced
 * with them. Returns the rates only; the caller's answer never carries them unless they may view rate.
 */
export async function ratesOfEntry(req: PayloadRequest, entryId: string): Promise<EngagementRates> {
  const doc = await req.payload.findByID({
    collection: 'time-entries',
    id: entryId,
    select: { hourlyFeeCents: true, hourlyFeeWithoutTalentFeeCents: true, talentPayCents: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return {
    hourlyFeeCents: centsOr0(doc.hourlyFeeCents),
    hourlyFeeWithoutTalentFeeCents: centsOr0(doc.hourlyFeeWithoutTalentFeeCents),
    talentPayCents: centsOr0(doc.talentPayCents),
  }
}

export const organizationIdOf = (doc: { organization?: unknown }): string => relationId(doc.organization) ?? ''
